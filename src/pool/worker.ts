import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { ResultStore, type StoredResult } from '../cache/store.js';
import type { WalkItem } from '../stages/walk.js';
import { tablesFrom, type CounterTables, type SharedTables } from '../tokenizer/index.js';
import { LocalCounter } from './local.js';
import type { CountSettings } from './settings.js';

// A counting thread: batches of files in, read and counted records out. Its store starts with
// what the run knew when the pool started, and the files it gets share no content with other
// threads' (they are routed by size), so identical files are still counted once.
type Run = { settings: CountSettings; entries: [string, StoredResult][] };
// A lower priority than the thread that answers a server's requests, so that it runs as soon as
// one comes. Linux gives each thread a nice value of its own (process 0: the calling thread);
// elsewhere it would be the whole process's.
const { nice } = workerData as { nice: number };
if (nice > 0 && process.platform === 'linux') {
  try {
    setPriority(0, nice);
  } catch {
    // not permitted: the thread counts at the priority it has
  }
}
// The main thread loads the encoding's ranks while this thread starts, and shares them with the
// table of pieces every thread counts with.
let tables: CounterTables | undefined;
const start = ({ settings, entries }: Run) => new LocalCounter(settings, new ResultStore(entries), () => tables);
let local = start(workerData as Run);
type Message = { tables: SharedTables } | Run | { id: number; items: WalkItem[] };
parentPort!.on('message', async (message: Message) => {
  if ('tables' in message) return void (tables = tablesFrom(message.tables));
  // A pool kept between runs (a server's) starts another run: its settings, its store, and the
  // tables it shares next. A batch of the run before still counts with what it started with.
  if ('settings' in message) {
    tables = undefined;
    return void (local = start(message));
  }
  const { id, items } = message;
  try {
    parentPort!.postMessage({ id, records: await local.run(items) });
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error)?.stack ?? String(err) });
  }
});
