import { gitingestText } from '../sinks/gitingest.js';
import { fileEntry, folderEntry, topFolder, type FolderRow } from '../sinks/leftOut.js';
import { createCounter } from '../tokenizer/index.js';
import type { AnalysisResult, Counting, FileResult, FitPlan, LeftOutListing, Report } from '../types.js';
import { encodingOf, summarize } from './aggregate.js';
import { SLICE_MS } from './walk.js';
import { byPath } from '../paths.js';

/** What `--fit` asks: a budget, and whether the digest leaves files out (GitIngest) or only the plan is told. */
export interface FitOptions {
  budget: { tokens: number; label: string };
  /** The budget is a model's context window (`label` names the model). */
  window: boolean;
  /** Leave the files out of the report (the GitIngest digest); otherwise only report the plan. */
  apply: boolean;
  /** With a model's window, the tokenizer that model counts with; none for Claude and Gemini, which publish none. */
  tokenizer?: string;
}

// Why a file goes first, in the order files are left out; within a reason, the largest first.
const LOCK_NAMES = new Set([
  'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lockb', 'bun.lock', 'cargo.lock', 'gemfile.lock', 'poetry.lock',
  'pipfile.lock', 'composer.lock', 'go.sum', 'mix.lock', 'pubspec.lock', 'packages.lock.json', 'flake.lock', 'podfile.lock', 'uv.lock',
]);
const GENERATED = /(\.min\.(js|css)|\.map|\.pb\.go|_pb2(_grpc)?\.py|\.g\.dart|\.designer\.cs|\.generated\.[a-z]+|\.lock)$/i;
const GENERATED_DIRS = /(^|\/)(dist|build|generated|__generated__)\//i;
const VENDORED_DIRS = /(^|\/)(vendor|vendored|third_party|third-party|thirdparty|external|extern)\//i;
const TEST_DATA = /(^|\/)(fixtures?|__fixtures__|testdata|test-data|test_data|__snapshots__|snapshots)\/|\.snap$/i;

export const FIT_REASONS = ['lock or generated file', 'vendored code', 'fixture or test data', 'largest file'] as const;

/** Which of FIT_REASONS a file is left out for (its index: lower goes first). */
export function fitRank(path: string): number {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (LOCK_NAMES.has(name) || GENERATED.test(path) || GENERATED_DIRS.test(path)) return 0;
  if (VENDORED_DIRS.test(path)) return 1;
  if (TEST_DATA.test(path)) return 2;
  return 3;
}

/**
 * The report with the files that `--fit` leaves out: in the documented order (lock and generated
 * files, vendored code, fixtures and test data, then the rest; the largest first within each),
 * whole files, the fewest in that order such that the GitIngest digest, counted exactly as it is
 * written, fits the budget. The digest lists what it left out one file a line, or by top-level
 * folder when that lets more files in (a long list can cost more than the budget), or only their
 * total when nothing else fits; a digest that cannot fit says so. With `apply` the report is that
 * digest's (fewer files, its totals); otherwise the counts stay and the result only carries the
 * plan (`fit`). The work gives the event loop a turn every SLICE_MS and between counts of a whole
 * digest, so a server answers meanwhile.
 */
export async function fitReport(report: Report, counting: Counting, { budget, window, apply, tokenizer }: FitOptions): Promise<Report> {
  const counter = createCounter(counting.countMode, counting.encoding);
  const order = [...report.result.files].sort((a, b) => fitRank(a.path) - fitRank(b.path) || b.tokens - a.tokens || byPath(a, b));
  const n = order.length;
  const countedWith = window && (counting.countMode !== 'exact' || counting.encoding !== tokenizer) ? encodingOf(counting) : undefined;
  const plan = (k: number, listing: Listing, digestTokens: number, fits: boolean): FitPlan => ({
    budget: budget.tokens,
    ...(window && { model: budget.label }),
    ...(countedWith !== undefined && { countedWith }),
    digestTokens,
    fits,
    ...(listing !== 'files' && { leftOutListing: listing }),
    leftOut: order.slice(0, k).map(({ path, tokens }) => ({ path, tokens, reason: FIT_REASONS[fitRank(path)] })),
  });
  const pace = pacer();
  // The digest with the first k files of `order` left out, listed so, counted as written (the text
  // never shows its own count, so counting it does not change it).
  const digest = async (k: number, listing: Listing, fits = true): Promise<Digest> => {
    await pace();
    const gone = new Set(order.slice(0, k).map((f) => f.path));
    const kept = summarize(report.result.files.filter((f) => !gone.has(f.path)), report.result.skipped ?? [], report.result.encoding);
    const fitted: Report = { ...report, result: { ...kept, fit: plan(k, listing, 0, fits) } };
    return { k, tokens: counter.count([...gitingestText(fitted)].join('')), report: fitted };
  };
  const { guess, savings } = await estimates(report, order, counter, budget.tokens, pace);
  const search = searcher(digest, savings, n, budget.tokens);
  // Files one a line unless listing them by folder lets more in: only then is the summary worth
  // what it hides. The listing that looks better is searched; the other only where it could do
  // better (files where the summary is, as a tie goes to files; the summary one file before).
  // Only the total when neither fits even with every file left out.
  const [first, second]: Listing[] = guess['by folder'] < guess.files ? ['by folder', 'files'] : ['files', 'by folder'];
  let best = await search(first, guess[first]);
  const probe = best.fits ? best.k - (second === 'files' ? 0 : 1) : n;
  if (probe >= 0 && (await search.fitsAt(second, probe))) best = await search(second, Math.min(guess[second], probe));
  if (!best.fits) best = await search('total only', guess['total only']);
  const final = best.fits ? best : { ...(await digest(n, 'total only', false)), listing: 'total only' as const, fits: false };
  const result: AnalysisResult = { ...(apply ? final.report.result : report.result), fit: plan(final.k, final.listing, final.tokens, final.fits) };
  return { ...report, result };
}

