import { isIP } from 'node:net';
import { UsageError } from '../util/errors.js';
import { shownText } from '../util/words.js';
import { flagHelp, parseFlags } from './flags.js';
import { tuneEngine, warn } from './run.js';
import { onShutdown } from './shutdown.js';
import { tell } from './terminal.js';

// analyzer serve [--port N] [--host H] [--root DIR] [--trust-proxy]: the REST API, until a signal.
export async function serveCommand(argv: string[], out: NodeJS.WritableStream): Promise<void> {
  const { flags, operands } = parseFlags(argv, ['server'], 'serve', ['help']);
  if (flags.help) return void out.write(SERVE_HELP);
  if (operands.length > 0) throw new UsageError(`serve takes no directory ('${operands[0]}'): the folder it serves is --root`);
  // Requests count exactly unless they ask otherwise.
  tuneEngine({ countMode: 'exact' }, true);
  // Loaded here, not with the CLI: polka and the rate limiter cost every other command nothing.
  const { startServer } = await import('../server/index.js');
  const server = await startServer({
    ...(flags.port !== undefined && { port: port(flags.port as string) }),
    ...(flags.host !== undefined && { host: flags.host as string }),
    ...(flags.root !== undefined && { root: flags.root as string }),
    ...(flags['trust-proxy'] !== undefined && { trustProxy: flags['trust-proxy'] as boolean }),
    onWarning: warn,
  });
  onShutdown(() => server.stop());
  tell(`serving ${server.url} (root: ${server.root})`);
  if (!isLoopback(server.address)) {
    warn(`${server.host} is reachable from other machines, and the API has no authentication: put it behind a reverse proxy that authenticates`);
  }
}

function port(text: string): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) throw new UsageError(`invalid port '${shownText(text)}' (0 to 65535; 0 picks a free one)`);
  return Number(text);
}

/** Whether an address the server listens on is reachable from this machine only. */
function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

export const SERVE_HELP = `Usage
  analyzer serve [options]    the REST API and the HTML report, until Ctrl-C
${flagHelp(['server'])}
Endpoints (POST bodies are JSON, sent as Content-Type: application/json)
  GET  /                  the HTML report, which asks the API for its data
  POST /api/analyze       {"path":"src","methodLevel":true,...}: the result
  POST /api/diff          {"base":"main","head":"HEAD",...}: what changed
                          between two sides of git, as analyzer diff
  GET  /api/status        {"status":"running","uptime":<s>,"version":...}
  GET  /api/config        the configuration; POST merges a partial one into
                          <root>/.analyzer/config.json and returns it whole
  POST /api/cache/clear   empty the analysis cache
  GET  /health            {"status":"healthy","timestamp":<ISO 8601>}

Requests may analyse the root and what it holds, nothing else; defaults come
from its configuration. The API has no authentication: bound to anything but
loopback, it belongs behind a reverse proxy that authenticates.

Exit codes
  2 invalid arguments   3 configuration error
  5 the port is in use or not permitted, or the root is not a directory
  130 interrupted (Ctrl-C)   143 terminated
`;
