import { isBlank, isWordChar, lineEnd, type Lexer } from './chars.js';

// The curly-brace languages after C: `//` and `/* */` (nested in Rust, Kotlin, Swift, Scala and
// Dart), each with its own strings. The code inside an interpolated string (`"${a + "b"}"`,
// `"\(x)"`, `$"{x}"`) is lexed as code: a comment in there is a comment; the text around it stays.

interface Options {
  /** Block comments nest. */
  nested?: boolean;
  /** No block comments at all (Zig). */
  noBlock?: boolean;
  /** `#` starts a line comment too (HCL). */
  hash?: boolean;
  /** `'`: a character literal, a character or a lifetime/symbol (`'a`), a string, or nothing special. */
  quote?: 'char' | 'lifetime' | 'string' | 'none';
  /** What opens code inside `"..."`: `${` (and `$name`), Swift's `\(`, or nothing. */
  interpolation?: 'dollar' | 'paren';
  /** `%{ ... }` template directives inside strings (HCL). */
  directives?: boolean;
  /** Single-quoted strings interpolate too (Dart). */
  singleInterpolates?: boolean;
  /** `"""` text blocks (and `'''` when `quote` is `string`). */
  triple?: boolean;
  /** `"""` blocks have no escapes (Kotlin, Scala). */
  rawTriple?: boolean;
  /** `"` strings may span lines (Rust). */
  multiline?: boolean;
  /** Only strings after an identifier prefix interpolate (Scala's `s"..."`). */
  prefixedInterpolation?: boolean;
  /** Unicode escapes are read before anything else (Java): `\u000a` ends a line comment. */
  unicodeEscapes?: boolean;
  /** Per-language extras, tried first at `"`, `#`, `@`, `$`, `` ` ``, `r`, `\`, `<` and `/`. */
  special?: (text: string, i: number, to: number, c: number, state: State) => number;
}

interface State {
  /** Start of the current line's code (after indentation): for line-start rules. */
  lineStart: boolean;
  /** Kind of the last significant character: for Groovy's slashy strings. */
  last: number;
  /** Where comments go, and the language's options: for code inside strings. */
  out: number[];
  o: Options;
}

function braceLexer(o: Options): Lexer {
  return (text, from, to, out) => {
    if (!o.hash && text.indexOf('/', from) < 0) return;
    code(text, from, to, { lineStart: true, last: 0, out, o }, -1);
  };
}

/**
 * Lexes code from `i`, recording its comments in `state.out`: up to `to`, or with `close` (`)`
 * or `}`) only up to the bracket that closes code interpolated in a string, and returns the
 * index past it (`to` when there is none, or a block comment does not end).
 */
function code(text: string, i: number, to: number, state: State, close: number): number {
  const { o, out } = state;
  const open = close === 125 ? 123 : close === 41 ? 40 : -1;
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      state.lineStart = true;
      i++;
      continue;
    }
    if (c === 32 || c === 9) {
      i++;
      continue;
    }
    if (o.special) {
      const next = o.special(text, i, to, c, state);
      if (next !== i) {
        state.lineStart = false;
        state.last = 34;
        i = next;
        continue;
      }
    }
    state.lineStart = false;
    if (c === 47 && text.charCodeAt(i + 1) === 47) {
      const end = o.unicodeEscapes ? escapedLineEnd(text, i, to) : lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42 && !o.noBlock) {
      const end = blockEnd(text, i, to, o.nested ?? false);
      if (end < 0) return to;
      out.push(i, end);
      i = end;
    } else if (c === 35 && o.hash) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 34) {
      i = stringEnd(text, i, to, state, 34, !o.prefixedInterpolation || isWordChar(text.charCodeAt(i - 1)));
      state.last = 34;
    } else if (c === 39 && o.quote !== 'none') {
      i = o.quote === 'string' ? stringEnd(text, i, to, state, 39, o.singleInterpolates ?? false)
        : o.quote === 'lifetime' ? charOrLifetimeEnd(text, i, to) : charEnd(text, i, to);
      state.last = 34;
    } else {
      if (isWordChar(c)) {
        i++;
        while (i < to && isWordChar(text.charCodeAt(i))) i++;
        state.last = 97;
        continue;
      }
      if (c === open) depth++;
      else if (c === close && depth-- === 0) return i + 1;
      state.last = c;
      i++;
    }
  }
  return to;
}

/**
 * End of the line holding `i` where `\uXXXX` escapes are read first (Java): a `\u000a` or
 * `\u000d` (any number of `u`s, either case) is a line break, unless its backslash is escaped.
 */
