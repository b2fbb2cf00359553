import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { methodsOf } from '../../_helpers/methods.js';

const test = suite('ruby');

test('ruby :: modules, classes, self. and singleton-class methods, define_method, lambdas', async () => {
  assert.equal(await methodsOf('ruby', 'ruby', 'cart.rb'), [
    ['Shop.Cart.empty', 7, 9],
    ['Shop.Cart#initialize', 11, 13],
    ['Shop.Cart#add', 15, 18],
    ['Shop.Cart#total', 20, 20],
    ['Shop.Cart#==', 22, 24],
    ['Shop.Cart.registry', 27, 29],
    ['Shop.Cart#size', 32, 34],
    ['Shop.Cart#discount', 38, 41],
    ['Shop.Cart#discount.apply', 39, 39],
    ['Shop.version', 45, 47],
  ]);
});

test('ruby :: instance methods with #, singleton ones with ., operators, class << Const keeps its owner', async () => {
  assert.equal(await methodsOf('ruby', 'ruby', 'queue.rb'), [
    ['Queue.build', 2, 4],
    ['Queue#build', 6, 8],
    ['Queue#[]', 10, 10],
    ['Queue#[]=', 12, 14],
    ['Queue.[]', 16, 16],
    ['Queue.shared', 19, 19],
    ['Queue#to_s', 23, 23],
    ['Queue#size', 27, 27],
    ['OptionParser.parse_all', 32, 32],
    ['helper', 35, 37],
    ['helper.inner', 36, 36],
  ]);
});

test.run();
