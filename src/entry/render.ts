import { Readable } from 'node:stream';
import type { AnalysisResult, DiffReport, DiffResult, Report } from '../results.js';
import { UsageError } from '../util/errors.js';
import { inChunks } from '../sinks/chunks.js';
import { DIFF_SINKS, type DiffFormat } from '../sinks/diff.js';
import { FORMATS, SINKS, type Format } from '../sinks/index.js';

/** Options of `render()` and `renderStream()`. */
export interface RenderOptions {
  /** The analysed folder's name (GitIngest's `Directory:`, the Markdown and HTML titles). */
  name?: string;
  /** Each file's analysed text by path; GitIngest needs one for every file. */
  texts?: ReadonlyMap<string, string> | Record<string, string>;
}

// What analyze() and diff() knew about a result they returned, kept off the result itself.
const known = new WeakMap<AnalysisResult | DiffResult, Omit<Report, 'result' | 'warnings'>>();

export function remember(report: Report | DiffReport): void {
  const { result, name, counting } = report;
  const texts = 'texts' in report ? report.texts : undefined;
  known.set(result, { name, ...(texts && { texts }), ...(counting && { counting }) });
}

/**
 * Renders a result as one of the output formats, exactly as the CLI writes it.
 * `name` defaults to the analysed folder's name when `result` came from `analyze()`, else `'.'`.
 * GitIngest shows each file's text: pass `texts`, or get the result from `analyze()` called with
 * `outputFormat: 'gitingest'`, which keeps them. A result of `diff()` renders as `json`, `toon`
 * or `markdown` (a pull request's comment), as `analyzer diff` writes it.
 */
export function render(result: AnalysisResult | DiffResult, format: Format, options: RenderOptions = {}): string {
  let out = '';
  for (const piece of pieces(result, format, options)) out += piece;
  return out;
}

/** Like `render()`, as a readable stream of string chunks. */
export function renderStream(result: AnalysisResult | DiffResult, format: Format, options: RenderOptions = {}): Readable {
  return Readable.from(inChunks(pieces(result, format, options)));
}

// Checks everything before the first piece, so a bad call throws instead of failing a stream.
function pieces(result: AnalysisResult | DiffResult, format: Format, options: RenderOptions): Iterable<string> {
  if (typeof format !== 'string' || !Object.hasOwn(SINKS, format)) {
    throw new UsageError(`unknown output format '${String(format)}' (expected one of ${FORMATS.join(', ')})`);
  }
  if (typeof result !== 'object' || result === null || !Array.isArray(result.files)) throw new UsageError('result must be an AnalysisResult');
  if (typeof options !== 'object' || options === null) throw new UsageError('options must be an object');
  if (isDiff(result)) return diffPieces(result, format);
  const { name = known.get(result)?.name ?? '.' } = options;
  if (typeof name !== 'string') throw new UsageError('name must be a string');
  const report: Report = { result, name, warnings: [] };
  const counting = known.get(result)?.counting;
  if (counting) report.counting = counting;
  const texts = options.texts === undefined ? known.get(result)?.texts : toMap(options.texts);
  if (texts) report.texts = texts;
  if (SINKS[format].showsText) {
    if (!texts) {
      throw new UsageError(`${format} output shows each file's text: pass options.texts, or analyze() with outputFormat '${format}'`);
    }
    const missing = result.files.find((file) => typeof texts.get(file.path) !== 'string');
    if (missing) throw new UsageError(`no text for '${missing.path}' in options.texts`);
  }
  return SINKS[format].text(report);
}

function toMap(texts: RenderOptions['texts']): ReadonlyMap<string, string> {
  if (texts instanceof Map) return texts;
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) throw new UsageError('texts must be a Map or an object of path -> text');
  return new Map(Object.entries(texts));
}

function isDiff(result: AnalysisResult | DiffResult): result is DiffResult {
  return 'totals' in result && 'base' in result && typeof result.totals === 'object' && result.totals !== null;
}

function diffPieces(result: DiffResult, format: Format): Iterable<string> {
  if (!Object.hasOwn(DIFF_SINKS, format)) throw new UsageError(`${format} is not available for a diff (expected one of ${Object.keys(DIFF_SINKS).join(', ')})`);
  const { name = '.', counting } = known.get(result) ?? {};
  return DIFF_SINKS[format as DiffFormat].text({ result, name, warnings: [], ...(counting && { counting }) });
}
