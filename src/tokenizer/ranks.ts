import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { FROM_SOURCES } from '../util/version.js';

// tiktoken ships each encoding's ranks as text: lines of `<tag> <first rank> <base64 token>...`,
// consecutive tokens taking consecutive ranks. We decode them straight into one byte arena with
// an open-addressed index, so neither building nor looking up creates a string per token.
// The index has 4 int32 per slot, [hash, meta, then the token's bytes packed four to an int when
// it has at most 8, else its start in the arena and its length], meta = (rank + 1) << 8 | length
// (255 for 255 and more), 0 for an empty slot: a lookup reads one slot, on one cache line, and
// the arena only for a long token. (With the slot, start, length, rank and bytes in four arrays,
// byte-pair merges spent most of their time waiting on memory.)
const SLOT = 4;
const PACKED_BYTES = 8;

const B64 = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;

/** FNV-1a over `bytes[a..b)`, finished with a murmur-style mix. */
function hashBytes(bytes: Uint8Array, a: number, b: number): number {
  let h = 0x811c9dc5 | 0;
  for (let i = a; i < b; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/** A rank table's arrays: plain data, which threads can share (see share()). */
export interface RankTableData {
  /** The open-addressed index, SLOT int32 per slot (see above). */
  slots: Int32Array;
  /** The tokens' bytes, one after another. */
  arena: Uint8Array;
  /** Ranks of two-byte tokens by `first << 8 | second`, -1 for none: every merge starts with pairs. */
  pairs: Int32Array;
}

/** The mergeable ranks of one encoding: byte string -> rank. */
export class RankTable {
  private readonly slots: Int32Array;
  private readonly arena: Uint8Array;
  private readonly pairs: Int32Array;
  private readonly mask: number;

  constructor(private readonly data: RankTableData) {
    ({ slots: this.slots, arena: this.arena, pairs: this.pairs } = data);
    this.mask = this.slots.length / SLOT - 1;
  }

  /**
   * The ranks tiktoken ships for `encoding`: from the table the build made of them (a few
   * milliseconds, straight into shared memory), or, run from TypeScript sources, parsed from
   * tiktoken's text (about 100 ms).
   */
  static load(encoding: string): RankTable {
    const built = FROM_SOURCES ? undefined : readBuilt(fileURLToPath(new URL(`./${builtFileName(encoding)}`, import.meta.url)));
    return new RankTable(built ?? parseEncoding(SAME_RANKS[encoding] ?? encoding));
  }

  /** The same table in shared memory, for worker threads to use without building their own. */
  share(): RankTableData {
    if (this.data.arena.buffer instanceof SharedArrayBuffer) return this.data;
    const shared = <T extends Int32Array | Uint8Array>(a: T): T => {
      const copy = new (a.constructor as new (buffer: SharedArrayBuffer) => T)(new SharedArrayBuffer(a.byteLength));
      copy.set(a);
      return copy;
    };
    const { slots, arena, pairs } = this.data;
    return { slots: shared(slots), arena: shared(arena), pairs: shared(pairs) };
  }

  /** The rank of the two bytes `first, second`, or -1 when they are not a token. */
  pairRank(first: number, second: number): number {
    return this.pairs[(first << 8) | second];
  }

  /** The rank of `bytes[a..b)`, or -1 when it is not a token. */
  rank(bytes: Uint8Array, a: number, b: number): number {
    const len = b - a;
    if (len === 2) return this.pairs[(bytes[a] << 8) | bytes[a + 1]];
    // hashBytes(), with the first 8 bytes packed on the way.
    let h = 0x811c9dc5 | 0, w0 = 0, w1 = 0;
    for (let i = 0; i < len; i++) {
      const c = bytes[a + i];
      h = Math.imul(h ^ c, 0x01000193);
      if (i < 4) w0 |= c << (i << 3);
      else if (i < PACKED_BYTES) w1 |= c << ((i - 4) << 3);
    }
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    const { slots, mask } = this;
    const tag = len < 255 ? len : 255;
    for (let idx = h & mask; ; idx = (idx + 1) & mask) {
      const slot = idx * SLOT;
      const meta = slots[slot + 1];
      if (meta === 0) return -1;
      if (slots[slot] !== h || (meta & 255) !== tag) continue;
      if (len <= PACKED_BYTES) {
        if (slots[slot + 2] === w0 && slots[slot + 3] === w1) return (meta >>> 8) - 1;
      } else if (slots[slot + 3] === len && this.sameBytes(slots[slot + 2], bytes, a, len)) {
        return (meta >>> 8) - 1;
      }
    }
  }

  private sameBytes(start: number, bytes: Uint8Array, a: number, len: number): boolean {
    const arena = this.arena;
    for (let i = 0; i < len; i++) if (arena[start + i] !== bytes[a + i]) return false;
    return true;
  }

}

/** The table of tiktoken's `encoders/<encoding>.json`. */
export function parseEncoding(encoding: string): RankTableData {
  // Read, not require()d: the 2 MB of text is garbage once parsed.
  const file = createRequire(import.meta.url).resolve(`tiktoken/encoders/${encoding}.json`);
  return parse((JSON.parse(readFileSync(file, 'utf8')) as { bpe_ranks: string }).bpe_ranks);
}

// The built tables: one file per distinct set of ranks (p50k_edit has p50k_base's, gpt2 has
// r50k_base's), written beside the bundles by scripts/build-ranks.ts. Layout, in this machine's
// byte order: a header of 4 int32 (MAGIC, 0, slots' int32 count, arena bytes), then slots and
// pairs as int32, then the arena's bytes. MAGIC names the layout: a file of another is refused.
const SAME_RANKS: Record<string, string> = { p50k_edit: 'p50k_base', gpt2: 'r50k_base', o200k_harmony: 'o200k_base' };
const MAGIC = 0x524e4b32;
const HEADER_INTS = 4;

/** The built table's file name for `encoding`. */
export function builtFileName(encoding: string): string {
  return `ranks-${SAME_RANKS[encoding] ?? encoding}.bin`;
}

/** A table as the bytes of its built file. */
export function toBuilt({ slots, pairs, arena }: RankTableData): Uint8Array {
  const ints = HEADER_INTS + slots.length + pairs.length;
  const out = new Uint8Array(ints * 4 + arena.length);
  const view = new Int32Array(out.buffer, 0, ints);
  view.set([MAGIC, 0, slots.length, arena.length]);
  let at = HEADER_INTS;
  for (const part of [slots, pairs]) {
    view.set(part, at);
    at += part.length;
  }
  out.set(arena, ints * 4);
  return out;
}

/** The table in a built file, read into shared memory; undefined when the file is missing or foreign. */
export function readBuilt(path: string): RankTableData | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    const bytes = new Uint8Array(new SharedArrayBuffer(size));
    for (let at = 0; at < size; ) {
      const n = readSync(fd, bytes, at, size - at, null);
      if (n === 0) return undefined;
      at += n;
    }
    return fromBuilt(bytes);
  } finally {
    closeSync(fd);
  }
}

