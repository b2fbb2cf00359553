import { BYTE_CHARS, type HfModel, type HfSpec } from './hf.js';
import { PairHeap } from './bpe.js';
import { RankTable, emptyIndex, indexToken, type RankTableData } from './ranks.js';

// Hugging Face's byte-pair merges, counting only. A piece starts as symbols (bytes, or characters
// with byte fallback); the adjacent pair that comes first in the merges list (the lowest rank, the
// leftmost on ties) is joined, until no adjacent pair is in the list. Unlike tiktoken's ranks, what
// may join is the pair (left symbol, right symbol), not whatever bytes the two make together.

/** A BPE model's tables: plain data in shared memory, which threads use as they are. */
export interface MergeTableData {
  /** Symbol bytes -> symbol id; ids from `symbols` on are tokens no merge makes (for ignore_merges). */
  index: RankTableData;
  /**
   * The merges by their left symbol: those of symbol `l` are entries `starts[l]` to
   * `starts[l + 1] - 1`, ordered by right symbol (`rights`), each with its rank and the symbol it
   * makes: 12 bytes a merge and 4 a symbol (a hash table of the pairs took 32 bytes a merge at
   * half full; Gemma 3: 16 MB against 7 MB). Each counter keeps the pairs it looked up last in a
   * small table of its own (MergeCounter.recent), where most are found.
   */
  starts: Int32Array;
  rights: Int32Array;
  ranks: Int32Array;
  made: Int32Array;
  /** Character-level: each ASCII character's symbol (after a one-character Replace: Gemma's ' ' is '▁'), -2 for none; byte-level: each byte's. */
  ascii: Int32Array;
  /**
   * The merge of two bytes (byte-level) or two ASCII characters, as [rank (NONE: none), result]
   * at `2 * (first << 8 | second)` (byte-level) or `2 * (first << 7 | second)`: a piece's first
   * pairs, a third of all those looked up, are found at once, in 512 or 128 KB.
   */
  firstPairs: Int32Array;
  /** Tokens each symbol counts for once no merge is left: 1 for a token of the vocabulary. */
  cost: Int32Array;
  /** 1 where the symbol is a token of the vocabulary (ignore_merges takes such a piece whole). */
  vocab: Uint8Array;
  symbols: number;
  /**
   * Character-level: 1 at `left * CUT_CLASSES + right` where some merge joins a symbol ending with
   * character class `left` to one starting with `right` (ASCII characters, and CUT_CLASSES - 1 for
   * the space mark): text may be cut between two characters of classes no merge joins.
   */
  joins?: Uint8Array;
}

// What a character with no symbol is among a piece's symbols: -1 - its UTF-8 length when it
// falls back on its bytes, else the unknown token, or nothing (no unknown token).
const UNKNOWN = -6;
const DROPPED = -7;

/** 1 for each byte a character with no symbol cannot fall back on (HfSpec.missingBytes); undefined when there is none. */
function missingOf(spec: HfSpec): Uint8Array | undefined {
  if (!spec.missingBytes) return undefined;
  const missing = new Uint8Array(256);
  for (const b of spec.missingBytes) missing[b] = 1;
  return missing;
}

/** What `ids` holds for a character with no symbol, of UTF-8 bytes `bytes[a..a + len)`. */
function unknownCode(spec: HfSpec, missing: Uint8Array | undefined, bytes: Uint8Array, a: number, len: number): number {
  let fallback = spec.byteFallback || missing !== undefined;
  if (missing) for (let k = a; k < a + len; k++) if (missing[bytes[k]]) fallback = false;
  return fallback ? -1 - len : spec.unk ? UNKNOWN : DROPPED;
}

/** Classes of characters for cutting text (MergeTableData.joins): the ASCII characters, then the space mark. */
export const CUT_CLASSES = 129;

