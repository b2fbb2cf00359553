import { Duplex } from 'node:stream';
import type { Report } from '../types.js';

// Big outputs leave in pieces of about this many characters: a 100,000-file report is never one string,
// and a reader that stops early (`| head`) stops the rendering too.
export const CHUNK_CHARS = 64 * 1024;

// Joins pieces into chunks of at most `size` characters; a larger piece passes on its own.
export function* inChunks(pieces: Iterable<string>, size = CHUNK_CHARS): Generator<string> {
  let buffer = '';
  for (const piece of pieces) {
    if (buffer !== '' && buffer.length + piece.length > size) {
      yield buffer;
      buffer = '';
    }
    buffer += piece;
    if (buffer.length >= size) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer !== '') yield buffer;
}

// A sink: Reports in, each one's document out as text chunks, for the caller to send anywhere.
// Chunks are made as the reader takes them. (Not an async generator through Duplex.from: on
// Node 20 a pipeline holding two of those in a row never settles when an earlier stage fails.)
export function sinkOf(text: (report: Report) => Iterable<string>): Duplex {
  let chunks: Iterator<string> | undefined;
  let written: ((err?: Error | null) => void) | undefined;
  const sink = new Duplex({
    writableObjectMode: true,
    readableObjectMode: true,
    write(report: Report, _encoding, done) {
      written = done;
      try {
        chunks = inChunks(text(report))[Symbol.iterator]();
      } catch (err) {
        return finish(err as Error);
      }
      pump();
    },
    read: () => pump(),
    final(done) {
      sink.push(null);
      done();
    },
  });
  // Pushes chunks until the reader has enough; the report is written once its last is out.
  function pump(): void {
    while (chunks) {
      let next: IteratorResult<string>;
      try {
        next = chunks.next();
      } catch (err) {
        return finish(err as Error);
      }
      if (next.done) return finish();
      if (!sink.push(next.value)) return;
    }
  }
  function finish(err?: Error): void {
    chunks = undefined;
    const done = written!;
    written = undefined;
    done(err);
  }
  return sink;
}
