import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { pipeline } from 'node:stream/promises';
import { removePendingTempFiles } from '../atomic.js';
import { analysisStream, reportName } from '../analysis.js';
import { AnalyzerError, UsageError, toExitCode } from '../errors.js';
import { configValue, loadConfig } from '../config/index.js';
import { countingOf, resolveOptions } from '../options.js';
import { aggregate } from '../stages/aggregate.js';
import { chain, mapStage } from '../stages/objects.js';
import { SINKS } from '../sinks/index.js';
import type { FileRecord, Report, RunStats } from '../types.js';
import { VERSION } from '../version.js';
import { nearest } from '../words.js';
import { parseArgs, type CliArgs } from './args.js';
import { cacheCommand, configCommand } from './config.js';
import { HELP } from './help.js';
import { chooseFormat, prepareOutput, writeOutput } from './output.js';
import { Progress, countingStats, paint, summary, warnings } from './terminal.js';
import { watchCommand } from './watch.js';

const COMMANDS: Record<string, (argv: string[], out: NodeJS.WritableStream) => Promise<void>> = { config: configCommand, cache: cacheCommand, watch: watchCommand };

async function main(argv: string[]): Promise<void> {
  // A command is the first word; its own flags follow it.
  const [first, ...rest] = argv;
  if (first !== undefined && Object.hasOwn(COMMANDS, first)) return COMMANDS[first](rest, process.stdout);
  const args = parseArgs(argv);
  if (args.help) return void process.stdout.write(HELP);
  if (args.version) return void process.stdout.write(`${VERSION}\n`);
  if (!args.given) {
    throw new UsageError("the interactive wizard needs a terminal; give a directory or options to analyse non-interactively ('analyzer .', 'analyzer --help')");
  }
  checkCommand(argv, args);
  loadConfig({ warn });
  await analyse(args);
}

/** A word that names no file and looks like a command is taken for a mistyped command, not a missing directory. */
function checkCommand(argv: string[], args: CliArgs): void {
  const word = args.analysis.path;
  if (word === undefined || argv.includes(`--path=${word}`) || /[./\\]/.test(word) || existsSync(word)) return;
  if (argv.some((arg, i) => (arg === '-p' || arg === '--path') && argv[i + 1] === word)) return;
  const near = nearest(word, Object.keys(COMMANDS_SHOWN));
  throw new UsageError(`unknown command '${word}'${near ? ` (did you mean '${near}'?)` : ''}; the commands are ${Object.keys(COMMANDS_SHOWN).join(', ')} (a folder named so: ./${word})`);
}

const COMMANDS_SHOWN = { watch: 1, serve: 1, config: 1, cache: 1 };

async function analyse(args: CliArgs): Promise<void> {
  const file = args.output ?? configValue<string | null>('output.file') ?? undefined;
  const output = file ? await prepareOutput(file) : undefined;
  const format = chooseFormat(args, file);
  const stats: RunStats = { counted: 0, duplicates: 0, cached: 0, read: 0, threads: 0, found: 0, walked: false };
  const progress = new Progress(process.stderr, stats);
  const { create, showsText } = SINKS[format];
  // Counting tokens exactly: no inlining in V8's optimising compiler, for this process and its
  // counting threads. Each thread compiles the counting code for itself, on background threads
  // that take the cores the counting needs, and inlining made those compiles large: 1.19 s of
  // compiling in a cold run of the Python corpus, 0.51 s without. Cold runs, alternating: Python
  // -3 to -6%, the C headers -15%, JS/TS -5%, though the code counts about a tenth slower once
  // compiled. Not for other runs (`--no-token-count` on JS/TS: 0.63-0.66 s with it, 0.48-0.50 s
  // without), nor in the library, where the flag would change its host's process.
  const counting = countingOf(resolveOptions(args.analysis));
  if (counting.countMode === 'exact') setFlagsFromString('--no-turbo-inlining');
  const records = await analysisStream(args.analysis, {
    // The output and the temp file it is written through may lie inside the analysed tree.
    alwaysIgnored: output ? [output.path, ...(output.temp ? [output.temp] : [])] : [],
    keepText: showsText,
    warn,
    stats,
  });
  let report: Report | undefined;
  const chunks = [
    records,
    mapStage((batch: FileRecord[]) => (progress.files(batch), batch)),
    aggregate({ name: reportName(args.analysis), keepText: showsText, counting }),
    mapStage((r: Report) => ((report = r), progress.end(), r)),
    create(),
  ] as const;
  if (output) await writeOutput(chain(chunks), output);
  else await pipeline(...chunks, process.stdout);
  if (!report) return;
  for (const line of warnings(report, args.verbose)) process.stderr.write(`analyzer: ${line}\n`);
  if (args.verbose) process.stderr.write(`analyzer: ${countingStats(report, stats)}\n`);
  if (process.stderr.isTTY) process.stderr.write(summary(report, output ? `wrote ${output.file}` : '', paint(process.stderr)));
}


function warn(message: string): void {
  process.stderr.write(`analyzer: warning: ${message}\n`);
}

function fail(err: unknown, verbose: boolean): void {
  if ((err as NodeJS.ErrnoException)?.code === 'EPIPE') return void (process.exitCode = 0);
  const message = err instanceof AnalyzerError ? err.message : `internal error: ${(err as Error)?.message ?? String(err)}`;
  process.stderr.write(`analyzer: ${message}\n`);
  if (verbose && err instanceof Error && !(err instanceof AnalyzerError)) process.stderr.write(`${err.stack}\n`);
  process.exitCode = toExitCode(err);
}

// A small young generation keeps the garbage of tens of thousands of records and texts from
// growing this thread's heap: about 100 MB less peak memory on 11,000 files, and no measurable
// cost in time (2, 8 and 16 MB compared on the benchmark corpora).
setFlagsFromString('--max-semi-space-size=2');

const argv = process.argv.slice(2);
// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
});
// Interrupted: no temp file stays behind, and the exit status says which signal (128 + its number).
for (const [signal, status] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
  process.once(signal, () => {
    removePendingTempFiles();
    process.exit(status);
  });
}
main(argv).catch((err) => fail(err, argv.includes('--verbose')));
