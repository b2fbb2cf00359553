import { Transform } from 'node:stream';
import type { ResultStore } from '../cache/store.js';
import { LocalCounter } from '../pool/local.js';
import type { CountSettings } from '../pool/settings.js';
import { WorkerPool } from '../pool/workers.js';
import type { FileRecord, RunStats } from '../types.js';

export interface CountOptions {
  settings: CountSettings;
  /** Results of earlier runs and of this one, by content hash and language. */
  store: ResultStore;
  stats: RunStats;
}

// Below this much text a tree is counted in this thread: starting workers would cost more.
const POOL_MIN_BYTES = 4 * 1024 * 1024;
const BATCH_BYTES = 512 * 1024;
const BATCH_FILES = 128;
// Read text waiting to be counted stays under this, so memory does not grow with the tree.
const MAX_PENDING_BYTES = 48 * 1024 * 1024;

// count: read FileRecords -> counted FileRecords (comments removed, tokens, methods), in the
// order they finish. Identical contents are counted once, results the store holds are reused,
// and the rest is counted in batches: here for small trees, on worker threads for big ones.
export function count({ settings, store, stats }: CountOptions): Transform {
  const local = new LocalCounter(settings);
  let pool: WorkerPool | undefined;
  let poolTried = false;
  let batch: FileRecord[] = [];
  let batchBytes = 0;
  let seenBytes = 0;
  let pendingBytes = 0;
  const running = new Set<Promise<void>>();
  // Records whose content is being counted under the same key: they wait for its result.
  const twins = new Map<string, FileRecord[]>();
  let resume: (() => void) | undefined;

  const stage = new Transform({
    objectMode: true,
    transform(record: FileRecord, _encoding, done) {
      if (record.stat) store.noteFile(record);
      if (record.text === undefined) return done(null, record);
      const key = record.hash === undefined ? undefined : store.key(record.hash, record.language);
      if (key !== undefined) {
        const known = store.get(key);
        if (known) {
          if (known.cached) stats.cached++;
          else stats.duplicates++;
          return done(null, store.apply(record, known));
        }
        const waiting = twins.get(key);
        if (waiting) {
          stats.duplicates++;
          waiting.push(record);
          return done();
        }
        twins.set(key, []);
      }
      stats.counted++;
      batch.push(record);
      batchBytes += record.text.length;
      seenBytes += record.text.length;
      if (batchBytes >= BATCH_BYTES || batch.length >= BATCH_FILES) send();
      if (pendingBytes < MAX_PENDING_BYTES) return done();
      resume = done;
    },
    flush(done) {
      send();
      Promise.all(running)
        .then(() => pool?.close())
        .then(() => done(), done);
    },
    destroy(err, done) {
      Promise.resolve(pool?.close()).finally(() => done(err));
    },
  });

  function send(): void {
    if (batch.length === 0) return;
    const records = batch, bytes = batchBytes;
    batch = [];
    batchBytes = 0;
    pendingBytes += bytes;
    if (!poolTried && seenBytes >= POOL_MIN_BYTES) {
      poolTried = true;
      pool = WorkerPool.create(settings);
      stats.threads = pool?.size ?? 0;
    }
    const job = (pool ? pool.run(records, bytes) : local.run(records)).then(
      (counted) => deliver(counted, bytes),
      (err: Error) => void stage.destroy(err),
    );
    running.add(job);
    void job.finally(() => running.delete(job));
  }

  function deliver(counted: FileRecord[], bytes: number): void {
    for (const record of counted) {
      stage.push(record);
      if (record.hash === undefined) continue;
      const key = store.key(record.hash, record.language);
      store.set(key, record);
      for (const twin of twins.get(key) ?? []) stage.push(store.apply({ ...twin, text: record.text }, store.get(key)!));
      twins.delete(key);
    }
    pendingBytes -= bytes;
    if (resume && pendingBytes < MAX_PENDING_BYTES) {
      const done = resume;
      resume = undefined;
      done();
    }
  }

  return stage;
}
