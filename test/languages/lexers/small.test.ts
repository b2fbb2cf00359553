import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/small');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('small :: R, Erlang and Clojure strings and characters', () => {
  strips('r', [
    ['x <- "a # b" # c', 'x <- "a # b"'],
    ['x <- r"(a " # b)" # c', 'x <- r"(a " # b)"'],
    ['x <- R"--[#]--" # c', 'x <- R"--[#]--"'],
    ['`a#b` <- 1 # c', '`a#b` <- 1'],
  ]);
  strips('erlang', [['X = $%, Y = "%", Z = \'%\'. % c', 'X = $%, Y = "%", Z = \'%\'.']]);
  strips('clojure', [['(str \\; ";") ; c', '(str \\; ";")']]);
});

test('small :: Nim and Julia nested blocks, strings and characters', () => {
  strips('nim', [
    ['x = 1 #[ a #[ b ]# c ]# + 2', 'x = 1 + 2'],
    ['s = r"a""#" # c', 's = r"a""#"'],
    ["c = '#' # d", "c = '#'"],
    ['s = """\n#\n""" # c', 's = """\n#\n"""'],
  ]);
  strips('julia', [
    ['x = 1 #= a #= b =# c =# + 2', 'x = 1 + 2'],
    ['s = "$(f("#")) #" # c', 's = "$(f("#")) #"'],
    ["y = A' # adjoint", "y = A'"],
    ["c = '#' # d", "c = '#'"],
    ['`ls #x` # c', '`ls #x`'],
  ]);
});

test.run();
