import type { Duplex } from 'node:stream';
import { eachItem, stepStage, type BatchStep } from './kit.js';
import { textPieces } from './read.js';
import { mayHaveMethods } from '../languages/methods/index.js';
import type { TokenCounter } from '../tokenizer/index.js';
import type { FileRecord } from '../types.js';

export interface TokenizeOptions {
  counter: TokenCounter;
  /** The analysed root, a real path, for files read again in pieces. */
  root: string;
  /** Methods will be counted: a file that may have some is left to splitMethods(), which counts it with them. */
  methodLevel?: boolean;
}

// tokenize: FileRecord with text -> the same record with `tokens` of its (comment-free) text;
// a record already counted (reused) passes as it is, and so does, with --method-level, a file
// that may have methods: splitMethods() counts it once its methods are known. A file too large
// to hold as one string is read again and counted piece by piece; one that changed meanwhile is
// skipped as vanished.
export function tokenize(options: TokenizeOptions): Duplex {
  return stepStage(tokenizeStep(options));
}

/** tokenize() as a plain function over a batch. */
export function tokenizeStep({ counter, root, methodLevel = false }: TokenizeOptions): BatchStep<FileRecord, FileRecord> {
  return eachItem((record: FileRecord): FileRecord => {
    if (record.tokens !== undefined) return record;
    if (record.pieces) return countPieces(record, counter, root);
    if (record.text === undefined) return record;
    if (methodLevel && mayHaveMethods(record.language, record.path)) return record;
    return { ...record, tokens: counter.count(record.text) };
  });
}

function countPieces(record: FileRecord, counter: TokenCounter, root: string): FileRecord {
  let tokens = 0;
  try {
    for (const piece of textPieces(record, root)) tokens += counter.count(piece);
  } catch {
    const { pieces: _, hash: __, ...rest } = record;
    return { ...rest, skipped: 'vanished' };
  }
  return { ...record, tokens };
}
