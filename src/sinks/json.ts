import type { Duplex } from 'node:stream';
import type { Report } from '../types.js';
import { sinkOf } from './chunks.js';
import { normalise } from './normalise.js';

// json: Report -> its pretty JSON text, the reference every other format agrees with.
export function json(): Duplex {
  return sinkOf(jsonText);
}

// Exactly `JSON.stringify(normalise(result), null, 2) + '\n'`, built one array item at a time.
export function* jsonText({ result }: Report): Generator<string> {
  const entries = Object.entries(normalise(result));
  yield '{\n';
  for (const [i, [key, value]] of entries.entries()) {
    const comma = i < entries.length - 1 ? ',' : '';
    if (!Array.isArray(value) || value.length === 0) {
      yield `  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}\n`;
      continue;
    }
    yield `  ${JSON.stringify(key)}: [\n`;
    // JSON strings never hold a raw newline, so re-indenting at '\n' only moves lines.
    for (const [j, item] of value.entries()) {
      yield `    ${JSON.stringify(item, null, 2).replaceAll('\n', '\n    ')}${j < value.length - 1 ? ',' : ''}\n`;
    }
    yield `  ]${comma}\n`;
  }
  yield '}\n';
}
