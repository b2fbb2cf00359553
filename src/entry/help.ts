import { flagHelp } from './flags.js';

export const HELP = `analyzer: exact LLM token, file and line counts for a source tree

Usage
  analyzer [options] [dir]          analyse <dir> (default: current directory)
  analyzer                          on a terminal: the interactive wizard
  analyzer watch [options] [dir]    analyse again whenever files change
  analyzer diff <base> [<head>]     the token change between two sides of git,
                                    file by file ('analyzer diff --help')
  analyzer check [options] [dir]    weigh the tree against its token budgets:
                                    exit 1 when one is exceeded ('analyzer
                                    check --help')
  analyzer serve [options]          the local REST API (and the HTML report)
  analyzer mcp [--root <dir>]       an MCP server on stdio, for coding agents
  analyzer config show|get|set|unset
                                    the configuration ('analyzer config --help')
  analyzer cache clear              empty the analysis cache (cache.directory)

'analyzer <command> --help' tells more of each command.
${flagHelp(['global', 'format', 'analysis', 'git', 'watch', 'server'])}
Binary, oversized, unreadable and non-UTF-8 files are skipped and listed under
"skipped"; symlinks are not followed.

Environment
  ANALYZER_THREADS=<n>    threads that count, this one included (0 or 1: this
                          one alone) [default: one per core; one under 4 MB]
  NO_COLOR, FORCE_COLOR   colour off, or on even when not writing to a terminal

Exit codes
  0 success   1 internal error   2 invalid arguments   3 configuration error
  4 analysis error   5 file system error (missing directory, unwritable output)
  130 interrupted (Ctrl-C)   143 terminated
`;
