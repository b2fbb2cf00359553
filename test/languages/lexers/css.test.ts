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

test.run();
