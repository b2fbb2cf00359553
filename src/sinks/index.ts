import type { Transform } from 'node:stream';
import { json } from './json.js';

/** A format: its sink (Report in, text chunks out) and whether it shows file contents. */
export interface SinkSpec {
  /** A sink never picks a destination: the caller pipes its chunks to stdout, a file or a response. */
  create: () => Transform;
  /** The format prints each file's analysed text, so the run must keep the texts. */
  showsText: boolean;
}

// TODO(#3): toon, gitingest and markdown.
export const SINKS = {
  json: { create: json, showsText: false },
} satisfies Record<string, SinkSpec>;

export type Format = keyof typeof SINKS;
export const FORMATS = Object.keys(SINKS) as Format[];
