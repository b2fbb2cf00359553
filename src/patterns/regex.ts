// Runs the regular expressions that glob libraries compile patterns to (picomatch for
// include/exclude, ignore for .gitignore files) in time linear in the input's length, whatever the
// expression. V8's engine backtracks: `*?*?*?*?*?*?*?*?*?*?*?*?*?*?#` against a 41-character name
// takes it longer than anyone waits, and a pattern comes from a request, a flag or a cloned
// repository's files. The libraries stay the judges of what a pattern means (their output is the
// expression); only the running changes.
//
// An expression (JavaScript's syntax, without the `u` flag: code units, Annex B) becomes a
// Thompson automaton, run as a deterministic one built lazily and kept (bounded): each code unit
// of the input is one table step. Lookaheads, which a forward automaton cannot see past, are
// answered per position: a short one (every lookahead the glob libraries write) by its own
// automaton run from that position, a step or two; a long one for all positions at once, by its
// reversed automaton read backwards over the input (X matches at p when reversed X matches a
// stretch of the reversed input that ends at p). So an input costs steps in proportion to its
// length, whatever the expression. Backreferences, which no automaton runs, and lookbehinds and
// named groups, which the glob libraries never write, are refused.

import { RegexSyntax } from '../util/regexSyntax.js';

/** An expression this module cannot run in linear time (a backreference, a lookbehind) or that is too large; the message says why, as a clause. */
export class UnsupportedRegex extends Error {}

const tooLarge = () => new UnsupportedRegex(`it makes an automaton of more than ${MAX_STATES} states`);
const notRun = (what: string) => new UnsupportedRegex(`it needs ${what}, which this matcher does not run`);
// RegExp accepted the expression: the parser and the engine disagree (a bug), and it is said so.
const unreadable = (what: string) => new UnsupportedRegex(`its expression could not be read (${what})`);

const MAX_CODE = 0xffff;
// Bounds on what one expression may cost to hold: its automaton's states, a counted repetition.
const MAX_STATES = 200_000;
const MAX_REPEAT = 1000;
// Groups within groups: far more than globs.ts lets a glob nest (picomatch wraps each level in two or three).
const MAX_DEPTH = 256;
// Kept states and transitions of a deterministic automaton; past them it starts afresh, so memory
// stays bounded and a pathological expression costs one automaton step per state per character.
const MAX_DFA_STATES = 4096;
const MAX_TRANSITIONS = 200_000;
// Up to this many assertions bear on a state, its closures are found by their values in an array.
const MAX_FEW = 6;
// Lookaheads at most this long are worked out where asked (see Lookahead).
const MAX_SHORT_LOOKAHEAD = 64;

interface CharSet {
  /** Sorted, disjoint inclusive ranges: [lo, hi, lo, hi, ...]. */
  ranges: number[];
  invert: boolean;
  ignoreCase: boolean;
}

type Node = (
  | { t: 'set'; set: CharSet }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; items: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number }
  | { t: 'assert'; kind: 'start' | 'end' | 'boundary' | 'nonBoundary' }
  | { t: 'look'; negate: boolean; node: Node; key: string }
) & {
  /** Its structure number, once idOf() has worked it out (a property: a WeakMap of 100,000s of nodes weighs on every collection). */
  id?: number;
};

const EMPTY: Node = { t: 'seq', items: [] };
const LINE_TERMINATORS = [10, 10, 13, 13, 0x2028, 0x2029];
const DIGITS = [48, 57];
const WORD = [48, 57, 65, 90, 95, 95, 97, 122];
// JavaScript's \s: WhiteSpace and LineTerminator.
const SPACE = [9, 13, 32, 32, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f, 0x205f, 0x3000, 0x3000, 0xfeff, 0xfeff];

// ---- parsing: JavaScript's grammar without `u` (Annex B), for expressions RegExp accepted ----

class Parser extends RegexSyntax<Node> {
  private depth = 0;
  /** The deepest group met since it was last reset: how deep a group just read nests. */
  private deepest = 0;
  private closers: Int32Array | undefined;

  constructor(src: string, private readonly ignoreCase: boolean) {
    super(src);
  }

  protected unreadable(what: string): Error {
    return unreadable(what);
  }

  protected term(): Node {
    const { src } = this;
    const c = src[this.i];
    if (c === '^' || c === '$') {
      this.i++;
      return { t: 'assert', kind: c === '^' ? 'start' : 'end' };
    }
    if (c === '\\' && (src[this.i + 1] === 'b' || src[this.i + 1] === 'B')) {
      this.i += 2;
      return { t: 'assert', kind: src[this.i - 1] === 'b' ? 'boundary' : 'nonBoundary' };
    }
    if (c === '(') {
      // picomatch repeats the same groups (a `**`'s is 40 characters) hundreds of times in a long
      // glob: each is read once, and shares one node (and its structure number, see idOf()).
      const end = this.closing(this.i);
      const text = end < 0 ? undefined : `${this.ignoreCase ? 'i' : ''}${src.slice(this.i, end + 1)}`;
      let found = text === undefined ? undefined : GROUPS.get(text);
      if (found && this.depth + found.depth > MAX_DEPTH) found = undefined;
      if (found) {
        this.i = end + 1;
        this.deepest = Math.max(this.deepest, this.depth + found.depth);
      } else {
        const deepest = this.deepest;
        this.deepest = this.depth;
        found = { node: this.parenthesised(), depth: 0 };
        found.depth = this.deepest - this.depth;
        this.deepest = Math.max(deepest, this.deepest);
        if (text !== undefined) {
          if (GROUPS.size >= MAX_GROUPS) GROUPS.clear();
          GROUPS.set(text, found);
        }
      }
      if (found.node.t !== 'look') return this.quantified(found.node);
      // Annex B lets a lookahead be quantified: with no iteration required it asserts nothing.
      const q = this.quantifier();
      return q && q.min === 0 ? EMPTY : found.node;
    }
    return this.quantified(this.atom());
  }

