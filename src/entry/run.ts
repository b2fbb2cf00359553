import { pipeline } from 'node:stream/promises';
import { analysisStream, newRunStats, reportName } from '../run/index.js';
import { tuneEngine } from '../counting/engine.js';
import { configuredPath } from '../config/index.js';
import { countingOf, fitOf, resolveOptions } from '../run/options.js';
import { aggregate } from '../stages/aggregate.js';
import { chain, mapStage } from '../stages/kit.js';
import { SINKS } from '../sinks/index.js';
import type { FileRecord } from '../types.js';
import type { CliArgs } from './args.js';
import { chooseFormat, prepareOutput, writeOutput } from './output.js';
import { Progress, countingStats, fitLines, paint, summary, tell, warnings } from './terminal.js';
import type { Report } from '../results.js';

export interface AnalyseOptions {
  /** End with the short summary on a terminal (the wizard prints its own). */
  summary?: boolean;
}

// One analysis as the CLI runs it: the output chosen, the stream composed with a sink, progress
// and warnings on stderr. The CLI and the wizard both run this.
export async function analyse(args: Pick<CliArgs, 'analysis' | 'format' | 'output' | 'verbose'>, options: AnalyseOptions = {}): Promise<Report | undefined> {
  const file = args.output ?? configuredPath('output.file') ?? undefined;
  const output = file ? await prepareOutput(file) : undefined;
  const format = chooseFormat(args, file);
  const stats = newRunStats();
  const progress = new Progress(process.stderr, stats);
  const { create, showsText } = SINKS[format];
  const resolved = resolveOptions(args.analysis);
  const counting = countingOf(resolved);
  const fit = fitOf({ ...resolved, outputFormat: format });
  const keepText = showsText || fit !== undefined;
  tuneEngine(resolved);
  const records = await analysisStream(args.analysis, {
    // The output and the temp file it is written through may lie inside the analysed tree.
    alwaysIgnored: output ? [output.path, ...(output.temp ? [output.temp] : [])] : [],
    keepText,
    warn,
    stats,
  });
  let report: Report | undefined;
  const chunks = [
    records,
    mapStage((batch: FileRecord[]) => (progress.files(batch), batch)),
    aggregate({ name: reportName(args.analysis), keepText, counting, fit }),
    mapStage((r: Report) => ((report = r), progress.end(), r)),
    create(),
  ] as const;
  if (output) await writeOutput(chain(chunks), output);
  // Not ended: the wizard still asks its last question there.
  else await pipeline(...chunks, process.stdout, { end: false });
  if (!report) return undefined;
  for (const line of warnings(report, args.verbose)) 'warning' in line ? tell(line.warning, 'warning') : tell(line.line);
  const digested = format === 'gitingest';
  // A digest written over its budget says so in its text, and the run fails as `check` does on a
  // budget exceeded (exit 1: the analysis itself went well); a plan alone (no digest) does not.
  const over = digested && report.result.fit?.fits === false;
  for (const line of fitLines(report, digested, args.verbose)) tell(line, over ? 'error' : 'plain');
  if (over) process.exitCode = 1;
  if (args.verbose) tell(countingStats(report, stats));
  if (process.stderr.isTTY && options.summary !== false) process.stderr.write(summary(report, output ? `wrote ${output.file}` : '', paint(process.stderr)));
  return report;
}


export { tuneEngine };

export function warn(message: string): void {
  tell(message, 'warning');
}

