import { qualify, type Unit } from '../lines.js';
import { COLON, COMMA, EQ, IDENT, KIND, LBRACE, LBRACKET, LPAREN, NL, NUMBER, RBRACE, RBRACKET, RPAREN, SEMI, STRING, UNSURE, isWordToken, sure, tokenize, touching, word, type Tokens } from './braces.js';

// Go's units found from tokens, as the tree-sitter splitter (../go.ts) finds them: a function or
// method declaration with a body (`func (q *Queue[T]) Push()` is `Queue.Push`), and a func
// literal that is the one value bound to one name (`f := func() {...}`, `var f = func() {...}`,
// `f = func() {...}`), named inside the unit around it. Where a statement starts follows Go's
// own rule: a line ends a statement when its last token could end one.

/** The units of a Go text, or undefined when the finder cannot be sure of them (the caller parses). */
export function goUnits(text: string): Unit[] | undefined {
  return sure(() => find(tokenize(text, 'go')));
}


function find(t: Tokens): Unit[] {
  const { kind, start, end, match, count } = t;
  const units: Unit[] = [];
  // Enclosing units: name and the index of the `}` closing their body.
  const scopes: { name: string; until: number }[] = [];
  // Bound literals found ahead of the walk: the name each body's `{` opens.
  const bodies = new Map<number, string>();
  // The names of `var` specs, read with their declaration.
  const specs = new Set<number>();
  let depth = 0; // of braces
  for (let i = 0; i < count; i++) {
    while (scopes.length > 0 && scopes[scopes.length - 1].until <= i) scopes.pop();
    const k = kind[i] & KIND;
    if (k === LBRACE) {
      depth++;
      const name = bodies.get(i);
      if (name !== undefined) scopes.push({ name, until: match[i] });
    } else if (k === RBRACE) depth--;
    if (k !== IDENT) continue;
    const scope = scopes.length > 0 ? scopes[scopes.length - 1].name : '';
    if (depth === 0 && isWordToken(t, i, 'func') && statementStart(t, i)) {
      const declared = declaration(t, i);
      if (declared) {
        units.push({ name: declared.name, start: start[i], end: end[declared.close] });
        scopes.push({ name: declared.name, until: declared.close });
        i = declared.open;
        depth++;
      }
      continue;
    }
    if (isWordToken(t, i, 'var') && statementStart(t, i)) {
      i = varDeclaration(t, i, scope, units, bodies, specs) - 1;
      continue;
    }
    // `f := func...` or `f = func...`
    let v = i + 1;
    const assign = kind[v] & KIND;
    if (assign === COLON && (kind[v + 1] & KIND) === EQ && touching(t, v)) v += 2;
    else if (assign === EQ && (kind[v + 1] & KIND) !== EQ) v += 1;
    else continue;
    if (!isWordToken(t, v, 'func') || specs.has(i) || !statementStart(t, i)) continue;
    const literal = boundLiteral(t, v);
    if (literal < 0) continue;
    const name = qualify(scope, word(t, i));
    units.push({ name, start: start[i], end: end[literal] });
    bodies.set(match[literal], name);
  }
  return units;
}

/** Whether a statement may start at token `i`: after `{`, `;`, a label's `:`, `if`/`for`/`switch`, or a line that ended one. */
function statementStart(t: Tokens, i: number): boolean {
  if (i === 0) return true;
  const before = t.kind[i - 1] & KIND;
  if (before === LBRACE || before === SEMI || before === COLON || before === RBRACE && (t.kind[i] & NL) !== 0) return true;
  if ((t.kind[i] & NL) !== 0) return endsStatement(t, i - 1);
  return before === IDENT && (isWordToken(t, i - 1, 'if') || isWordToken(t, i - 1, 'for') || isWordToken(t, i - 1, 'switch'));
}

/** Whether a line ending with token `j` ends a statement (Go's automatic semicolon). */
function endsStatement(t: Tokens, j: number): boolean {
  const k = t.kind[j] & KIND;
  if (k === IDENT) {
    // Every keyword but these four continues the statement (`func`, `go`, `else`...).
    const w = word(t, j);
    return !KEYWORDS.has(w) || w === 'return' || w === 'break' || w === 'continue' || w === 'fallthrough';
  }
  if (k === NUMBER || k === STRING || k === RPAREN || k === RBRACKET || k === RBRACE) return true;
  // `++`, `--`
  return (k === 43 || k === 45) && j > 0 && (t.kind[j - 1] & KIND) === k && touching(t, j - 1);
}

const KEYWORDS = new Set([
  'break', 'case', 'chan', 'const', 'continue', 'default', 'defer', 'else', 'fallthrough', 'for', 'func', 'go', 'goto', 'if',
  'import', 'interface', 'map', 'package', 'range', 'return', 'select', 'struct', 'switch', 'type', 'var',
]);