  /** The group at this.i (its `(`), its quantifier left to read: a lookahead, or what the group matches. */
  private parenthesised(): Node {
    const { src } = this;
    if (src[this.i + 1] !== '?') {
      this.i++;
      return this.group();
    }
    const kind = src[this.i + 2];
    if (kind === '=' || kind === '!') {
      const start = this.i;
      this.i += 3;
      const node = this.group();
      return { t: 'look', negate: kind === '!', node, key: `${this.ignoreCase ? 'i' : ''}:${src.slice(start + 3, this.i - 1)}` };
    }
    if (kind === ':') {
      this.i += 3;
      return this.group();
    }
    throw notRun(kind === '<' ? (src[this.i + 3] === '=' || src[this.i + 3] === '!' ? 'a lookbehind' : 'a named group') : `the group '(?${kind}'`);
  }

  /** Where the group opened at `open` closes (-1: it does not), from one pass over the source made when first asked. */
  private closing(open: number): number {
    if (!this.closers) {
      const { src } = this;
      const closers = (this.closers = new Int32Array(src.length).fill(-1));
      const opened: number[] = [];
      for (let k = 0; k < src.length; k++) {
        const c = src[k];
        if (c === '\\') k++;
        else if (c === '[') {
          // A class ends at its first `]` that is not escaped (`[]` is an empty class); `(` in it is a character.
          for (k++; k < src.length && src[k] !== ']'; k++) if (src[k] === '\\') k++;
        } else if (c === '(') opened.push(k);
        else if (c === ')' && opened.length > 0) closers[opened.pop()!] = k;
      }
    }
    return this.closers[open];
  }

  private group(): Node {
    // Every step from here on (sizes, automata, keys) walks the tree by recursion: its depth is bounded here.
    if (++this.depth > MAX_DEPTH) throw new UnsupportedRegex(`it nests groups more than ${MAX_DEPTH} deep`);
    if (this.depth > this.deepest) this.deepest = this.depth;
    const node = this.disjunction();
    this.depth--;
    if (this.src[this.i] !== ')') throw unreadable('an unclosed group');
    this.i++;
    return node;
  }

  private atom(): Node {
    const c = this.src[this.i];
    if (c === '.') {
      this.i++;
      return this.set(LINE_TERMINATORS, true);
    }
    if (c === '[') return this.charClass();
    if (c === '\\') {
      const escape = this.escape(false);
      return typeof escape === 'number' ? this.set([escape, escape], false) : this.set(escape.ranges, false);
    }
    if (c === '*' || c === '+' || c === '?') throw unreadable('nothing to repeat');
    this.i++;
    const code = c.charCodeAt(0);
    return this.set([code, code], false);
  }

  private quantified(node: Node): Node {
    const q = this.quantifier();
    if (!q) return node;
    if (q.min > MAX_REPEAT || (q.max !== Infinity && q.max > MAX_REPEAT)) throw new UnsupportedRegex(`it repeats something more than ${MAX_REPEAT} times`);
    return { t: 'rep', node, ...q };
  }

