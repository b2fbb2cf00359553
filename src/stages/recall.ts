import type { Duplex } from 'node:stream';
import type { ResultStore } from '../cache/store.js';
import { eachStage } from './kit.js';
import type { WalkItem } from '../types.js';

export interface RecallOptions {
  store: ResultStore;
  /** Larger files are never recalled: read skips them. */
  maxBytes: number;
}

// recall: WalkItem -> a counted FileRecord when the cache knows the file unchanged since it was
// counted (same size, times and inode), or knows what its blob holds (a file read from git's
// objects), so it is never read; otherwise the item as it came.
export function recall({ store, maxBytes }: RecallOptions): Duplex {
  return eachStage((item: WalkItem) => (item.skipped ? item : ((item.blob === undefined ? store.recallFile(item, maxBytes) : store.recallBlob(item, maxBytes)) ?? item)));
}
