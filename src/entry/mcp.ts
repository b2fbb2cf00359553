import { UsageError } from '../util/errors.js';
import { servedRoot } from '../server/options.js';
import { parseFlags } from './flags.js';
import { tuneEngine, warn } from './run.js';
import { onShutdown } from './shutdown.js';

// analyzer mcp [--root DIR]: an MCP server on stdin and stdout, until stdin closes or a signal.
export async function mcpCommand(argv: string[], out: NodeJS.WritableStream): Promise<void> {
  const { flags, operands } = parseFlags(argv, [], 'mcp', ['help', 'root']);
  if (flags.help) return void out.write(MCP_HELP);
  if (operands.length > 0) throw new UsageError(`mcp takes no directory ('${operands[0]}'): the folder its tools read is --root`);
  const root = servedRoot((flags.root as string | undefined) ?? '.');
  // Standard output is the protocol's: anything printed (a dependency's console.log) goes to stderr.
  for (const method of ['log', 'info', 'debug'] as const) console[method] = console.error;
  // Tools count exactly unless asked otherwise, call after call.
  tuneEngine({ countMode: 'exact' }, true);
  // Loaded here, not with the CLI: the SDK takes 120-200 ms to load, which no other command pays.
  const { startMcp } = await import('../mcp/server.js');
  // The session loads the root's configuration: one that is not valid is each tool call's answer, not an exit.
  const session = await startMcp({ root, warn });
  onShutdown(() => session.stop());
  await session.ended;
}

export const MCP_HELP = `Usage
  analyzer mcp [--root <dir>]   a Model Context Protocol server on standard
                                input and output, for coding agents (Claude
                                Code, Cursor, VS Code...), which start it

Tools
  analyze        token, line and file counts of a folder: the totals and the
                 biggest folders, files, languages (and functions), compact
  count_tokens   exact token count of a text, or of files
  diff           the token change between two git revisions (or a revision
                 and the working tree): totals, the biggest changes first
  check          token budgets: the verdict, and what exceeds them

Options
      --root <dir>          the folder the tools may read (paths are relative
                            to it), unless the client announces its own roots
                            [default: current directory]
  -h, --help                show this help

Set-up, Claude Code:
  claude mcp add analyzer -- npx -y code-token-analyzer mcp
Cursor, VS Code and others: see the README, "MCP server".

Standard output carries protocol messages only; warnings go to standard error.
The server ends when standard input closes, or on Ctrl-C or SIGTERM.

Exit codes
  0 the client closed standard input   2 invalid arguments
  5 the root is not a directory   (a configuration that is not valid is the
  answer to each tool call, until it is fixed)
  130 interrupted (Ctrl-C)   143 terminated
`;
