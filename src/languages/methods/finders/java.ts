import { qualify, type Unit } from '../lines.js';
import { AMP, AT, COMMA, DOT, EQ, GT, IDENT, KIND, LBRACE, LBRACKET, LPAREN, LT, MINUS, QUESTION, RBRACE, RBRACKET, RPAREN, SEMI, UNSURE, isWordToken, commaDeclarator, sure, tokenize, touching, word, type Tokens } from './braces.js';

// Java's units found from tokens, as the tree-sitter splitter (../java.ts) finds them: methods and
// constructors with a body (a compact record constructor too), and lambdas bound by a variable
// declaration; named by the classes, interfaces, enums and records around them, by the enum
// constant whose body holds them, and by the variable whose initialiser holds them
// (`static final Runnable R = new Runnable() { public void run() {...} }` gives `C.R.run`).
// A unit starts at its first annotation or modifier.

/** The units of a Java text, or undefined when the finder cannot be sure of them (the caller parses). */
export function javaUnits(text: string): Unit[] | undefined {
  return sure(() => find(tokenize(text, 'java')));
}


// What a frame's tokens are: members of a type body, enum constants, or code (statements, expressions).
const TYPE = 0, CONSTANTS = 1, CODE = 2;

interface Frame {
  kind: number;
  /** Qualified name of what is inside: units found there are named by it. */
  name: string;
  /** Index of the token that closes it. */
  until: number;
}

/** Names that may stand before a variable's name but are no type. */
const NOT_TYPES = new Set(['return', 'throw', 'case', 'else', 'yield', 'assert', 'new', 'do', 'instanceof']);

function find(t: Tokens): Unit[] {
  const { kind, end, match, count } = t;
  const units: Unit[] = [];
  const frames: Frame[] = [{ kind: TYPE, name: '', until: count }];
  // Braces found ahead of the walk, and what they open.
  const marked = new Map<number, Frame>();
  for (let i = 0; i < count; i++) {
    while (frames[frames.length - 1].until <= i) frames.pop();
    const f = frames[frames.length - 1];
    const k = kind[i] & KIND;
    if (k === LBRACE) {
      frames.push(marked.get(i) ?? { kind: CODE, name: f.name, until: match[i] });
      continue;
    }
    if (f.kind === CONSTANTS) {
      if (k === SEMI) f.kind = TYPE;
      else if (k === AT) i = annotationEnd(t, i) - 1;
      else if (k === IDENT) {
        // `PLUS(1) { int apply() {...} }`: the constant names what its arguments and body hold.
        const name = qualify(f.name, word(t, i));
        let next = i + 1;
        if ((kind[next] & KIND) === LPAREN) {
          frames.push({ kind: CODE, name, until: match[next] });
          next = match[next] + 1;
        }
        if ((kind[next] & KIND) === LBRACE) marked.set(next, { kind: TYPE, name, until: match[next] });
      } else if (k !== COMMA && k !== RPAREN && k !== RBRACE) throw UNSURE;
      continue;
    }
    if (k === AT) {
      if (isWordToken(t, i + 1, 'interface')) i = typeDeclaration(t, i + 1, f, marked) - 1;
      else i = annotationEnd(t, i) - 1;
      continue;
    }
    if (k !== IDENT) {
      if (f.kind === TYPE && k === EQ) frames.push({ kind: CODE, name: f.name, until: valueEnd(t, i + 1) });
      else if (f.kind === TYPE && k === LPAREN) throw UNSURE;
      continue;
    }
    const next = kind[i + 1] & KIND;
    if (isTypeKeyword(t, i)) {
      i = typeDeclaration(t, i, f, marked) - 1;
      continue;
    }
    if (next === EQ && (kind[i + 2] & KIND) !== EQ) {
      if (f.kind === TYPE || isDeclarator(t, i)) declarator(t, i, f, frames, units);
      continue;
    }
    if (f.kind === CODE) {
      if (isWordToken(t, i, 'new')) anonymousClass(t, i, f, marked);
      continue;
    }
    // A type's member.
    if (next === LPAREN) {
      i = method(t, i, f, units, marked);
    } else if (next === LBRACE && !isWordToken(t, i, 'static')) {
      // A record's compact constructor: `Stats { ... }`.
      const name = qualify(f.name, word(t, i));
      units.push({ name, start: memberStart(t, i), end: end[match[i + 1]] });
      marked.set(i + 1, { kind: CODE, name, until: match[i + 1] });
    }
  }
  return units;
}

