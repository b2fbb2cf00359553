import { Readable } from 'node:stream';
import { countingStages } from '../analysis.js';
import { chain } from '../stages/objects.js';
import { createCounter, type TokenCounter } from '../tokenizer/index.js';
import type { FileRecord } from '../types.js';
import type { CountSettings } from './settings.js';

/** Counts batches of records in this thread, through the same stages a worker runs. */
export class LocalCounter {
  private counter: TokenCounter | undefined;

  constructor(private readonly settings: CountSettings) {}

  async run(records: FileRecord[]): Promise<FileRecord[]> {
    this.counter ??= createCounter(this.settings.countMode, this.settings.encoding);
    const out: FileRecord[] = [];
    for await (const record of chain([Readable.from(records), ...countingStages(this.settings, this.counter)])) {
      const { text, ...counted } = record as FileRecord;
      out.push(this.settings.keepText ? { ...counted, text } : counted);
    }
    return out;
  }
}
