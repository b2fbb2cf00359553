// Runs a tokenizer file's pre-tokenizer pattern in time linear in the text's length, with the
// matches a backtracking engine (V8's, Oniguruma's) finds. V8 backtracks: `(a+)+b` against forty
// `a`s and a `!` takes it longer than anyone waits, and a tokenizer file comes from a cloned
// repository as easily as from a model's authors. (V8's own linear engine, the `l` flag behind
// --enable-experimental-regexp-engine, runs no `u` pattern and no lookahead on Node 20: it refuses
// `\s+` with `u`, which every tokenizer pattern needs for `\p{L}`.)
//
// A backtracking engine's match from a state of its automaton at a position is a function of the
// two alone: the first of the state's ways on (in priority order) that leads to a match, whose end
// is that way's. So the ends are found for every position at once, from the text's end backwards:
// at each position, each state's end follows from its successors' at the same position (choices,
// lookaheads) and at the next one (a character read). This is backtracking memoised: no state is
// worked out twice at a position, so the cost is at most the automaton's size per character, and
// far less in practice, since only the states some character can lead to are worked out, by a
// program made once per (character class, class before, lookahead values). The leftmost match
// from any position is then the first position with an end. The source is JavaScript's
// (`u` flag) as toJsRegex() writes it; what this module cannot run is refused, never run slowly.

import { RegexSyntax } from '../util/regexSyntax.js';

/** A pattern this module will not run, and why (a clause). */
export class UnsupportedPattern extends Error {}

// Bounds that keep the worst pattern's cost in hand: the cost per character is at most about the
// automaton's states (and each lookahead's), and the known tokenizers' patterns take 60 to 150.
export const MAX_PATTERN_STATES = 2000;
const MAX_LOOKAHEADS = 8;
const MAX_REPEAT = 100;
// Past this many distinct character classes or cached programs, the caches start afresh.
const MAX_PROGRAMS = 20_000;

type Node =
  | { t: 'set'; set: number }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; items: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number; greedy: boolean }
  | { t: 'look'; negate: boolean; node: Node };

// toJsRegex() wrote what V8 accepted: a part this parser cannot read is a bug, and is said so.
const unreadable = (what: string) => new UnsupportedPattern(`its JavaScript form could not be read (${what})`);

// ---- parsing: the JavaScript (`u` flag) that toJsRegex() writes ----

class Parser extends RegexSyntax<Node> {
  /** Each character set's source: an atom that matches one code point, tested by V8 alone. */
  readonly sets: string[] = [];
  private readonly setIds = new Map<string, number>();


  protected unreadable(what: string): Error {
    return unreadable(what);
  }

