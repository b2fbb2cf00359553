import { accessSync, constants, opendirSync, realpathSync, statSync } from 'node:fs';
import { Readable, addAbortSignal } from 'node:stream';
import { count } from '../counting/count.js';
import { changedFiles } from '../git/changes.js';
import { compressReport } from '../pack/compress.js';
import { fitReport } from '../pack/fit.js';
import { withholdSecrets } from '../pack/secrets.js';
import { splitDigest } from '../pack/split.js';
import { IgnoreRules, findRepositoryTop } from '../patterns/ignores.js';
import type { Report } from '../results.js';
import { SINKS } from '../sinks/index.js';
import { aggregate } from '../stages/aggregate.js';
import { filter } from '../stages/filter.js';
import { gitFilter } from '../stages/gitFilter.js';
import { chain, mapStage } from '../stages/kit.js';
import { recall } from '../stages/recall.js';
import { remember } from '../stages/remember.js';
import { tally } from '../stages/tally.js';
import { readFolder, walk } from '../stages/walk.js';
import type { CountSettings, FileRecord, RunStats, WalkItem } from '../types.js';
import { isWithin } from '../util/confine.js';
import { AnalyzerError, FileSystemError, RequestError, describeSystemError } from '../util/errors.js';
import type { RunPlan } from './plan.js';
import { leaseStore, type Lease, type RunContext } from './session.js';

// The one place a run is composed. A run is a plan (planRun(): the options resolved once) and a
// context (what a long-lived process keeps, who watches, when to stop):
//
//   source    walk -> filter -> gitFilter -> tally        (files of the folder)
//             or batches of a git tree's files             (diff's sides: diff/source.ts)
//   counting  recall -> count -> remember                  (count runs the per-file stages of
//                                                           counting/stages.ts on this thread or
//                                                           on worker threads)
//   report    aggregate -> secrets -> compress -> pack (--fit) -> split  (one Report; secrets
//             and split only when texts are written, and asked for)
//   sink      the format's sink -> the caller's destination
//
// openRecords() gives the first two as a stream of record batches, runReport() the Report,
// runToSink() the rendered document. A stage with nothing to do in a run is left out: each
// costs every file a hop.

/**
 * The folder's files, counted: batches of FileRecords (and skipped records), in the order they
 * are counted. A caller that holds the run's store (`held`: a diff) keeps it, and saves it;
 * otherwise the run takes one from its session (or opens one) and gives it back when it ends.
 */
export async function openRecords(plan: RunPlan, context: RunContext & Deferring = {}, held?: Lease): Promise<Readable> {
  const { options } = plan;
  const { observer = {} } = context;
  const warn = observer.warn ?? (() => {});
  const root = checkRoot(plan);
  const rules = new IgnoreRules({ ...options, alwaysIgnored: [...plan.alwaysIgnored, ...(options.cache ? [options.cache.directory] : [])] });
  observer.rules?.(rules);
  const selected = await changedFiles(options);
  const settings = countSettings(plan, root);
  const lease = held ?? (await leaseStore(plan, settings, context, warn));
  const { store } = lease;
  const stats = observer.stats ?? newRunStats();
  const paced = context.session?.paces ?? false;
  // A lease goes back once the run is over and its cache saved (or, in the background, saving).
  let saved: Promise<void> | undefined;
  const over = (err?: Error | null) => held || lease.release(!err, saved);
  const stream = chain([
    walk({
      root,
      paced,
      // Inside a repository, another one within it (a submodule) is left out, as git leaves it out.
      enterRepositories: options.submodules || findRepositoryTop(root) === undefined,
      keepDirectory: (dir) => rules.keepDirectory(dir),
      list: (folder, absolute) => {
        observer.entering?.(folder, absolute);
        return store.listFolder(folder, absolute, (path) => readFolder(path, root));
      },
      entered: (folder, listing, absolute) => {
        observer.listed?.(folder, absolute);
        rules.entered(folder, listing.files, absolute);
      },
    }),
    filter({ keepFile: (path) => rules.keepFile(path), paced }),
    ...(selected ? [gitFilter({ selected })] : []),
    ...(observer.stats || options.include.length > 0 ? [tally({ batch: (items) => (stats.found += items.length), end: () => walked(plan, rules, stats, warn) })] : []),
    ...countingSteps(plan, settings, { ...lease, background: lease.background || context.deferSave !== undefined }, context, {
      stats,
      remember: !held && lease.saves,
      saving: (saving) => {
        saved = saving;
        context.deferSave?.(saving);
      },
    }),
  ], over);
  if (context.signal) addAbortSignal(context.signal, stream);
  return stream;
}

/** What countingSteps() needs beside the plan: where the counts go, and how batches are fetched. */
export interface CountingSteps {
  stats: RunStats;
  /** The run saves the store once its last record has passed. */
  remember?: boolean;
  /** Given the save, when the lease lets the result go out before it ends. */
  saving?: (saved: Promise<void>) => void;
  /** Fetches what a batch needs before it is counted (the content of files read from git's objects). */
  load?: (items: WalkItem[]) => Promise<WalkItem[]>;
}

/**
 * The counting part of every source, in one order: recall (files the cache knows unchanged,
 * never read) -> count -> remember (the store keeps what the run learnt) -> the observer told of
 * each batch (progress, as soon as a batch is done: a diff's and a check's too).
 */
