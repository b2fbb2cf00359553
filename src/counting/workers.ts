import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { StoredResult } from '../cache/store.js';
import type { WalkItem } from '../types.js';
import { shareTables, type CounterTables } from '../tokenizer/index.js';
import type { FileRecord } from '../types.js';
import { FROM_SOURCES } from '../util/version.js';
import { counterFlags, engineSettings } from './engine.js';
import type { CountSettings } from './settings.js';

// Node's worker_threads and os modules are required on first use: a run that starts no thread (a
// small tree, or everything from the cache) does without their half-dozen internal modules.
const requireBuiltin = createRequire(import.meta.url);

/** What the pool asks of a counting thread, and of a counting process (processCounter()). */
type Counter = Pick<Worker, 'postMessage' | 'on' | 'removeAllListeners' | 'terminate'>;

interface Thread {
  worker: Counter;
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

  private constructor(settings: CountSettings, entries: [string, StoredResult][], size: number, script: string, nice: number, private readonly flags: string[] | undefined) {
    const { Worker } = requireBuiltin('node:worker_threads') as typeof import('node:worker_threads');
    const started = flags === undefined && nice === 0 ? takeSpares(size) : undefined;
    for (let i = 0; i < size; i++) {
      // A small young generation, where it was measured to help (engine.ts): each thread churns
      // through its files' texts, and V8 otherwise lets that garbage grow the heap by tens of
      // megabytes per thread before collecting it. The CLI's V8 flag wins over it.
      // A thread's `stdout`: whatever it prints (tree-sitter's WebAssembly prints with console.log)
      // goes to stderr, never into the report or an MCP session's protocol messages on stdout.
      const worker: Counter = flags
        ? processCounter(script, { settings, entries, nice }, flags)
        : started
          ? adopt(started[i], settings, entries)
          : printingToStderr(new Worker(script, { workerData: { settings, entries, nice }, resourceLimits: youngGeneration(), stdout: true }));
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
    // Memory is not shared with another process: each builds its own.
    if (this.flags) return;
    const shared = shareTables(tables);
    for (const { worker } of this.threads) worker.postMessage({ tables: shared });
  }

  /**
   * Starts the threads a run would start once its tree proves big enough (one per further core),
   * now, while this thread is still reading its arguments and walking: the CLI's, as it starts.
   * A thread takes about 35 ms to start alone and over 100 ms beside a thread that walks and
   * counts, so a big tree's second thread began counting 40-50 ms after the first (bench/README.md).
   * create() takes them up; a run that never needs them (a small tree, a tree the cache knows)
   * leaves them, unreferenced: they do not keep the process alive, and end with it.
   */
  static prestart(size = countingThreads() - 1): void {
    const script = workerScript();
    if (spares || size < 1 || !script) return;
    const { Worker } = requireBuiltin('node:worker_threads') as typeof import('node:worker_threads');
    const started: Spare[] = [];
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, { workerData: { nice: 0 }, resourceLimits: youngGeneration(), stdout: true });
      worker.unref();
      // One that fails before a run takes it is left: create() starts threads of its own, whose failure it tells.
      const dead = () => void (spares = undefined);
      worker.once('error', dead).once('exit', dead);
      started.push({ worker, dead });
    }
    spares = started;
  }

  /**
   * Worker threads to count beside the main thread, one per further core (or `size`), whose
   * stores start with `entries`, each at the scheduling priority `nice` (0 to 19, on Linux;
   * elsewhere a thread cannot have one of its own); undefined when there is no core to spare (or no worker script:
   * run from TypeScript sources). With V8 `flags`, each counts in a process of its own started
   * with them, not in a thread: a thread runs with its process's flags (Node refuses V8 flags in
   * a Worker's execArgv, and v8.setFlagsFromString() in a thread sets them for the whole process).
   */
  static create(settings: CountSettings, entries: [string, StoredResult][], size = countingThreads() - 1, nice = 0, flags?: string[]): WorkerPool | undefined {
    const script = workerScript();
    if (size < 1 || !script) return undefined;
    return new WorkerPool(settings, entries, size, script, nice, flags);
  }

  get size(): number {
    return this.threads.length;
  }

  /** Whether its counters are processes (started with engine flags of their own). */
  get apart(): boolean {
    return this.flags !== undefined;
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
      // Blob contents (files read from git's objects) move to the thread rather than being copied.
      const moved = items.flatMap((item) => (item.bytes ? [item.bytes.buffer as ArrayBuffer] : []));
      thread.worker.postMessage({ id, items }, moved);
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

/** The built package's counting thread script; none when run from TypeScript sources. */
function workerScript(): string | undefined {
  const script = fileURLToPath(new URL('./worker.cjs', import.meta.url));
  return !FROM_SOURCES && existsSync(script) ? script : undefined;
}

/** A thread started by prestart(), and what it does if it fails before a run takes it up. */
interface Spare {
  worker: import('node:worker_threads').Worker;
  dead: () => void;
}

let spares: Spare[] | undefined;

/** The prestarted threads, if there are `size` of them still alive; taken once. */
function takeSpares(size: number): Spare[] | undefined {
  const taken = spares?.length === size ? spares : undefined;
  spares = undefined;
  return taken;
}

/** A prestarted thread taken up by a run: its settings and store's entries sent, as a new thread gets them as it starts. */
function adopt({ worker, dead }: Spare, settings: CountSettings, entries: [string, StoredResult][]): Counter {
  worker.off('error', dead).off('exit', dead);
  worker.ref();
  worker.postMessage({ settings, entries });
  return printingToStderr(worker);
}

/** A counting thread's resource limits: the young generation measured for this V8, if any. */
function youngGeneration(): { maxYoungGenerationSizeMb?: number } {
  const { threadYoungMb } = engineSettings();
  return threadYoungMb === undefined ? {} : { maxYoungGenerationSizeMb: threadYoungMb };
}

function printingToStderr(worker: import('node:worker_threads').Worker): Counter {
  worker.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return worker as unknown as Counter;
}

/**
 * A counting process: worker.cjs forked with V8 `flags`, talking over IPC (structured clone, as a
 * thread's messages are). It ends with its parent. Its 'exit' is told once its standard error is
 * read, after an 'error' naming what it threw if it failed, as a thread's failure does.
 */
function processCounter(script: string, start: unknown, flags: string[]): Counter {
  const { fork } = requireBuiltin('node:child_process') as typeof import('node:child_process');
  const { EventEmitter } = requireBuiltin('node:events') as typeof import('node:events');
  const events = new EventEmitter();
  const child = fork(script, [], { execArgv: counterFlags(flags), serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-16384)));
  child.on('message', (message) => events.emit('message', message));
  // A message sent to a process that has died fails (EPIPE, or a closed channel): its 'close',
  // below, says why it died. (Node 24 tells of the failed send first.)
  child.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE' && err.code !== 'ERR_IPC_CHANNEL_CLOSED') events.emit('error', err);
  });
  const closed = new Promise<void>((resolve) =>
    child.once('close', (code) => {
      const thrown = code ? /^(?:[A-Z]\w*)?Error: (.+)$/m.exec(stderr) : null;
      if (thrown) events.emit('error', new Error(thrown[1]));
      events.emit('exit', code);
      resolve();
    }),
  );
  child.send({ start });
  return Object.assign(events, {
    postMessage: (message: unknown) => void child.send(message as never),
    terminate: () => {
      child.kill();
      return closed;
    },
  }) as unknown as Counter;
}

/** Threads that count, the main thread included: one per core, or `ANALYZER_THREADS` (0 or 1: the main thread alone). */
export function countingThreads(): number {
  const setting = process.env.ANALYZER_THREADS;
  if (setting !== undefined && /^\d+$/.test(setting)) return Number(setting);
  return (requireBuiltin('node:os') as typeof import('node:os')).availableParallelism();
}
