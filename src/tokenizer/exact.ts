import { CUT_CLASSES } from './merges.js';
import { normalized, type AddedTokens, type Pipeline } from './pipeline.js';
import type { DeepseekSplit } from './split.js';
import type { PatternFamily } from './split.js';

// tiktoken encodes each pre-tokenizer piece on its own, so a file's count is the sum of its
// pieces' counts; remembering the count of every distinct piece makes repeated pieces free.
// The table is open-addressed over typed arrays, with the keys' characters in their slots or in
// one arena: no string is created for a piece already seen. It lives in shared memory, and every
// counting thread of a run uses the one table: a piece is encoded once per run, not per thread.
const LONGEST_CACHED_PIECE = 256;
const ROW = 8;
const INLINE_CHARS = 24;
const INLINE = 1 << 15;
const utf8 = new TextEncoder();
// A fixed size, since threads share it: 16 MB of rows (see createPieceTable() on when their pages
// are touched), rows to spill into once those are three quarters full (loadTables() gives
// tokenizers that see more pieces as many again), and an arena of up to 16 MB, touched as it
// fills, for the pieces that do not fit their row. The JS/TS corpus has about 207,000 distinct
// o200k_base pieces; past three quarters full (of the spill too, if any), new pieces are encoded
// every time they come.
const SLOTS = 1 << 19;
const MAX_ARENA_CHARS = 1 << 23;
// Int32 per 4 KB memory page.
const PAGE_INTS = 1024;
// A row being written by some thread: its key cannot be read yet.
const CLAIMED = -1;
// Indexes into PieceTable.state.
const SIZE = 0, USED = 1, SPILLED = 2;

/** The shared memory of a piece table (see ExactCounter): plain data, which threads can share. */
export interface PieceTable {
  rows: Int32Array;
  /** Rows of the same layout for the pieces that come once `rows` are three quarters full; maybe none. */
  spill: Int32Array;
  arena: Uint16Array;
  /** [entries in rows, arena characters used, entries in spill]. */
  state: Int32Array;
}

/**
 * An empty piece table, for one or more threads counting with the same encoding. `prefault`
 * writes to every page of its rows at once: the pieces of any tree big enough for worker threads
 * land on nearly every page anyway, and each page first written while threads count cost about
 * ten times as much (profiled on Python's standard library: about 130 ms against 12 ms). The
 * spill's pages are touched only once pieces go there, so a tree with fewer pieces than the rows
 * hold never takes its memory (model tokenizers' pieces: 130,000 on Python's standard library,
 * 510,000 on the JS/TS corpus).
 */
export function createPieceTable(prefault = false, slots = SLOTS, spillSlots = 0): PieceTable {
  const rows = new Int32Array(new SharedArrayBuffer(slots * ROW * 4));
  if (prefault) for (let i = 0; i < rows.length; i += PAGE_INTS) rows[i] = 0;
  return {
    rows,
    spill: new Int32Array(new SharedArrayBuffer(spillSlots * ROW * 4)),
    arena: new Uint16Array(new SharedArrayBuffer(MAX_ARENA_CHARS * 2)),
    state: new Int32Array(new SharedArrayBuffer(12)),
  };
}

/** A tiktoken encoding this tool counts with (o200k_harmony: gpt-oss's, o200k_base's ranks). */
export type Encoding = 'o200k_base' | 'o200k_harmony' | 'cl100k_base' | 'p50k_base' | 'p50k_edit' | 'r50k_base' | 'gpt2';

export const FAMILY: Record<Encoding, PatternFamily> = {
  o200k_base: 'o200k',
  o200k_harmony: 'o200k',
  cl100k_base: 'cl100k',
  p50k_base: 'gpt2',
  p50k_edit: 'gpt2',
  r50k_base: 'gpt2',
  gpt2: 'gpt2',
};