  private quantifier(): { min: number; max: number } | undefined {
    const { src } = this;
    const c = src[this.i];
    let q: { min: number; max: number } | undefined;
    if (c === '*') q = { min: 0, max: Infinity };
    else if (c === '+') q = { min: 1, max: Infinity };
    else if (c === '?') q = { min: 0, max: 1 };
    if (q) this.i++;
    else if (c === '{') {
      // Annex B: a `{` that starts no well-formed count is an ordinary character.
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(this.i, this.i + 40));
      if (!m) return undefined;
      const min = Number(m[1]);
      q = { min, max: m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]) };
      this.i += m[0].length;
    } else return undefined;
    // Lazy or greedy: which strings match is the same.
    if (src[this.i] === '?') this.i++;
    return q;
  }

  private charClass(): Node {
    const { src } = this;
    this.i++;
    let invert = false;
    if (src[this.i] === '^') {
      invert = true;
      this.i++;
    }
    const ranges: number[] = [];
    while (src[this.i] !== ']') {
      if (this.i >= src.length) throw unreadable('an unclosed class');
      const from = this.classAtom();
      if (src[this.i] === '-' && src[this.i + 1] !== ']' && this.i + 1 < src.length) {
        this.i++;
        const to = this.classAtom();
        // Annex B: a class escape at either end makes the `-` an ordinary member.
        if (typeof from !== 'number' || typeof to !== 'number') {
          add(ranges, from);
          add(ranges, 45);
          add(ranges, to);
        } else {
          if (from > to) throw unreadable('a range out of order');
          ranges.push(from, to);
        }
      } else add(ranges, from);
    }
    this.i++;
    return this.set(ranges, invert);
  }

  private classAtom(): number | { ranges: number[] } {
    const c = this.src[this.i];
    if (c === '\\') return this.escape(true);
    this.i++;
    return c.charCodeAt(0);
  }

  /** `\...` at this.i: a code unit, or a set (\d, \w, \s and their complements). */
  private escape(inClass: boolean): number | { ranges: number[] } {
    const { src } = this;
    const c = src[this.i + 1];
    if (c === undefined) throw unreadable('a trailing backslash');
    this.i += 2;
    switch (c) {
      case 'd': return { ranges: DIGITS };
      case 'D': return { ranges: complement(DIGITS) };
      case 'w': return { ranges: WORD };
      case 'W': return { ranges: complement(WORD) };
      case 's': return { ranges: SPACE };
      case 'S': return { ranges: complement(SPACE) };
      case 'f': return 12;
      case 'n': return 10;
      case 'r': return 13;
      case 't': return 9;
      case 'v': return 11;
      case 'b': return 8; // in a class only; outside, term() took it as a word boundary
      case 'x':
      case 'u': {
        const digits = c === 'x' ? 2 : 4;
        const hex = src.slice(this.i, this.i + digits);
        if (hex.length === digits && /^[0-9a-fA-F]+$/.test(hex)) {
          this.i += digits;
          return parseInt(hex, 16);
        }
        return c.charCodeAt(0);
      }
      case 'c': {
        const letter = src[this.i];
        if (letter !== undefined && (/[a-zA-Z]/.test(letter) || (inClass && /[0-9_]/.test(letter)))) {
          this.i++;
          return letter.charCodeAt(0) % 32;
        }
        // Annex B: `\c` without a control letter is a backslash, and the `c` follows.
        this.i--;
        return 92;
      }
      case '0':
        if (!/[0-9]/.test(src[this.i] ?? '')) return 0;
        throw notRun('an octal escape');
      default:
        if (/[1-9]/.test(c)) throw inClass ? notRun('an octal escape') : new UnsupportedRegex('it needs a backreference, which no matcher can run in time linear in the length of a path');
        return c.charCodeAt(0);
    }
  }

  private set(ranges: number[], invert: boolean): Node {
    // Most sets are one code unit: found without making a key.
    const single = ranges.length === 2 && ranges[0] === ranges[1] && !invert && ranges[0] < 256 ? SINGLES[this.ignoreCase ? 1 : 0] : undefined;
    const known = single?.[ranges[0]];
    if (known) return known;
    const key = `${invert ? '^' : ''}${this.ignoreCase ? 'i' : ''}${ranges.join(',')}`;
    let node = SETS.get(key);
    if (!node) {
      if (SETS.size >= MAX_SHARED_SETS) SETS.clear();
      SETS.set(key, (node = { t: 'set', set: { ranges: normalise(ranges), invert, ignoreCase: this.ignoreCase } }));
    }
    if (single) single[ranges[0]] = node;
    return node;
  }
}

// Groups read, by their text (and case mode), with how deep they nest: a node is never changed once made.
const GROUPS = new Map<string, { node: Node; depth: number }>();
const MAX_GROUPS = 10_000;

// The sets of one code unit below 256, by case mode: the commonest atom, looked up by its code.
const SINGLES: (Node | undefined)[][] = [[], []];

// Expressions repeat the same few sets (`[^/]`, `.`, a letter) thousands of times: one node each.
const SETS = new Map<string, Node>();
const MAX_SHARED_SETS = 10_000;

function add(ranges: number[], item: number | { ranges: number[] }): void {
  if (typeof item === 'number') ranges.push(item, item);
  else ranges.push(...item.ranges);
}

/** Ranges sorted and merged. */
function normalise(ranges: number[]): number[] {
  if (ranges.length === 2) return ranges;
  const pairs: [number, number][] = [];
  for (let k = 0; k < ranges.length; k += 2) pairs.push([ranges[k], ranges[k + 1]]);
  pairs.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    if (out.length > 0 && lo <= out[out.length - 1] + 1) out[out.length - 1] = Math.max(out[out.length - 1], hi);
    else out.push(lo, hi);
  }
  return out;
}

function complement(ranges: number[]): number[] {
  const out: number[] = [];
  let next = 0;
  for (let k = 0; k < ranges.length; k += 2) {
    if (ranges[k] > next) out.push(next, ranges[k] - 1);
    next = ranges[k + 1] + 1;
  }
  if (next <= MAX_CODE) out.push(next, MAX_CODE);
  return out;
}

function inRanges(ranges: number[], c: number): boolean {
  let low = 0, high = (ranges.length >> 1) - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (c < ranges[2 * middle]) high = middle - 1;
    else if (c > ranges[2 * middle + 1]) low = middle + 1;
    else return true;
  }
  return false;
}

// Case-insensitive matching without `u`: two code units match when their Canonicalize()s are
// equal (toUpperCase() of one unit, unless that gives several, or maps a non-ASCII unit to ASCII).
let canonical: Uint16Array | undefined;
let sameCase: Map<number, number[]> | undefined;

function canonicalize(c: number): number {
  if (c < 128) return c >= 97 && c <= 122 ? c - 32 : c;
  const upper = String.fromCharCode(c).toUpperCase();
  if (upper.length !== 1) return c;
  const u = upper.charCodeAt(0);
  return u < 128 ? c : u;
}

/** The code units whose Canonicalize() is that of `c` (`c` among them). */
function caseVariants(c: number): number[] {
  if (c < 128) {
    const upper = canonicalize(c);
    return upper >= 65 && upper <= 90 ? [upper, upper + 32] : [c];
  }
  // A non-ASCII unit never canonicalizes to ASCII, nor ASCII to it: one table, made once.
  if (!sameCase) {
    canonical = new Uint16Array(MAX_CODE + 1);
    sameCase = new Map();
    for (let u = 128; u <= MAX_CODE; u++) {
      const k = (canonical[u] = canonicalize(u));
      const group = sameCase.get(k);
      if (group) group.push(u);
      else sameCase.set(k, [u]);
    }
  }
  return sameCase.get(canonical![c]) ?? [c];
}

