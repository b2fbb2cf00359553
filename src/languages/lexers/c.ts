import { isBlank, isWordChar, type Continuation, type Lexer } from './chars.js';

// C, C++, Objective-C, protobuf, JSONC and JSON5: `//` and `/* */`. The preprocessor splices
// lines (a backslash before a line break joins them) before it removes comments, so a `//` comment
// goes on after a backslash at its line's end, and a splice may even cut a comment's `/*`, `//` or
// `*/` in two. Strings and character literals, C++ raw strings R"delim(...)delim" (u8R, LR, uR,
// UR), C++14 digit separators (1'000'000 is a number) and `#include <a//b.h>` (a header name, not
// a comment).

export const cLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('/', from) < 0) return;
  // Where the next backslash is (`to` when there is none): a comment without one ends at the first
  // `*/`, so only the rare comment holding a backslash is read character by character.
  let backslash = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c > 47) continue; // every character that matters is " # ' or /
    if (c === 47) {
      let next = text.charCodeAt(i + 1);
      let body = i + 2;
      if (next === 92) {
        body = afterSplices(text, i + 1, to);
        next = text.charCodeAt(body);
        body++;
      }
      if (next === 47) {
        const end = lineCommentEnd(text, body, to);
        out.push(i, end);
        i = end - 1;
      } else if (next === 42) {
        if (backslash < body) {
          backslash = text.indexOf('\\', body);
          if (backslash < 0 || backslash > to) backslash = to;
        }
        const close = text.indexOf('*/', body);
        let end = close < 0 || close + 2 > to ? -1 : close + 2;
        if (backslash < (end < 0 ? to : close)) end = splicedBlockEnd(text, body, to);
        if (end < 0) return; // unterminated: leave the rest alone
        out.push(i, end);
        i = end - 1;
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

/** Past the backslash-newline pairs from `i` (none, one or several): where the spliced line goes on. */
function afterSplices(text: string, i: number, to: number): number {
  while (i < to && text.charCodeAt(i) === 92) {
    const c = text.charCodeAt(i + 1);
    if (c === 10) i += 2;
    else if (c === 13) i += text.charCodeAt(i + 2) === 10 ? 3 : 2;
    else break;
  }
  return i;
}

// Past the `*` `/` (which splices may cut apart) of a block comment whose text starts at `i`, or -1.
function splicedBlockEnd(text: string, i: number, to: number): number {
  for (; i < to; i++) {
    if (text.charCodeAt(i) !== 42) continue;
    const j = afterSplices(text, i + 1, to);
    if (text.charCodeAt(j) === 47 && j < to) return j + 1;
  }
  return -1;
}

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

// C and C++: a comment inside a preprocessor directive leaves a backslash before each line break
// it held, when code follows it on its last line. The preprocessor replaces a comment by one
// space before it reads directives, so `#define A 1 /* one` and `two */ + 2` on the next line are
// one directive, `#define A 1 + 2`; written `#define A 1 \` and `+ 2` they still are, and every
// line keeps its number (a splice rather than one long line: line counts are what we report). A
// comment that ends its line ends its directive there anyway: it leaves its line breaks bare.
export const cContinuation: Continuation = (text, ranges) => {
  let scanned = -1; // the end of the last comment seen: line breaks before it are read
  let directive = false; // the logical line at `scanned` is a directive
  let next = 0; // ranges[next] is the first comment not yet skipped at a line start
  return (start, end, breaks, endsLine) => {
    // The last line break before the comment that ends a logical line: a comment's own breaks
    // never do (they are a space), nor does a break a backslash splices.
    let b = text.lastIndexOf('\n', start - 1);
    while (b >= scanned && b >= 0 && isSpliced(text, b)) b = text.lastIndexOf('\n', b - 1);
    if (b >= scanned) {
      let p = b + 1;
      // Comments before the `#` are blanks to the preprocessor.
      while (next < ranges.length && ranges[next] < p) next += 2;
      for (;;) {
        while (isBlank(text.charCodeAt(p))) p++;
        if (next >= ranges.length || ranges[next] !== p) break;
        p = ranges[next + 1];
        next += 2;
      }
      directive = text.charCodeAt(p) === 35;
    }
    scanned = end;
    if (!directive || endsLine || breaks === '') return breaks;
    let spliced = '';
    for (let i = 0; i < breaks.length; i++) {
      const c = breaks.charCodeAt(i);
      if (c === 13 || !(i > 0 && breaks.charCodeAt(i - 1) === 13)) spliced += '\\';
      spliced += c === 10 ? '\n' : '\r';
    }
    return spliced;
  };
};

/** The `\n` at `i` follows a backslash (maybe with a `\r` between): a line splice. */
function isSpliced(text: string, i: number): boolean {
  if (text.charCodeAt(i - 1) === 13) i--;
  return text.charCodeAt(i - 1) === 92;
}
