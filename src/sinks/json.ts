import type { Transform } from 'node:stream';
import { flowStage } from '../stages/objects.js';
import type { AnalysisResult } from '../types.js';
import { normalise } from './normalise.js';

// json: AnalysisResult -> its pretty JSON text, the reference every other format agrees with.
export function json(): Transform {
  return flowStage(async function* (results: AsyncIterable<AnalysisResult>) {
    for await (const result of results) yield `${JSON.stringify(normalise(result), null, 2)}\n`;
  });
}
