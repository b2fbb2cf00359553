import { qualify, type Unit } from '../lines.js';
import { COLON, COMMA, DOT, EQ, GT, IDENT, KIND, LBRACE, LBRACKET, LPAREN, LT, QUESTION, RBRACE, RBRACKET, RPAREN, SEMI, STAR, TILDE, UNSURE, isWordToken, commaDeclarator, sure, tokenize, touching, word, type Tokens } from './braces.js';

// C#'s units found from tokens, as the tree-sitter splitter (../csharp.ts) finds them: methods,
// constructors, finalizers (`~Queue`), operators (`operator+`, `operator bool`), accessors with a
// body (`get Queue.Count`, `set Queue.Count`; `get Queue.this[]` for an indexer), expression-bodied
// properties (their getter), local functions, and lambdas or anonymous methods bound by a variable
// declaration; named by the classes, structs, interfaces and records around them (a generic one
// with its type parameters: `Queue<T>.Push`), not by namespaces. A unit starts at its first
// attribute or modifier.

/** The units of a C# text, or undefined when the finder cannot be sure of them (the caller parses). */
export function csharpUnits(text: string): Unit[] | undefined {
  return sure(() => find(tokenize(text, 'csharp')));
}


// What a frame's tokens are: members of a type body, a property's accessors, code, or an enum's members.
const TYPE = 0, ACCESSORS = 1, CODE = 2, ENUM = 3;

interface Frame {
  kind: number;
  /** Qualified name of what is inside (for accessors: the property's). */
  name: string;
  /** Index of the token that closes it. */
  until: number;
}

/** Names that stand before `(` in statements, or before a name without being a type. */
const KEYWORDS = new Set([
  'if', 'else', 'while', 'for', 'foreach', 'switch', 'catch', 'using', 'lock', 'fixed', 'return', 'when', 'nameof', 'typeof',
  'sizeof', 'default', 'checked', 'unchecked', 'new', 'base', 'this', 'await', 'throw', 'case', 'yield', 'in', 'is', 'as',
  'out', 'ref', 'do', 'goto', 'stackalloc', 'and', 'or', 'not', 'with', 'from', 'select', 'where', 'let', 'on', 'equals', 'by',
]);
const ACCESSOR_NAMES = new Set(['get', 'set', 'init', 'add', 'remove']);

function find(t: Tokens): Unit[] {
  const { kind, match, count } = t;
  const units: Unit[] = [];
  const frames: Frame[] = [{ kind: TYPE, name: '', until: count }];
  const marked = new Map<number, Frame>();
  for (let i = 0; i < count; i++) {
    while (frames[frames.length - 1].until <= i) frames.pop();
    const f = frames[frames.length - 1];
    const k = kind[i] & KIND;
    if (k === LBRACE) {
      frames.push(marked.get(i) ?? { kind: f.kind === ENUM ? ENUM : CODE, name: f.name, until: match[i] });
      continue;
    }
    if (f.kind === ENUM) continue;
    if (k === LBRACKET && f.kind !== CODE) {
      i = match[i]; // attributes
      continue;
    }
    if (k !== IDENT) {
      if (f.kind === TYPE && k === EQ && (kind[i + 1] & KIND) !== GT) frames.push({ kind: CODE, name: f.name, until: valueEnd(t, i + 1) });
      continue;
    }
    if (f.kind === ACCESSORS) {
      if (ACCESSOR_NAMES.has(word(t, i))) accessor(t, i, f, units, marked);
      continue;
    }
    if (isTypeKeyword(t, i)) {
      i = typeDeclaration(t, i, f, marked) - 1;
      continue;
    }
    const next = kind[i + 1] & KIND;
    if (next === EQ && (kind[i + 2] & KIND) !== EQ && (kind[i + 2] & KIND) !== GT) {
      if (f.kind === TYPE || isDeclarator(t, i)) declarator(t, i, f, frames, units);
      continue;
    }
    if (f.kind === TYPE && isWordToken(t, i, 'operator')) {
      i = operator(t, i, f, units, marked);
      continue;
    }
    if (f.kind === TYPE && isWordToken(t, i, 'this') && next === LBRACKET) {
      i = property(t, i, match[i + 1] + 1, qualify(f.name, 'this[]'), units, marked);
      continue;
    }
    const params = next === LPAREN ? i + 1 : next === LT ? typeArgumentsEnd(t, i + 1) : -1;
    if (params >= 0 && (kind[params] & KIND) === LPAREN && (f.kind === TYPE || typeBefore(t, i)) && !KEYWORDS.has(word(t, i))) {
      const name = (kind[i - 1] & KIND) === TILDE ? `~${word(t, i)}` : word(t, i);
      const last = method(t, i, params, qualify(f.name, name), f.kind === CODE, units, marked);
      if (last >= 0) i = last;
      continue;
    }
    if (f.kind === TYPE && (next === LBRACE || next === EQ && (kind[i + 2] & KIND) === GT && touching(t, i + 1))) {
      i = property(t, i, i + 1, qualify(f.name, word(t, i)), units, marked);
    }
  }
  return units;
}

