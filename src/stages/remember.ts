import { Transform, type Duplex } from 'node:stream';
import type { ResultStore } from '../cache/store.js';

export interface RememberOptions {
  store: ResultStore;
  /**
   * Given the save instead of waiting for it: the stream ends at once, and the result goes out
   * while the save goes on (a server, whose answer need not wait for its cache).
   */
  saving?: (saved: Promise<void>) => void;
}

// remember: counted FileRecords pass through; once the last has, the store keeps what it learnt.
export function remember({ store, saving }: RememberOptions): Duplex {
  return new Transform({
    objectMode: true,
    transform: (record, _encoding, done) => done(null, record),
    flush: (done) => {
      const saved = store.save();
      if (!saving) return void saved.then(() => done(), done);
      saving(saved);
      done();
    },
  });
}
