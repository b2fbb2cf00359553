// Tokens of the brace languages the finders read (Go, Java, C#, Rust): what each finder needs to
// know where declarations start and end, and nothing more. Comments and blanks are dropped,
// each string or character literal is one token, and every bracket knows its partner. Anything
// the lexer does not follow (an unterminated string or comment, brackets that do not pair, a C#
// `#if` with an `#else`) throws UNSURE: the finder then leaves the file to tree-sitter.

import { blockEnd } from '../../lexers/braces.js';

/** Thrown on anything a finder does not follow; the finder gives undefined and the file is parsed. */
export const UNSURE = new Error('unsure');

// Token kinds: a punctuation token is one character and its kind is its code.
export const IDENT = 1;
export const NUMBER = 2;
export const STRING = 3;
/** Added to a kind when a line break (or a comment holding one) comes before the token. */
export const NL = 0x10000;
export const KIND = 0xffff;

// Punctuation the finders look for, by kind.
export const BANG = 33, HASH = 35, AMP = 38, LPAREN = 40, RPAREN = 41, STAR = 42, COMMA = 44, MINUS = 45, DOT = 46, COLON = 58, SEMI = 59, LT = 60, EQ = 61, GT = 62, QUESTION = 63, AT = 64, LBRACKET = 91, RBRACKET = 93, LBRACE = 123, PIPE = 124, RBRACE = 125, TILDE = 126;

/** What `find` gives, or undefined when it threw UNSURE (the caller then parses the file). */
export function sure<T>(find: () => T): T | undefined {
  try {
    return find();
  } catch (err) {
    if (err === UNSURE) return undefined;
    throw err;
  }
}

export type Dialect = 'go' | 'java' | 'csharp' | 'rust';

/** A text's tokens, in arrays reused from one file to the next (finders run one file at a time). */
export interface Tokens {
  text: string;
  count: number;
  kind: Int32Array;
  start: Int32Array;
  end: Int32Array;
  /** For a bracket, the index of its partner; -1 otherwise. */
  match: Int32Array;
  /** Offsets of C# preprocessor directives. */
  directives: number[];
}

let kind = new Int32Array(1 << 14);
let start = new Int32Array(1 << 14);
let end = new Int32Array(1 << 14);
let match = new Int32Array(1 << 14);
const open: number[] = [];
const directives: number[] = [];
/** For each `#if` open around the lexer: how many brackets were open at its start. */
const branches: number[] = [];

function grow(): void {
  const size = kind.length * 2;
  const copy = (a: Int32Array) => {
    const b = new Int32Array(size);
    b.set(a);
    return b;
  };
  kind = copy(kind);
  start = copy(start);
  end = copy(end);
  match = copy(match);
}

/** Word characters: ASCII letters, digits, `_` and every non-ASCII unit. */
function isWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c >= 128;
}

// Classes of ASCII characters for the lexer's first look at a character; every non-ASCII unit
// is part of a name. Java's names may hold `$`.
const WORD = 1, DIGIT = 2, BLANK = 3, NEWLINE = 4;
const CLASSES = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95) CLASSES[c] = WORD;
  else if (c >= 48 && c <= 57) CLASSES[c] = DIGIT;
  else if (c === 32 || c === 9 || c === 13 || c === 12 || c === 11) CLASSES[c] = BLANK;
}
CLASSES[10] = NEWLINE;
const JAVA_CLASSES = CLASSES.slice();
JAVA_CLASSES[36] = WORD;

