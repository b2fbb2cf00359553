import type { ResultStore } from '../cache/store.js';
import type { BatchStep } from '../stages/kit.js';
import { createCounter, type CounterTables, type TokenCounter } from '../tokenizer/index.js';
import type { FileRecord, WalkItem } from '../types.js';
import type { CountSettings } from './settings.js';

/**
 * Reads and counts batches of files in this thread, through countingStages() (made once, on the
 * first batch), one batch at a time so identical files are always counted once; worker threads
 * each run one of these.
 */
export class LocalCounter {
  private counter: TokenCounter | undefined;
  private steps: BatchStep<WalkItem | FileRecord, FileRecord>[] | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  /** `tables` hands over the counting tables other threads share (made by the main thread), if any. */
  constructor(
    private readonly settings: CountSettings,
    private readonly store: ResultStore,
    private tables: () => CounterTables | undefined = () => undefined,
  ) {}

  /** Counts with these tables, shared with other threads, rather than with its own. */
  useTables(tables: CounterTables): void {
    this.tables = () => tables;
  }

  run(items: WalkItem[]): Promise<FileRecord[]> {
    const done = this.queue.then(() => this.count(items));
    this.queue = done.catch(() => {});
    return done;
  }

  private async count(items: WalkItem[]): Promise<FileRecord[]> {
    // A turn of the event loop first: batch after batch, this thread's counting otherwise runs on
    // promise jobs alone, and worker threads' results wait, unread, until it is done.
    await new Promise((resolve) => setImmediate(resolve));
    // Loaded on first use, with the comment lexers (two fifths of the CLI's code): a run whose
    // files all come from the cache never compiles them.
    const { countingStages, runSteps } = await import('./stages.js');
    if (!this.steps) {
      this.counter ??= createCounter(this.settings.countMode, this.settings.encoding, this.tables());
      this.steps = countingStages(this.settings, this.counter, this.store);
    }
    return runSteps(this.steps, items);
  }
}
