import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nearest, oneLine, shown, shownText } from '../../src/util/words.js';

const test = suite('words');

test('words :: nearest suggests a slip of the keyboard, and nothing for a word of another length', () => {
  assert.is(nearest('fromat', ['format', 'file']), 'format');
  assert.is(nearest('x'.repeat(1_000_000), ['format', 'file']), undefined);
});

test('words :: oneLine escapes line breaks, control characters and line separators', () => {
  assert.is(oneLine('a\nb\r\tc\x1b[31m\x7f\u0085\u2028'), 'a\\nb\\r\\tc\\u001b[31m\\u007f\\u0085\\u2028');
  assert.is(oneLine('plain ü 日本'), 'plain ü 日本');
});

test('words :: shown prints any value as JSON, cut at 80 characters; nesting too deep to print and objects without a prototype never throw', () => {
  const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  const deepObject = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
  assert.is(shown(deep), '[…]');
  assert.is(shown(deepObject), '{…}');
  assert.is(shown(Object.create(null)), '{}');
  assert.is(shown({ a: [1, 'x'] }), '{"a":[1,"x"]}');
  assert.is(shown('a\nb'), '"a\\nb"');
  assert.is(shown(NaN), 'NaN');
  assert.is(shown(10n), '10n');
  assert.is(shown(undefined), 'undefined');
  assert.is(shown('x'.repeat(200)), `"${'x'.repeat(79)}… (202 characters)`);
  // Never between the halves of a surrogate pair.
  assert.is(shownText(`${'x'.repeat(79)}🙂🙂`), `${'x'.repeat(79)}… (83 characters)`);
  assert.is(shownText('a\nb'), 'a\\nb');
});

test.run();
