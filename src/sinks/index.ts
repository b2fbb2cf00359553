import type { Transform } from 'node:stream';
import { json } from './json.js';

/** Output formats, each a sink: AnalysisResult in, text chunks out. A sink never picks a destination. */
export const SINKS = {
  json,
} satisfies Record<string, () => Transform>;

export type Format = keyof typeof SINKS;
export const FORMATS = Object.keys(SINKS) as Format[];
