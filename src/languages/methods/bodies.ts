import type { MethodSpan } from '../../types.js';

// Where a unit's body lies in the analysed text, and what stands in for it when it is elided: the
// head (decorators, signature, a Python docstring) stays, and one marker line in the body's own
// indentation, written as a comment of the language, takes the body's place, in a form that still
// parses (braces kept; Python's `...` and shell's `:` after the comment, as a body cannot be empty
// there). A body the scan cannot be sure of (a one-line body, a brace the scan cannot pair, a
// lambda or expression body) is not elided: its unit stays whole.

/** The part of a unit's text that eliding its body replaces, and how the replacement is written. */
export interface BodyPlace {
  /** UTF-16 offsets of the text replaced: `text.slice(start, end)`. */
  start: number;
  end: number;
  /** 1-based first and last lines of the code elided. */
  startLine: number;
  endLine: number;
  /** What goes before and after the marker line. */
  before: string;
  after: string;
  /** The marker line's comment opener. */
  comment: string;
}

/** The marker that stands for an elided body: `… 312 tokens elided (lines 40-97) …`. */
export function markerText(tokens: number, startLine: number, endLine: number): string {
  const lines = startLine === endLine ? `line ${startLine}` : `lines ${startLine}-${endLine}`;
  return `… ${tokens} tokens elided (${lines}) …`;
}

/** The text that replaces a body elided: its place's framing around the marker line. */
export function elisionText(place: BodyPlace, tokens: number): string {
  return `${place.before}${place.comment} ${markerText(tokens, place.startLine, place.endLine)}${place.after}`;
}

/** Languages whose bodies are braced, with the comment their marker is written as. */
const BRACED: Record<string, string> = {
  javascript: '//', jsx: '//', typescript: '//', tsx: '//', java: '//', csharp: '//', go: '//', rust: '//', c: '//', cpp: '//', php: '//', shell: '#',
};

/** Whether bodies of the language can be elided. */
export function elidesBodies(language: string): boolean {
  return Object.hasOwn(BRACED, language) || language === 'python' || language === 'ruby';
}

/** Where each unit's body lies in `text` (same order as `units`); undefined for a unit whose body is not elided. */
export function bodyPlaces(text: string, units: readonly MethodSpan[], language: string): (BodyPlace | undefined)[] {
  const lines = new LineIndex(text);
  return units.map((unit) => {
    try {
      if (language === 'python') return pythonBody(text, unit, lines);
      if (language === 'ruby') return rubyBody(text, unit, lines);
      if (Object.hasOwn(BRACED, language)) return bracedBody(text, unit, language, lines);
    } catch (err) {
      if (err !== UNSURE) throw err;
    }
    return undefined;
  });
}

const UNSURE = new Error('unsure of a body');

/** 1-based lines of offsets, from a table of line starts made once per text. */
class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }
  line(offset: number): number {
    let lo = 0, hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
  lineStart(offset: number): number {
    return this.starts[this.line(offset) - 1];
  }
}

const indentAt = (text: string, lineStart: number) => /^[ \t]*/.exec(text.slice(lineStart, lineStart + 200))![0];

// The first and last code (not blank) of text[from, to): the lines the marker names.
function codeLines(text: string, from: number, to: number, lines: LineIndex): [number, number] {
  let a = from, b = to;
  while (a < b && /\s/.test(text[a])) a++;
  while (b > a && /\s/.test(text[b - 1])) b--;
  if (a === b) throw UNSURE;
  return [lines.line(a), lines.line(b - 1)];
}

// ---- braced bodies ----

/**
 * The body of a unit that ends with its body's `}` (a `;`, `)` or `,` may follow): from after the
 * `{` that pairs with it to before it. Only braces are paired (a C++ template's `<`, a shell
 * `case` pattern's `)` do not count); strings, characters and comments are skipped. A `{` right
 * after `(`, `=`, `,` and the like opens an object or a block of an expression, not a body.
 */
