import type { Duplex } from 'node:stream';
import type { ResultStore } from '../cache/store.js';
import { stepStage, type BatchStep } from './kit.js';
import type { FileRecord } from '../types.js';

export interface KeepOptions {
  store: ResultStore;
  /** Hand the analysed text on: a format shows it. */
  keepText: boolean;
}

// keep: counted FileRecords -> the same, without their text unless a format shows it; each new
// result goes into the store, followed by the identical files reuse() held back for it.
export function keep(options: KeepOptions): Duplex {
  return stepStage(keepStep(options));
}

/** keep() as a plain function over a batch. */
export function keepStep({ store, keepText }: KeepOptions): BatchStep<FileRecord, FileRecord> {
  return (batch: FileRecord[]) => {
    const out: FileRecord[] = [];
    for (const { text, ...record } of batch) {
      out.push(keepText && text !== undefined ? { ...record, text } : record);
      if (record.hash === undefined || record.reused || record.tokens === undefined) continue;
      const key = store.key(record.hash, record.language);
      store.set(key, record);
      for (const twin of store.release(key)) {
        const { text: _raw, ...counted } = store.apply(twin, store.get(key)!);
        // A twin's text is the same: so are its bodies.
        out.push({ ...counted, reused: 'duplicate', ...(keepText && text !== undefined ? { text } : {}), ...(record.bodies && { bodies: record.bodies }) } as FileRecord);
      }
    }
    return out;
  };
}
