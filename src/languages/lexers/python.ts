import { isWordChar, lineEnd, type Lexer } from './chars.js';

// Python: `#` to the end of the line, outside strings. Docstrings are strings and stay. Prefixes
// (r, b, u, f, t in any case and order) matter only for f- and t-strings, whose `{...}` fields may
// nest strings with any quote since Python 3.12; the backslash ends no string, raw or not.

export const pythonLexer: Lexer = (text, from, to, out) => {
  // Only `#`, `"` and `'` matter: jump between them with indexOf, which searches natively
  // (twice the speed of looking at every character on the Python corpus).
  let hash = text.indexOf('#', from);
  if (hash < 0 || hash >= to) return;
  let double = text.indexOf('"', from);
  let single = text.indexOf("'", from);
  for (let i = from; ; ) {
    if (hash >= 0 && hash < i) hash = text.indexOf('#', i);
    if (double >= 0 && double < i) double = text.indexOf('"', i);
    if (single >= 0 && single < i) single = text.indexOf("'", i);
    const quote = double < 0 ? single : single < 0 ? double : Math.min(double, single);
    if (hash < 0 || hash >= to) return; // no comment left, whatever strings follow
    if (quote >= 0 && quote < hash) {
      i = stringEnd(text, quote, to, isFormatted(text, quote, from));
    } else {
      i = lineEnd(text, hash, to);
      out.push(hash, i);
    }
  }
};

/** Whether the quote at `quote` opens an f- or t-string: its prefix holds an f or a t. */
function isFormatted(text: string, quote: number, from: number): boolean {
  let formatted = false;
  let i = quote - 1;
  for (; i >= from && quote - i <= 2; i--) {
    const c = text.charCodeAt(i) | 32; // lower case
    if (c === 102 || c === 116) formatted = true;
    else if (c !== 114 && c !== 98 && c !== 117) break;
  }
  return formatted && !(i >= from && isWordChar(text.charCodeAt(i)));
}

/** Index just past the string whose opening quote is at `i`; at an unterminated line's break. */
export function stringEnd(text: string, i: number, to: number, formatted: boolean): number {
  const quote = text.charCodeAt(i);
  const triple = text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2; // ''
  if (triple && !formatted) return tripleEnd(text, i + 3, to, quote);
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (!triple) return i + 1;
      if (text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) return i + 3;
    } else if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) {
      if (!triple) return i;
    } else if (c === 123 && formatted) {
      if (text.charCodeAt(i + 1) === 123) i++;
      else i = fieldEnd(text, i + 1, to, triple) - 1;
    }
  }
  return to;
}

/**
 * stringEnd() of a triple-quoted string that is no f- or t-string, its text starting at `from`:
 * only its quote matters, found with indexOf (docstrings are most of a Python file's strings), and
 * one is escaped when an odd run of backslashes comes before it.
 */
function tripleEnd(text: string, from: number, to: number, quote: number): number {
  const mark = quote === 34 ? '"' : "'";
  for (let i = from; ; ) {
    const q = text.indexOf(mark, i);
    if (q < 0 || q >= to) return to;
    let slashes = 0;
    while (q - slashes > from && text.charCodeAt(q - slashes - 1) === 92) slashes++;
    if ((slashes & 1) === 0 && text.charCodeAt(q + 1) === quote && text.charCodeAt(q + 2) === quote) return q + 3;
    i = q + 1;
  }
}

/** Index just past the `}` that closes the f-string field whose expression starts at `i`. */
function fieldEnd(text: string, i: number, to: number, multiline: boolean): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) {
      i = stringEnd(text, i, to, isFormatted(text, i, 0)) - 1;
    } else if (c === 40 || c === 91 || c === 123) {
      depth++;
    } else if (c === 41 || c === 93 || c === 125) {
      if (depth === 0) return c === 125 ? i + 1 : i;
      depth--;
    } else if (depth === 0 && (c === 58 || (c === 33 && text.charCodeAt(i + 1) !== 61))) {
      return specEnd(text, i + 1, to, multiline);
    } else if ((c === 10 || c === 13) && !multiline) {
      return i;
    }
  }
  return to;
}

/** After `:` or `!r` in a field: the format spec is text, with nested `{...}` fields, up to `}`. */
function specEnd(text: string, i: number, to: number, multiline: boolean): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 125) return i + 1;
    if (c === 123) i = fieldEnd(text, i + 1, to, multiline) - 1;
    else if ((c === 10 || c === 13) && !multiline) return i;
  }
  return to;
}
