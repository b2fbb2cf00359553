import { isBlank, lineEnd, nextLine, skipQuoted, type Continuation, type Lexer } from './chars.js';

// Formats whose comments are whole lines, or nearly: INI, ignore files, Dockerfile, Makefile,
// batch files, CMake.

/** Lines whose first non-blank text satisfies `isComment` are comments (from that text on). */
function lineComments(isComment: (text: string, i: number, end: number) => boolean, indented = true): Lexer {
  return (text, from, to, out) => {
    for (let line = from; line < to; ) {
      let i = line;
      if (indented) while (isBlank(text.charCodeAt(i))) i++;
      const end = lineEnd(text, i, to);
      if (i < end && isComment(text, i, end)) out.push(i, end);
      line = nextLine(text, end, to);
    }
  };
}

/** INI and properties files: lines starting with `;` or `#` (a `#` after a value may be the value's). */
export const iniLexer = lineComments((text, i) => text.charCodeAt(i) === 59 || text.charCodeAt(i) === 35);

/** .gitignore and the like: `#` in the first column (`\#` escapes a pattern's `#`; `  #a` is a pattern). */
export const gitignoreLexer = lineComments((text, i) => text.charCodeAt(i) === 35, false);

/** .gitattributes: `#` after optional blanks. */
export const hashLineLexer = lineComments((text, i) => text.charCodeAt(i) === 35);

/** Batch files: `rem` and `::` lines (after blanks and an optional `@`). */
export const batchLexer = lineComments((text, i, end) => {
  if (text.charCodeAt(i) === 64) i++;
  if (text.startsWith('::', i)) return true;
  return /^rem(?:\s|$)/i.test(text.slice(i, Math.min(end, i + 4)));
});

/**
 * Dockerfile: lines starting with `#` (after blanks), also between the lines of an instruction
 * continued with `\`, as Docker removes them. Parser directives (`# syntax=...`, `# escape=...`)
 * before anything else change how the file is read: they stay. Heredoc bodies (`RUN <<EOF`) are
 * scripts or file contents: they stay whole.
 */
export const dockerfileLexer: Lexer = (text, from, to, out) => {
  let directives = true;
  for (let line = from; line < to; ) {
    let i = line;
    while (isBlank(text.charCodeAt(i))) i++;
    const end = lineEnd(text, i, to);
    line = nextLine(text, end, to);
    if (text.charCodeAt(i) === 35) {
      if (directives && /^#\s*(?:syntax|escape|check)\s*=/i.test(text.slice(i, end))) continue;
      directives = false;
      out.push(i, end);
      continue;
    }
    directives = false;
    const markers = [...text.slice(i, end).matchAll(/(?<!<)<<(?!<)-?\s*(?:(["'])([^"'\s]+)\1|([A-Za-z_][\w.-]*))/g)];
    for (const marker of markers) {
      const word = marker[2] ?? marker[3];
      while (line < to) {
        let j = line;
        if (marker[0][2] === '-') while (text.charCodeAt(j) === 9) j++;
        const bodyEnd = lineEnd(text, j, to);
        line = nextLine(text, bodyEnd, to);
        if (text.slice(j, bodyEnd) === word) break;
      }
    }
  }
};

/**
 * Dockerfile: a comment line inside a continued instruction (`RUN a \`, `# note`, `  && b`) leaves
 * the escape character alone on its line. Docker drops such comment lines before it joins the
 * instruction's lines; an empty line there would be an "empty continuation line" (deprecated,
 * and an error in later syntaxes), and a removed line would shift every line after it.
 */
export const dockerfileContinuation: Continuation = (text) => {
  const escape = /^(?:[ \t]*#[ \t]*\w+[ \t]*=.*\r?\n)*?[ \t]*#[ \t]*escape[ \t]*=[ \t]*([\\`])/i.exec(text)?.[1] ?? '\\';
  let scanned = 0;
  let continued = false; // the last line of code before `scanned` ends with the escape character
  return (start, end, breaks) => {
    for (let line = scanned; line < start; ) {
      let i = line;
      while (isBlank(text.charCodeAt(i))) i++;
      const stop = lineEnd(text, i, text.length);
      if (stop > start) break;
      if (i < stop && text.charCodeAt(i) !== 35) {
        let last = stop - 1;
        while (last > i && isBlank(text.charCodeAt(last))) last--;
        continued = text[last] === escape;
      }
      line = nextLine(text, stop, text.length);
    }
    scanned = end;
    return continued ? escape : breaks;
  };
};

/**
 * Makefile: `#` to the end of the line (continued by a trailing backslash), unless escaped `\#`
 * or inside `$(...)`/`${...}`. Recipe lines (starting with a tab) belong to the shell and stay
 * whole, as do `define ... endef` bodies.
 */
export const makefileLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0) return;
  let recipe = false; // the previous line was a recipe line continued with `\`
  let define = false;
  for (let line = from; line < to; ) {
    const end = lineEnd(text, line, to);
    const next = nextLine(text, end, to);
    const continued = end > line && text.charCodeAt(end - 1) === 92;
    if (define) {
      if (/^\s*endef\b/.test(text.slice(line, end))) define = false;
      line = next;
      continue;
    }
    if (recipe || text.charCodeAt(line) === 9) {
      recipe = continued;
      line = next;
      continue;
    }
    if (/^\s*(?:override\s+|export\s+)?define\b/.test(text.slice(line, end))) define = true;
    line = makeLine(text, line, end, to, out) ?? next;
  }
};

/** One make line from `i`: records its comment; returns where the next line starts if the comment ran on. */
function makeLine(text: string, i: number, end: number, to: number, out: number[]): number | undefined {
  let depth = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === 36 && (text.charCodeAt(i + 1) === 40 || text.charCodeAt(i + 1) === 123)) {
      depth++;
      i++;
    } else if ((c === 41 || c === 125) && depth > 0) {
      depth--;
    } else if (c === 35 && depth === 0) {
      // A comment line ending in a backslash goes on to the next line.
      let stop = end;
      while (stop < to && text.charCodeAt(stop - 1) === 92) stop = lineEnd(text, nextLine(text, stop, to), to);
      out.push(i, stop);
      return stop === end ? undefined : nextLine(text, stop, to);
    }
  }
  return undefined;
}

/** CMake: `#` to the end of the line; bracket comments `#[[ ]]`, `#[==[ ]==]`; "..." and [[...]] arguments. */
export const cmakeLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const bracket = bracketEnd(text, i + 1, to);
      const end = bracket > 0 ? bracket : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      i = skipQuoted(text, i, to, true, true) - 1;
    } else if (c === 91) {
      const bracket = bracketEnd(text, i, to);
      if (bracket > 0) i = bracket - 1;
    } else if (c === 92) {
      i++;
    }
  }
};

/** At `[`: past the `]=*]` closing a bracket `[=*[`, or -1 if `i` opens none. */
function bracketEnd(text: string, i: number, to: number): number {
  if (text.charCodeAt(i) !== 91) return -1;
  let level = 0;
  while (text.charCodeAt(i + 1 + level) === 61) level++;
  if (text.charCodeAt(i + 1 + level) !== 91) return -1;
  const close = text.indexOf(`]${'='.repeat(level)}]`, i + 2 + level);
  return close < 0 || close >= to ? to : close + level + 2;
}
