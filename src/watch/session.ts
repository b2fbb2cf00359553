import { lstatSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { newRunStats, runReport } from '../run/index.js';
import type { RunPlan } from '../run/plan.js';
import { WatchKeep, type Observer } from '../run/session.js';
import type { Vouch } from '../cache/store.js';
import { FileSystemError, describeSystemError } from '../util/errors.js';
import type { IgnoreRules } from '../patterns/ignores.js';
import { byText, fsPath } from '../util/paths.js';
import type { RunStats } from '../types.js';
import { FolderWatchers } from './folders.js';
import { GitWatchers } from './git.js';
import type { Report } from '../results.js';

/** What a run tells besides its result. */
export interface WatchRun {
  /** 1 for the first analysis, then one more per burst of changes. */
  run: number;
  /**
   * Paths (as the result shows them) of the files added, removed or changed since the last run,
   * sorted; a file renamed is one path removed and one added. Empty for the first run.
   */
  changed: string[];
}

export interface SessionOptions {
  /** The analysis each run makes, planned once for the watch (its ignore patterns among `exclude`). */
  plan: RunPlan;
  /** Quiet time, in milliseconds, that ends a burst of changes. */
  interval: number;
  /** Told of warnings (each once per watch) and of the folders each run lists (tests). */
  observer?: Pick<Observer, 'warn' | 'listed'>;
  /** Each run's report, in order; the next run waits for the promise. A rejection stops the session. */
  deliver(report: Report, run: WatchRun, stats: RunStats): void | Promise<void>;
  /** A run that failed; `fatal` when the session stopped for it (the first run, or the root gone). */
  failed(err: unknown, fatal: boolean): void;
  /** Told of each change seen in the tree (root-relative path) and whether it starts a run (tests). */
  seen?: (path: string, concerns: boolean) => void;
}

const SAVE_QUIET_MS = 5000;

/**
 * Analyses a tree, then again after each burst of changes to what it analyses (`interval` ms of
 * quiet ends a burst), one run at a time: changes during a run give one more run after it.
 *
 * Each run is the whole analysis stream, reusing one store: a file whose folder's watcher has seen
 * no event for it since the last run is recalled without even a stat, and others are recalled by
 * their size, times and inode as the cache does, so only files that changed are read and counted.
 */
export class WatchSession {
  /** Resolves once the session has stopped. */
  readonly done: Promise<void>;
  private readonly folders: FolderWatchers;
  private readonly git: GitWatchers | undefined;
  private readonly root: string;
  private readonly rootName: string;
  /** The store and tables kept from run to run. */
  private readonly keep = new WatchKeep();
  /** The encoding to keep counting tables for: exact counts only. */
  private readonly wantsTables: string | undefined;
  /** The last completed run's rules: which changes concern the analysis. */
  private rules: IgnoreRules | undefined;
  /** Paths (files and folders, root-relative) with events since the current run started, and before it. */
  private dirty = new Set<string>();
  private checking = new Set<string>();
  /** Events since the last run that trusted none. */
  private events = 0;
  /**
   * The kernel's event queue's length: once this many events came in, some may have been lost
   * unseen (Node does not report an overflow), and the next run trusts no event's silence.
   */
  private readonly queue = queueLength();
  /** Changed paths that concern the analysis, since the current run started. */
  private pending = new Set<string>();
  /** The paths of the last result, as it lists them. */
  private previous: Listed | undefined;
  private timer: NodeJS.Timeout | undefined;
  private saving: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private runs = 0;
  /** Ends the run under way. */
  private current: AbortController | undefined;
  private stopped = false;
  private idle: (() => void)[] = [];
  private finish!: () => void;
  /** hooks.warn, each message once per watch: an include pattern that matches nothing, or cache trouble, stays so run after run. */
  private readonly warn: ((message: string) => void) | undefined;

  constructor(private readonly options: SessionOptions) {
    const opts = options.plan.options;
    this.root = opts.root;
    this.rootName = basename(opts.root);
    this.done = new Promise((resolve) => (this.finish = resolve));
    this.folders = new FolderWatchers(
      (folder, name) => this.folderEvent(folder, name),
      (folders, err) => options.failed(unwatchable(folders, err), false),
    );
    this.wantsTables = opts.countMode === 'exact' ? opts.encoding : undefined;
    const warn = options.observer?.warn;
    const said = new Set<string>();
    this.warn = warn && ((message) => void (said.has(message) || (said.add(message), warn(message))));
    const git = opts.gitDiff !== undefined || opts.gitCached || opts.gitBranch !== undefined || opts.gitAuthor !== undefined;
    this.git = git ? new GitWatchers(opts.root, () => this.changed()) : undefined;
    void this.loop();
  }

  /** Stops at once: no watcher, timer or run is left, and nothing more is delivered. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.saving);
    this.timer = undefined;
    this.folders.close();
    this.git?.close();
    this.current?.abort();
    this.finish();
    this.settled();
  }

  /** Resolves when no run is going and none is waiting for a burst to end (tests). */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => {
      this.idle.push(resolve);
      this.settled();
    });
  }

  /** Folders being watched. */
  get watching(): number {
    return this.folders.size;
  }

  private folderEvent(folder: string, name: string | undefined): void {
    if (this.stopped) return;
    const path = name === undefined ? folder : folder === '' ? name : `${folder}/${name}`;
    // The folder too: an entry added, removed or renamed changes its listing.
    this.dirty.add(folder);
    this.dirty.add(path);
    this.events++;
    const concerns = this.concerns(folder, name, path) || this.events >= this.queue;
    this.options.seen?.(path, concerns);
    if (concerns) this.changed(path);
  }

  /**
   * Whether a change may change the result: it touches what the last run analysed, or what the
   * walk would now enter or keep (as it is now: a folder, or a file).
   */
  private concerns(folder: string, name: string | undefined, path: string): boolean {
    const rules = this.rules;
    // The root itself (removed, moved, its permissions changed) is reported under its own name.
    if (!rules || name === undefined || (folder === '' && name === this.rootName) || name === '.gitignore') return true;
    if (this.previous && listed(this.previous, path)) return true;
    let stat;
    try {
      stat = lstatSync(fsPath(join(this.root, path)));
    } catch {
      // Gone, and never analysed: a folder the walk entered had a watcher of its own, which said so.
      return rules.keepFile(path) && rules.keepDirectory(path);
    }
    if (stat.isDirectory()) return rules.keepDirectory(path);
    // Symlinks, FIFOs and the like are never analysed.
    return stat.isFile() && rules.keepFile(path);
  }

  /** A change: the burst goes on for `interval` ms more. */
  private changed(path?: string): void {
    if (this.stopped) return;
    if (path !== undefined) this.pending.add(path);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.running) this.again = true;
      else void this.loop();
    }, this.options.interval);
  }

  private async loop(): Promise<void> {
    this.running = true;
    do {
      this.again = false;
      await this.run();
      // A burst still going on gets its own run when it ends.
    } while (this.again && !this.timer && !this.stopped);
    this.running = false;
    this.settled();
  }

  private async run(): Promise<void> {
    const first = this.runs === 0;
    // What happened before this run starts, it looks at; what happens during it, the next run does.
    this.checking = this.dirty;
    this.dirty = new Set();
    const changes = this.pending;
    this.pending = new Set();
    const trust = !first && this.events < this.queue;
    if (!trust) this.events = 0;
    const stats = newRunStats();
    let report: Report | undefined;
    let rules: IgnoreRules | undefined;
    try {
      this.git?.refresh();
      const { plan, observer } = this.options;
      this.keep.vouch = trust ? this.vouch() : undefined;
      this.current = new AbortController();
      report = await runReport(plan, {
        session: this.keep,
        signal: this.current.signal,
        observer: {
          ...observer,
          warn: this.warn,
          stats,
          rules: (given) => (rules = given),
          entering: (folder, absolute) => this.folders.entering(folder, absolute, this.checking.has(folder) || this.dirty.has(folder)),
        },
      });
    } catch (err) {
      this.folders.settle(false);
      if (this.stopped) return;
      // Not looked at to the end: the next run trusts none of it.
      for (const path of this.checking) this.dirty.add(path);
      for (const path of changes) this.pending.add(path);
      const fatal = first || err instanceof FileSystemError;
      this.options.failed(err, fatal);
      if (fatal) this.stop();
      return;
    } finally {
      this.current = undefined;
    }
    this.folders.settle(true);
    this.rules = rules;
    if (this.stopped || !report) return;
    this.runs++;
    try {
      await this.options.deliver(report, { run: this.runs, changed: this.changedFiles(report, changes) }, stats);
    } catch (err) {
      if (!this.stopped) this.options.failed(err, true);
      this.stop();
      return;
    }
    if (this.stopped) return;
    // Kept for later sessions (with the cache on) once the result is out, not before. A save
    // writes the cache's entries whole (40 ms of work for 11,000 files): after the first run,
    // which counted everything, and then once the watch has been quiet a while.
    clearTimeout(this.saving);
    if (first) await this.keep.save();
    else this.saving = setTimeout(() => void this.keep.save(), SAVE_QUIET_MS);
    // Ready before the first change comes: the first edit then counts at once. (A failure to
    // load them is the next run's to report, when it needs them.)
    try {
      if (first && this.wantsTables) this.keep.tables(this.wantsTables);
    } catch {
      // see above
    }
  }

  /** What no event contradicts: a file or folder under a verified watcher, with no event for it since the last run began. */
  private vouch(): Vouch {
    const quiet = (path: string) => !this.checking.has(path) && !this.dirty.has(path);
    return {
      file: (path) => {
        const slash = path.lastIndexOf('/');
        return quiet(path) && this.folders.verified(slash < 0 ? '' : path.slice(0, slash));
      },
      folder: (folder) => quiet(folder) && this.folders.verified(folder),
    };
  }

  /** Files added or removed since the last run, and those that changed (by their events). */
  private changedFiles({ result }: Report, events: Set<string>): string[] {
    const now: Listed = { files: result.files.map((file) => file.path), skipped: (result.skipped ?? []).map((file) => file.path) };
    const before = this.previous;
    this.previous = now;
    if (!before) return [];
    const changed = new Set<string>();
    for (const path of events) if (listed(now, path) || listed(before, path)) changed.add(path);
    // Both sorted by path: one walk through each pair finds what either lacks.
    difference(before.files, now.files, changed);
    difference(before.skipped, now.skipped, changed);
    return [...changed].sort(byText);
  }

  private settled(): void {
    if (!this.stopped && (this.running || this.timer)) return;
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }
}

