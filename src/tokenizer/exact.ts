import type { TiktokenEncoding } from 'tiktoken';
import { countPiece } from './bpe.js';
import type { RankTable } from './ranks.js';
import { PATTERNS, SCANNERS, type PatternFamily } from './split.js';

// tiktoken encodes each pre-tokenizer piece on its own, so a file's count is the sum of its
// pieces' counts; remembering the count of every distinct piece makes repeated pieces free.
// The table is open-addressed over typed arrays with the keys' characters in one arena: no
// string is created for a piece already seen.
const LONGEST_CACHED_PIECE = 256;
const utf8 = new TextEncoder();
// Caps keep one thread's cache near 32 MB; the JS/TS corpus has about 207,000 distinct pieces.
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
  // Open addressing, one row per slot: [hash, arena offset, length (0 = empty), count]; a
  // lookup touches one row and the piece's characters.
  // Sized for the distinct pieces of a large tree (a run of the JS/TS corpus sees ~200,000).
  private rows = new Int32Array(4 << 18);
  private mask = (1 << 18) - 1;
  private arena = new Uint16Array(1 << 20);
  private size = 0;
  private used = 0;
  private bytes = new Uint8Array(1024);
  private readonly scan;
  private readonly regex;

  constructor(private readonly ranks: RankTable, family: PatternFamily) {
    this.scan = SCANNERS[family];
    this.regex = PATTERNS[family];
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
    let h = 0x811c9dc5 | 0;
    for (let i = a; i < b; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    const len = b - a;
    const rows = this.rows, arena = this.arena;
    for (let idx = h & this.mask; ; idx = (idx + 1) & this.mask) {
      const row = idx << 2;
      const rowLen = rows[row + 2];
      if (rowLen === 0) {
        const count = this.encode(s, a, b);
        this.insert(row, h, s, a, len, count);
        return count;
      }
      if (rows[row] !== h || rowLen !== len) continue;
      const offset = rows[row + 1];
      let i = 0;
      while (i < len && arena[offset + i] === s.charCodeAt(a + i)) i++;
      if (i === len) return rows[row + 3];
    }
  }

  private insert(row: number, h: number, s: string, a: number, len: number, count: number): void {
    if (this.size >= MAX_ENTRIES || this.used + len > MAX_ARENA_CHARS) return;
    if (this.used + len > this.arena.length) this.arena = grow(this.arena, this.used + len);
    for (let i = 0; i < len; i++) this.arena[this.used + i] = s.charCodeAt(a + i);
    this.rows[row] = h;
    this.rows[row + 1] = this.used;
    this.rows[row + 2] = len;
    this.rows[row + 3] = count;
    this.used += len;
    if (++this.size * 2 > this.mask) this.rehash();
  }

  private rehash(): void {
    const old = this.rows;
    this.rows = new Int32Array(old.length * 2);
    this.mask = (this.rows.length >> 2) - 1;
    for (let row = 0; row < old.length; row += 4) {
      if (old[row + 2] === 0) continue;
      let idx = old[row] & this.mask;
      while (this.rows[(idx << 2) + 2] !== 0) idx = (idx + 1) & this.mask;
      this.rows.set(old.subarray(row, row + 4), idx << 2);
    }
  }
}

function grow<T extends Int32Array | Uint16Array>(a: T, atLeast: number): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(a.length * 2, atLeast));
  b.set(a);
  return b;
}
