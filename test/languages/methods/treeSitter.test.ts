import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findMethods } from '../../../src/languages/methods/index.js';

const test = suite('treeSitter');

const names = async (text: string, language: string) => ((await findMethods(text, language)) ?? []).map((m) => m.name);

async function rejection(text: string, language: string): Promise<string> {
  try {
    await findMethods(text, language);
  } catch (err) {
    return (err as Error).message;
  }
  return 'resolved';
}

test('treeSitter :: offsets are UTF-16 code units: accents, CJK and emoji before a unit do not shift it', async () => {
  const before = 'é 中文 😀🍰';
  const cases: [string, string, string][] = [
    ['python', `s = "${before}"\ndef f(): pass\n`, 'def f(): pass'],
    ['go', `package p\nvar s = "${before}"\nfunc f() {}\n`, 'func f() {}'],
    ['rust', `const S: &str = "${before}";\nfn f() {}\n`, 'fn f() {}'],
    ['java', `class A { String s = "${before}"; void f() {} }`, 'void f() {}'],
    ['csharp', `class A { string s = "${before}"; void F() {} }`, 'void F() {}'],
    ['cpp', `const char* s = "${before}";\nvoid f() {}\n`, 'void f() {}'],
    ['ruby', `S = "${before}"\ndef f; end\n`, 'def f; end'],
    ['php', `<?php $s = "${before}";\nfunction f() {}\n`, 'function f() {}'],
    ['shell', `s="${before}"\nf() { :; }\n`, 'f() { :; }'],
  ];
  for (const [language, text, unit] of cases) {
    const [span] = (await findMethods(text, language)) ?? [];
    assert.ok(span, language);
    assert.is(text.slice(span.start, span.end), unit, language);
    assert.is(span.startLine, text.split('\n').findIndex((line) => line.includes(unit)) + 1, language);
  }
});

test('treeSitter :: an error inside a body keeps the unit', async () => {
  assert.equal(await names('package p\nfunc f() {\n\tx := \n}\nfunc g() {}\n', 'go'), ['f', 'g']);
  assert.equal(await names('class A { void m() { int x = ; } void n() {} }', 'java'), ['A.m', 'A.n']);
  assert.equal(await names('<?php\nfunction f() { $x = ; }\nfunction g() {}\n', 'php'), ['f', 'g']);
});

test('treeSitter :: a unit whose end is missing is dropped, the others are kept without a failure', async () => {
  assert.equal(await names('def a\n  1\nend\n\ndef b\n  x\n', 'ruby'), ['a']);
});

test('treeSitter :: errors and no unit left reject with the first error position', async () => {
  assert.is(await rejection('def b\n  x\n', 'ruby'), 'syntax error (1:0)');
  assert.is(await rejection('int f() { return 0;\n', 'cpp'), 'syntax error (1:19)');
  assert.is(await rejection('int x;\nvoid f(int x { }\n', 'c'), 'syntax error (2:12)');
});

test('treeSitter :: a C/C++ file whose macros confuse the grammar but that defines nothing resolves to no units', async () => {
  assert.equal(await findMethods('#define X 1\nFOO_BAR(a, b)\nDECLARE THING ((;\nint x;\n', 'c'), []);
});

test('treeSitter :: trees are freed: 10,000 files leave WASM memory flat', async () => {
  const text = (i: number) => `def handler_${i}(event):\n    return {"id": ${i}, "ok": True}\n`;
  for (let i = 0; i < 200; i++) await findMethods(text(i), 'python');
  const before = process.memoryUsage().external;
  for (let i = 0; i < 10_000; i++) await findMethods(text(i), 'python');
  const grownMb = (process.memoryUsage().external - before) / 1e6;
  // An unfreed tree of this file costs about 2 KB of WASM memory: 10,000 of them would add some 20 MB.
  assert.ok(grownMb < 5, `external memory grew by ${grownMb.toFixed(1)} MB`);
});

test.run();