function escapedLineEnd(text: string, i: number, to: number): number {
  const end = lineEnd(text, i, to);
  for (let b = text.indexOf('\\', i); b >= 0 && b < end; b = text.indexOf('\\', b + 1)) {
    let run = b + 1; // a backslash after an odd run of them is escaped, and starts no escape
    while (text.charCodeAt(run) === 92) run++;
    if ((run - b) % 2 === 0) {
      b = run - 1;
      continue;
    }
    let u = run;
    while (text.charCodeAt(u) === 117) u++;
    if (u > run && /^000[ad]$/i.test(text.slice(u, u + 4))) return run - 1;
    b = run - 1;
  }
  return end;
}

/** Past the end of the block comment at `i` (counting nested ones), or -1. */
export function blockEnd(text: string, i: number, to: number, nested: boolean): number {
  if (!nested) {
    const close = text.indexOf('*/', i + 2);
    return close < 0 || close + 2 > to ? -1 : close + 2;
  }
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 42) {
      depth++;
      i++;
    } else if (c === 42 && text.charCodeAt(i + 1) === 47) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * Past the string whose opening quote is at `i`: `"""`/`'''` blocks when the language has them,
 * escapes, and interpolated code lexed by `code`. An unterminated one-line string stops at
 * its line break.
 */
function stringEnd(text: string, i: number, to: number, state: State, quote: number, interpolates: boolean): number {
  const { o } = state;
  const triple = o.triple === true && text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2;
  const escapes = !(triple && o.rawTriple);
  const multiline = triple || (o.multiline ?? false);
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (!triple) return i + 1;
      if (text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) {
        while (text.charCodeAt(i + 3) === quote) i++; // """a"""" ends at the last three
        return i + 3;
      }
    } else if (c === 92 && escapes) {
      if (interpolates && o.interpolation === 'paren' && text.charCodeAt(i + 1) === 40) i = inner(text, i + 2, to, state, 41) - 1;
      else i++;
    } else if ((c === 36 || (c === 37 && o.directives)) && interpolates && o.interpolation === 'dollar' && text.charCodeAt(i + 1) === 123) {
      i = inner(text, i + 2, to, state, 125) - 1;
    } else if ((c === 10 || c === 13) && !multiline) {
      return i;
    }
  }
  return to;
}

/** Past the `close` bracket that ends the code interpolated in a string from `i`, its comments recorded. */
function inner(text: string, i: number, to: number, state: State, close: number): number {
  return code(text, i, to, { lineStart: false, last: 0, out: state.out, o: state.o }, close);
}

/** Past a character literal `'x'`, `'\''`, `'\u{1F600}'`; at its line break when unterminated. */
function charEnd(text: string, i: number, to: number): number {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 39) return i + 1;
    if (c === 92) i++;
    else if (c === 10 || c === 13) return i;
  }
  return to;
}

/** `'a'` and `'\n'` are characters; `'a` (a Rust lifetime or label, a Scala symbol) is a name. */
function charOrLifetimeEnd(text: string, i: number, to: number): number {
  const next = text.charCodeAt(i + 1);
  if (next === 92) return charEnd(text, i, to);
  const width = next >= 0xd800 && next <= 0xdbff ? 2 : 1;
  if (text.charCodeAt(i + 1 + width) === 39) return i + 2 + width;
  return i + 1;
}

// --- per-language extras ---

/** Past `"` repeated `count` times from `i` (the closing run of a C# raw string). */
function closingRun(text: string, i: number, to: number, count: number): number {
  const run = '"'.repeat(count);
  const close = text.indexOf(run, i);
  if (close < 0 || close >= to) return to;
  let end = close + count;
  while (text.charCodeAt(end) === 34) end++;
  return end;
}

/**
 * C#: verbatim `@"..."`, interpolated `$"{...}"` (and `$@"..."`), raw `"""..."""` (interpolated
 * with `$"""{...}"""`, or `$$"""{{...}}"""` where single braces are text), and directive messages.
 */
