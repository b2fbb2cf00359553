import { AnalysisCache } from '../cache/index.js';
import { ResultStore, type Vouch } from '../cache/store.js';
import type { KeptThreads } from '../counting/count.js';
import { needsCounting } from '../counting/settings.js';
import type { IgnoreRules } from '../patterns/ignores.js';
import { loadTables, type CounterTables } from '../tokenizer/index.js';
import type { CountSettings, FileRecord, RunStats } from '../types.js';
import type { RunPlan } from './plan.js';

/** Who watches a run: told of problems, progress and the walk's steps; never changes what the run does. */
export interface Observer {
  /** A problem that does not stop the run (a cache that cannot be used). */
  warn?(message: string): void;
  /** Filled in as the run goes: how its files were counted. */
  stats?: RunStats;
  /** Each batch of records once counted (progress). */
  counted?(batch: FileRecord[]): void;
  /** Each folder the walk is about to list (watch watches it from then on, so no change after the listing goes unseen). */
  entering?(folder: string, absolute: string): void;
  /** Each folder the walk listed, before its files go on (tests change the tree there). */
  listed?(folder: string, absolute: string): void;
  /** The rules that decide which folders the walk enters and which files it keeps. */
  rules?(rules: IgnoreRules): void;
  /** With `fit`, each file weighed and each whole digest counted (progress; see fitReport()). */
  fitStep?(step: 'file' | 'digest'): void;
}

/** A store a run counts into, and how it gives the store back. */
export interface Lease {
  store: ResultStore;
  /** The run saves what it learnt when it ends; otherwise the holder saves (watch). */
  saves: boolean;
  /** The run's result need not wait for its save, which release() is given (a server's answer goes out meanwhile). */
  background?: boolean;
  /** The run is over (`ok`: it went well); `saved`, the run's save still going on. */
  release(ok: boolean, saved?: Promise<void>): void;
}

/**
 * What a long-lived process keeps between its runs and lends each one: the cache's results in
 * memory, each encoding's counting tables, and the counting threads. The server and the MCP
 * server keep a Keeper; watch keeps a WatchKeep.
 */
export interface Session {
  /** The store for a run with `settings`. */
  lease(plan: RunPlan, settings: CountSettings, warn: (message: string) => void): Promise<Lease>;
  /** The exact counting tables of `encoding`, loaded once. */
  tables(encoding: string): CounterTables;
  /** Counting threads kept between runs. */
  threads?: KeptThreads;
  /** The process answers others while a run goes (a server): the walk and the matching give them a turn every few milliseconds. */
  paces?: boolean;
}

/** What a run is told besides its plan: what the process keeps, who watches, and when to stop. */
export interface RunContext {
  session?: Session;
  observer?: Observer;
  /** Ends the run: its stream is destroyed with an AbortError. */
  signal?: AbortSignal;
}

/** The store of a run: lent by its session, else opened for the run alone (the cache, when it is on and the run counts something worth keeping). */
export async function leaseStore(plan: RunPlan, settings: CountSettings, { session, observer }: RunContext, warn = observer?.warn ?? (() => {})): Promise<Lease> {
  if (session) return session.lease(plan, settings, warn);
  return { store: await openStore(plan, settings, warn, false), saves: true, release: () => {} };
}

/**
 * A store for `settings`: the cache when it is on and the run counts something, else one for the
 * run alone; `lasting` (a watch keeps it between runs), one that recalls unchanged files by their
 * size, times and inode as the cache does, in memory when the cache is off.
 */
export async function openStore(plan: RunPlan, settings: CountSettings, warn: (message: string) => void, lasting: boolean): Promise<ResultStore> {
  // Without tokens or methods there is nothing worth remembering.
  if (!needsCounting(settings)) return new ResultStore();
  const { cache, root } = plan.options;
  if (cache) return lasting ? (await AnalysisCache.open(cache, settings, root, warn)).lasting() : AnalysisCache.open(cache, settings, root, warn);
  return lasting ? AnalysisCache.inMemory() : new ResultStore();
}

/**
 * A session for one run that counts from more than one source (a diff's two sides): the tables
 * are loaded once, for both, and each lease is a store of the run's own.
 */
export function oneRun(): Session {
  const kept = new Map<string, CounterTables>();
  return {
    lease: async (plan, settings, warn) => ({ store: await openStore(plan, settings, warn, false), saves: true, release: () => {} }),
    tables: (encoding) => kept.get(encoding) ?? kept.set(encoding, loadTables(encoding)).get(encoding)!,
  };
}

/**
 * What a watch keeps between its runs: one lasting store (what the last run counted, in memory,
 * saved to the cache by the watch when it chooses) and the tables. Before each run the watch
 * says what its watchers vouch for (`vouch`): files no event named since are recalled without a stat.
 */
export class WatchKeep implements Session {
  vouch: Vouch | undefined;
  private store: ResultStore | undefined;
  private kept: CounterTables | undefined;

  async lease(plan: RunPlan, settings: CountSettings, warn: (message: string) => void): Promise<Lease> {
    this.store ??= await openStore(plan, settings, warn, true);
    this.store.beginRun(this.vouch);
    return { store: this.store, saves: false, release: () => {} };
  }

  tables(encoding: string): CounterTables {
    // Loaded once, when first needed: the ranks take tens of milliseconds, and every run after the first counts a few files.
    return (this.kept ??= loadTables(encoding));
  }

  /** Keeps what the runs learnt, where there is somewhere to keep it. */
  save(): Promise<void> {
    return this.store?.save() ?? Promise.resolve();
  }
}
