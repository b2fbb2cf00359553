import { Transform, type Duplex } from 'node:stream';
import { byPath, displayPath } from '../util/paths.js';
import type { AnalysisResult, Counting, FileRecord, FileResult, Report, SkippedFile } from '../types.js';
import { fitReport, type FitOptions } from '../pack/fit.js';

export interface AggregateOptions {
  /** Base name of the analysed folder. */
  name: string;
  /** Keep each file's analysed text for a format that shows it. */
  keepText: boolean;
  /** How the run counts, passed on to the report; the result names its tokenizer from it. */
  counting: Counting;
  /** `--fit`: the files a GitIngest digest leaves out to fit (needs `keepText`). */
  fit?: FitOptions;
}

// aggregate: batches of FileRecords -> one Report: the AnalysisResult (files sorted by path),
// warnings, texts. A plain Transform, not an async generator (Duplex.from): on Node 20 a
// pipeline holding two generator stages in a row never settles when an earlier stage fails.
export function aggregate({ name, keepText, counting, fit }: AggregateOptions): Duplex {
  const files: FileResult[] = [];
  const skipped: SkippedFile[] = [];
  const warnings: string[] = [];
  const texts = keepText ? new Map<string, string>() : undefined;
  return new Transform({
    objectMode: true,
    transform(batch: FileRecord[], _encoding, done) {
      for (const record of batch) {
        const path = displayPath(record.path);
        if (record.warning) warnings.push(`${path}: ${record.warning}`);
        if (record.skipped) skipped.push({ path, reason: record.skipped });
        else files.push(toFileResult(record));
        if (texts && record.text !== undefined) texts.set(path, record.text);
      }
      done();
    },
    flush(done) {
      const report: Report = { result: summarize(files, skipped, encodingOf(counting)), name, warnings, counting };
      if (texts) report.texts = texts;
      if (!fit) return done(null, report);
      fitReport(report, counting, fit).then((fitted) => done(null, fitted), done);
    },
  });
}

/** The public shape of a counted record: no text, no absolute path, `methods` only when split, the path as users see it. */
export function toFileResult(record: FileRecord): FileResult {
  const { tokens = 0, lines = 0, language } = record;
  const path = displayPath(record.path);
  let methods = record.methods;
  if (methods && path !== record.path) methods = methods.map((method) => ({ ...method, file: path }));
  return methods ? { path, tokens, lines, language, methods } : { path, tokens, lines, language };
}

/** What a result's `encoding` says: the tokenizer of exact counts, else `estimate` or `none`. */
export function encodingOf({ countMode, encoding }: Counting): string {
  return countMode === 'exact' ? encoding : countMode;
}

export function summarize(files: FileResult[], skipped: SkippedFile[], encoding: string): AnalysisResult {
  files.sort(byPath);
  let totalTokens = 0, totalLines = 0;
  for (const file of files) {
    totalTokens += file.tokens;
    totalLines += file.lines;
  }
  const result: AnalysisResult = { totalTokens, totalFiles: files.length, totalLines, encoding, files };
  if (skipped.length > 0) result.skipped = skipped.sort(byPath);
  return result;
}
