import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import type { DiffReport } from '../results.js';
import { sinkOf } from './chunks.js';
import { diffMarkdownText } from './diffMarkdown.js';
import { normaliseDiff } from './normaliseDiff.js';

// The formats of `analyzer diff`: JSON (the reference), TOON of the same object, and Markdown for
// a pull request's comment. GitIngest and HTML show a tree's files, which a diff has not.

/** A format of a diff: its sink (DiffReport in, text chunks out) and the same document as pieces. */
export interface DiffSinkSpec {
  create: () => Duplex;
  text: (report: DiffReport) => Iterable<string>;
}

export type DiffFormat = 'json' | 'toon' | 'markdown';

export const DIFF_SINKS: Record<DiffFormat, DiffSinkSpec> = {
  json: { create: () => sinkOf(diffJsonText), text: diffJsonText },
  toon: { create: () => sinkOf(diffToonText), text: diffToonText },
  markdown: { create: () => sinkOf(diffMarkdownText), text: diffMarkdownText },
};

/** `JSON.stringify(result, null, 2)` of the normalised diff, a file at a time. */
export function* diffJsonText({ result }: DiffReport): Generator<string> {
  const { files, skipped, ...head } = normaliseDiff(result);
  const top = JSON.stringify(head, null, 2);
  yield `${top.slice(0, -2)},\n  "files": `;
  if (files.length === 0) yield '[]';
  else {
    yield '[\n';
    // Each file as stringify() writes it two levels deep: its own text, indented four spaces more.
    for (const [i, file] of files.entries()) yield `${i > 0 ? ',\n' : ''}    ${JSON.stringify(file, null, 2).replaceAll('\n', '\n    ')}`;
    yield '\n  ]';
  }
  if (skipped) yield `,\n  "skipped": ${JSON.stringify(skipped, null, 2).replaceAll('\n', '\n  ')}`;
  yield '\n}\n';
}

/** `encode(result) + '\n'` of the normalised diff (TOON, default options). */
export function* diffToonText({ result }: DiffReport): Generator<string> {
  const { encodeLines } = createRequire(import.meta.url)('@toon-format/toon') as typeof import('@toon-format/toon');
  for (const line of encodeLines(normaliseDiff(result))) yield `${line}\n`;
}
