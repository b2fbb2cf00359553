import type { TiktokenEncoding } from 'tiktoken';
import { countPiece } from './bpe.js';
import type { RankTable } from './ranks.js';
import { SCANNERS, pattern, type PatternFamily } from './split.js';

// tiktoken encodes each pre-tokenizer piece on its own, so a file's count is the sum of its
// pieces' counts; remembering the count of every distinct piece makes repeated pieces free.
// The table is open-addressed over typed arrays, with the keys' characters in their slots or in
// one arena: no string is created for a piece already seen.
const LONGEST_CACHED_PIECE = 256;
const ROW = 8;
const INLINE_CHARS = 24;
const INLINE = 1 << 15;
const utf8 = new TextEncoder();
// Caps keep one thread's cache under 48 MB; the JS/TS corpus has about 207,000 distinct pieces.
const MAX_ENTRIES = 1 << 19;
const MAX_ARENA_CHARS = 1 << 23;

export const FAMILY: Record<TiktokenEncoding, PatternFamily> = {
  o200k_base: 'o200k',
  cl100k_base: 'cl100k',
  p50k_base: 'gpt2',
  p50k_edit: 'gpt2',
  r50k_base: 'gpt2',
  gpt2: 'gpt2',
};

export class ExactCounter {
  // Open addressing, 8 int32 per slot (32 bytes, two to a cache line): [hash, meta, then the
  // piece's characters packed four to an int when they all fit a byte and there are at most
  // 24 of them, else its offset in the arena]. meta = length | INLINE | count << 16, 0 for an
  // empty slot. Nearly every piece of source code fits in its slot, so a lookup reads one slot
  // and no arena (profiled: the second memory access cost as much as the first).
  // Sized for the distinct pieces of a large tree (a run of the JS/TS corpus sees ~200,000).
  private rows = new Int32Array(ROW << 18);
  private mask = (1 << 18) - 1;
  private arena = new Uint16Array(1 << 16);
  private readonly key = new Int32Array(INLINE_CHARS / 4);
  private size = 0;
  private used = 0;
  private bytes = new Uint8Array(1024);
  private readonly scan;
  private readonly regex;

  constructor(private readonly ranks: RankTable, family: PatternFamily) {
    this.scan = SCANNERS[family];
    this.regex = pattern(family);
  }

  count(s: string): number {
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
      if (len === 1 && c < 128) total += 1;
      else if (len === 2 && (c | s.charCodeAt(p + 1)) < 128) total += this.ranks.pairRank(c, s.charCodeAt(p + 1)) >= 0 ? 1 : 2;
      else total += len > LONGEST_CACHED_PIECE ? this.encode(s, p, e) : this.lookup(s, p, e);
      p = e;
    }
    return total;
  }

  /** Tokens of the piece `s[a..b)`: its UTF-8 bytes through tiktoken's byte-pair merge. */
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
    return countPiece(this.ranks, bytes, n);
  }

  private lookup(s: string, a: number, b: number): number {
    const len = b - a;
    const key = this.key;
    // Hash the piece and pack its characters (when each fits a byte) in one pass.
    let h = 0x811c9dc5 | 0, high = 0, word = 0;
    for (let i = 0; i < len; i++) {
      const c = s.charCodeAt(a + i);
      h = Math.imul(h ^ c, 0x01000193);
      high |= c;
      word |= c << ((i & 3) << 3);
      if ((i & 3) === 3 && i < INLINE_CHARS) {
        key[i >> 2] = word;
        word = 0;
      }
    }
    if ((len & 3) !== 0 && len < INLINE_CHARS) key[len >> 2] = word;
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    const inline = high < 256 && len <= INLINE_CHARS;
    const shape = inline ? len | INLINE : len;
    const words = (len + 3) >> 2;
    const rows = this.rows;
    for (let idx = h & this.mask; ; idx = (idx + 1) & this.mask) {
      const row = idx * ROW;
      const meta = rows[row + 1];
      if (meta === 0) {
        const count = this.encode(s, a, b);
        this.insert(row, h, shape, s, a, len, count);
        return count;
      }
      if (rows[row] !== h || (meta & 0xffff) !== shape) continue;
      let same = true;
      if (inline) {
        for (let w = 0; w < words && same; w++) same = rows[row + 2 + w] === key[w];
      } else {
        const arena = this.arena, offset = rows[row + 2];
        for (let i = 0; i < len && same; i++) same = arena[offset + i] === s.charCodeAt(a + i);
      }
      if (same) return meta >>> 16;
    }
  }

  private insert(row: number, h: number, shape: number, s: string, a: number, len: number, count: number): void {
    const inline = (shape & INLINE) !== 0;
    if (this.size >= MAX_ENTRIES || (!inline && this.used + len > MAX_ARENA_CHARS)) return;
    const rows = this.rows;
    rows[row] = h;
    rows[row + 1] = shape | (count << 16);
    if (inline) {
      for (let w = 0; w < (len + 3) >> 2; w++) rows[row + 2 + w] = this.key[w];
    } else {
      if (this.used + len > this.arena.length) this.arena = grow(this.arena, this.used + len);
      for (let i = 0; i < len; i++) this.arena[this.used + i] = s.charCodeAt(a + i);
      rows[row + 2] = this.used;
      this.used += len;
    }
    if (++this.size * 2 > this.mask) this.rehash();
  }

  private rehash(): void {
    const old = this.rows;
    this.rows = new Int32Array(old.length * 2);
    this.mask = this.rows.length / ROW - 1;
    for (let row = 0; row < old.length; row += ROW) {
      if (old[row + 1] === 0) continue;
      let idx = old[row] & this.mask;
      while (this.rows[idx * ROW + 1] !== 0) idx = (idx + 1) & this.mask;
      this.rows.set(old.subarray(row, row + ROW), idx * ROW);
    }
  }
}

function grow<T extends Int32Array | Uint16Array>(a: T, atLeast: number): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(a.length * 2, atLeast));
  b.set(a);
  return b;
}
