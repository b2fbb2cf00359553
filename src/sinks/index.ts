import type { Duplex } from 'node:stream';
import type { Report } from '../results.js';
import { FORMATS, type Format } from './formats.js';
import { gitingest, gitingestText } from './gitingest.js';
import { html, htmlText } from './html.js';
import { json, jsonText } from './json.js';
import { markdown, markdownText } from './markdown.js';
import { toon, toonText } from './toon.js';

/** A format: its sink (Report in, text chunks out) and whether it shows file contents. */
export interface SinkSpec {
  /** A sink never picks a destination: the caller pipes its chunks to stdout, a file or a response. */
  create: () => Duplex;
  /** The same document without a stream: the pieces whose concatenation the sink writes. */
  text: (report: Report) => Iterable<string>;
  /** The format prints each file's analysed text, so the run must keep the texts. */
  showsText: boolean;
}

export const SINKS: Record<Format, SinkSpec> = {
  json: { create: json, text: jsonText, showsText: false },
  toon: { create: toon, text: toonText, showsText: false },
  gitingest: { create: gitingest, text: gitingestText, showsText: true },
  markdown: { create: markdown, text: markdownText, showsText: false },
  html: { create: html, text: htmlText, showsText: false },
};

export { FORMATS, type Format };
