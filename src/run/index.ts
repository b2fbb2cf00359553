import { accessSync, constants, opendirSync, realpathSync, statSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { Readable, addAbortSignal } from 'node:stream';
import { AnalysisCache } from '../cache/index.js';
import { ResultStore } from '../cache/store.js';
import { isWithin } from '../util/confine.js';
import { AnalyzerError, FileSystemError, RequestError, describeSystemError } from '../util/errors.js';
import { changedFiles } from '../git/changes.js';
import type { BlobReader, Tree, TreeFile } from '../diff/objects.js';
import { IgnoreRules, findRepositoryTop } from '../patterns/ignores.js';
import type { Keeper } from './keeper.js';
import { countingOf, fitOf, resolveOptions, type AnalyzeOptions, type ResolvedOptions } from './options.js';
import { needsCounting, type CountSettings } from '../counting/settings.js';
import { aggregate } from '../stages/aggregate.js';
import { count } from '../counting/count.js';
import { filter } from '../stages/filter.js';
import { gitFilter } from '../stages/gitFilter.js';
import { chain } from '../stages/kit.js';
import { recall } from '../stages/recall.js';
import { remember } from '../stages/remember.js';
import { tally } from '../stages/tally.js';
import { needsContent } from '../stages/read.js';
import { readFolder, walk } from '../stages/walk.js';
import type { WalkItem } from '../types.js';
import type { CounterTables } from '../tokenizer/index.js';
import type { RunStats } from '../types.js';
import type { Report } from '../results.js';

export interface RunHooks {
  /** Absolute paths never analysed, such as the file the output goes to. */
  alwaysIgnored?: string[];
  /** Keep each file's analysed text until the end, for a format that shows it. */
  keepText?: boolean;
  /** Told of problems that do not stop the run (a cache that cannot be used). */
  warn?: (message: string) => void;
  /** Filled in as the run goes: how its files were counted. */
  stats?: RunStats;
  /** Told of each folder the walk lists, before its files go on (tests use it to change the tree mid-run). */
  listed?: (folder: string, absolute: string) => void;
  /** What a long-lived process keeps between runs: the cache's store, counting threads, tables. */
  keep?: Keeper;
  /**
   * A real path the analysed folder must lie in (a server's root), checked on the folder's real
   * path as the run resolves it: a folder swapped for a symlink after the caller looked is refused.
   */
  within?: string;
  /** Ends the run: its stream is destroyed with an AbortError. */
  signal?: AbortSignal;
  /** Told of each folder the walk is about to list (watch watches it from then on, so no change after the listing goes unseen). */
  entering?: (folder: string, absolute: string) => void;
  /** Given the rules that decide which folders the walk enters and which files it keeps. */
  rules?: (rules: IgnoreRules) => void;
  /**
   * A store the caller keeps between runs (openStore() with `lasting`): the run uses it instead
   * of opening the cache, and leaves beginRun() and save() to the caller.
   */
  store?: ResultStore;
  /** Exact counting tables of the run's encoding kept between runs (watch, the server: loadTables()), asked for when something is counted. */
  tables?: () => CounterTables;
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
  const realRoot = checkRoot(opts, options.path ?? '.', hooks.within);
  const alwaysIgnored = [...(hooks.alwaysIgnored ?? []), ...(opts.cache ? [opts.cache.directory] : [])];
  const rules = new IgnoreRules({ ...opts, alwaysIgnored });
  hooks.rules?.(rules);
  const selected = await changedFiles(opts);
  const settings = countSettings(opts, realRoot, hooks.keepText ?? false);
  const warn = hooks.warn ?? (() => {});
  const { keep, entering } = hooks;
  const keptTables = hooks.tables ?? (keep && (() => keep.tables(opts.encoding)));
  // A store the caller keeps (watch), else the keeper's (a server), else one for this run.
  const { store, release } = hooks.store ? { store: hooks.store, release: () => {} } : await runStore(opts, settings, keep, warn);
  const stats = hooks.stats ?? newRunStats();
  // A kept store goes back once the run is over and the cache saved; the run does not wait for the save.
  let saved: Promise<void> | undefined;
  const over = (err?: Error | null) => release(!err, saved);
  // A stage with nothing to do in this run is left out: each costs every file a hop.
  const stream = chain([
    walk({
      root: realRoot,
      paced: keep !== undefined,
      // Inside a repository, another one within it (a submodule) is left out, as git leaves it out.
      enterRepositories: opts.submodules || findRepositoryTop(realRoot) === undefined,
      keepDirectory: (dir) => rules.keepDirectory(dir),
      list: (folder, absolute) => {
        entering?.(folder, absolute);
        return store.listFolder(folder, absolute, (path) => readFolder(path, realRoot));
      },
      entered: (folder, listing, absolute) => {
        hooks.listed?.(folder, absolute);
        rules.entered(folder, listing.files, absolute);
      },
    }),
    filter({ keepFile: (path) => rules.keepFile(path), paced: keep !== undefined }),
    ...(selected ? [gitFilter({ selected })] : []),
    ...(hooks.stats || opts.include.length > 0 ? [tally({ batch: (items) => (stats.found += items.length), end: () => walked(opts, rules, stats, warn) })] : []),
    ...(store.recalls && !settings.keepText ? [recall({ store, maxBytes: opts.maxFileSize })] : []),
    count({ settings, store, stats, threads: keep, tables: opts.countMode === 'exact' ? keptTables : undefined }),
    ...(store.recalls && !hooks.store ? [remember({ store, ...(keep && { saving: (saving: Promise<void>) => (saved = saving) }) })] : []),
  ], over);
  if (hooks.signal) addAbortSignal(hooks.signal, stream);
  return stream;
}

/**
 * The store a run keeps results in: the cache when it is on (and counts anything worth keeping),
 * else one for the run alone, or, for a caller that keeps it between runs (`lasting`: watch), one
 * in memory that recalls unchanged files by their size, times and inode as the cache does.
 */
export async function openStore(options: AnalyzeOptions, { keepText = false, warn = () => {}, lasting = false }: { keepText?: boolean; warn?: (message: string) => void; lasting?: boolean } = {}): Promise<ResultStore> {
  const opts = resolveOptions(options);
  return storeFor(opts, countSettings(opts, opts.root, keepText), warn, lasting);
}

/**
 * The store a run keeps its results in: the one a long-lived process (a server) keeps for these
 * settings, when it keeps any and the cache is on, else one of the run's own. `release` gives a
 * kept store back once the run is over (`ok`: it went well), to be kept once `saved` has settled.
 */
export async function runStore(opts: ResolvedOptions, settings: CountSettings, keep: Keeper | undefined, warn: (message: string) => void): Promise<{ store: ResultStore; release: (ok: boolean, saved?: Promise<void>) => void }> {
  // The cache, when it is on and the run counts something worth remembering.
  const cache = opts.cache && needsCounting(settings) ? opts.cache : undefined;
  if (!keep || !cache) return { store: await storeFor(opts, settings, warn, false), release: () => {} };
  const key = JSON.stringify([cache, settings.countMode, settings.encoding, settings.includeComments, settings.methodLevel, opts.root]);
  const store = await keep.store(key, () => AnalysisCache.open(cache, settings, opts.root, warn), warn);
  return { store, release: (ok, saved) => keep.giveStore(key, store, ok, saved) };
}

async function storeFor(opts: ResolvedOptions, settings: CountSettings, warn: (message: string) => void, lasting: boolean): Promise<ResultStore> {
  // Without tokens or methods there is nothing worth remembering.
  if (!needsCounting(settings)) return new ResultStore();
  if (opts.cache) return lasting ? (await AnalysisCache.open(opts.cache, settings, opts.root, warn)).lasting() : AnalysisCache.open(opts.cache, settings, opts.root, warn);
  return lasting ? AnalysisCache.inMemory() : new ResultStore();
}

/** The walk is over: the count of files is known, and include patterns that let nothing in are said. */
function walked({ include }: ResolvedOptions, rules: IgnoreRules, stats: RunStats, warn: (message: string) => void): void {
  stats.walked = true;
  if (include.length > 0 && rules.includedFiles === 0) warn(`no file matches the include pattern${include.length > 1 ? 's' : ''} ${include.map((p) => `'${p}'`).join(', ')}`);
}

/** Runs the whole analysis and resolves to its report. */
export async function runAnalysis(options: AnalyzeOptions, hooks: RunHooks = {}): Promise<Report> {
  const name = reportName(options);
  const warnings: string[] = [];
  const warn = (message: string) => (warnings.push(message), hooks.warn?.(message));
  const resolved = resolveOptions(options);
  const counting = countingOf(resolved);
  const fit = fitOf(resolved);
  // The plan of `fit` is made from the digest's texts, whatever the format.
  const keepText = (hooks.keepText ?? false) || fit !== undefined;
  const reports = chain([await analysisStream(options, { ...hooks, warn, keepText }), aggregate({ name, keepText, counting, fit })]);
  for await (const report of reports) {
    const done = report as Report;
    return { ...done, warnings: [...warnings, ...done.warnings] };
  }
  throw new Error('aggregate produced no report');
}

/** Stats of a run that has not started. */
export function newRunStats(): RunStats {
  return { counted: 0, duplicates: 0, cached: 0, read: 0, threads: 0, found: 0, walked: false };
}

/** The analysed folder's own name, for report headings. */
export function reportName(options: AnalyzeOptions): string {
  return basename(resolveOptions(options).root) || '/';
}

/** What the counting stages need of the options, for files under `root`. */
export function countSettings(opts: ResolvedOptions, root: string, keepText: boolean): CountSettings {
  const { countMode, encoding, includeComments, methodLevel, maxFileSize } = opts;
  return { root, countMode, encoding, includeComments, methodLevel, keepText, maxBytes: maxFileSize };
}

/** What objectStream() needs beside the files: where results go and what counts them. */
export interface ObjectStreamOptions {
  settings: CountSettings;
  store: ResultStore;
  /** Reads the blobs' contents. */
  reader: BlobReader;
  stats: RunStats;
  /** Counting threads kept by a long-lived process (a server). */
  keep?: Keeper;
  tables?: () => CounterTables;
  signal?: AbortSignal;
}

/**
 * The stage order for files read from git's objects (the sides of `diff`), as the `items` of
 * treeItems(): recall (a blob whose content the cache knows) -> count (the blob's content fetched
 * as its batch is handed out, then countingStages(), which reads it instead of a file). The
 * store learns which content each blob holds; saving it is the caller's.
 */
export function objectStream(items: WalkItem[], { settings, store, reader, stats, keep, tables, signal }: ObjectStreamOptions): Readable {
  const batches: WalkItem[][] = [];
  for (let i = 0; i < items.length; i += OBJECT_BATCH) batches.push(items.slice(i, i + OBJECT_BATCH));
  const load = async (batch: WalkItem[]): Promise<WalkItem[]> => {
    const wanted = batch.filter((item) => needsContent(item, settings.maxBytes));
    const contents = await reader.read(wanted.map((item) => item.blob!));
    const fetched = new Map(wanted.map((item, i) => [item, contents[i]]));
    return batch.map((item) => (fetched.has(item) ? { ...item, bytes: fetched.get(item) } : item));
  };
  const stream = chain([
    Readable.from(batches),
    ...(store.recalls && !settings.keepText ? [recall({ store, maxBytes: settings.maxBytes })] : []),
    count({ settings, store, stats, threads: keep, tables: settings.countMode === 'exact' ? tables : undefined, load }),
  ]);
  if (signal) addAbortSignal(signal, stream);
  return stream;
}

// As the walk's batches.
const OBJECT_BATCH = 128;

/** Where treeItems() finds the tree's files, and what it leaves out. */
export interface TreeItemsOptions {
  /** The analysed root's real path (where the tree's files would lie, checked out). */
  root: string;
  /** The repository's top folder (a real path): the tree's `.gitignore` files lie under it. */
  top: string;
  /** Absolute paths never analysed (the output file, the cache folder). */
  alwaysIgnored: string[];
  /** The text of each `.gitignore` file of the tree, by its path from the top. */
  ignoreTexts: ReadonlyMap<string, string>;
}

/**
 * The files of a tree read from git's objects that a plain run of the tree, checked out at the
 * root, would analyse: the walk's order and rules over the tree's folders (the tree's own
 * `.gitignore` files, `.git/info/exclude`, the built-in ignores, include/exclude globs), asked
 * as the walk and filter() ask them. Each item names its blob and size.
 */
export function treeItems(tree: Tree, options: AnalyzeOptions, { root, top, alwaysIgnored, ignoreTexts }: TreeItemsOptions): WalkItem[] {
  const opts = resolveOptions(options);
  const byAbsolute = new Map([...ignoreTexts].map(([path, text]) => [join(top, path), text]));
  const rules = new IgnoreRules({ ...opts, root, alwaysIgnored: [...alwaysIgnored, ...(opts.cache ? [opts.cache.directory] : [])], readIgnoreFile: (absolute) => byAbsolute.get(absolute) });
  // Each folder's files (with their blobs) and subfolders, as the walk lists a folder.
  const folders = new Map<string, { files: TreeFile[]; names: string[]; folders: string[] }>();
  const folder = (path: string) => {
    let listing = folders.get(path);
    if (listing) return listing;
    folders.set(path, (listing = { files: [], names: [], folders: [] }));
    const slash = path.lastIndexOf('/');
    if (path !== '') folder(slash < 0 ? '' : path.slice(0, slash)).folders.push(path.slice(slash + 1));
    return listing;
  };
  folder('');
  for (const file of tree.files) {
    const slash = file.path.lastIndexOf('/');
    const listing = folder(slash < 0 ? '' : file.path.slice(0, slash));
    listing.files.push(file);
    listing.names.push(file.path.slice(slash + 1));
  }
  const items: WalkItem[] = [];
  const base = root.endsWith(sep) ? root : root + sep;
  // Depth first, as walk() goes; a folder's rules are taken in before anything in it is asked about.
  for (const pending = ['']; pending.length > 0; ) {
    const path = pending.pop()!;
    const listing = folders.get(path)!;
    rules.entered(path, listing.names, path === '' ? root : base + path);
    for (const file of listing.files) if (rules.keepFile(file.path)) items.push({ path: file.path, absolutePath: base + file.path, blob: file.oid, size: file.size });
    const within = path === '' ? '' : `${path}/`;
    for (let i = listing.folders.length - 1; i >= 0; i--) {
      const sub = within + listing.folders[i];
      if (rules.keepDirectory(sub)) pending.push(sub);
    }
  }
  return items;
}

/** The root's real path, once it is known to be a folder this process can list and enter (and that lies in `within`). */
export function checkRoot({ root }: ResolvedOptions, given: string, within: string | undefined): string {
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
