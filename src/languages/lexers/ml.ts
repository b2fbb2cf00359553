import { isWordChar, lineEnd, type Lexer } from './chars.js';

// The ML family: nested `(* *)` block comments (OCaml and F#), `//` line comments (F#). A `'` is a
// character literal when it closes as one, else a type variable (`'a`) or a prime (`x'`).

/** Past the `*)` that closes the nested comment at `i`; strings inside it are skipped (OCaml lexes them). -1 if unclosed. */
function commentEnd(text: string, i: number, to: number): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 && text.charCodeAt(i + 1) === 42) {
      depth++;
      i++;
    } else if (c === 42 && text.charCodeAt(i + 1) === 41) {
      i++;
      if (--depth === 0) return i + 1;
    } else if (c === 34) {
      i = stringEnd(text, i, to) - 1;
    }
  }
  return -1;
}

function stringEnd(text: string, i: number, to: number): number {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) i++;
  }
  return to;
}

/** `'x'`, `'\n'`, `'\''`: past the literal; a type variable or prime: `i + 1`. */
function quoteEnd(text: string, i: number, to: number): number {
  if (isWordChar(text.charCodeAt(i - 1))) return i + 1;
  const next = text.charCodeAt(i + 1);
  let close = -1;
  if (next === 92) close = text.indexOf("'", i + 3);
  else if (text.charCodeAt(i + 2) === 39) close = i + 2;
  return close > 0 && close < lineEnd(text, i, to) ? close + 1 : i + 1;
}

export const ocamlLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('(*', from) < 0) return;
  for (let i = from; i < to; ) {
    const c = text.charCodeAt(i);
    if (c === 40 && text.charCodeAt(i + 1) === 42 && text.charCodeAt(i + 2) !== 41) {
      const end = commentEnd(text, i, to);
      if (end < 0) return;
      out.push(i, end);
      i = end;
    } else if (c === 34) {
      i = stringEnd(text, i, to);
    } else if (c === 39) {
      i = quoteEnd(text, i, to);
    } else if (c === 123) {
      // Quoted strings {|...|} and {id|...|id}.
      const match = /^\{([a-z_]*)\|/.exec(text.slice(i, i + 64));
      if (match) {
        const close = text.indexOf(`|${match[1]}}`, i + match[0].length);
        i = close < 0 || close >= to ? to : close + match[1].length + 2;
      } else {
        i++;
      }
    } else {
      i++;
    }
  }
};

/** F#: `//`, nested `(* *)` (but `(*)` is the multiplication operator), "...", @"...", """...""". */
export const fsharpLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('//', from) < 0 && text.indexOf('(*', from) < 0) return;
  for (let i = from; i < to; ) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 47) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 40 && text.charCodeAt(i + 1) === 42 && text.charCodeAt(i + 2) !== 41) {
      const end = commentEnd(text, i, to);
      if (end < 0) return;
      out.push(i, end);
      i = end;
    } else if (c === 34) {
      if (text.startsWith('"""', i)) {
        const close = text.indexOf('"""', i + 3);
        i = close < 0 || close >= to ? to : close + 3;
      } else if (text.charCodeAt(i - 1) === 64) {
        i = verbatimEnd(text, i, to);
      } else {
        i = stringEnd(text, i, to);
      }
    } else if (c === 39) {
      i = quoteEnd(text, i, to);
    } else {
      i++;
    }
  }
};

function verbatimEnd(text: string, i: number, to: number): number {
  for (i++; i < to; i++) {
    if (text.charCodeAt(i) === 34) {
      if (text.charCodeAt(i + 1) === 34) i++;
      else return i + 1;
    }
  }
  return to;
}
