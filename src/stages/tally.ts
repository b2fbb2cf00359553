import { Transform, type Duplex } from 'node:stream';
import type { WalkItem } from '../types.js';

export interface TallyOptions {
  /** Told of each batch as it passes. */
  batch?: (items: WalkItem[]) => void;
  /** Told once every batch has passed. */
  end?: () => void;
}

// tally: batches -> the same batches, told to `batch` on the way and to `end` when the last has
// passed (how many files the walk found, for progress; a run's end, for its warnings).
export function tally({ batch, end }: TallyOptions): Duplex {
  return new Transform({
    objectMode: true,
    transform(items: WalkItem[], _encoding, done) {
      batch?.(items);
      done(null, items);
    },
    flush(done) {
      end?.();
      done();
    },
  });
}
