import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, RootsListChangedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { loadConfig } from '../config/index.js';
import { AnalyzerError, ConfigError } from '../util/errors.js';
import { Keeper } from '../run/keeper.js';
import { VERSION } from '../util/version.js';
import { nearest } from '../util/words.js';
import { Roots } from './roots.js';
import { TOOLS, type Tool } from './tools/index.js';
import { LineTransport } from './transport.js';

export interface McpOptions {
  /** The folder tools read when the client announces no roots of its own: a real path. */
  root: string;
  /** Where messages come from and go to: standard input and output by default. */
  input?: NodeJS.ReadableStream & { pause(): unknown };
  output?: NodeJS.WritableStream;
  /** Told of what fails no call (a root that cannot be used, an internal error's stack): standard error. */
  warn: (message: string) => void;
}

export interface McpSession {
  /** Resolves once the session is over (its input closed, or stop()) and everything it started has ended. */
  readonly ended: Promise<void>;
  /** Ends the calls under way and the counting threads; resolves once they have. */
  stop(): Promise<void>;
}

// Analyses at a time, as for the REST server: counting takes every core. Others wait their turn.
const MAX_CALLS = 2;
// Progress notifications at most this often: a client redraws, it does not need every batch.
const PROGRESS_MS = 200;
// Between the last progress notification and the answer (see finished() in the call handler).
const FINAL_PROGRESS_GAP_MS = 20;
// A client that does not answer roots/list this soon is taken to have none.
const ROOTS_TIMEOUT_MS = 5000;

const INSTRUCTIONS = `analyzer reports exact LLM token counts of the code under the project's root without reading it into your context.
Call analyze before reading a large or unfamiliar folder: its size, and where its tokens are (biggest folders, files, languages; functions with methodLevel); with fit, which files to leave out for it to fit a context window.
Call count_tokens for what given files or a text cost.
Call diff for what a git change did to the tokens (a branch, or the uncommitted work, against a base revision): the biggest changes first.
Call check to weigh the code against token budgets (the project's, or ones you give): the verdict and what exceeds them.
Paths are relative to the root.`;

