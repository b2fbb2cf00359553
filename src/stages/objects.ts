import { pipeline, type Readable, type Transform } from 'node:stream';
import { objectTransform } from 'through2';

// through2 builds readable-stream Transforms, which Node's pipeline accepts as its own.

/** A 1 -> 0..1 stage: resolve to `undefined` to drop the item. */
export function mapStage<I, O>(fn: (item: I) => Promise<O | undefined>): Transform {
  return objectTransform(fn) as unknown as Transform;
}

/** An N -> M stage written as an async generator over its input. */
export function flowStage<I, O>(fn: (items: AsyncIterable<I>) => AsyncGenerator<O>): Transform {
  return objectTransform(fn) as unknown as Transform;
}

/** Stages piped into one readable; the first error destroys them all and reaches its reader. */
export function chain(streams: NodeJS.ReadableStream[] | readonly NodeJS.ReadableStream[], done: (err?: Error | null) => void = () => {}): Readable {
  return (pipeline as unknown as (...s: unknown[]) => Readable)(...streams, done);
}
