import { Transform, type Duplex } from 'node:stream';
import type { AnalysisResult, Counting, FileRecord, FileResult, MethodResult, Report, SkippedFile } from '../types.js';

export interface AggregateOptions {
  /** Base name of the analysed folder. */
  name: string;
  /** Keep each file's analysed text for a format that shows it. */
  keepText: boolean;
  /** How the run counts, passed on to the report. */
  counting?: Counting;
}

// aggregate: batches of FileRecords -> one Report: the AnalysisResult (files sorted by path),
// warnings, texts. A plain Transform, not an async generator (Duplex.from): on Node 20 a
// pipeline holding two generator stages in a row never settles when an earlier stage fails.
export function aggregate({ name, keepText, counting }: AggregateOptions): Duplex {
  const files: FileResult[] = [];
  const skipped: SkippedFile[] = [];
  const warnings: string[] = [];
  const texts = keepText ? new Map<string, string>() : undefined;
  return new Transform({
    objectMode: true,
    transform(batch: FileRecord[], _encoding, done) {
      for (const record of batch) {
        if (record.warning) warnings.push(`${record.path}: ${record.warning}`);
        if (record.skipped) skipped.push({ path: record.path, reason: record.skipped });
        else files.push(toFileResult(record));
        if (texts && record.text !== undefined) texts.set(record.path, record.text);
      }
      done();
    },
    flush(done) {
      const report: Report = { result: summarize(files, skipped), name, warnings };
      if (counting) report.counting = counting;
      if (texts) report.texts = texts;
      done(null, report);
    },
  });
}

/** The public shape of a counted record: no text, no absolute path, `methods` only when split. */
export function toFileResult(record: FileRecord): FileResult {
  const { path, tokens = 0, lines = 0, language, methods } = record;
  return methods ? { path, tokens, lines, language, methods } : { path, tokens, lines, language };
}

export function summarize(files: FileResult[], skipped: SkippedFile[] = []): AnalysisResult {
  const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  files.sort(byPath);
  let totalTokens = 0, totalLines = 0;
  for (const file of files) {
    totalTokens += file.tokens;
    totalLines += file.lines;
  }
  const result: AnalysisResult = { totalTokens, totalFiles: files.length, totalLines, files };
  if (files.some((file) => file.methods)) result.methods = files.flatMap((file) => file.methods ?? ([] as MethodResult[]));
  if (skipped.length > 0) result.skipped = skipped.sort(byPath);
  return result;
}
