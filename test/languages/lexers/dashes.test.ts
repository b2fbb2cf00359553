import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/dashes');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('dashes :: Lua long comments and long strings', () => {
  strips('lua', [
    ['x = 1 --[[ a\nb ]] + 2', 'x = 1\n+ 2'],
    ['x = 1 --[==[ ]] ]==] y = 2', 'x = 1 y = 2'],
    ['x = 1 --[ not long\ny = 2', 'x = 1\ny = 2'],
    ['s = [[ -- in ]] -- c', 's = [[ -- in ]]'],
    ["s = 'a\\'--' -- c", "s = 'a\\'--'"],
  ]);
});

test('dashes :: SQL strings, identifiers and dollar quotes', () => {
  strips('sql', [
    ["SELECT 'a''--b' -- c", "SELECT 'a''--b'"],
    ['SELECT "a--b", `c--d` /* e */ FROM t', 'SELECT "a--b", `c--d` FROM t'],
    ['SELECT $$ -- in $$, $f$ /* in */ $f$ -- c', 'SELECT $$ -- in $$, $f$ /* in */ $f$'],
    ['SELECT $1 -- c', 'SELECT $1'],
    ['SELECT a # not a comment in PostgreSQL', 'SELECT a # not a comment in PostgreSQL'],
    ['/*!40101 SET NAMES utf8 */; /* c */', '/*!40101 SET NAMES utf8 */;'],
    ['SELECT /*+ INDEX(t i) */ a FROM t -- c', 'SELECT /*+ INDEX(t i) */ a FROM t'],
  ]);
});

test('dashes :: SQL strings take backslashes as they come, and block comments nest', () => {
  strips('sql', [
    ["SELECT 'C:\\' -- c", "SELECT 'C:\\'"],
    ["SELECT 'a\\' || '-- b' -- c", "SELECT 'a\\' || '-- b'"],
    ["SELECT E'a\\'b -- c' -- d", "SELECT E'a\\'b -- c'"],
    ["SELECT e'a\\\\' -- c", "SELECT e'a\\\\'"],
    ["SELECT type'a\\' -- c", "SELECT type'a\\'"],
    ['/* a /* b */ c */ SELECT 1; -- d', 'SELECT 1;'],
    ['SELECT 1 /* a /* b /* c */ */ */ + 2', 'SELECT 1 + 2'],
    ['SELECT 1; /* a /* b */', 'SELECT 1; /* a /* b */'],
  ]);
  // Backticks mark MySQL's family: backslash escapes, "..." strings, comments that do not nest.
  strips('sql', [
    ["SELECT `a`, 'it\\'s -- x' /* y /* z */ -- w", "SELECT `a`, 'it\\'s -- x'"],
    ['SELECT `a`, "b\\" -- c" -- d', 'SELECT `a`, "b\\" -- c"'],
  ]);
});

test('dashes :: Haskell operators, pragmas, primes and nested comments', () => {
  strips('haskell', [
    ['x --> y -- c', 'x --> y'],
    ['x |-- y', 'x |-- y'],
    ['x = 1 --- c', 'x = 1'],
    ['{-# INLINE f #-}\nf = 1 {- a {- b -} c -}', '{-# INLINE f #-}\nf = 1'],
    ["f x' = '\"' -- c", "f x' = '\"'"],
    ['s = "--" -- c', 's = "--"'],
  ]);
});

test.run();
