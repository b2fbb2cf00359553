import { appendFileSync, realpathSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newRunStats } from '../run/index.js';
import { planCheck, runCheck, type CheckNames, type CheckOptions } from '../check/index.js';
import { loadConfig } from '../config/index.js';
import { UsageError, describeSystemError } from '../util/errors.js';
import { annotations, checkJsonText, checkMarkdownText, checkText, verdict, type CheckFormat } from '../sinks/check.js';
import { inChunks } from '../sinks/chunks.js';
import type { Format } from '../sinks/formats.js';
import { VERSION } from '../util/version.js';
import { parseArgs } from './args.js';
import { flagHelp } from './flags.js';
import { prepareOutput, writeOutput } from './output.js';
import { tuneEngine, warn } from './run.js';
import { paint, tell, warnings } from './terminal.js';

// A check writes no digest for --fit to plan.
const NOT_FOR_CHECK = ['fit'];

const NAMES: CheckNames = { base: '--base <ref>', maxTokens: '--max-tokens' };

// analyzer check [options] [dir]: every budget weighed; exit 0 when all hold, 1 when one is exceeded.
export async function checkCommand(argv: string[], out: NodeJS.WritableStream): Promise<void> {
  const args = parseArgs(argv, ['global', 'format', 'analysis', 'check'], 'check', NOT_FOR_CHECK);
  if (args.help) return void out.write(checkHelp());
  if (args.version) return void out.write(`${VERSION}\n`);
  loadConfig({ warn });
  const format = checkFormat(args.format, args.output);
  const options: CheckOptions = {
    ...args.analysis,
    ...(args.flags.base !== undefined && { base: args.flags.base as string }),
    ...(args.flags['max-tokens'] !== undefined && { maxTokens: args.flags['max-tokens'] as string }),
  };
  // Everything is checked before anything is counted or written.
  const output = args.output ? await prepareOutput(args.output) : undefined;
  const checking = planCheck(options, NAMES, { alwaysIgnored: output ? [output.path, ...(output.temp ? [output.temp] : [])] : [] });
  tuneEngine(checking.plan.options);
  const told = new Set<string>();
  const report = await runCheck(checking, { observer: { warn: (message) => (told.add(message), warn(message)), stats: newRunStats() } });
  const { result } = report;
  const text = format === 'json' ? checkJsonText(report) : format === 'markdown' ? checkMarkdownText(report) : checkText(report, paint(out as NodeJS.WriteStream));
  const chunks = Readable.from(inChunks(text));
  if (output) await writeOutput(chunks, output);
  else await pipeline(chunks, out, { end: false });
  const skipped = result.skipped ?? [];
  for (const line of warnings({ result: { skipped }, warnings: report.warnings }, args.verbose, told)) 'warning' in line ? tell(line.warning, 'warning') : tell(line.line);
  if (process.env.GITHUB_ACTIONS === 'true') github(report, args.analysis.path ?? '.');
  if ((output || format !== 'text') && process.stderr.isTTY) process.stderr.write(`${verdict(result, paint(process.stderr))}${output ? `; wrote ${output.file}` : ''}\n`);
  process.exitCode = result.ok ? 0 : 1;
}

/**
 * In GitHub Actions: each breach an `::error` annotation (on stderr, which the runner reads for
 * workflow commands as it does stdout, so `--json` stays clean), and the Markdown report appended
 * to the job's summary.
 */
function github(report: Parameters<typeof checkMarkdownText>[0], path: string): void {
  for (const line of annotations(report.result, repositoryPrefix(path))) process.stderr.write(`${line}\n`);
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (!summary) return;
  try {
    appendFileSync(summary, `${[...checkMarkdownText(report)].join('')}\n`);
  } catch (err) {
    tell(`cannot append the report to GITHUB_STEP_SUMMARY: ${describeSystemError(err)}`, 'warning');
  }
}

/** The checked folder's path from the workspace (GitHub's checkout), `/`-terminated: annotations name files from there. */
function repositoryPrefix(path: string): string {
  try {
    const from = relative(realpathSync(process.env.GITHUB_WORKSPACE || '.'), realpathSync(resolve(path)));
    return from === '' || from.startsWith('..') ? '' : `${from.split(sep).join('/')}/`;
  } catch {
    return '';
  }
}

/** `--json` or `--markdown`; else the extension of `-o` (`.json`, `.md`); else the text report. */
function checkFormat(flag: Format | undefined, file: string | undefined): CheckFormat {
  if (flag === 'json' || flag === 'markdown') return flag;
  if (flag) throw new UsageError(`--${flag} is not available for check (--json or --markdown; without either, a text report)`);
  const extension = file?.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'json' ? 'json' : extension === 'md' || extension === 'markdown' ? 'markdown' : 'text';
}

/** `analyzer check --help` (made when asked). */
const checkHelp = (): string => `Usage
  analyzer check [options] [dir]

Weighs the tree (dir, default the current directory) against every token
budget: the configured list 'budgets' ('analyzer config --help') and
--max-tokens. Exit 0 when all hold, 1 when one is exceeded. Each breach is
printed with its rule, the value found, the limit and the files or methods
that weigh most in it.

A budget is {"path"?: <glob>, <limit>: <tokens>}, with one limit of:
  maxTokens        the sum of the matching files' tokens
  maxFileTokens    each matching file's tokens
  maxMethodTokens  each method's tokens (turns --method-level on)
  maxIncrease      the growth of the matching files' tokens since --base: tokens
                   or a percentage of what they held there ("5%")
Tokens are written 200000, "200k" or "1.5M"; "path" is a glob as --include
reads one ("src/**", "*.ts", a folder's name), default every file.

  analyzer config set budgets '[{"maxTokens":"200k"},{"maxFileTokens":"8k"}]'
  analyzer check --base origin/main
${flagHelp(['check'])}
Options
  -p, --path <dir>        the folder to check [default: current directory]
  -o, --output <file>     write the report to <file>, atomically; .json and .md
                          pick the format [default: standard output]
      --verbose           list skipped files
  -h, --help              show this help

Output formats (one at a time)
      --json              the verdict for scripts: ok, counting, base, totals,
                          delta, breaches and held (rule, budget, kind, limit,
                          actual, top...), skipped [default: a text report]
      --markdown          a report for a pull request or a job's summary
${flagHelp(['analysis'], NOT_FOR_CHECK)}
In GitHub Actions (GITHUB_ACTIONS=true) each breach is also an ::error
annotation on standard error, and the Markdown report is appended to the file
GITHUB_STEP_SUMMARY names.

Exit codes
  0 every budget holds   1 a budget is exceeded (or an internal error)
  2 invalid arguments (no budget to check, a maxIncrease rule without --base)
  3 configuration error (a malformed budget, named)   4 not a git repository,
  an unknown revision   5 missing folder, unwritable output   130 interrupted
`;