function setHas(set: CharSet, c: number): boolean {
  let found = inRanges(set.ranges, c);
  if (!found && set.ignoreCase) found = caseVariants(c).some((v) => inRanges(set.ranges, v));
  return found !== set.invert;
}

function isWordUnit(input: string, p: number): boolean {
  if (p < 0 || p >= input.length) return false;
  return inRanges(WORD, input.charCodeAt(p));
}

// ---- automata ----

const CHAR = 0, SPLIT = 1, ASSERT = 2, MATCH = 3;
const START = 0, END = 1, BOUNDARY = 2, NON_BOUNDARY = 3, LOOK = 4;
const ASSERTION_KINDS = { start: START, end: END, boundary: BOUNDARY, nonBoundary: NON_BOUNDARY };
const ANY: CharSet = { ranges: [0, MAX_CODE], invert: false, ignoreCase: false };

/** An assertion a program's states may depend on, true or false at each position of the input. */
interface Assertion {
  /** Its number in its program. */
  id: number;
  kind: number;
  look?: Lookahead;
  negate?: boolean;
}

/** A lookahead's program, and its values at the positions of the input being matched. */
interface Lookahead {
  /**
   * Matches no more than MAX_SHORT_LOOKAHEAD code units: `program` is its expression, run forward
   * from each position asked about. Otherwise `program` is its reversed expression, run once
   * over the whole input (backwards) when first asked.
   */
  short: boolean;
  /** Short: the code units a match can start with, when it cannot be empty (else undefined). */
  first?: CharSet[];
  /** `first` for ASCII: 1 where a match may start with the code unit. */
  firstAscii?: Uint8Array;
  /** Its expression is one set: a match is one code unit of it. */
  single: boolean;
  program: Program;
  values: Uint8Array;
  /** The input (Scope.epoch) `values` are for: each position's (short), or all of them. */
  known: Float64Array;
  epoch: number;
}

/** What the programs of one RegexSet share: their lookaheads, and the input being matched. */
interface Scope {
  looks: Map<string, Lookahead>;
  input: string;
  epoch: number;
}

interface Closure {
  /** The CHAR states reached. */
  chars: number[];
  /** The highest rule of a MATCH state reached, or -1. */
  best: number;
  ascii: (DState | undefined)[];
  next: Map<number, DState>;
}

interface DState {
  kernel: Int32Array;
  /** The assertions its closure may pass through: what its closure depends on. */
  relevant: Assertion[];
  /** The closure when `relevant` is empty. */
  plain?: Closure;
  /** By which of `relevant` hold, as bits, when there are few. */
  few?: (Closure | undefined)[];
  /**
   * The state after an ASCII code unit inside the input (neither at its start nor at its end),
   * when that unit alone decides the relevant assertions there and no rule matches there: the
   * whole step is then one look-up.
   */
  direct?: (DState | undefined)[];
  /** By which of `relevant` hold: bits (a number), or a string of 0s and 1s past 30 of them. */
  closures: Map<number | string, Closure>;
}

/** A Thompson automaton with its lazily built deterministic twin. */
class Program {
  // Typed arrays grown by doubling: plain arrays of 100,000s of numbers cost more in collection than in use.
  kind = new Uint8Array(64);
  out1 = new Int32Array(64);
  out2 = new Int32Array(64);
  private size = 0;
  /** A CHAR's set, an ASSERT's assertion, a MATCH's rule. */
  arg = new Int32Array(64);
  readonly sets: CharSet[] = [];
  readonly assertions: Assertion[] = [];
  private readonly assertionIds = new Map<string, number>();
  start = -1;
  private states = new Map<string, DState>();
  private first: DState | undefined;
  private transitions = 0;
  private seen = new Int32Array(0);
  private stamp = 0;
  /** Whether each assertion holds at the position being looked at (those relevant to the state there). */
  private truth = new Uint8Array(0);

  constructor(private readonly scope: Scope) {}

  /**
   * Compiles `rules` (each an expression and the rule number its match reports) as one
   * alternation. `search`: matched anywhere in the input, as RegExp's test() does (from its start
   * alone when every rule is anchored there); `anywhere`: likewise, but never taken for anchored
   * (a reversed program reads the input backwards: its `^` is the end of what it reads); `here`:
   * only from where the program is started.
   */
  build(rules: { node: Node; rule: number }[], start: 'search' | 'anywhere' | 'here'): void {
    const first = rules.length === 1 ? this.emit(rules[0].node, this.state(MATCH, -1, -1, rules[0].rule)) : this.emitBranches(factor(rules));
    this.start = first;
    if (start === 'anywhere' || (start === 'search' && !rules.every(({ node }) => anchored(node)))) {
      // Any number of code units first: a match may start anywhere.
      const loop = this.state(SPLIT, first, -1, 0);
      // Made before the array is read: making a state may grow (replace) the arrays.
      const any = this.state(CHAR, loop, -1, this.addSet(ANY));
      this.out2[loop] = any;
      this.start = loop;
    }
    this.seen = new Int32Array(this.size);
    this.truth = new Uint8Array(this.assertions.length);
  }