/** `class`, `struct`, `interface`, `record`, `enum` or `namespace` starting a declaration. */
function isTypeKeyword(t: Tokens, i: number): boolean {
  if (i > 0 && (t.kind[i - 1] & KIND) === DOT) return false;
  const n = t.end[i] - t.start[i];
  if (n < 4 || n > 9 || (t.kind[i + 1] & KIND) !== IDENT) return false;
  return isWordToken(t, i, 'class') || isWordToken(t, i, 'struct') || isWordToken(t, i, 'interface') || isWordToken(t, i, 'record')
    || isWordToken(t, i, 'enum') || isWordToken(t, i, 'namespace');
}

/** A type or namespace declaration: its body named by it (a namespace adds no name). Returns the index of the body's `{`, or the `;`. */
function typeDeclaration(t: Tokens, i: number, f: Frame, marked: Map<number, Frame>): number {
  const { kind, match, count } = t;
  let n = i + 1;
  // `record struct Point`, `record class Point`
  if (isWordToken(t, i, 'record') && (isWordToken(t, n, 'struct') || isWordToken(t, n, 'class'))) n++;
  if ((kind[n] & KIND) !== IDENT) throw UNSURE;
  const namespace = isWordToken(t, i, 'namespace');
  let own = word(t, n);
  if ((kind[n + 1] & KIND) === LT) {
    // A generic type is named with its parameters: `AsyncLazy<T>` beside `AsyncLazy`.
    const e = typeArgumentsEnd(t, n + 1);
    if (e < 0) throw UNSURE;
    own += t.text.slice(t.start[n + 1], t.end[e - 1]).replace(/\s+/g, ' ');
  }
  const name = namespace ? f.name : qualify(f.name, own);
  const kindOf = isWordToken(t, i, 'enum') ? ENUM : TYPE;
  for (let j = n + 1; j < count; j++) {
    const k = kind[j] & KIND;
    if (k === LBRACE) {
      marked.set(j, { kind: kindOf, name, until: match[j] });
      return j;
    }
    if (k === SEMI) return j; // `namespace Shop.Stock;`, `record Point(int X, int Y);`
    if (k === LPAREN || k === LBRACKET) j = match[j];
    else if (k === RBRACE || k === EQ) throw UNSURE;
  }
  throw UNSURE;
}

/** Past `<...>` starting at `j`; -1 when what follows `<` is no type argument list. */
function typeArgumentsEnd(t: Tokens, j: number): number {
  const { kind, match } = t;
  let depth = 0;
  for (; ; j++) {
    const k = kind[j] & KIND;
    if (k === LT) depth++;
    else if (k === GT) {
      if (--depth === 0) return j + 1;
    } else if (k === LPAREN || k === LBRACKET) j = match[j];
    else if (k !== IDENT && k !== COMMA && k !== DOT && k !== QUESTION && k !== STAR && k !== COLON) return -1;
  }
}

/**
 * A method, constructor, finalizer, operator or local function named `name` whose parameters open
 * at `params`: a unit when it has a body (a block, or `=> expression;`). Returns the index of the
 * token before the body's `{` or `=>` (the walk goes on inside), or -1 for a local function's look-alike.
 */