const NONE = 0x7fffffff;
const SHORT_PIECE_SYMBOLS = 64;
// Entries of one left symbol searched one by one up to this many, by halves beyond.
const SHORT_RUN = 8;
// MergeCounter.recent: pairs looked up, 4 int32 each, [left + 1 (0: empty), right, rank, result]; 256 KB.
const RECENT = 1 << 14;

const sharedInts = (n: number) => new Int32Array(new SharedArrayBuffer(n * 4));

function pairHash(left: number, right: number): number {
  let h = Math.imul(left, 0x9e3779b1) ^ right;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return h ^ (h >>> 13);
}

/** The entry of the merge of `left` then `right` in MergeTableData's merges by left symbol, or -1. */
function findPair(starts: Int32Array, rights: Int32Array, left: number, right: number): number {
  if (left < 0 || right < 0) return -1;
  let lo = starts[left], hi = starts[left + 1];
  const end = hi;
  // The first entry at least `right` is from lo to hi (inclusive), or none of them.
  while (hi - lo > SHORT_RUN) {
    const mid = (lo + hi) >>> 1;
    if (rights[mid] < right) lo = mid + 1;
    else hi = mid;
  }
  for (; lo < end; lo++) {
    const r = rights[lo];
    if (r >= right) return r === right ? lo : -1;
  }
  return -1;
}

/**
 * A model's merges as counting looks them up: by left symbol (MergeTableData's `starts`, `rights`
 * and `ranks`, in shared memory), with what each merge makes by rank (`results`, every merge of
 * the list, one listed twice too) and, character-level, MergeTableData.joins. The build writes
 * this (toBuiltModel(), built.ts), so that loading a model's table sorts nothing.
 */
export interface MergeList {
  spec: HfSpec;
  starts: Int32Array;
  rights: Int32Array;
  ranks: Int32Array;
  results: Int32Array;
  joins?: Uint8Array;
}

/** A model's merges by left symbol, then right (two stable counting sorts), and its joins. */
export function toMergeList({ spec, merges, results }: HfModel): MergeList {
  const count = merges.length / 2;
  const baseCount = spec.byteLevel ? 256 : spec.base.length;
  let symbols = baseCount;
  for (let i = 0; i < count; i++) symbols = Math.max(symbols, results[i] + 1);
  const at = new Int32Array(symbols + 1);
  const byRight = new Int32Array(count), order = new Int32Array(count);
  for (let i = 0; i < count; i++) at[merges[2 * i + 1] + 1]++;
  for (let id = 0; id < symbols; id++) at[id + 1] += at[id];
  for (let i = 0; i < count; i++) byRight[at[merges[2 * i + 1]]++] = i;
  at.fill(0);
  for (let i = 0; i < count; i++) at[merges[2 * i] + 1]++;
  for (let id = 0; id < symbols; id++) at[id + 1] += at[id];
  for (let k = 0; k < count; k++) order[at[merges[2 * byRight[k]]]++] = byRight[k];
  // A pair listed twice keeps its last rank, as the reference's table of merges does: of equal
  // pairs, in merge order after the sorts, the last is kept.
  let entries = 0;
  for (let k = 0; k < count; k++) {
    const i = order[k], j = order[k + 1];
    if (k + 1 < count && merges[2 * i] === merges[2 * j] && merges[2 * i + 1] === merges[2 * j + 1]) continue;
    order[entries++] = i;
  }
  const starts = sharedInts(symbols + 1), rights = sharedInts(entries), ranks = sharedInts(entries);
  for (let k = 0; k < entries; k++) {
    const i = order[k];
    starts[merges[2 * i] + 1]++;
    rights[k] = merges[2 * i + 1];
    ranks[k] = i;
  }
  for (let id = 0; id < symbols; id++) starts[id + 1] += starts[id];
  const list: MergeList = { spec, starts, rights, ranks, results };
  if (!spec.byteLevel) {
    const { left, right } = partsOf(list);
    list.joins = joinsOf(spec, merges, left, right, partsFirst(left, right, baseCount));
  }
  return list;
}

