import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMethods, scanMethods } from '../../../src/languages/methods/index.js';
import { fixture } from '../../_helpers/index.js';
import { methodsOf, textOf } from '../../_helpers/methods.js';

const test = suite('java');

test('java :: constructors, annotated and generic methods, interface defaults, nested classes, records, enums, lambdas', async () => {
  assert.equal(await methodsOf('java', 'java', 'TaskQueue.java'), [
    ['TaskQueue.order', 9, 9],
    ['TaskQueue.TaskQueue', 11, 13],
    ['TaskQueue.TaskQueue', 15, 19],
    ['TaskQueue.iterator', 21, 24],
    ['TaskQueue.push', 26, 28],
    ['TaskQueue.drain', 30, 36],
    ['TaskQueue.Listener.onDrain', 41, 43],
    ['TaskQueue.Node.depth', 49, 51],
    ['TaskQueue.Stats.Stats', 55, 57],
    ['TaskQueue.Stats.pending', 59, 61],
    ['TaskQueue.State.busy', 67, 69],
  ]);
  assert.ok((await textOf('java', 'TaskQueue.iterator', 'java', 'TaskQueue.java')).startsWith('@Override\n'));
});

test('java :: anonymous classes are named by the variable they initialise, enum constant bodies by the constant', async () => {
  assert.equal(await methodsOf('java', 'java', 'Calculator.java'), [
    ['Calculator.RESET.run', 7, 10],
    ['Calculator.max', 13, 13],
    ['Calculator.min', 13, 13],
    ['Calculator.Op.PLUS.apply', 17, 19],
    ['Calculator.Op.MINUS.apply', 22, 24],
    ['Calculator.Op.Op', 30, 32],
    ['Calculator.Op.apply', 34, 36],
    ['Calculator.schedule', 41, 52],
    ['Calculator.schedule.later.run', 43, 45],
    ['Calculator.schedule.run', 48, 50],
  ]);
  // Two declarators share the declaration: each spans itself.
  assert.is(await textOf('java', 'Calculator.min', 'java', 'Calculator.java'), 'min = (a, b) -> a < b ? a : b');
});

test('java :: the finder gives what tree-sitter gives, unit for unit', async () => {
  for (const file of ['TaskQueue.java', 'Calculator.java']) {
    const text = readFileSync(fixture('methods', 'java', file), 'utf8');
    const found = await scanMethods(text, 'java');
    assert.ok(found, file);
    assert.equal(found, await parseMethods(text, 'java'), file);
  }
});

test('java :: what the finder does not follow goes to tree-sitter', async () => {
  const text = 'class A { void f() { String s = "unterminated; } }';
  assert.is(await scanMethods(text, 'java'), undefined);
});

test.run();
