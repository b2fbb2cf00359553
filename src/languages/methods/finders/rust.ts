import { qualify, type Unit } from '../lines.js';
import { AMP, BANG, COLON, EQ, GT, HASH, IDENT, KIND, LBRACE, LBRACKET, LPAREN, LT, MINUS, PIPE, RBRACE, SEMI, STAR, STRING, UNSURE, isWordToken, sure, tokenize, touching, word, type Tokens } from './braces.js';

// Rust's units found from tokens, as the tree-sitter splitter (../rust.ts) finds them: functions
// with a body (in modules, impl blocks, traits and other functions) and closures bound by `let`;
// named by the `mod`, trait or impl around them (an impl by its type, `Queue.new`; a trait impl
// by type and trait, as Rust names it: `impl Display for Queue` holds `<Queue as Display>.fmt`).
// A function starts at its attributes, a binding at its `let`. Macro
// definitions and invocations are token trees the grammar does not read, and neither does the finder.

/** The units of a Rust text, or undefined when the finder cannot be sure of them (the caller parses). */
export function rustUnits(text: string): Unit[] | undefined {
  return sure(() => find(tokenize(text, 'rust')));
}


interface Frame {
  name: string;
  until: number;
}

function find(t: Tokens): Unit[] {
  const { kind, match, count } = t;
  const units: Unit[] = [];
  const frames: Frame[] = [{ name: '', until: count }];
  const marked = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    while (frames[frames.length - 1].until <= i) frames.pop();
    const f = frames[frames.length - 1];
    const k = kind[i] & KIND;
    if (k === LBRACE) {
      frames.push({ name: marked.get(i) ?? f.name, until: match[i] });
      continue;
    }
    if (k === HASH) {
      // An attribute: `#[...]`, `#![...]`.
      const open = (kind[i + 1] & KIND) === BANG ? i + 2 : i + 1;
      if ((kind[open] & KIND) === LBRACKET) i = match[open];
      continue;
    }
    if (k !== IDENT) continue;
    const next = kind[i + 1] & KIND;
    if (next === BANG && touching(t, i)) {
      // A macro: its token tree holds no item the grammar reads.
      let open = i + 2;
      if (isWordToken(t, i, 'macro_rules') && (kind[open] & KIND) === IDENT) open++;
      const o = kind[open] & KIND;
      if (o === LPAREN || o === LBRACKET || o === LBRACE) i = match[open];
      continue;
    }
    const n = t.end[i] - t.start[i];
    if (n === 2 && isWordToken(t, i, 'fn') && next === IDENT) {
      i = fn(t, i, f, units, marked);
    } else if (n === 4 && isWordToken(t, i, 'impl') && itemStarts(t, i)) {
      i = impl(t, i, f, marked);
    } else if ((n === 5 && isWordToken(t, i, 'trait') || n === 3 && isWordToken(t, i, 'mod')) && next === IDENT && itemStarts(t, i)) {
      const body = bodyOf(t, i + 2);
      if (body >= 0) {
        marked.set(body, qualify(f.name, word(t, i + 1)));
        i = body - 1;
      }
    } else if (n === 3 && isWordToken(t, i, 'let')) {
      binding(t, i, f, frames, units);
    }
  }
  return units;
}

/** Whether an item may start at `i`: after `;`, a brace, an attribute, or a qualifier. */
function itemStarts(t: Tokens, i: number): boolean {
  if (i === 0) return true;
  const k = t.kind[i - 1] & KIND;
  if (k === SEMI || k === LBRACE || k === RBRACE || k === 93) return true;
  return isWordToken(t, i - 1, 'unsafe') || isWordToken(t, i - 1, 'pub') || isWordToken(t, i - 1, 'default') || isWordToken(t, i - 1, 'auto')
    || (k === 41 && isWordToken(t, t.match[i - 1] - 1, 'pub'));
}

/**
 * The `{` of the body of a declaration whose generics, parameters, result or bounds start at `j`,
 * or -1 when a `;` ends it first. `->` is no closing angle bracket; a brace inside angle brackets
 * (a const generic's block) is more than the finder follows.
 */
