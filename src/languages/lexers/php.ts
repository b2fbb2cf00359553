import { isBlank, isWordChar, lineEnd, nextLine, type Lexer } from './chars.js';

// PHP: code lives between `<?php` (or `<?=`, `<?`) and `?>`; the text outside is HTML output and
// is left whole. In code: `//` and `#` (not `#[`, an attribute) end at the line's end or just
// before `?>`; `/* */`. Strings: '...', "..." and backquotes with `{$...}` interpolation (which may
// hold quotes), heredocs <<<EOT and nowdocs <<<'EOT' that end at the marker (PHP 7.3 lets it be
// indented and followed by more code).

export const phpLexer: Lexer = (text, from, to, out) => {
  let i = from;
  while (i < to) {
    const open = text.indexOf('<?', i);
    if (open < 0 || open >= to) return;
    i = code(text, open + (text.startsWith('<?php', open) ? 5 : text.startsWith('<?=', open) ? 3 : 2), to, out, false);
  }
};

/** PHP code from `i` up to and past `?>` (or, `nested` inside `{$...}`, past the closing `}`). */
function code(text: string, i: number, to: number, out: number[], nested: boolean): number {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if ((c === 47 && text.charCodeAt(i + 1) === 47) || (c === 35 && text.charCodeAt(i + 1) !== 91)) {
      const end = lineCommentEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf('*/', i + 2);
      if (close < 0 || close + 2 > to) return to;
      out.push(i, close + 2);
      i = close + 2;
    } else if (c === 63 && text.charCodeAt(i + 1) === 62 && !nested) {
      return i + 2;
    } else if (c === 39) {
      i = quotedEnd(text, i + 1, to, 39, false);
    } else if (c === 34 || c === 96) {
      i = quotedEnd(text, i + 1, to, c, true);
    } else if (c === 60 && text.startsWith('<<<', i)) {
      i = heredocEnd(text, i + 3, to);
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

/** A line comment ends at the line break or just before `?>`. */
function lineCommentEnd(text: string, i: number, to: number): number {
  const end = lineEnd(text, i, to);
  const close = text.indexOf('?>', i);
  return close >= 0 && close < end ? close : end;
}

/** After an opening quote: past the closing one; `{$...}` interpolation may nest quotes. */
function quotedEnd(text: string, i: number, to: number, quote: number, interpolates: boolean): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) i++;
    else if (interpolates && c === 123 && text.charCodeAt(i + 1) === 36) i = code(text, i + 1, to, [], true) - 1;
    else if (interpolates && c === 36 && text.charCodeAt(i + 1) === 123) i = code(text, i + 2, to, [], true) - 1;
  }
  return to;
}

/** After `<<<`: past the closing marker of the heredoc or nowdoc; -1-safe on a malformed start. */
function heredocEnd(text: string, i: number, to: number): number {
  while (isBlank(text.charCodeAt(i))) i++;
  const quote = text.charCodeAt(i);
  if (quote === 39 || quote === 34) i++;
  const start = i;
  while (i < to && isWordChar(text.charCodeAt(i))) i++;
  const marker = text.slice(start, i);
  if (marker === '') return i;
  for (let line = nextLine(text, i, to); line < to; line = nextLine(text, line, to)) {
    let j = line;
    while (isBlank(text.charCodeAt(j))) j++;
    if (text.startsWith(marker, j) && !isWordChar(text.charCodeAt(j + marker.length))) return j + marker.length;
  }
  return to;
}
