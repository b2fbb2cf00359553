import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { movedOffset, stripRanges } from '../../src/languages/strip.js';

const test = suite('strip');

/** Strips every `/*...*\/` and `//...` of `text` (a tiny lexer without strings, enough for the rules). */
function strip(text: string, copied?: number[]): string {
  return stripRanges(text, rangesOf(text), {}, copied);
}

function rangesOf(text: string): number[] {
  const ranges: number[] = [];
  for (const match of text.matchAll(/\/\*[^]*?\*\/|\/\/[^\r\n]*/g)) ranges.push(match.index, match.index + match[0].length);
  return ranges;
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

test('strip :: `copied` tells where each character of code went, and of nothing else', () => {
  const cases = [
    'x = 1;   // note\ny = 2;\n',
    'a /* one\r\ntwo */\r\nb',
    'f(a, /* b */ c)',
    'f(a,/* b */c)',
    'a/**/b',
    '    /* lead */ call();\n',
    '/**\n * doc\n */\nfunction f() { return 1; } // end',
    'x; /* a */ // b\ny',
    'no comment at all',
  ];
  for (const text of cases) {
    const copied: number[] = [];
    const out = strip(text, copied);
    const ranges = rangesOf(text);
    const inComment = (i: number) => ranges.some((start, k) => k % 2 === 0 && i >= start && i < ranges[k + 1]);
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (inComment(i)) {
        assert.is(movedOffset(copied, i, false), -1, `${JSON.stringify(text)} at ${i}`);
      } else if (!/\s/.test(c)) {
        // Code: the character is there, and a span ending with it ends after it there.
        const at = movedOffset(copied, i, false);
        assert.is(out[at], c, `${JSON.stringify(text)} at ${i}`);
        assert.is(movedOffset(copied, i + 1, true), at + 1, `${JSON.stringify(text)} end at ${i + 1}`);
      }
    }
  }
  // A span's end right after a comment's last character, or a start on a removed blank: nowhere.
  const copied: number[] = [];
  assert.is(strip('a /* b */ c', copied), 'a c');
  assert.is(movedOffset(copied, 9, true), -1);
  assert.is(movedOffset(copied, 0, false), 0);
  assert.is(movedOffset(copied, 10, false), 2);
});

test.run();