  protected term(): Node {
    const { src } = this;
    if (src[this.i] === '(') {
      const head = /^\((\?:|\?=|\?!|\?<=|\?<!|\?)?/.exec(src.slice(this.i, this.i + 4))![0];
      if (head === '(?<=' || head === '(?<!') throw new UnsupportedPattern("it has a lookbehind, which this tool's linear-time matcher does not run");
      if (head === '(?') throw unreadable(`the group '${src.slice(this.i, this.i + 3)}'`);
      this.i += head.length;
      const node = this.disjunction();
      if (src[this.i] !== ')') throw unreadable('an unclosed group');
      this.i++;
      if (head === '(?=' || head === '(?!') return { t: 'look', negate: head === '(?!', node };
      return this.quantified(node);
    }
    return this.quantified(this.atom());
  }

  private quantified(node: Node): Node {
    const { src } = this;
    const c = src[this.i];
    let min: number, max: number;
    if (c === '*' || c === '+' || c === '?') {
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
      this.i++;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(this.i, this.i + 24));
      if (!m) throw unreadable("a '{' that is not a count");
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.i += m[0].length;
      if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) throw new UnsupportedPattern(`it repeats something more than ${MAX_REPEAT} times`);
    } else {
      return node;
    }
    const greedy = src[this.i] !== '?';
    if (!greedy) this.i++;
    // Engines disagree on a repetition that matches nothing (JavaScript fails it, Oniguruma checks
    // otherwise), and it would loop in the automaton: refused rather than guessed at.
    if (nullable(node)) throw new UnsupportedPattern('it repeats a part that can match nothing, where engines disagree');
    return { t: 'rep', node, min, max, greedy };
  }

  private atom(): Node {
    const { src } = this;
    const start = this.i;
    const c = src[this.i];
    if (c === '[') {
      this.i++;
      if (src[this.i] === '^') this.i++;
      for (let first = true; this.i < src.length && (src[this.i] !== ']' || first); first = false) {
        if (src[this.i] === '[') throw unreadable('a nested class');
        if (src[this.i] === '\\') this.escape();
        else this.i += codePointLength(src, this.i);
      }
      if (src[this.i] !== ']') throw unreadable('an unclosed class');
      this.i++;
    } else if (c === '\\') {
      this.escape();
    } else if (c === '*' || c === '+' || c === '?' || c === '{' || c === ')' || c === ']' || c === '}') {
      throw unreadable(`a '${c}' with nothing to repeat`);
    } else if (c === '^' || c === '$') {
      throw unreadable(`the anchor '${c}'`);
    } else {
      this.i += codePointLength(src, this.i);
    }
    return { t: 'set', set: this.setOf(src.slice(start, this.i)) };
  }

  /** Steps over one escape that stands for one code point or a set of them. */
  private escape(): void {
    const m = /^\\(?:[pP]\{[A-Za-z_=]+\}|u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|[tnrfv]|[\^$\\.*+?()[\]{}|/-])/.exec(this.src.slice(this.i, this.i + 64));
    if (!m) throw unreadable(`the escape '${this.src.slice(this.i, this.i + 2)}'`);
    this.i += m[0].length;
  }

  private setOf(source: string): number {
    let id = this.setIds.get(source);
    if (id === undefined) {
      id = this.sets.length;
      this.sets.push(source);
      this.setIds.set(source, id);
    }
    return id;
  }
}

