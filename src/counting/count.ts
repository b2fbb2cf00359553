import { lstatSync } from 'node:fs';
import { Transform, type Duplex } from 'node:stream';
import type { ResultStore, StoredResult } from '../cache/store.js';
import { LocalCounter } from './local.js';
import { needsText, type CountSettings } from './settings.js';
import { engineFlags, engineTuned } from './engine.js';
import { WorkerPool, countingThreads } from './workers.js';
import { loadTables, type CounterTables } from '../tokenizer/index.js';
import type { FileRecord, RunStats } from '../types.js';
import { fsPath } from '../util/paths.js';
import { isBinaryPath } from '../stages/read.js';
import type { WalkItem } from '../types.js';

export interface CountOptions {
  settings: CountSettings;
  /** Results of earlier runs and of this one, by content hash and language. */
  store: ResultStore;
  stats: RunStats;
  /**
   * Counting threads kept from run to run by a long-lived process (a server): every file that
   * needs counting goes to those threads, whatever the tree's size, and this thread, which
   * answers requests meanwhile, counts none while it has them.
   */
  threads?: KeptThreads;
  /** Exact counting tables of `settings.encoding` kept between runs (watch, the server), used instead of new ones; asked for only when something is counted. */
  tables?: () => CounterTables;
  /**
   * Fetches what a batch needs before it is counted, in this thread: the content of files read
   * from git's objects (`bytes`). Batches are fetched as they are handed out, so the content
   * held at once stays under what is pending (MAX_PENDING_BYTES).
   */
  load?: (items: WalkItem[]) => Promise<WalkItem[]>;
}

/** What a long-lived process keeps for count(): see Keeper in keeper.ts. */
export interface KeptThreads {
  /** Threads readied for a run with `settings`, their stores seeded with `entries()`; undefined when there are none to have. */
  take(settings: CountSettings, entries: () => [string, StoredResult][]): WorkerPool | undefined;
  /** The run is done with `pool`: kept for the next when `ok`, closed otherwise. */
  give(pool: WorkerPool, ok: boolean): void;
}

// Below this much text a tree is counted in this thread: starting workers would cost more.
const POOL_MIN_BYTES = 4 * 1024 * 1024;
const BATCH_BYTES = 512 * 1024;
const BATCH_FILES = 128;
// Batches sent but not yet counted stay under this, so memory does not grow with the tree; files
// go to the thread with the fewest bytes left to count. Routed by the bytes each had been given,
// one thread finished 150 ms before the other on the Python corpus with --method-level (its files
// cost unevenly, and a worker starts later). Cold runs against that, alternating, Node 20: jsts
// 3.50 -> 3.28 s, py311 with --method-level 1.55 -> 1.44 s, py311 and node-include plain the same
// (0.80, 0.47 s); with 4 or 8 MB here instead of 16, jsts took 3.46 and 3.30 s against 3.15.
const MAX_PENDING_BYTES = 16 * 1024 * 1024;
// Files walked but not yet handed out: the walk runs up to this many files ahead of the counting,
// and a big file among them is handed out first. Handed out as the walk found it, a 9 MB file
// late in jsts kept one thread busy for a second at the end while the others had nothing left.
const AHEAD_FILES = 8192;
const BIG_FILE_BYTES = 1024 * 1024;

interface Batch {
  items: WalkItem[];
  bytes: number;
}

/** Walked files waiting to be handed out, in the order they came; `next` is the first still waiting. */
interface Waiting {
  items: WalkItem[];
  sizes: number[];
  next: number;
}

/** Where batches go: lane 0 is this thread, lane i > 0 the pool's worker i - 1. */
interface Lanes {
  batches: Batch[];
  /** Bytes routed to each lane and not yet counted. */
  load: number[];
  /** The lane of each file size seen: identical files, being the same size, meet on one lane. */
  bySize: Map<number, number>;
}

