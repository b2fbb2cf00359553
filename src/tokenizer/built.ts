// A model's merges as the package ships them (dist/tokenizer-<name>.bin, built by
// scripts/build-ranks.ts) and as loading reads them back.

import type { HfSpec } from './hf.js';
import type { MergeList } from './merges.js';

// The built tables (dist/tokenizer-<name>.bin), a MergeList: MAGIC, the header's byte length, the
// header (the spec as JSON), padding to 4 bytes, then the symbol, entry and merge counts and the
// joins' length, then the entries of each left symbol (how many), each entry's right symbol (as
// the difference from the entry before of the same left symbol) and rank, then as bits which
// merges make a symbol no merge before made (numbered in turn), then the results of the others,
// then the joins. Numbers are 3 bytes each, as three planes (low, middle and high bytes), which
// compress better in the package than interleaved ints; these planes take no more room there
// than the merges in rank order did, and loading them sorts nothing. No symbol's bytes are
// stored: they follow from the merges.
const MAGIC = 0x48464d33;

/** `values` as three planes of bytes at `out[at..]`. */
function putPlanes(out: Uint8Array, at: number, values: ArrayLike<number>): number {
  const n = values.length;
  for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) out[at + k * n + i] = (values[i] >>> (8 * k)) & 255;
  return at + 3 * n;
}

/** `n` numbers from three planes at `bytes[at..]`, into `into` (shared memory where threads will use them). */
function getPlanes(bytes: Uint8Array, at: number, n: number, into: Int32Array): Int32Array {
  const mid = at + n, hi = mid + n;
  for (let i = 0; i < n; i++) into[i] = bytes[at + i] | (bytes[mid + i] << 8) | (bytes[hi + i] << 16);
  return into;
}

const sharedInts = (n: number) => new Int32Array(new SharedArrayBuffer(n * 4));

export function toBuiltModel({ spec, starts, rights, ranks, results, joins }: MergeList): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify(spec));
  const headerEnd = (8 + header.length + 3) & ~3;
  const symbols = starts.length - 1, entries = rights.length, count = results.length;
  const counts = new Int32Array(symbols), deltas = new Int32Array(entries);
  for (let l = 0; l < symbols; l++) {
    counts[l] = starts[l + 1] - starts[l];
    for (let k = starts[l]; k < starts[l + 1]; k++) deltas[k] = k === starts[l] ? rights[k] : rights[k] - rights[k - 1];
  }
  const made = new Uint8Array((count + 7) >> 3);
  const again: number[] = [];
  for (let i = 0, next = spec.byteLevel ? 256 : spec.base.length; i < count; i++) {
    if (results[i] === next) {
      made[i >> 3] |= 1 << (i & 7);
      next++;
    } else {
      again.push(results[i]);
    }
  }
  const out = new Uint8Array(headerEnd + 16 + 3 * (symbols + 2 * entries + again.length) + made.length + (joins?.length ?? 0));
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, header.length, true);
  out.set(header, 8);
  [symbols, entries, count, joins?.length ?? 0].forEach((n, i) => view.setUint32(headerEnd + 4 * i, n, true));
  let at = headerEnd + 16;
  at = putPlanes(out, at, counts);
  at = putPlanes(out, at, deltas);
  at = putPlanes(out, at, ranks);
  out.set(made, at);
  at = putPlanes(out, at + made.length, again);
  if (joins) out.set(joins, at);
  return out;
}

export function fromBuiltModel(bytes: Uint8Array): MergeList | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 8 || view.getUint32(0, true) !== MAGIC) return undefined;
  const headerLength = view.getUint32(4, true);
  const spec = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as HfSpec;
  const headerEnd = (8 + headerLength + 3) & ~3;
  const [symbols, entries, count, joinsLength] = [0, 1, 2, 3].map((i) => view.getUint32(headerEnd + 4 * i, true));
  let at = headerEnd + 16;
  const starts = getPlanes(bytes, at, symbols, sharedInts(symbols + 1));
  at += 3 * symbols;
  // Counts to offsets: starts[l] is where symbol l's entries begin.
  for (let l = 0, sum = 0; l <= symbols; l++) {
    const n = l < symbols ? starts[l] : 0;
    starts[l] = sum;
    sum += n;
  }
  const rights = getPlanes(bytes, at, entries, sharedInts(entries));
  at += 3 * entries;
  for (let l = 0; l < symbols; l++) for (let k = starts[l] + 1; k < starts[l + 1]; k++) rights[k] += rights[k - 1];
  const ranks = getPlanes(bytes, at, entries, sharedInts(entries));
  at += 3 * entries;
  const flags = at;
  at += (count + 7) >> 3;
  const made = spec.byteLevel ? 256 : spec.base.length;
  let fresh = 0;
  for (let i = 0; i < count; i++) fresh += (bytes[flags + (i >> 3)] >> (i & 7)) & 1;
  const again = count - fresh;
  if (starts[symbols] !== entries || symbols !== made + fresh || bytes.length !== at + 3 * again + joinsLength) return undefined;
  const results = new Int32Array(count);
  for (let i = 0, next = made, j = 0; i < count; i++) {
    results[i] = (bytes[flags + (i >> 3)] >> (i & 7)) & 1 ? next++ : bytes[at + j] | (bytes[at + again + j] << 8) | (bytes[at + 2 * again + j++] << 16);
  }
  at += 3 * again;
  return { spec, starts, rights, ranks, results, ...(joinsLength > 0 && { joins: Uint8Array.from(bytes.subarray(at, at + joinsLength)) }) };
}
