import { Transform, type Duplex } from 'node:stream';
import type { ResultStore } from '../cache/store.js';

export interface RememberOptions {
  store: ResultStore;
}

// remember: counted FileRecords pass through; once the last has, the store keeps what it learnt.
export function remember({ store }: RememberOptions): Duplex {
  return new Transform({
    objectMode: true,
    transform: (record, _encoding, done) => done(null, record),
    flush: (done) => void store.save().then(() => done(), done),
  });
}
