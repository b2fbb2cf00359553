import type { Transform } from 'node:stream';
import type { ResultStore } from '../cache/store.js';
import { mapStage } from './objects.js';
import type { WalkItem } from './walk.js';

export interface RecallOptions {
  store: ResultStore;
  /** Off when the run needs every file's text, which only reading gives. */
  enabled: boolean;
  /** Larger files are never recalled: read skips them. */
  maxBytes: number;
}

// recall: WalkItem -> a counted FileRecord when the cache knows the file unchanged since it was
// counted (same size, times and inode), so it is never read; otherwise the item as it came.
export function recall({ store, enabled, maxBytes }: RecallOptions): Transform {
  return mapStage(async (item: WalkItem) => (item.skipped || !enabled ? item : (store.recallFile(item, maxBytes) ?? item)));
}
