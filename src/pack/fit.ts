import { gitingestText } from '../sinks/gitingest.js';
import { createCounter, type TokenCounter } from '../tokenizer/index.js';
import { PACK_LEVELS, encodingOf, summarize } from '../results.js';
import type { AnalysisResult, Counting, FitPlan, PackLevel, PackedFile, Report } from '../results.js';
import { estimates, pacer, searcher, type Digest, type Found, type Listing } from './fitSearch.js';
import { Packing, packedFiles, type Goer, type PackState } from './levels.js';
import { byPath } from '../util/paths.js';

/** What `--fit` asks: a budget, and whether the digest packs the files (GitIngest) or only the plan is told. */
export interface FitOptions {
  budget: { tokens: number; label: string };
  /** The budget is a model's context window (`label` names the model). */
  window: boolean;
  /** Pack the report's files (the GitIngest digest); otherwise only report the plan. */
  apply: boolean;
  /** With a model's window, the tokenizer that model counts with; none for Claude and Gemini, which publish none. */
  tokenizer?: string;
  /** Every method body is elided before the plan is made (`compress`). */
  compress?: boolean;
  /** Told after each file is weighed and each whole digest counted: the work a progress report follows. */
  onStep?: (step: 'file' | 'digest') => void;
}

// Why a file goes first, in the order files go to path only and are left out; within a reason, the largest first.
const LOCK_NAMES = new Set([
  'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lockb', 'bun.lock', 'cargo.lock', 'gemfile.lock', 'poetry.lock',
  'pipfile.lock', 'composer.lock', 'go.sum', 'mix.lock', 'pubspec.lock', 'packages.lock.json', 'flake.lock', 'podfile.lock', 'uv.lock',
]);
const GENERATED = /(\.min\.(js|css)|\.map|\.pb\.go|_pb2(_grpc)?\.py|\.g\.dart|\.designer\.cs|\.generated\.[a-z]+|\.lock)$/i;
const GENERATED_DIRS = /(^|\/)(dist|build|generated|__generated__)\//i;
const VENDORED_DIRS = /(^|\/)(vendor|vendored|third_party|third-party|thirdparty|external|extern)\//i;
const TEST_DATA = /(^|\/)(fixtures?|__fixtures__|testdata|test-data|test_data|__snapshots__|snapshots)\/|\.snap$/i;

export const FIT_REASONS = ['lock or generated file', 'vendored code', 'fixture or test data', 'largest file'] as const;

/** Which of FIT_REASONS a file goes for (its index: lower goes first). */
export function fitRank(path: string): number {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (LOCK_NAMES.has(name) || GENERATED.test(path) || GENERATED_DIRS.test(path)) return 0;
  if (VENDORED_DIRS.test(path)) return 1;
  if (TEST_DATA.test(path)) return 2;
  return 3;
}

/** The files in the order they go to path only and out: by FIT_REASONS, the largest first within each, then by path. */
export function goingOrder(files: Report['result']['files']): Goer[] {
  return [...files]
    .sort((a, b) => fitRank(a.path) - fitRank(b.path) || b.tokens - a.tokens || byPath(a, b))
    .map(({ path, tokens }) => ({ path, tokens, rank: fitRank(path), reason: FIT_REASONS[fitRank(path)] as string }));
}

/**
 * The report packed by `--fit`: each file at the level the fewest moves of the packing order
 * (levels.ts: files of lock, generated, vendored and test data to path only; method bodies elided,
 * the largest first across the tree; the other files to path only, the largest first; then files
 * left out, in the same order) give it, such that the GitIngest digest, counted exactly as it is
 * written, fits the budget. Bodies are elided only where the marker is shorter than the body.
 * The digest lists what it left out one file a line, or by top-level folder when that lets more
 * files in, or only their total when nothing else fits; a digest that cannot fit says so. With
 * `apply` the report is that digest's (files packed or gone, its totals); otherwise the counts stay
 * and the result only carries the plan (`fit`). The work gives the event loop a turn every
 * SLICE_MS and between counts of a whole digest, so a server answers meanwhile.
 */
