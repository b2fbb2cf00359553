import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findMethods } from '../../../src/languages/methods/index.js';
import { methodsOf, textOf } from '../../_helpers/methods.js';

const test = suite('python');

test('python :: functions, nested classes and functions, decorators, properties, lambdas; overload stubs left out', async () => {
  assert.equal(await methodsOf('python', 'python', 'shapes.py'), [
    ['memoize', 6, 15],
    ['memoize.wrapper', 9, 13],
    ['Shape.Meta.describe', 24, 25],
    ['Shape.__init__', 27, 28],
    ['get Shape.label', 30, 32],
    ['set Shape.label', 34, 36],
    ['Shape.unit_area', 38, 41],
    ['Shape.render', 43, 45],
    ['Shape.render.scale', 44, 44],
    ['area', 52, 55],
    ['double', 58, 58],
  ]);
});

test('python :: a decorated function starts at its first decorator, after non-ASCII text', async () => {
  assert.ok((await textOf('python', 'Shape.unit_area', 'python', 'shapes.py')).startsWith('@staticmethod\n    @memoize\n    def unit_area(side):'));
  assert.ok((await textOf('python', 'Shape.Meta.describe', 'python', 'shapes.py')).startsWith('def describe(self):'));
});

test('python :: chained assignment of a lambda and definitions inside control flow', async () => {
  const text = 'a = b = lambda: 0\nif True:\n    def f():\n        pass\nelse:\n    def g():\n        pass\ntry:\n    class C:\n        def m(self): ...\nexcept ImportError:\n    pass\n';
  assert.equal(((await findMethods(text, 'python')) ?? []).map((m) => m.name), ['b', 'f', 'g', 'C.m']);
});

test.run();
