import { Duplex } from 'node:stream';
import type { Report } from '../results.js';

// Big outputs leave in pieces of about this many characters: a 100,000-file report is never one string,
// and a reader that stops early (`| head`) stops the rendering too.
export const CHUNK_CHARS = 64 * 1024;

// Joins pieces into chunks of at most `size` characters; a larger piece passes on its own. Joined
// by join(), which copies the pieces into one flat string: joined by `+=`, a chunk was a tree of
// pieces that V8 had to flatten before writing it out, which took longer than making the pieces.
export function* inChunks(pieces: Iterable<string>, size = CHUNK_CHARS): Generator<string> {
  let parts: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    if (length > 0 && length + piece.length > size) {
      yield parts.join('');
      parts = [];
      length = 0;
    }
    parts.push(piece);
    length += piece.length;
    if (length >= size) {
      yield parts.length === 1 ? piece : parts.join('');
      parts = [];
      length = 0;
    }
  }
  if (length > 0) yield parts.join('');
}

// A sink: Reports in, each one's document out as text chunks, for the caller to send anywhere.
// Chunks are made as the reader takes them. (Not an async generator through Duplex.from: on
// Node 20 a pipeline holding two of those in a row never settles when an earlier stage fails.)
export function sinkOf<T = Report>(text: (report: T) => Iterable<string>): Duplex {
  let chunks: Iterator<string> | undefined;
  let written: ((err?: Error | null) => void) | undefined;
  const sink = new Duplex({
    writableObjectMode: true,
    readableObjectMode: true,
    write(report: T, _encoding, done) {
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
