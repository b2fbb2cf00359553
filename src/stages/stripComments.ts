import type { Transform } from 'node:stream';
import { mapStage } from './objects.js';
import { removeComments } from '../languages/comments.js';
import type { FileRecord } from '../types.js';

export interface StripCommentsOptions {
  includeComments: boolean;
}

// stripComments: FileRecord with text -> the same record with its comments removed (unless kept).
export function stripComments({ includeComments }: StripCommentsOptions): Transform {
  return mapStage(async (record: FileRecord): Promise<FileRecord> => {
    if (includeComments || record.text === undefined) return record;
    return { ...record, text: removeComments(record.text, record.language) };
  });
}