export function tokenize(text: string, dialect: Dialect): Tokens {
  const n = text.length;
  const dollar = dialect === 'java';
  let count = 0;
  let flag = 0;
  open.length = 0;
  directives.length = 0;
  branches.length = 0;
  let i = 0;
  const push = (k: number, s: number, e: number) => {
    if (count === kind.length) grow();
    kind[count] = k | flag;
    start[count] = s;
    end[count] = e;
    match[count] = -1;
    flag = 0;
    count++;
  };
  const classes = dollar ? JAVA_CLASSES : CLASSES;
  while (i < n) {
    const c = text.charCodeAt(i);
    const cls = c < 128 ? classes[c] : WORD;
    if (cls === BLANK) {
      i++;
    } else if (cls === NEWLINE) {
      flag = NL;
      i++;
    } else if (cls === WORD) {
      let e = i + 1;
      for (; e < n; e++) {
        const d = text.charCodeAt(e);
        if (d < 128 && classes[d] !== WORD && classes[d] !== DIGIT) break;
      }
      const next = text.charCodeAt(e);
      if ((next === 34 || next === 35 || next === 39) && dialect === 'rust') {
        const s = rustPrefixed(text, i, e);
        if (s !== e) {
          push(s < 0 ? IDENT : STRING, i, Math.abs(s));
          i = Math.abs(s);
          continue;
        }
      }
      if (count === kind.length) grow();
      kind[count] = IDENT | flag;
      start[count] = i;
      end[count] = e;
      match[count] = -1;
      flag = 0;
      count++;
      i = e;
    } else if (c === 47 && text.charCodeAt(i + 1) === 47) {
      i = text.indexOf('\n', i);
      if (i < 0) i = n;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const e = blockCommentEnd(text, i, dialect === 'rust');
      if (text.lastIndexOf('\n', e) > i) flag = NL;
      i = e;
    } else if (cls === DIGIT) {
      let e = i + 1;
      while (e < n && isWord(text.charCodeAt(e))) e++;
      push(NUMBER, i, e);
      i = e;
    } else if (c === 34) {
      const e = dialect === 'csharp' ? csharpString(text, i, 0) : dialect === 'java' ? javaString(text, i) : quoted(text, i, 34, dialect === 'rust');
      push(STRING, i, e);
      i = e;
    } else if (c === 39) {
      if (dialect === 'rust') {
        const e = rustQuote(text, i);
        push(e < 0 ? IDENT : STRING, i, Math.abs(e));
        i = Math.abs(e);
      } else {
        const e = quoted(text, i, 39, false);
        push(STRING, i, e);
        i = e;
      }
    } else if (c === 96 && dialect === 'go') {
      const e = text.indexOf('`', i + 1);
      if (e < 0) throw UNSURE;
      push(STRING, i, e + 1);
      i = e + 1;
    } else if (dialect === 'csharp' && (c === 64 || c === 36)) {
      // `@"..."`, `$"..."`, `$@"..."`, `@$"..."`, `$$"""..."""`; `@name` is a name.
      let j = i;
      while (text.charCodeAt(j) === 64 || text.charCodeAt(j) === 36) j++;
      if (text.charCodeAt(j) === 34) {
        const e = csharpString(text, j, j - i);
        push(STRING, i, e);
        i = e;
      } else if (c === 64 && isWord(text.charCodeAt(i + 1))) {
        let e = i + 1;
        while (e < n && isWord(text.charCodeAt(e))) e++;
        push(IDENT, i, e);
        i = e;
      } else {
        push(c, i, i + 1);
        i++;
      }
    } else if (c === 35 && dialect === 'csharp' && lineStart(text, i)) {
      // A preprocessor line.
      const e = text.indexOf('\n', i);
      const directive = text.slice(i + 1, e < 0 ? n : e).trimStart();
      // Each branch of an `#if` must close what it opens, and no more: the grammar reads the
      // branches one after the other, and so does the finder.
      if (directive.startsWith('if')) branches.push(open.length);
      else if (directive.startsWith('el') || directive.startsWith('endif')) {
        if (branches.length === 0 || open.length !== branches[branches.length - 1]) throw UNSURE;
        if (directive.startsWith('endif')) branches.pop();
      }
      directives.push(i);
      i = e < 0 ? n : e;
    } else {
      // Punctuation, written in place: the most frequent tokens after names.
      if (count === kind.length) grow();
      let partner = -1;
      if (c === 40 || c === 91 || c === 123) {
        open.push(count);
      } else if (c === 41 || c === 93 || c === 125) {
        const o = open.pop();
        if (o === undefined || text.charCodeAt(start[o]) !== (c === 41 ? 40 : c - 2)) throw UNSURE;
        if (branches.length > 0 && open.length < branches[branches.length - 1]) throw UNSURE;
        match[o] = count;
        partner = o;
      }
      kind[count] = c | flag;
      start[count] = i;
      end[count] = i + 1;
      match[count] = partner;
      flag = 0;
      count++;
      i++;
    }
  }
  if (open.length > 0) throw UNSURE;
  if (count === kind.length) grow();
  kind[count] = 0;
  start[count] = end[count] = n;
  match[count] = -1;
  return { text, count, kind, start, end, match, directives };
}

