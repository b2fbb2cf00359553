import { Transform, type Duplex } from 'node:stream';
import { displayPath } from '../util/paths.js';
import type { FileRecord, MethodBody } from '../types.js';
import { encodingOf, summarize, toFileResult } from '../results.js';
import type { Counting, FileResult, Report, SkippedFile } from '../results.js';

export interface AggregateOptions {
  /** Base name of the analysed folder. */
  name: string;
  /** Keep each file's analysed text for a format that shows it. */
  keepText: boolean;
  /** Keep each file's method bodies, for `fit` and `compress` to elide. */
  bodies?: boolean;
  /** How the run counts, passed on to the report; the result names its tokenizer from it. */
  counting: Counting;
}

// aggregate: batches of FileRecords -> one Report: the AnalysisResult (files sorted by path),
// warnings, texts. A plain Transform, not an async generator (Duplex.from): on Node 20 a
// pipeline holding two generator stages in a row never settles when an earlier stage fails.
export function aggregate({ name, keepText, bodies: keepBodies = false, counting }: AggregateOptions): Duplex {
  const files: FileResult[] = [];
  const skipped: SkippedFile[] = [];
  const warnings: string[] = [];
  const texts = keepText ? new Map<string, string>() : undefined;
  const bodies = keepBodies ? new Map<string, MethodBody[]>() : undefined;
  return new Transform({
    objectMode: true,
    transform(batch: FileRecord[], _encoding, done) {
      for (const record of batch) {
        const path = displayPath(record.path);
        if (record.warning) warnings.push(`${path}: ${record.warning}`);
        if (record.skipped) skipped.push({ path, reason: record.skipped });
        else files.push(toFileResult(record));
        if (texts && record.text !== undefined) texts.set(path, record.text);
        if (bodies && record.bodies && record.bodies.length > 0 && !record.skipped) bodies.set(path, record.bodies);
      }
      done();
    },
    flush(done) {
      const report: Report = { result: summarize(files, skipped, encodingOf(counting)), name, warnings, counting };
      if (texts) report.texts = texts;
      if (bodies) report.bodies = bodies;
      done(null, report);
    },
  });
}

