import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newRunStats } from '../run/index.js';
import { configValue, loadConfig } from '../config/index.js';
import { computeDiff, planDiff } from '../diff/index.js';
import { UsageError } from '../util/errors.js';
import { inChunks } from '../sinks/chunks.js';
import { DIFF_SINKS, type DiffFormat } from '../sinks/diff.js';
import { percent, signed } from '../sinks/diffMarkdown.js';
import { textPath } from '../sinks/escape.js';
import { formatOfFile, type Format } from '../sinks/formats.js';
import { count } from '../sinks/markdownText.js';
import { VERSION } from '../util/version.js';
import { analysisOptions, formatOf } from './args.js';
import { flagHelp, parseFlags } from './flags.js';
import { prepareOutput, writeOutput } from './output.js';
import { tuneEngine, warn } from './run.js';
import { paint, plural, tell, type Paint } from './terminal.js';
import type { DiffReport, FileDiff } from '../results.js';

// A diff writes no digest for --fit to plan, --compress to compress, --split to cut or --allow-secrets to let through.
const NOT_FOR_DIFF = ['fit', 'compress', 'split', 'allow-secrets'];

// analyzer diff <base> [<head>] [options]: what a change did to the tree's tokens, file by file.
export async function diffCommand(argv: string[], out: NodeJS.WritableStream): Promise<void> {
  const { flags, operands } = parseFlags(argv, ['global', 'format', 'analysis'], 'diff', ['cached'], NOT_FOR_DIFF);
  if (flags.help) return void out.write(diffHelp());
  if (flags.version) return void out.write(`${VERSION}\n`);
  if (operands.length === 0) throw new UsageError("diff needs a base revision: 'analyzer diff main' (see 'analyzer diff --help')");
  if (operands.length > 2) throw new UsageError(`diff takes a base and a head revision, not '${operands[2]}' too (the folder is -p <dir>)`);
  const [base, head] = operands;
  const { cached, ...rest } = flags;
  const analysis = analysisOptions(rest, flags.path as string | undefined);
  loadConfig({ warn });
  const file = flags.output as string | undefined;
  const format = diffFormat(formatOf(argv, flags), file);
  const output = file ? await prepareOutput(file) : undefined;
  const diffing = planDiff(
    { ...analysis, base, ...(head !== undefined && { head }), ...(cached !== undefined && { cached: cached as boolean }) },
    // The output and the temp file it is written through may lie inside the analysed tree.
    { alwaysIgnored: output ? [output.path, ...(output.temp ? [output.temp] : [])] : [] },
  );
  tuneEngine(diffing.plan.options);
  const stats = newRunStats();
  // Warnings are said once the document is out, with the diff's own.
  const report = await computeDiff(diffing, { observer: { stats } });
  const chunks = Readable.from(inChunks(DIFF_SINKS[format].text(report)));
  if (output) await writeOutput(chunks, output);
  else await pipeline(chunks, out, { end: false });
  // Binary files are skipped quietly, as in a plain run: they stay in `skipped`.
  const shown = flags.verbose ? report.result.skipped ?? [] : (report.result.skipped ?? []).filter(({ reason }) => reason !== 'binary');
  for (const line of report.warnings) tell(line, 'warning');
  const paths = new Set(shown.map(({ path }) => path)).size;
  if (shown.length > 0) tell(`${plural(paths, 'changed file')} skipped (${[...new Set(shown.map((s) => s.reason))].join(', ')})${flags.verbose ? '' : '; --verbose lists them'}`, 'warning');
  if (flags.verbose) {
    for (const { path, side, reason } of shown) tell(`skipped ${textPath(path)} (${side}): ${reason}`);
    tell(`${plural(stats.counted, 'file')} counted, ${count(stats.cached)} from the cache`);
  }
  if (process.stderr.isTTY) process.stderr.write(diffSummary(report, output ? `wrote ${output.file}` : '', paint(process.stderr)));
}

/**
 * A format flag; else the extension of `-o`; else the configured `output.format` when a diff has
 * it; else JSON. GitIngest and HTML show a tree's files, which a diff has not.
 */
