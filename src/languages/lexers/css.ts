import { isBlank, lineEnd, nextLine, skipQuoted, type Lexer } from './chars.js';

// CSS: `/* */` only; one left open runs to the end, as CSS reads it. SCSS and Less add `//` line
// comments. Strings and unquoted `url(...)` (`url(//cdn.example.com/a.png)`, `url(data:...*/...)`)
// are values, never comments.

function cssFamily(lineComments: boolean): Lexer {
  return (text, from, to, out) => {
    if (text.indexOf('/', from) < 0) return;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 47) {
        const next = text.charCodeAt(i + 1);
        if (next === 42) {
          const close = text.indexOf('*/', i + 2);
          if (close < 0 || close + 2 > to) {
            out.push(i, to);
            return;
          }
          out.push(i, close + 2);
          i = close + 1;
        } else if (next === 47 && lineComments) {
          const end = lineEnd(text, i, to);
          out.push(i, end);
          i = end - 1;
        }
      } else if (c === 34 || c === 39) {
        i = skipQuoted(text, i, to, true, false) - 1;
      } else if ((c === 40) && isUrl(text, i)) {
        let j = i + 1;
        while (isBlank(text.charCodeAt(j))) j++;
        const q = text.charCodeAt(j);
        if (q !== 34 && q !== 39) {
          const close = text.indexOf(')', j);
          if (close >= 0 && close < to) i = close;
        }
      } else if (c === 92) {
        i++; // an escaped character: `\/` or `\"` is part of a name
      }
    }
  };
}

/** The `(` at `i` follows `url` (any case). */
function isUrl(text: string, i: number): boolean {
  return i >= 3 && text.slice(i - 3, i).toLowerCase() === 'url';
}

export const cssLexer = cssFamily(false);
export const scssLexer = cssFamily(true);

/**
 * Sass's indented syntax (`.sass`): a `//` or `/*` comment that starts its line goes on over the
 * lines indented deeper than it (blank lines between them too) and needs no `*\/`; inside a line,
 * comments are SCSS's, a `//` to the line's end and a `/* *\/` closed on the line.
 */
export const sassLexer: Lexer = (text, from, to, out) => {
  let slash = -1; // the next `/` at or after the line being read, or `to`
  for (let line = from; line < to; ) {
    let i = line;
    while (isBlank(text.charCodeAt(i))) i++;
    const end = lineEnd(text, i, to);
    if (slash < i) {
      slash = text.indexOf('/', i);
      if (slash < 0 || slash > to) slash = to;
    }
    if (slash >= end) {
      line = nextLine(text, end, to);
      continue;
    }
    const next = text.charCodeAt(i + 1);
    if (slash === i && (next === 47 || next === 42)) {
      const last = indentedEnd(text, end, to, i - line);
      out.push(i, last);
      line = nextLine(text, last, to);
      continue;
    }
    scssLexer(text, i, end, out);
    line = nextLine(text, end, to);
  }
};

/** The end of the last line after `end` indented deeper than `indent`, before one that is not (or `end`). */
function indentedEnd(text: string, end: number, to: number, indent: number): number {
  let last = end;
  for (let line = nextLine(text, end, to); line < to; ) {
    let i = line;
    while (isBlank(text.charCodeAt(i))) i++;
    const lineStop = lineEnd(text, i, to);
    if (i < lineStop) {
      if (i - line <= indent) break;
      last = lineStop;
    }
    line = nextLine(text, lineStop, to);
  }
  return last;
}
