import { opendirSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { AnalysisCache } from './cache/index.js';
import { ResultStore } from './cache/store.js';
import { FileSystemError, describeSystemError } from './errors.js';
import { changedFiles } from './git/changes.js';
import { IgnoreRules } from './ignores.js';
import { countingOf, resolveOptions, type AnalyzeOptions, type ResolvedOptions } from './options.js';
import { needsCounting, type CountSettings } from './pool/settings.js';
import { aggregate } from './stages/aggregate.js';
import { count } from './stages/count.js';
import { filter } from './stages/filter.js';
import { gitFilter } from './stages/gitFilter.js';
import { chain } from './stages/objects.js';
import { recall } from './stages/recall.js';
import { remember } from './stages/remember.js';
import { readFolder, walk } from './stages/walk.js';
import type { Report, RunStats } from './types.js';

export interface RunHooks {
  /** Absolute paths never analysed, such as the file the output goes to. */
  alwaysIgnored?: string[];
  /** Keep each file's analysed text until the end, for a format that shows it. */
  keepText?: boolean;
  /** Told of problems that do not stop the run (a cache that cannot be used). */
  warn?: (message: string) => void;
  /** Filled in as the run goes: how its files were counted. */
  stats?: RunStats;
}

/**
 * The stage order: walk -> filter -> gitFilter -> recall -> count -> remember, where count hands
 * each file to countingStages() in stages/counting.ts (read -> reuse -> stripComments -> tokenize
 * -> splitMethods -> keep) in this thread or on worker threads, and recall, reuse, keep and
 * remember consult and fill the cache. Files travel in batches (arrays), each stage applying its
 * rule to every file of a batch (eachStage() in stages/objects.ts). Emits batches of counted
 * FileRecords (and skipped records); callers append aggregate() and a sink.
 */
export async function analysisStream(options: AnalyzeOptions, hooks: RunHooks = {}): Promise<Readable> {
  const opts = resolveOptions(options);
  checkRoot(opts, options.path ?? '.');
  const alwaysIgnored = [...(hooks.alwaysIgnored ?? []), ...(opts.cache ? [opts.cache.directory] : [])];
  const rules = new IgnoreRules({ ...opts, alwaysIgnored });
  const selected = await changedFiles(opts);
  const settings = countSettings(opts, hooks.keepText ?? false);
  const warn = hooks.warn ?? (() => {});
  // Without tokens or methods there is nothing worth remembering.
  const store = opts.cache && needsCounting(settings) ? await AnalysisCache.open(opts.cache, settings, opts.root, warn) : new ResultStore();
  const stats = hooks.stats ?? { counted: 0, duplicates: 0, cached: 0, threads: 0 };
  // A stage with nothing to do in this run is left out: each costs every file a hop.
  return chain([
    walk({
      root: opts.root,
      keepDirectory: (dir) => rules.keepDirectory(dir),
      list: (folder, absolute) => store.listFolder(folder, absolute, readFolder),
      entered: (folder, listing) => rules.entered(folder, listing.files),
    }),
    filter({ keepFile: (path) => rules.keepFile(path) }),
    ...(selected ? [gitFilter({ selected })] : []),
    ...(store.recalls && !settings.keepText ? [recall({ store, maxBytes: opts.maxFileSize })] : []),
    count({ settings, store, stats }),
    ...(store.recalls ? [remember({ store })] : []),
  ]);
}


/** Runs the whole analysis and resolves to its report. */
export async function runAnalysis(options: AnalyzeOptions, hooks: RunHooks = {}): Promise<Report> {
  const name = reportName(options);
  const warnings: string[] = [];
  const warn = (message: string) => (warnings.push(message), hooks.warn?.(message));
  const counting = countingOf(resolveOptions(options));
  const reports = chain([await analysisStream(options, { ...hooks, warn }), aggregate({ name, keepText: hooks.keepText ?? false, counting })]);
  for await (const report of reports) {
    const done = report as Report;
    return { ...done, warnings: [...warnings, ...done.warnings] };
  }
  throw new Error('aggregate produced no report');
}

/** The analysed folder's own name, for report headings. */
export function reportName(options: AnalyzeOptions): string {
  return basename(resolveOptions(options).root) || '/';
}

function countSettings(opts: ResolvedOptions, keepText: boolean): CountSettings {
  const { countMode, encoding, includeComments, methodLevel, maxFileSize } = opts;
  return { countMode, encoding, includeComments, methodLevel, keepText, maxBytes: maxFileSize };
}

function checkRoot({ root }: ResolvedOptions, given: string): void {
  try {
    if (!statSync(root).isDirectory()) throw new FileSystemError(`not a directory: ${given}`);
    opendirSync(root).closeSync();
  } catch (err) {
    if (err instanceof FileSystemError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    const what = code === 'ENOENT' ? 'no such directory' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : 'cannot read directory';
    throw new FileSystemError(`${what}: ${given}`, describeSystemError(err));
  }
}