function csharpSpecial(text: string, i: number, to: number, c: number, state: State): number {
  if (c === 35 && state.lineStart) {
    let j = i + 1;
    while (isBlank(text.charCodeAt(j))) j++;
    // `#region`, `#error` and `#warning` take the rest of the line as their message.
    if (/^(?:region|error|warning)\b/.test(text.slice(j, j + 8))) return lineEnd(text, i, to);
    return i;
  }
  if (c !== 64 && c !== 36 && c !== 34) return i;
  let j = i, verbatim = false, dollars = 0;
  while (j < i + 8) {
    const d = text.charCodeAt(j);
    if (d === 64) verbatim = true;
    else if (d === 36) dollars++;
    else break;
    j++;
  }
  if (text.charCodeAt(j) !== 34) return i;
  let quotes = 0;
  while (text.charCodeAt(j + quotes) === 34) quotes++;
  if (quotes >= 3) return dollars === 0 ? closingRun(text, j + quotes, to, quotes) : rawInterpolatedEnd(text, j + quotes, to, quotes, dollars, state);
  if (!verbatim && dollars === 0) return i;
  for (j++; j < to; j++) {
    const d = text.charCodeAt(j);
    if (d === 34) {
      if (verbatim && text.charCodeAt(j + 1) === 34) j++;
      else return j + 1;
    } else if (d === 92 && !verbatim) {
      j++;
    } else if (d === 123 && dollars > 0) {
      if (text.charCodeAt(j + 1) === 123) j++;
      else j = holeEnd(text, j + 1, to, state) - 1;
    } else if ((d === 10 || d === 13) && !verbatim) {
      return j;
    }
  }
  return to;
}

/** Past a raw interpolated string whose text starts at `i`: `dollars` braces open a hole, `quotes` quotes close it. */
function rawInterpolatedEnd(text: string, i: number, to: number, quotes: number, dollars: number, state: State): number {
  while (i < to) {
    const c = text.charCodeAt(i);
    let run = 1;
    if (c === 34 || c === 123) while (text.charCodeAt(i + run) === c) run++;
    if (c === 34 && run >= quotes) return i + run;
    if (c === 123 && run >= dollars) {
      i = holeEnd(text, i + run, to, state);
      for (let more = 1; more < dollars && text.charCodeAt(i) === 125; more++) i++;
    } else {
      i += run;
    }
  }
  return to;
}

/** Past the `}` of a C# interpolation hole: code (with nested strings and comments) then an optional format. */
function holeEnd(text: string, i: number, to: number, state: State): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93) depth--;
    else if (c === 125 && depth-- === 0) return i + 1;
    else if (c === 58 && depth === 0) {
      const close = text.indexOf('}', i);
      return close < 0 || close >= to ? to : close + 1;
    } else if (c === 47 && text.charCodeAt(i + 1) === 47) {
      const end = lineEnd(text, i, to);
      state.out.push(i, end);
      i = end - 1;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const end = blockEnd(text, i, to, false);
      if (end < 0) return to;
      state.out.push(i, end);
      i = end - 1;
    } else if (c === 34 || c === 64 || c === 36) {
      const end = csharpSpecial(text, i, to, c, { ...state, lineStart: false });
      i = (end !== i ? end : c === 34 ? charEndQuote(text, i, to, 34) : i + 1) - 1;
    } else if (c === 39) {
      i = charEnd(text, i, to) - 1;
    }
  }
  return to;
}

function charEndQuote(text: string, i: number, to: number, quote: number): number {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) i++;
    else if (c === 10 || c === 13) return i;
  }
  return to;
}

/** Go: `` `raw` `` strings span lines and have no escapes. */
function goSpecial(text: string, i: number, to: number, c: number): number {
  if (c !== 96) return i;
  const close = text.indexOf('`', i + 1);
  return close < 0 || close >= to ? to : close + 1;
}

/** Rust: raw strings `r"..."`, `r#"..."#`, with `b` and `c` prefixes; byte characters `b'x'`. */
function rustSpecial(text: string, i: number, to: number, c: number): number {
  if ((c !== 114 && c !== 98 && c !== 99) || isWordChar(text.charCodeAt(i - 1))) return i;
  let j = i;
  if (c === 98 || c === 99) {
    j++;
    if (text.charCodeAt(j) === 39 && c === 98) return charEnd(text, j, to);
    if (text.charCodeAt(j) === 34) return i; // b"..." is an ordinary string after the prefix
  }
  if (text.charCodeAt(j) !== 114) return i;
  const end = hashDelimitedEnd(text, j + 1, to);
  return end < 0 ? i : end;
}

/** Swift: extended delimiters `#"..."#` (and `#"""..."""#`); inside, only `\#(` interpolates. */
function swiftSpecial(text: string, i: number, to: number, c: number): number {
  if (c !== 35) return i;
  const end = hashDelimitedEnd(text, i, to);
  return end < 0 ? i : end;
}

/**
 * Past a string fenced by `#`s (Rust `r#"..."#`, Swift `#"..."#`): from `j` at its hashes (maybe
 * none), a `"`, then up to a `"` followed by as many hashes; -1 when no `"` follows the hashes.
 */