/** Views over a built file's bytes (not copies); undefined when they are not one. */
export function fromBuilt(bytes: Uint8Array): RankTableData | undefined {
  if (bytes.byteOffset % 4 !== 0 || bytes.length < HEADER_INTS * 4) return undefined;
  const [magic, , slotInts, arenaBytes] = new Int32Array(bytes.buffer, bytes.byteOffset, HEADER_INTS);
  const ints = HEADER_INTS + slotInts + (1 << 16);
  // Another byte order reads another magic number: such a machine parses the text instead.
  if (magic !== MAGIC || bytes.length !== ints * 4 + arenaBytes) return undefined;
  let at = bytes.byteOffset + HEADER_INTS * 4;
  const take = (n: number) => {
    const part = new Int32Array(bytes.buffer, at, n);
    at += n * 4;
    return part;
  };
  const slots = take(slotInts), pairs = take(1 << 16);
  return { slots, pairs, arena: new Uint8Array(bytes.buffer, at, arenaBytes) };
}

/** `text` is the `bpe_ranks` field of tiktoken's `encoders/<name>.json`. */
function parse(text: string): RankTableData {
  const count = countTokens(text);
  const pairs = new Int32Array(1 << 16).fill(-1);
  // Base64 holds 3 bytes in 4 characters: the text bounds the arena.
  const arena = new Uint8Array(Math.ceil((text.length * 3) / 4));
  let size = 1 << 10;
  while (size < count * 2) size <<= 1;
  const slots = new Int32Array(size * SLOT);
  let used = 0;
  for (let p = 0; p < text.length; ) {
    let eol = text.indexOf('\n', p);
    if (eol === -1) eol = text.length;
    const tagEnd = text.indexOf(' ', p);
    const rankEnd = text.indexOf(' ', tagEnd + 1);
    let rank = Number(text.slice(tagEnd + 1, rankEnd === -1 || rankEnd > eol ? eol : rankEnd));
    for (let q = rankEnd + 1; rankEnd !== -1 && q < eol; ) {
      let end = text.indexOf(' ', q);
      if (end === -1 || end > eol) end = eol;
      const start = used;
      used = decodeBase64(text, q, end, arena, used);
      put(slots, pairs, arena, start, used - start, rank);
      rank++;
      q = end + 1;
    }
    p = eol + 1;
  }
  return { slots, arena: arena.slice(0, used), pairs };
}