function diffFormat(flag: Format | undefined, file: string | undefined): DiffFormat {
  const chosen = flag ?? (file ? formatOfFile(file) : undefined);
  if (chosen === 'gitingest' || chosen === 'html') {
    throw new UsageError(`${flag ? `--${flag}` : `-o ${file}`}: ${chosen === 'html' ? 'HTML' : 'GitIngest'} is not available for diff (--json, --toon or --markdown)`);
  }
  if (chosen) return chosen;
  const configured = configValue<Format>('output.format');
  return configured === 'toon' || configured === 'markdown' ? configured : 'json';
}

const SHOWN = 5;

/** The end of a diff, for a person: the change of the whole tree, the files that changed most, where the output went. */
export function diffSummary({ result }: DiffReport, where: string, paint: Paint): string {
  const { before, after, delta } = result.totals;
  const colour = (n: number, text: string) => (n > 0 ? paint.red(text) : n < 0 ? paint.green(text) : text);
  const head = `${colour(delta.tokens, paint.bold(`${signed(delta.tokens)} tokens`))}${percent(delta.tokens, before.tokens)}: ${count(before.tokens)} -> ${count(after.tokens)} tokens, ${plural(after.files, 'file')} (${result.base.ref} -> ${result.head.ref})`;
  const files = [...result.files].sort((a, b) => Math.abs(b.delta.tokens) - Math.abs(a.delta.tokens) || (a.path < b.path ? -1 : 1)).slice(0, SHOWN);
  const width = Math.max(0, ...files.map((f) => signed(f.delta.tokens).length));
  const lines = [
    head,
    ...files.map((f) => `  ${colour(f.delta.tokens, signed(f.delta.tokens).padStart(width))}  ${paint.dim(name(f))}`),
    ...(result.files.length > SHOWN ? [paint.dim(`  and ${plural(result.files.length - SHOWN, 'more file')}`)] : []),
    ...(result.files.length === 0 ? ['  no file changed'] : []),
    ...(where ? [where] : []),
  ];
  return `${lines.join('\n')}\n`;
}

function name(file: FileDiff): string {
  const path = file.previousPath === undefined ? textPath(file.path) : `${textPath(file.previousPath)} -> ${textPath(file.path)}`;
  return file.status === 'modified' ? path : `${path} (${file.status})`;
}

/** `analyzer diff --help` (made when asked). */
const diffHelp = (): string => `Usage
  analyzer diff <base> [<head>] [options]

What a change did to the tokens of the tree: every file added, removed,
modified or renamed between two sides of the git repository holding the
folder (-p, default the current directory), counted on both sides with a plain
run's rules, and the whole tree's totals on each side.

  <base>     a revision (branch, tag, commit, HEAD~3, origin/main...), read from
             git's objects: nothing is checked out or written into the repository
  <head>     a revision, read from objects too; without it the working tree, as
             --git-diff <base> sees it (committed, staged, unstaged and untracked
             files that are not ignored)
  --cached   the index (what is staged) instead of the working tree

Options
  -p, --path <dir>        the folder to compare, in a git repository [default:
                          current directory]
  -o, --output <file>     write the result to <file>, atomically; .json, .toon
                          and .md pick the format [default: standard output]
      --verbose           list skipped files, say how files were counted
  -h, --help              show this help

Output formats (one at a time)
      --json              JSON: base, head, encoding, totals (before, after,
                          delta), files, skipped [default: output.format when
                          it is toon or markdown, else JSON]
      --toon              the same object in TOON
      --markdown          a pull-request comment: the change, the files by the
                          size of their change, the methods that grew most
GitIngest and HTML are not available for diff (exit 2). output.file does not
apply: a diff goes to standard output unless -o is given.
${flagHelp(['analysis'], [...NOT_FOR_DIFF, 'token-count'])}
--fit and --no-token-count do not apply (exit 2): a diff writes no digest to
fit, and compares tokens.

With --method-level each file lists its methods added, removed or changed,
matched by qualified name (a renamed file's with its previous path's).

Files git pairs as renamed (50% similar) are one file; an untracked file is
added, as git status says. Binary, too large and non-UTF-8 files are listed
under "skipped", with the side they were skipped on. Submodules are left out
on both sides; with --submodules, each side holds their files (a git side at
the commit the submodule records, read from its own repository). git runs
nothing the repository's config names, and nothing is written into .git.

Exit codes
  0 success   1 internal error   2 invalid arguments (a revision starting with
  '-', --html, --gitingest)   3 configuration error   4 not a git repository,
  an unknown revision, a shallow clone lacking it (fetch more history)
  5 missing folder, unwritable output   130 interrupted (Ctrl-C)
`;
