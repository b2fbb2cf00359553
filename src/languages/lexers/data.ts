import { isBlank, type Lexer, lineCommentLexer, lineEnd, nextLine, skipQuoted } from './chars.js';

// Data formats with `#` comments: YAML, TOML, GraphQL.

/**
 * YAML: `#` at a line's start or after a blank, outside quoted scalars ('...' with '' escapes,
 * "..." with backslash escapes, both may span lines) and block scalars (`|`, `>`: the more indented
 * lines after them are text). A quote opens a scalar only where a value starts (`it's` is plain).
 */
export const yamlLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0) return;
  let flow = 0; // depth of [ ] and { } collections, which may span lines
  let i = from;
  while (i < to) {
    // One line: its indentation, then its content.
    const lineStart = i;
    while (text.charCodeAt(i) === 32) i++;
    const indent = i - lineStart;
    let valueStart = true; // a quote, `[`, `{`, `|` or `>` here starts a node
    let block = false; // a `|` or `>` indicator was seen where a node starts
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) break;
      if (c === 35 && (i === lineStart || isBlank(text.charCodeAt(i - 1)))) {
        const end = lineEnd(text, i, to);
        out.push(i, end);
        i = end;
        break;
      }
      if (isBlank(c)) {
        i++;
        continue;
      }
      if (valueStart && (c === 39 || c === 34)) {
        i = quotedScalarEnd(text, i, to);
        valueStart = false;
        continue;
      }
      if (valueStart && flow === 0 && (c === 124 || c === 62)) {
        let j = i + 1;
        while (/[-+0-9]/.test(text[j] ?? '')) j++;
        if (j >= to || isSpace(text.charCodeAt(j))) {
          block = true;
          i = j;
          continue;
        }
      }
      const next = text.charCodeAt(i + 1);
      const followedByBlank = isSpace(next) || !(next === next);
      if (c === 58 && (followedByBlank || flow > 0)) {
        valueStart = true; // `key: `
      } else if ((c === 45 || c === 63) && followedByBlank) {
        // `- ` and `? ` keep a node's start a node's start; inside a plain scalar they are text.
      } else if ((c === 91 || c === 123) && (valueStart || flow > 0)) {
        flow++;
        valueStart = true;
      } else if ((c === 93 || c === 125) && flow > 0) {
        flow--;
        valueStart = false;
      } else if (c === 44 && flow > 0) {
        valueStart = true;
      } else if ((c === 33 || c === 38 || c === 42) && valueStart) {
        // !tag, &anchor, *alias: a node may still follow
        while (i < to && !isSpace(text.charCodeAt(i))) i++;
        continue;
      } else {
        valueStart = false;
      }
      i++;
    }
    i = nextLine(text, i, to);
    if (block) i = blockScalarEnd(text, i, to, indent);
  }
};

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function quotedScalarEnd(text: string, i: number, to: number): number {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (quote === 39 && text.charCodeAt(i + 1) === 39) i++;
      else return i + 1;
    } else if (c === 92 && quote === 34) {
      i++;
    }
  }
  return to;
}

/** From the line after a block scalar indicator: past its content lines (blank ones included). */
function blockScalarEnd(text: string, line: number, to: number, parentIndent: number): number {
  let contentIndent = -1;
  while (line < to) {
    let j = line;
    while (text.charCodeAt(j) === 32) j++;
    const end = lineEnd(text, j, to);
    if (j < end && text.slice(j, end).trim() !== '') {
      const indent = j - line;
      if (contentIndent < 0) {
        if (indent <= parentIndent) return line;
        contentIndent = indent;
      } else if (indent < contentIndent) {
        return line;
      }
    }
    line = nextLine(text, end, to);
  }
  return to;
}

/** TOML: `#` outside strings ("...", '...', and the multi-line """...""" and '''...'''). */
export const tomlLexer: Lexer = lineCommentLexer(35, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c !== 34 && c !== 39) return -1;
  if (text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c) return tripleEnd(text, i, to, c === 34);
  return skipQuoted(text, i, to, c === 34, false);
});

/** Past the closing triple quote of the multi-line string at `i` (up to two more quotes belong to it). */
function tripleEnd(text: string, i: number, to: number, escapes: boolean): number {
  const quote = text.charCodeAt(i);
  for (i += 3; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 && escapes) {
      i++;
    } else if (c === quote && text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) {
      let end = i + 3;
      while (end < i + 5 && text.charCodeAt(end) === quote) end++;
      return end;
    }
  }
  return to;
}

/** GraphQL: `#` outside strings ("..." and """block strings""", where only \""" escapes). */
export const graphqlLexer: Lexer = lineCommentLexer(35, (text, i, to) => {
  if (text.charCodeAt(i) !== 34) return -1;
  if (!text.startsWith('"""', i)) return skipQuoted(text, i, to, true, false);
  let j = i + 3;
  for (; j < to; j++) {
    if (text.charCodeAt(j) === 92 && text.startsWith('"""', j + 1)) j += 3;
    else if (text.startsWith('"""', j)) break;
  }
  return Math.min(j + 3, to);
});