  /**
   * The states of a tree of rules sharing their first items (see factor()): each branch's item,
   * then the rules that end there and the branches that go on from it. Returns the entry.
   */
  private emitBranches(root: Branch): number {
    // Children before their parent, without recursion: a rule may be thousands of items long.
    const order: Branch[] = [];
    const stack = [root];
    while (stack.length > 0) {
      const branch = stack.pop()!;
      order.push(branch);
      if (branch.children) for (const child of branch.children) stack.push(child);
    }
    for (let k = order.length - 1; k >= 0; k--) {
      const branch = order[k];
      const outs = branch.rules ? branch.rules.map((rule) => this.state(MATCH, -1, -1, rule)) : [];
      if (branch.children) for (const child of branch.children) outs.push(child.entry);
      let entry = outs[outs.length - 1];
      for (let j = outs.length - 2; j >= 0; j--) entry = this.state(SPLIT, outs[j], entry, 0);
      branch.entry = branch.item ? this.emit(branch.item, entry) : entry;
    }
    return root.entry;
  }

  private state(kind: number, out1: number, out2: number, arg: number): number {
    // A lookahead's program, or the loop of a search, beyond what sizeOf() counted.
    if (this.size >= 2 * MAX_STATES) throw tooLarge();
    if (this.size === this.kind.length) {
      const grown = 2 * this.size;
      const grow = <T extends Uint8Array | Int32Array>(from: T, to: T): T => (to.set(from), to);
      this.kind = grow(this.kind, new Uint8Array(grown));
      this.out1 = grow(this.out1, new Int32Array(grown));
      this.out2 = grow(this.out2, new Int32Array(grown));
      this.arg = grow(this.arg, new Int32Array(grown));
    }
    const s = this.size++;
    this.kind[s] = kind;
    this.out1[s] = out1;
    this.out2[s] = out2;
    this.arg[s] = arg;
    return s;
  }

  private addSet(set: CharSet): number {
    this.sets.push(set);
    return this.sets.length - 1;
  }

  /** The states matching `node` and then going on to `next`; returns the first. */
  private emit(node: Node, next: number): number {
    switch (node.t) {
      case 'set':
        return this.state(CHAR, next, -1, this.addSet(node.set));
      case 'seq':
        for (let k = node.items.length - 1; k >= 0; k--) next = this.emit(node.items[k], next);
        return next;
      case 'alt': {
        let entry = this.emit(node.items[node.items.length - 1], next);
        for (let k = node.items.length - 2; k >= 0; k--) entry = this.state(SPLIT, this.emit(node.items[k], next), entry, 0);
        return entry;
      }
      case 'rep': {
        let entry = next;
        if (node.max === Infinity) {
          const loop = this.state(SPLIT, -1, next, 0);
          // Made before the array is read: making states may grow (replace) the arrays.
          const body = this.emit(node.node, loop);
          this.out1[loop] = body;
          entry = loop;
        } else {
          for (let k = node.min; k < node.max; k++) entry = this.state(SPLIT, this.emit(node.node, entry), next, 0);
        }
        for (let k = 0; k < node.min; k++) entry = this.emit(node.node, entry);
        return entry;
      }
      case 'assert':
        return this.state(ASSERT, next, -1, this.assertion(node.kind, { kind: ASSERTION_KINDS[node.kind] }));
      case 'look': {
        const { looks } = this.scope;
        let look = looks.get(node.key);
        if (!look) {
          // Most lookaheads glob libraries write look a character or three ahead (`(?=.)`, `(?!\.{1,2}(?:\/|$))`):
          // asked where needed, they cost a step or two there, where a whole backward pass costs
          // one per code unit of the input.
          const short = maxLength(node.node) <= MAX_SHORT_LOOKAHEAD;
          const program = new Program(this.scope);
          program.build([{ node: short ? node.node : reverse(node.node), rule: 0 }], short ? 'here' : 'anywhere');
          const first = short ? firstUnits(node.node) : undefined;
          const firstAscii = first && Uint8Array.from({ length: 128 }, (_, c) => (first.some((set) => setHas(set, c)) ? 1 : 0));
          look = { short, first, firstAscii, single: node.node.t === 'set', program, values: new Uint8Array(0), known: new Float64Array(0), epoch: -1 };
          looks.set(node.key, look);
        }
        return this.state(ASSERT, next, -1, this.assertion(`${node.negate ? '!' : '='}${node.key}`, { kind: LOOK, look, negate: node.negate }));
      }
    }
  }

  private assertion(key: string, assertion: Omit<Assertion, 'id'>): number {
    let id = this.assertionIds.get(key);
    if (id === undefined) {
      id = this.assertions.length;
      this.assertions.push({ ...assertion, id });
      this.assertionIds.set(key, id);
    }
    return id;
  }

