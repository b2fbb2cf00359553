import type { Duplex } from 'node:stream';
import { eachItem, stepStage, type BatchStep } from './kit.js';
import { findMethods } from '../languages/methods/index.js';
import type { TokenCounter } from '../tokenizer/index.js';
import type { FileRecord } from '../types.js';

export interface SplitMethodsOptions {
  counter: TokenCounter;
  /** Tokens are counted (not `--no-token-count`): a file tokenize() left uncounted is counted here. */
  counts: boolean;
}

// splitMethods: FileRecord with text -> the same record with `methods`, each counted exactly as
// its own text would be, from the pieces the file's text is split into to count it (the work does
// not grow with how deeply methods nest). A file that may have methods comes uncounted from
// tokenize() and gets its `tokens` here, from the same pieces. A file that cannot be parsed keeps
// its counts, gets `methods: []` and a warning.
export function splitMethods(options: SplitMethodsOptions): Duplex {
  return stepStage(splitMethodsStep(options));
}

/** splitMethods() as a plain function over a batch. */
export function splitMethodsStep({ counter, counts }: SplitMethodsOptions): BatchStep<FileRecord, FileRecord> {
  return eachItem(async (record: FileRecord): Promise<FileRecord> => {
    if (record.pieces && !record.methods) return { ...record, methods: [], warning: 'too large to parse for methods' };
    if (record.text === undefined || record.methods) return record;
    const { text, path } = record;
    const { found: known, ...rest } = record;
    const uncounted = counts && record.tokens === undefined;
    let found;
    try {
      found = known ?? (await findMethods(text, record.language, path)) ?? [];
    } catch (err) {
      return { ...rest, ...(uncounted && { tokens: counter.count(text) }), methods: [], warning: `cannot parse for methods: ${(err as Error).message}` };
    }
    if (found.length === 0) return { ...rest, ...(uncounted && { tokens: counter.count(text) }), methods: [] };
    // From here to the return nothing awaits: the span counter's buffers serve the next file too.
    const spans = counter.spans(text, true);
    const methods = found.map(({ name, start, end, startLine, endLine }) => ({
      name, tokens: spans.count(start, end), lines: endLine - startLine + 1, file: path, line: startLine,
    }));
    return { ...rest, ...(uncounted && { tokens: spans.total }), methods };
  });
}
