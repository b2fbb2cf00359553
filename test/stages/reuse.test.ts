import { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ResultStore } from '../../src/cache/store.js';
import { keep } from '../../src/stages/keep.js';
import { chain } from '../../src/stages/kit.js';
import { reuse } from '../../src/stages/reuse.js';
import { tokenize } from '../../src/stages/tokenize.js';
import { createCounter } from '../../src/tokenizer/index.js';
import type { FileRecord } from '../../src/types.js';
import { reference } from '../_helpers/index.js';

const test = suite('reuse');
const record = (path: string, text: string, hash: string): FileRecord => ({ path, absolutePath: `/x/${path}`, language: 'text', text, lines: 1, hash });

async function run(store: ResultStore, records: FileRecord[], keepText = false): Promise<FileRecord[]> {
  const out: FileRecord[] = [];
  const stages = [Readable.from([records]), reuse({ store, keepText }), tokenize({ counter: createCounter('exact'), root: '/' }), keep({ store, keepText })];
  for await (const batch of chain(stages)) out.push(...(batch as FileRecord[]));
  return out;
}

test('reuse :: a file whose content is being counted waits for it and is never counted itself', async () => {
  // The same hash promises the same content: the second text is never looked at.
  const out = await run(new ResultStore(), [record('a', 'hello world', 'H1'), record('b', 'a different, much longer text', 'H1'), record('c', 'third', 'H2')]);
  assert.equal(out.map((r) => [r.path, r.tokens, r.reused]), [
    ['a', reference('hello world'), undefined], ['b', reference('hello world'), 'duplicate'], ['c', reference('third'), undefined],
  ]);
  assert.ok(out.every((r) => r.text === undefined));
});

test('reuse :: results the store holds are reused, with methods filed under each file', async () => {
  const store = new ResultStore([[`H text`, { tokens: 3, lines: 2, time: 0, cached: true, methods: [{ name: 'f', tokens: 2, lines: 1, line: 4 }] }]]);
  const [out] = await run(store, [record('second', 'x', 'H')]);
  assert.equal(out, { path: 'second', absolutePath: '/x/second', language: 'text', lines: 2, hash: 'H', tokens: 3, methods: [{ name: 'f', tokens: 2, lines: 1, file: 'second', line: 4 }], reused: 'cache' });
});

test('reuse :: with keepText every record keeps its analysed text', async () => {
  const out = await run(new ResultStore(), [record('a', 'same', 'H'), record('b', 'same', 'H')], true);
  assert.equal(out.map((r) => [r.path, r.text]), [['a', 'same'], ['b', 'same']]);
});

test.run();