/** The parts of each symbol a merge makes, from the first merge (the lowest rank) that makes it; -1 for a base symbol. */
function partsOf({ starts, rights, ranks, results }: MergeList): { left: Int32Array; right: Int32Array } {
  const symbols = starts.length - 1;
  const left = new Int32Array(symbols).fill(-1), right = new Int32Array(symbols), rank = new Int32Array(symbols).fill(NONE);
  for (let l = 0; l < symbols; l++) {
    for (let k = starts[l]; k < starts[l + 1]; k++) {
      const id = results[ranks[k]];
      if (ranks[k] >= rank[id]) continue;
      rank[id] = ranks[k];
      left[id] = l;
      right[id] = rights[k];
    }
  }
  return { left, right };
}

/**
 * The tables of a model. Each symbol's bytes are rebuilt from the merge that first makes it only
 * when counting looks up whole pieces (ignore_merges); otherwise counting needs no more of a
 * symbol than its parts give (its UTF-8 length, only for byte fallback of symbols that are not
 * tokens) and MergeList.joins.
 */
export function buildMergeTable(list: MergeList): MergeTableData {
  const { spec, starts, rights, ranks, results } = list;
  const utf8 = new TextEncoder();
  const base = spec.byteLevel ? Array.from({ length: 256 }, (_, b) => Uint8Array.of(b)) : spec.base.map((c) => utf8.encode(c));
  const symbols = starts.length - 1;
  const fallback = spec.byteFallback && spec.notInVocab.length > 0;
  const { left, right } = spec.ignoreMerges || fallback ? partsOf(list) : { left: undefined, right: undefined };
  const order = left && right ? partsFirst(left, right, base.length) : undefined;
  let index: RankTableData;
  let next = symbols;
  if (spec.ignoreMerges) {
    ({ index, next } = wholeIndex(spec, base, left!, right!, order!));
  } else {
    // Counting looks up single characters only (character-level): an index of the base symbols
    // alone (Gemma: 8 MB less).
    index = baseIndex(base);
  }
  const made = sharedInts(ranks.length);
  for (let k = 0; k < ranks.length; k++) made[k] = results[ranks[k]];
  const ascii = sharedInts(128);
  const bytes = new Uint8Array(4);
  const replaced = rawReplace(spec);
  const table = new RankTable(index);
  for (let c = 0; c < 128; c++) {
    if (spec.byteLevel) {
      ascii[c] = c;
      continue;
    }
    const n = replaced && c === replaced.from.charCodeAt(0) ? utf8.encodeInto(replaced.to, bytes).written : ((bytes[0] = c), 1);
    const id = table.rank(bytes, 0, n);
    ascii[c] = id >= 0 && id < symbols ? id : unknownCode(spec, missingOf(spec), bytes, 0, n);
  }
  const bits = spec.byteLevel ? 8 : 7;
  const firstPairs = sharedInts(2 << (2 * bits));
  for (let a = 0; a < 1 << bits; a++) {
    for (let b = 0; b < 1 << bits; b++) {
      const k = 2 * ((a << bits) | b);
      const entry = findPair(starts, rights, spec.byteLevel ? a : ascii[a], spec.byteLevel ? b : ascii[b]);
      firstPairs[k] = entry < 0 ? NONE : ranks[entry];
      firstPairs[k + 1] = entry < 0 ? 0 : made[entry];
    }
  }
  // The UTF-8 length of each symbol's text (byte-level: of its bytes' stand-in characters), for
  // byte fallback of symbols that are not tokens.
  let weight: Int32Array | undefined;
  if (fallback) {
    weight = new Int32Array(next);
    base.forEach((b, id) => (weight![id] = spec.byteLevel ? utf8.encode(BYTE_CHARS[id]).length : b.length));
    for (const id of order!) weight[id] = weight[left![id]] + weight[right![id]];
  }
  const cost = sharedInts(next);
  const vocab = new Uint8Array(new SharedArrayBuffer(next)).fill(1);
  for (const id of spec.notInVocab) vocab[id] = 0;
  for (let id = 0; id < next; id++) {
    if (vocab[id]) cost[id] = 1;
    // The reference falls back on the bytes of the token's string (byte-level: each byte's stand-in character).
    else cost[id] = spec.byteFallback ? weight![id] : spec.unk ? 1 : 0;
  }
  const joins = list.joins && new Uint8Array(new SharedArrayBuffer(list.joins.length));
  joins?.set(list.joins!);
  return { index, starts, rights, ranks, made, ascii, firstPairs, cost, vocab, symbols, ...(joins && { joins }) };
}

