import { ESTIMATE_CHARS_PER_TOKEN, ENCODINGS } from '../tokenizer/index.js';

// Every line fits a 80-column terminal without wrapping.
const WIDTH = 79;
const TEXT_COLUMN = 28;

/** A phrase the wrapping keeps on one line. */
function keep(phrase: string): string {
  return phrase.replaceAll(' ', '\u0000');
}

/** `text` wrapped to WIDTH at spaces, each line starting `indent` columns in. */
function wrap(text: string, indent: number, first = ' '.repeat(indent)): string {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ').map((w) => w.replaceAll('\u0000', ' '))) {
    if (line.length > indent && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = ' '.repeat(indent);
    }
    line += line.length > indent ? ` ${word}` : word;
  }
  lines.push(line);
  return `${lines.join('\n')}\n`;
}

/** An option and its description, the description in a column of its own. */
function option(flags: string, text: string): string {
  // Long options line up after the room a short alias takes (`-p, `).
  const head = `${flags.startsWith('--') ? '      ' : '  '}${flags}`;
  if (head.length >= TEXT_COLUMN) return `${head}\n${wrap(text, TEXT_COLUMN)}`;
  return wrap(text, TEXT_COLUMN, head.padEnd(TEXT_COLUMN));
}

export const HELP = `analyzer: exact LLM token, file and line counts for a source tree

Usage
  analyzer --cli [options]        analyse a directory and print the result
  analyzer cache clear            empty the analysis cache (.analyzer/cache)

Options
${[
  option('-c, --cli', 'run non-interactively (the wizard needs a terminal)'),
  option('-p, --path <dir>', 'directory to analyse (default: current directory)'),
  option('-o, --output <file>', 'write the result to <file> (atomically) instead of stdout'),
  option('--json', 'JSON output (the default)'),
  option('--toon', 'TOON (Token-Oriented Object Notation): the JSON object in fewer tokens. Measured on 500 files: TOON is 51-62% fewer tokens than pretty JSON and 12-35% fewer than minified JSON'),
  option('--gitingest', "a gitingest-style digest: summary, tree, and each file's analysed text (comments removed unless --include-comments)"),
  option('--markdown', 'a Markdown report: summary, top files, languages, directories, files'),
  option('--html', 'one self-contained HTML page (open it in a browser, offline): a zoomable treemap of tokens by folder, file and method, tokens by language, a sortable table of the files'),
  option('-h, --help', 'show this help'),
  option('-v, --version', 'show the version'),
  option('--verbose', 'list skipped files, end with how the files were counted (threads, duplicates, cache); stack traces of internal errors'),
].join('')}
Analysis
${[
  option('--include <glob>', "analyse only matching files (repeatable); globs match root-relative paths, a glob without '/' matches file names"),
  option('--exclude <glob>', 'leave out matching files and folders (repeatable)'),
  option('--no-gitignore', 'ignore .gitignore files and .git/info/exclude'),
  option('--no-default-ignores', 'also analyse VCS folders, node_modules, .analyzer and lock files'),
  option('--max-file-size <n>', 'skip larger files, reported as skipped (default 10M; K, M, G)'),
  option('--encoding <name>', `tiktoken encoding (default o200k_base): ${ENCODINGS.join(', ')}`),
  option('--no-tiktoken', `estimate instead of exact counts: ${keep(`ceil(characters / ${ESTIMATE_CHARS_PER_TOKEN})`)} per file`),
  option('--no-token-count', 'count files and lines only (tokens are 0)'),
  option('--include-comments', 'count comments too; by default they are removed before counting (strings, docstrings and line breaks always stay)'),
  option('--method-level', 'also count each function and method (JS/TS, Python, Go, Rust, Java, C#, C/C++, Ruby, PHP, shell): files get `methods`'),
  option('--no-cache', 'neither read nor write the analysis cache for this run; it lives in .analyzer/cache, keyed by content, good for an hour'),
].join('')}
Git
${[
  option('--git-diff <ref>', 'only files that differ between <ref> and the working tree: committed, staged and unstaged changes, and untracked files that are not ignored'),
  option('--git-diff --cached', 'only files staged in the index, against HEAD (with <ref>: against <ref>, as git diff --cached <ref>)'),
  option('--git-branch <branch>', 'only files a pull request from HEAD into <branch> would change: the working tree against their merge base'),
  option('--git-author <author>', 'only files that commits reachable from HEAD by <author> touched, under their current names (git log --author: a regular expression on the mailmapped "Name <email>")'),
].join('')}${wrap('The git options combine with each other and with --include/--exclude: a file must pass them all. Deleted files are never analysed; a renamed file counts under its new name; files inside submodules belong to the submodule (analyse its folder).', 2)}
${wrap('Binary, oversized, unreadable and non-UTF-8 files are skipped and listed under "skipped"; symlinks are not followed.', 0)}
Environment
${option('ANALYZER_THREADS=<n>', `threads that count, this one included (default: one per core; 0 or 1: this thread alone); trees under ${keep('4 MB')} use one thread`)}
Exit codes
  0 success   1 internal error   2 invalid arguments   3 configuration error
  4 analysis error   5 file system error (missing directory, unwritable output)
`;
