import { isBlank, lineEnd, nextLine, type Lexer } from './chars.js';

// Markdown: HTML comments `<!-- -->`, outside fenced code blocks (``` and ~~~), code spans
// (`` `<!-- -->` ``) and lines indented as code (four spaces or a tab: they may be an indented code
// block, so a comment never starts there). A backslash-escaped `\<` is text.

export const markdownLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('<!--', from) < 0) return;
  let line = from;
  while (line < to) {
    const end = lineEnd(text, line, to);
    let indent = 0, j = line;
    for (; j < end; j++) {
      const c = text.charCodeAt(j);
      if (c === 32) indent++;
      else if (c === 9) indent += 4;
      else break;
    }
    const fence = indent < 4 ? /^(`{3,}|~{3,})/.exec(text.slice(j, Math.min(end, j + 64))) : null;
    if (fence && !(fence[1][0] === '`' && text.slice(j + fence[1].length, end).includes('`'))) {
      line = fenceEnd(text, nextLine(text, end, to), to, fence[1]);
      continue;
    }
    if (indent >= 4) {
      line = nextLine(text, end, to);
      continue;
    }
    line = inline(text, j, to, out);
  }
};

/** Past the line that closes the fence opened with `marker`, or `to`. */
function fenceEnd(text: string, line: number, to: number, marker: string): number {
  while (line < to) {
    const end = lineEnd(text, line, to);
    const body = text.slice(line, end);
    const trimmed = body.replace(/^ {0,3}/, '');
    if (trimmed.startsWith(marker) && /^([`~])\1*\s*$/.test(trimmed) && trimmed[0] === marker[0]) return nextLine(text, end, to);
    line = nextLine(text, end, to);
  }
  return to;
}

/**
 * Inline text from `i` to the end of its line; a comment or a code span may carry it over later
 * lines. Returns the start of the next line to look at.
 */
function inline(text: string, i: number, to: number, out: number[]): number {
  let end = lineEnd(text, i, to);
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === 96) {
      let run = 1;
      while (text.charCodeAt(i + run) === 96) run++;
      const close = codeSpanEnd(text, i + run, to, run);
      i = (close > 0 ? close : i + run) - 1;
    } else if (c === 60 && text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0 || close + 3 > to) return nextLine(text, end, to);
      out.push(i, close + 3);
      i = close + 2;
    } else {
      continue;
    }
    if (i >= end) end = lineEnd(text, i + 1, to);
  }
  return nextLine(text, end, to);
}

/** Past the backtick run of exactly `run` that closes a code span, within the paragraph; else -1. */
function codeSpanEnd(text: string, i: number, to: number, run: number): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 96) {
      let n = 1;
      while (text.charCodeAt(i + n) === 96) n++;
      if (n === run) return i + n;
      i += n - 1;
    } else if (c === 10 || c === 13) {
      // A blank line ends the paragraph, and an unclosed run is literal backticks.
      let j = i + 1;
      if (c === 13 && text.charCodeAt(j) === 10) j++;
      while (isBlank(text.charCodeAt(j))) j++;
      if (j >= to || text.charCodeAt(j) === 10 || text.charCodeAt(j) === 13) return -1;
    }
  }
  return -1;
}