/** A declaration `func [receiver] name[...](...) result {`: its name, body's braces; undefined for one without a body. */
function declaration(t: Tokens, i: number): { name: string; open: number; close: number } | undefined {
  const { kind, match } = t;
  let j = i + 1;
  let receiver = '';
  if ((kind[j] & KIND) === LPAREN) {
    // The receiver's type is its last name outside brackets: `(q *Queue[T])` is `Queue`.
    const close = match[j];
    for (let r = j + 1; r < close; r++) {
      const k = kind[r] & KIND;
      if (k === IDENT) receiver = word(t, r);
      else if (k === LBRACKET || k === LPAREN) r = match[r];
    }
    if (receiver === '') throw UNSURE;
    j = close + 1;
  }
  if ((kind[j] & KIND) !== IDENT) throw UNSURE;
  const name = receiver ? `${receiver}.${word(t, j)}` : word(t, j);
  j++;
  if ((kind[j] & KIND) === LBRACKET) {
    // A method with type parameters is an error the grammar recovers from in its own way.
    if (receiver) throw UNSURE;
    j = match[j] + 1;
  }
  if ((kind[j] & KIND) !== LPAREN) throw UNSURE;
  const open = body(t, match[j] + 1, true);
  return open < 0 ? undefined : { name, open, close: match[open] };
}

/**
 * The `{` opening the body of a function whose result (if any) starts at token `j`, or -1 when the
 * declaration ends without one (`func addVV(z, x, y []uint) (c uint)`, written in assembly).
 */
function body(t: Tokens, j: number, mayEnd: boolean): number {
  const { kind, match, count } = t;
  for (; j <= count; j++) {
    const k = kind[j] & KIND;
    if (j > 0 && (kind[j] & NL) !== 0 && endsStatement(t, j - 1) || k === SEMI || k === RPAREN || k === RBRACE || k === 0) {
      if (mayEnd) return -1;
      throw UNSURE;
    }
    if (k === LPAREN || k === LBRACKET) j = match[j];
    else if (k === LBRACE) {
      // `struct {...}` and `interface {...}` in a result are types, not the body.
      if (j > 0 && (isWordToken(t, j - 1, 'struct') || isWordToken(t, j - 1, 'interface'))) j = match[j];
      else return j;
    }
  }
  throw UNSURE;
}

/**
 * A func literal starting at token `v` that is the whole value of its binding: the index of its
 * body's `}`, or -1. `func() {...}()` is a call and `f := func() {...}, 1` binds two values.
 */
function boundLiteral(t: Tokens, v: number): number {
  if (!isWordToken(t, v, 'func') || (t.kind[v + 1] & KIND) !== LPAREN) return -1;
  const open = body(t, t.match[v + 1] + 1, false);
  const close = t.match[open];
  const after = t.kind[close + 1];
  const k = after & KIND;
  return (after & NL) !== 0 || k === SEMI || k === RPAREN || k === RBRACE || k === 0 ? close : -1;
}

/**
 * `var f = func...` or `var (...)`: the units among its specs (one name, one func literal each);
 * a spec outside parentheses spans the whole declaration, `var` included. Returns
 * the index of the token after the declaration's `var`, so the walk goes on through its values.
 */
function varDeclaration(t: Tokens, i: number, scope: string, units: Unit[], bodies: Map<number, string>, names: Set<number>): number {
  const { kind, match, start, end } = t;
  const grouped = (kind[i + 1] & KIND) === LPAREN;
  const specs: number[] = [];
  if (grouped) {
    const close = match[i + 1];
    for (let j = i + 2; j < close; j++) {
      if ((kind[j] & KIND) === IDENT && (j === i + 2 || (kind[j - 1] & KIND) === SEMI || (kind[j] & NL) !== 0 && endsStatement(t, j - 1))) specs.push(j);
      const k = kind[j] & KIND;
      if (k === LPAREN || k === LBRACKET || k === LBRACE) j = match[j];
    }
  } else {
    specs.push(i + 1);
  }
  for (const s of specs) {
    if ((kind[s] & KIND) !== IDENT) continue;
    names.add(s);
    // The spec's `=`, past its type; a `,` first means more than one name.
    let j = s + 1;
    for (; ; j++) {
      const k = kind[j] & KIND;
      if (k === EQ || k === COMMA || k === SEMI || k === RPAREN || k === 0 || (kind[j] & NL) !== 0 && endsStatement(t, j - 1)) break;
      if (k === LPAREN || k === LBRACKET) j = match[j];
      else if (k === LBRACE) j = match[j];
    }
    if ((kind[j] & KIND) !== EQ) continue;
    const literal = boundLiteral(t, j + 1);
    if (literal < 0) continue;
    const name = qualify(scope, word(t, s));
    units.push({ name, start: grouped ? start[s] : start[i], end: end[literal] });
    bodies.set(match[literal], name);
  }
  return i + 1;
}
