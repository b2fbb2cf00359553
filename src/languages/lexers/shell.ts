import { isBlank, lineEnd, nextLine, type Lexer } from './chars.js';

// POSIX shell, bash, zsh. `#` starts a comment only where a word starts: after a blank, a line
// break or an operator character other than `(` (`a#b`, `${#x}`, `$#`, `'#'`, `"#"`, `\#` and
// zsh's `(#i)` are not comments).
// Here-document bodies (`<<EOF`, `<<-EOF`, `<<'EOF'`) are data. `$(...)` is code: comments there
// count.

export const shellLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0) return;
  code(text, from, to, out, false);
};

// After these a new word starts: blanks, line breaks and the operator characters ; & | ( ) < >.
function startsWord(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 59 || c === 38 || c === 124 || c === 40 || c === 41 ||
    c === 60 || c === 62 || c !== c;
}

// Where a word starts, except right after `(`: zsh's glob flags `(#i)` and `(#q)` are no comments.
function startsComment(c: number): boolean {
  return c !== 40 && startsWord(c);
}

/**
 * Shell code from `i`; inside `$(...)` (`nested`) up to its `)`, returning the index past it.
 */
function code(text: string, i: number, to: number, out: number[], nested: boolean): number {
  const heredocs: Heredoc[] = [];
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 35 && startsComment(text.charCodeAt(i - 1))) {
      const end = lineEnd(text, i, to);
      // Inside `$(`, a comment still ends at the line's end, never at a `)`.
      out.push(i, end);
      i = end;
    } else if (c === 10 || c === 13) {
      i = heredocs.length > 0 ? heredocBodies(text, nextLine(text, i, to), to, heredocs) : i + 1;
    } else if (c === 39) {
      const close = text.indexOf("'", i + 1);
      i = close < 0 || close >= to ? to : close + 1;
    } else if (c === 34) {
      i = doubleQuotedEnd(text, i + 1, to, out);
    } else if (c === 96) {
      i = backquotedEnd(text, i + 1, to);
    } else if (c === 92) {
      i += 2;
    } else if (c === 36) {
      i = dollarEnd(text, i, to, out);
    } else if (c === 40 && text.charCodeAt(i + 1) === 40) {
      i = balancedEnd(text, i, to, 40, 41); // (( arithmetic )): its << shifts
    } else if (c === 60 && text.charCodeAt(i + 1) === 60) {
      // `<<<` is a here-string: its word is on this line.
      i = text.charCodeAt(i + 2) === 60 ? i + 3 : heredocStart(text, i + 2, to, heredocs);
    } else if (nested && c === 40) {
      depth++;
      i++;
    } else if (nested && c === 41) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}

interface Heredoc {
  marker: string;
  /** `<<-`: the closing line may be indented with tabs. */
  tabs: boolean;
}

/** After `<<`: reads the marker word (quotes removed) and queues its body; returns the index past it. */
function heredocStart(text: string, i: number, to: number, heredocs: Heredoc[]): number {
  const tabs = text.charCodeAt(i) === 45;
  if (tabs) i++;
  while (isBlank(text.charCodeAt(i))) i++;
  let marker = '';
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 39 || c === 34) {
      const close = text.indexOf(text[i], i + 1);
      if (close < 0 || close >= to) return to;
      marker += text.slice(i + 1, close);
      i = close + 1;
    } else if (c === 92) {
      marker += text[i + 1] ?? '';
      i += 2;
    } else if (startsWord(c) || c === 96) {
      break;
    } else {
      marker += text[i];
      i++;
    }
  }
  if (marker !== '') heredocs.push({ marker, tabs });
  return i;
}

/** Skips the bodies of the queued here-documents, which start at `i`; returns where code resumes. */
function heredocBodies(text: string, i: number, to: number, heredocs: Heredoc[]): number {
  for (const { marker, tabs } of heredocs) {
    while (i < to) {
      const end = lineEnd(text, i, to);
      let start = i;
      if (tabs) while (text.charCodeAt(start) === 9) start++;
      i = nextLine(text, end, to);
      if (end - start === marker.length && text.startsWith(marker, start)) break;
    }
  }
  heredocs.length = 0;
  return i;
}

/** After an opening `"`: past the closing one; `$(...)`, `${...}` and backquotes may nest quotes. */
function doubleQuotedEnd(text: string, i: number, to: number, out: number[]): number {
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) i += 2;
    else if (c === 36) i = dollarEnd(text, i, to, out);
    else if (c === 96) i = backquotedEnd(text, i + 1, to);
    else i++;
  }
  return to;
}

function backquotedEnd(text: string, i: number, to: number): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 96) return i + 1;
    if (c === 92) i++;
  }
  return to;
}

/** At `$`: past `$(...)` (code), `$((...))`, `${...}`, `$'...'`, or the special parameter `$#`. */
function dollarEnd(text: string, i: number, to: number, out: number[]): number {
  const next = text.charCodeAt(i + 1);
  if (next === 40) {
    if (text.charCodeAt(i + 2) === 40) return balancedEnd(text, i + 1, to, 40, 41);
    return code(text, i + 2, to, out, true);
  }
  if (next === 123) return balancedEnd(text, i + 1, to, 123, 125);
  if (next === 39) {
    for (let j = i + 2; j < to; j++) {
      const c = text.charCodeAt(j);
      if (c === 39) return j + 1;
      if (c === 92) j++;
    }
    return to;
  }
  return i + (next === 35 ? 2 : 1);
}

/** From the opening bracket at `i`: past the bracket that balances it, skipping quoted text. */
function balancedEnd(text: string, i: number, to: number, open: number, close: number): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
    else if (c === 92) i++;
    else if (c === 39 && open === 123) {
      const end = text.indexOf("'", i + 1);
      i = end < 0 || end >= to ? to : end;
    } else if (c === 34) {
      i = doubleQuotedEnd(text, i + 1, to, []) - 1;
    }
  }
  return to;
}
