import { relative, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { pipeline } from 'node:stream/promises';
import { clearCache } from '../cache/index.js';
import { analysisStream, reportName } from '../analysis.js';
import { AnalyzerError, UsageError, toExitCode } from '../errors.js';
import { DEFAULT_CACHE_DIRECTORY, countingOf, resolveOptions } from '../options.js';
import { aggregate } from '../stages/aggregate.js';
import { chain, mapStage } from '../stages/objects.js';
import { SINKS } from '../sinks/index.js';
import { count as grouped } from '../sinks/markdownText.js';
import type { FileRecord, Report, RunStats } from '../types.js';
import { VERSION } from '../version.js';
import { parseArgs, type CliArgs } from './args.js';
import { HELP } from './help.js';
import { checkWritable, removePendingTempFiles, tempPathFor, writeFileAtomic } from './output.js';
import { Progress } from './progress.js';

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  if (args.help) return void process.stdout.write(HELP);
  if (args.version) return void process.stdout.write(`${VERSION}\n`);
  const [command, ...operands] = args.command;
  if (command === 'cache') return cacheCommand(operands);
  if (command !== undefined) throw new UsageError(`unexpected argument '${command}'; use --path to choose the directory`);
  if (!args.cli) {
    throw new UsageError("interactive mode needs a terminal and is not available yet; run 'analyzer --cli' to analyse non-interactively");
  }
  await analyse(args);
}

async function analyse(args: CliArgs): Promise<void> {
  if (args.output) await checkWritable(args.output);
  const output = args.output ? { file: args.output, temp: tempPathFor(args.output) } : undefined;
  const progress = new Progress(process.stderr);
  const { create, showsText } = SINKS[args.format];
  const stats: RunStats = { counted: 0, duplicates: 0, cached: 0, threads: 0 };
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
    alwaysIgnored: output ? [output.file, output.temp] : [],
    keepText: showsText,
    warn: (message) => process.stderr.write(`analyzer: warning: ${message}\n`),
    stats,
  });
  let report: Report | undefined;
  const chunks = [
    records,
    mapStage((batch: FileRecord[]) => (progress.files(batch.length), batch)),
    aggregate({ name: reportName(args.analysis), keepText: showsText, counting }),
    mapStage((r: Report) => ((report = r), progress.done(), r)),
    create(),
  ] as const;
  if (output) await writeFileAtomic(chain(chunks), output.file, output.temp);
  else await pipeline(...chunks, process.stdout);
  if (report) warn(report, args.verbose);
  if (report && args.verbose) process.stderr.write(`analyzer: ${summary(report, stats)}\n`);
}


async function cacheCommand([action, ...rest]: string[]): Promise<void> {
  if (action !== 'clear' || rest.length > 0) throw new UsageError(`unknown cache command '${[action, ...rest].join(' ')}'; the cache command is 'analyzer cache clear'`);
  const directory = resolve(DEFAULT_CACHE_DIRECTORY);
  await clearCache(directory);
  process.stdout.write(`analyzer: cleared the cache in ${relative(process.cwd(), directory) || '.'}\n`);
}

/** `1,234 files: 1,000 counted on 2 threads, 34 duplicates, 200 from the cache`. */
function summary({ result }: Report, { counted, duplicates, cached, threads }: RunStats): string {
  const where = threads > 0 ? `on ${threads} thread${threads === 1 ? '' : 's'}` : 'in the main thread';
  return `${grouped(result.totalFiles)} files: ${grouped(counted)} counted ${where}, ${grouped(duplicates)} duplicates, ${grouped(cached)} from the cache`;
}

function warn({ result: { skipped = [] }, warnings }: Report, verbose: boolean): void {
  for (const warning of warnings) process.stderr.write(`analyzer: warning: ${warning}\n`);
  if (skipped.length === 0) return;
  const reasons = new Map<string, number>();
  for (const { reason } of skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const summary = [...reasons].map(([reason, n]) => `${n} ${reason}`).join(', ');
  const noun = skipped.length === 1 ? 'file' : 'files';
  process.stderr.write(`analyzer: warning: skipped ${skipped.length} ${noun} (${summary})${verbose ? '' : '; --verbose lists them'}\n`);
  if (verbose) for (const { path, reason } of skipped) process.stderr.write(`analyzer: skipped ${path}: ${reason}\n`);
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
process.once('SIGINT', () => {
  removePendingTempFiles();
  process.exit(130);
});
main(argv).catch((err) => fail(err, argv.includes('--verbose')));
