import { isWordChar, lineEnd, type Lexer } from './chars.js';

// The languages whose line comments start with `--`: Lua, SQL, Haskell and Elm.

/** Lua: `--` to the line's end; `--[[ ]]` and `--[==[ ]==]` long comments; long strings `[[ ]]`. */
export const luaLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('--', from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45) {
      const long = longBracketEnd(text, i + 2, to);
      const end = long > 0 ? long : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 91) {
      const long = longBracketEnd(text, i, to);
      if (long > 0) i = long - 1;
    } else if (c === 34 || c === 39) {
      i = luaStringEnd(text, i, to) - 1;
    }
  }
};

/** At `[`: past the `]==]` closing a long bracket `[==[`, `to` when unclosed; -1 if `i` opens none. */
function longBracketEnd(text: string, i: number, to: number): number {
  if (text.charCodeAt(i) !== 91) return -1;
  let level = 0;
  while (text.charCodeAt(i + 1 + level) === 61) level++;
  if (text.charCodeAt(i + 1 + level) !== 91) return -1;
  const close = text.indexOf(`]${'='.repeat(level)}]`, i + 2 + level);
  return close < 0 || close >= to ? to : close + level + 2;
}

function luaStringEnd(text: string, i: number, to: number): number {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 122) { // \z skips the white space that follows, line breaks too
        while (i + 1 < to && /\s/.test(text[i + 1])) i++;
      } else if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) {
        i++;
      }
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}

// SQL: `--` to the line's end and `/* */`, nested as the SQL standard and PostgreSQL nest them
// (`/* a /* b */ c */` is one comment). '...' strings with doubled quotes, where a backslash is a
// character like any other (`'C:\'` ends there: the standard, PostgreSQL, SQLite), except in
// PostgreSQL's escape strings `E'...'`; "..." and `...` names; PostgreSQL's dollar-quoted bodies
// $$...$$ / $tag$...$tag$. Strings, names and bodies are text, comments in them included.
// A file that quotes names with backticks is of MySQL's family (MySQL, MariaDB, BigQuery, Hive,
// Spark): there "..." is a string too, a backslash escapes in strings, and comments do not nest.
// SQLite does not nest them either: a `/*` inside a comment of a SQLite file opens a nested one
// here, so a later `*/` may take the code before it; we judge commented-out code holding a
// comment, which PostgreSQL and the standard nest, the commoner case.
// MySQL's `#` comments are left: `#` is an operator in PostgreSQL. So are MySQL's executable
// comments `/*! ... */` and optimizer hints `/*+ ... */`: the database runs them.
export const sqlLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('--', from) < 0 && text.indexOf('/*', from) < 0) return;
  const mysql = text.indexOf('`', from) >= 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const end = mysql ? flatCommentEnd(text, i, to) : nestedEnd(text, i, to, '/*', '*/');
      if (end < 0) return; // unterminated: leave the rest alone
      const mark = text.charCodeAt(i + 2);
      if (mark !== 33 && mark !== 43) out.push(i, end);
      i = end - 1;
    } else if (c === 39) {
      const escapes = mysql || ((text.charCodeAt(i - 1) | 32) === 101 && !isWordChar(text.charCodeAt(i - 2)));
      i = sqlQuotedEnd(text, i, to, escapes) - 1;
    } else if (c === 34 || c === 96) {
      i = sqlQuotedEnd(text, i, to, mysql && c === 34) - 1;
    } else if (c === 36 && !isWordChar(text.charCodeAt(i - 1))) {
      const tag = /^\$(?:[A-Za-z_]\w*)?\$/.exec(text.slice(i, i + 64));
      if (tag) {
        const close = text.indexOf(tag[0], i + tag[0].length);
        i = (close < 0 || close >= to ? to : close + tag[0].length) - 1;
      }
    }
  }
};

function flatCommentEnd(text: string, i: number, to: number): number {
  const close = text.indexOf('*/', i + 2);
  return close < 0 || close + 2 > to ? -1 : close + 2;
}

/** Past the quote closing the string or name opened at `i` (doubled quotes are one); `to` if none. */
function sqlQuotedEnd(text: string, i: number, to: number, escapes: boolean): number {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (text.charCodeAt(i + 1) === quote) i++;
      else return i + 1;
    } else if (c === 92 && escapes) {
      i++;
    }
  }
  return to;
}

// Haskell's symbol characters: `-->` or `|--` is an operator, not a comment.
function isSymbol(c: number): boolean {
  return c === 33 || c === 35 || c === 36 || c === 37 || c === 38 || c === 42 || c === 43 || c === 46 || c === 47 ||
    c === 60 || c === 61 || c === 62 || c === 63 || c === 64 || c === 92 || c === 94 || c === 124 || c === 45 ||
    c === 126 || c === 58;
}

// Haskell and Elm: `--` (two or more dashes not part of an operator) to the line's end, and
// nested `{- -}`. `{-# LANGUAGE ... #-}` pragmas change how the file compiles: they stay.
// A `'` after a name character is a prime (`x'`), else a character literal when it closes.
export const haskellLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('--', from) < 0 && text.indexOf('{-', from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45 && !isSymbol(text.charCodeAt(i - 1))) {
      let j = i + 2;
      while (text.charCodeAt(j) === 45) j++;
      if (j < to && isSymbol(text.charCodeAt(j))) {
        i = j;
        continue;
      }
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 123 && text.charCodeAt(i + 1) === 45) {
      const end = nestedEnd(text, i, to, '{-', '-}');
      if (end < 0) return;
      if (text.charCodeAt(i + 2) !== 35) out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      i = haskellStringEnd(text, i, to) - 1;
    } else if (c === 39 && !isWordChar(text.charCodeAt(i - 1)) && text.charCodeAt(i - 1) !== 39) {
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.charCodeAt(i + 2) === 39 ? i + 2 : -1;
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    } else if (isWordChar(c)) {
      while (i + 1 < to && (isWordChar(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 39)) i++;
    }
  }
};

/** Past the `close` that ends the comment whose `open` is at `i`, counting the ones opened inside it; -1 if none. */
function nestedEnd(text: string, i: number, to: number, open: string, close: string): number {
  const open0 = open.charCodeAt(0), open1 = open.charCodeAt(1), close0 = close.charCodeAt(0), close1 = close.charCodeAt(1);
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === open0 && text.charCodeAt(i + 1) === open1) {
      depth++;
      i++;
    } else if (c === close0 && text.charCodeAt(i + 1) === close1) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

/** A Haskell string; a backslash escapes, and `\  \` gaps may span lines. */
function haskellStringEnd(text: string, i: number, to: number): number {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) {
      if (/\s/.test(text[i + 1] ?? '')) {
        const close = text.indexOf('\\', i + 1);
        if (close < 0 || close >= to) return to;
        i = close;
      } else {
        i++;
      }
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}