/** A result's paths: its files' and its skipped files', each sorted as the result sorts them. */
interface Listed {
  files: string[];
  skipped: string[];
}

function listed({ files, skipped }: Listed, path: string): boolean {
  return has(files, path) || has(skipped, path);
}

/** Whether the sorted `paths` hold `path` (binary search). */
function has(paths: string[], path: string): boolean {
  let low = 0, high = paths.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (paths[middle] === path) return true;
    if (paths[middle] < path) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Adds to `out` what only one of the sorted `a` and `b` holds. */
function difference(a: string[], b: string[], out: Set<string>): void {
  let i = 0, j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) out.add(a[i++]);
    else if (i >= a.length || b[j] < a[i]) out.add(b[j++]);
    else (i++, j++);
  }
}

/** `cannot watch 437 folders ('a', 'b' and 435 more): ...`: how many, and the first two the walk met. */
function unwatchable(folders: string[], err: unknown): FileSystemError {
  const reason = describeSystemError(err);
  const why = (err as NodeJS.ErrnoException).code === 'ENOSPC' ? 'the system allows no more watches (raise fs.inotify.max_user_watches)' : reason;
  const name = (folder: string) => (folder === '' ? 'the folder' : `'${folder}'`);
  const named = folders.slice(0, 2).map(name).join(folders.length > 2 ? ', ' : ' and ');
  const which = folders.length === 1 ? name(folders[0]) : `${folders.length.toLocaleString('en-US')} folders (${named}${folders.length > 2 ? ` and ${(folders.length - 2).toLocaleString('en-US')} more` : ''})`;
  return new FileSystemError(`cannot watch ${which}: ${why}; a change there starts no run, but every run checks their files and tries to watch them again`, reason);
}

function queueLength(): number {
  try {
    return Number(readFileSync('/proc/sys/fs/inotify/max_queued_events', 'utf8')) || 16384;
  } catch {
    // Not Linux: a lost event there fails the folder's watcher instead, which the run then re-checks.
    return 16384;
  }
}
