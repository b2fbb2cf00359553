import { suite } from 'uvu';
import * as assert from 'uvu/assert';
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

test.run();
