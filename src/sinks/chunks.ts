import type { Duplex } from 'node:stream';
import { flowStage } from '../stages/objects.js';
import type { Report } from '../types.js';

// Big outputs leave in pieces of about this many characters: a 100,000-file report is never one string,
// and a reader that stops early (`| head`) stops the rendering too.
export const CHUNK_CHARS = 64 * 1024;

// Joins small pieces into chunks of about `size` characters; a large piece passes on its own.
export function* inChunks(pieces: Iterable<string>, size = CHUNK_CHARS): Generator<string> {
  let buffer = '';
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= size) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer !== '') yield buffer;
}

// A sink: Reports in, each one's document out as text chunks, for the caller to send anywhere.
export function sinkOf(text: (report: Report) => Iterable<string>): Duplex {
  return flowStage(async function* (reports: AsyncIterable<Report>) {
    for await (const report of reports) yield* inChunks(text(report));
  });
}
