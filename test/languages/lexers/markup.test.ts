import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/markup');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('markup :: HTML comments, attributes, raw text and embedded code', () => {
  strips('html', [
    ['<p>a</p> <!-- c -->', '<p>a</p>'],
    ['<a title="<!-- x -->">b</a>', '<a title="<!-- x -->">b</a>'],
    ['<title><!-- x --></title>', '<title><!-- x --></title>'],
    ['<script>// c\nx = "<!--";</script>', '<script>\nx = "<!--";</script>'],
    ['<SCRIPT type="module">a(); /* c */</SCRIPT>', '<SCRIPT type="module">a(); </SCRIPT>'],
    ['<script type="application/json">{"a": "// b"}</script>', '<script type="application/json">{"a": "// b"}</script>'],
    ['<style>a { b: c } /* d */</style>', '<style>a { b: c } </style>'],
    ['a < b <!-- c -->', 'a < b'],
  ]);
});

test('markup :: HTML comments end where the HTML tokenizer ends them', () => {
  strips('html', [
    ['a <!--> b <!-- c --> d', 'a b d'],
    ['a <!---> b <!-- c --> d', 'a b d'],
    ['a <!----> b', 'a b'],
    ['a <!-- x --!> b', 'a b'],
    ['a <!-- x -- y --> b', 'a b'],
    ['a <!-- unclosed', 'a <!-- unclosed'],
  ]);
});

test('markup :: a comment between two words leaves nothing between them', () => {
  strips('html', [
    ['gamma<!-- x -->delta', 'gammadelta'],
    ['gamma<? x >delta', 'gammadelta'],
    ['<p>a<!--\nb-->c</p>', '<p>a\nc</p>'],
    ['<script>a/**/b</script>', '<script>a b</script>'],
  ]);
  strips('xml', [['<a>gamma<!-- x -->delta</a>', '<a>gammadelta</a>']]);
  strips('markdown', [['gamma<!-- x -->delta', 'gammadelta']]);
});

test('markup :: HTML bogus comments (<?...>, <!...>, </ not before a letter) are comments up to the first >', () => {
  strips('html', [
    ['<?xml x?> a <? b > c <!-- d --> e', 'a c e'],
    ['<!DOCTYPE html><![if IE]>x<![endif]> <!-- c -->', '<!DOCTYPE html>x'],
    ['a </ b> c </3 x> d', 'a c d'],
    ['a <? b <!-- c --> d', 'a d'],
    ['a <? b', 'a <? b'],
    ['<a><![CDATA[x]]></a><!-- c -->', '<a><![CDATA[x]]></a>'],
  ]);
});

test('markup :: XML: CDATA and processing instructions are data', () => {
  strips('xml', [
    ['<a><![CDATA[<!-- x -->]]></a><!-- c -->', '<a><![CDATA[<!-- x -->]]></a>'],
    ['<?pi <!-- x --> ?><b/>', '<?pi <!-- x --> ?><b/>'],
    ['<!DOCTYPE a [\n<!-- c -->\n<!ENTITY e "<!-- x -->">\n]><a/>', '<!DOCTYPE a [\n\n<!ENTITY e "<!-- x -->">\n]><a/>'],
    ['<script>// not JS in XML</script>', '<script>// not JS in XML</script>'],
  ]);
});

test('markup :: Vue and Svelte blocks by their lang', () => {
  strips('vue', [
    ['<script lang="ts">\nconst a = <T>(x: T) => x; // c\n</script>', '<script lang="ts">\nconst a = <T>(x: T) => x;\n</script>'],
    ['<style lang="scss">\n$a: 1; // c\n</style>', '<style lang="scss">\n$a: 1;\n</style>'],
    ['<style lang="stylus">\na = 1 // kept\n</style>', '<style lang="stylus">\na = 1 // kept\n</style>'],
  ]);
  strips('svelte', [
    ['{#if a < b}<p>x</p>{/if} <!-- c -->', '{#if a < b}<p>x</p>{/if}'],
    ['<button on:click={() => a > 1} title="<!-- x -->">y</button>', '<button on:click={() => a > 1} title="<!-- x -->">y</button>'],
    ['{"<!-- x -->"}', '{"<!-- x -->"}'],
  ]);
});

test.run();