/** The symbols merges make (those with parts in `left` and `right`), each after its two parts: merges may join symbols a later merge makes. */
function partsFirst(left: Int32Array, right: Int32Array, baseCount: number): Int32Array {
  const total = left.length;
  const done = new Uint8Array(total);
  for (let i = 0; i < baseCount; i++) done[i] = 1;
  const order = new Int32Array(total - baseCount);
  // An explicit stack: chains run deep.
  const stack = new Int32Array(total - baseCount);
  let ordered = 0;
  for (let id = baseCount; id < total; id++) {
    if (done[id]) continue;
    let depth = 0;
    stack[depth++] = id;
    while (depth > 0) {
      const top = stack[depth - 1];
      const l = left[top], r = right[top];
      if (done[l] && done[r]) {
        done[top] = 1;
        order[ordered++] = top;
        depth--;
      } else {
        // A symbol is pushed only while not done, and each waits on its parts: never twice at once.
        if (!done[l]) stack[depth++] = l;
        if (!done[r] && r !== l) stack[depth++] = r;
      }
    }
  }
  return order;
}

/**
 * For ignore_merges: an index of every symbol's bytes (rebuilt from its parts), and of the tokens
 * of the vocabulary no merge makes (ids from `left.length` on); `next` is the id after the last.
 */
function wholeIndex(spec: HfSpec, base: Uint8Array[], left: Int32Array, right: Int32Array, order: Int32Array): { index: RankTableData; next: number } {
  const total = left.length;
  const byteOf = new Map(BYTE_CHARS.map((c, b) => [c, b]));
  const utf8 = new TextEncoder();
  const extra = spec.extraVocab.map((t) => (spec.byteLevel ? Uint8Array.from(t, (c) => byteOf.get(c) ?? 0) : utf8.encode(t)));
  const lengths = new Int32Array(total + extra.length), starts = new Int32Array(total + extra.length);
  base.forEach((b, i) => (lengths[i] = b.length));
  for (const id of order) lengths[id] = lengths[left[id]] + lengths[right[id]];
  let room = 0;
  for (let id = 0; id < total; id++) room += lengths[id];
  for (const e of extra) room += e.length;
  const arena = new Uint8Array(new SharedArrayBuffer(room));
  let used = 0;
  base.forEach((b, i) => {
    arena.set(b, used);
    starts[i] = used;
    used += b.length;
  });
  for (const id of order) {
    const l = left[id], r = right[id];
    starts[id] = used;
    for (let i = starts[l], end = i + lengths[l]; i < end; i++) arena[used++] = arena[i];
    for (let i = starts[r], end = i + lengths[r]; i < end; i++) arena[used++] = arena[i];
  }
  const data = emptyIndex(arena, total + extra.length);
  for (let id = 0; id < total; id++) indexToken(data, starts[id], lengths[id], id);
  const index = new RankTable(data);
  let next = total;
  for (const e of extra) {
    if (index.rank(e, 0, e.length) >= 0) continue;
    arena.set(e, used);
    indexToken(data, used, e.length, next++);
    used += e.length;
  }
  return { index: data, next };
}

