import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ResultStore } from '../../src/cache/store.js';
import type { CountSettings } from '../../src/pool/settings.js';
import { count } from '../../src/stages/count.js';
import type { FileRecord } from '../../src/types.js';
import { reference, runStage } from '../_helpers/index.js';

const test = suite('count');
const settings: CountSettings = { countMode: 'exact', encoding: 'o200k_base', includeComments: true, methodLevel: false, keepText: false };
const record = (path: string, text: string, hash?: string): FileRecord => ({ path, absolutePath: `/x/${path}`, language: 'text', text, lines: 1, ...(hash ? { hash } : {}) });
const fresh = () => ({ settings, store: new ResultStore(), stats: { counted: 0, duplicates: 0, cached: 0, threads: 0 } });
const byPath = (records: FileRecord[]) => records.sort((a, b) => (a.path < b.path ? -1 : 1)).map((r) => [r.path, r.tokens]);

test('count :: counts each file exactly and drops its text', async () => {
  const out = await runStage<FileRecord>(count(fresh()), [record('a', 'hello world'), record('b', 'ünïcödé 😀 text')]);
  assert.equal(byPath(out), [['a', reference('hello world')], ['b', reference('ünïcödé 😀 text')]]);
  assert.ok(out.every((r) => !('text' in r)));
});

test('count :: identical contents are counted once', async () => {
  // The same hash promises the same content: the second text is never looked at.
  const options = fresh();
  const out = await runStage<FileRecord>(count(options), [
    record('a', 'hello world', 'H1'), record('b', 'a different, much longer text that would count differently', 'H1'), record('c', 'third', 'H2'),
  ]);
  assert.equal(byPath(out), [['a', reference('hello world')], ['b', reference('hello world')], ['c', reference('third')]]);
  assert.equal(options.stats, { counted: 2, duplicates: 1, cached: 0, threads: 0 });
});

test('count :: skipped and already counted records pass through untouched', async () => {
  const skipped: FileRecord = { path: 's', absolutePath: '/x/s', language: 'text', skipped: 'binary' };
  const cached: FileRecord = { path: 'c', absolutePath: '/x/c', language: 'text', tokens: 7, lines: 1 };
  const out = await runStage<FileRecord>(count(fresh()), [skipped, cached]);
  assert.equal(out, [skipped, cached]);
});

test('count :: methods of a reused result are filed under each file', async () => {
  const store = new ResultStore();
  store.set(store.key('H', 'text'), { ...record('first', 'x'), tokens: 3, methods: [{ name: 'f', tokens: 2, lines: 1, file: 'first' }] });
  const [out] = await runStage<FileRecord>(count({ ...fresh(), store }), [record('second', 'x', 'H')]);
  assert.equal(out.methods, [{ name: 'f', tokens: 2, lines: 1, file: 'second' }]);
  assert.is(out.tokens, 3);
});

test.run();
