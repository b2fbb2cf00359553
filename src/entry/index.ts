import { openRecords, runReport } from '../run/index.js';
import { planRun } from '../run/plan.js';
import { planCheck, runCheck, type CheckOptions } from '../check/index.js';
import { computeDiff, planDiff, type DiffOptions } from '../diff/index.js';
import { configure, loadConfig, resetConfig } from '../config/index.js';
import type { AnalyzeOptions } from '../run/options.js';
import { displayPath } from '../util/paths.js';
import { toFileResult } from '../results.js';
import type { AnalysisResult, CheckResult, DiffResult, FileResult, SkippedFile } from '../results.js';
import type { ServeOptions, Server } from '../server/options.js';
import type { FileRecord } from '../types.js';
import { UsageError } from '../util/errors.js';
import { WatchSession, watchSettings, type WatchRun, type WatchSettings } from '../watch/index.js';
import { remember, render, renderStream } from './render.js';

export type { AnalyzeOptions } from '../run/options.js';
export type { Budget, BudgetKind } from '../results.js';
export type { CheckOptions } from '../check/index.js';
export type { BudgetOutcome, CheckResult, Weight } from '../results.js';
export type { DiffOptions } from '../diff/index.js';
export type { DiffCounts, DiffResult, DiffSkipped, DiffTotals, FileDiff, MethodDiff } from '../results.js';
export type { AnalysisResult, FileResult, MethodResult, SkippedFile } from '../results.js';
export type { Format } from '../sinks/index.js';
export type { RenderOptions } from './render.js';
export type { Config, ConfigureOptions } from '../config/index.js';
export type { ServeOptions, Server } from '../server/options.js';
export type { WatchRun, WatchSettings } from '../watch/index.js';
export { AnalyzerError } from '../util/errors.js';
export { configure, loadConfig, resetConfig } from '../config/index.js';
export { render, renderStream };

/**
 * Analyses a directory and resolves to its token, file and line counts. With
 * `outputFormat: 'gitingest'` (given, or configured) it also keeps each file's analysed text for
 * `render()`.
 */
export async function analyze(options: AnalyzeOptions = {}): Promise<AnalysisResult> {
  const report = await runReport(planRun(options));
  remember(report);
  return report.result;
}

/**
 * Compares two sides of the git repository holding `path`: `base`, a revision, and the working
 * tree (the index with `cached: true`, or the revision `head`). Resolves to every file added,
 * removed, modified or renamed, counted on both sides as `analyze()` counts (its options apply),
 * with the whole tree's totals on each side. Revisions are read from git's objects: nothing is
 * checked out or written into the repository. Rejects with an AnalyzerError: `exitCode` 2 for a
 * bad option or a revision starting with `-`, 4 for an unknown revision or no repository.
 */
export async function diff(options: DiffOptions): Promise<DiffResult> {
  const report = await computeDiff(planDiff(options));
  remember(report);
  return report.result;
}

/**
 * Weighs a directory against token budgets: `budgets` (default: the configured ones) and
 * `maxTokens`, the whole tree's. Resolves to the verdict, `ok` false when a budget is exceeded
 * (that is not an error). `base`, a git revision, is compared with: `maxIncrease` rules need it.
 * Every `analyze()` option but the git filters applies. Rejects with an AnalyzerError: `exitCode`
 * 2 for a bad option or budget given here, none to check, or a `maxIncrease` rule without a
 * base; 3 for a malformed configured budget; 4 for an unknown revision or no repository.
 */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  return (await runCheck(planCheck(options))).result;
}

/** Files as they are counted (not in path order); `skipped` fills up as the walk goes. */
export interface AnalysisStream extends AsyncIterable<FileResult> {
  readonly skipped: SkippedFile[];
}

/** Analyses a directory and yields each FileResult as soon as it is counted. */
export function analyzeStream(options: AnalyzeOptions = {}): AnalysisStream {
  const skipped: SkippedFile[] = [];
  async function* files(): AsyncGenerator<FileResult> {
    // The counts alone: no format's texts are kept.
    for await (const batch of await openRecords(planRun(options, { format: 'json' }))) {
      for (const r of batch as FileRecord[]) {
        if (r.skipped) skipped.push({ path: displayPath(r.path), reason: r.skipped });
        else yield toFileResult(r);
      }
    }
  }
  return { skipped, [Symbol.asyncIterator]: () => files() };
}

/**
 * Starts the local REST API (and the report page at `/`) and resolves to its Server once it
 * listens: `port` (0 picks a free one; `server.port` then tells it), `host`, `rateLimit`, and
 * `root`, the only folder requests may analyse, whose configuration supplies every default.
 * `stop()` closes it all. See the README's "Server" for the endpoints and the defences.
 */
export async function serve(options: ServeOptions = {}): Promise<Server> {
  // Loaded on first use: the HTTP server, its router and rate limiter cost analyze() nothing.
  const { startServer } = await import('../server/index.js');
  return startServer(options);
}

/** Options of `watch()`: every option of `analyze()`, `interval` and `ignore`, and the callbacks. */
export interface WatchOptions extends AnalyzeOptions, WatchSettings {
  /** Each result: the first analysis's, then one per burst of changes (`run.changed` says what changed). */
  onChange?: (result: AnalysisResult, run: WatchRun) => void;
  /**
   * A run that failed. The watcher goes on, unless the first run failed or the folder is gone
   * or unreadable: it has then stopped. Without it, errors become process warnings.
   */
  onError?: (error: Error) => void;
}

/** A running watch. */
export interface Watcher {
  /** Stops at once: no callback fires after it, and nothing of the watch keeps the process alive. */
  stop(): void;
}

/**
 * Analyses a directory, then again each time what it analyses changes: `interval` ms (default
 * 1000) of quiet after a change ends a burst of changes, and each burst gives one run. Runs never
 * overlap, and only files that changed are read again. Throws a UsageError on invalid options.
 */
export function watch(options: WatchOptions = {}): Watcher {
  if (typeof options !== 'object' || options === null) throw new UsageError('options must be an object');
  const { onChange, onError, ...rest } = options;
  for (const [name, value] of [['onChange', onChange], ['onError', onError]] as const) {
    if (value !== undefined && typeof value !== 'function') throw new UsageError(`${name} must be a function`);
  }
  const { analysis, interval } = watchSettings(rest);
  const fail = (err: unknown) => {
    const error = err instanceof Error ? err : new Error(String(err));
    try {
      if (onError) return onError(error);
    } catch (thrown) {
      return process.emitWarning(thrown instanceof Error ? thrown : String(thrown));
    }
    process.emitWarning(error);
  };
  const session = new WatchSession({
    plan: planRun(analysis),
    interval,
    deliver: (report, run) => {
      remember(report);
      try {
        onChange?.(report.result, run);
      } catch (err) {
        // The caller's own failure: told, and the watch goes on.
        fail(err);
      }
    },
    failed: fail,
  });
  return { stop: () => session.stop() };
}

export default { analyze, analyzeStream, diff, check, watch, render, renderStream, configure, loadConfig, resetConfig, serve };
