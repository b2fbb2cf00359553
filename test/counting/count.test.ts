import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ResultStore } from '../../src/cache/store.js';
import type { CountSettings } from '../../src/counting/settings.js';
import { count } from '../../src/counting/count.js';
import type { FileRecord, RunStats } from '../../src/types.js';
import { reference, runFileStage, tempTree } from '../_helpers/index.js';

const test = suite('count');
const settings: CountSettings = { root: '/', countMode: 'exact', encoding: 'o200k_base', includeComments: true, methodLevel: false, keepText: false, maxBytes: 1 << 20 };
const noStats = (): RunStats => ({ counted: 0, duplicates: 0, cached: 0, read: 0, threads: 0, found: 0, walked: false });
const byPath = (records: FileRecord[]) => records.sort((a, b) => (a.path < b.path ? -1 : 1)).map((r) => [r.path, r.tokens, r.lines]);

test('count :: reads and counts each file exactly, identical files once, and hands back no text', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n', 'b.txt': 'ünïcödé 😀 text', 'c.txt': 'hello world\n' });
  try {
    const stats = noStats();
    const items = ['a.txt', 'b.txt', 'c.txt'].map((path) => ({ path, absolutePath: join(dir, path) }));
    const out = await runFileStage<FileRecord>(count({ settings, store: new ResultStore(), stats }), items);
    assert.equal(byPath(out), [['a.txt', reference('hello world\n'), 1], ['b.txt', reference('ünïcödé 😀 text'), 1], ['c.txt', reference('hello world\n'), 1]]);
    assert.ok(out.every((r) => !('text' in r)));
    assert.equal(Object.fromEntries(out.map((r) => [r.path, r.reused])), { 'a.txt': undefined, 'b.txt': undefined, 'c.txt': 'duplicate' });
    assert.equal(stats, { counted: 2, duplicates: 1, cached: 0, read: 3, threads: 0, found: 0, walked: false });
  } finally {
    cleanup();
  }
});

test('count :: skipped and recalled records pass through untouched', async () => {
  const skipped = { path: 's', absolutePath: '/nonexistent/s', skipped: 'unreadable' };
  const recalled: FileRecord = { path: 'c', absolutePath: '/nonexistent/c', language: 'text', tokens: 7, lines: 1, reused: 'cache' };
  const stats = noStats();
  const out = await runFileStage<FileRecord>(count({ settings, store: new ResultStore(), stats }), [{ ...skipped }, { ...recalled }]);
  // Copies went in: comparing with the objects passed would hide any change made to them.
  assert.equal(out, [skipped, recalled]);
  assert.equal(stats, { counted: 0, duplicates: 0, cached: 1, read: 0, threads: 0, found: 0, walked: false });
});

test.run();
