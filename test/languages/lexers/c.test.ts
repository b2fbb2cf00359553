import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/c');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('c :: a backslash at the end of a line comment continues it', () => {
  strips('c', [
    ['a; // one \\\n two\nb;', 'a;\n\nb;'],
    ['a; // one \\\r\n two\r\nb;', 'a;\r\n\r\nb;'],
    ['a; // one \\\\\n two\nb;', 'a;\n\nb;'],
    ['a; // one\\ x\nb;', 'a;\nb;'],
  ]);
});

test('c :: strings, characters, raw strings and header names hide comment markers', () => {
  strips('cpp', [
    ['s = "/* no */"; // yes', 's = "/* no */";'],
    ["c = '\"'; // yes", "c = '\"';"],
    ["c = '\\''; /* yes */", "c = '\\'';"],
    ['s = R"(// no)"; // yes', 's = R"(// no)";'],
    ['s = R"x()" // no)x"; // yes', 's = R"x()" // no)x";'],
    ['s = u8R"(/* no */)"; /* yes */', 's = u8R"(/* no */)";'],
    ['s = FOOR"(" // x\n)";', 's = FOOR"("\n)";'], // not a raw-string prefix
    ['#include <a//b.h> // yes', '#include <a//b.h>'],
    ['  #  include <sys/*x*/y.h>', '  #  include <sys/*x*/y.h>'],
    ['x = a < b // c\n> d;', 'x = a < b\n> d;'],
  ]);
});

test('c :: digit separators are not character literals', () => {
  strips('cpp', [
    ["n = 1'000'000; // yes", "n = 1'000'000;"],
    ["n = 0xFF'FF; /* yes */ m = '/';", "n = 0xFF'FF; m = '/';"],
    ["n = 0b1010'1010u; // c", "n = 0b1010'1010u;"],
  ]);
});

test('c :: JSONC and JSON5 use the same rules', () => {
  strips('jsonc', [['{"a": "//b", /* c */ "d": 1} // e', '{"a": "//b", "d": 1}']]);
  strips('json5', [["{a: '//b', // c\n}", "{a: '//b',\n}"]]);
});

test('c :: a comment across continued lines of a macro keeps the continuation', () => {
  strips('c', [
    ['#define A \\\n  x /* one \\\n  two */ + \\\n  y\nint b;', '#define A \\\n  x \\\n+ \\\n  y\nint b;'],
    ['#define B \\\n  /* one \\\n  */ \\\n  y', '#define B \\\n\\\n  \\\n  y'],
    ['#define C 1 // one \\\n  two\nint c;', '#define C 1\n\nint c;'],
    ['int d; /* one \\\n  two */\nint e;', 'int d;\n\nint e;'],
  ]);
  strips('protobuf', [['/* a \\\n b */\nmessage M {}', '\n\nmessage M {}']]);
});

test('c :: a block comment over lines of a directive leaves splices, so the code after it stays in the directive', () => {
  strips('c', [
    ['#define X 1 /* a\nb */ + 2\nint y;', '#define X 1 \\\n+ 2\nint y;'],
    ['#if A /* a\nb\nc */ && B\n#endif', '#if A \\\n\\\n&& B\n#endif'],
    ['#if A /* a\r\nb */ && B\r\n#endif', '#if A \\\r\n&& B\r\n#endif'],
    ['#define X 1 /* a\nb */ + 2 /* c\nd */ + 3\nint y;', '#define X 1 \\\n+ 2 \\\n+ 3\nint y;'],
    ['#define A /* x */ \\\n y /* z\n */ + 1\nint q;', '#define A \\\n y \\\n+ 1\nint q;'],
    ['#define A \\\n  /* x\n */ y\nint q;', '#define A \\\n\\\n  y\nint q;'],
    ['/* x */ #define A /* y\n */ 1\nint z;', '#define A \\\n1\nint z;'],
  ]);
  // The directive ends with the comment's line anyway; and a comment outside directives is a blank.
  strips('c', [
    ['#define X 1 /* a\nb */\nint y;', '#define X 1\n\nint y;'],
    ['int x; /* a\nb */ y;\n#define Z 1 // c\n', 'int x;\ny;\n#define Z 1\n'],
    ['/* a\n # b */ c; /* d\n */ e;', '\nc;\ne;'],
  ]);
});

test('c :: a splice may cut a comment marker in two', () => {
  strips('c', [
    ['a /\\\n* c */ b', 'a\nb'],
    ['a; /\\\r\n/ c\r\nb;', 'a;\r\n\r\nb;'],
    ['a; /\\\n\\\n/ c\nb;', 'a;\n\n\nb;'],
    ['a; /* x *\\\n/ b; /* y */', 'a;\nb;'],
    ['a; /* x *\\\n\\\n/ b;', 'a;\n\nb;'],
    ['a; /* \\ x */ b; /* y \\\n */', 'a; b;\n'],
    ['a = b /\\ c; // d', 'a = b /\\ c;'],
  ]);
});

test('c :: text without a slash is returned as it is', () => {
  const text = 'int main(void) { return 0; }\n';
  assert.is(removeComments(text, 'c'), text);
});

test.run();
