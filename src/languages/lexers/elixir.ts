import { isWordChar, lineEnd, type Lexer } from './chars.js';

// Elixir: `#` to the end of the line, outside "..." and '...' (with `#{...}` interpolation that may
// hold strings), heredocs """...""" and '''...''', sigils (`~r/#/`, `~s(...)`, `~S"""..."""`,
// with nesting brackets) and character literals (`?#`, `?"`).

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

export const elixirLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0) return;
  code(text, from, to, out, false);
};

/** Code from `i`; inside `#{...}` (`nested`), returns the index past its `}`. */
function code(text: string, i: number, to: number, out: number[], nested: boolean): number {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 34 || c === 39) {
      i = stringEnd(text, i, to, text[i], text[i], true);
    } else if (c === 126 && /[A-Za-z]/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (/[A-Za-z0-9]/.test(text[j] ?? '')) j++;
      const open = text[j];
      if (open !== undefined && '/|"\'([{<'.includes(open)) {
        i = stringEnd(text, j, to, open, CLOSING[open] ?? open, /[a-z]/.test(text[i + 1]));
        while (i < to && /[A-Za-z]/.test(text[i])) i++; // modifiers
      } else {
        i = j;
      }
    } else if (c === 63 && !isWordChar(text.charCodeAt(i - 1))) {
      i += text.charCodeAt(i + 1) === 92 ? 3 : 2; // ?# ?" ?\n
    } else if (nested && c === 123) {
      depth++;
      i++;
    } else if (nested && c === 125) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}

/**
 * The string or sigil whose opening delimiter `open` is at `i`: past its `close`. A tripled quote
 * opens a heredoc that ends at the tripled quote. Interpolating ones skip `#{...}` as code.
 */
function stringEnd(text: string, i: number, to: number, open: string, close: string, interpolates: boolean): number {
  const quote = open === '"' || open === "'";
  if (quote && text.startsWith(open.repeat(3), i)) {
    const end = text.indexOf(open.repeat(3), i + 3);
    return end < 0 || end >= to ? to : end + 3;
  }
  const openCode = open.charCodeAt(0), closeCode = close.charCodeAt(0);
  let depth = 0;
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === closeCode && depth === 0) {
      return i + 1;
    } else if (c === closeCode) {
      depth--;
    } else if (c === openCode && openCode !== closeCode) {
      depth++;
    } else if (c === 35 && interpolates && text.charCodeAt(i + 1) === 123) {
      i = code(text, i + 2, to, [], true) - 1;
    }
  }
  return to;
}
