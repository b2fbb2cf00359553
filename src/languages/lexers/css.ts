import { isBlank, lineEnd, skipQuoted, type Lexer } from './chars.js';

// CSS: `/* */` only. SCSS, Sass and Less add `//` line comments. Strings and unquoted `url(...)`
// (`url(//cdn.example.com/a.png)`, `url(data:...*/...)`) are values, never comments.

function cssFamily(lineComments: boolean): Lexer {
  return (text, from, to, out) => {
    if (text.indexOf('/', from) < 0) return;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 47) {
        const next = text.charCodeAt(i + 1);
        if (next === 42) {
          const close = text.indexOf('*/', i + 2);
          if (close < 0 || close + 2 > to) return;
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