/** An index of the base symbols only (ids 0 to base.length - 1). */
function baseIndex(base: Uint8Array[]): RankTableData {
  const own = new Uint8Array(new SharedArrayBuffer(Math.max(1, base.reduce((n, b) => n + b.length, 0))));
  const data = emptyIndex(own, base.length);
  let used = 0;
  base.forEach((b, id) => {
    own.set(b, used);
    indexToken(data, used, b.length, id);
    used += b.length;
  });
  return data;
}

/** MergeTableData.joins: each symbol's first and last characters' classes, from its parts'. */
function joinsOf(spec: HfSpec, merges: Int32Array, left: Int32Array, right: Int32Array, order: Int32Array): Uint8Array {
  const joins = new Uint8Array(CUT_CLASSES * CUT_CLASSES);
  const mark = spaceMark(spec);
  const first = new Int16Array(left.length).fill(-1), last = new Int16Array(left.length).fill(-1);
  spec.base.forEach((c, id) => {
    const k = c === mark ? CUT_CLASSES - 1 : c.length === 1 && c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : -1;
    first[id] = last[id] = k;
  });
  for (const id of order) {
    first[id] = first[left[id]];
    last[id] = last[right[id]];
  }
  for (let i = 0; i < merges.length; i += 2) {
    const l = last[merges[i]], r = first[merges[i + 1]];
    if (l >= 0 && r >= 0) joins[l * CUT_CLASSES + r] = 1;
  }
  return joins;
}

/** The one character a Replace normalizer puts for spaces (SentencePiece's '▁'), if it has one. */
export function spaceMark(spec: HfSpec): string | undefined {
  const replace = spec.normalizers.find((n) => n.type === 'Replace' && n.from === ' ' && [...n.to].length === 1);
  return replace?.type === 'Replace' ? replace.to : undefined;
}

/** Counts pieces with a model's merges; the counterpart of countPiece() for tiktoken's ranks. */
export class MergeCounter {
  private readonly index: RankTable;
  private readonly starts: Int32Array;
  private readonly rights: Int32Array;
  private readonly rankOf: Int32Array;
  private readonly made: Int32Array;
  /** The pairs looked up last (see RECENT), by their hash. */
  private readonly recent = new Int32Array(RECENT * 4);
  private readonly cost: Int32Array;
  private readonly vocab: Uint8Array;
  private readonly symbols: number;
  private readonly byteLevel: boolean;
  private readonly ignoreMerges: boolean;
  /** Tokens of a character that has no symbol, by `-1 - id` (its code: see UNKNOWN). */
  private readonly unknown: Int32Array;
  private readonly spec: HfSpec;
  private readonly missing: Uint8Array | undefined;
  /** MergeTableData.ascii: what count() puts in `ids` for an ASCII character (-2: the unknown of one byte). */
  private readonly ascii: Int32Array;
  private readonly firstPairs: Int32Array;
  private ids = new Int32Array(SHORT_PIECE_SYMBOLS + 1);
  private ranks = new Int32Array(SHORT_PIECE_SYMBOLS + 1);
  private results = new Int32Array(SHORT_PIECE_SYMBOLS + 1);
  private ends = new Int32Array(SHORT_PIECE_SYMBOLS + 1);
  /** Tokens of a piece of one ASCII character, and of two (`first << 7 | second`). */
  readonly singles = new Uint8Array(128);
  readonly doubles = new Uint8Array(1 << 14);

  constructor(data: MergeTableData, spec: HfSpec) {
    this.index = new RankTable(data.index);
    ({ starts: this.starts, rights: this.rights, ranks: this.rankOf, made: this.made } = data);
    this.cost = data.cost;
    this.vocab = data.vocab;
    this.symbols = data.symbols;
    this.byteLevel = spec.byteLevel;
    this.ignoreMerges = spec.ignoreMerges;
    this.spec = spec;
    this.missing = missingOf(spec);
    const fallback = spec.byteFallback || this.missing !== undefined;
    this.unknown = Int32Array.from({ length: 7 }, (_, k) => (k === -1 - UNKNOWN ? 1 : k === -1 - DROPPED || !fallback ? 0 : k));
    this.ascii = data.ascii;
    this.firstPairs = data.firstPairs;
    const bytes = new Uint8Array(2);
    for (let c = 0; c < 128; c++) {
      bytes[0] = c;
      this.singles[c] = this.count(bytes, 1);
      for (let d = 0; d < 128; d++) {
        bytes[1] = d;
        this.doubles[(c << 7) | d] = this.count(bytes, 2);
      }
    }
  }

