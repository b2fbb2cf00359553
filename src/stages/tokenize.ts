import type { Duplex } from 'node:stream';
import { eachStage } from './objects.js';
import type { TokenCounter } from '../tokenizer/index.js';
import type { FileRecord } from '../types.js';

export interface TokenizeOptions {
  counter: TokenCounter;
}

// tokenize: FileRecord with text -> the same record with `tokens` of its (comment-free) text;
// a record already counted (reused) passes as it is.
export function tokenize({ counter }: TokenizeOptions): Duplex {
  return eachStage((record: FileRecord): FileRecord => {
    if (record.text === undefined || record.tokens !== undefined) return record;
    return { ...record, tokens: counter.count(record.text) };
  });
}
