import type { Duplex } from 'node:stream';
import type { Report } from '../results.js';
import { sinkOf } from './chunks.js';
import { normalise } from './normalise.js';

// json: Report -> its pretty JSON text, the reference every other format agrees with.
export function json(): Duplex {
  return sinkOf(jsonText);
}

// Items per stringify() call: a slice is a few kilobytes, so that its text comes out flat (V8
// builds a longer one as a tree of parts, which took longer to flatten for writing than to make).
const SLICE = 64;

// Exactly `JSON.stringify(normalise(result), null, 2) + '\n'`, built a slice of an array at a time
// (a file's methods too).
export function* jsonText({ result }: Report): Generator<string> {
  const entries = Object.entries(normalise(result));
  yield '{\n';
  for (const [i, [key, value]] of entries.entries()) {
    const comma = i < entries.length - 1 ? ',' : '';
    if (!Array.isArray(value) || value.length === 0) {
      // An object (the fit plan) indented one level, as stringify(..., 2) writes it there.
      yield `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replaceAll('\n', '\n  ')}${comma}\n`;
      continue;
    }
    yield `  ${JSON.stringify(key)}: [\n`;
    yield* prettyItems(value as unknown[], 2);
    yield `\n  ]${comma}\n`;
  }
  yield '}\n';
}

/** The items of an array `depth` levels deep (items indented by 2 * depth spaces), as JSON.stringify(..., null, 2) writes them there, `,\n` between. */
function* prettyItems(items: unknown[], depth: number): Generator<string> {
  const { head, tail } = wrapping(depth);
  for (let start = 0; start < items.length; ) {
    if (start > 0) yield ',\n';
    if (hasManyMethods(items[start])) {
      yield* fileWithManyMethods(items[start++] as { methods: unknown[] }, depth);
      continue;
    }
    let end = start + 1;
    while (end < items.length && end - start < SLICE && !hasManyMethods(items[end])) end++;
    yield JSON.stringify(wrap(depth, items.slice(start, end)), null, 2).slice(head, -tail);
    start = end;
  }
}

/** A file with more methods than a slice, `depth` levels deep: its methods come a slice at a time, two levels deeper. */
function* fileWithManyMethods(file: { methods: unknown[] }, depth: number): Generator<string> {
  const { head, tail } = wrapping(depth);
  const [before, after] = JSON.stringify(wrap(depth, [{ ...file, methods: [] }]), null, 2).slice(head, -tail).split('"methods": []');
  yield `${before}"methods": [\n`;
  yield* prettyItems(file.methods, depth + 2);
  yield `\n${' '.repeat(2 * depth + 2)}]${after}`;
}

function hasManyMethods(item: unknown): boolean {
  const methods = (item as { methods?: unknown })?.methods;
  return Array.isArray(methods) && methods.length > SLICE;
}

/** `items` wrapped in objects of one key `""` so that stringify() indents them `depth` levels deep. */
function wrap(depth: number, items: unknown[]): unknown {
  let value: unknown = items;
  for (let level = 1; level < depth; level++) value = { '': value };
  return value;
}

// Characters before the first item's indentation and after the last item, in the text of wrap(depth).
const wrappings = new Map<number, { head: number; tail: number }>();
function wrapping(depth: number): { head: number; tail: number } {
  let known = wrappings.get(depth);
  if (!known) {
    const text = JSON.stringify(wrap(depth, [null]), null, 2);
    const at = text.indexOf('null');
    known = { head: at - 2 * depth, tail: text.length - at - 4 };
    wrappings.set(depth, known);
  }
  return known;
}

// Exactly `JSON.stringify(normalise(result)) + '\n'`: the document on one line, for watch's
// NDJSON (one result per line), built a slice of an array at a time.
export function* jsonLineText({ result }: Report): Generator<string> {
  const entries = Object.entries(normalise(result));
  yield '{';
  for (const [i, [key, value]] of entries.entries()) {
    const head = `${i > 0 ? ',' : ''}${JSON.stringify(key)}:`;
    if (!Array.isArray(value) || value.length === 0) {
      yield `${head}${JSON.stringify(value)}`;
      continue;
    }
    yield `${head}[`;
    for (let start = 0; start < value.length; start += SLICE) {
      yield `${start > 0 ? ',' : ''}${JSON.stringify(value.slice(start, start + SLICE)).slice(1, -1)}`;
    }
    yield ']';
  }
  yield '}\n';
}