function bodyOf(t: Tokens, j: number): number {
  const { kind, match, count } = t;
  let angle = 0;
  for (; j < count; j++) {
    const k = kind[j] & KIND;
    if (k === LBRACE) {
      if (angle !== 0) throw UNSURE;
      return j;
    }
    if (k === SEMI) {
      if (angle !== 0) throw UNSURE;
      return -1;
    }
    if (k === LPAREN || k === LBRACKET) j = match[j];
    else if (k === LT) angle++;
    else if (k === GT && !(j > 0 && ((kind[j - 1] & KIND) === MINUS || (kind[j - 1] & KIND) === EQ) && touching(t, j - 1))) angle--;
    else if (k === RBRACE) throw UNSURE;
  }
  throw UNSURE;
}

/** `fn name...`: a unit when it has a body. Returns the index before the body's `{`, or of the `;`. */
function fn(t: Tokens, i: number, f: Frame, units: Unit[], marked: Map<number, string>): number {
  const body = bodyOf(t, i + 2);
  if (body < 0) return i + 1;
  const name = qualify(f.name, word(t, i + 1));
  units.push({ name, start: itemStart(t, i), end: t.end[t.match[body]] });
  marked.set(body, name);
  return body - 1;
}

/** Where the function whose `fn` is token `i` starts: at its qualifiers, or at the attributes just above them. */
function itemStart(t: Tokens, i: number): number {
  const { kind, match, start, end, text } = t;
  let j = i - 1;
  for (; j >= 0; j--) {
    const k = kind[j] & KIND;
    if (k === IDENT) {
      if (isWordToken(t, j, 'pub') || isWordToken(t, j, 'const') || isWordToken(t, j, 'async') || isWordToken(t, j, 'unsafe')
        || isWordToken(t, j, 'extern') || isWordToken(t, j, 'default')) continue;
      break;
    }
    if (k === STRING && j > 0 && isWordToken(t, j - 1, 'extern')) continue;
    if (k === 41 && isWordToken(t, match[j] - 1, 'pub')) {
      j = match[j];
      continue;
    }
    break;
  }
  let first = j + 1;
  // Outer attributes right above, with nothing but blanks between them (a comment is a node of its own).
  while (first > 0 && (kind[first - 1] & KIND) === 93) {
    const open = match[first - 1];
    if (open < 1 || (kind[open - 1] & KIND) !== HASH) break;
    if (!/^\s*$/.test(text.slice(end[first - 1], start[first]))) break;
    first = open - 1;
  }
  return start[first];
}

/** `impl<...> Trait for Type {`: its body named by the type. Returns the index before the body's `{`. */
function impl(t: Tokens, i: number, f: Frame, marked: Map<number, string>): number {
  const { kind } = t;
  let j = i + 1;
  if ((kind[j] & KIND) === LT) j = angleEnd(t, j);
  const body = bodyOf(t, j);
  if (body < 0) return i;
  // The type follows `for` (outside angle brackets), and ends at `where` or the body.
  let type = j;
  let trait = -1;
  let last = body;
  let angle = 0;
  for (let p = j; p < body; p++) {
    const k = kind[p] & KIND;
    if (k === LT) angle++;
    else if (k === GT && !((kind[p - 1] & KIND) === MINUS && touching(t, p - 1))) angle--;
    else if (k === LPAREN || k === LBRACKET) p = t.match[p];
    else if (angle === 0 && isWordToken(t, p, 'for') && (kind[p + 1] & KIND) !== LT) {
      trait = p;
      type = p + 1;
    }
    else if (angle === 0 && isWordToken(t, p, 'where')) {
      last = p;
      break;
    }
  }
  const name = typeName(t, type, last);
  marked.set(body, qualify(f.name, trait < 0 ? name : `<${name} as ${traitName(t, j, trait)}>`));
  return body - 1;
}

/** The trait in tokens [a, b) as the impl names it: `fmt::Display` -> `Display`, `From<&'a str>` as written, blanks collapsed. */
function traitName(t: Tokens, a: number, b: number): string {
  const { kind, text, start, end } = t;
  let name = -1;
  let p = a;
  for (; p < b; p++) {
    const k = kind[p] & KIND;
    if (k === IDENT) name = p;
    else if (k === LT) break;
    else if (k !== COLON) return text.slice(start[a], end[b - 1]).replace(/\s+/g, ' ');
  }
  if (name < 0) throw UNSURE;
  return p < b ? word(t, name) + text.slice(start[p], end[b - 1]).replace(/\s+/g, ' ') : word(t, name);
}

