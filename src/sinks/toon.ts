import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import type { Report } from '../results.js';
import { sinkOf } from './chunks.js';
import { normalise } from './normalise.js';

// toon: Report -> the JSON object as TOON (default options: 2-space indent, comma delimiter).
// TOON writes array lengths in headers, so the whole result is collected before the first line.
export function toon(): Duplex {
  return sinkOf(toonText);
}

// Exactly `encode(normalise(result)) + '\n'`: `encode` is `encodeLines` joined with '\n'. The
// encoder loads only when TOON is asked for (require() of an ES module: Node >= 20.19).
export function* toonText({ result }: Report): Generator<string> {
  const { encodeLines } = createRequire(import.meta.url)('@toon-format/toon') as typeof import('@toon-format/toon');
  for (const line of encodeLines(normalise(result))) yield `${line}\n`;
}
