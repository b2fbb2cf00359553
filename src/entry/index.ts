import { analysisStream, runAnalysis } from '../analysis.js';
import { configure, loadConfig, resetConfig } from '../config/index.js';
import { resolveOptions, type AnalyzeOptions } from '../options.js';
import { SINKS } from '../sinks/index.js';
import { displayPath } from '../paths.js';
import { toFileResult } from '../stages/aggregate.js';
import type { ServeOptions, Server } from '../server/options.js';
import type { AnalysisResult, FileRecord, FileResult, SkippedFile } from '../types.js';
import { remember, render, renderStream } from './render.js';

export type { AnalyzeOptions } from '../options.js';
export type { AnalysisResult, FileResult, MethodResult, SkippedFile } from '../types.js';
export type { Format } from '../sinks/index.js';
export type { RenderOptions } from './render.js';
export type { Config, ConfigureOptions } from '../config/index.js';
export type { ServeOptions, Server } from '../server/options.js';
export { AnalyzerError } from '../errors.js';
export { configure, loadConfig, resetConfig } from '../config/index.js';
export { render, renderStream };

/**
 * Analyses a directory and resolves to its token, file and line counts. With
 * `outputFormat: 'gitingest'` (given, or configured) it also keeps each file's analysed text for
 * `render()`.
 */
export async function analyze(options: AnalyzeOptions = {}): Promise<AnalysisResult> {
  const report = await runAnalysis(options, { keepText: SINKS[resolveOptions(options).outputFormat].showsText });
  remember(report);
  return report.result;
}

/** Files as they are counted (not in path order); `skipped` fills up as the walk goes. */
export interface AnalysisStream extends AsyncIterable<FileResult> {
  readonly skipped: SkippedFile[];
}

/** Analyses a directory and yields each FileResult as soon as it is counted. */
export function analyzeStream(options: AnalyzeOptions = {}): AnalysisStream {
  const skipped: SkippedFile[] = [];
  async function* files(): AsyncGenerator<FileResult> {
    for await (const batch of await analysisStream(options)) {
      for (const r of batch as FileRecord[]) {
        if (r.skipped) skipped.push({ path: displayPath(r.path), reason: r.skipped });
        else yield toFileResult(r);
      }
    }
  }
  return { skipped, [Symbol.asyncIterator]: () => files() };
}

/**
 * Starts the local REST API (and the report page at `/`) and resolves to its Server once it
 * listens: `port` (0 picks a free one; `server.port` then tells it), `host`, `rateLimit`, and
 * `root`, the only folder requests may analyse, whose configuration supplies every default.
 * `stop()` closes it all. See the README's "Server" for the endpoints and the defences.
 */
export async function serve(options: ServeOptions = {}): Promise<Server> {
  // Loaded on first use: the HTTP server, its router and rate limiter cost analyze() nothing.
  const { startServer } = await import('../server/index.js');
  return startServer(options);
}

export default { analyze, analyzeStream, render, renderStream, configure, loadConfig, resetConfig, serve };