function bracedBody(text: string, { start, end }: MethodSpan, language: string, lines: LineIndex): BodyPlace {
  let close = end - 1;
  while (close > start && /[\s;),]/.test(text[close])) close--;
  if (text[close] !== '}') throw UNSURE;
  const open = pairedOpen(text, start, close, language);
  let before = open - 1;
  while (before > start && /\s/.test(text[before])) before--;
  if (/[(=,[:?&|!+\-*/%^~]/.test(text[before]) && !(text[before] === '>' && text[before - 1] === '=')) throw UNSURE;
  const [startLine, endLine] = codeLines(text, open + 1, close, lines);
  if (lines.line(open) === startLine && lines.line(close) === endLine) throw UNSURE;
  // The closing brace's indentation when it starts its line, else the head's.
  const closeStart = lines.lineStart(close);
  const closeIndent = /^[ \t]*$/.test(text.slice(closeStart, close)) ? text.slice(closeStart, close) : indentAt(text, lines.lineStart(start));
  const firstCode = text.slice(open + 1, close).search(/\S/) + open + 1;
  const bodyIndent = lines.line(firstCode) > lines.line(open) ? indentAt(text, lines.lineStart(firstCode)) : `${closeIndent}    `;
  const comment = BRACED[language];
  // Shell's `{ }` must hold a command: `:` does nothing.
  const after = language === 'shell' ? `\n${bodyIndent}:\n${closeIndent}` : `\n${closeIndent}`;
  return { start: open + 1, end: close, startLine, endLine, before: '\n' + bodyIndent, after, comment };
}

/** The offset of the `{` that the `}` at `close` pairs with, scanning from `start`. */
function pairedOpen(text: string, start: number, close: number, language: string): number {
  const opens: number[] = [];
  for (let i = start; i < close; i++) {
    const c = text[i];
    if (c === '{') opens.push(i);
    else if (c === '}') {
      if (opens.pop() === undefined) throw UNSURE;
    } else if (c === '"' || c === "'" || c === '`' || c === '/' || c === '#' || c === '@' || c === 'r' || c === 'R' || c === '$') i = skipLiteral(text, i, close, language) - 1;
  }
  const open = opens.pop();
  if (open === undefined) throw UNSURE;
  return open;
}

/** The end of the literal or comment that starts at `i` (or `i + 1` when none starts there). */
function skipLiteral(text: string, i: number, limit: number, language: string): number {
  const c = text[i], next = text[i + 1];
  const js = language === 'javascript' || language === 'jsx' || language === 'typescript' || language === 'tsx';
  if (c === '/' && next === '/' && language !== 'shell') return lineEnd(text, i, limit);
  if (c === '/' && next === '*' && language !== 'shell') {
    const e = text.indexOf('*/', i + 2);
    if (e === -1 || e >= limit) throw UNSURE;
    return e + 2;
  }
  if (c === '#' && (language === 'shell' || (language === 'php' && next !== '['))) {
    if (language === 'shell' && i > 0 && !/\s/.test(text[i - 1])) return i + 1;
    return lineEnd(text, i, limit);
  }
  if (c === '`' && js) return templateEnd(text, i + 1, limit);
  if (c === '`' && language === 'go') return closing(text, i + 1, limit, '`', false);
  if (c === '"' && (language === 'java' || language === 'csharp') && text.startsWith('"""', i)) {
    const e = text.indexOf('"""', i + 3);
    if (e === -1 || e >= limit) throw UNSURE;
    return e + 3;
  }
  if (c === '@' && next === '"' && language === 'csharp') return verbatimEnd(text, i + 2, limit);
  if ((c === 'r' || c === 'R') && language === 'rust' && /^r#*"/.test(text.slice(i, i + 40)) && !isWordChar(text[i - 1])) {
    const hashes = /^r(#*)"/.exec(text.slice(i))![1];
    const e = text.indexOf(`"${hashes}`, i + hashes.length + 2);
    if (e === -1 || e >= limit) throw UNSURE;
    return e + 1 + hashes.length;
  }
  if (c === 'R' && next === '"' && language === 'cpp' && !isWordChar(text[i - 1])) {
    const delimiter = /^R"([^()\\\s]{0,16})\(/.exec(text.slice(i, i + 20));
    if (!delimiter) throw UNSURE;
    const e = text.indexOf(`)${delimiter[1]}"`, i);
    if (e === -1 || e >= limit) throw UNSURE;
    return e + delimiter[1].length + 2;
  }
  if (c === '"') return closing(text, i + 1, limit, '"', true);
  if (c === "'") {
    // Shell's single quotes take no escapes; elsewhere a quote that opens no short literal is a
    // Rust lifetime or a C++ digit separator.
    if (language === 'shell') return closing(text, i + 1, limit, "'", false);
    if (language === 'javascript' || language === 'jsx' || language === 'typescript' || language === 'tsx' || language === 'php') return closing(text, i + 1, limit, "'", true);
    const literal = /^'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|[^\n])[^'\n]{0,8}|[^\\'\n]{1,2})'/.exec(text.slice(i, i + 16));
    return literal ? i + literal[0].length : i + 1;
  }
  return i + 1;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\w$]/.test(c);

function lineEnd(text: string, i: number, limit: number): number {
  const e = text.indexOf('\n', i);
  return e === -1 || e > limit ? limit : e;
}

function closing(text: string, i: number, limit: number, quote: string, escapes: boolean): number {
  for (; i < limit; i++) {
    if (escapes && text[i] === '\\') i++;
    else if (text[i] === quote) return i + 1;
  }
  throw UNSURE;
}

function verbatimEnd(text: string, i: number, limit: number): number {
  for (; i < limit; i++) {
    if (text[i] !== '"') continue;
    if (text[i + 1] === '"') i++;
    else return i + 1;
  }
  throw UNSURE;
}

// A JS template literal, its `${...}` holes (which may hold strings and templates) included.
function templateEnd(text: string, i: number, limit: number): number {
  for (; i < limit; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '`') return i + 1;
    else if (c === '$' && text[i + 1] === '{') {
      let depth = 1;
      for (i += 2; i < limit && depth > 0; i++) {
        const d = text[i];
        if (d === '{') depth++;
        else if (d === '}') depth--;
        else if (d === '"' || d === "'") i = closing(text, i + 1, limit, d, true) - 1;
        else if (d === '`') i = templateEnd(text, i + 1, limit) - 1;
      }
      if (depth > 0) throw UNSURE;
      i--;
    }
  }
  throw UNSURE;
}

// ---- Python ----

const PY_STRING = /^[rRbBuUfF]{0,2}("""|'''|"|')/;

/**
 * A `def`'s body: the lines after its signature (and after its docstring, which stays), replaced
 * by an indented comment and `...`. A lambda, or a body on the signature's line, stays.
 */
function pythonBody(text: string, { start, end }: MethodSpan, lines: LineIndex): BodyPlace {
  let depth = 0, sawDef = false, colon = -1;
  for (let i = start; i < end && colon < 0; i++) {
    const c = text[i];
    if (c === '#') i = lineEnd(text, i, end) - 1;
    else if ((c === '"' || c === "'" || /[rRbBuUfF]/.test(c)) && !isWordChar(text[i - 1]) && PY_STRING.test(text.slice(i, i + 5))) i = pythonStringEnd(text, i, end) - 1;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && c === 'd' && text.startsWith('def', i) && !isWordChar(text[i - 1]) && !isWordChar(text[i + 3])) sawDef = true;
    else if (depth === 0 && c === ':' && sawDef) colon = i;
  }
  if (colon < 0) throw UNSURE;
  let head = lineEnd(text, colon, end);
  if (text.slice(colon + 1, head).trim() !== '' || head >= end) throw UNSURE;
  let first = firstCodeAfter(text, head + 1, end);
  const indent = indentAt(text, lines.lineStart(first));
  if (PY_STRING.test(text.slice(first, first + 5))) {
    // The docstring stays: it says what the body did.
    const after = pythonStringEnd(text, first, end);
    head = lineEnd(text, after, end);
    if (text.slice(after, head).trim() !== '' || head >= end) throw UNSURE;
    first = firstCodeAfter(text, head + 1, end);
  }
  const [startLine, endLine] = codeLines(text, head + 1, end, lines);
  return { start: head + 1, end, startLine, endLine, before: indent, after: `\n${indent}...`, comment: '#' };
}

function firstCodeAfter(text: string, from: number, end: number): number {
  const at = text.slice(from, end).search(/\S/);
  if (at < 0) throw UNSURE;
  return from + at;
}

function pythonStringEnd(text: string, i: number, limit: number): number {
  const [prefixAndQuote, quote] = PY_STRING.exec(text.slice(i, i + 5))!;
  const raw = /[rR]/.test(prefixAndQuote);
  i += prefixAndQuote.length;
  for (; i < limit; i++) {
    if (text[i] === '\\') i += raw ? 0 : 1;
    else if (text.startsWith(quote, i)) return i + quote.length;
    else if (quote.length === 1 && text[i] === '\n') break;
  }
  throw UNSURE;
}

// ---- Ruby ----

/**
 * A `def ... end`'s body: the lines between its signature and its `end`, replaced by an indented
 * comment. A one-line `def`, an endless `def f = ...` and a block unit (`define_method(:f) { }`) stay.
 */
function rubyBody(text: string, { start, end }: MethodSpan, lines: LineIndex): BodyPlace {
  if (!text.startsWith('end', end - 3)) throw UNSURE;
  const endLine = lines.lineStart(end - 3);
  if (text.slice(endLine, end - 3).trim() !== '') throw UNSURE;
  const def = text.slice(start, end).search(/(^|[\s;])def\s/);
  if (def < 0) throw UNSURE;
  let depth = 0, head = -1;
  for (let i = start + def; i < endLine && head < 0; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '"' || c === "'") i = closing(text, i + 1, endLine, c, true) - 1;
    else if (c === '\n' && depth === 0) head = i;
    else if (c === '#' && depth === 0) i = lineEnd(text, i, endLine) - 1;
  }
  if (head < 0 || endless(text.slice(start + def, head))) throw UNSURE;
  const first = firstCodeAfter(text, head + 1, endLine);
  const indent = indentAt(text, lines.lineStart(first));
  const [startLine, lastLine] = codeLines(text, head + 1, endLine, lines);
  return { start: head + 1, end: endLine, startLine, endLine: lastLine, before: indent, after: '\n', comment: '#' };
}

// `def name(args) = expression`: after the name and its parameters comes `=`.
function endless(signature: string): boolean {
  let rest = signature.replace(/^\s*def\s+[^\s(]+/, '');
  if (rest.startsWith('(')) {
    let depth = 0, i = 0;
    for (; i < rest.length; i++) {
      if (rest[i] === '(') depth++;
      else if (rest[i] === ')' && --depth === 0) break;
    }
    rest = rest.slice(i + 1);
  }
  return rest.trimStart().startsWith('=');
}
