import { parentPort, workerData } from 'node:worker_threads';
import type { FileRecord } from '../types.js';
import { LocalCounter } from './local.js';
import type { CountSettings } from './settings.js';

// A counting thread: batches of read records in, counted records out, in the order received.
const local = new LocalCounter(workerData as CountSettings);
parentPort!.on('message', async ({ id, records }: { id: number; records: FileRecord[] }) => {
  try {
    parentPort!.postMessage({ id, records: await local.run(records) });
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error)?.stack ?? String(err) });
  }
});
