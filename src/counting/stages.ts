import type { Duplex } from 'node:stream';
import type { ResultStore } from '../cache/store.js';
import { needsCounting, needsText, type CountSettings } from './settings.js';
import type { TokenCounter } from '../tokenizer/index.js';
import { keep } from '../stages/keep.js';
import { read } from '../stages/read.js';
import { reuse } from '../stages/reuse.js';
import { splitMethods } from '../stages/splitMethods.js';
import { stripComments } from '../stages/stripComments.js';
import { tokenize } from '../stages/tokenize.js';

// The second half of the stage order that analysis.ts composes: what count() runs on each file,
// in this thread or in a worker thread, which imports only this, not the walk or the sinks.
/** The per-file stages in order; one with nothing to do in this run is left out. */
export function countingStages(settings: CountSettings, counter: TokenCounter, store: ResultStore): Duplex[] {
  const { root, countMode, methodLevel, keepText, maxBytes, includeComments, bodies = false } = settings;
  const text = needsText(settings);
  const hashed = needsCounting(settings);
  // Bodies are found as a method-level run finds its methods, whether or not methods are reported.
  const units = methodLevel || bodies;
  return [
    read({ root, maxBytes, decode: text, hash: hashed, includeComments, keepText }),
    ...(hashed ? [reuse({ store, keepText })] : []),
    ...(text && !includeComments ? [stripComments({ methodLevel: units })] : []),
    ...(countMode !== 'none' ? [tokenize({ counter, root, methodLevel: units })] : []),
    ...(units ? [splitMethods({ counter, counts: countMode !== 'none', methods: methodLevel, bodies })] : []),
    ...(hashed || text ? [keep({ store, keepText })] : []),
  ];
}