/** Starts an MCP server on `input` and `output` (stdio): the tools of TOOLS, over the library's analysis. */
export async function startMcp({ root, input = process.stdin, output = process.stdout, warn }: McpOptions): Promise<McpSession> {
  const server = new Server({ name: 'analyzer', title: 'analyzer: exact token counts of code', version: VERSION }, { capabilities: { tools: {}, logging: {} }, instructions: INSTRUCTIONS });
  const keeper = new Keeper();
  const roots = new Roots(root, warn);
  const gate = new Gate(MAX_CALLS);
  const ending = new AbortController();
  const byName = new Map(TOOLS.map((tool) => [tool.name, tool]));

  const config = new RootConfig(warn);
  config.use(root);
  const askRoots = () =>
    roots.follow(
      () => server.listRoots(undefined, { timeout: ROOTS_TIMEOUT_MS }),
      // Defaults and the cache's place come from the configuration of the root in use.
      ([first]) => config.use(first),
    );
  server.oninitialized = () => {
    if (server.getClientCapabilities()?.roots) askRoots();
  };
  server.setNotificationHandler(RootsListChangedNotificationSchema, () => askRoots());

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map(listed) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params;
    const tool = byName.get(name);
    if (!tool) {
      const near = nearest(name, [...byName.keys()]);
      throw new McpError(ErrorCode.InvalidParams, `unknown tool '${name}'${near ? ` (did you mean '${near}'?)` : ''}; the tools are ${[...byName.keys()].join(', ')}`);
    }
    const token = extra._meta?.progressToken;
    // sentAt paces the notifications; written (and writtenAt, once it is) is the last one's write.
    const seen = { done: 0, total: undefined as number | undefined, sentAt: 0, sent: 0, written: undefined as Promise<void> | undefined, writtenAt: 0 };
    const notify = (done: number, total: number | undefined) => {
      Object.assign(seen, { sent: done, sentAt: Date.now() });
      const params = { progressToken: token!, progress: done, ...(total !== undefined && { total }) };
      seen.written = extra.sendNotification({ method: 'notifications/progress', params }).then(() => void (seen.writtenAt = performance.now()), () => {});
    };
    const progress = (done: number, total?: number) => {
      Object.assign(seen, { done, total });
      if (token === undefined || Date.now() - seen.sentAt < PROGRESS_MS) return;
      notify(done, total);
    };
    // The last notification, before the answer: all of it done (progress equal to its total).
    // Progress must grow from one notification to the next: a count already sent is not sent again.
    const finished = async () => {
      if (token === undefined) return;
      const all = Math.max(seen.done, seen.total ?? 0);
      if (all > seen.sent) notify(all, all);
      await seen.written;
      // The SDK's client handles a notification a microtask after the line that brings it, and an
      // answer at once: read in one chunk with the answer, the notification finds its call over and
      // is dropped. Written a moment apart, the two are read apart; so is the last batch's
      // notification, when it said all was done just before the answer. Timed by the clock: a
      // timer counts from the event loop's time, which lags it on a busy loop.
      for (let wait; (wait = seen.writtenAt + FINAL_PROGRESS_GAP_MS - performance.now()) > 0; ) {
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
      }
    };
    // Ended by the client's notifications/cancelled, or by the session's end.
    const signal = AbortSignal.any([extra.signal, ending.signal]);
    try {
      await roots.ready();
      config.check();
      await gate.enter(signal);
      try {
        const { structured, text } = await tool.call(args, { roots, keeper, signal, progress, warn });
        await finished();
        return { content: [{ type: 'text', text }], structuredContent: structured };
      } finally {
        gate.leave();
      }
    } catch (err) {
      if (!signal.aborted) return failure(err, warn);
      // No answer goes to a cancelled request; the log says the work stopped, and where.
      if (extra.signal.aborted) {
        const data = `${name} cancelled after ${seen.done} files${seen.total === undefined ? '' : ` of ${seen.total}`}`;
        server.sendLoggingMessage({ level: 'info', logger: 'analyzer', data }).catch(() => {});
      }
      throw err;
    }
  });

  let stopping: Promise<void> | undefined;
  let over!: () => void;
  const ended = new Promise<void>((done) => (over = done));
  const stop = (): Promise<void> =>
    // In a later turn: closing the transport calls onclose, which calls this again.
    (stopping ??= Promise.resolve()
      .then(async () => {
        ending.abort();
        await server.close().catch(() => {});
        input.pause();
        await keeper.close();
      })
      .finally(over));
  server.onclose = () => void stop();
  server.onerror = (err) => warn(`MCP: ${err.message}`);
  // The client is gone when its end of the pipe closes: the SDK's transport does not watch for it.
  input.once('end', () => void stop());
  input.once('close', () => void stop());
  await server.connect(new LineTransport(input, output));
  return { ended, stop };
}

function listed({ name, title, description, inputSchema, outputSchema, annotations }: Tool) {
  return { name, title, description, inputSchema, outputSchema, annotations };
}

/** A call that failed: the client sees why (isError), and the session goes on. */
function failure(err: unknown, warn: (message: string) => void): CallToolResult {
  if (err instanceof AnalyzerError) return { isError: true, content: [{ type: 'text', text: err.details ? `${err.message}\n${err.details}` : err.message }] };
  warn(`internal error: ${(err as Error)?.stack ?? String(err)}`);
  return { isError: true, content: [{ type: 'text', text: `internal error: ${(err as Error)?.message ?? String(err)}` }] };
}

/**
 * The configuration of the root in use (.analyzer/config.json, over the user's), loaded as the CLI
 * loads it. One that is not valid does not stop the server (a client would only see its pipe
 * close): it is said on stderr, and every tool call answers it, naming the file, until the file is
 * fixed (it is read again at each call until then) or another root is in use.
 */
class RootConfig {
  private folder = '';
  private error: ConfigError | undefined;

  constructor(private readonly warn: (message: string) => void) {}

  use(folder: string): void {
    this.folder = folder;
    this.load();
    if (this.error) this.warn(`${this.error.message}; the tools answer this error until it is fixed`);
  }

  /** Throws the configuration's error, if it still has one. */
  check(): void {
    if (this.error) this.load();
    if (this.error) throw this.error;
  }

  private load(): void {
    try {
      loadConfig({ folder: this.folder, warn: this.warn });
      this.error = undefined;
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      this.error = err;
    }
  }
}

/** At most `size` calls at a time; the others wait in turn, or leave when their signal aborts. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async enter(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (this.running < this.size) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        this.waiting.splice(this.waiting.indexOf(go), 1);
        reject(signal.reason);
      };
      this.waiting.push(go);
      signal.addEventListener('abort', leave, { once: true });
    });
  }

  /** A call is done: the next waiting one takes its place. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
