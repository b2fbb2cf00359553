import type { Duplex } from 'node:stream';
import type { ResultStore } from '../cache/store.js';
import { eachItem, stepStage, type BatchStep } from './kit.js';
import type { FileRecord } from '../types.js';

export interface ReuseOptions {
  store: ResultStore;
  /** Keep the text of a reused record: a format shows it (stripComments still runs on it). */
  keepText: boolean;
}

// reuse: read FileRecord -> counted from the store when its content was counted before (in an
// earlier run, or for another file of this one); held back (nothing emitted) while an identical
// file ahead of it is being counted, for keep() to release; otherwise unchanged.
export function reuse(options: ReuseOptions): Duplex {
  return stepStage(reuseStep(options));
}

/** reuse() as a plain function over a batch. */
export function reuseStep({ store, keepText }: ReuseOptions): BatchStep<FileRecord, FileRecord> {
  return eachItem((record: FileRecord) => {
    if (record.text === undefined || record.hash === undefined) return record;
    const key = store.key(record.hash, record.language);
    const known = store.get(key);
    if (!known) return store.hold(key, record) ? undefined : record;
    const { text, ...reused } = store.apply(record, known);
    return { ...reused, reused: known.cached ? 'cache' : 'duplicate', ...(keepText ? { text } : {}) } as FileRecord;
  });
}