  private holds(a: Assertion, p: number): boolean {
    const { input } = this.scope;
    switch (a.kind) {
      case START: return p === 0;
      case END: return p === input.length;
      case BOUNDARY: return isWordUnit(input, p - 1) !== isWordUnit(input, p);
      case NON_BOUNDARY: return isWordUnit(input, p - 1) === isWordUnit(input, p);
      default: return lookAt(a.look!, this.scope, p) !== a.negate;
    }
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  initial(): DState {
    return (this.first ??= this.intern(Int32Array.of(this.start)));
  }

  /** The states reachable from `state`'s without reading, at position `p` of the input. */
  closure(state: DState, p: number): Closure {
    const { relevant } = state;
    const count = relevant.length;
    if (count === 0) return (state.plain ??= this.reach(state));
    if (count <= MAX_FEW) {
      let bits = 0;
      for (let k = 0; k < count; k++) if (this.holds(relevant[k], p)) bits |= 1 << k;
      const few = (state.few ??= new Array(1 << count));
      let found = few[bits];
      if (!found) {
        for (let k = 0; k < count; k++) this.truth[relevant[k].id] = (bits >> k) & 1;
        few[bits] = found = this.reach(state);
      }
      return found;
    }
    const wide = count > 30;
    let bits = 0, text = '';
    for (let k = 0; k < relevant.length; k++) {
      const holds = this.holds(relevant[k], p);
      this.truth[relevant[k].id] = holds ? 1 : 0;
      if (wide) text += holds ? '1' : '0';
      else if (holds) bits |= 1 << k;
    }
    const key = wide ? text : bits;
    let found = state.closures.get(key);
    if (!found) state.closures.set(key, (found = this.reach(state)));
    return found;
  }

  /** What closure() finds, where `truth` holds the relevant assertions' values. */
  private reach(state: DState): Closure {
    const stamp = this.nextStamp();
    const { seen, kind, out1, out2, arg, truth } = this;
    const chars: number[] = [];
    let best = -1;
    const stack = Array.from(state.kernel);
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (seen[s] === stamp) continue;
      seen[s] = stamp;
      switch (kind[s]) {
        case CHAR: chars.push(s); break;
        case MATCH: if (arg[s] > best) best = arg[s]; break;
        case SPLIT: stack.push(out2[s], out1[s]); break;
        case ASSERT: if (truth[arg[s]] === 1) stack.push(out1[s]); break;
      }
    }
    return { chars, best, ascii: [], next: new Map() };
  }

  /**
   * Whether, inside the input (0 < p < length), the code unit `c` there decides every assertion
   * bearing on `state`: `^` and `$` do not hold, and a short lookahead that cannot start with `c`
   * does not match (one that is a single set matches exactly when it holds `c`).
   */
  decidedBy(state: DState, c: number): boolean {
    for (const a of state.relevant) {
      if (a.kind === START || a.kind === END) continue;
      const look = a.look;
      if (!look?.firstAscii || (look.firstAscii[c] === 1 && !look.single)) return false;
    }
    return true;
  }

  /** The state after reading `c` from `closure`. */
  step(closure: Closure, c: number): DState {
    const known = c < 128 ? closure.ascii[c] : closure.next.get(c);
    if (known) return known;
    const stamp = this.nextStamp();
    const next: number[] = [];
    for (const s of closure.chars) {
      const to = this.out1[s];
      if (this.seen[to] !== stamp && setHas(this.sets[this.arg[s]], c)) {
        this.seen[to] = stamp;
        next.push(to);
      }
    }
    const state = this.intern(Int32Array.from(next.sort((a, b) => a - b)));
    if (++this.transitions > MAX_TRANSITIONS) this.forget();
    if (c < 128) closure.ascii[c] = state;
    else closure.next.set(c, state);
    return state;
  }

  private intern(kernel: Int32Array): DState {
    const key = kernel.join(',');
    let state = this.states.get(key);
    if (!state) {
      if (this.states.size >= MAX_DFA_STATES) this.forget();
      state = { kernel, relevant: this.relevantTo(kernel), closures: new Map() };
      this.states.set(key, state);
    }
    return state;
  }

  /** The assertions met on the way from `kernel` through every SPLIT and ASSERT. */
  private relevantTo(kernel: Int32Array): Assertion[] {
    const stamp = this.nextStamp();
    const { seen, kind, out1, out2, arg } = this;
    const relevant = new Set<number>();
    const stack = Array.from(kernel);
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (seen[s] === stamp) continue;
      seen[s] = stamp;
      if (kind[s] === SPLIT) stack.push(out2[s], out1[s]);
      else if (kind[s] === ASSERT) {
        relevant.add(arg[s]);
        stack.push(out1[s]);
      }
    }
    return [...relevant].sort((a, b) => a - b).map((id) => this.assertions[id]);
  }

  /** Starts the deterministic automaton afresh: what was built is dropped, and is built again as needed. */
  private forget(): void {
    for (const state of this.states.values()) {
      state.closures.clear();
      state.plain = state.few = state.direct = undefined;
    }
    this.states = new Map();
    this.first = undefined;
    this.transitions = 0;
  }
}

/** A node of the tree of rules factor() makes: an item, and the rules that end after it or the branches that go on. */
interface Branch {
  item?: Node;
  /** The item's structure number. */
  id: number;
  rules?: number[];
  children?: Branch[];
  /** The children by their items' structure numbers, once there are more than a few. */
  byId?: Map<number, Branch>;
  /** Its first state, once emitted. */
  entry: number;
}

// Up to this many children, a branch finds one by looking at each.
const FEW_CHILDREN = 8;

/**
 * The rules as a tree of their items (a sequence read as its items), rules whose first items are
 * the same sharing them: 1,000 globs such as `**\/f1.ts`, `**\/f2.ts` then share picomatch's
 * expression for `**\/` and branch on the names, and an input keeps as few states alive as a
 * handful of globs would.
 */