function lineStart(text: string, i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const c = text.charCodeAt(j);
    if (c === 10) return true;
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

function blockCommentEnd(text: string, i: number, nested: boolean): number {
  const end = blockEnd(text, i, text.length, nested);
  if (end < 0) throw UNSURE;
  return end;
}

/** Past a quoted literal with backslash escapes; one line only unless `multiline`. */
function quoted(text: string, i: number, quote: number, multiline: boolean): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === quote) return j + 1;
    if (c === 92) j++;
    else if (c === 10 && !multiline) throw UNSURE;
  }
  throw UNSURE;
}

/** Java: a `"""` text block or a one-line string. */
function javaString(text: string, i: number): number {
  if (!text.startsWith('"""', i)) return quoted(text, i, 34, false);
  for (let j = i + 3; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 92) j++;
    else if (c === 34 && text.startsWith('"""', j)) return j + 3;
  }
  throw UNSURE;
}

/**
 * C#: the string whose first `"` is at `i`, after `prefix` characters of `@` and `$`: verbatim
 * (`""` for a quote), interpolated (code between braces, `{{` for a brace), raw (`"""`, with as
 * many `$` as braces open code).
 */
function csharpString(text: string, i: number, prefix: number): number {
  const marks = text.slice(i - prefix, i);
  const verbatim = marks.includes('@');
  const dollars = marks.split('$').length - 1;
  let quotes = 0;
  while (text.charCodeAt(i + quotes) === 34) quotes++;
  if (quotes >= 3 && !verbatim) {
    // Raw: ends at as many quotes as opened it; `$` count braces open code (skipped as text here: it
    // holds no declaration, and braces in it need not pair with the code's).
    const close = '"'.repeat(quotes);
    const e = text.indexOf(close, i + quotes);
    if (e < 0) throw UNSURE;
    let j = e + quotes;
    while (text.charCodeAt(j) === 34) j++;
    return j;
  }
  if (quotes === 2) return i + 2; // ""
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 34) {
      if (verbatim && text.charCodeAt(j + 1) === 34) j++;
      else return j + 1;
    } else if (c === 92 && !verbatim) {
      j++;
    } else if (c === 10 && !verbatim) {
      throw UNSURE;
    } else if (c === 123 && dollars > 0) {
      if (text.charCodeAt(j + 1) === 123) j++;
      else j = interpolation(text, j + 1) - 1;
    }
  }
  throw UNSURE;
}

/** Past the `}` closing the code interpolated in a C# string from `i`. */
function interpolation(text: string, i: number): number {
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && depth-- === 0) return i + 1;
    else if (c === 34) i = csharpString(text, i, 0) - 1;
    else if ((c === 64 || c === 36) && (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 64 || text.charCodeAt(i + 1) === 36)) {
      let j = i;
      while (text.charCodeAt(j) === 64 || text.charCodeAt(j) === 36) j++;
      if (text.charCodeAt(j) === 34) i = csharpString(text, j, j - i) - 1;
    } else if (c === 39) i = quoted(text, i, 39, false) - 1;
    else if (c === 47 && text.charCodeAt(i + 1) === 42) i = blockCommentEnd(text, i, false) - 1;
    else if (c === 10) throw UNSURE;
  }
  throw UNSURE;
}