function codePointLength(s: string, i: number): number {
  return (s.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
}

function nullable(node: Node): boolean {
  switch (node.t) {
    case 'set': return false;
    case 'seq': return node.items.every(nullable);
    case 'alt': return node.items.some(nullable);
    case 'rep': return node.min === 0 || nullable(node.node);
    case 'look': return true;
  }
}

// ---- the automaton ----

const CHAR = 0, SPLIT = 1, ASSERT = 2, MATCH = 3;
/** A program entry: the match ends here. */
const HERE = -1;
/** Class of the position past the text's end, and of the one before its start. */
const END = 0;

/**
 * A program for one (class, class before, lookahead values): for each state the position before
 * may read on to (and the start), the ways on in priority order, each a slot of the next
 * position's row (that state's end there) or HERE; `dense`: worked out state by state instead.
 */
interface Program {
  code: Int32Array;
  dense: boolean;
}

export class LinearPattern {
  private readonly kind: Uint8Array;
  private readonly out1: Int32Array;
  private readonly out2: Int32Array;
  private readonly arg: Int32Array;
  private readonly negate: Uint8Array;
  private readonly start: number;
  /** Each lookahead's first state, innermost first (a lookahead only asserts ones before it). */
  private readonly lookRoots: Int32Array;
  /** States in an order where each comes after those it leads to without reading. */
  private readonly order: Int32Array;
  /** The row slot of each state read after a character (-1 for others); the start's slot is 0. */
  private readonly slot: Int32Array;
  /** Each set's test (one code point), and the classes: code points no set tells apart. */
  private readonly setTests: RegExp[];
  private readonly bmpClass = new Int32Array(0x10000).fill(-1);
  private readonly astralClass = new Map<number, number>();
  private readonly classIds = new Map<string, number>();
  /** Per class, 1 for each set holding its code points. */
  private members: Uint8Array[] = [new Uint8Array(0)];
  /** Per class, the slots of the states its characters lead to. */
  private leadsTo: Int32Array[] = [new Int32Array(0)];
  private readonly stateOfSlot: Int32Array;
  /**
   * Programs by class, then at `before * lookCombos + bits` (class before, lookahead values); each
   * lookahead's lists by class, then at `look * lookCombos + bits` (values of those before it).
   */
  private programs: Program[][] = [];
  private rootLists: Int32Array[][] = [];
  private readonly lookCombos: number;
  private programCount = 0;
  private readonly seen: Int32Array;
  private readonly slotSeen: Int32Array;
  private stamp = 0;
  private rows: [Int32Array, Int32Array];
  private full: Int32Array;
  private ends = new Int32Array(0);

  /** Throws UnsupportedPattern for a pattern it will not run. */
  constructor(source: string) {
    const parser = new Parser(source);
    const root = parser.parse();
    const kind: number[] = [], out1: number[] = [], out2: number[] = [], arg: number[] = [], negate: number[] = [];
    const lookRoots: number[] = [];
    const state = (k: number, a: number, b: number, x: number, n = 0): number => {
      if (kind.length >= MAX_PATTERN_STATES) throw new UnsupportedPattern(`it makes an automaton of more than ${MAX_PATTERN_STATES.toLocaleString('en-US')} states`);
      kind.push(k);
      out1.push(a);
      out2.push(b);
      arg.push(x);
      negate.push(n);
      return kind.length - 1;
    };
    const emit = (node: Node, next: number): number => {
      switch (node.t) {
        case 'set':
          return state(CHAR, next, -1, node.set);
        case 'seq':
          for (let k = node.items.length - 1; k >= 0; k--) next = emit(node.items[k], next);
          return next;
        case 'alt': {
          let entry = emit(node.items[node.items.length - 1], next);
          for (let k = node.items.length - 2; k >= 0; k--) entry = state(SPLIT, emit(node.items[k], next), entry, 0);
          return entry;
        }
        case 'rep': {
          let entry = next;
          if (node.max === Infinity) {
            const loop = state(SPLIT, -1, -1, 0);
            const body = emit(node.node, loop);
            out1[loop] = node.greedy ? body : next;
            out2[loop] = node.greedy ? next : body;
            entry = loop;
          } else {
            for (let k = node.min; k < node.max; k++) {
              const body = emit(node.node, entry);
              entry = node.greedy ? state(SPLIT, body, next, 0) : state(SPLIT, next, body, 0);
            }
          }
          for (let k = 0; k < node.min; k++) entry = emit(node.node, entry);
          return entry;
        }
        case 'look': {
          if (lookRoots.length >= MAX_LOOKAHEADS) throw new UnsupportedPattern(`it has more than ${MAX_LOOKAHEADS} lookaheads`);
          const match = state(MATCH, -1, -1, 0);
          const first = emit(node.node, match);
          lookRoots.push(first);
          return state(ASSERT, next, -1, lookRoots.length - 1, node.negate ? 1 : 0);
        }
      }
    };
    const match = state(MATCH, -1, -1, 0);
    this.start = emit(root, match);
    this.kind = Uint8Array.from(kind);
    this.out1 = Int32Array.from(out1);
    this.out2 = Int32Array.from(out2);
    this.arg = Int32Array.from(arg);
    this.negate = Uint8Array.from(negate);
    this.lookRoots = Int32Array.from(lookRoots);
    this.lookCombos = 1 << lookRoots.length;
    this.order = this.topologicalOrder();
    this.slot = new Int32Array(kind.length).fill(-1);
    let slots = 0;
    this.slot[this.start] = slots++;
    for (let s = 0; s < kind.length; s++) if (kind[s] === CHAR && this.slot[out1[s]] < 0) this.slot[out1[s]] = slots++;
    this.stateOfSlot = new Int32Array(slots);
    for (let s = 0; s < kind.length; s++) if (this.slot[s] >= 0) this.stateOfSlot[this.slot[s]] = s;
    this.setTests = parser.sets.map((set) => {
      try {
        return new RegExp(set, 'u');
      } catch (err) {
        throw new UnsupportedPattern(`its part '${set}' is not valid: ${(err as Error).message}`);
      }
    });
    this.seen = new Int32Array(kind.length);
    this.slotSeen = new Int32Array(slots);
    this.rows = [new Int32Array(slots), new Int32Array(slots)];
    this.full = new Int32Array(kind.length);
  }

  /** The states, each after those it leads to without reading a character. */
  private topologicalOrder(): Int32Array {
    const { kind, out1, out2, arg, lookRoots } = this;
    const n = kind.length;
    const mark = new Uint8Array(n);
    const order: number[] = [];
    const successors = (s: number): number[] => {
      if (kind[s] === SPLIT) return [out1[s], out2[s]];
      if (kind[s] === ASSERT) return [out1[s], lookRoots[arg[s]]];
      return [];
    };
    for (let root = 0; root < n; root++) {
      if (mark[root]) continue;
      const stack: [number, number][] = [[root, 0]];
      mark[root] = 1;
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        const next = successors(top[0]);
        if (top[1] < next.length) {
          const s = next[top[1]++];
          if (mark[s] === 1) throw new UnsupportedPattern('it loops without reading a character');
          if (mark[s] === 0) {
            mark[s] = 1;
            stack.push([s, 0]);
          }
        } else {
          mark[top[0]] = 2;
          order.push(top[0]);
          stack.pop();
        }
      }
    }
    return Int32Array.from(order);
  }

  /** The class of a code point. */
  private classOf(cp: number): number {
    const known = cp < 0x10000 ? this.bmpClass[cp] : (this.astralClass.get(cp) ?? -1);
    if (known >= 0) return known;
    const text = String.fromCodePoint(cp);
    const member = Uint8Array.from(this.setTests, (re) => (re.test(text) ? 1 : 0));
    const key = member.join('');
    let id = this.classIds.get(key);
    if (id === undefined) {
      id = this.members.length;
      this.classIds.set(key, id);
      this.members.push(member);
      const leads = new Set<number>();
      for (let s = 0; s < this.kind.length; s++) if (this.kind[s] === CHAR && member[this.arg[s]]) leads.add(this.slot[this.out1[s]]);
      this.leadsTo.push(Int32Array.from(leads));
    }
    if (cp < 0x10000) this.bmpClass[cp] = id;
    else if (this.astralClass.size < MAX_PROGRAMS) this.astralClass.set(cp, id);
    return id;
  }

  /**
   * The end of the match that starts at each position of `s` (-1: none), in an array good until
   * the next call; entries inside a surrogate pair are -1.
   */
  matchEnds(s: string): Int32Array {
    const n = s.length;
    if (this.ends.length <= n) this.ends = new Int32Array(Math.max(n + 1, 2 * this.ends.length));
    const { ends, bmpClass, lookRoots } = this;
    let prev = this.rows[0], cur = this.rows[1];
    const looks = lookRoots.length, combos = this.lookCombos;
    let c = END;
    for (let p = n; p >= 0; ) {
      // The character before p, where it starts, and its class.
      let q = p - 1, before = END;
      if (q >= 0) {
        const unit = s.charCodeAt(q);
        if (unit < 0xd800 || unit > 0xdfff) {
          before = bmpClass[unit];
          if (before < 0) before = this.classOf(unit);
        } else {
          let cp = unit;
          if (unit >= 0xdc00 && q > 0) {
            const hi = s.charCodeAt(q - 1);
            if (hi >= 0xd800 && hi <= 0xdbff) {
              q--;
              cp = ((hi - 0xd800) << 10) + (unit - 0xdc00) + 0x10000;
            }
          }
          before = this.classOf(cp);
        }
      }
      let bits = 0;
      if (looks > 0) {
        const lists = this.rootLists[c];
        for (let k = 0; k < looks; k++) {
          const list = (lists !== undefined ? lists[k * combos + bits] : undefined) ?? this.rootList(k, c, bits);
          let end = -1;
          for (let i = 0; i < list.length; i++) {
            const e = list[i];
            if (e === HERE) {
              end = p;
              break;
            }
            if (prev[e] >= 0) {
              end = prev[e];
              break;
            }
          }
          if (end >= 0) bits |= 1 << k;
        }
      }
      const programs = this.programs[c];
      const program = (programs !== undefined ? programs[before * combos + bits] : undefined) ?? this.program(c, before, bits);
      if (program.dense) {
        this.runDense(c, bits, prev, cur, p);
      } else {
        const code = program.code;
        for (let i = 0; i < code.length; ) {
          const count = code[i + 1];
          let end = -1;
          for (let k = i + 2, last = k + count; k < last; k++) {
            const e = code[k];
            if (e === HERE) {
              end = p;
              break;
            }
            const v = prev[e];
            if (v >= 0) {
              end = v;
              break;
            }
          }
          cur[code[i]] = end;
          i += 2 + count;
        }
      }
      ends[p] = cur[0];
      if (q + 1 < p) ends[q + 1] = -1;
      const row = prev;
      prev = cur;
      cur = row;
      c = before;
      p = q;
    }
    this.rows[0] = prev;
    this.rows[1] = cur;
    return ends;
  }

  /** Calls `each(start, end)` for each match of `s`, left to right, as a global RegExp's exec() loop finds them, empty ones left out. */
  matches(s: string, each: (start: number, end: number) => void): void {
    const ends = this.matchEnds(s);
    for (let p = 0, n = s.length; p < n; ) {
      const end = ends[p];
      if (end > p) {
        each(p, end);
        p = end;
      } else {
        p++;
      }
    }
  }

  /** Every state's end at `p`, in order, for a class whose programs would be larger. */
  private runDense(c: number, bits: number, prev: Int32Array, cur: Int32Array, p: number): void {
    const { kind, out1, out2, arg, negate, order, slot, full } = this;
    const member = this.members[c];
    for (let k = 0; k < order.length; k++) {
      const s = order[k];
      switch (kind[s]) {
        case CHAR: full[s] = c !== END && member[arg[s]] ? prev[slot[out1[s]]] : -1; break;
        case MATCH: full[s] = p; break;
        case SPLIT: { const a = full[out1[s]]; full[s] = a >= 0 ? a : full[out2[s]]; break; }
        case ASSERT: full[s] = ((bits >> arg[s]) & 1) !== negate[s] ? full[out1[s]] : -1; break;
      }
    }
    for (let s = 0; s < kind.length; s++) if (slot[s] >= 0) cur[slot[s]] = full[s];
  }

  private rootList(look: number, c: number, bits: number): Int32Array {
    const list = Int32Array.from(this.ways(this.lookRoots[look], c, bits));
    this.counted();
    (this.rootLists[c] ??= [])[look * this.lookCombos + bits] = list;
    return list;
  }

  private program(c: number, before: number, bits: number): Program {
    const code: number[] = [];
    for (const target of [0, ...this.leadsTo[before]]) {
      const ways = this.ways(this.stateOfSlot[target], c, bits);
      code.push(target, ways.length, ...ways);
      // Past the automaton's size, working out every state costs less.
      if (code.length > 2 * this.kind.length) break;
    }
    const program = code.length > 2 * this.kind.length ? { code: new Int32Array(0), dense: true } : { code: Int32Array.from(code), dense: false };
    this.counted();
    (this.programs[c] ??= [])[before * this.lookCombos + bits] = program;
    return program;
  }

  /** Counts a program or list made: past MAX_PROGRAMS, those made are dropped, to be made again as needed. */
  private counted(): void {
    if (++this.programCount <= MAX_PROGRAMS) return;
    this.programs = [];
    this.rootLists = [];
    this.programCount = 1;
  }

  /** The ways on from `from` at a position of class `c` with lookahead values `bits`, in priority order: slots of the next row, HERE last if at all. */
  private ways(from: number, c: number, bits: number): number[] {
    const { kind, out1, out2, arg, negate, slot, seen, slotSeen } = this;
    if (++this.stamp === 0x7fffffff) {
      seen.fill(0);
      slotSeen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const member = this.members[c];
    const ways: number[] = [];
    const stack = [from];
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (seen[s] === stamp) continue;
      seen[s] = stamp;
      switch (kind[s]) {
        case CHAR: {
          if (c === END || !member[arg[s]]) break;
          const target = slot[out1[s]];
          if (slotSeen[target] !== stamp) {
            slotSeen[target] = stamp;
            ways.push(target);
          }
          break;
        }
        case MATCH:
          ways.push(HERE);
          return ways;
        case SPLIT:
          stack.push(out2[s], out1[s]);
          break;
        case ASSERT:
          if (((bits >> arg[s]) & 1) !== negate[s]) stack.push(out1[s]);
          break;
      }
    }
    return ways;
  }
}
