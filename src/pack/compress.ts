import { createCounter } from '../tokenizer/index.js';
import { summarize } from '../results.js';
import type { Counting, Report } from '../results.js';
import { goingOrder } from './fit.js';
import { Packing, packedFiles } from './levels.js';
import { pacer } from './fitSearch.js';

/** What `--compress` asks: whether the report's texts are compressed (the GitIngest digest) or only the saving is told. */
export interface CompressOptions {
  apply: boolean;
}

/**
 * The report with every method body elided (where the marker is shorter than the body): the
 * saving in `compress`, each file counted as written; with `apply`, the texts and the files' tokens
 * are the compressed ones (the digest shows them), otherwise the counts stay whole.
 */
export async function compressReport(report: Report, counting: Counting, { apply }: CompressOptions): Promise<Report> {
  const counter = createCounter(counting.countMode, counting.encoding);
  const packing = new Packing(report, goingOrder(report.result.files), true);
  const pace = pacer();
  const { files, texts, packed } = packedFiles(packing, packing.at(0), (_path, text) => counter.count(text));
  await pace();
  const bodies = packing.baseBodies().length;
  const compress = { files: packed.length, bodies, tokensBefore: report.result.totalTokens, tokensAfter: files.reduce((sum, f) => sum + f.tokens, 0) };
  if (!apply) return { ...report, result: { ...report.result, compress } };
  const { skipped = [], encoding } = report.result;
  return { ...report, texts, bodies: undefined, result: { ...summarize(files, skipped, encoding), compress } };
}