export class ExactCounter {
  // Open addressing, 8 int32 per row (32 bytes, two to a cache line): [hash, meta, then the
  // piece's characters packed four to an int when they all fit a byte and there are at most
  // 24 of them, else its offset in the arena]. meta = length | INLINE | count << 16, 0 for an
  // empty row, CLAIMED while a thread writes it. Nearly every piece of source code fits in its
  // row, so a lookup reads one row and no arena (profiled: the second memory access cost as much
  // as the first).
  // Threads share rows without locks. A thread claims an empty row atomically, writes it and
  // stores its meta last; every word of a row and of the arena is written once, from 0. Lookups
  // read with plain loads (Atomics.load() cost a sixth of a lookup), so on a weakly ordered CPU a
  // word read just as its row is published may still show 0. A stale 0 can never make a match:
  // keys never hold a NUL character (so no key word is 0), arena offsets start at 1, and a
  // mismatch only means the piece is counted again, or stored a second time.
  private readonly rows: Int32Array;
  private readonly spill: Int32Array;
  private readonly arena: Uint16Array;
  /** Slots of the piece table's rows, and of its spill, less one (a power of two less one), and the entries each takes: three quarters of its slots. */
  private readonly mask: number;
  private readonly maxEntries: number;
  private readonly spillMask: number;
  private readonly maxSpilled: number;
  /** The buffers spans() notes pieces in when asked to reuse them. */
  private scratch: [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] = [new Int32Array(0), new Int32Array(0)];
  private readonly state: Int32Array;
  private readonly key = new Int32Array(INLINE_CHARS / 4);
  private bytes = new Uint8Array(1024);
  private readonly scan;
  private readonly regex;
  private readonly singles: Uint8Array;
  private readonly doubles: Uint8Array;
  /** Added tokens, normalizers or splits other than a scanner's come before the pieces: see prepared(). */
  private readonly prepared: boolean;

  constructor(private readonly pipeline: Pipeline, pieces: PieceTable = createPieceTable()) {
    ({ rows: this.rows, spill: this.spill, arena: this.arena, state: this.state } = pieces);
    this.mask = this.rows.length / ROW - 1;
    this.maxEntries = ((this.rows.length / ROW) * 3) >> 2;
    this.spillMask = this.spill.length / ROW - 1;
    this.maxSpilled = ((this.spill.length / ROW) * 3) >> 2;
    this.scan = pipeline.scan!;
    this.regex = pipeline.regex!;
    this.singles = pipeline.singles;
    this.doubles = pipeline.doubles;
    this.prepared = !pipeline.scan || pipeline.added !== undefined || pipeline.addedNormalized !== undefined || pipeline.normalizers.length > 0;
  }

  count(s: string): number {
    return this.prepared ? this.countPrepared(s) : this.countPlain(s);
  }

  /**
   * As the reference does: added tokens found in the text (one token each), each stretch between
   * normalized, added tokens found again, then the stretches split into pieces.
   */
  private countPrepared(s: string): number {
    const { added, addedNormalized, normalizers, cuts } = this.pipeline;
    // A tokenizer that only cuts (Gemma): added tokens are found while cutting, in one pass over
    // the text, no stretch copied (they were: a slice and a match a line, which took more time
    // than the cutting and made garbage enough to grow the heap).
    if (cuts && normalizers.length === 0 && !addedNormalized) return this.countCut(s, cuts.joins, cuts.classes, added);
    return added ? added.count(s, (stretch) => this.countNormalized(stretch)) : this.countNormalized(s);
  }

  private countNormalized(s: string): number {
    const text = normalized(s, this.pipeline);
    if (text.length === 0) return 0;
    const { addedNormalized } = this.pipeline;
    return addedNormalized ? addedNormalized.count(text, (stretch) => this.countSplit(stretch)) : this.countSplit(text);
  }

  private countSplit(s: string): number {
    if (this.pipeline.scan) return this.countPlain(s);
    const { splits, cuts, deepseek } = this.pipeline;
    if (cuts) return this.countCut(s, cuts.joins, cuts.classes);
    if (deepseek) return this.countDeepseek(s, deepseek);
    return splits.length === 0 ? this.piece(s, 0, s.length) : this.countBySplits(s, 0);
  }