export function countingSteps(plan: RunPlan, settings: CountSettings, lease: Lease, { session, observer }: RunContext, { stats, remember: saves = false, saving, load }: CountingSteps): NodeJS.ReadableStream[] {
  const { store } = lease;
  const exact = plan.options.countMode === 'exact';
  const counted = observer?.counted;
  return [
    ...(store.recalls && !settings.keepText ? [recall({ store, maxBytes: settings.maxBytes })] : []),
    count({ settings, store, stats, threads: session?.threads, tables: exact && session ? () => session.tables(settings.encoding) : undefined, ...(load && { load }) }),
    ...(store.recalls && saves ? [remember({ store, ...(lease.background && saving && { saving }) })] : []),
    ...(counted ? [mapStage((batch: FileRecord[]) => (counted(batch), batch))] : []),
  ];
}

/**
 * A run's own cache save, handed over instead of awaited before the report (runToSink() writes
 * the report first, then waits for it): the save, 40-100 ms of writes and index compaction,
 * was the tail of a cold run.
 */
interface Deferring {
  deferSave?: (saved: Promise<void>) => void;
}

/** Runs the whole analysis and resolves to its report: the counts, and with `fit`, what the digest leaves out to fit. */
export async function runReport(plan: RunPlan, context: RunContext = {}): Promise<Report> {
  const { report, saved, withWarnings } = await composeReport(plan, context, false);
  await saved;
  return withWarnings(report);
}

/** Runs the analysis and writes its report in the plan's format to `destination` (which chooses where it goes), then waits for the run's cache save; resolves to the report. */
export async function runToSink(plan: RunPlan, context: RunContext, destination: (chunks: Readable) => Promise<void>): Promise<Report> {
  const { report, saved, withWarnings } = await composeReport(plan, context, true);
  // The save's failure is a warning, told as it comes; the document does not wait for it.
  await Promise.all([destination(chain([Readable.from([withWarnings(report)]), SINKS[plan.format].create()])), saved]);
  return withWarnings(report);
}

/**
 * The report of a run and, with `defer`, the run's cache save still going on (otherwise done);
 * `withWarnings()` adds the warnings told so far, the save's among them once it is done.
 */
async function composeReport(plan: RunPlan, context: RunContext, defer: boolean): Promise<{ report: Report; saved: Promise<void> | undefined; withWarnings: (report: Report) => Report }> {
  const warnings: string[] = [];
  const { observer = {} } = context;
  const warn = (message: string) => (warnings.push(message), observer.warn?.(message));
  let saved: Promise<void> | undefined;
  const watched = { ...context, observer: { ...observer, warn }, ...(defer && { deferSave: (saving: Promise<void>) => (saved = saving) }) };
  let report: Report | undefined;
  for await (const done of chain([
    await openRecords(plan, watched),
    aggregate({ name: plan.name, keepText: plan.keepText, bodies: plan.bodies, counting: plan.counting }),
  ])) report = done as Report;
  if (!report) throw new Error('aggregate produced no report');
  // Before anything counts or writes the texts: a file holding a secret is written without its text.
  const withheld = plan.scanSecrets ? await withholdSecrets(report) : undefined;
  if (withheld) report = withheld.report;
  // With fit, compress only reports its saving here: the fit elides the bodies as it packs.
  if (plan.compress) report = await compressReport(report, plan.counting, { apply: plan.compress.apply && !plan.fit });
  if (plan.fit) report = await fitReport(report, plan.counting, { ...plan.fit, ...(observer.fitStep && { onStep: observer.fitStep }) });
  const secrets = withheld?.secrets.length ? { secrets: withheld.secrets } : {};
  const parts = plan.split ? { parts: await splitDigest(report, plan.counting, plan.split) } : {};
  report = { ...report, result: { ...report.result, ...secrets, ...parts } };
  return { report, saved, withWarnings: (done) => ({ ...done, warnings: [...warnings, ...done.warnings] }) };
}

/** Stats of a run that has not started. */
export function newRunStats(): RunStats {
  return { counted: 0, duplicates: 0, cached: 0, read: 0, threads: 0, found: 0, walked: false };
}

/** What the counting stages need of the plan, for files under `root` (a real path). */
export function countSettings({ options, keepText, bodies }: RunPlan, root: string): CountSettings {
  const { countMode, encoding, includeComments, methodLevel, maxFileSize } = options;
  return { root, countMode, encoding, includeComments, methodLevel, keepText, ...(bodies && { bodies }), maxBytes: maxFileSize };
}

/** The walk is over: the count of files is known, and include patterns that let nothing in are said. */
function walked({ options: { include } }: RunPlan, rules: IgnoreRules, stats: RunStats, warn: (message: string) => void): void {
  stats.walked = true;
  if (include.length > 0 && rules.includedFiles === 0) warn(`no file matches the include pattern${include.length > 1 ? 's' : ''} ${include.map((p) => `'${p}'`).join(', ')}`);
}

/** The root's real path, once it is known to be a folder this process can list and enter (and that lies in the plan's `within`). */
export function checkRoot({ options: { root }, given, within }: RunPlan): string {
  try {
    if (!statSync(root).isDirectory()) throw new FileSystemError(`not a directory: ${given}`);
    opendirSync(root).closeSync();
    // Listing a folder needs read permission; reaching what it holds needs search (x) permission.
    accessSync(root, constants.R_OK | constants.X_OK);
    const real = realpathSync.native(root);
    if (within !== undefined && !isWithin(real, within)) throw new RequestError(`'${given}' is outside the served folder`, 'FORBIDDEN', 403);
    return real;
  } catch (err) {
    if (err instanceof AnalyzerError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    const what = code === 'ENOENT' ? 'no such directory' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : 'cannot read directory';
    throw new FileSystemError(`${what}: ${given}`, describeSystemError(err, root));
  }
}
