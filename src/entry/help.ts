import { ESTIMATE_CHARS_PER_TOKEN, ENCODINGS } from '../tokenizer/index.js';

export const HELP = `analyzer: exact LLM token, file and line counts for a source tree

Usage
  analyzer --cli [options]        analyse a directory and print the result

Options
  -c, --cli                 run non-interactively (the wizard needs a terminal)
  -p, --path <dir>          directory to analyse (default: current directory)
  -o, --output <file>       write the result to <file> (atomically) instead of stdout
      --json                JSON output (the default)
  -h, --help                show this help
  -v, --version             show the version
      --verbose             list skipped files; show stack traces of internal errors

Analysis
      --include <glob>      analyse only matching files (repeatable); globs match
                            root-relative paths, a glob without '/' matches file names
      --exclude <glob>      leave out matching files and folders (repeatable)
      --no-gitignore        ignore .gitignore files and .git/info/exclude
      --no-default-ignores  also analyse VCS folders, node_modules, .analyzer and lock files
      --max-file-size <n>   skip larger files, reported as skipped (default 10M; K, M, G)
      --encoding <name>     tiktoken encoding (default o200k_base): ${ENCODINGS.join(', ')}
      --no-tiktoken         estimate instead of exact counts: ceil(characters / ${ESTIMATE_CHARS_PER_TOKEN}) per file
      --no-token-count      count files and lines only (tokens are 0)
      --include-comments    count comments too; by default they are removed before
                            counting (strings, docstrings and line breaks always stay)

Binary, oversized, unreadable and non-UTF-8 files are skipped and listed under
"skipped"; symlinks are not followed.

Exit codes
  0 success   1 internal error   2 invalid arguments   3 configuration error
  4 analysis error   5 file system error (missing directory, unwritable output)
`;
