import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/ml');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('ml :: OCaml comments nest and lex the strings inside them', () => {
  strips('ocaml', [
    ['let x = 1 (* a (* b *) c *)', 'let x = 1'],
    ['let x = 1 (* "*)" *)', 'let x = 1'],
    ["let f (x : 'a) = '\"' (* c *)", "let f (x : 'a) = '\"'"],
    ['let s = {id|(* no *)|id} (* c *)', 'let s = {id|(* no *)|id}'],
  ]);
});

test('ml :: F# line comments, (*) and verbatim strings', () => {
  strips('fsharp', [
    ['let m = (*) // c', 'let m = (*)'],
    ['let s = @"a\\(* b *)" (* c *)', 'let s = @"a\\(* b *)"'],
    ['let s = """ // """ // c', 'let s = """ // """'],
    ["let g (x: 'T) = x // c", "let g (x: 'T) = x"],
  ]);
});

test.run();
