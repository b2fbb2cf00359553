import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/css');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('css :: block comments only; strings and unquoted urls are values', () => {
  strips('css', [
    ['a { b: url(//x/*y*/z); } /* c */', 'a { b: url(//x/*y*/z); }'],
    ['a { content: "/* no */"; } /* c */', 'a { content: "/* no */"; }'],
    ['a { b: c; } // not a CSS comment', 'a { b: c; } // not a CSS comment'],
    ['a { b: URL( //x ); }', 'a { b: URL( //x ); }'],
  ]);
});

test('css :: SCSS, Sass and Less add line comments', () => {
  for (const language of ['scss', 'sass', 'less']) {
    strips(language, [
      ['$a: 1; // c', '$a: 1;'],
      ['a { b: url(//x); } // c', 'a { b: url(//x); }'],
      ["a { b: '//'; } /* c */", "a { b: '//'; }"],
    ]);
  }
});

test('css :: a block comment left open runs to the end, as CSS reads it', () => {
  for (const language of ['css', 'scss', 'less']) strips(language, [['a { b: c; } /* open\nd { e: f }', 'a { b: c; }\n']]);
  strips('html', [['<style>a { b: c } /* open\n</style><!-- x --><p>', '<style>a { b: c }\n</style><p>']]);
});

test('css :: Sass comments that start their line take the lines indented under them', () => {
  strips('sass', [
    ['// c\n  more\n\n    more\n.a\n  color: red', '\n\n\n\n.a\n  color: red'],
    ['.a\n  /* open\n    still\n  b: c\n/* closed */\n.d', '.a\n\n\n  b: c\n\n.d'],
    ['.a\n  b: url(//x) /* y */ // z\n  c: "//" // d', '.a\n  b: url(//x)\n  c: "//"'],
    ['$a: 1 // c\n  $b: 2', '$a: 1\n  $b: 2'],
  ]);
  strips('vue', [['<style lang="sass">\n// c\n  d\n.a\n  color: red\n</style>', '<style lang="sass">\n\n\n.a\n  color: red\n</style>']]);
});

test.run();
