import type { Duplex } from 'node:stream';
import { eachStage } from './objects.js';
import { mayHaveMethods } from '../languages/methods/index.js';
import type { TokenCounter } from '../tokenizer/index.js';
import type { FileRecord } from '../types.js';

export interface TokenizeOptions {
  counter: TokenCounter;
  /** Methods will be counted: a file that may have some keeps its pieces for them in `spans`. */
  methodLevel?: boolean;
}

// tokenize: FileRecord with text -> the same record with `tokens` of its (comment-free) text;
// a record already counted (reused) passes as it is.
export function tokenize({ counter, methodLevel = false }: TokenizeOptions): Duplex {
  return eachStage((record: FileRecord): FileRecord => {
    if (record.text === undefined || record.tokens !== undefined) return record;
    if (methodLevel && mayHaveMethods(record.language, record.path)) {
      const spans = counter.spans(record.text);
      return { ...record, tokens: spans.total, spans };
    }
    return { ...record, tokens: counter.count(record.text) };
  });
}