/** Adds the token `arena[start..start + len)` of `rank` to an index of `slots.length / SLOT` slots (a power of two) and, of two bytes, to `pairs`. */
function put(slots: Int32Array, pairs: Int32Array, arena: Uint8Array, start: number, len: number, rank: number): void {
  const mask = slots.length / SLOT - 1;
  if (len === 2) pairs[(arena[start] << 8) | arena[start + 1]] = rank;
  const h = hashBytes(arena, start, start + len);
  let idx = h & mask;
  while (slots[idx * SLOT + 1] !== 0) idx = (idx + 1) & mask;
  const slot = idx * SLOT;
  slots[slot] = h;
  slots[slot + 1] = ((rank + 1) << 8) | (len < 255 ? len : 255);
  if (len <= PACKED_BYTES) {
    for (let i = 0; i < len; i++) slots[slot + 2 + (i >> 2)] |= arena[start + i] << ((i & 3) << 3);
  } else {
    slots[slot + 2] = start;
    slots[slot + 3] = len;
  }
}

/** An empty index with room for `capacity` tokens whose bytes will be in `arena`; in shared memory, for threads to use as it is. */
export function emptyIndex(arena: Uint8Array, capacity: number): RankTableData {
  let size = 1 << 10;
  while (size < capacity * 2) size <<= 1;
  const slots = new Int32Array(new SharedArrayBuffer(size * SLOT * 4));
  const pairs = new Int32Array(new SharedArrayBuffer((1 << 16) * 4)).fill(-1);
  return { slots, pairs, arena };
}

/** Adds the token `data.arena[start..start + len)` of `rank` to an index made by emptyIndex(). */
export function indexToken(data: RankTableData, start: number, len: number, rank: number): void {
  put(data.slots, data.pairs, data.arena, start, len, rank);
}

function countTokens(text: string): number {
  let count = 0;
  for (const line of text.split('\n')) {
    const fields = line.split(' ').length;
    if (fields > 2) count += fields - 2;
  }
  return count;
}

/** Decodes base64 `text[a..b)` into `out` at `at`; returns the new end. */
function decodeBase64(text: string, a: number, b: number, out: Uint8Array, at: number): number {
  let bits = 0, value = 0;
  for (let i = a; i < b; i++) {
    const d = B64[text.charCodeAt(i)];
    if (d < 0) break; // `=` padding
    value = (value << 6) | d;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >>> bits) & 0xff;
    }
  }
  return at;
}
