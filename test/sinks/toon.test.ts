import { readFileSync } from 'node:fs';
import { decode, encode } from '@toon-format/toon';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { json } from '../../src/sinks/json.js';
import { normalise } from '../../src/sinks/normalise.js';
import { toon } from '../../src/sinks/toon.js';
import type { AnalysisResult } from '../../src/results.js';
import { fixture, runStage } from '../_helpers/index.js';
import { EMPTY, HOSTILE_NAMES, SMALL, SMALL_METHODS, report, summed } from '../_helpers/results.js';

const test = suite('toon');

const render = async (result: AnalysisResult) => (await runStage<string>(toon(), [report(result)])).join('');
const asJson = async (result: AnalysisResult) => JSON.parse((await runStage<string>(json(), [report(result)])).join(''));

test('toon :: matches the expected files byte for byte', async () => {
  assert.is(await render(SMALL), readFileSync(fixture('expected', 'small.toon'), 'utf8'));
  assert.is(await render(SMALL_METHODS), readFileSync(fixture('expected', 'small-methods.toon'), 'utf8'));
});

test('toon :: FORMATS.md example: files as one table', async () => {
  assert.is(await render(SMALL), `totalTokens: 1510
totalFiles: 3
totalLines: 177
encoding: o200k_base
files[3]{path,tokens,lines,language}:
  README.md,96,14,markdown
  src/cli.ts,530,61,typescript
  src/lib/queue.ts,884,102,typescript
`);
});

test('toon :: with methods, files are a list and methods a table or []', async () => {
  const out = await render(SMALL_METHODS);
  assert.match(out, '\nfiles[3]:\n  - path: README.md\n');
  assert.match(out, '    methods: []\n');
  assert.match(out, '    methods[2]{name,tokens,lines,file,line}:\n      main,310,30,src/cli.ts,12\n');
  assert.ok(out.endsWith('skipped[1]{path,reason}:\n  assets/logo.png,binary\n'));
});

test('toon :: is encode() of the JSON object plus a newline', async () => {
  for (const result of [SMALL, SMALL_METHODS, EMPTY]) assert.is(await render(result), `${encode(normalise(result))}\n`);
  assert.is(await render(EMPTY), 'totalTokens: 0\ntotalFiles: 0\ntotalLines: 0\nencoding: o200k_base\nfiles: []\n');
});

test('toon :: strict decode gives the JSON back: plain, methods, empty', async () => {
  for (const result of [SMALL, SMALL_METHODS, EMPTY]) assert.equal(decode(await render(result), { strict: true }), await asJson(result));
});

test('toon :: strict decode gives the JSON back for hostile paths and names', async () => {
  const plain = summed(HOSTILE_NAMES.map((name, i): [string, number, number, string] => [name, i, i, name]));
  const methods: AnalysisResult = {
    ...plain,
    files: plain.files.map((f, i) => ({ ...f, methods: i % 3 === 0 ? [] : [{ name: HOSTILE_NAMES[(i + 5) % HOSTILE_NAMES.length], tokens: 1, lines: 1, file: f.path, line: 2 }] })),
    skipped: HOSTILE_NAMES.map((path) => ({ path, reason: path })),
  };
  for (const result of [plain, methods]) {
    const out = await render(result);
    assert.equal(decode(out, { strict: true }), await asJson(result));
  }
});

test.run();
