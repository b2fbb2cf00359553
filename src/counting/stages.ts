import type { ResultStore } from '../cache/store.js';
import { needsCounting, needsText, type CountSettings } from './settings.js';
import type { TokenCounter } from '../tokenizer/index.js';
import type { BatchStep } from '../stages/kit.js';
import { keepStep } from '../stages/keep.js';
import { readStep } from '../stages/read.js';
import { reuseStep } from '../stages/reuse.js';
import { splitMethodsStep } from '../stages/splitMethods.js';
import { stripCommentsStep } from '../stages/stripComments.js';
import { tokenizeStep } from '../stages/tokenize.js';
import type { FileRecord, WalkItem } from '../types.js';

// The second half of the stage order that run/index.ts composes: what count() runs on each file,
// in this thread or in a worker thread, which imports only this, not the walk or the sinks.
// Plain functions called in turn on each batch, made once per thread: a chain of streams built
// for every batch cost a jsts run 280 ms of CPU (bench/README.md, "Cold run").
/** The per-file stages in order, as steps over a batch; one with nothing to do in this run is left out. */
export function countingStages(settings: CountSettings, counter: TokenCounter, store: ResultStore): BatchStep<WalkItem | FileRecord, FileRecord>[] {
  const { root, countMode, methodLevel, keepText, maxBytes, includeComments, bodies = false } = settings;
  const text = needsText(settings);
  const hashed = needsCounting(settings);
  // Bodies are found as a method-level run finds its methods, whether or not methods are reported.
  const units = methodLevel || bodies;
  const steps: BatchStep<never, FileRecord>[] = [
    readStep({ root, maxBytes, decode: text, hash: hashed, includeComments, keepText }),
    ...(hashed ? [reuseStep({ store, keepText })] : []),
    ...(text && !includeComments ? [stripCommentsStep({ methodLevel: units })] : []),
    ...(countMode !== 'none' ? [tokenizeStep({ counter, root, methodLevel: units })] : []),
    ...(units ? [splitMethodsStep({ counter, counts: countMode !== 'none', methods: methodLevel, bodies })] : []),
    ...(hashed || text ? [keepStep({ store, keepText })] : []),
  ];
  return steps as BatchStep<WalkItem | FileRecord, FileRecord>[];
}

/** A batch through `steps`, in order; a step that drops every item ends it. */
export async function runSteps(steps: BatchStep<WalkItem | FileRecord, FileRecord>[], items: WalkItem[]): Promise<FileRecord[]> {
  let batch: (WalkItem | FileRecord)[] = items;
  for (const step of steps) {
    if (batch.length === 0) break;
    const out = step(batch);
    batch = out instanceof Promise ? await out : out;
  }
  return batch as FileRecord[];
}