function angleEnd(t: Tokens, j: number): number {
  let angle = 0;
  for (; j < t.count; j++) {
    const k = t.kind[j] & KIND;
    if (k === LT) angle++;
    else if (k === GT && !((t.kind[j - 1] & KIND) === MINUS && touching(t, j - 1))) {
      if (--angle === 0) return j + 1;
    } else if (k === LPAREN || k === LBRACKET) j = t.match[j];
    else if (k === LBRACE || k === SEMI) throw UNSURE;
  }
  throw UNSURE;
}

/** The name a type in tokens [a, b) gives its impl: `&'a mut Queue<T>`, `std::fmt::Queue` -> `Queue`; others as written. */
function typeName(t: Tokens, a: number, b: number): string {
  const { kind, text, start, end } = t;
  // References and pointers name what they point to.
  for (;;) {
    const k = kind[a] & KIND;
    if (k === AMP) a++;
    else if (k === STAR && (isWordToken(t, a + 1, 'const') || isWordToken(t, a + 1, 'mut'))) a += 2;
    else if (k === IDENT && (text.charCodeAt(start[a]) === 39 || isWordToken(t, a, 'mut')) && (kind[a - 1] & KIND) === AMP) a++;
    else if (k === IDENT && isWordToken(t, a, 'mut') && a > 0 && (kind[a - 1] & KIND) === IDENT && text.charCodeAt(start[a - 1]) === 39) a++;
    else break;
  }
  if (a >= b) throw UNSURE;
  const k = kind[a] & KIND;
  const plain = k === IDENT && !isWordToken(t, a, 'dyn') && !isWordToken(t, a, 'fn') && !isWordToken(t, a, 'impl')
    && !isWordToken(t, a, 'unsafe') && !isWordToken(t, a, 'extern');
  if (!plain && k !== LT) return text.slice(start[a], end[b - 1]);
  // A path: its last segment outside angle brackets.
  let angle = 0;
  let name = -1;
  for (let p = a; p < b; p++) {
    const q = kind[p] & KIND;
    if (q === LT) angle++;
    else if (q === GT) angle--;
    else if (q === IDENT && angle === 0) name = p;
    else if (angle === 0 && q !== COLON) throw UNSURE;
  }
  if (name < 0) throw UNSURE;
  return word(t, name);
}

/** `let f = |x| ...;` (or `let mut f: T = move || ...;`): a unit from `let` to `;`. */
function binding(t: Tokens, i: number, f: Frame, frames: Frame[], units: Unit[]): void {
  const { kind, match } = t;
  let p = i + 1;
  if (isWordToken(t, p, 'mut')) p++;
  if ((kind[p] & KIND) !== IDENT) return;
  let j = p + 1;
  if ((kind[j] & KIND) === COLON) {
    // Past the type, to the `=`.
    let angle = 0;
    for (j++; j < t.count; j++) {
      const k = kind[j] & KIND;
      if (k === LT) angle++;
      else if (k === GT && !((kind[j - 1] & KIND) === MINUS && touching(t, j - 1))) angle--;
      else if (k === LPAREN || k === LBRACKET) j = match[j];
      else if (angle === 0 && (k === EQ || k === SEMI || k === LBRACE)) break;
    }
  }
  if ((kind[j] & KIND) !== EQ || (kind[j + 1] & KIND) === EQ) return;
  let v = j + 1;
  if (isWordToken(t, v, 'move')) v++;
  if ((kind[v] & KIND) !== PIPE) return;
  // The statement's `;`.
  let e = v + 1;
  for (; e < t.count; e++) {
    const k = kind[e] & KIND;
    if (k === LPAREN || k === LBRACKET || k === LBRACE) e = match[e];
    else if (k === SEMI) break;
    else if (k === RBRACE) throw UNSURE;
  }
  if (e >= t.count) throw UNSURE;
  const name = qualify(f.name, word(t, p));
  units.push({ name, start: t.start[i], end: t.end[e] });
  frames.push({ name, until: e });
}
