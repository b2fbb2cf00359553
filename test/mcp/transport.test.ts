import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_MESSAGE_BYTES, idAtEnds } from '../../src/mcp/transport.js';
import { CLI, tempTree } from '../_helpers/index.js';
import { XDG, exited } from './_session.js';

// `analyzer mcp`'s reading of standard input, driven byte by byte: a message over the limit is
// refused at once with a JSON-RPC error and the session goes on; a line that is no JSON-RPC gets
// one too; closing the input or SIGTERM ends the process whatever it is reading.

const test = suite('mcp/transport');

const MiB = 1024 * 1024;

interface Raw {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the first message from the server with this id (waiting up to `ms`). */
  answer(id: unknown, ms?: number): Promise<{ id: unknown; result?: any; error?: { code: number; message: string } }>;
  send(message: unknown): void;
  stderr(): string;
}

async function raw(root: string): Promise<Raw> {
  const child = spawn(process.execPath, [CLI, 'mcp', '--root', root], { env: { ...process.env, NO_COLOR: '1', XDG_CONFIG_HOME: XDG }, stdio: ['pipe', 'pipe', 'pipe'] });
  const messages: any[] = [];
  let waiting: (() => void) | undefined;
  let pending = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (data: string) => {
    pending += data;
    for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n')) {
      messages.push(JSON.parse(pending.slice(0, end)));
      pending = pending.slice(end + 1);
    }
    waiting?.();
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  // An input closed under a write is part of these tests.
  child.stdin.on('error', () => {});
  const session: Raw = {
    child,
    send: (message) => child.stdin.write(`${JSON.stringify(message)}\n`),
    stderr: () => stderr,
    answer: async (id, ms = 10_000) => {
      const until = Date.now() + ms;
      for (;;) {
        const found = messages.find((m) => m.id === id && ('result' in m || 'error' in m));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no answer to ${JSON.stringify(id)} in ${ms} ms; stderr: ${stderr}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(1, until - Date.now()));
          waiting = () => (clearTimeout(timer), resolve());
        });
      }
    },
  };
  session.send({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
  await session.answer(0);
  session.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return session;
}

/** A tools/call of count_tokens as the SDK's client writes it: method and params first, the id last. */
const countText = (id: number | string, text: string) => `${JSON.stringify({ method: 'tools/call', params: { name: 'count_tokens', arguments: { text } }, jsonrpc: '2.0', id })}\n`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

test('mcp/transport :: a message over 16 MiB is refused within a second, with its id (first or last), and the session goes on', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'export const a = 1;\n' });
  const session = await raw(dir);
  try {
    const big = countText(7, 'a'.repeat(20 * MiB));
    const refused = await timed(() => {
      session.child.stdin.write(big);
      return session.answer(7, 30_000);
    });
    assert.ok(refused.ms < 1000, `${Math.round(refused.ms)} ms`);
    assert.equal(refused.value.error, { code: -32600, message: `message too large: ${Buffer.byteLength(big) - 1} bytes, over the limit of 16777216 (16 MiB); count a larger text as a file (count_tokens paths)` });
    // The id first, as other clients write it; 70 MiB, sent as it is read.
    const huge = `{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"count_tokens","arguments":{"text":"${'b'.repeat(70 * MiB)}"}}}\n`;
    const second = await timed(() => {
      session.child.stdin.write(huge);
      return session.answer('big', 30_000);
    });
    assert.ok(second.ms < 2000, `${Math.round(second.ms)} ms`);
    assert.is(second.value.error?.code, -32600);
    const small = await timed(() => {
      session.child.stdin.write(countText(8, 'hello world'));
      return session.answer(8);
    });
    assert.equal(small.value.result.structuredContent, { encoding: 'o200k_base', tokens: 2, textTokens: 2 });
    assert.match(session.stderr(), 'MCP: message too large: ');
  } finally {
    session.child.kill();
  }
  cleanup();
});