  /** DeepSeek-V3's pieces (DeepseekSplit), each counted. */
  private countDeepseek(s: string, split: DeepseekSplit): number {
    let total = 0;
    split.start();
    for (let p = 0, n = s.length; p < n; ) {
      const e = split.end(s, p, n);
      total += this.piece(s, p, e);
      p = e;
    }
    return total;
  }

  /**
   * `s` cut between each two characters that no merge joins (Pipeline.cuts), and around the
   * `added` tokens found in it (one token each, as AddedTokens.count() finds them), each piece
   * counted.
   */
  private countCut(s: string, joins: Uint8Array, classes: Int16Array, added?: AddedTokens): number {
    let total = 0, start = 0;
    const n = s.length;
    const firsts = added?.firsts;
    // The class of the character before, in the same stretch between added tokens (-1: none, or never cut around).
    let left = -1;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (firsts !== undefined && firsts[c] === 1) {
        const len = added!.longestAt(s, i);
        if (len > 0) {
          if (i > start) total += this.piece(s, start, i);
          total += 1;
          start = i + len;
          i = start - 1;
          left = -1;
          continue;
        }
      }
      const right = c < classes.length ? classes[c] : -1;
      if (left >= 0 && right >= 0 && joins[left * CUT_CLASSES + right] === 0) {
        total += this.piece(s, start, i);
        start = i;
      }
      left = right;
    }
    return start < n ? total + this.piece(s, start, n) : total;
  }

  /** The pieces of split `level` of `s`, matches and the gaps between them, each split by the next level. */
  private countBySplits(s: string, level: number): number {
    const last = level === this.pipeline.splits.length - 1;
    const part = (a: number, b: number) => (last ? this.piece(s, a, b) : this.countBySplits(a === 0 && b === s.length ? s : s.slice(a, b), level + 1));
    let total = 0, at = 0;
    this.pipeline.splits[level].matches(s, (start, end) => {
      if (start > at) total += part(at, start);
      total += part(start, end);
      at = end;
    });
    if (at < s.length) total += part(at, s.length);
    return total;
  }

  /**
   * Whether counting spans of `s` from the notes of its pieces gives each span's own count: the
   * tokenizer splits with a scanner, and no added token or normalizer changes anything in `s`.
   */
  private plain(s: string): boolean {
    const { scan, added, addedNormalized, normalizers, stableBelow } = this.pipeline;
    if (!scan) return false;
    if (normalizers.length > 0 && normalized(s, this.pipeline) !== s) return false;
    // A span of text the normalizers leave alone is left alone only when no character of it can change.
    if (normalizers.length > 0 && stableBelow !== Infinity) for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= stableBelow) return false;
    return !added?.test(s) && !addedNormalized?.test(s);
  }

  private countPlain(s: string): number {
    const n = s.length;
    let total = 0;
    for (let p = 0; p < n; ) {
      let e = this.scan(s, p, n);
      if (e < 0) {
        this.regex.lastIndex = p;
        e = p + (this.regex.exec(s) as RegExpExecArray)[0].length;
      }
      const len = e - p;
      const c = s.charCodeAt(p);
      // A third of all pieces are one or two ASCII characters: every byte is a token, and a pair
      // is one token or two. No hashing for those.
      if (len === 1 && c < 128) total += this.singles[c];
      else if (len === 2 && (c | s.charCodeAt(p + 1)) < 128) total += this.doubles[(c << 7) | s.charCodeAt(p + 1)];
      else total += len > LONGEST_CACHED_PIECE ? this.encode(s, p, e) : this.lookup(s, p, e);
      p = e;
    }
    return total;
  }

  /**
   * Counts `s` as count() does, noting where each piece ends and the tokens up to there, so that
   * any span of `s` is then counted from those notes (see SpanCounter). With `reuse`, the notes go
   * into buffers this counter keeps for the next such call: the SpanCounter is then good only
   * until that call, and a caller must be done with it before it gives up the thread (no await).
   */
  spans(s: string, reuse = false): SpanCounter {
    if (this.prepared && !this.plain(s)) {
      // Each span counted from its own text: exact whatever the added tokens and normalizers do.
      const counter: SpanCounter = { total: this.count(s), scanned: 0, count: (start, end) => ((counter.scanned += end - start), this.count(s.slice(start, end))) };
      return counter;
    }
    // The closure holds the notes; the loop that makes them, in notePieces(), keeps its arrays as plain locals.
    const { ends, sums, pieces, total } = this.notePieces(s, reuse);
    const counter: SpanCounter = { total, scanned: 0, count: (start, end) => this.span(s, ends, sums, pieces, start, end, counter) };
    return counter;
  }

  /**
   * spans()'s notes: count()'s loop, noting each piece's end and the tokens up to it. Apart from
   * spans(), with nothing after the loop but an object literal: V8 optimises the loop while it runs
   * (on-stack replacement, in the first big file), before the code after it has ever run, and
   * that code then had no feedback: a method call there sent every later call back to the
   * interpreter at the loop's end (171-241 times a jsts run with methods, and the function
   * compiled 35 times).
   */
  private notePieces(s: string, reuse: boolean): { ends: Int32Array; sums: Int32Array; pieces: number; total: number } {
    const n = s.length;
    // Code runs about three characters to a piece.
    const size = 16 + ((n / 3) | 0);
    let ends: Int32Array<ArrayBuffer>, sums: Int32Array<ArrayBuffer>;
    if (reuse && size <= SCRATCH_MAX) {
      if (this.scratch[0].length < size) this.scratch = [new Int32Array(size), new Int32Array(size)];
      [ends, sums] = this.scratch;
    } else {
      ends = new Int32Array(size);
      sums = new Int32Array(size);
    }
    let pieces = 0;
    let total = 0;
    // The loop of count(), written out again: this is as hot, and calls cost here (no inlining).
    for (let p = 0; p < n; ) {
      let e = this.scan(s, p, n);
      if (e < 0) {
        this.regex.lastIndex = p;
        e = p + (this.regex.exec(s) as RegExpExecArray)[0].length;
      }
      const len = e - p;
      const c = s.charCodeAt(p);
      if (len === 1 && c < 128) total += this.singles[c];
      else if (len === 2 && (c | s.charCodeAt(p + 1)) < 128) total += this.doubles[(c << 7) | s.charCodeAt(p + 1)];
      else total += len > LONGEST_CACHED_PIECE ? this.encode(s, p, e) : this.lookup(s, p, e);
      if (pieces === ends.length) {
        ends = grow(ends);
        sums = grow(sums);
        if (reuse && ends.length <= SCRATCH_MAX) this.scratch = [ends, sums];
      }
      ends[pieces] = e;
      sums[pieces] = total;
      pieces++;
      p = e;
    }
    return { ends, sums, pieces, total };
  }

  /**
   * Tokens of `s[start..end)`, from the pieces of `s` that spans() noted. The span's own pieces are
   * those of `s` except near its edges: from `start`, pieces are split anew until one ends where a
   * piece of `s` ends, after which the two splits agree; towards `end`, the split of a piece looks
   * past its last character (a contraction up to two more, a run of blanks to its end), so the
   * last pieces are split anew from a piece end at least three characters before the last
   * printable ASCII character of the span, beyond which no blank run or lookahead can reach.
   */
  private span(s: string, ends: Int32Array, sums: Int32Array, pieces: number, start: number, end: number, counter: SpanCounter): number {
    // A span starting inside a surrogate pair: the regex, asked to match there, would step back to
    // the pair's first half, which the span's own text does not have. No parser makes such spans.
    if (start > 0 && isTrail(s.charCodeAt(start)) && isLead(s.charCodeAt(start - 1))) {
      counter.scanned += end - start;
      return this.count(s.slice(start, end));
    }
    let last = end;
    for (; last > start; last--) {
      const c = s.charCodeAt(last - 1);
      if (c > 32 && c < 127) break;
    }
    const limit = last - 3;
    // Past `end` the span has nothing: pieces split anew end there at the latest.
    const bounded = end === s.length ? s : s.slice(0, end);
    let total = 0;
    let p = start;
    let i = firstAtLeast(ends, pieces, p);
    while (p < end) {
      if (p <= limit && (p === 0 || (i < pieces && ends[i] === p))) {
        const j = firstAtLeast(ends, pieces, limit + 1) - 1;
        if (j >= 0 && ends[j] > p) {
          total += sums[j] - (p === 0 ? 0 : sums[i]);
          p = ends[j];
        }
        break;
      }
      const e = this.pieceEnd(s, p, end, bounded);
      counter.scanned += e - p;
      total += this.piece(s, p, e);
      p = e;
      while (i < pieces && ends[i] < p) i++;
    }
    while (p < end) {
      const e = this.pieceEnd(s, p, end, bounded);
      counter.scanned += e - p;
      total += this.piece(s, p, e);
      p = e;
    }
    return total;
  }

  /** The end of the piece starting at `p` of `s` cut at `n`; `bounded` is `s` cut there, for the regex. */
  private pieceEnd(s: string, p: number, n: number, bounded: string): number {
    const e = this.scan(s, p, n);
    if (e >= 0) return e;
    this.regex.lastIndex = p;
    return p + (this.regex.exec(bounded) as RegExpExecArray)[0].length;
  }

  /** Tokens of the piece `s[p..e)`, as count() takes them. */
  private piece(s: string, p: number, e: number): number {
    const len = e - p;
    const c = s.charCodeAt(p);
    if (len === 1 && c < 128) return this.singles[c];
    if (len === 2 && (c | s.charCodeAt(p + 1)) < 128) return this.doubles[(c << 7) | s.charCodeAt(p + 1)];
    return len > LONGEST_CACHED_PIECE ? this.encode(s, p, e) : this.lookup(s, p, e);
  }

  /** Tokens of the piece `s[a..b)`: its UTF-8 bytes through the byte-pair merges. */
  private encode(s: string, a: number, b: number): number {
    // A UTF-16 code unit takes at most 3 UTF-8 bytes (a surrogate pair, 4 for 2 units).
    if (this.bytes.length < 3 * (b - a)) this.bytes = new Uint8Array(3 * (b - a));
    const bytes = this.bytes;
    let n = 0;
    for (let i = a; i < b; i++) {
      const c = s.charCodeAt(i);
      if (c >= 128) {
        n = utf8.encodeInto(s.slice(a, b), bytes).written;
        break;
      }
      bytes[n++] = c;
    }
    return this.pipeline.encode(bytes, n);
  }

  private lookup(s: string, a: number, b: number): number {
    const len = b - a;
    const key = this.key;
    // Hash the piece and pack its characters (when each fits a byte) in one pass.
    let h = 0x811c9dc5 | 0, high = 0, word = 0, nul = false;
    for (let i = 0; i < len; i++) {
      const c = s.charCodeAt(a + i);
      h = Math.imul(h ^ c, 0x01000193);
      high |= c;
      if (c === 0) nul = true;
      word |= c << ((i & 3) << 3);
      if ((i & 3) === 3 && i < INLINE_CHARS) {
        key[i >> 2] = word;
        word = 0;
      }
    }
    // A key read while another thread publishes its row may show zeros for characters not yet
    // visible (see below): a piece with a NUL character could match them, so it is never stored.
    if (nul) return this.encode(s, a, b);
    if ((len & 3) !== 0 && len < INLINE_CHARS) key[len >> 2] = word;
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    const inline = high < 256 && len <= INLINE_CHARS;
    const shape = inline ? len | INLINE : len;
    const words = (len + 3) >> 2;
    const rows = this.rows;
    const mask = this.mask;
    for (let idx = h & mask; ; idx = (idx + 1) & mask) {
      const row = idx * ROW;
      const meta = rows[row + 1];
      if (meta === 0) return Atomics.load(this.state, SIZE) < this.maxEntries ? this.insert(rows, SIZE, row, h, shape, s, a, b) : this.spilled(h, shape, s, a, b);
      // Another thread is writing this row, maybe with this very piece: counted here instead.
      if (meta === CLAIMED) return this.encode(s, a, b);
      if (rows[row] !== h || (meta & 0xffff) !== shape) continue;
      let same = true;
      if (inline) {
        for (let w = 0; w < words && same; w++) same = rows[row + 2 + w] === key[w];
      } else {
        const arena = this.arena, offset = rows[row + 2];
        same = offset !== 0;
        for (let i = 0; i < len && same; i++) same = arena[offset + i] === s.charCodeAt(a + i);
      }
      if (same) return meta >>> 16;
    }
  }

  /**
   * lookup() in the spill, for a piece the full rows do not hold (the key packed in `this.key`):
   * the rows' search, apart from lookup() so that the rows' stays as it was.
   */
  private spilled(h: number, shape: number, s: string, a: number, b: number): number {
    const spill = this.spill, mask = this.spillMask, key = this.key;
    if (spill.length === 0) return this.encode(s, a, b);
    const len = b - a;
    const words = (len + 3) >> 2;
    for (let idx = h & mask; ; idx = (idx + 1) & mask) {
      const row = idx * ROW;
      const meta = spill[row + 1];
      if (meta === 0) return Atomics.load(this.state, SPILLED) < this.maxSpilled ? this.insert(spill, SPILLED, row, h, shape, s, a, b) : this.encode(s, a, b);
      if (meta === CLAIMED) return this.encode(s, a, b);
      if (spill[row] !== h || (meta & 0xffff) !== shape) continue;
      let same = true;
      if ((shape & INLINE) !== 0) {
        for (let w = 0; w < words && same; w++) same = spill[row + 2 + w] === key[w];
      } else {
        const arena = this.arena, offset = spill[row + 2];
        same = offset !== 0;
        for (let i = 0; i < len && same; i++) same = arena[offset + i] === s.charCodeAt(a + i);
      }
      if (same) return meta >>> 16;
    }
  }

  /** Counts the piece `s[a..b)` and, while there is room, stores it in the empty `row` of `rows` (the rows or the spill, whose entries are `state[entries]`). */
  private insert(rows: Int32Array, entries: number, row: number, h: number, shape: number, s: string, a: number, b: number): number {
    const count = this.encode(s, a, b);
    const { state, arena } = this;
    const len = b - a;
    const inline = (shape & INLINE) !== 0;
    let offset = 0;
    if (!inline) {
      // Offsets start at 1, so that 0 always means "not visible yet".
      offset = Atomics.add(state, USED, len) + 1;
      if (offset + len > arena.length) return count;
    }
    // Taken meanwhile by another thread: this piece is stored next time it comes.
    if (Atomics.compareExchange(rows, row + 1, 0, CLAIMED) !== 0) return count;
    rows[row] = h;
    if (inline) {
      for (let w = 0; w < (len + 3) >> 2; w++) rows[row + 2 + w] = this.key[w];
    } else {
      for (let i = 0; i < len; i++) arena[offset + i] = s.charCodeAt(a + i);
      rows[row + 2] = offset;
    }
    Atomics.add(state, entries, 1);
    Atomics.store(rows, row + 1, shape | (count << 16));
    return count;
  }
}

/**
 * The tokens of a text and of any span of it: `count(start, end)` is exactly what counting
 * `text.slice(start, end)` gives, in time that depends on the span's edges, not its length.
 */
export interface SpanCounter {
  total: number;
  count(start: number, end: number): number;
  /** Characters split anew to count spans so far: the work beyond the text's own count (tests check it stays small). */
  scanned: number;
}

// Reused span buffers up to 2 x 4 MB (a text of about 3 million characters); a bigger text's
// notes are made for it alone, so a thread does not keep that much after one big file.
const SCRATCH_MAX = 1 << 20;

const isLead = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isTrail = (c: number) => c >= 0xdc00 && c <= 0xdfff;

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** The first index below `length` whose value is at least `value` (the values ascend), else `length`. */
function firstAtLeast(values: Int32Array, length: number, value: number): number {
  let lo = 0, hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < value) lo = mid + 1; else hi = mid;
  }
  return lo;
}
