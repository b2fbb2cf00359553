import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CHUNK_CHARS } from '../../src/sinks/chunks.js';
import { json } from '../../src/sinks/json.js';
import { normalise } from '../../src/sinks/normalise.js';
import type { AnalysisResult } from '../../src/results.js';
import { fixture, runStage } from '../_helpers/index.js';
import { EMPTY, SMALL, SMALL_METHODS, report, summed } from '../_helpers/results.js';

const test = suite('json');

const buffered = (result: AnalysisResult) => `${JSON.stringify(normalise(result), null, 2)}\n`;
const chunks = (result: AnalysisResult) => runStage<string>(json(), [report(result)]);

test('json :: matches the expected files byte for byte', async () => {
  assert.is((await chunks(SMALL)).join(''), readFileSync(fixture('expected', 'small.json'), 'utf8'));
  assert.is((await chunks(SMALL_METHODS)).join(''), readFileSync(fixture('expected', 'small-methods.json'), 'utf8'));
});

test('json :: the chunked text equals the buffered form', async () => {
  for (const result of [SMALL, SMALL_METHODS, EMPTY, { ...EMPTY, skipped: [{ path: 'a.bin', reason: 'binary' }] }]) {
    assert.is((await chunks(result)).join(''), buffered(result));
  }
});

test('json :: a big result leaves in many chunks of bounded size, same bytes', async () => {
  const rows = Array.from({ length: 20_000 }, (_, i): [string, number, number, string] => [`src/m${String(i).padStart(5, '0')}/"q"\n.ts`, i, i % 7, 'typescript']);
  const big = { ...summed(rows), skipped: [{ path: 'z.png', reason: 'binary' }] };
  big.files[3].methods = [{ name: 'f', tokens: 1, lines: 1, file: big.files[3].path, line: 1 }];
  const out = await chunks(big);
  assert.ok(out.length > 20, `${out.length} chunks`);
  for (const chunk of out) assert.ok(chunk.length < CHUNK_CHARS + 1000, `chunk of ${chunk.length}`);
  assert.is(out.join(''), buffered(big));
});

test('json :: files with more methods than one stringify() call takes come out the same, wherever they stand', async () => {
  const rows = Array.from({ length: 200 }, (_, i): [string, number, number, string] => [`src/"methods": []/f${i}\u00e9.ts`, i, 3, 'typescript']);
  const big = summed(rows);
  // Method counts around the slice of 64, on files first, in the middle and last of a slice, and
  // names that need escaping or hold the key's own text.
  const counts = new Map([[0, 65], [1, 64], [2, 0], [63, 200], [64, 1], [100, 129], [127, 70], [128, 3], [199, 500]]);
  for (const [index, count] of counts) {
    const file = big.files[index];
    file.methods = Array.from({ length: count }, (_, k) => ({ name: k % 3 === 0 ? `"methods": [] ${k}` : `C${k}.m\t\u{1f600}`, tokens: k, lines: k % 5, file: file.path, line: k + 1 }));
  }
  const out = await chunks(big);
  assert.is(out.join(''), buffered(big));
  for (const chunk of out) assert.ok(chunk.length < CHUNK_CHARS + 1000, `chunk of ${chunk.length}`);
});

test('json :: no top-level methods, fixed key order, optional keys left out', async () => {
  const parsed = JSON.parse((await chunks(SMALL_METHODS)).join(''));
  assert.equal(Object.keys(parsed), ['totalTokens', 'totalFiles', 'totalLines', 'encoding', 'files', 'skipped']);
  assert.equal(Object.keys(parsed.files[1]), ['path', 'tokens', 'lines', 'language', 'methods']);
  assert.equal(Object.keys(JSON.parse((await chunks(SMALL)).join('')).files[0]), ['path', 'tokens', 'lines', 'language']);
  assert.is((await chunks(EMPTY)).join(''), '{\n  "totalTokens": 0,\n  "totalFiles": 0,\n  "totalLines": 0,\n  "encoding": "o200k_base",\n  "files": []\n}\n');
});

test('json :: one document per report', async () => {
  const out = await runStage<string>(json(), [report(EMPTY), report(SMALL)]);
  assert.is(out.join(''), buffered(EMPTY) + buffered(SMALL));
});

test.run();