// How the digest lists the files left out: one a line, or as FitPlan.leftOutListing says.
type Listing = 'files' | LeftOutListing;

interface Digest {
  k: number;
  tokens: number;
  report: Report;
}

interface Found extends Digest {
  listing: Listing;
  fits: boolean;
}

type Search = ((listing: Listing, from: number) => Promise<Found>) & { fitsAt(listing: Listing, k: number): Promise<boolean> };

// Steps guided by the estimated savings before the search falls back to halving (or doubling).
const GUIDED_STEPS = 4;

/**
 * The fewest files to leave out for a listing, from a first guess. Each step counts the digest
 * exactly, and moves by as many files as the estimated savings of each (its block less its line in
 * the list) say it takes to cover what the count is over or under the budget: the estimate's error
 * is about the same at nearby places, so two or three counts find the place. The bracket of counts
 * known to fit and known not to fit only narrows; after GUIDED_STEPS, halving (doubling while no
 * count fits) finishes it. Counts are kept, so asking again costs nothing.
 */
function searcher(digest: (k: number, listing: Listing) => Promise<Digest>, savings: Record<Listing, number[]>, n: number, budget: number): Search {
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
    // lo: most files left out known not to fit (-1: none known); hi: fewest known to fit (n + 1: none known).
    let lo = -1, hi = n + 1;
    let k = Math.max(0, Math.min(n, from));
    for (let step = 0; ; step++) {
      const { tokens } = await at(listing, k);
      if (tokens <= budget) hi = k;
      else lo = k;
      if (lo === n) return { ...(await at(listing, n)), listing, fits: false };
      if (hi - lo <= 1) break;
      let next: number;
      if (step >= GUIDED_STEPS) next = hi <= n ? Math.floor((lo + hi) / 2) : lo + 2 ** (step - GUIDED_STEPS + 1);
      else if (tokens > budget) {
        // Leave out more, until their estimated savings cover what this count is over.
        let over = tokens - budget;
        for (next = k; next < n && over > 0; next++) over -= save[next];
      } else {
        // Take back those whose estimated cost what this count is under still covers, and one more.
        let under = budget - tokens;
        for (next = k; next > 0 && under >= save[next - 1]; next--) under -= save[next - 1];
        next--;
      }
      k = Math.max(lo + 1, Math.min(hi - 1, n, next));
    }
    return { ...(await at(listing, hi)), listing, fits: true };
  };
  return Object.assign(search, { fitsAt });
}

const SEPARATOR = '='.repeat(48);
// The blank lines that end a file's block, about a token whatever the text before them.
const BLOCK_END_TOKENS = 1;

interface Estimates {
  /** The fewest files each listing leaves out by the estimate. */
  guess: Record<Listing, number>;
  /** Each file's estimated saving in each listing once those before it are out: its block, less what it adds to the list. */
  savings: Record<Listing, number[]>;
}

/**
 * What leaving each file out saves, by estimate: its block (its text's count, the lines that frame
 * it, its tree line), less the line that names it (or what it adds to its folder's line); and from
 * that, the first guesses. The digest's count is about the sum of its parts, which finds the place
 * to look. (Without the list's lines the place was hundreds of files short on a large tree.)
 */
async function estimates(report: Report, order: FileResult[], counter: { count(text: string): number }, budget: number, pace: () => Promise<void>): Promise<Estimates> {
  const line = (text: string) => counter.count(`  ${text}\n`);
  const savings: Record<Listing, number[]> = { files: [], 'by folder': [], 'total only': [] };
  const folders = new Map<string, FolderRow & { cost: number }>();
  for (const f of order) {
    // The text's own count is the file's: only what frames it is counted here.
    const block = counter.count(`${SEPARATOR}\nFILE: ${f.path}\n${SEPARATOR}\n`) + f.tokens + BLOCK_END_TOKENS + counter.count(`    ├── ${f.path.slice(f.path.lastIndexOf('/') + 1)}\n`);
    savings.files.push(block - line(fileEntry({ path: f.path, tokens: f.tokens, reason: FIT_REASONS[fitRank(f.path)] })));
    const folder = topFolder(f.path);
    const row = folders.get(folder) ?? { folder, files: 0, tokens: 0, cost: 0 };
    row.files++;
    row.tokens += f.tokens;
    const cost = line(folderEntry(row));
    savings['by folder'].push(block - (cost - row.cost));
    row.cost = cost;
    folders.set(folder, row);
    savings['total only'].push(block);
    await pace();
  }
  const empty = counter.count([...gitingestText({ ...report, result: { ...report.result, files: [] } })].join(''));
  const whole = empty + savings['total only'].reduce((sum, block) => sum + block, 0);
  const guess = {} as Record<Listing, number>;
  for (const listing of Object.keys(savings) as Listing[]) {
    let k = 0;
    for (let over = whole - budget; k < order.length && over > 0; k++) over -= savings[listing][k];
    guess[listing] = k;
  }
  return { guess, savings };
}

/** A function to await often in a long loop: it gives the event loop a turn every SLICE_MS. */
function pacer(): () => Promise<void> {
  let turn = performance.now();
  return async () => {
    if (performance.now() - turn < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    turn = performance.now();
  };
}