function hashDelimitedEnd(text: string, j: number, to: number): number {
  let hashes = 0;
  while (text.charCodeAt(j) === 35) {
    hashes++;
    j++;
  }
  if (text.charCodeAt(j) !== 34) return -1;
  const close = text.indexOf('"' + '#'.repeat(hashes), j + 1);
  return close < 0 || close >= to ? to : close + 1 + hashes;
}

/** Dart: raw strings `r'...'`, `r"..."`, `r'''...'''` have no escapes and no interpolation. */
function dartSpecial(text: string, i: number, to: number, c: number): number {
  if (c !== 114 || isWordChar(text.charCodeAt(i - 1))) return i;
  const quote = text.charCodeAt(i + 1);
  if (quote !== 34 && quote !== 39) return i;
  const triple = text.charCodeAt(i + 2) === quote && text.charCodeAt(i + 3) === quote;
  const close = triple ? text.indexOf(String.fromCharCode(quote).repeat(3), i + 4) : text.indexOf(String.fromCharCode(quote), i + 2);
  if (close < 0 || close >= to) return to;
  if (!triple) {
    const line = lineEnd(text, i + 2, to);
    if (line < close) return line;
  }
  return close + (triple ? 3 : 1);
}

/** Zig: a `\\` multi-line string line runs to the end of its line. */
function zigSpecial(text: string, i: number, to: number, c: number): number {
  return c === 92 && text.charCodeAt(i + 1) === 92 ? lineEnd(text, i, to) : i;
}

/** HCL: heredocs `<<EOF` and `<<-EOF` run to a line holding only the marker. */
function hclSpecial(text: string, i: number, to: number, c: number): number {
  if (c !== 60 || text.charCodeAt(i + 1) !== 60) return i;
  const marker = /^<<-?([A-Za-z_][\w-]*)[ \t]*\r?$/.exec(text.slice(i, lineEnd(text, i, to)));
  if (!marker) return i;
  let line = lineEnd(text, i, to);
  while (line < to) {
    line += text.charCodeAt(line) === 13 && text.charCodeAt(line + 1) === 10 ? 2 : 1;
    const end = lineEnd(text, line, to);
    if (text.slice(line, end).trim() === marker[1]) return end;
    line = end;
  }
  return to;
}

// Groovy: a `/` where a value starts opens a slashy string, if it closes on the same line.
const GROOVY_VALUE_BEFORE = new Set([0, 40, 44, 61, 58, 91, 33, 38, 124, 63, 123, 125, 59, 43, 45, 42, 37, 60, 62, 126]);

function groovySpecial(text: string, i: number, to: number, c: number, state: State): number {
  if (c === 36 && text.charCodeAt(i + 1) === 47) {
    const close = text.indexOf('/$', i + 2);
    return close < 0 || close >= to ? to : close + 2;
  }
  if (c !== 47 || !GROOVY_VALUE_BEFORE.has(state.last)) return i;
  const next = text.charCodeAt(i + 1);
  if (next === 47 || next === 42 || next === 61) return i;
  const end = lineEnd(text, i, to);
  for (let j = i + 1; j < end; j++) {
    const d = text.charCodeAt(j);
    if (d === 92) j++;
    else if (d === 47) return j + 1;
  }
  return i;
}

export const csharpLexer = braceLexer({ quote: 'char', special: csharpSpecial });
export const javaLexer = braceLexer({ quote: 'char', triple: true, unicodeEscapes: true });
export const goLexer = braceLexer({ quote: 'char', special: goSpecial });
export const rustLexer = braceLexer({ quote: 'lifetime', nested: true, multiline: true, special: rustSpecial });
export const kotlinLexer = braceLexer({ quote: 'char', nested: true, triple: true, rawTriple: true, interpolation: 'dollar' });
export const swiftLexer = braceLexer({ quote: 'none', nested: true, triple: true, interpolation: 'paren', special: swiftSpecial });
export const scalaLexer = braceLexer({
  quote: 'lifetime', nested: true, triple: true, rawTriple: true, interpolation: 'dollar', prefixedInterpolation: true,
});
export const dartLexer = braceLexer({
  quote: 'string', nested: true, triple: true, interpolation: 'dollar', singleInterpolates: true, special: dartSpecial,
});
export const groovyLexer = braceLexer({ quote: 'string', triple: true, interpolation: 'dollar', special: groovySpecial });
export const zigLexer = braceLexer({ quote: 'char', noBlock: true, special: zigSpecial });
export const hclLexer = braceLexer({ quote: 'none', hash: true, interpolation: 'dollar', directives: true, special: hclSpecial });