test('mcp/transport :: a message under the limit whose text is over analysis.maxFileSize is a tool error, within a few seconds', async () => {
  const { dir, cleanup } = tempTree();
  const session = await raw(dir);
  try {
    const answered = await timed(() => {
      session.child.stdin.write(countText(3, 'c'.repeat(12 * MiB)));
      return session.answer(3, 30_000);
    });
    assert.ok(answered.ms < 3000, `${Math.round(answered.ms)} ms`);
    assert.equal(answered.value.result, { isError: true, content: [{ type: 'text', text: 'text is larger than 10485760 bytes (analysis.maxFileSize)' }] });
  } finally {
    session.child.kill();
  }
  cleanup();
});

test('mcp/transport :: a line that is not JSON, or not JSON-RPC, gets a JSON-RPC error; the session goes on', async () => {
  const { dir, cleanup } = tempTree();
  const session = await raw(dir);
  try {
    session.child.stdin.write('{"jsonrpc": "2.0", "id": 4, "method": \n');
    const parse = await session.answer(null);
    assert.is(parse.error?.code, -32700);
    assert.match(parse.error!.message, /^parse error: /);
    session.send({ jsonrpc: '1.0', id: 5, method: 'tools/list' });
    assert.equal((await session.answer(5)).error, { code: -32600, message: 'invalid request: not a JSON-RPC 2.0 message' });
    session.send({ jsonrpc: '2.0', id: 6, method: 'tools/list' });
    assert.is((await session.answer(6)).result.tools.length, 4);
  } finally {
    session.child.kill();
  }
  cleanup();
});

test('mcp/transport :: closing the input in the middle of a large message ends the process within 2 s (exit 0)', async () => {
  const { dir, cleanup } = tempTree();
  const session = await raw(dir);
  const closed = new Promise<number | null>((resolve) => session.child.on('exit', (code) => resolve(code)));
  session.child.stdin.write(`{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"count_tokens","arguments":{"text":"${'d'.repeat(40 * MiB)}`);
  const ended = await timed(async () => {
    session.child.stdin.end();
    return closed;
  });
  assert.is(ended.value, 0, session.stderr());
  assert.ok(ended.ms < 2000, `${Math.round(ended.ms)} ms`);
  cleanup();
});

test('mcp/transport :: SIGTERM in the middle of a message that keeps coming ends the process within 2 s (exit 143)', async () => {
  const { dir, cleanup } = tempTree();
  const session = await raw(dir);
  const exitedWith = new Promise<number | null>((resolve) => session.child.on('exit', (code) => resolve(code)));
  const block = Buffer.alloc(MiB, 'e');
  session.child.stdin.write('{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"count_tokens","arguments":{"text":"');
  let writing = true;
  const feed = async () => {
    while (writing && !session.child.stdin.destroyed) {
      if (session.child.stdin.write(block)) continue;
      await new Promise<void>((resolve) => {
        const go = () => {
          session.child.stdin.off('drain', go).off('close', go);
          resolve();
        };
        session.child.stdin.on('drain', go).on('close', go);
      });
    }
  };
  const fed = feed();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const ended = await timed(async () => {
    session.child.kill('SIGTERM');
    return exitedWith;
  });
  writing = false;
  await fed;
  assert.is(ended.value, 143, session.stderr());
  assert.ok(ended.ms < 2000, `${Math.round(ended.ms)} ms`);
  await exited(session.child.pid!);
  cleanup();
});

test('mcp/transport :: the id of a message over the limit is read from either end, and only at the top level', () => {
  assert.is(idAtEnds('{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"te', 'xxx"}}}'), 12);
  assert.is(idAtEnds('{ "id" : "a\\"b", "jsonrpc":"2.0"', ''), 'a"b');
  assert.is(idAtEnds('{"method":"tools/call","params":{"arguments":{"text":"aa', 'aaa"}},"jsonrpc":"2.0","id":41}\r'), 41);
  assert.is(idAtEnds('{"method":"x","params":{"te', 'xt":"a","id":3}}'), null);
  assert.is(idAtEnds('{"method":"x","params":{"te', 'xt":"a\\",\\"id\\":3}"}'), null);
  assert.is(idAtEnds('{"params":{"id":5,"a":"', '"}}'), null);
  assert.is(MAX_MESSAGE_BYTES, 16 * MiB);
});

test.run();
