import { configValue } from '../config/index.js';
import { UsageError } from '../util/errors.js';
import { patterns, type AnalyzeOptions } from '../run/options.js';

export { WatchSession, type SessionOptions, type WatchRun } from './session.js';

/** watch()'s own options, beside every option of analyze(). */
export interface WatchSettings {
  /** Quiet time, in milliseconds, that ends a burst of changes. Default: `watch.interval` (1000). */
  interval?: number;
  /** Globs of paths whose changes start no run; they are not analysed either, as with `exclude`. Default: `watch.ignore`. */
  ignore?: string[];
}

// The configuration's bounds for watch.interval: an hour at most.
const MAX_INTERVAL_MS = 3_600_000;

/**
 * The analysis a watch runs and its interval: defaults from the configuration, every value
 * checked (a UsageError naming the culprit). `ignore` patterns join `exclude`, so a watch
 * analyses what `--exclude` with them would.
 */
export function watchSettings({ interval, ignore, ...analysis }: WatchSettings & AnalyzeOptions): { analysis: AnalyzeOptions; interval: number } {
  const ms = interval ?? configValue<number>('watch.interval');
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0 || ms > MAX_INTERVAL_MS) {
    throw new UsageError(`interval must be a whole number of milliseconds from 0 to ${MAX_INTERVAL_MS}`);
  }
  const ignored = patterns(ignore ?? configValue<string[]>('watch.ignore'), 'ignore');
  if (ignored.length === 0) return { analysis, interval: ms };
  const exclude = analysis.exclude ?? configValue<string[]>('analysis.exclude');
  if (!Array.isArray(exclude)) throw new UsageError('exclude must be an array of non-empty glob strings');
  return { analysis: { ...analysis, exclude: [...exclude, ...ignored] }, interval: ms };
}
