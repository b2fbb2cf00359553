import { isWordChar, lineEnd, nextLine, type Lexer } from './chars.js';

// PowerShell: `#` to the end of the line where a token starts (`a#b` is one bare word) and
// `<# ... #>` blocks. Strings: '...' ('' escapes a quote), "..." (backtick escapes, `$(...)`
// subexpressions that may hold quotes), here-strings @"..."@ and @'...'@ that end at a line start.

export const powershellLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0) return;
  code(text, from, to, out, false);
};

/** Code from `i`; inside `$(...)` (`nested`), returns the index past its `)`. */
function code(text: string, i: number, to: number, out: number[], nested: boolean): number {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 60 && text.charCodeAt(i + 1) === 35) {
      const close = text.indexOf('#>', i + 2);
      if (close < 0 || close + 2 > to) return to;
      out.push(i, close + 2);
      i = close + 2;
    } else if (c === 35 && !inWord(text.charCodeAt(i - 1))) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 64 && (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 39) && endsLine(text, i + 2, to)) {
      i = hereStringEnd(text, i, to);
    } else if (c === 39 || c === 0x2018 || c === 0x2019) {
      i = singleQuotedEnd(text, i + 1, to);
    } else if (c === 34 || c === 0x201c || c === 0x201d) {
      i = doubleQuotedEnd(text, i + 1, to, out);
    } else if (c === 96) {
      i += 2; // escaped character
    } else if (c === 36 && text.charCodeAt(i + 1) === 123) {
      const close = text.indexOf('}', i);
      i = close < 0 || close >= to ? to : close + 1; // ${name with #}
    } else if (c === 36 && text.charCodeAt(i + 1) === 40) {
      i = code(text, i + 2, to, out, true);
    } else if (nested && (c === 40 || c === 123)) {
      depth++;
      i++;
    } else if (nested && (c === 41 || c === 125)) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}

// A `#` right after these is part of a bare word or a name, not a comment.
function inWord(c: number): boolean {
  return isWordChar(c) || c === 45 || c === 46 || c === 36 || c === 58 || c === 92 || c === 47 || c === 35;
}

function endsLine(text: string, i: number, to: number): boolean {
  const end = lineEnd(text, i, to);
  return end < to && text.slice(i, end).trim() === '';
}

/** `@"` or `@'` at `i`: past the `"@` (or `'@`) that starts a later line. */
function hereStringEnd(text: string, i: number, to: number): number {
  const close = text[i + 1] + '@';
  for (let line = nextLine(text, i, to); line < to; line = nextLine(text, line, to)) {
    if (text.startsWith(close, line)) return line + 2;
  }
  return to;
}

function singleQuotedEnd(text: string, i: number, to: number): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 39 || c === 0x2018 || c === 0x2019) {
      const next = text.charCodeAt(i + 1);
      if (next === 39 || next === 0x2018 || next === 0x2019) i++;
      else return i + 1;
    }
  }
  return to;
}

function doubleQuotedEnd(text: string, i: number, to: number, out: number[]): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 0x201c || c === 0x201d) {
      const next = text.charCodeAt(i + 1);
      if (next === 34 || next === 0x201c || next === 0x201d) i++;
      else return i + 1;
    } else if (c === 96) {
      i++;
    } else if (c === 36 && text.charCodeAt(i + 1) === 40) {
      i = code(text, i + 2, to, out, true) - 1;
    }
  }
  return to;
}
