import { gitingestText } from '../sinks/gitingest.js';
import { createCounter } from '../tokenizer/index.js';
import { encodingOf, summarize } from '../results.js';
import type { AnalysisResult, Counting, FitPlan, Report } from '../results.js';
import { estimates, pacer, searcher, type Digest, type Listing } from './fitSearch.js';
import { byPath } from '../util/paths.js';

/** What `--fit` asks: a budget, and whether the digest leaves files out (GitIngest) or only the plan is told. */
export interface FitOptions {
  budget: { tokens: number; label: string };
  /** The budget is a model's context window (`label` names the model). */
  window: boolean;
  /** Leave the files out of the report (the GitIngest digest); otherwise only report the plan. */
  apply: boolean;
  /** With a model's window, the tokenizer that model counts with; none for Claude and Gemini, which publish none. */
  tokenizer?: string;
  /** Told after each file is weighed and each whole digest counted: the work a progress report follows. */
  onStep?: (step: 'file' | 'digest') => void;
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
export async function fitReport(report: Report, counting: Counting, { budget, window, apply, tokenizer, onStep }: FitOptions): Promise<Report> {
  const counter = createCounter(counting.countMode, counting.encoding);
  const order = [...report.result.files]
    .sort((a, b) => fitRank(a.path) - fitRank(b.path) || b.tokens - a.tokens || byPath(a, b))
    .map(({ path, tokens }) => ({ path, tokens, reason: FIT_REASONS[fitRank(path)] as string }));
  const n = order.length;
  const countedWith = window && (counting.countMode !== 'exact' || counting.encoding !== tokenizer) ? encodingOf(counting) : undefined;
  const plan = (k: number, listing: Listing, digestTokens: number, fits: boolean): FitPlan => ({
    budget: budget.tokens,
    ...(window && { model: budget.label }),
    ...(countedWith !== undefined && { countedWith }),
    digestTokens,
    fits,
    ...(listing !== 'files' && { leftOutListing: listing }),
    leftOut: order.slice(0, k),
  });
  const pace = pacer();
  // The digest with the first k files of `order` left out, listed so, counted as written (the text
  // never shows its own count, so counting it does not change it).
  const digest = async (k: number, listing: Listing, fits = true): Promise<Digest> => {
    await pace();
    const gone = new Set(order.slice(0, k).map((f) => f.path));
    const kept = summarize(report.result.files.filter((f) => !gone.has(f.path)), report.result.skipped ?? [], report.result.encoding);
    const fitted: Report = { ...report, result: { ...kept, fit: plan(k, listing, 0, fits) } };
    const tokens = counter.count([...gitingestText(fitted)].join(''));
    onStep?.('digest');
    return { k, tokens, report: fitted };
  };
  const empty = counter.count([...gitingestText({ ...report, result: { ...report.result, files: [] } })].join(''));
  const { guess, savings } = await estimates(order, empty, counter, budget.tokens, async () => (onStep?.('file'), pace()));
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
