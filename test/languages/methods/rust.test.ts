import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMethods, scanMethods } from '../../../src/languages/methods/index.js';
import { fixture } from '../../_helpers/index.js';
import { methodsOf, textOf } from '../../_helpers/methods.js';

const test = suite('rust');

test('rust :: impl blocks (trait impls by type and trait), trait default methods, nested fns, modules, closures', async () => {
  assert.equal(await methodsOf('rust', 'rust', 'queue.rs'), [
    ['Queue.new', 11, 13],
    ['Queue.push', 15, 23],
    ['Queue.push.full', 17, 17],
    ['<Queue as Display>.fmt', 27, 29],
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

test('rust :: the functions of a trait impl are named by type and trait, as Rust names them', async () => {
  assert.equal(await methodsOf('rust', 'rust', 'convert.rs'), [
    ['Celsius.new', 6, 8],
    ['<Celsius as From<f64>>.from', 13, 15],
    ['<Celsius as From<&str>>.from', 19, 21],
    ['<Celsius as Display>.fmt', 25, 27],
    ['<Celsius as Debug>.fmt', 31, 33],
  ]);
});

test('rust :: the finder gives what tree-sitter gives, unit for unit', async () => {
  for (const file of ['queue.rs', 'convert.rs']) {
    const text = readFileSync(fixture('methods', 'rust', file), 'utf8');
    const found = await scanMethods(text, 'rust');
    assert.ok(found, file);
    assert.equal(found, await parseMethods(text, 'rust'), file);
  }
});

test('rust :: macros hold no units; lifetimes, raw strings and byte literals do not confuse the scan', async () => {
  const text = [
    "macro_rules! make { ($n:ident) => { fn $n() {} }; }",
    'make!(generated);',
    "impl<'a, T: Fn() -> u8> Holder<'a, T> where T: Clone {",
    '    #[doc = "a comment between an attribute and its function keeps the attribute out"]',
    '    // here',
    '    #[inline]',
    String.raw`    pub(crate) const fn get(&'a self) -> &'a str { let q = '\''; r#"}"# }`,
    '}',
    "fn outer() { let add = move |a: u8| -> u8 { a + b'{' }; fn inner() {} }",
  ].join('\n');
  const found = await scanMethods(text, 'rust');
  assert.equal(found?.map((m) => m.name), ['Holder.get', 'outer', 'outer.add', 'outer.inner']);
  assert.equal(found, await parseMethods(text, 'rust'));
});

test.run();
