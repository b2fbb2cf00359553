import { existsSync } from 'node:fs';
import { removePendingTempFiles } from '../util/atomic.js';
import { loadConfig } from '../config/index.js';
import { AnalyzerError, UsageError, toExitCode } from '../util/errors.js';
import { tuneStart } from '../counting/engine.js';
import { VERSION } from '../util/version.js';
import { nearest } from '../util/words.js';
import { parseArgs, type CliArgs } from './args.js';
import { checkCommand as check } from './check.js';
import { cacheCommand, configCommand } from './config.js';
import { diffCommand } from './diff.js';
import { HELP } from './help.js';
import { mcpCommand } from './mcp.js';
import { analyse, warn } from './run.js';
import { serveCommand } from './serve.js';
import { shutdown } from './shutdown.js';
import { tell } from './terminal.js';
import { watchCommand } from './watch.js';

const COMMANDS: Record<string, (argv: string[], out: NodeJS.WritableStream) => Promise<void>> = { config: configCommand, cache: cacheCommand, serve: serveCommand, watch: watchCommand, diff: diffCommand, check, mcp: mcpCommand };

async function main(argv: string[]): Promise<void> {
  // A command is the first word; its own flags follow it.
  const [first, ...rest] = argv;
  if (first !== undefined && Object.hasOwn(COMMANDS, first)) return COMMANDS[first](rest, process.stdout);
  const args = parseArgs(argv);
  if (args.help) return void process.stdout.write(HELP);
  if (args.version) return void process.stdout.write(`${VERSION}\n`);
  if (!args.given) {
    if (!process.stdin.isTTY || !process.stdout.isTTY) {
      throw new UsageError("the interactive wizard needs a terminal; give a directory or options to analyse non-interactively ('analyzer .', 'analyzer --help')");
    }
    loadConfig({ warn });
    return (await import('./wizard.js')).wizard();
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

const COMMANDS_SHOWN = { watch: 1, diff: 1, check: 1, serve: 1, mcp: 1, config: 1, cache: 1 };

function fail(err: unknown, verbose: boolean): void {
  if ((err as NodeJS.ErrnoException)?.code === 'EPIPE') return void (process.exitCode = 0);
  const message = err instanceof AnalyzerError ? err.message : `internal error: ${(err as Error)?.message ?? String(err)}`;
  tell(message, 'error');
  if (verbose && err instanceof Error && !(err instanceof AnalyzerError)) process.stderr.write(`${err.stack}\n`);
  process.exitCode = toExitCode(err);
}

// V8's settings for this V8 (counting/engine.ts), before any counting thread starts.
tuneStart();

const argv = process.argv.slice(2);
// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
});
// Interrupted: no temp file stays behind, a server stops first (a second signal does not wait
// for it), and the exit status says which signal (128 + its number).
for (const [signal, status] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
  process.once(signal, () => {
    removePendingTempFiles();
    process.once(signal, () => process.exit(status));
    void shutdown().then(() => process.exit(status));
  });
}
main(argv).catch((err) => fail(err, argv.includes('--verbose')));