/** `class`, `interface`, `enum`, or `record` followed by a name and `(` or `<`, not after a `.` (`X.class`). */
function isTypeKeyword(t: Tokens, i: number): boolean {
  if (i > 0 && (t.kind[i - 1] & KIND) === DOT) return false;
  const w = t.end[i] - t.start[i];
  if (w !== 5 && w !== 9 && w !== 4 && w !== 6) return false;
  if (isWordToken(t, i, 'class') || isWordToken(t, i, 'interface') || isWordToken(t, i, 'enum')) return true;
  if (!isWordToken(t, i, 'record') || (t.kind[i + 1] & KIND) !== IDENT) return false;
  const after = t.kind[i + 2] & KIND;
  return after === LPAREN || after === LT;
}

/** A class, interface, enum, record or annotation type: its body named by it. Returns the index of the body's `{`. */
function typeDeclaration(t: Tokens, i: number, f: Frame, marked: Map<number, Frame>): number {
  const { kind, match, count } = t;
  if ((kind[i + 1] & KIND) !== IDENT) throw UNSURE;
  const name = qualify(f.name, word(t, i + 1));
  const isEnum = isWordToken(t, i, 'enum');
  for (let j = i + 2; j < count; j++) {
    const k = kind[j] & KIND;
    if (k === LBRACE) {
      marked.set(j, { kind: isEnum ? CONSTANTS : TYPE, name, until: match[j] });
      return j;
    }
    if (k === LPAREN || k === LBRACKET) j = match[j];
    else if (k === SEMI || k === RBRACE || k === EQ) throw UNSURE;
  }
  throw UNSURE;
}

/** Past an annotation at `i` (`@Name`, `@a.b.Name`, with its arguments). */
function annotationEnd(t: Tokens, i: number): number {
  const { kind, match } = t;
  let j = i + 1;
  if ((kind[j] & KIND) !== IDENT) throw UNSURE;
  j++;
  while ((kind[j] & KIND) === DOT && (kind[j + 1] & KIND) === IDENT) j += 2;
  if ((kind[j] & KIND) === LPAREN) j = match[j] + 1;
  return j;
}

/**
 * A method or constructor whose name is token `i`: a unit when it has a body. Returns the index
 * of the token before the body's `{` (the walk goes on inside), or of the declaration's last token.
 */
function method(t: Tokens, i: number, f: Frame, units: Unit[], marked: Map<number, Frame>): number {
  const { kind, match, end, count } = t;
  for (let j = match[i + 1] + 1; j < count; j++) {
    const k = kind[j] & KIND;
    if (k === LBRACE) {
      const name = qualify(f.name, word(t, i));
      units.push({ name, start: memberStart(t, i), end: end[match[j]] });
      marked.set(j, { kind: CODE, name, until: match[j] });
      return j - 1;
    }
    if (k === SEMI) return j;
    if (k === IDENT && isWordToken(t, j, 'default')) {
      // An annotation type's element: `String[] names() default {"a"};`
      const e = valueEnd(t, j + 1);
      if ((kind[e] & KIND) !== SEMI) throw UNSURE;
      return e;
    }
    if (k === LPAREN) throw UNSURE;
    if (k === LBRACKET) j = match[j];
    else if (k === AT) j = annotationEnd(t, j) - 1;
    else if (k !== IDENT && k !== DOT && k !== COMMA && k !== LT && k !== GT && k !== QUESTION && k !== AMP) throw UNSURE;
  }
  throw UNSURE;
}

/** Whether the name at `i`, followed by `=`, is a variable's in a declaration: a type stands before it. */
function isDeclarator(t: Tokens, i: number): boolean {
  return typeBefore(t, i) || (i > 0 && (t.kind[i - 1] & KIND) === COMMA && commaDeclarator(t, i, typeBefore));
}

/** Whether a type ends just before the name at `i`. */
function typeBefore(t: Tokens, i: number): boolean {
  if (i === 0) return false;
  const before = t.kind[i - 1] & KIND;
  if (before === IDENT) return !NOT_TYPES.has(word(t, i - 1));
  if (before === GT) return !(i > 1 && (t.kind[i - 2] & KIND) === MINUS && touching(t, i - 2));
  return before === RBRACKET && t.match[i - 1] === i - 2;
}

