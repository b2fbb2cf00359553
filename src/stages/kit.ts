import { Transform, pipeline, type Duplex, type Readable } from 'node:stream';

// Stages are core object-mode Transforms. (through2 wraps the same, but loads the userland
// readable-stream, which cost 61 ms of start-up on every run.)

const AsyncFunction = (async () => {}).constructor;

/**
 * A 1 -> 0..1 stage: return (or resolve to) `undefined` to drop the item. A plain function runs
 * without a promise per item, which matters at tens of thousands of files per stage.
 */
export function mapStage<I, O>(fn: (item: I) => O | undefined | Promise<O | undefined>): Duplex {
  const transform =
    fn instanceof AsyncFunction
      ? (item: I, _encoding: BufferEncoding, done: (err?: Error | null, out?: O) => void) => {
          (fn(item) as Promise<O | undefined>).then((out) => done(null, out), done);
        }
      : (item: I, _encoding: BufferEncoding, done: (err?: Error | null, out?: O) => void) => {
          let out: O | undefined;
          try {
            out = fn(item) as O | undefined;
          } catch (err) {
            return done(err as Error);
          }
          done(null, out);
        };
  return new Transform({ objectMode: true, transform });
}

/**
 * What a stage does to one batch, as a plain function: counting threads call these one after
 * another (counting/stages.ts), where a chain of streams built per batch cost more than the
 * work it passed on (bench/README.md, "Cold run"). A step from a plain function stays
 * synchronous.
 */
export type BatchStep<I, O> = (batch: I[]) => O[] | Promise<O[]>;

/** `fn` over each item of a batch: each item maps to one item, or to `undefined` to drop it. */
export function eachItem<I, O>(fn: (item: I) => O | undefined | Promise<O | undefined>): BatchStep<I, O> {
  const kept = (results: (O | undefined)[]) => results.filter((result): result is O => result !== undefined);
  if (!(fn instanceof AsyncFunction)) return (batch) => kept(batch.map(fn as (item: I) => O | undefined));
  return async (batch) => {
    const results: (O | undefined)[] = [];
    for (const item of batch) results.push(await fn(item));
    return kept(results);
  };
}

/** A step as a stage over batches (arrays) of items; a batch left empty is dropped. */
export function stepStage<I, O>(step: BatchStep<I, O>): Duplex {
  const kept = (out: O[]) => (out.length > 0 ? out : undefined);
  if (!(step instanceof AsyncFunction)) return mapStage((batch: I[]) => kept(step(batch) as O[]));
  return mapStage(async (batch: I[]) => kept(await step(batch)));
}

/**
 * A stage over batches (arrays) of items: `fn` maps each item to one item, or to `undefined` to
 * drop it; a batch left empty is dropped. Files travel in batches because every hop through a
 * stream costs an item a few microseconds: 7 hops cost 50-60 ms per 2,365 files one by one, and
 * 10 ms in batches of 256.
 */
export function eachStage<I, O>(fn: (item: I) => O | undefined | Promise<O | undefined>): Duplex {
  return stepStage(eachItem(fn));
}

/** Stages piped into one readable; the first error destroys them all and reaches its reader. */
export function chain(streams: NodeJS.ReadableStream[] | readonly NodeJS.ReadableStream[], done: (err?: Error | null) => void = () => {}): Readable {
  return (pipeline as unknown as (...s: unknown[]) => Readable)(...streams, done);
}
