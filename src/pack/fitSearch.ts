import { folderEntry, topFolder, type FolderRow } from '../sinks/leftOut.js';
import type { Packing } from './levels.js';
import type { LeftOutListing, Report } from '../results.js';
import { SLICE_MS } from '../stages/walk.js';

// The search behind `--fit`: for each way of listing what is left out, the fewest files (in the
// order of leaving out) whose leaving out makes the digest fit, from estimates checked by exact
// counts of the whole digest.

// How the digest lists the files left out: one a line, or as FitPlan.leftOutListing says.
export type Listing = 'files' | LeftOutListing;

/** The digest with the first `k` files in the order of leaving out left out, and its exact count. */
export interface Digest {
  k: number;
  tokens: number;
  report: Report;
}

export interface Found extends Digest {
  listing: Listing;
  fits: boolean;
}

export type Search = ((listing: Listing, from: number) => Promise<Found>) & { fitsAt(listing: Listing, k: number): Promise<boolean> };

// Steps guided by the estimated savings before the search falls back to halving (or doubling).
const GUIDED_STEPS = 4;

/**
 * The fewest files to leave out for a listing, from a first guess. Each step counts the digest
 * exactly, and moves by as many files as the estimated savings of each (its block less its line in
 * the list) say it takes to cover what the count is over or under the budget, the estimates scaled
 * by how far off they were between the last two counts: the estimate's error is about the same at
 * nearby places, so three or four counts find the place. The bracket of counts known to fit and
 * known not to fit only narrows; after GUIDED_STEPS, halving (doubling while no count fits)
 * finishes it. Counts are kept, so asking again costs nothing.
 */
export function searcher(digest: (k: number, listing: Listing) => Promise<Digest>, savings: Record<Listing, number[]>, most: number, budget: number): Search {
  const counted = new Map<string, Digest>();
  const at = async (listing: Listing, k: number): Promise<Digest> => {
    const key = `${listing}:${k}`;
    let found = counted.get(key);
    if (!found) counted.set(key, (found = await digest(k, listing)));
    return found;
  };
  const fitsAt = async (listing: Listing, k: number) => (await at(listing, k)).tokens <= budget;
  const search = async (listing: Listing, from: number): Promise<Found> => {
    const save = savings[listing];
    const n = Math.min(most, save.length);
    // lo: most moves known not to fit (-1: none known); hi: fewest known to fit (n + 1: none known).
    let lo = -1, hi = n + 1;
    let k = Math.max(0, Math.min(n, from));
    let last: { k: number; tokens: number } | undefined;
    for (let step = 0; ; step++) {
      const { tokens } = await at(listing, k);
      if (tokens <= budget) hi = k;
      else lo = k;
      if (lo === n) return { ...(await at(listing, n)), listing, fits: false };
      if (hi - lo <= 1) break;
      let next: number;
      if (step >= GUIDED_STEPS) next = hi <= n ? Math.floor((lo + hi) / 2) : lo + 2 ** (step - GUIDED_STEPS + 1);
      else {
        // The estimates scaled by how far they were off between the last two counts (a secant).
        const scale = last ? drift(save, last, { k, tokens }) : 1;
        if (tokens > budget) {
          // Leave out more, until their estimated savings cover what this count is over.
          let over = tokens - budget;
          for (next = k; next < n && over > 0; next++) over -= save[next] * scale;
        } else {
          // Take back those whose estimated cost what this count is under still covers, and one more.
          let under = budget - tokens;
          for (next = k; next > 0 && under >= save[next - 1] * scale; next--) under -= save[next - 1] * scale;
          next--;
        }
      }
      last = { k, tokens };
      k = Math.max(lo + 1, Math.min(hi - 1, n, next));
    }
    return { ...(await at(listing, hi)), listing, fits: true };
  };
  return Object.assign(search, { fitsAt });
}

