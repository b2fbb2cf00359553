import type { RankTable } from './ranks.js';

// tiktoken's byte-pair encoding, counting only. A piece that is a token is one token; otherwise
// the adjacent pair of parts whose joined bytes have the lowest rank is merged, the leftmost on
// ties, until no adjacent pair is a token. Short pieces rescan their few parts; long ones (a run
// of thousands of spaces) keep candidate pairs in a heap so the work stays n log n.

const NONE = 0x7fffffff;
const SHORT_PIECE_BYTES = 64;

let bounds = new Int32Array(SHORT_PIECE_BYTES + 1);
let pairRanks = new Int32Array(SHORT_PIECE_BYTES + 1);

/** Number of tokens tiktoken gives the UTF-8 bytes `bytes[0..n)` of one pre-tokenizer piece. */
export function countPiece(table: RankTable, bytes: Uint8Array, n: number): number {
  if (n <= 1 || table.rank(bytes, 0, n) >= 0) return Math.min(n, 1);
  return n <= SHORT_PIECE_BYTES ? mergeByScan(table, bytes, n) : mergeByHeap(table, bytes, n);
}

function rankOf(table: RankTable, bytes: Uint8Array, a: number, b: number): number {
  const r = table.rank(bytes, a, b);
  return r < 0 ? NONE : r;
}

/** Parts are `[bounds[i], bounds[i + 1])`; `pairRanks[i]` ranks parts i and i + 1 joined. */
function mergeByScan(table: RankTable, bytes: Uint8Array, n: number): number {
  if (bounds.length <= n) {
    bounds = new Int32Array(n + 1);
    pairRanks = new Int32Array(n + 1);
  }
  let m = n + 1;
  for (let i = 0; i < m; i++) bounds[i] = i;
  for (let i = 0; i < n - 1; i++) pairRanks[i] = rankOf(table, bytes, i, i + 2);
  pairRanks[n - 1] = NONE;
  for (;;) {
    let best = NONE, at = -1;
    for (let i = 0; i < m - 2; i++) {
      if (pairRanks[i] < best) {
        best = pairRanks[i];
        at = i;
      }
    }
    if (at < 0) return m - 1;
    // By hand: a few elements each time, where copyWithin() costs a call into the runtime.
    for (let i = at + 1; i < m - 1; i++) {
      bounds[i] = bounds[i + 1];
      pairRanks[i] = pairRanks[i + 1];
    }
    m--;
    pairRanks[at] = at + 2 < m ? rankOf(table, bytes, bounds[at], bounds[at + 2]) : NONE;
    if (at > 0) pairRanks[at - 1] = rankOf(table, bytes, bounds[at - 1], bounds[at + 1]);
  }
}

/**
 * The same merges with a linked list of part starts and a heap of candidate pairs keyed by
 * (rank, start): the heap's least valid entry is exactly the scan's leftmost lowest pair.
 */
function mergeByHeap(table: RankTable, bytes: Uint8Array, n: number): number {
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const alive = new Uint8Array(n + 1).fill(1);
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const heap = new PairHeap(n);
  const consider = (a: number) => {
    const mid = next[a];
    if (mid >= n) return;
    const end = next[mid];
    const r = table.rank(bytes, a, end);
    if (r >= 0) heap.push(r, a, end);
  };
  for (let i = 0; i < n - 1; i++) consider(i);
  let parts = n;
  while (heap.size > 0) {
    const { start, end } = heap.pop();
    if (!alive[start] || next[start] >= n || next[next[start]] !== end) continue;
    const mid = next[start];
    alive[mid] = 0;
    next[start] = end;
    prev[end] = start;
    parts--;
    consider(start);
    if (start > 0) consider(prev[start]);
  }
  return parts;
}

/** A binary min-heap of (rank, start) with the pair's end carried along (also the merges of a tokenizer.json). */
export class PairHeap {
  private keys: Float64Array;
  private ends: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(16, capacity));
    this.ends = new Int32Array(Math.max(16, capacity));
  }

  push(rank: number, start: number, end: number): void {
    if (this.size === this.keys.length) this.grow();
    // rank < 2^31 and start < 2^21 in practice; the key stays an exact integer below 2^53.
    const key = rank * 0x100000000 + start;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.keys[i] = this.keys[parent];
      this.ends[i] = this.ends[parent];
      i = parent;
    }
    this.keys[i] = key;
    this.ends[i] = end;
  }

  pop(): { start: number; end: number } {
    const top = { start: this.keys[0] % 0x100000000, end: this.ends[0] };
    const key = this.keys[--this.size];
    const end = this.ends[this.size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1] < this.keys[child]) child++;
      if (this.keys[child] >= key) break;
      this.keys[i] = this.keys[child];
      this.ends[i] = this.ends[child];
      i = child;
    }
    this.keys[i] = key;
    this.ends[i] = end;
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const ends = new Int32Array(this.ends.length * 2);
    keys.set(this.keys);
    ends.set(this.ends);
    this.keys = keys;
    this.ends = ends;
  }
}
