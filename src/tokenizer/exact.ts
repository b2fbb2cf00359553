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
const MAX_ENTRIES = 1 << 21;
const MAX_ARENA_CHARS = 1 << 26;

export const FAMILY: Record<TiktokenEncoding, PatternFamily> = {
  o200k_base: 'o200k',
  cl100k_base: 'cl100k',
  p50k_base: 'gpt2',
  p50k_edit: 'gpt2',
  r50k_base: 'gpt2',
  gpt2: 'gpt2',
};

export class ExactCounter {
  private slots = new Int32Array(1 << 16);
  private hashes = new Int32Array(1 << 16);
  private entries = new Int32Array(3 << 15);
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
      total += e - p > LONGEST_CACHED_PIECE ? this.encode(s, p, e) : this.lookup(s, p, e);
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
    const mask = this.slots.length - 1;
    let idx = h & mask;
    for (let slot = this.slots[idx]; slot !== 0; slot = this.slots[idx]) {
      if (this.hashes[idx] === h) {
        const x = 3 * (slot - 1);
        if (this.entries[x + 1] === len && this.sameChars(this.entries[x], s, a, len)) return this.entries[x + 2];
      }
      idx = (idx + 1) & mask;
    }
    const count = this.encode(s, a, b);
    this.insert(idx, h, s, a, len, count);
    return count;
  }

  private sameChars(offset: number, s: string, a: number, len: number): boolean {
    const arena = this.arena;
    for (let i = 0; i < len; i++) if (arena[offset + i] !== s.charCodeAt(a + i)) return false;
    return true;
  }

  private insert(idx: number, h: number, s: string, a: number, len: number, count: number): void {
    if (this.size >= MAX_ENTRIES || this.used + len > MAX_ARENA_CHARS) return;
    if (this.used + len > this.arena.length) this.arena = grow(this.arena, this.used + len);
    for (let i = 0; i < len; i++) this.arena[this.used + i] = s.charCodeAt(a + i);
    if (3 * this.size + 3 > this.entries.length) this.entries = grow(this.entries, 3 * this.size + 3);
    const x = 3 * this.size;
    this.entries[x] = this.used;
    this.entries[x + 1] = len;
    this.entries[x + 2] = count;
    this.used += len;
    this.size++;
    this.slots[idx] = this.size;
    this.hashes[idx] = h;
    if (this.size * 2 > this.slots.length) this.rehash();
  }

  private rehash(): void {
    const oldSlots = this.slots, oldHashes = this.hashes;
    this.slots = new Int32Array(oldSlots.length * 2);
    this.hashes = new Int32Array(oldSlots.length * 2);
    const mask = this.slots.length - 1;
    for (let i = 0; i < oldSlots.length; i++) {
      if (oldSlots[i] === 0) continue;
      let j = oldHashes[i] & mask;
      while (this.slots[j] !== 0) j = (j + 1) & mask;
      this.slots[j] = oldSlots[i];
      this.hashes[j] = oldHashes[i];
    }
  }
}

function grow<T extends Int32Array | Uint16Array>(a: T, atLeast: number): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(a.length * 2, atLeast));
  b.set(a);
  return b;
}
