import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { methodsOf, textOf } from '../../_helpers/methods.js';

const test = suite('rust');

test('rust :: impl blocks (trait impls by type), trait default methods, nested fns, modules, closures', async () => {
  assert.equal(await methodsOf('rust', 'rust', 'queue.rs'), [
    ['Queue.new', 11, 13],
    ['Queue.push', 15, 23],
    ['Queue.push.full', 17, 17],
    ['Queue.fmt', 27, 29],
    ['Drain.is_drained', 35, 37],
    ['capacity', 40, 45],
    ['capacity.round', 41, 43],
    ['sizing.pages', 48, 50],
    ['tests.push_respects_limit', 57, 62],
  ]);
});

test('rust :: attributes belong to the function', async () => {
  assert.ok((await textOf('rust', 'tests.push_respects_limit', 'rust', 'queue.rs')).startsWith('#[test]\n    fn push_respects_limit()'));
});

test.run();
