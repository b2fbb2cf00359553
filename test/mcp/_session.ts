import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema, LoggingMessageNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CLI } from '../_helpers/index.js';

// No user configuration of whoever runs the tests reaches a server under test.
export const XDG = mkdtempSync(join(tmpdir(), 'analyzer-xdg-'));

export interface Session {
  client: Client;
  /** The server's process id (of `sh` when `wrapped`). */
  pid: number;
  stderr(): string;
  /** What the client could not take: a line on stdout that is not a protocol message among them. */
  errors: Error[];
  /** The data of each logging notification, in order. */
  logs: string[];
  /** tools/call, its answer as it came. */
  call(name: string, args?: Record<string, unknown>, options?: { signal?: AbortSignal; onprogress?: (p: { progress: number; total?: number }) => void }): Promise<CallToolResult>;
  /** Announces other roots (the client must have been started with `roots`). */
  setRoots(dirs: string[]): Promise<void>;
  close(): Promise<void>;
}

export interface SessionOptions {
  /** `--root`; none given: the server's working folder. */
  root?: string;
  cwd?: string;
  /** Folders the client announces as its MCP roots; none: the client has no roots capability. */
  roots?: string[];
  /** Run through `sh`, which writes `exit <status>` on stderr once the server has exited. */
  wrapped?: boolean;
}

/** `analyzer mcp` started and driven by the SDK's own client over stdio. */
export async function session({ root, cwd, roots, wrapped = false }: SessionOptions = {}): Promise<Session> {
  const args = root === undefined ? ['mcp'] : ['mcp', '--root', root];
  const transport = new StdioClientTransport({
    command: wrapped ? 'sh' : process.execPath,
    args: wrapped ? ['-c', `"${process.execPath}" "${CLI}" "$@"; echo "exit $?" >&2`, 'sh', ...args] : [CLI, ...args],
    cwd,
    env: { NO_COLOR: '1', XDG_CONFIG_HOME: XDG },
    stderr: 'pipe',
  });
  let stderr = '';
  (transport.stderr as Readable).setEncoding('utf8').on('data', (d) => (stderr += d));
  let announced = roots ?? [];
  const client = new Client({ name: 'analyzer-test', version: '1.0.0' }, { capabilities: roots ? { roots: { listChanged: true } } : {} });
  const errors: Error[] = [];
  const logs: string[] = [];
  client.onerror = (err) => errors.push(err);
  if (roots) client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: announced.map((dir) => ({ uri: pathToFileURL(dir).href })) }));
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(String(n.params.data)));
  await client.connect(transport);
  return {
    client,
    pid: transport.pid!,
    stderr: () => stderr,
    errors,
    logs,
    call: async (name, args = {}, options = {}) => (await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000, ...options })) as CallToolResult,
    setRoots: async (dirs) => {
      announced = dirs;
      await client.sendRootsListChanged();
    },
    close: () => client.close(),
  };
}

/** The text of a tool's answer. */
export function textOf(answer: CallToolResult): string {
  const [first] = answer.content;
  if (first?.type !== 'text') throw new Error(`no text in ${JSON.stringify(answer)}`);
  return first.text;
}

/** Resolves once `pid` has exited (polled), or rejects after `ms`. */
export async function exited(pid: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > until) throw new Error(`process ${pid} is still running after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A tree of `folders` x `files` generated JavaScript files with a few functions each: big enough to take a while. */
export function bigTree(folders: number, files: number): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'analyzer-mcp-big-'));
  for (let f = 0; f < folders; f++) {
    const folder = join(dir, `package-${String(f).padStart(3, '0')}`, 'lib', 'components');
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < files; i++) {
      const body = Array.from({ length: 12 }, (_, k) => `export function handle${f}x${i}x${k}(input) {\n  const value${k} = input.items.map((item) => item.weight * ${k + i} + "${f}-${i}-${k} label text").join(", ");\n  return { value${k}, count: ${f * i + k}, name: "component ${i} of folder ${f}" };\n}\n`).join('\n');
      writeFileSync(join(folder, `component-with-a-long-name-${String(i).padStart(3, '0')}.js`), body);
    }
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Calls `tool` and cancels it at its first progress notification; resolves with the server's log
 * of the cancellation and the notifications seen. On a loaded machine the client can read that
 * notification so late that the server has answered before the cancellation reaches it (the
 * client then reports "a response for an unknown message ID", and no log comes): that call is
 * tried again, up to `tries` times, as is a call answered before any notification was read. A cancellation that reached a running call and left no log
 * within `waitMs` fails the test.
 */
export async function cancelledCall(r: Session, tool: string, args: Record<string, unknown>, tries = 5, waitMs = 30_000): Promise<{ log: string; progress: { progress: number; total?: number }[] }> {
  for (let attempt = 1; ; attempt++) {
    const controller = new AbortController();
    const progress: { progress: number; total?: number }[] = [];
    const errors = r.errors.length;
    const call = r.call(tool, args, { signal: controller.signal, onprogress: (p) => (progress.push(p), controller.abort()) });
    const ended = await call.then(() => 'answered', (err: Error) => err.message);
    if (ended === 'answered' && attempt < tries) continue; // done before any notification was read
    if (ended !== 'MCP error -32001: AbortError: This operation was aborted') throw new Error(`${tool}: ${ended}`);
    const answered = () => r.errors.slice(errors).some((err) => err.message.startsWith('Received a response for an unknown message ID'));
    const until = Date.now() + waitMs;
    while (r.logs.length === 0 && !answered() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    const log = r.logs.shift();
    if (log !== undefined) return { log, progress };
    if (!answered()) throw new Error(`${tool}: cancelled, and after ${waitMs} ms neither a log nor an answer came`);
    // The race lost: the answer came before the cancellation. Its trace is taken out of the errors.
    r.errors.splice(errors);
    if (attempt === tries) throw new Error(`${tool}: answered before its cancellation ${tries} times in a row`);
  }
}