function factor(rules: { node: Node; rule: number }[]): Branch {
  const root: Branch = { id: -1, entry: -1 };
  for (const { node, rule } of rules) {
    let at = root;
    for (const item of itemsOf(node)) {
      const id = idOf(item);
      let next = at.byId ? at.byId.get(id) : at.children?.find((child) => child.id === id);
      if (!next) {
        next = { item, id, entry: -1 };
        (at.children ??= []).push(next);
        if (at.byId) at.byId.set(id, next);
        else if (at.children.length > FEW_CHILDREN) at.byId = new Map(at.children.map((child) => [child.id, child]));
      }
      at = next;
    }
    (at.rules ??= []).push(rule);
  }
  return root;
}

/** A node's items in order: nested sequences flattened. */
function itemsOf(node: Node, out: Node[] = []): Node[] {
  if (node.t === 'seq') for (const item of node.items) itemsOf(item, out);
  else out.push(node);
  return out;
}

// Structure numbers: nodes of the same structure get the same number, however often an expression
// (or a list of them) repeats it; a node's is worked out from its children's, once.
const BY_STRUCTURE = new Map<string, number>();
// Past this many structures the table starts afresh (a server lives long): nodes numbered before
// keep their numbers, and only share less with later ones.
const MAX_STRUCTURES = 1_000_000;
let nextId = 0;

/** A number equal for nodes of the same structure, and only for them. */
function idOf(node: Node): number {
  let id = node.id;
  if (id === undefined) {
    let key: string;
    switch (node.t) {
      case 'set': key = `s${node.set.invert ? '^' : ''}${node.set.ignoreCase ? 'i' : ''}${node.set.ranges.join(',')}`; break;
      case 'seq': key = `q${node.items.map(idOf).join(',')}`; break;
      case 'alt': key = `a${node.items.map(idOf).join(',')}`; break;
      case 'rep': key = `r${node.min},${node.max},${idOf(node.node)}`; break;
      case 'assert': key = node.kind; break;
      case 'look': key = `l${node.negate ? '!' : '='}${idOf(node.node)}`; break;
    }
    id = BY_STRUCTURE.get(key);
    if (id === undefined) {
      if (BY_STRUCTURE.size >= MAX_STRUCTURES) BY_STRUCTURE.clear();
      BY_STRUCTURE.set(key, (id = nextId++));
    }
    node.id = id;
  }
  return id;
}

/** Whether every match of `node` starts at the start of the input. */
function anchored(node: Node): boolean {
  if (node.t === 'assert') return node.kind === 'start';
  if (node.t === 'alt') return node.items.every(anchored);
  if (node.t === 'seq') return node.items.length > 0 && anchored(node.items[0]);
  return false;
}

/** The expression matching the reversed strings (assertions stay where they are). */
function reverse(node: Node): Node {
  switch (node.t) {
    case 'seq': return { t: 'seq', items: node.items.map(reverse).reverse() };
    case 'alt': return { t: 'alt', items: node.items.map(reverse) };
    case 'rep': return { ...node, node: reverse(node.node) };
    default: return node;
  }
}

/**
 * Several expressions, each a rule numbered by its place: `test()` says whether any matches
 * somewhere in the input (as RegExp's test() does), `last()` the highest-numbered rule that does.
 */
export class RegexSet {
  private readonly scope: Scope = { looks: new Map(), input: '', epoch: 0 };
  /** Programs of consecutive rules, each within MAX_STATES: the last matching one holds the highest rule. */
  private readonly programs: { program: Program; last: number }[] = [];

  /** Throws UnsupportedRegex for an expression it cannot run. */
  constructor(expressions: readonly RegExp[]) {
    let group: { node: Node; rule: number }[] = [];
    let states = 0;
    const close = () => {
      if (group.length === 0) return;
      const program = new Program(this.scope);
      program.build(group, 'search');
      this.programs.push({ program, last: group[group.length - 1].rule });
      group = [];
      states = 0;
    };
    expressions.forEach((re, rule) => {
      const node = parseRegex(re);
      // MATCH and the SPLIT joining it to the others.
      const size = sizeOf(node) + 2;
      if (size > MAX_STATES) throw tooLarge();
      if (states + size > MAX_STATES) close();
      group.push({ node, rule });
      states += size;
    });
    close();
  }

  test(input: string): boolean {
    this.begin(input);
    for (const { program } of this.programs) if (run(program, input, -1) >= 0) return true;
    return false;
  }

  /** The highest rule matching `input`, or -1. */
  last(input: string): number {
    this.begin(input);
    for (let k = this.programs.length - 1; k >= 0; k--) {
      const rule = run(this.programs[k].program, input, this.programs[k].last);
      if (rule >= 0) return rule;
    }
    return -1;
  }

  private begin(input: string): void {
    this.scope.input = input;
    this.scope.epoch++;
  }
}

/** The highest rule of `program` matching `input` (-1: none), stopping at the first match unless `last` (its highest rule) is asked for. */
function run(program: Program, input: string, last: number): number {
  const n = input.length;
  let best = -1;
  let state = program.initial();
  for (let p = 0; ; p++) {
    if (p > 0 && p < n) {
      const c = input.charCodeAt(p);
      const next = c < 128 ? state.direct?.[c] : undefined;
      if (next) {
        state = next;
        continue;
      }
    }
    const closure = program.closure(state, p);
    if (closure.best > best) {
      best = closure.best;
      if (last < 0 || best === last) return best;
    }
    if (p === n || closure.chars.length === 0) return best;
    const c = input.charCodeAt(p);
    const next = program.step(closure, c);
    if (p > 0 && c < 128 && closure.best < 0 && program.decidedBy(state, c)) (state.direct ??= [])[c] = next;
    state = next;
  }
}