  /** Tokens of the piece whose UTF-8 bytes are `bytes[0..n)`. */
  count(bytes: Uint8Array, n: number): number {
    if (n === 0) return 0;
    if (this.ignoreMerges) {
      const whole = this.index.rank(bytes, 0, n);
      if (whole >= 0 && this.vocab[whole]) return 1;
    }
    if (this.ids.length <= n) {
      this.ids = new Int32Array(n + 1);
      this.ends = new Int32Array(n + 1);
      this.ranks = new Int32Array(n + 1);
      this.results = new Int32Array(n + 1);
    }
    const { ids, ends, ranks, results, firstPairs } = this;
    // The symbols, and the merge of each two next to each other (ranks, results).
    let m = 0;
    if (this.byteLevel) {
      for (let i = 0; i < n; i++) {
        ids[i] = bytes[i];
        ends[i] = i + 1;
        if (i > 0) {
          const k = 2 * ((bytes[i - 1] << 8) | bytes[i]);
          ranks[i - 1] = firstPairs[k];
          results[i - 1] = firstPairs[k + 1];
        }
      }
      m = n;
    } else {
      const ascii = this.ascii;
      for (let a = 0, before = 0x80; a < n; ) {
        const lead = bytes[a];
        const len = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
        if (len === 1) {
          ids[m] = ascii[lead];
        } else {
          const id = this.index.rank(bytes, a, a + len);
          // A character with no symbol never merges; it counts by its bytes (or as the unknown token).
          ids[m] = id >= 0 && id < this.symbols ? id : unknownCode(this.spec, this.missing, bytes, a, len);
        }
        if (m > 0) {
          if ((before | lead) < 0x80) {
            const k = 2 * ((before << 7) | lead);
            ranks[m - 1] = firstPairs[k];
            results[m - 1] = firstPairs[k + 1];
          } else {
            this.consider(m - 1);
          }
        }
        before = lead;
        a += len;
        ends[m++] = a;
      }
    }
    if (m > 1) m = m <= SHORT_PIECE_SYMBOLS ? this.mergeByScan(m) : this.mergeByHeap(m);
    if (this.spec.fuseUnk) return this.fusedTotal(m);
    let total = 0;
    for (let i = 0; i < m; i++) total += ids[i] >= 0 ? this.cost[ids[i]] : this.unknown[-1 - ids[i]];
    return total;
  }

  /**
   * The tokens of the `m` symbols left, unknown characters fused as the reference fuses them: one
   * unknown token for those with no symbol of the vocabulary between them (characters that fall
   * back on their bytes do not part them: the reference puts their bytes before the pending unknown).
   */
  private fusedTotal(m: number): number {
    const ids = this.ids;
    let total = 0, open = false;
    for (let i = 0; i < m; i++) {
      const id = ids[i];
      if (id >= 0) {
        total += this.cost[id];
        open = false;
      } else if (id === UNKNOWN) {
        if (!open) total++;
        open = true;
      } else {
        total += this.unknown[-1 - id];
      }
    }
    return total;
  }

