import type { Duplex } from 'node:stream';
import { encodeLines } from '@toon-format/toon';
import type { Report } from '../types.js';
import { sinkOf } from './chunks.js';
import { normalise } from './normalise.js';

// toon: Report -> the JSON object as TOON (default options: 2-space indent, comma delimiter).
// TOON writes array lengths in headers, so the whole result is collected before the first line.
export function toon(): Duplex {
  return sinkOf(toonText);
}

// Exactly `encode(normalise(result)) + '\n'`: `encode` is `encodeLines` joined with '\n'.
export function* toonText({ result }: Report): Generator<string> {
  for (const line of encodeLines(normalise(result))) yield `${line}\n`;
}
