import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { ResultStore, type StoredResult } from '../cache/store.js';
import type { WalkItem } from '../types.js';
import { tablesFrom, type CounterTables, type SharedTables } from '../tokenizer/index.js';
import { LocalCounter } from './local.js';
import type { CountSettings } from './settings.js';

// A counting thread: batches of files in, read and counted records out. Its store starts with
// what the run knew when the pool started, and the files it gets share no content with other
// threads' (they are routed by size), so identical files are still counted once. The same code
// runs as a counting process (WorkerPool with engine flags), which gets its start over IPC.
type Run = { settings: CountSettings; entries: [string, StoredResult][] };
// A prestarted thread's start has no settings yet.
type Start = Partial<Run> & { nice: number };
type Message = { tables: SharedTables } | Run | { id: number; items: WalkItem[] };
interface Port {
  on(event: 'message', listener: (message: Message) => void): unknown;
  postMessage(message: unknown): void;
}

function serve(start: Start, port: Port): void {
  // A lower priority than the thread that answers a server's requests, so that it runs as soon as
  // one comes. Linux gives each thread a nice value of its own (process 0: the calling thread);
  // elsewhere it would be the whole process's.
  if (start.nice > 0 && process.platform === 'linux') {
    try {
      setPriority(0, start.nice);
    } catch {
      // not permitted: the thread counts at the priority it has
    }
  }
  // The main thread loads the encoding's tables while this thread starts, and shares them with the
  // table of pieces every thread counts with. (A process builds its own.)
  let tables: CounterTables | undefined;
  const begin = ({ settings, entries }: Run) => new LocalCounter(settings, new ResultStore(entries), () => tables);
  // A thread started before its run (WorkerPool.prestart()) gets its settings as its first message.
  let local = start.settings ? begin(start as Run) : undefined;
  port.on('message', async (message: Message) => {
    if ('tables' in message) return void (tables = tablesFrom(message.tables));
    // A pool kept between runs (a server's) starts another run: its settings, its store, and the
    // tables it shares next. A batch of the run before still counts with what it started with.
    if ('settings' in message) {
      tables = undefined;
      return void (local = begin(message));
    }
    const { id, items } = message;
    try {
      port.postMessage({ id, records: await local!.run(items) });
    } catch (err) {
      port.postMessage({ id, error: (err as Error)?.stack ?? String(err) });
    }
  });
}

if (parentPort) serve(workerData as Start, parentPort);
else {
  // A process: its parent gone, it has nothing left to do.
  process.on('disconnect', () => process.exit());
  process.once('message', ({ start }: { start: Start }) =>
    serve(start, { on: (event, listener) => process.on(event, listener as (message: unknown) => void), postMessage: (message) => process.send!(message) }),
  );
}
