import { setFlagsFromString } from 'node:v8';
import { pipeline } from 'node:stream/promises';
import { analysisStream, newRunStats, reportName } from '../analysis.js';
import { configValue } from '../config/index.js';
import { countingOf, fitOf, resolveOptions } from '../options.js';
import { aggregate } from '../stages/aggregate.js';
import { chain, mapStage } from '../stages/objects.js';
import { SINKS } from '../sinks/index.js';
import type { FileRecord, Report } from '../types.js';
import type { CliArgs } from './args.js';
import { chooseFormat, prepareOutput, writeOutput } from './output.js';
import { Progress, countingStats, fitLines, paint, summary, tell, warnings } from './terminal.js';

export interface AnalyseOptions {
  /** End with the short summary on a terminal (the wizard prints its own). */
  summary?: boolean;
}

// One analysis as the CLI runs it: the output chosen, the stream composed with a sink, progress
// and warnings on stderr. The CLI and the wizard both run this.
export async function analyse(args: Pick<CliArgs, 'analysis' | 'format' | 'output' | 'verbose'>, options: AnalyseOptions = {}): Promise<Report | undefined> {
  const file = args.output ?? configValue<string | null>('output.file') ?? undefined;
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
  for (const line of fitLines(report, format === 'gitingest')) tell(line);
  if (args.verbose) tell(countingStats(report, stats));
  if (process.stderr.isTTY && options.summary !== false) process.stderr.write(summary(report, output ? `wrote ${output.file}` : '', paint(process.stderr)));
  return report;
}


/**
 * V8's settings for counting, in this process and its counting threads: the CLI's alone (in the
 * library they would change the host's process). `lasting`: watch and serve, whose long lives pay
 * for optimised code.
 */
export function tuneEngine({ countMode, methodLevel = false }: { countMode: string; methodLevel?: boolean }, lasting = false): void {
  // Counting tokens exactly: no inlining in V8's optimising compiler, for this process and its
  // counting threads. Each thread compiles the counting code for itself, on background threads
  // that take the cores the counting needs, and inlining made those compiles large: 1.19 s of
  // compiling in a cold run of the Python corpus, 0.51 s without. Cold runs, alternating: Python
  // -3 to -6%, the C headers -15%, JS/TS -5%, though the code counts about a tenth slower once
  // compiled. Not for other runs (`--no-token-count` on JS/TS: 0.63-0.66 s with it, 0.48-0.50 s
  // without).
  if (countMode === 'exact') setFlagsFromString('--no-turbo-inlining');
  if (!methodLevel || lasting) return;
  // Methods: tree-sitter's WebAssembly (Python's fallback, C/C++, Go, Rust, shell...) compiled by
  // the baseline compiler alone. Otherwise V8 compiles each grammar again with its optimising
  // compiler on background threads, which took about 1.2 s of CPU for the shell grammar and made
  // the process wait for it at exit: one shell script took 1.2 s with --method-level against
  // 0.27 s without, 0.35 s with this flag. Whole cold runs are faster too (py311 3.0 against
  // 3.9 s, node-include 1.9-2.2 against 2.1-2.7 s, 70-80 MB less peak RSS).
  setFlagsFromString('--liftoff-only');
  // And a heap that grows by a fifth between full collections: finding methods leaves much
  // short-lived garbage in the old generation, which V8 otherwise let reach twice what was live
  // (jsts: 490-520 MB peak RSS against 380-410 MB with this, in the same time within the noise;
  // py311 about 4% slower in 4 alternating rounds, node-include no slower).
  setFlagsFromString('--heap-growing-percent=20');
}

export function warn(message: string): void {
  tell(message, 'warning');
}

