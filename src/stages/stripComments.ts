import type { Duplex } from 'node:stream';
import { eachStage } from './objects.js';
import { removeComments } from '../languages/comments.js';
import type { FileRecord } from '../types.js';

// stripComments: FileRecord with text -> the same record with its comments removed.
export function stripComments(): Duplex {
  return eachStage((record: FileRecord): FileRecord => {
    if (record.text === undefined) return record;
    return { ...record, text: removeComments(record.text, record.language) };
  });
}