export async function fitReport(report: Report, counting: Counting, { budget, window, apply, tokenizer, compress = false, onStep }: FitOptions): Promise<Report> {
  const counter = createCounter(counting.countMode, counting.encoding);
  const order = goingOrder(report.result.files);
  const packing = new Packing(report, order, compress);
  const countedWith = window && (counting.countMode !== 'exact' || counting.encoding !== tokenizer) ? encodingOf(counting) : undefined;
  const plan = (state: PackState, packed: PackedFile[], listing: Listing, digestTokens: number, fits: boolean): FitPlan => ({
    budget: budget.tokens,
    ...(window && { model: budget.label }),
    ...(countedWith !== undefined && { countedWith }),
    digestTokens,
    fits,
    levels: levelCounts(order.length, packed, state.out.length),
    packed,
    ...(listing !== 'files' && { leftOutListing: listing }),
    leftOut: state.out.map((i) => ({ path: order[i].path, tokens: order[i].tokens, reason: order[i].reason })),
  });
  const packedCount = packedCounter(counter);
  const pace = pacer();
  // The digest after the first k moves, its left-out files listed so, counted as written (the
  // text never shows its own count, so counting it does not change it).
  const digest = async (k: number, listing: Listing, fits = true, undone?: ReadonlySet<number>): Promise<Digest> => {
    await pace();
    const state = packing.at(k, listing !== 'files', undone);
    const { files, texts, packed } = packedFiles(packing, state, packedCount);
    const kept = summarize(files, report.result.skipped ?? [], report.result.encoding);
    const fitted: Report = { ...report, texts, result: { ...kept, ...compressOf(report), fit: plan(state, packed, listing, 0, fits) } };
    const tokens = counter.count([...gitingestText(fitted)].join(''));
    onStep?.('digest');
    return { k, tokens, report: fitted };
  };
  const empty = counter.count([...gitingestText({ ...report, result: { ...report.result, files: [] } })].join(''));
  const { guess, savings } = await estimates(packing, empty, counter, budget.tokens, async () => (onStep?.('file'), pace()));
  const search = searcher(digest, savings, packing.moves.length, budget.tokens);
  // Nothing left out while the tree with every file at path only fits; else the files dropped are
  // left out, listed by folder, or only their total when that is all that fits.
  let best = await search('files', guess.files);
  if (!best.fits) best = await search('by folder', guess['by folder']);
  if (!best.fits) best = await search('total only', guess['total only']);
  // The search takes a prefix of the moves, so the move that made the digest fit (a large file
  // gone to path only) can leave much of the budget unused: moves made before it are taken back,
  // the latest first (the least worth keeping: the smallest bodies elided, the smallest files
  // gone), while their estimated savings fit in what is left; an exact count keeps them, or the
  // first half of them, and so on, until the digest fits again.
  const fill = async (found: Found): Promise<Found> => {
    const save = savings[found.listing];
    const gone = packing.at(found.k, found.listing !== 'files');
    const dropped = new Set([...gone.pathOnly, ...gone.out]);
    const back: number[] = [];
    let slack = budget.tokens - found.tokens;
    for (let i = found.k - 2; i >= 0 && slack > 0; i--) {
      const move = packing.moves[i];
      // A body elided in a file that went saves nothing to take back, nor does one inside another.
      if (move.kind === 'body' && (move.saving === 0 || dropped.has(move.file))) continue;
      if (save[i] > slack) continue;
      back.push(i);
      slack -= save[i];
    }
    for (let taken = back.length; taken > 0; taken = Math.floor(taken / 2)) {
      const filled = await digest(found.k, found.listing, true, new Set(back.slice(0, taken)));
      if (filled.tokens <= budget.tokens) return { ...filled, listing: found.listing, fits: true };
    }
    return found;
  };
  if (best.fits) best = await fill(best);
  const n = packing.moves.length;
  const final = best.fits ? best : { ...(await digest(n, 'total only', false)), listing: 'total only' as const, fits: false };
  const { fit } = final.report.result;
  const result: AnalysisResult = { ...(apply ? final.report.result : report.result), fit: { ...fit!, digestTokens: final.tokens } };
  return { ...report, ...(apply && { texts: final.report.texts }), bodies: undefined, result };
}

/** How many files are at each level. */
function levelCounts(files: number, packed: PackedFile[], out: number): Record<PackLevel, number> {
  const counts = Object.fromEntries(PACK_LEVELS.map((level) => [level, 0])) as Record<PackLevel, number>;
  for (const { level } of packed) counts[level]++;
  counts['left out'] = out;
  counts.whole = files - packed.length - out;
  return counts;
}

const compressOf = ({ result: { compress } }: Report) => (compress ? { compress } : {});

/** Counts a file's packed text once for each number of bodies elided (a search asks again and again). */
export function packedCounter(counter: TokenCounter): (path: string, text: string, elided: number) => number {
  const known = new Map<string, number>();
  return (path, text, elided) => {
    const key = `${elided}:${path}`;
    let tokens = known.get(key);
    if (tokens === undefined) known.set(key, (tokens = counter.count(text)));
    return tokens;
  };
}
