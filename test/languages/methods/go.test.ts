import { suite } from 'uvu';
import * as assert from 'uvu/assert';
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

test.run();
