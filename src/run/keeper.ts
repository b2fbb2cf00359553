import { AnalysisCache } from '../cache/index.js';
import type { StoredResult } from '../cache/store.js';
import { needsCounting, type CountSettings } from '../counting/settings.js';
import { WorkerPool, countingThreads } from '../counting/workers.js';
import type { KeptThreads } from '../counting/count.js';
import { loadTables, type CounterTables } from '../tokenizer/index.js';
import type { RunPlan } from './plan.js';
import { openStore, type Lease, type Session } from './session.js';

// The counting threads' scheduling priority (nice, Linux): below the main thread, which then
// answers requests as soon as they come while every core counts (GET /health p99 during a cold
// analysis of the JS/TS corpus: 38-79 ms at nice 8, 167-173 ms at 0, on a busy 2-core machine).
// A machine busy with other work gets the cores first.
const COUNTING_NICE = 5;
// Stores kept at most; the least recently used goes first. Each holds in memory the cache's
// results for its settings, whatever folder it was for: on the JS/TS corpus about 6 MB each, and
// 40-80 MB with methods (an MCP session analysing the corpus's folders one by one with
// methodLevel grew by that much per folder, to 700 MB after eight).
const MAX_KEPT_STORES = 4;

/**
 * What a long-lived process (the server) keeps from one analysis to the next, that a CLI run
 * builds and drops each time: the cache's store in memory (no reading it back from disk), the
 * counting threads (started, their code compiled), and each encoding's rank and piece tables
 * (every piece counted before is free). A run takes a store or the threads for itself and gives
 * them back when it is done, so runs at the same time never share one; a run that finds none
 * free opens or starts its own, and at most one of each is kept idle (and four stores in all).
 */
export class Keeper implements KeptThreads, Session {
  readonly threads: KeptThreads = this;
  readonly paces = true;
  private readonly stores = new Map<string, AnalysisCache>();
  /** Each store given out, with the generation it was given out in. */
  private readonly out = new Map<AnalysisCache, number>();
  private generation = 0;
  private idle: WorkerPool | undefined;
  private readonly pools = new Set<WorkerPool>();
  private readonly kept = new Map<string, CounterTables>();
  /** Saves still going on, by store key: the next run with the key waits for its store. */
  private readonly saving = new Map<string, Promise<void>>();
  /** A clear() under way: runs that start meanwhile open the cache once it is over. */
  private clearing: Promise<void> | undefined;
  private closed = false;

  /**
   * The store for a run with `settings`: the one kept for them (the cache's results in memory,
   * when the cache is on and the run counts something), given back when the run is over and
   * saved in the background; else one of the run's own.
   */
  async lease(plan: RunPlan, settings: CountSettings, warn: (message: string) => void): Promise<Lease> {
    const { cache, root } = plan.options;
    if (!cache || !needsCounting(settings)) return { store: await openStore(plan, settings, warn, false), saves: true, background: true, release: () => {} };
    const key = JSON.stringify([cache, settings.countMode, settings.encoding, settings.includeComments, settings.methodLevel, root]);
    const store = await this.store(key, () => AnalysisCache.open(cache, settings, root, warn), warn);
    return { store, saves: true, background: true, release: (ok, saved) => this.giveStore(key, store, ok, saved) };
  }

  /** The store kept under `key`, readied for a run (once the run before has saved it), or a new one from `open()`. */
  async store(key: string, open: () => Promise<AnalysisCache>, warn: (message: string) => void): Promise<AnalysisCache> {
    while (this.clearing) await this.clearing;
    const generation = this.generation;
    await this.saving.get(key);
    let store = this.stores.get(key);
    if (store) {
      this.stores.delete(key);
      store.begin(warn);
    } else {
      store = await open();
      // Opened while a clear went on: it may hold what the clear removed.
      if (generation !== this.generation) void store.retire();
    }
    this.out.set(store, generation);
    return store;
  }

  /**
   * A run is done with `store`: kept for the next run with its key when the run went well and no
   * clear() came since, once `saved` (the run's save of it, still going on) has settled.
   */
  giveStore(key: string, store: AnalysisCache, ok: boolean, saved?: Promise<void>): void {
    const given = this.out.get(store);
    this.out.delete(store);
    const back = () => {
      if (!ok || this.closed || given !== this.generation) return;
      // Set last: the map's order is the order of use, the least recent first.
      this.stores.delete(key);
      this.stores.set(key, store);
      for (const old of this.stores.keys()) {
        if (this.stores.size <= MAX_KEPT_STORES) break;
        this.stores.delete(old);
      }
    };
    if (!saved) return back();
    const done: Promise<void> = saved.then(back, () => {}).finally(() => {
      if (this.saving.get(key) === done) this.saving.delete(key);
    });
    this.saving.set(key, done);
  }

  /** Resolves once every save under way has ended. */
  async saved(): Promise<void> {
    await Promise.all(this.saving.values());
  }

  /**
   * Empties the cache with `empty` once no store given out before can write to it again: every
   * store is dropped, those in use by runs still going on included (they save nothing more, and
   * are not kept when they come back), and saves already under way are waited for. Runs that
   * start meanwhile wait for the clear to end.
   */
  async clear<T>(empty: () => Promise<T>): Promise<T> {
    while (this.clearing) await this.clearing;
    this.generation++;
    const writing = [...this.out.keys(), ...this.stores.values()].map((store) => store.retire());
    this.stores.clear();
    const cleared = (async () => {
      await Promise.all([...writing, this.saved()]);
      return empty();
    })();
    const clearing = (this.clearing = cleared.then(
      () => {},
      () => {},
    ));
    try {
      return await cleared;
    } finally {
      if (this.clearing === clearing) this.clearing = undefined;
    }
  }

  /** Starts the counting threads now, idle until a run takes them (with its own settings). */
  start(settings: CountSettings): void {
    if (this.closed || this.idle) return;
    this.idle = this.newPool(settings, []);
  }

  take(settings: CountSettings, entries: () => [string, StoredResult][]): WorkerPool | undefined {
    if (this.closed) return undefined;
    const idle = this.idle;
    this.idle = undefined;
    if (idle && !idle.broken) {
      idle.begin(settings, entries());
      return idle;
    }
    if (idle) this.drop(idle);
    return this.newPool(settings, entries());
  }

  /** Threads for `settings`: one for every core, since this thread answers requests. */
  private newPool(settings: CountSettings, entries: [string, StoredResult][]): WorkerPool | undefined {
    const pool = WorkerPool.create(settings, entries, countingThreads(), COUNTING_NICE);
    if (pool) this.pools.add(pool);
    return pool;
  }

  tables(encoding: string): CounterTables {
    let tables = this.kept.get(encoding);
    if (!tables) this.kept.set(encoding, (tables = loadTables(encoding)));
    return tables;
  }

  give(pool: WorkerPool, ok: boolean): void {
    if (ok && !pool.broken && !this.closed && !this.idle) {
      this.idle = pool;
      return;
    }
    this.drop(pool);
  }

  /** Closes a pool, which close() still waits for until it has. */
  private drop(pool: WorkerPool): void {
    void pool.close().finally(() => this.pools.delete(pool));
  }

  /** Ends every counting thread, busy ones included, and keeps nothing more; resolves once they have all exited and every save has ended. */
  async close(): Promise<void> {
    this.closed = true;
    await this.saved();
    this.idle = undefined;
    this.stores.clear();
    this.kept.clear();
    await Promise.all([...this.pools].map((pool) => pool.close()));
    this.pools.clear();
  }
}
