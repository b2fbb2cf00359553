import { isWordChar, type Lexer } from './chars.js';

// C, C++, Objective-C, protobuf, JSONC and JSON5: `//` (continued by a backslash at the end of
// the line, as the preprocessor splices lines before it removes comments) and `/* */`. Strings and
// character literals, C++ raw strings R"delim(...)delim" (u8R, LR, uR, UR), C++14 digit separators
// (1'000'000 is a number) and `#include <a//b.h>` (a header name, not a comment).

export const cLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('/', from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c > 47) continue; // every character that matters is " # ' or /
    if (c === 47) {
      const next = text.charCodeAt(i + 1);
      if (next === 47) {
        const end = lineCommentEnd(text, i + 2, to);
        out.push(i, end);
        i = end - 1;
      } else if (next === 42) {
        const close = text.indexOf('*/', i + 2);
        if (close < 0 || close + 2 > to) return; // unterminated: leave the rest alone
        out.push(i, close + 2);
        i = close + 1;
      }
    } else if (c === 34) {
      i = (isRawPrefix(text, i, from) ? rawStringEnd(text, i, to) : quotedEnd(text, i, to)) - 1;
    } else if (c === 39) {
      if (!isDigitSeparator(text, i, from)) i = quotedEnd(text, i, to) - 1;
    } else if (c === 35) {
      if (atLineStart(text, i, from)) i = directiveSkip(text, i + 1, to) - 1;
    }
  }
};

/** End of a `//` comment whose text starts at `i`: the line break not preceded by a backslash. */
function lineCommentEnd(text: string, i: number, to: number): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      let j = i - 1;
      if (c === 10 && text.charCodeAt(j) === 13) j--;
      if (text.charCodeAt(j) !== 92) return c === 10 && text.charCodeAt(i - 1) === 13 ? i - 1 : i;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    }
  }
  return to;
}

/** Past the closing quote of the string or character literal at `i`, or at the line break that cuts it. */
function quotedEnd(text: string, i: number, to: number): number {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}

/** The identifier just before the quote at `i` is R, u8R, LR, uR or UR. */
function isRawPrefix(text: string, i: number, from: number): boolean {
  if (text.charCodeAt(i - 1) !== 82 || i - 1 < from) return false;
  let start = i - 1;
  while (start > from && isWordChar(text.charCodeAt(start - 1))) start--;
  const prefix = text.slice(start, i);
  return prefix === 'R' || prefix === 'u8R' || prefix === 'LR' || prefix === 'uR' || prefix === 'UR';
}

/** Past the raw string whose quote is at `i`; a malformed delimiter makes it an ordinary string. */
function rawStringEnd(text: string, i: number, to: number): number {
  const open = text.indexOf('(', i + 1);
  if (open < 0 || open - i - 1 > 16 || /[\s\\)"]/.test(text.slice(i + 1, open))) return quotedEnd(text, i, to);
  const close = text.indexOf(`)${text.slice(i + 1, open)}"`, open + 1);
  return close < 0 || close >= to ? to : close + open - i + 1;
}

/** The `'` at `i` follows a number's digits (C++14 `1'000'000`, `0xFF'FF`). */
function isDigitSeparator(text: string, i: number, from: number): boolean {
  let start = i;
  while (start > from) {
    const c = text.charCodeAt(start - 1);
    if (!(isWordChar(c) || c === 39 || c === 46) || c >= 128) break;
    start--;
  }
  if (start === i) return false;
  const first = text.charCodeAt(start);
  return (first >= 48 && first <= 57) || (first === 46 && start + 1 < i);
}

function atLineStart(text: string, i: number, from: number): boolean {
  for (let j = i - 1; j >= from; j--) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** After the `#` of a directive: past `<...>` of `#include`, `#include_next` and `#import`, else `i`. */
function directiveSkip(text: string, i: number, to: number): number {
  let j = i;
  while (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9) j++;
  let word = j;
  while (word < to && isWordChar(text.charCodeAt(word))) word++;
  const name = text.slice(j, word);
  if (name !== 'include' && name !== 'include_next' && name !== 'import') return i;
  while (text.charCodeAt(word) === 32 || text.charCodeAt(word) === 9) word++;
  if (text.charCodeAt(word) !== 60) return i;
  for (let k = word + 1; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 62) return k + 1;
    if (c === 10 || c === 13) return i;
  }
  return i;
}
