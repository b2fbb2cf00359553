import { LEXERS, NO_STRIP_RULES, STRIP_RULES } from './lexers/index.js';
import { stripRanges } from './strip.js';
import { commentSyntax } from './table.js';

/**
 * Removes the comments of `language` from `text`, keeping every line break so line numbers stay
 * true. Strings, template literals, regular expressions and heredocs are never touched. Text with
 * no comment comes back as the same string.
 */
export function removeComments(text: string, language: string): string {
  return removeRanges(text, language, commentRanges(text, language));
}

/**
 * removeComments() of `text` whose comments are known already (`ranges`, as commentRanges() gives
 * them); `copied` notes where the text that stays goes (see strip.ts's movedOffset()).
 */
export function removeRanges(text: string, language: string, ranges: readonly number[], copied?: number[]): string {
  return stripRanges(text, ranges, STRIP_RULES[commentSyntax(language)] ?? NO_STRIP_RULES, copied);
}

/** The comments of `text` as `[start0, end0, start1, end1, ...]`, sorted; a shebang line is not one. */
export function commentRanges(text: string, language: string): number[] {
  const out: number[] = [];
  const syntax = commentSyntax(language);
  const lexer = syntax === 'none' ? undefined : LEXERS[syntax];
  if (lexer) lexer(text, shebangEnd(text), text.length, out);
  return out;
}

// `#!` on the first line runs the file; Rust's `#![attribute]` is code, lexed as usual.
function shebangEnd(text: string): number {
  if (text.charCodeAt(0) !== 35 || text.charCodeAt(1) !== 33 || text.charCodeAt(2) === 91) return 0;
  const n = text.indexOf('\n');
  return n < 0 ? text.length : n;
}