function method(t: Tokens, i: number, params: number, name: string, local: boolean, units: Unit[], marked: Map<number, Frame>): number {
  const { kind, match, end, count } = t;
  // `static (int, int) Pair()`: the parentheses hold a tuple type, and the walk goes on to the name.
  if (((kind[match[params] + 1] & KIND) === IDENT && !isWordToken(t, match[params] + 1, 'where')) || (kind[match[params] + 1] & KIND) === QUESTION) return -1;
  for (let j = match[params] + 1; j < count; j++) {
    const k = kind[j] & KIND;
    if (k === LBRACE) {
      units.push({ name, start: memberStart(t, i), end: end[match[j]] });
      marked.set(j, { kind: CODE, name, until: match[j] });
      return j - 1;
    }
    if (k === EQ && (kind[j + 1] & KIND) === GT && touching(t, j)) {
      const e = valueEnd(t, j + 2);
      if ((kind[e] & KIND) !== SEMI) throw UNSURE;
      units.push({ name, start: memberStart(t, i), end: end[e] });
      marked.set(j, { kind: CODE, name, until: e });
      return j - 1;
    }
    if (local && j === match[params] + 1 && !isWordToken(t, j, 'where')) return -1;
    if (k === SEMI) return j;
    if (k === LPAREN || k === LBRACKET) j = match[j];
    else if (k !== IDENT && k !== COLON && k !== COMMA && k !== DOT && k !== LT && k !== GT && k !== QUESTION) throw UNSURE;
  }
  throw UNSURE;
}

/** `operator +(...)`, `implicit operator bool(...)`. */
function operator(t: Tokens, i: number, f: Frame, units: Unit[], marked: Map<number, Frame>): number {
  const { kind, start, end, text } = t;
  let params = i + 1;
  while (params < t.count && (kind[params] & KIND) !== LPAREN) params++;
  if (params === i + 1 || params >= t.count) throw UNSURE;
  const what = text.slice(start[i + 1], end[params - 1]);
  const conversion = isWordToken(t, i - 1, 'implicit') || isWordToken(t, i - 1, 'explicit');
  const name = qualify(f.name, conversion ? `operator ${what}` : `operator${what}`);
  return method(t, i, params, name, false, units, marked);
}

/**
 * A property, indexer or event whose accessors or `=> expression;` start at token `a`: the
 * accessors are read in a frame of their own; an expression is its getter.
 */
function property(t: Tokens, i: number, a: number, name: string, units: Unit[], marked: Map<number, Frame>): number {
  const { kind, match, end } = t;
  const k = kind[a] & KIND;
  if (k === LBRACE) {
    marked.set(a, { kind: ACCESSORS, name, until: match[a] });
    return a - 1;
  }
  if (k === EQ && (kind[a + 1] & KIND) === GT && touching(t, a)) {
    const e = valueEnd(t, a + 2);
    if ((kind[e] & KIND) !== SEMI) throw UNSURE;
    units.push({ name: `get ${name}`, start: memberStart(t, i), end: end[e] });
    marked.set(a, { kind: CODE, name, until: e });
    return a - 1;
  }
  return a - 1;
}

/** `get { ... }`, `private set => ...;`: a unit when it has a body. */
function accessor(t: Tokens, i: number, f: Frame, units: Unit[], marked: Map<number, Frame>): void {
  const { kind, match, end } = t;
  const k = kind[i + 1] & KIND;
  const label = `${word(t, i)} ${f.name}`;
  if (k === LBRACE) {
    units.push({ name: label, start: memberStart(t, i), end: end[match[i + 1]] });
    marked.set(i + 1, { kind: CODE, name: f.name, until: match[i + 1] });
  } else if (k === EQ && (kind[i + 2] & KIND) === GT && touching(t, i + 1)) {
    const e = valueEnd(t, i + 3);
    if ((kind[e] & KIND) !== SEMI) throw UNSURE;
    units.push({ name: label, start: memberStart(t, i), end: end[e] });
  } else if (k !== SEMI) throw UNSURE;
}

