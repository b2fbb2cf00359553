import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMethods, scanMethods } from '../../../src/languages/methods/index.js';
import { fixture } from '../../_helpers/index.js';
import { methodsOf } from '../../_helpers/methods.js';

const test = suite('go');

test('go :: functions, methods on generic and value receivers, bound func literals', async () => {
  assert.equal(await methodsOf('go', 'go', 'list.go'), [
    ['New', 19, 21],
    ['List.Push', 23, 25],
    ['List.Pop', 27, 35],
    ['Queue.Len', 37, 37],
    ['Sorted', 39, 45],
    ['Sorted.less', 40, 42],
    ['defaultLess', 47, 47],
  ]);
});

test('go :: a declaration without a body (assembly) is no unit; calls and literals in signatures are not either', async () => {
  assert.equal(await methodsOf('go', 'go', 'arith.go'), [
    ['nat.add', 11, 15],
    ['hook', 25, 27],
    ['Walk', 30, 42],
    ['Walk.run', 31, 34],
    ['Walk.run.step', 32, 32],
    ['Walk.inner', 36, 36],
  ]);
});

test('go :: the finder gives what tree-sitter gives, unit for unit', async () => {
  for (const file of ['list.go', 'arith.go']) {
    const text = readFileSync(fixture('methods', 'go', file), 'utf8');
    const found = await scanMethods(text, 'go');
    assert.ok(found, file);
    assert.equal(found, await parseMethods(text, 'go'), file);
  }
});

test('go :: what the finder does not follow goes to tree-sitter', async () => {
  const text = 'package p\nfunc (T) m[P any]() {}\nfunc f() {}\n';
  assert.is(await scanMethods(text, 'go'), undefined);
  assert.equal((await parseMethods(text, 'go'))!.map((m) => m.name).includes('f'), true);
});

test.run();