const SEPARATOR = '='.repeat(48);
// The blank lines that end a file's block, about a token whatever the text before them.
const BLOCK_END_TOKENS = 1;

// How far off the estimated savings were between two counts: the counted change over the estimated
// one, kept within a factor of 4 (a change of a few tokens says little).
function drift(save: number[], a: { k: number; tokens: number }, b: { k: number; tokens: number }): number {
  const [from, to] = a.k < b.k ? [a, b] : [b, a];
  let estimated = 0;
  for (let i = from.k; i < to.k; i++) estimated += save[i];
  const counted = from.tokens - to.tokens;
  if (!(estimated > 0) || !(counted > 0)) return 1;
  return Math.min(4, Math.max(0.25, counted / estimated));
}

export interface Estimates {
  /** The fewest moves each listing takes by the estimate. */
  guess: Record<Listing, number>;
  /**
   * Each move's estimated saving in each listing once those before it are made: a body elided
   * saves its tokens less its marker's; a file dropped, its block, and in a listing that leaves
   * files out (`by folder`, `total only`) its tree line too, less what it adds to the list. `files`
   * lists none: its files dropped stay in the tree, at path only (a line naming a file costs more
   * than its line in the tree).
   */
  savings: Record<Listing, number[]>;
}

/**
 * What each move saves, by estimate, and from that the first guesses from `emptyTokens`, the
 * count of the digest of no file. The digest's count is about the sum of its parts, which finds
 * the place to look. (Without the list's lines the place was hundreds of files short on a large
 * tree.)
 */
export async function estimates(packing: Packing, emptyTokens: number, counter: { count(text: string): number }, budget: number, pace: () => Promise<void>): Promise<Estimates> {
  const { order, moves } = packing;
  const line = (text: string) => counter.count(`  ${text}\n`);
  const treeLine = order.map((f) => counter.count(`    ├── ${f.path.slice(f.path.lastIndexOf('/') + 1)}\n`));
  // The text's own count is the file's: only what frames it is counted here.
  const frame = order.map((f) => counter.count(`${SEPARATOR}\nFILE: ${f.path}\n${SEPARATOR}\n`) + BLOCK_END_TOKENS);
  const shown = order.map((f) => f.tokens);
  for (const body of packing.baseBodies()) shown[body.file] -= body.saving;
  let whole = emptyTokens;
  for (let i = 0; i < order.length; i++) whole += treeLine[i] + frame[i] + shown[i];
  const savings: Record<Listing, number[]> = { files: [], 'by folder': [], 'total only': [] };
  const folders = new Map<string, FolderRow & { cost: number }>();
  for (const move of moves) {
    const f = order[move.file];
    if (move.kind === 'body') {
      shown[move.file] -= move.saving;
      for (const listing of Object.keys(savings) as Listing[]) savings[listing].push(move.saving);
    } else {
      const block = frame[move.file] + shown[move.file];
      savings.files.push(block);
      savings['total only'].push(block + treeLine[move.file]);
      const folder = topFolder(f.path);
      const row = folders.get(folder) ?? { folder, files: 0, tokens: 0, cost: 0 };
      row.files++;
      row.tokens += f.tokens;
      const cost = line(folderEntry(row));
      savings['by folder'].push(block + treeLine[move.file] - (cost - row.cost));
      row.cost = cost;
      folders.set(folder, row);
      // Once a file: its line and its folder's counted (a body costs no count).
      await pace();
    }
  }
  const guess = {} as Record<Listing, number>;
  for (const listing of Object.keys(savings) as Listing[]) {
    let k = 0;
    for (let over = whole - budget; k < savings[listing].length && over > 0; k++) over -= savings[listing][k];
    guess[listing] = k;
  }
  return { guess, savings };
}

/** A function to await often in a long loop: it gives the event loop a turn every SLICE_MS. */
export function pacer(): () => Promise<void> {
  let turn = performance.now();
  return async () => {
    if (performance.now() - turn < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    turn = performance.now();
  };
}