// count: walked files -> read and counted FileRecords (countingStages(): read, reuse, strip
// comments, tokenize, split methods, keep), in the order they finish; skipped items and files
// recalled from the cache pass straight through. Until the files seen pass POOL_MIN_BYTES nothing
// is counted: a tree that stays under it is counted in this thread once the walk ends; a bigger
// one on this thread and one worker thread per further core, each file routed to the one with
// the fewest bytes left to count as batches finish (see MAX_PENDING_BYTES), a size already seen
// to the same thread, so identical files meet on one; files of 1 MB or more are handed out
// before smaller ones the walk found earlier (see AHEAD_FILES). Without texts to count
// (`--no-token-count`), every tree is counted in this thread as it is walked.
export function count({ settings, store, stats, threads, tables: lasting, load }: CountOptions): Duplex {
  const local = new LocalCounter(settings, store, () => lasting?.());
  let pool: WorkerPool | undefined;
  // Counting lines alone goes at the speed of reading: threads would only add their start-up.
  let deciding = needsText(settings);
  let undecided = { items: [] as WalkItem[], sizes: [] as number[], bytes: 0 };
  const lanes: Lanes = { batches: [{ items: [], bytes: 0 }], load: [0], bySize: new Map() };
  let pendingBytes = 0;
  const big: Waiting = { items: [], sizes: [], next: 0 };
  const small: Waiting = { items: [], sizes: [], next: 0 };
  const running = new Set<Promise<void>>();
  // The walk's next batch, held while AHEAD_FILES wait; and, once the walk has ended, the end of the stage.
  let resume: (() => void) | undefined;
  let finish: (() => void) | undefined;
  let handedAll = false;

  const stage = new Transform({
    objectMode: true,
    transform(batch: (WalkItem | FileRecord)[], _encoding, done) {
      const passing: FileRecord[] = [];
      for (const item of batch) {
        if (item.skipped || 'tokens' in item) {
          passing.push(tally(item as FileRecord));
          continue;
        }
        // Kept threads are warm: they count trees of any size.
        if (deciding && threads) {
          deciding = false;
          startPool();
        }
        stats.read++;
        // Without a pool to route for, sizes only pace the batches: file counts do.
        const size = deciding || pool ? sizeOf(item) : 0;
        if (!deciding) {
          wait(item, size);
          continue;
        }
        undecided.items.push(item);
        undecided.sizes.push(size);
        undecided.bytes += size;
        if (undecided.bytes < POOL_MIN_BYTES) continue;
        deciding = false;
        startPool();
        undecided.items.forEach((held, i) => wait(held, undecided.sizes[i]));
        undecided = { items: [], sizes: [], bytes: 0 };
      }
      if (passing.length > 0) stage.push(passing);
      handOut();
      if (waiting() < AHEAD_FILES) return done();
      resume = done;
    },
    flush(done) {
      if (deciding) {
        lanes.batches = [undecided];
        deciding = false;
      }
      finish = () => {
        finish = undefined;
        Promise.resolve(release(true)).then(() => done(), done);
      };
      handOut();
    },
    destroy(err, done) {
      Promise.resolve(release(false)).finally(() => done(err));
    },
  });

  /** Done with the pool: back to the kept threads (closed there unless the run went well), or closed. */
  function release(ok: boolean): Promise<void> | undefined {
    const done = pool;
    pool = undefined;
    if (!done) return undefined;
    if (!threads) return done.close();
    threads.give(done, ok);
  }

  /**
   * Bytes of text the file may bring: none when read() will skip it without reading it all, or
   * when it cannot be asked (read() then says why).
   */
  function sizeOf(item: WalkItem): number {
    if (isBinaryPath(item.path)) return 0;
    // A blob's size is known from its tree.
    if (item.size !== undefined) return item.size > settings.maxBytes ? 0 : item.size;
    let size = 0;
    try {
      size = lstatSync(fsPath(item.absolutePath), { throwIfNoEntry: false })?.size ?? 0;
    } catch {
      // EACCES, ENOTDIR, ENAMETOOLONG...
    }
    return size > settings.maxBytes ? 0 : size;
  }

  /** Workers beside this thread, sharing its counting tables; stays undefined with no core to spare. */
  function startPool(): void {
    // The threads start while this one loads the rank table they will share.
    pool = threads ? threads.take(settings, () => store.entries()) : WorkerPool.create(settings, store.entries(), ...apart());
    // Counting processes build their own tables, and this thread then counts nothing.
    if (settings.countMode === 'exact' && !pool?.apart) {
      const tables = lasting?.() ?? loadTables(settings.encoding);
      local.useTables(tables);
      pool?.shareTables(tables);
    }
    if (!pool) return;
    stats.threads = pool.size + (threads || pool.apart ? 0 : 1);
    // Lane 0, this thread, gets nothing while kept threads or counting processes count.
    if (threads || pool.apart) lanes.load[0] = Infinity;
    for (let i = 0; i < pool.size; i++) {
      lanes.batches.push({ items: [], bytes: 0 });
      lanes.load.push(0);
    }
  }

  /**
   * Finding methods in a process whose engine was not tuned for it (the library's host): counting
   * processes with the CLI's engine flags, one per core, instead of this thread and threads that
   * share its flags. Tree-sitter's grammars were otherwise compiled again by V8's optimising
   * compiler (py311: methods cost the library 2.4 times a plain run, the CLI 1.9; see
   * bench/README.md).
   */
  function apart(): [size?: number, nice?: number, flags?: string[]] {
    const size = countingThreads();
    // One counter (ANALYZER_THREADS=1) is this thread, as it is for the CLI; and a V8 given no
    // flags for it counts in threads.
    const flags = engineFlags(settings);
    return settings.methodLevel && !engineTuned() && size > 1 && flags.length > 0 ? [size, 0, flags] : [];
  }

  function wait(item: WalkItem, size: number): void {
    const queue = size >= BIG_FILE_BYTES ? big : small;
    queue.items.push(item);
    queue.sizes.push(size);
  }

  function waiting(): number {
    return big.items.length - big.next + small.items.length - small.next;
  }

  /**
   * Hands out waiting files, big ones first, while those handed out and not yet counted stay
   * under MAX_PENDING_BYTES; once the walk has ended and none wait, the batches not yet full too.
   * Lets the walk go on when few enough wait, and ends the stage once all are counted.
   */
  function handOut(): void {
    if (stage.destroyed) return;
    while (pendingBytes < MAX_PENDING_BYTES) {
      const queue = big.next < big.items.length ? big : small.next < small.items.length ? small : undefined;
      if (!queue) break;
      const item = queue.items[queue.next];
      const size = queue.sizes[queue.next];
      queue.items[queue.next++] = undefined as unknown as WalkItem;
      if (queue.next === queue.items.length) {
        queue.items = [];
        queue.sizes = [];
        queue.next = 0;
      }
      add(item, size);
    }
    if (resume && waiting() < AHEAD_FILES) {
      const go = resume;
      resume = undefined;
      go();
    }
    if (!finish || waiting() > 0) return;
    if (!handedAll) {
      handedAll = true;
      lanes.batches.forEach((_, index) => send(index));
    }
    if (running.size === 0) finish();
  }

  function add(item: WalkItem, size: number): void {
    let index = lanes.bySize.get(size);
    if (index === undefined) {
      // A big file goes to a worker when there is one: counted here, it would keep a signal
      // (Ctrl-C, SIGTERM) waiting while it is, seconds for a 10 MB file of one long word.
      const from = size >= BIG_FILE_BYTES && lanes.load.length > 1 ? 1 : 0;
      const loads = lanes.load.slice(from);
      index = from + loads.indexOf(Math.min(...loads));
      lanes.bySize.set(size, index);
    }
    lanes.load[index] += size;
    const batch = lanes.batches[index];
    batch.items.push(item);
    batch.bytes += size;
    if (batch.bytes >= BATCH_BYTES || batch.items.length >= BATCH_FILES) send(index);
  }

  function send(index: number): void {
    const { items, bytes } = lanes.batches[index];
    if (items.length === 0) return;
    lanes.batches[index] = { items: [], bytes: 0 };
    pendingBytes += bytes;
    const counted = (ready: WalkItem[]) => (index > 0 ? pool!.run(index - 1, ready) : local.run(ready));
    const job = (load ? load(items).then(counted) : counted(items)).then(
      (records) => deliver(records, bytes, index),
      (err: Error) => void stage.destroy(err),
    );
    running.add(job);
    void job.finally(() => {
      running.delete(job);
      handOut();
    });
  }

  /** Records counted by lane `index`: a worker's (index > 0) store is its own, so this thread's store learns them here. */
  function deliver(records: FileRecord[], bytes: number, index: number): void {
    const fromWorker = index > 0;
    lanes.load[index] -= bytes;
    for (const record of records) {
      if (record.stat) store.noteFile(record);
      else if (record.blob !== undefined) store.noteBlob(record);
      if (fromWorker && record.hash !== undefined && record.tokens !== undefined && !record.reused) store.set(store.key(record.hash, record.language), record);
      tally(record);
    }
    if (records.length > 0) stage.push(records);
    pendingBytes -= bytes;
  }

  function tally(record: FileRecord): FileRecord {
    if (record.reused === 'cache') stats.cached++;
    else if (record.reused === 'duplicate') stats.duplicates++;
    else if (!record.skipped) stats.counted++;
    return record;
  }

  return stage;
}
