import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runReport } from '../../src/run/index.js';
import { planRun } from '../../src/run/plan.js';
import { analyze } from '../../src/entry/index.js';
import { removeComments } from '../../src/languages/comments.js';
import { findMethods } from '../../src/languages/methods/index.js';
import { splitMethods } from '../../src/stages/splitMethods.js';
import { stripComments } from '../../src/stages/stripComments.js';
import { createCounter, type TokenCounter } from '../../src/tokenizer/index.js';
import type { FileRecord } from '../../src/types.js';
import { fixture, reference, runFileStage, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('splitMethods');

test('splitMethods :: every method counted on its own text, end to end with comments kept', async () => {
  const root = fixture('methods');
  const result = await analyze({ path: root, methodLevel: true, includeComments: true });
  let checked = 0;
  for (const file of result.files) {
    assert.ok(Array.isArray(file.methods), file.path);
    if (file.path === 'javascript/flow.js') continue;
    const text = readFileSync(fixture('methods', file.path), 'utf8');
    const spans = (await findMethods(text, file.language)) ?? [];
    assert.ok(spans.length > 0, file.path);
    assert.equal(file.methods, spans.map((span) => ({
      name: span.name,
      tokens: reference(text.slice(span.start, span.end)),
      lines: span.endLine - span.startLine + 1,
      file: file.path,
      line: span.startLine,
    })), file.path);
    checked += spans.length;
  }
  assert.is(checked, 185);
  assert.not.ok('methods' in result);
  const push = result.files.flatMap((file) => file.methods ?? []).find((m) => m.name === 'jobs.Queue.push');
  const queue = readFileSync(fixture('methods', 'cpp', 'queue.hpp'), 'utf8').split('\n');
  assert.equal(push, { name: 'jobs.Queue.push', tokens: 36, lines: 5, file: 'cpp/queue.hpp', line: push!.line });
  // The line it starts on is where its text starts: `file:line` lands on it.
  assert.match(queue[push!.line - 1], 'push');
});

test('splitMethods :: a file that does not parse keeps its counts, gets `methods: []` and one warning', async () => {
  const report = await runReport(planRun({ path: fixture('methods', 'javascript'), methodLevel: true }));
  const flow = report.result.files.find((file) => file.path === 'flow.js');
  assert.ok(flow && flow.tokens > 0 && flow.lines === 12);
  assert.equal(flow?.methods, []);
  assert.equal(report.warnings, ['flow.js: cannot parse for methods: Unexpected token (8:14)']);
});

test('splitMethods :: `methods` is on every file with method level, `[]` without a splitter, absent without', async () => {
  const { dir, cleanup } = tempTree({ 'README.md': '# Notes\n', 'data.json': '{"a": 1}\n', 'src/a.ts': 'export const f = () => 1;\n' });
  try {
    const on = await analyze({ path: dir, methodLevel: true });
    assert.equal(on.files.map((f) => [f.path, f.methods?.map((m) => m.name)]), [['README.md', []], ['data.json', []], ['src/a.ts', ['f']]]);
    const off = await analyze({ path: dir });
    assert.ok(off.files.every((f) => !('methods' in f)));
    assert.not.ok('methods' in off);
  } finally {
    cleanup();
  }
});

test('splitMethods :: counts the text it is given, which is the text after comment removal', async () => {
  const counter = createCounter('exact', 'o200k_base');
  const text = 'function f() {\n  \n  return 1;\n}\n';
  const [record] = await runFileStage<FileRecord>(splitMethods({ counter, counts: true }), [
    { path: 'a.js', absolutePath: '/a.js', language: 'javascript', text, tokens: 1, lines: 4 },
  ]);
  assert.equal(record.methods, [{ name: 'f', tokens: reference(text.trimEnd()), lines: 4, file: 'a.js', line: 1 }]);
});

test('splitMethods :: counts the methods stripComments() found, which go no further; end to end, as found apart', async () => {
  const path = fixture('methods-comments', 'parse.jsx');
  const raw = readFileSync(path, 'utf8');
  const [stripped] = await runFileStage<FileRecord>(stripComments({ methodLevel: true }), [
    { path: 'parse.jsx', absolutePath: path, language: 'jsx', text: raw, lines: 31 },
  ]);
  assert.is(stripped.text, removeComments(raw, 'jsx'));
  assert.equal(stripped.found?.map((m) => m.name), ['parse', 'render', 'Queue.push', 'get Queue.size']);
  // Without methods to count, or for a file its finder is unsure of, the comments alone go.
  const [plain] = await runFileStage<FileRecord>(stripComments(), [{ path: 'parse.jsx', absolutePath: path, language: 'jsx', text: raw, lines: 31 }]);
  assert.is(plain.text, stripped.text);
  assert.not.ok('found' in plain);
  const keys = readFileSync(fixture('methods-comments', 'keys.ts'), 'utf8');
  const [unsure] = await runFileStage<FileRecord>(stripComments({ methodLevel: true }), [{ path: 'keys.ts', absolutePath: '/keys.ts', language: 'typescript', text: keys, lines: 11 }]);
  assert.is(unsure.text, removeComments(keys, 'typescript'));
  assert.not.ok('found' in unsure);
  // Nor for a record reused with its methods, whose text a format shows.
  const methods = [{ name: 'parse', tokens: 1, lines: 1, file: 'parse.jsx', line: 8 }];
  const [reused] = await runFileStage<FileRecord>(stripComments({ methodLevel: true }), [
    { path: 'parse.jsx', absolutePath: path, language: 'jsx', text: raw, lines: 31, tokens: 160, methods, reused: 'duplicate' },
  ]);
  assert.is(reused.text, stripped.text);
  assert.is(reused.methods, methods);
  assert.not.ok('found' in reused);

  // splitMethods() counts what it is handed rather than finding again.
  const counter = createCounter('exact', 'o200k_base');
  const text = 'function f() { return 1; }\n';
  const [record] = await runFileStage<FileRecord>(splitMethods({ counter, counts: true }), [
    { path: 'a.js', absolutePath: '/a.js', language: 'javascript', text, lines: 1, found: [{ name: 'given', start: 15, end: 24, startLine: 1, endLine: 1 }] },
  ]);
  assert.equal(record.methods, [{ name: 'given', tokens: reference('return 1;'), lines: 1, file: 'a.js', line: 1 }]);
  assert.is(record.tokens, reference(text));
  assert.not.ok('found' in record);

  const result = await analyze({ path: fixture('methods-comments'), methodLevel: true, cache: false });
  for (const file of result.files) {
    const analysed = removeComments(readFileSync(fixture('methods-comments', file.path), 'utf8'), file.language);
    const spans = (await findMethods(analysed, file.language, file.path)) ?? [];
    assert.is(file.tokens, reference(analysed), file.path);
    assert.equal(file.methods, spans.map((span) => ({
      name: span.name, tokens: reference(analysed.slice(span.start, span.end)), lines: span.endLine - span.startLine + 1, file: file.path, line: span.startLine,
    })), file.path);
  }
  assert.equal(result.files.map((file) => [file.path, file.methods?.length]), [['keys.ts', 2], ['parse.jsx', 4]]);
});

test('splitMethods :: the CLI prints one warning for an unparsable file and still exits 0', async () => {
  const { dir, cleanup } = tempTree({ 'ok.py': 'def f():\n    pass\n', 'broken.ts': 'export function g() {\n  return (;\n}\n' });
  try {
    const run = await spawnCli(['--cli', '-p', dir, '--method-level', '--json']);
    assert.is(run.code, 0);
    assert.is(run.stderr, 'analyzer: warning: broken.ts: cannot parse for methods: Unexpected token (2:10)\n');
    const result = JSON.parse(run.stdout);
    assert.equal(result.files.map((f: { path: string; methods: unknown }) => [f.path, f.methods]), [
      ['broken.ts', []],
      ['ok.py', [{ name: 'f', tokens: reference('def f():\n    pass'), lines: 2, file: 'ok.py', line: 1 }]],
    ]);
  } finally {
    cleanup();
  }
});

test('splitMethods :: the work stays linear in the text however deeply methods nest (characters counted, not time)', async () => {
  const real = createCounter('exact', 'o200k_base');
  let counted = 0;
  // Every character the counter is given or splits anew: a method counted on its own text would
  // count each nested one again, about depth / 2 times the text in all.
  const counter: TokenCounter = {
    count: (text) => ((counted += text.length), real.count(text)),
    spans: (text) => {
      counted += text.length;
      const spans = real.spans(text);
      return { ...spans, count: (start, end) => {
        const before = spans.scanned;
        const tokens = spans.count(start, end);
        counted += spans.scanned - before;
        return tokens;
      } };
    },
  };
  const depth = 300;
  const nested = (open: (i: number) => string, close: string) =>
    Array.from({ length: depth }, (_, i) => open(i)).join('') + close.repeat(depth);
  const inputs = [
    { path: 'deep.ts', language: 'typescript', text: nested((i) => `function f${i}(x: number): number {\n  const y${i} = x * ${i};\n`, '  return 1;\n}\n') },
    { path: 'deep.py', language: 'python', text: Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}def f${i}(x):\n${' '.repeat(i + 1)}y = x * ${i}\n`).join('') },
  ];
  const records = await runFileStage<FileRecord>(splitMethods({ counter, counts: true }), inputs.map((input) => ({ ...input, absolutePath: `/${input.path}`, tokens: 1, lines: 1 })));
  for (const [i, record] of records.entries()) {
    const { text } = inputs[i];
    assert.is(record.methods?.length, depth, record.path);
    const innermost = record.methods!.at(-1)!;
    const span = (await findMethods(text, inputs[i].language))!.at(-1)!;
    assert.is(innermost.tokens, reference(text.slice(span.start, span.end)), record.path);
  }
  const text = inputs.reduce((sum, { text }) => sum + text.length, 0);
  assert.ok(counted <= 2 * text, `${counted} characters counted for ${text} of text`);
});

test('splitMethods :: counts a file tokenize() left uncounted, each of a batch exactly, though they share the span buffers', async () => {
  const counter = createCounter('exact', 'o200k_base');
  const big = Array.from({ length: 400 }, (_, i) => `def f${i}(x):\n    return x * ${i} + "${'é'.repeat(i % 7)}"\n`).join('');
  const texts = [big, 'def g():\n    return 2\n', 'x = 1\n', `${big}class K:\n    def m(self):\n        pass\n`, 'def h(a, b):\n    return a+b\n'];
  const records = await runFileStage<FileRecord>(splitMethods({ counter, counts: true }), texts.map((text, i) => ({ path: `f${i}.py`, absolutePath: `/f${i}.py`, language: 'python', text, lines: 1 })));
  for (const [i, record] of records.entries()) {
    assert.is(record.tokens, reference(texts[i]), record.path);
    const spans = (await findMethods(texts[i], 'python')) ?? [];
    assert.equal(record.methods!.map((m) => m.tokens), spans.map(({ start, end }) => reference(texts[i].slice(start, end))), record.path);
  }
  assert.is(records[2].methods!.length, 0);
});

test('splitMethods :: with --no-token-count a file gets methods but no tokens', async () => {
  const [record] = await runFileStage<FileRecord>(splitMethods({ counter: createCounter('none'), counts: false }), [
    { path: 'a.py', absolutePath: '/a.py', language: 'python', text: 'def f():\n    pass\n', lines: 2 },
  ]);
  assert.is(record.tokens, undefined);
  assert.equal(record.methods!.map((m) => m.name), ['f']);
});

test.run();
