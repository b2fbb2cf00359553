import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { methodsOf, textOf } from '../../_helpers/methods.js';

const test = suite('php');

test('php :: functions, class, trait and attribute-carrying methods, closures bound to variables; abstract ones left out', async () => {
  assert.equal(await methodsOf('php', 'php', 'Cart.php'), [
    ['format_price', 9, 12],
    ['Model.save', 18, 21],
    ['Cart.__construct', 26, 28],
    ['Cart.table', 30, 34],
    ['Cart.count', 36, 39],
    ['Cart.total', 41, 48],
    ['Cart.total.$sum', 43, 45],
    ['Cart.total.$double', 46, 46],
    ['Cart.empty', 50, 53],
    ['Discounts.discount', 63, 66],
    ['$formatter', 69, 71],
  ]);
  assert.ok((await textOf('php', 'Cart.table', 'php', 'Cart.php')).startsWith('#[\\Override]\n'));
});

test('php :: enums name like classes; a static and an instance method may not share a name; an anonymous class is looked through', async () => {
  assert.equal(await methodsOf('php', 'php', 'Queue.php'), [
    ['Status.label', 9, 12],
    ['Queue.build', 17, 20],
    ['Queue.worker', 22, 33],
    ['Queue.worker.__construct', 25, 27],
    ['Queue.worker.run', 29, 31],
    ['$retry', 36, 36],
  ]);
});

test.run();
