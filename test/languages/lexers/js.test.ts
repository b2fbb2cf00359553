import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/js');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('js :: a slash after a value divides; where a value starts it opens a regex', () => {
  strips('javascript', [
    ['a = b / c; // d', 'a = b / c;'],
    ['a = b / c / d; /* e */', 'a = b / c / d;'],
    ['x = (1) / 2 // y', 'x = (1) / 2'],
    ['x = [1][0] / 2 // y', 'x = [1][0] / 2'],
    ['x = /\\/\\// // y', 'x = /\\/\\//'],
    ['x = /[/*]/ // y', 'x = /[/*]/'],
    ['if (a) /re/.test(b) // c', 'if (a) /re/.test(b)'],
    ['while (a) /x*/.exec(b) // c', 'while (a) /x*/.exec(b)'],
    ['f(a) /x/ 2 // divisions: (f(a) / x) / 2', 'f(a) /x/ 2'],
    ['return /a\\/*b/ // c', 'return /a\\/*b/'],
    ['x = typeof /re/ // c', 'x = typeof /re/'],
    ['x = a++ / 2 // c', 'x = a++ / 2'],
    ['x = this / 2 // c', 'x = this / 2'],
    ['x = a.return / 2 // c', 'x = a.return / 2'],
    ['x = {} / 1 // c', 'x = {} / 1'],
    ['{}\n/re/.test(a) // c', '{}\n/re/.test(a)'],
    ['x /= 2 // c', 'x /= 2'],
  ]);
});

test('js :: strings and templates hide comment markers; template expressions do not', () => {
  strips('javascript', [
    ['s = "// no" // yes', 's = "// no"'],
    ["s = '/* no */' /* yes */", "s = '/* no */'"],
    ['s = "a\\"//b" // c', 's = "a\\"//b"'],
    ['t = `// no ${x /* yes */} /* no */` // yes', 't = `// no ${x } /* no */`'],
    ['t = `${`${"//"}`}` // c', 't = `${`${"//"}`}`'],
    ['t = `a\\`//` // c', 't = `a\\`//`'],
    ['t = `${{ a: 1 }.a}//` // c', 't = `${{ a: 1 }.a}//`'],
  ]);
});

test('js :: a shebang stays, `/// <reference>` is a comment', () => {
  strips('javascript', [['#!/usr/bin/env node\n// x\ngo()', '#!/usr/bin/env node\n\ngo()']]);
  strips('typescript', [['/// <reference types="node" />\nlet a = 1;', '\nlet a = 1;']]);
});

test('js :: TypeScript: generics, non-null assertions, type assertions', () => {
  strips('typescript', [
    ['const m = new Map<string, RegExp>(); // c', 'const m = new Map<string, RegExp>();'],
    ['const r = a! / b / c; // c', 'const r = a! / b / c;'],
    ['const r = !/x/.test(s); // c', 'const r = !/x/.test(s);'],
    ['const r = <RegExp>/x\\/*/; // c', 'const r = <RegExp>/x\\/*/;'],
    ['type T = `${string}//${number}`; // c', 'type T = `${string}//${number}`;'],
    ['function f<T>(a: T): T { return a; } // c', 'function f<T>(a: T): T { return a; }'],
  ]);
});

test('js :: JSX text holds slashes; expression containers hold comments', () => {
  strips('jsx', [
    ['x = <p>// text</p>; // c', 'x = <p>// text</p>;'],
    ['x = <p>Don\'t /* text */</p>; // c', 'x = <p>Don\'t /* text */</p>;'],
    ['x = <a href="//b">{/* c */}</a>;', 'x = <a href="//b">{ }</a>;'],
    ['x = <A b={1 /* c */} d="//" />; // e', 'x = <A b={1 } d="//" />;'],
    ['x = <ul>{a.map((i) => <li>{i}//</li>)}</ul>; // c', 'x = <ul>{a.map((i) => <li>{i}//</li>)}</ul>;'],
    ['x = a < b; // c', 'x = a < b;'],
  ]);
  strips('tsx', [['const f = <T,>(x: T) => x; // c', 'const f = <T,>(x: T) => x;']]);
});

test('js :: what only looks like JSX is read again as TypeScript', () => {
  strips('tsx', [
    ['function f(cb: <T>(x: T) => T): void {} // c\nconst s = "it\'s"; // d', 'function f(cb: <T>(x: T) => T): void {}\nconst s = "it\'s";'],
    ['type F = <T>(x: T) => T; // c\nlet a = 1; // d', 'type F = <T>(x: T) => T;\nlet a = 1;'],
    ['type G = <T = string>(x: T) => `${T}//`; // c', 'type G = <T = string>(x: T) => `${T}//`;'],
    ['let v = <A b={`//`}>{/* c */}<br/></A>; // d', 'let v = <A b={`//`}>{ }<br/></A>;'],
  ]);
  strips('jsx', [['let open = <p>never closed // c', 'let open = <p>never closed']]);
});

test('js :: an unterminated block comment leaves the rest alone', () => {
  strips('javascript', [['a(); // one\nb(); /* open', 'a();\nb(); /* open']]);
});

test.run();
