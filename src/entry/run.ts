import { pipeline } from 'node:stream/promises';
import { AnalysisCache } from '../cache/index.js';
import { configuredPath } from '../config/index.js';
import { tuneEngine } from '../counting/engine.js';
import { needsText } from '../counting/settings.js';
import { WorkerPool } from '../counting/workers.js';
import { countSettings, newRunStats, runReport, runToSink } from '../run/index.js';
import { planRun, type RunPlan } from '../run/plan.js';
import type { Report } from '../results.js';
import type { FileRecord } from '../types.js';
import type { CliArgs } from './args.js';
import { chooseFormat, prepareOutput, writeOutput } from './output.js';
import { checkSplitOutput, existingParts, writeParts } from './parts.js';
import { Progress, countingStats, fitLines, paint, summary, tell, warnings } from './terminal.js';

export interface AnalyseOptions {
  /** End with the short summary on a terminal (the wizard prints its own). */
  summary?: boolean;
}

// One analysis as the CLI runs it: the output chosen, the run planned and composed with its
// format's sink, progress and warnings on stderr. The CLI and the wizard both run this.
export async function analyse(args: Pick<CliArgs, 'analysis' | 'format' | 'output' | 'verbose'>, options: AnalyseOptions = {}): Promise<Report | undefined> {
  const file = args.output ?? configuredPath('output.file') ?? undefined;
  const output = file ? await prepareOutput(file) : undefined;
  const split = args.analysis.split !== undefined ? checkSplitOutput(output) : undefined;
  // The output and the temp file it is written through may lie inside the analysed tree, and so may an earlier run's parts.
  const alwaysIgnored = output ? [output.path, ...(output.temp ? [output.temp] : []), ...(split ? existingParts(split.path).values() : [])] : [];
  const plan = planRun(args.analysis, { format: chooseFormat(args, file), alwaysIgnored });
  tuneEngine(plan.options);
  prestartThreads(plan);
  const stats = newRunStats();
  const progress = new Progress(process.stderr, stats);
  const told = new Set<string>();
  const context = { observer: { warn: (message: string) => (told.add(message), warn(message)), stats, counted: (batch: FileRecord[]) => progress.files(batch) } };
  let wrote = output ? `wrote ${output.file}` : '';
  const report = split
    ? await runReport(plan, context).then(async (report) => {
        progress.end();
        const files = await writeParts(report.result.parts ?? [], split);
        wrote = `wrote ${files.length === 1 ? files[0] : `${files[0]} ... ${files[files.length - 1]} (${files.length} parts)`}`;
        return report;
      })
    : await runToSink(plan, context, (document) => {
        progress.end();
        // Not ended: the wizard still asks its last question there.
        return output ? writeOutput(document, output) : pipeline(document, process.stdout, { end: false });
      });
  for (const line of warnings(report, args.verbose, told)) 'warning' in line ? tell(line.warning, 'warning') : tell(line.line);
  const digested = plan.format === 'gitingest';
  // A digest written over its budget says so in its text, and the run fails as `check` does on a
  // budget exceeded (exit 1: the analysis itself went well); a plan alone (no digest) does not.
  const over = digested && report.result.fit?.fits === false;
  for (const line of fitLines(report, digested, args.verbose)) tell(line, over ? 'error' : 'plain');
  if (over) process.exitCode = 1;
  if (args.verbose) tell(countingStats(report, stats));
  if (process.stderr.isTTY && options.summary !== false) process.stderr.write(summary(report, wrote, paint(process.stderr)));
  return report;
}

export { tuneEngine };

/**
 * Counting threads started now, beside the walk, for a folder the cache has not seen: a tree big
 * enough for them then counts on every core 40-50 ms sooner (py311 cold 0.87 -> 0.81 s, Node's
 * headers 0.46 -> 0.43 s). A folder the cache has seen is mostly recalled, and a small tree never
 * uses them: threads left unused cost a run 13-17 ms (bench/README.md).
 */
function prestartThreads(plan: RunPlan): void {
  const { cache, root } = plan.options;
  // As count() decides: without texts to count, every tree is counted in this thread.
  if (!needsText(countSettings(plan, root)) || (cache && AnalysisCache.knowsRoot(cache, root))) return;
  WorkerPool.prestart();
}

export function warn(message: string): void {
  tell(message, 'warning');
}