/** Whether a type ends just before the name at `i`. */
function typeBefore(t: Tokens, i: number): boolean {
  if (i === 0) return false;
  const before = t.kind[i - 1] & KIND;
  if (before === IDENT) return !KEYWORDS.has(word(t, i - 1));
  if (before === GT) return !((t.kind[i - 2] & KIND) === EQ && touching(t, i - 2));
  if (before === QUESTION || before === STAR) return (t.kind[i - 2] & KIND) === IDENT || (t.kind[i - 2] & KIND) === GT;
  if (before === RBRACKET) {
    for (let j = t.match[i - 1] + 1; j < i - 1; j++) if ((t.kind[j] & KIND) !== COMMA) return false;
    return true;
  }
  return before === RPAREN && (t.kind[t.match[i - 1] - 1] & KIND) !== IDENT;
}

function isDeclarator(t: Tokens, i: number): boolean {
  return typeBefore(t, i) || (i > 0 && (t.kind[i - 1] & KIND) === COMMA && commaDeclarator(t, i, typeBefore));
}

/** A variable whose name is token `i`: a unit when its value is a lambda or an anonymous method. */
function declarator(t: Tokens, i: number, f: Frame, frames: Frame[], units: Unit[]): void {
  const { kind, start, end } = t;
  const v = i + 2;
  const e = valueEnd(t, v);
  const after = kind[e] & KIND;
  let name = f.name;
  if (isLambda(t, v) && after !== RPAREN) {
    name = qualify(f.name, word(t, i));
    const single = after === SEMI && (kind[i - 1] & KIND) !== COMMA;
    units.push({ name, start: single ? memberStart(t, i) : start[i], end: single ? end[e] : end[e - 1] });
  }
  if (e > v + 1) frames.push({ kind: CODE, name, until: e });
}

/** `x => ...`, `(a, b) => ...`, `async`/`static` ones, `delegate (...) { ... }`. */
function isLambda(t: Tokens, v: number): boolean {
  const { kind, match } = t;
  while (isWordToken(t, v, 'async') || isWordToken(t, v, 'static')) v++;
  if (isWordToken(t, v, 'delegate')) return true;
  const k = kind[v] & KIND;
  const arrow = k === IDENT ? v + 1 : k === LPAREN ? match[v] + 1 : -1;
  return arrow > 0 && (kind[arrow] & KIND) === EQ && (kind[arrow + 1] & KIND) === GT && touching(t, arrow);
}

/** The index of the token that ends a value starting at `v`: its `;`, the `,` before the next declarator, or a closing bracket. */
function valueEnd(t: Tokens, v: number): number {
  const { kind, match, count } = t;
  for (let j = v; j < count; j++) {
    const k = kind[j] & KIND;
    if (k === LPAREN || k === LBRACKET || k === LBRACE) j = match[j];
    else if (k === SEMI || k === RPAREN || k === RBRACKET || k === RBRACE) return j;
    else if (k === COMMA && (kind[j + 1] & KIND) === IDENT) {
      const n = kind[j + 2] & KIND;
      if (n === EQ && (kind[j + 3] & KIND) !== GT || n === COMMA || n === SEMI) return j;
    }
  }
  throw UNSURE;
}

/** Where the declaration whose name (or `operator`, or accessor) is token `i` starts: its first attribute or modifier. */
function memberStart(t: Tokens, i: number): number {
  const { kind, match, start } = t;
  let angle = 0;
  let j = i - 1;
  for (; j >= 0; j--) {
    const k = kind[j] & KIND;
    if (k === IDENT || k === DOT || k === QUESTION || k === STAR || k === TILDE) continue;
    if (k === COMMA && angle > 0) continue;
    if (k === COLON && j > 0 && (kind[j - 1] & KIND) === COLON && touching(t, j - 1)) {
      j--; // global::
      continue;
    }
    if (k === GT) {
      if ((kind[j - 1] & KIND) === EQ && touching(t, j - 1)) break;
      angle++;
    } else if (k === LT) {
      if (--angle < 0) break;
    } else if (k === RBRACKET || k === RPAREN) {
      j = match[j]; // attributes, and tuple types: `(int, string) Pair()`
    } else break;
  }
  if (angle !== 0) throw UNSURE;
  return start[j + 1];
}
