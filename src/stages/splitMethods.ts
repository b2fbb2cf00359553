import type { Duplex } from 'node:stream';
import { eachStage } from './objects.js';
import { findMethods } from '../languages/methods/index.js';
import type { TokenCounter } from '../tokenizer/index.js';
import type { FileRecord } from '../types.js';

export interface SplitMethodsOptions {
  counter: TokenCounter;
}

// splitMethods: counted FileRecord -> the same record with `methods`, each counted exactly as its
// own text would be, from the pieces of the file's text (tokenize() leaves them in `spans`): the
// work does not grow with how deeply methods nest. A file that cannot be parsed keeps its counts,
// gets `methods: []` and a warning.
export function splitMethods({ counter }: SplitMethodsOptions): Duplex {
  return eachStage(async ({ spans: counted, ...record }: FileRecord): Promise<FileRecord> => {
    if (record.pieces && !record.methods) return { ...record, methods: [], warning: 'too large to parse for methods' };
    if (record.text === undefined || record.methods) return record;
    const { text, path } = record;
    let found;
    try {
      found = (await findMethods(text, record.language, path)) ?? [];
    } catch (err) {
      return { ...record, methods: [], warning: `cannot parse for methods: ${(err as Error).message}` };
    }
    const spans = found.length > 0 ? counted ?? counter.spans(text) : undefined;
    const methods = found.map(({ name, start, end, startLine, endLine }) => ({
      name, tokens: spans!.count(start, end), lines: endLine - startLine + 1, file: path, line: startLine,
    }));
    return { ...record, methods };
  });
}
