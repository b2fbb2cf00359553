import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { textPath } from '../../src/sinks/escape.js';

const test = suite('escape');

test('escape :: ordinary paths print as they are', () => {
  for (const path of ['src/a.ts', 'back\\slash', 'with space', 'pipe|`tick`', 'a"b', 'é/日本.md', '']) assert.is(textPath(path), path);
});

test('escape :: control characters and line separators make a JSON string literal', () => {
  assert.is(textPath('a\nb'), '"a\\nb"');
  assert.is(textPath('t\tx\r'), '"t\\tx\\r"');
  assert.is(textPath('\u0000\u001b[31m'), '"\\u0000\\u001b[31m"');
  assert.is(textPath('del\u007f nel\u0085 ls\u2028 ps\u2029'), '"del\\u007f nel\\u0085 ls\\u2028 ps\\u2029"');
  assert.is(textPath('a\\b\n"c"'), '"a\\\\b\\n\\"c\\""');
});

test('escape :: a path starting with a quote is quoted too, so quoted forms are never ambiguous', () => {
  assert.is(textPath('"x"'), '"\\"x\\""');
  for (const path of ['"x"', 'a\nb', '\u0085', 'a\\nb', '"a\\nb"']) {
    const shown = textPath(path);
    assert.is(shown.startsWith('"') ? JSON.parse(shown) : shown, path);
    assert.not.match(shown, /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  }
});

test.run();
