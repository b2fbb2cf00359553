// Tokens of the JavaScript family for lexers/js.ts: token types, character classes and scanners.

// Token types: only the distinctions acorn's context rules need.
export const T_EOF = 0, T_NAME = 1, T_VALUE = 2, T_BRACKET_L = 3, T_BRACKET_R = 4, T_BRACE_L = 5, T_BRACE_R = 6;
export const T_PAREN_L = 7, T_PAREN_R = 8, T_SEMI = 9, T_COLON = 10, T_DOT = 11, T_ARROW = 12, T_OP = 13, T_STAR = 14;
export const T_INC_DEC = 15, T_PREFIX = 16, T_BACKQUOTE = 17, T_DOLLAR_BRACE = 18, T_OTHER = 19;
// Keywords, from T_RETURN on; those before T_IF come before an expression.
export const T_RETURN = 20, T_ELSE = 21, T_KW_EXPR = 22, T_IF = 23, T_FOR = 24, T_WHILE = 25, T_WITH = 26;
export const T_VAR = 27, T_CONST = 28, T_FUNCTION = 29, T_CLASS = 30, T_KW_PLAIN = 31;
// acorn's `beforeExpr`, by token type.
export const BEFORE_EXPR = [
  false, false, false, true, false, true, false, true, false, true, true, false, true, true, true,
  false, true, false, true, false, true, true, true,
];

// ASCII character classes: blank, line break, identifier part (start unless a digit), anything else.
export const A_OTHER = 0, A_SPACE = 1, A_BREAK = 2, A_IDENT = 3, A_DIGIT = 4;
export const ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  ASCII[c] = c === 32 || c === 9 || c === 11 || c === 12 ? A_SPACE : c === 10 || c === 13 ? A_BREAK
    : (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 36 || c === 95 || c === 92 ? A_IDENT
    : c >= 48 && c <= 57 ? A_DIGIT : A_OTHER;
}

// 1 for the ASCII characters that continue an identifier.
export const IDENT_PART = new Uint8Array(128);
for (let c = 0; c < 128; c++) IDENT_PART[c] = (ASCII[c] === A_IDENT && c !== 92) || ASCII[c] === A_DIGIT ? 1 : 0;

export function isIdentStart(c: number): boolean {
  return c < 128 ? ASCII[c] === A_IDENT : !isOtherSpace(c);
}

/** Letters, digits, `$`, `_` and non-ASCII units (a backslash is an escape, handled by the caller). */
export function isIdentPart(c: number): boolean {
  if (c < 128) {
    const kind = ASCII[c];
    return (kind === A_IDENT && c !== 92) || kind === A_DIGIT;
  }
  return c === c && !isOtherSpace(c); // NaN past the end
}

/** Non-ASCII white space and line terminators of ECMAScript. */
export function isOtherSpace(c: number): boolean {
  return c === 0xa0 || c === 0xfeff || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000;
}

/** Characters of JSX names (`a-b`, `a:b`, `A.B`). */
export function isJsxNamePart(c: number): boolean {
  return isIdentPart(c) || c === 45 || c === 58 || c === 46;
}

export function isSpaceCode(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

export function hasLineBreak(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

export function lineStop(text: string, i: number, end: number): number {
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return i;
  }
  return end;
}

/** After a quote: the index past the closing quote; an unterminated string stops at its line break. */
export function stringEnd(text: string, i: number, end: number): number {
  const quote = text.charCodeAt(i);
  for (i++; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) return i;
  }
  return end;
}

export function numberEnd(text: string, i: number, end: number): number {
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 46)) break;
  }
  return i;
}

/** Length of the operator starting with `c` (`>>>=`, `&&=`, `|=`, `%`, ...). */
export function operatorLength(text: string, i: number, c: number): number {
  let n = 1;
  while (text.charCodeAt(i + n) === c && n < (c === 62 ? 3 : 2)) n++;
  if (text.charCodeAt(i + n) === 61) n++;
  return n;
}

/** Token type of the word text[start, start + length): a keyword's type, or T_NAME. */
export function keyword(text: string, start: number, length: number): number {
  if (length < 2 || length > 10) return T_NAME;
  const c = text.charCodeAt(start);
  switch (c) {
    case 98: return is(text, start, length, 'break') ? T_KW_PLAIN : T_NAME; // b
    case 99: // c
      if (is(text, start, length, 'case')) return T_KW_EXPR;
      if (is(text, start, length, 'const')) return T_CONST;
      if (is(text, start, length, 'class')) return T_CLASS;
      return is(text, start, length, 'catch') || is(text, start, length, 'continue') ? T_KW_PLAIN : T_NAME;
    case 100: // d
      if (is(text, start, length, 'do') || is(text, start, length, 'default') || is(text, start, length, 'delete')) return T_KW_EXPR;
      return is(text, start, length, 'debugger') ? T_KW_PLAIN : T_NAME;
    case 101: // e
      if (is(text, start, length, 'else')) return T_ELSE;
      if (is(text, start, length, 'extends')) return T_KW_EXPR;
      return is(text, start, length, 'export') ? T_KW_PLAIN : T_NAME;
    case 102: // f
      if (is(text, start, length, 'for')) return T_FOR;
      if (is(text, start, length, 'function')) return T_FUNCTION;
      return is(text, start, length, 'false') || is(text, start, length, 'finally') ? T_KW_PLAIN : T_NAME;
    case 105: // i
      if (is(text, start, length, 'if')) return T_IF;
      if (is(text, start, length, 'in') || is(text, start, length, 'instanceof')) return T_KW_EXPR;
      return is(text, start, length, 'import') ? T_KW_PLAIN : T_NAME;
    case 110: // n
      if (is(text, start, length, 'new')) return T_KW_EXPR;
      return is(text, start, length, 'null') ? T_KW_PLAIN : T_NAME;
    case 114: return is(text, start, length, 'return') ? T_RETURN : T_NAME; // r
    case 115: return is(text, start, length, 'switch') || is(text, start, length, 'super') ? T_KW_PLAIN : T_NAME; // s
    case 116: // t
      if (is(text, start, length, 'throw') || is(text, start, length, 'typeof')) return T_KW_EXPR;
      return is(text, start, length, 'this') || is(text, start, length, 'true') || is(text, start, length, 'try') ? T_KW_PLAIN : T_NAME;
    case 118: // v
      if (is(text, start, length, 'var')) return T_VAR;
      return is(text, start, length, 'void') ? T_KW_EXPR : T_NAME;
    case 119: // w
      if (is(text, start, length, 'while')) return T_WHILE;
      return is(text, start, length, 'with') ? T_WITH : T_NAME;
    default:
      return T_NAME;
  }
}

function is(text: string, start: number, length: number, word: string): boolean {
  return length === word.length && text.startsWith(word, start);
}
