import type { Transform } from 'node:stream';
import { flowStage } from '../stages/objects.js';
import type { Report } from '../types.js';
import { normalise } from './normalise.js';

// json: Report -> its pretty JSON text, the reference every other format agrees with.
export function json(): Transform {
  return flowStage(async function* (reports: AsyncIterable<Report>) {
    for await (const { result } of reports) yield `${JSON.stringify(normalise(result), null, 2)}\n`;
  });
}
