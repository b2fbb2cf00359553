import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { methodsOf } from '../../_helpers/methods.js';

const test = suite('ruby');

test('ruby :: modules, classes, self. and singleton-class methods, define_method, lambdas', async () => {
  assert.equal(await methodsOf('ruby', 'ruby', 'cart.rb'), [
    ['Shop.Cart.empty', 7, 9],
    ['Shop.Cart.initialize', 11, 13],
    ['Shop.Cart.add', 15, 18],
    ['Shop.Cart.total', 20, 20],
    ['Shop.Cart.==', 22, 24],
    ['Shop.Cart.registry', 27, 29],
    ['Shop.Cart.size', 32, 34],
    ['Shop.Cart.discount', 38, 41],
    ['Shop.Cart.discount.apply', 39, 39],
    ['Shop.version', 45, 47],
  ]);
});

test.run();
