// Character tests and small scanners every lexer shares. All work on UTF-16 code units.

/** Signature of every lexer: appends the [start, end) pairs of the comments in text[from, to) to `out`. */
export type Lexer = (text: string, from: number, to: number, out: number[]) => void;

/**
 * For a language whose logical lines run over line breaks: given a text and its comment ranges,
 * a function called with each stretch of comments strip.ts removes, in order (text[start, end),
 * the line breaks it would leave, whether only blanks follow it on its line), that returns what
 * to leave instead so the logical line holding the comment goes on as it did.
 */
export type Continuation = (text: string, ranges: readonly number[]) =>
  (start: number, end: number, breaks: string, endsLine: boolean) => string;

/** A language's own rules for removing its comments (see strip.ts). */
export interface StripRules {
  continuation?: Continuation;
  /** The comment at `start` is nothing at all: `a<!-- x -->b` reads `ab`, not `a b`. */
  joins?: (text: string, start: number) => boolean;
}

export function isBreak(c: number): boolean {
  return c === 10 || c === 13;
}

export function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 12 || c === 11;
}

export function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** ASCII letters, digits and `_`, plus every non-ASCII unit: identifiers in most languages. */
export function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c >= 128;
}

/** Index of the first `\n` or `\r` at or after `i`, or `to`. */
export function lineEnd(text: string, i: number, to: number): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return to;
}

/** Index just after the line break that ends the line holding `i`, or `to`. */
export function nextLine(text: string, i: number, to: number): number {
  i = lineEnd(text, i, to);
  if (i < to && text.charCodeAt(i) === 13) i++;
  if (i < to && text.charCodeAt(i) === 10) i++;
  return i;
}

/**
 * End of a quoted string opened at `i` (the quote): just after the closing quote. A backslash
 * escapes the next unit when `escapes`; `multiline` strings run over line breaks, others stop at one
 * (returning its index: an unterminated string never swallows the next line).
 */
export function skipQuoted(text: string, i: number, to: number, escapes: boolean, multiline: boolean): number {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92 && escapes) {
      i++;
      if (i < to && text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if ((c === 10 || c === 13) && !multiline) return i;
  }
  return to;
}


/**
 * A lexer for languages with one line-comment character: `marker` to the end of the line,
 * wherever `skip` does not claim the text. `skip(text, i, to)` returns the end of a string (or
 * other literal) starting at `i`, or -1 when none starts there.
 */
export function lineCommentLexer(marker: number, skip: (text: string, i: number, to: number) => number): Lexer {
  const char = String.fromCharCode(marker);
  return (text, from, to, out) => {
    if (text.indexOf(char, from) < 0) return;
    for (let i = from; i < to; i++) {
      if (text.charCodeAt(i) === marker) {
        const end = lineEnd(text, i, to);
        out.push(i, end);
        i = end - 1;
        continue;
      }
      const end = skip(text, i, to);
      if (end >= 0) i = end - 1;
    }
  };
}
