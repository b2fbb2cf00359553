import type { Duplex } from 'node:stream';
import { eachItem, stepStage, type BatchStep } from './kit.js';
import { removeComments } from '../languages/comments.js';
import { stripAndFindMethods } from '../languages/methods/index.js';
import type { FileRecord } from '../types.js';

export interface StripCommentsOptions {
  /** Methods will be counted: a file whose method finder reads comments (JS/TS) is read once for both. */
  methodLevel?: boolean;
}

// stripComments: FileRecord with text -> the same record with its comments removed. In a
// method-level run, a JS/TS file's comments are those its method finder notes as it reads the
// text, and the methods it found go on in `found`, for splitMethods() to count: the comment lexer
// and the finder each read every such file before (jsts: 0.6 s of each thread's time).
export function stripComments(options: StripCommentsOptions = {}): Duplex {
  return stepStage(stripCommentsStep(options));
}

/** stripComments() as a plain function over a batch. */
export function stripCommentsStep({ methodLevel = false }: StripCommentsOptions = {}): BatchStep<FileRecord, FileRecord> {
  if (!methodLevel) {
    return eachItem((record: FileRecord): FileRecord => {
      if (record.text === undefined) return record;
      return { ...record, text: removeComments(record.text, record.language) };
    });
  }
  return eachItem(async (record: FileRecord): Promise<FileRecord> => {
    if (record.text === undefined) return record;
    // A record reused from the store has its methods already (its text kept for a format).
    const both = record.methods === undefined ? await stripAndFindMethods(record.text, record.language, record.path) : undefined;
    if (both) return { ...record, text: both.text, found: both.methods };
    return { ...record, text: removeComments(record.text, record.language) };
  });
}
