import { isWordChar, type Lexer, lineCommentLexer, lineEnd, skipQuoted } from './chars.js';

// Languages with one line-comment character and a few string forms: R, Erlang, Clojure, Nim, Julia.

/** R: `#` outside "..." and '...' (both span lines), `names`, and raw strings r"(...)", R"--[...]--". */
export const rLexer: Lexer = lineCommentLexer(35, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 96) return skipQuoted(text, i, to, true, true);
  if (c !== 34 && c !== 39) return -1;
  const prefix = text.charCodeAt(i - 1) | 32;
  const raw = prefix === 114 && !isWordChar(text.charCodeAt(i - 2)) ? rawEnd(text, i, to) : -1;
  return raw > 0 ? raw : skipQuoted(text, i, to, true, true);
});

/** R 4.0 raw string at the quote `i`: quote, dashes, an opening bracket; -1 if it is not one. */
function rawEnd(text: string, i: number, to: number): number {
  const match = /^(["'])(-*)([([{])/.exec(text.slice(i, i + 64));
  if (!match) return -1;
  const close = { '(': ')', '[': ']', '{': '}' }[match[3]]! + match[2] + match[1];
  const end = text.indexOf(close, i + match[0].length);
  return end < 0 || end >= to ? to : end + close.length;
}

/** Erlang: `%` outside "..." strings, '...' atoms and `$c` character literals (`$%`, `$"`). */
export const erlangLexer: Lexer = lineCommentLexer(37, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 34 || c === 39) return skipQuoted(text, i, to, true, true);
  if (c === 36) return i + (text.charCodeAt(i + 1) === 92 ? 3 : 2);
  return -1;
});

/** Clojure: `;` outside "..." strings and character literals (`\;`, `\"`). */
export const clojureLexer: Lexer = lineCommentLexer(59, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 34) return skipQuoted(text, i, to, true, true);
  return c === 92 ? i + 2 : -1;
});

/** `#[ ... ]#` (Nim) or `#= ... =#` (Julia) block comments, nested; past the end, or -1. */
function nestedHashEnd(text: string, i: number, to: number, open: number, close: number): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35 && text.charCodeAt(i + 1) === open) {
      depth++;
      i++;
    } else if (c === close && text.charCodeAt(i + 1) === 35) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Triple-quoted string at `i`: past its closing `"""` (extra quotes belong to the string). */
function tripleEnd(text: string, i: number, to: number): number {
  const close = text.indexOf('"""', i + 3);
  if (close < 0 || close >= to) return to;
  let end = close + 3;
  while (text.charCodeAt(end) === 34) end++;
  return end;
}

/**
 * Nim: `#` lines and nested `#[ ]#` blocks. Strings "...", """...""", raw r"..." (a doubled quote
 * escapes) and generalized raw strings name"..."; characters 'x'.
 */
export const nimLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const block = text.charCodeAt(i + 1) === 91 || (text.charCodeAt(i + 1) === 35 && text.charCodeAt(i + 2) === 91)
        ? nestedHashEnd(text, text.charCodeAt(i + 1) === 35 ? i + 1 : i, to, 91, 93) : -1;
      const end = block > 0 ? block : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      if (text.startsWith('"""', i)) i = tripleEnd(text, i, to) - 1;
      else if (isWordChar(text.charCodeAt(i - 1))) i = rawQuotedEnd(text, i, to) - 1;
      else i = skipQuoted(text, i, to, true, false) - 1;
    } else if (c === 39) {
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.charCodeAt(i + 2) === 39 ? i + 2 : -1;
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    }
  }
};

/** A raw string: no escapes, a doubled quote is a quote. */
function rawQuotedEnd(text: string, i: number, to: number): number {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      if (text.charCodeAt(i + 1) === 34) i++;
      else return i + 1;
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}

/**
 * Julia: `#` lines and nested `#= =#` blocks. Strings "..." and """...""" with `$(...)`
 * interpolation (which may hold strings), `command` backquotes; 'c' characters, but a `'` right
 * after a value is the adjoint operator (`A'`).
 */
export const juliaLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0) return;
  julia(text, from, to, out, false);
};

function julia(text: string, i: number, to: number, out: number[], nested: boolean): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const block = text.charCodeAt(i + 1) === 61 ? nestedHashEnd(text, i, to, 61, 61) : -1;
      const end = block > 0 ? block : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34 || c === 96) {
      i = juliaStringEnd(text, i, to) - 1;
    } else if (c === 39) {
      const before = text.charCodeAt(i - 1);
      if (isWordChar(before) || before === 41 || before === 93 || before === 125 || before === 39 || before === 46) continue;
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.indexOf("'", i + 1);
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    } else if (nested && c === 40) {
      depth++;
    } else if (nested && c === 41 && depth-- === 0) {
      return i + 1;
    }
  }
  return to;
}

function juliaStringEnd(text: string, i: number, to: number): number {
  const quote = text.charCodeAt(i);
  const triple = text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2;
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote && (!triple || (text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote))) {
      return i + (triple ? 3 : 1);
    }
    if (c === 92) i++;
    else if (c === 36 && text.charCodeAt(i + 1) === 40) i = julia(text, i + 2, to, [], true) - 1;
  }
  return to;
}