/**
 * A variable whose name is token `i` and whose value starts after the `=`: a unit when the value is
 * a lambda, otherwise the name of what the value holds (an anonymous class's methods).
 */
function declarator(t: Tokens, i: number, f: Frame, frames: Frame[], units: Unit[]): void {
  const { kind, start, end, match } = t;
  const v = i + 2;
  const e = valueEnd(t, v);
  const name = qualify(f.name, word(t, i));
  const after = kind[e] & KIND;
  if (after === RPAREN) return; // a try-with-resources resource is no variable declarator
  const opening = kind[v] & KIND;
  const lambda = opening === IDENT ? isArrow(t, v + 1) : opening === LPAREN && isArrow(t, match[v] + 1);
  if (lambda) {
    const single = after === SEMI && (kind[i - 1] & KIND) !== COMMA;
    units.push({ name, start: single ? memberStart(t, i) : start[i], end: single ? end[e] : end[e - 1] });
  }
  if (e > v + 1) frames.push({ kind: CODE, name, until: e });
}

function isArrow(t: Tokens, j: number): boolean {
  return (t.kind[j] & KIND) === MINUS && (t.kind[j + 1] & KIND) === GT && touching(t, j);
}

/**
 * The index of the token that ends a variable's value starting at `v`: its `;`, the `,` before the
 * next declarator, or the bracket closing around it.
 */
function valueEnd(t: Tokens, v: number): number {
  const { kind, match, count } = t;
  for (let j = v; j < count; j++) {
    const k = kind[j] & KIND;
    if (k === LPAREN || k === LBRACKET || k === LBRACE) j = match[j];
    else if (k === SEMI || k === RPAREN || k === RBRACKET || k === RBRACE) return j;
    else if (k === COMMA && (kind[j + 1] & KIND) === IDENT) {
      // `int a = f(x), b = 2`, not `Foo.<A, B>bar()`.
      const n = kind[j + 2] & KIND;
      if (n === EQ || n === COMMA || n === SEMI || n === LBRACKET) return j;
    }
  }
  throw UNSURE;
}

/** `new X<...>(...) {`: the body of an anonymous class, which adds no name. */
function anonymousClass(t: Tokens, i: number, f: Frame, marked: Map<number, Frame>): void {
  const { kind, match } = t;
  let angle = 0;
  for (let j = i + 1; ; j++) {
    const k = kind[j] & KIND;
    if (k === LT) angle++;
    else if (k === GT) angle--;
    else if (k === LPAREN && angle === 0) {
      const body = match[j] + 1;
      if ((kind[body] & KIND) === LBRACE) marked.set(body, { kind: TYPE, name: f.name, until: match[body] });
      return;
    } else if (k === AT) j = annotationEnd(t, j) - 1;
    else if (k !== IDENT && k !== DOT && k !== COMMA && k !== QUESTION && k !== AMP && k !== LBRACKET && k !== RBRACKET || k === LBRACKET && angle === 0) return;
  }
}

/** Where the declaration whose name is token `i` starts: at its first annotation or modifier, over its type. */
function memberStart(t: Tokens, i: number): number {
  const { kind, match, start } = t;
  let angle = 0;
  let j = i - 1;
  for (; j >= 0; j--) {
    const k = kind[j] & KIND;
    if (k === IDENT || k === DOT || k === QUESTION || k === AMP || k === LBRACKET || k === RBRACKET || k === AT) continue;
    if (k === COMMA && angle > 0) continue;
    if (k === GT) {
      if (j > 0 && (kind[j - 1] & KIND) === MINUS && touching(t, j - 1)) break;
      angle++;
    } else if (k === LT) {
      if (--angle < 0) break;
    } else if (k === RPAREN) {
      // An annotation's arguments: `@SuppressWarnings("unchecked")`.
      let a = match[j] - 1;
      while (a > 0 && (kind[a] & KIND) === IDENT && (kind[a - 1] & KIND) === DOT) a -= 2;
      if ((kind[a] & KIND) !== IDENT || (kind[a - 1] & KIND) !== AT) break;
      j = a - 1;
    } else break;
  }
  if (angle !== 0) throw UNSURE;
  return start[j + 1];
}
