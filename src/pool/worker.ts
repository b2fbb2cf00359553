import { parentPort, workerData } from 'node:worker_threads';
import { ResultStore, type StoredResult } from '../cache/store.js';
import type { WalkItem } from '../stages/walk.js';
import type { PieceTable } from '../tokenizer/exact.js';
import type { CounterTables } from '../tokenizer/index.js';
import { RankTable, type RankTableData } from '../tokenizer/ranks.js';
import { LocalCounter } from './local.js';
import type { CountSettings } from './settings.js';

// A counting thread: batches of files in, read and counted records out. Its store starts with
// what the run knew when the pool started, and the files it gets share no content with other
// threads' (they are routed by size), so identical files are still counted once.
const { settings, entries } = workerData as { settings: CountSettings; entries: [string, StoredResult][] };
// The main thread loads the encoding's ranks while this thread starts, and shares them with the
// table of pieces every thread counts with.
let tables: CounterTables | undefined;
const local = new LocalCounter(settings, new ResultStore(entries), () => tables);
type Message = { tables: { ranks: RankTableData; pieces: PieceTable } } | { id: number; items: WalkItem[] };
parentPort!.on('message', async (message: Message) => {
  if ('tables' in message) return void (tables = { ranks: new RankTable(message.tables.ranks), pieces: message.tables.pieces });
  const { id, items } = message;
  try {
    parentPort!.postMessage({ id, records: await local.run(items) });
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error)?.stack ?? String(err) });
  }
});