  /** The merge of `ids[i]` then `ids[i + 1]` into `ranks[i]` (NONE: none) and `results[i]`. */
  private consider(i: number): void {
    const left = this.ids[i], right = this.ids[i + 1];
    if (left < 0 || right < 0) {
      this.ranks[i] = NONE;
      return;
    }
    const recent = this.recent;
    const slot = (pairHash(left, right) & (RECENT - 1)) * 4;
    if (recent[slot] !== left + 1 || recent[slot + 1] !== right) {
      const entry = findPair(this.starts, this.rights, left, right);
      recent[slot] = left + 1;
      recent[slot + 1] = right;
      recent[slot + 2] = entry < 0 ? NONE : this.rankOf[entry];
      recent[slot + 3] = entry < 0 ? 0 : this.made[entry];
    }
    this.ranks[i] = recent[slot + 2];
    this.results[i] = recent[slot + 3];
  }

  /** Merges the `m` symbols in `ids` (their pairs' merges in `ranks` and `results`) by rescanning their pairs; returns how many are left (in `ids`). */
  private mergeByScan(m: number): number {
    const { ids, ranks, results } = this;
    for (;;) {
      let best = NONE, at = -1;
      for (let i = 0; i < m - 1; i++) {
        if (ranks[i] < best) {
          best = ranks[i];
          at = i;
        }
      }
      if (at < 0) return m;
      ids[at] = results[at];
      for (let i = at + 1; i < m - 1; i++) {
        ids[i] = ids[i + 1];
        ranks[i] = ranks[i + 1];
        results[i] = results[i + 1];
      }
      m--;
      if (at < m - 1) this.consider(at);
      else ranks[at] = NONE;
      if (at > 0) this.consider(at - 1);
    }
  }

  /**
   * The same merges for a long piece, with a linked list of symbols and a heap of candidate pairs
   * keyed by (rank, position): its least valid entry is exactly the scan's leftmost lowest pair.
   * A symbol's id follows from the bytes it spans, so an entry whose two symbols still span the
   * same bytes still stands for the same pair.
   */
  private mergeByHeap(m: number): number {
    const ids = this.ids, ends = this.ends;
    const next = new Int32Array(m + 1), prev = new Int32Array(m + 1);
    const alive = new Uint8Array(m).fill(1);
    for (let i = 0; i <= m; i++) {
      next[i] = i + 1;
      prev[i] = i - 1;
    }
    const heap = new PairHeap(m);
    const consider = (a: number) => {
      const b = next[a];
      if (b >= m) return;
      const entry = findPair(this.starts, this.rights, ids[a], ids[b]);
      if (entry >= 0) heap.push(this.rankOf[entry], a, ends[b]);
    };
    for (let i = 0; i < m - 1; i++) if (this.ranks[i] !== NONE) heap.push(this.ranks[i], i, ends[i + 1]);
    let left = m;
    while (heap.size > 0) {
      const { start, end } = heap.pop();
      const b = next[start];
      if (!alive[start] || b >= m || ends[b] !== end) continue;
      ids[start] = this.made[findPair(this.starts, this.rights, ids[start], ids[b])];
      ends[start] = ends[b];
      alive[b] = 0;
      next[start] = next[b];
      if (next[b] <= m) prev[next[b]] = start;
      left--;
      consider(start);
      if (start > 0) consider(prev[start]);
    }
    let k = 0;
    for (let i = 0; i < m; i = next[i]) ids[k++] = ids[i];
    return left;
  }
}

/**
 * The normalizer of a character-level tokenizer without pre-tokenizer when it only replaces one
 * ASCII character by another character (Gemma: ' ' by '▁'): the text is then cut and looked up
 * as it is, and the replacement made as symbols are looked up, so no stretch is copied to be
 * normalized, and pieces keep their (shorter, mostly Latin-1) keys in the table of pieces.
 */
export function rawReplace(spec: HfSpec): { from: string; to: string } | undefined {
  const [only] = spec.normalizers;
  if (spec.byteLevel || spec.splits.length > 0 || spec.byteRegex || spec.normalizers.length !== 1 || only.type !== 'Replace') return undefined;
  return only.from.length === 1 && only.from.charCodeAt(0) < 128 && [...only.to].length === 1 ? { from: only.from, to: only.to } : undefined;
}