/**
 * Rust: after a word `text[i, e)` followed by `"`, `#` or `'`: past a raw, byte or C string
 * (`r"..."`, `br#"..."#`, `b"..."`, `c"..."`) or byte literal (`b'x'`), or minus past a raw
 * identifier (`r#fn`); `e` when it is none of those.
 */
function rustPrefixed(text: string, i: number, e: number): number {
  const word = text.slice(i, e);
  const next = text.charCodeAt(e);
  if (next === 39) return word === 'b' ? quoted(text, e, 39, false) : e;
  if (word === 'b' || word === 'c') return next === 34 ? quoted(text, e, 34, true) : e;
  if (word !== 'r' && word !== 'br' && word !== 'cr') return e;
  let j = e;
  while (text.charCodeAt(j) === 35) j++;
  if (text.charCodeAt(j) !== 34) {
    if (word === 'r' && j === e + 1 && isWord(text.charCodeAt(j))) {
      let k = j;
      while (k < text.length && isWord(text.charCodeAt(k))) k++;
      return -k;
    }
    return e;
  }
  const close = `"${'#'.repeat(j - e)}`;
  const c = text.indexOf(close, j + 1);
  if (c < 0) throw UNSURE;
  return c + close.length;
}

/** Rust: past a character literal at `i`, or minus past a lifetime or label (`'a`). */
function rustQuote(text: string, i: number): number {
  const c = text.charCodeAt(i + 1);
  if (c === 92) return quoted(text, i, 39, false);
  // One character (a surrogate pair counts as one) and a quote: a character literal.
  const width = c >= 0xd800 && c <= 0xdbff ? 2 : 1;
  if (text.charCodeAt(i + 1 + width) === 39) return i + 2 + width;
  let e = i + 1;
  while (e < text.length && isWord(text.charCodeAt(e))) e++;
  if (e === i + 1) throw UNSURE;
  return -e;
}

/** The text of token `t`. */
export function word(tokens: Tokens, t: number): string {
  return tokens.text.slice(tokens.start[t], tokens.end[t]);
}

/** Whether token `t` is the name `name` (compared without slicing). */
export function isWordToken(tokens: Tokens, t: number, name: string): boolean {
  const s = tokens.start[t];
  return (tokens.kind[t] & KIND) === IDENT && tokens.end[t] - s === name.length && tokens.text.startsWith(name, s);
}

/** Whether tokens `a` and `a + 1` touch (`:=`, `->`, `=>`, `::`). */
export function touching(tokens: Tokens, a: number): boolean {
  return tokens.end[a] === tokens.start[a + 1];
}

/**
 * After a `,`: whether the statement the name is in is a declaration (`int a = 1, b = 2;`,
 * `int a, b = 2;`) in a C-like language, whose `typeBefore` tells a type before a name.
 */
export function commaDeclarator(t: Tokens, i: number, typeBefore: (t: Tokens, i: number) => boolean): boolean {
  const { kind, match } = t;
  // Back over the earlier declarators and their values to the first one's name.
  let first = i;
  for (let j = i - 1; j >= 0; j--) {
    const k = kind[j] & KIND;
    if (k === RPAREN || k === RBRACKET || k === RBRACE) j = match[j];
    else if (k === COMMA) first = j + 1;
    else if (k === SEMI || k === LBRACE || k === LPAREN || k === COLON || k === EQ && (kind[j + 1] & KIND) === EQ) break;
    else if (k === EQ && (kind[j - 1] & KIND) === IDENT && (kind[j - 2] & KIND) !== COMMA) return typeBefore(t, j - 1);
  }
  return (kind[first - 1] & KIND) === COMMA && (kind[first - 2] & KIND) === IDENT && typeBefore(t, first - 2);
}
