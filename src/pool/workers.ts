import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { StoredResult } from '../cache/store.js';
import type { WalkItem } from '../stages/walk.js';
import { shareTables, type CounterTables } from '../tokenizer/index.js';
import type { FileRecord } from '../types.js';
import { FROM_SOURCES } from '../version.js';
import type { CountSettings } from './settings.js';

const YOUNG_GENERATION_MB = 8;
// Node's worker_threads and os modules are required on first use: a run that starts no thread (a
// small tree, or everything from the cache) does without their half-dozen internal modules.
const requireBuiltin = createRequire(import.meta.url);

interface Thread {
  worker: Worker;
  waiting: Map<number, { resolve: (records: FileRecord[]) => void; reject: (err: Error) => void }>;
}

/**
 * Worker threads that read and count batches of files beside the main thread, with the main
 * thread's rank table. Only the built package has a worker script; run from TypeScript
 * sources, there is no pool.
 */
export class WorkerPool {
  private readonly threads: Thread[] = [];
  private nextId = 0;
  private failure: Error | undefined;
  private closing: Promise<void> | undefined;

  private constructor(settings: CountSettings, entries: [string, StoredResult][], size: number, script: string, nice: number) {
    const { Worker } = requireBuiltin('node:worker_threads') as typeof import('node:worker_threads');
    for (let i = 0; i < size; i++) {
      // A small young generation: each thread churns through its files' texts, and V8 otherwise
      // lets that garbage grow the heap by tens of megabytes per thread before collecting it.
      // (JS/TS corpus, five cold runs each: peak RSS 218-243 MB with 8, 224-281 MB with 16, at
      // the same speed.)
      const worker = new Worker(script, { workerData: { settings, entries, nice }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      const thread: Thread = { worker, waiting: new Map() };
      thread.worker.on('message', ({ id, records, error }: { id: number; records?: FileRecord[]; error?: string }) => {
        const job = thread.waiting.get(id);
        // An answer to a job already failed (the pool closed or a thread failed meanwhile) is dropped.
        if (!job) return;
        thread.waiting.delete(id);
        if (error !== undefined) job.reject(new Error(`counting thread failed: ${error}`));
        else job.resolve(records!);
      });
      thread.worker.on('error', (err) => this.fail(thread, err));
      thread.worker.on('exit', (code) => this.fail(thread, new Error(`counting thread exited with code ${code}`)));
      this.threads.push(thread);
    }
  }

  /**
   * Hands the threads the main thread's counting tables, shared instead of built again in each;
   * call it before the first run() (the threads start meanwhile).
   */
  shareTables(tables: CounterTables): void {
    const shared = shareTables(tables);
    for (const { worker } of this.threads) worker.postMessage({ tables: shared });
  }

  /**
   * Worker threads to count beside the main thread, one per further core (or `size`), whose
   * stores start with `entries`, each at the scheduling priority `nice` (0 to 19, on Linux;
   * elsewhere a thread cannot have one of its own); undefined when there is no core to spare (or no worker script:
   * run from TypeScript sources).
   */
  static create(settings: CountSettings, entries: [string, StoredResult][], size = countingThreads() - 1, nice = 0): WorkerPool | undefined {
    const script = fileURLToPath(new URL('./worker.cjs', import.meta.url));
    if (size < 1 || FROM_SOURCES || !existsSync(script)) return undefined;
    return new WorkerPool(settings, entries, size, script, nice);
  }

  get size(): number {
    return this.threads.length;
  }

  /** Whether a thread failed or the pool is closing: it counts no more runs. */
  get broken(): boolean {
    return this.failure !== undefined || this.closing !== undefined;
  }

  /**
   * Readies the threads of a pool kept since an earlier run for another run, with its settings
   * and a store starting with `entries`; call shareTables() after it, then run().
   */
  begin(settings: CountSettings, entries: [string, StoredResult][]): void {
    for (const { worker } of this.threads) worker.postMessage({ settings, entries });
  }

  /** Reads and counts `items` on thread `index`. */
  run(index: number, items: WalkItem[]): Promise<FileRecord[]> {
    if (this.failure) return Promise.reject(this.failure);
    const thread = this.threads[index];
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ id, items });
    });
  }

  /** Ends every thread; resolves once they all have exited, however often it is called. */
  close(): Promise<void> {
    return (this.closing ??= (async () => {
      const threads = this.threads.splice(0);
      // A job still waiting would never be answered: it fails, so nothing waits on it forever.
      for (const thread of threads) {
        thread.worker.removeAllListeners('exit');
        for (const job of thread.waiting.values()) job.reject(new Error('counting threads closed'));
        thread.waiting.clear();
      }
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    })());
  }

  private fail(thread: Thread, err: Error): void {
    this.failure ??= err;
    for (const job of thread.waiting.values()) job.reject(err);
    thread.waiting.clear();
  }
}

/** Threads that count, the main thread included: one per core, or `ANALYZER_THREADS` (0 or 1: the main thread alone). */
export function countingThreads(): number {
  const setting = process.env.ANALYZER_THREADS;
  if (setting !== undefined && /^\d+$/.test(setting)) return Number(setting);
  return (requireBuiltin('node:os') as typeof import('node:os')).availableParallelism();
}
