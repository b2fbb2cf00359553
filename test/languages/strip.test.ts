import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stripRanges } from '../../src/languages/strip.js';

const test = suite('strip');

/** Strips every `/*...*\/` and `//...` of `text` (a tiny lexer without strings, enough for the rules). */
function strip(text: string): string {
  const ranges: number[] = [];
  for (const match of text.matchAll(/\/\*[^]*?\*\/|\/\/[^\r\n]*/g)) ranges.push(match.index, match.index + match[0].length);
  return stripRanges(text, ranges);
}

test('strip :: text without comments comes back unchanged', () => {
  assert.is(stripRanges('a = 1;\n', []), 'a = 1;\n');
  assert.is(strip(''), '');
});

test('strip :: a comment that ends its line goes with the blanks before it', () => {
  assert.is(strip('x = 1;   // note\ny = 2;\n'), 'x = 1;\ny = 2;\n');
  assert.is(strip('    // only a comment\nz\n'), '\nz\n');
  assert.is(strip('x = 1; /* block */  \t\ny'), 'x = 1;\ny');
  assert.is(strip('x = 1; // at the end'), 'x = 1;');
});

test('strip :: line breaks inside a comment stay, as they were', () => {
  assert.is(strip('a /* one\r\ntwo\nthree */\r\nb'), 'a\r\n\n\r\nb');
  assert.is(strip('/**\n * doc\n */\nfunction f() {}\n'), '\n\n\nfunction f() {}\n');
});

test('strip :: a comment between code keeps one side of its blanks', () => {
  assert.is(strip('f(a, /* b */ c)'), 'f(a, c)');
  assert.is(strip('f(a,/* b */ c)'), 'f(a, c)');
  assert.is(strip('f(a, /* b */c)'), 'f(a, c)');
  assert.is(strip('a/**/b'), 'a b');
  assert.is(strip('a /* x */ /* y */ b'), 'a b');
});

test('strip :: a comment that starts its line leaves the code after it its indentation', () => {
  assert.is(strip('    /* lead */ call();\n'), '    call();\n');
  assert.is(strip('/* lead */call();\n'), 'call();\n');
  assert.is(strip('  /* two\n     lines */ call();\n'), '\n  call();\n');
  assert.is(strip('x = 1; /* two\n lines */ y = 2;\n'), 'x = 1;\ny = 2;\n');
});

test('strip :: neighbouring comments on one line go as one', () => {
  assert.is(strip('x; /* a */ // b\ny'), 'x;\ny');
  assert.is(strip('/* a *//* b */x'), 'x');
});

test.run();
