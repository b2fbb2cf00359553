import { once } from 'node:events';
import { Readable } from 'node:stream';
import { configuredPath, loadConfig } from '../config/index.js';
import { UsageError } from '../util/errors.js';
import { planRun } from '../run/plan.js';
import { inChunks } from '../sinks/chunks.js';
import { SINKS } from '../sinks/index.js';
import { jsonLineText } from '../sinks/json.js';
import { count } from '../sinks/markdownText.js';
import type { RunStats } from '../types.js';
import { VERSION } from '../util/version.js';
import { WatchSession, watchSettings, type WatchRun } from '../watch/index.js';
import { ANALYSIS_GROUPS, parseArgs } from './args.js';
import { flagHelp } from './flags.js';
import { chooseFormat, prepareOutput, writeOutput } from './output.js';
import { tuneEngine, warn } from './run.js';
import { countingStats, paint, plural, tell, warnings } from './terminal.js';
import type { Report } from '../results.js';

// analyzer watch [options] [dir]: the first result, then one per burst of changes, until Ctrl-C
// (cli.ts exits 130 and removes a temp file being written) or the folder goes (exit 5).
export async function watchCommand(argv: string[], out: NodeJS.WritableStream): Promise<void> {
  const args = parseArgs(argv, [...ANALYSIS_GROUPS, 'watch'], 'watch');
  if (args.help) return void out.write(watchHelp());
  if (args.version) return void out.write(`${VERSION}\n`);
  loadConfig({ warn });
  const { analysis, interval } = watchSettings({ ...args.analysis, interval: intervalFlag(args.flags.interval), ignore: args.flags.ignore as string[] | undefined });
  // Parts written inside the watched folder would each start a run, and parts come and go by number.
  if (args.analysis.split !== undefined) throw new UsageError("--split is not available for watch: run 'analyzer --split' when the parts are wanted");
  const file = args.output ?? configuredPath('output.file') ?? undefined;
  const output = file ? await prepareOutput(file) : undefined;
  const format = chooseFormat(args, file);
  const { text } = SINKS[format];
  // The output and the temp file it is written through may lie inside the watched tree.
  const plan = planRun(analysis, { format, alwaysIgnored: output ? [output.path, ...(output.temp ? [output.temp] : [])] : [] });
  tuneEngine(plan.options, true);
  const stderr = process.stderr;
  const colour = paint(stderr);
  const warned = new Set<string>();
  let tokens = 0;
  let fatal: unknown;
  const session: WatchSession = new WatchSession({
    plan,
    interval,
    // Said at once, and not again with the run's other warnings.
    observer: { warn: (message) => (warned.add(message), warn(message)) },
    async deliver(report: Report, run: WatchRun, stats: RunStats) {
      if (output) await writeOutput(Readable.from(inChunks(text(report))), output);
      else await send(out, format === 'json' ? jsonLineText(report) : ended(text(report)));
      // Said once each: a run that skips the same files as the last says nothing new.
      for (const line of warnings(report, args.verbose)) {
        const said = 'warning' in line ? line.warning : line.line;
        if (warned.has(said)) continue;
        warned.add(said);
        if ('warning' in line) tell(line.warning, 'warning');
        else tell(line.line);
      }
      if (args.verbose) tell(countingStats(report, stats));
      if (stderr.isTTY) stderr.write(`${status(report, run, tokens)}${output ? `; wrote ${output.file}` : ''}\n`);
      tokens = report.result.totalTokens;
    },
    failed(err: unknown, stops: boolean) {
      if (stops) fatal = err;
      else tell(err instanceof Error ? err.message : String(err), 'error');
    },
  });

  /** `12:04:31  2 files changed, 1,234,567 tokens (+120)`; the first run says what is watched. */
  function status({ result }: Report, { run, changed }: WatchRun, before: number): string {
    const time = colour.dim(new Date().toTimeString().slice(0, 8));
    const total = `${colour.bold(count(result.totalTokens))} tokens`;
    if (run === 1) return `${time}  ${plural(result.totalFiles, 'file')}, ${total}; watching ${plural(session.watching, 'folder')} (Ctrl-C stops)`;
    const delta = result.totalTokens - before;
    return `${time}  ${plural(changed.length, 'file')} changed, ${total} (${delta > 0 ? '+' : delta < 0 ? '-' : '±'}${count(Math.abs(delta))})`;
  }

  await session.done;
  if (fatal !== undefined) throw fatal;
}

/** `--interval 500`: a whole number of milliseconds (watchSettings() checks its range). */
function intervalFlag(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) throw new UsageError(`invalid interval '${String(value)}' for --interval: a whole number of milliseconds`);
  return Number(value);
}

// Documents other than JSON lines end with a NUL byte, which none of them holds (save the
// GitIngest text of a file with one past its first 8 KiB), so a reader can split them apart.
function* ended(pieces: Iterable<string>): Generator<string> {
  yield* pieces;
  yield '\0';
}

/** Writes the pieces to `out` in chunks, waiting for a slow reader. */
async function send(out: NodeJS.WritableStream, pieces: Iterable<string>): Promise<void> {
  for (const chunk of inChunks(pieces)) if (!out.write(chunk)) await once(out, 'drain');
}


/** `analyzer watch --help` (made when asked: every CLI run loads this module). */
const watchHelp = (): string => `Usage
  analyzer watch [options] [dir]    analyse <dir>, then again whenever what it
                                    analyses changes, until Ctrl-C

A burst of changes ends with --interval ms of quiet, and gives one run. Runs
never overlap, and only files that changed are read again.

Output: the first result, then one per run. On standard output, JSON results
are one line each (NDJSON: analyzer watch | jq -c .totalTokens); the other
formats end each document with a NUL byte (read -r -d ''). -o <file> is
replaced atomically on each run. On a terminal, each run writes a status line
on standard error: the time, the files changed, the tokens and their change.
${flagHelp(['global', 'format', 'analysis', 'git', 'watch'])}
With a git option, staging, committing and checking out start a run too.

Exit codes
  2 invalid arguments   3 configuration error   4 analysis error (first run)
  5 the folder is gone or unreadable, or the output cannot be written
  130 interrupted (Ctrl-C)   143 terminated
`;
