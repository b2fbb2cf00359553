import { displayPath } from '../sinks/escape.js';
import { gitingestText } from '../sinks/gitingest.js';
import { count } from '../sinks/markdownText.js';
import { createCounter } from '../tokenizer/index.js';
import type { AnalysisResult, Counting, FileResult, FitPlan, Report } from '../types.js';
import { summarize } from './aggregate.js';
import { SLICE_MS } from './walk.js';
import { byPath } from '../paths.js';

/** What `--fit` asks: a budget, and whether the digest leaves files out (GitIngest) or only the plan is told. */
export interface FitOptions {
  budget: { tokens: number; label: string };
  /** The budget is a model's context window (`label` names the model). */
  window: boolean;
  /** Leave the files out of the report (the GitIngest digest); otherwise only report the plan. */
  apply: boolean;
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
 * written, fits the budget. With `apply` the report is that digest's (fewer files, its totals);
 * otherwise the counts stay and the result only carries the plan (`fit`). The work gives the event
 * loop a turn every SLICE_MS and between counts of a whole digest, so a server answers meanwhile.
 */
export async function fitReport(report: Report, counting: Counting, { budget, window, apply, onStep }: FitOptions): Promise<Report> {
  const counter = createCounter(counting.countMode, counting.encoding);
  const texts = report.texts ?? new Map<string, string>();
  const order = [...report.result.files].sort((a, b) => fitRank(a.path) - fitRank(b.path) || b.tokens - a.tokens || byPath(a, b));
  const digestOf = (leftOut: number): { tokens: number; report: Report } => {
    const gone = new Set(order.slice(0, leftOut).map((f) => f.path));
    const kept = summarize(report.result.files.filter((f) => !gone.has(f.path)), report.result.skipped ?? [], report.result.encoding);
    const fitted: Report = { ...report, result: { ...kept, fit: plan(order.slice(0, leftOut), 0) } };
    const tokens = counter.count([...gitingestText(fitted)].join(''));
    onStep?.('digest');
    return { tokens, report: fitted };
  };
  const plan = (gone: FileResult[], tokens: number): FitPlan => ({
    budget: budget.tokens,
    ...(window && { model: budget.label }),
    digestTokens: tokens,
    fits: tokens <= budget.tokens,
    leftOut: gone.map(({ path, tokens }) => ({ path, tokens, reason: FIT_REASONS[fitRank(path)] })),
  });
  // Each file's block counted alone, and the summary's line naming it once it is left out: the
  // digest's count is about the sum of its parts, which finds the place to look; the digest itself
  // is then counted at that place and next to it. (Without the lines the place was hundreds of files
  // short on a large tree, each step a count of the whole digest: a minute for 1M tokens of jsts.)
  let turn = performance.now();
  const pace = async () => {
    if (performance.now() - turn < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    turn = performance.now();
  };
  const blocks = new Map<string, number>();
  for (const f of order) {
    blocks.set(f.path, counter.count(`${'='.repeat(48)}\nFILE: ${f.path}\n${'='.repeat(48)}\n${texts.get(f.path) ?? ''}\n\n\n`) + counter.count(`    ├── ${f.path.slice(f.path.lastIndexOf('/') + 1)}\n`));
    onStep?.('file');
    await pace();
  }
  const named = (f: FileResult) => counter.count(`  ${displayPath(f.path)} (${FIT_REASONS[fitRank(f.path)]}, ${count(f.tokens)} tokens)\n`);
  const frame = counter.count([...gitingestText({ ...report, result: { ...report.result, files: [] } })].join(''));
  let rest = 0;
  for (const f of order) rest += blocks.get(f.path)!;
  let guess = 0;
  while (guess < order.length && frame + rest > budget.tokens) {
    const f = order[guess++];
    rest -= blocks.get(f.path)! - named(f);
  }
  const digest = async (leftOut: number) => {
    await pace();
    return digestOf(leftOut);
  };
  let at = await digest(guess);
  while (at.tokens > budget.tokens && guess < order.length) at = await digest(++guess);
  while (guess > 0) {
    const fewer = await digest(guess - 1);
    if (fewer.tokens > budget.tokens) break;
    at = fewer;
    guess--;
  }
  const result: AnalysisResult = { ...(apply ? at.report.result : report.result), fit: plan(order.slice(0, guess), at.tokens) };
  return { ...report, result };
}