/** The states Program.emit() makes for `node` (its lookaheads' programs apart). */
function sizeOf(node: Node): number {
  switch (node.t) {
    case 'seq': return node.items.reduce((sum, item) => sum + sizeOf(item), 0);
    case 'alt': return node.items.reduce((sum, item) => sum + sizeOf(item), node.items.length - 1);
    case 'rep': {
      const one = sizeOf(node.node);
      return node.min * one + (node.max === Infinity ? one + 1 : (node.max - node.min) * (one + 1));
    }
    default: return 1;
  }
}

/** Whether the lookahead's expression matches at position `p` of the input. */
function lookAt(look: Lookahead, scope: Scope, p: number): boolean {
  const { input, epoch } = scope;
  const n = input.length;
  if (look.values.length <= n) {
    const size = Math.max(n + 1, 2 * look.values.length);
    look.values = new Uint8Array(size);
    look.known = new Float64Array(size);
    look.epoch = -1;
  }
  const { program, values, known } = look;
  if (look.short) {
    const { first } = look;
    if (first) {
      // Most positions hold a code unit no match starts with; and a one-unit expression (`(?=.)`) is its set.
      if (p === n) return false;
      const c = input.charCodeAt(p);
      let starts = false;
      if (c < 128) starts = look.firstAscii![c] === 1;
      else for (let k = 0; k < first.length && !starts; k++) starts = setHas(first[k], c);
      if (!starts || look.single) return starts;
    }
    if (known[p] !== epoch) {
      values[p] = matchesFrom(program, input, p) ? 1 : 0;
      known[p] = epoch;
    }
    return values[p] === 1;
  }
  if (look.epoch !== epoch) {
    // The reversed expression, read backwards from the input's end, accepts on reaching each
    // position where the expression matches.
    let state = program.initial();
    for (let j = 0; ; j++) {
      const at = n - j;
      const closure = program.closure(state, at);
      values[at] = closure.best >= 0 ? 1 : 0;
      if (j === n) break;
      state = program.step(closure, input.charCodeAt(at - 1));
    }
    look.epoch = epoch;
  }
  return values[p] === 1;
}

/** Whether `program` (built `here`) matches from position `p` of `input` on. */
function matchesFrom(program: Program, input: string, p: number): boolean {
  let state = program.initial();
  for (let q = p; ; q++) {
    const closure = program.closure(state, q);
    if (closure.best >= 0) return true;
    if (q === input.length || closure.chars.length === 0) return false;
    state = program.step(closure, input.charCodeAt(q));
  }
}

/**
 * The sets of the code units a match of `node` may start with, and whether a match may be empty
 * (assertions taken to hold: what is found is never too little).
 */
function starts(node: Node): { sets: CharSet[]; empty: boolean } {
  switch (node.t) {
    case 'set': return { sets: [node.set], empty: false };
    case 'seq': {
      const sets: CharSet[] = [];
      for (const item of node.items) {
        const found = starts(item);
        sets.push(...found.sets);
        if (!found.empty) return { sets, empty: false };
      }
      return { sets, empty: true };
    }
    case 'alt': {
      const found = node.items.map(starts);
      return { sets: found.flatMap((f) => f.sets), empty: found.some((f) => f.empty) };
    }
    case 'rep': {
      const found = starts(node.node);
      return { sets: found.sets, empty: node.min === 0 || found.empty };
    }
    default: return { sets: [], empty: true };
  }
}

/** The sets a match of `node` starts with a code unit of, unless it may be empty. */
function firstUnits(node: Node): CharSet[] | undefined {
  const { sets, empty } = starts(node);
  return empty ? undefined : [...new Set(sets)];
}

/** The most code units a match of `node` can span (Infinity: no bound). */
function maxLength(node: Node): number {
  switch (node.t) {
    case 'set': return 1;
    case 'seq': return node.items.reduce((sum, item) => sum + maxLength(item), 0);
    case 'alt': return Math.max(...node.items.map(maxLength));
    case 'rep': {
      const one = maxLength(node.node);
      return one === 0 ? 0 : node.max * one;
    }
    default: return 0;
  }
}

// Parsed expressions, by flags and source: a pattern is checked, then compiled with others.
const PARSED = new Map<string, Node>();
const MAX_PARSED = 1000;

function parseRegex(re: RegExp): Node {
  if (re.flags !== '' && re.flags !== 'i') throw notRun(`the flags '${re.flags}'`);
  const key = `${re.flags}/${re.source}`;
  let node = PARSED.get(key);
  if (!node) {
    node = new Parser(re.source, re.flags === 'i').parse();
    if (PARSED.size >= MAX_PARSED) PARSED.clear();
    PARSED.set(key, node);
  }
  return node;
}

/**
 * The states a RegexSet's automaton gives `re` (its lookaheads' programs included, before any
 * sharing), or UnsupportedRegex when a RegexSet could not run it; nothing is built.
 */
export function checkRegex(re: RegExp): number {
  let total = 0;
  const check = (node: Node, extra: number): void => {
    const size = sizeOf(node) + extra;
    if (size > MAX_STATES) throw tooLarge();
    total += size;
    visit(node);
  };
  const visit = (node: Node): void => {
    if (node.t === 'seq' || node.t === 'alt') node.items.forEach(visit);
    else if (node.t === 'rep') visit(node.node);
    // A lookahead's program: its MATCH and the loop that lets it start anywhere.
    else if (node.t === 'look') check(node.node, 3);
  };
  check(parseRegex(re), 2);
  return total;
}
