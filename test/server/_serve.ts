import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetConfig } from '../../src/config/index.js';
import { serve, type ServeOptions, type Server } from '../../src/entry/index.js';
import { tempTree } from '../_helpers/index.js';

// No user configuration of whoever runs the tests reaches a server under test.
process.env.XDG_CONFIG_HOME = mkdtempSync(join(tmpdir(), 'analyzer-xdg-'));

export const TREE = {
  'src/queue.ts': 'export class Queue {\n  // items\n  push(x: number): void {}\n}\n',
  'src/util.py': '# tools\ndef twice(x):\n    return 2 * x\n',
  'README.md': '# Demo\n\nA small tree.\n',
};

export interface Served {
  server: Server;
  dir: string;
  url: string;
  stop: () => Promise<void>;
}

/** A server on port 0 over a temp tree (TREE unless given); stop() stops it and removes the tree. */
export async function start(options: ServeOptions = {}, files: Record<string, string | Buffer> = TREE): Promise<Served> {
  const { dir, cleanup } = tempTree(files);
  const server = await serve({ port: 0, root: dir, onWarning: () => {}, ...options });
  return {
    server,
    dir,
    url: `http://127.0.0.1:${server.port}`,
    stop: async () => {
      await server.stop();
      resetConfig();
      cleanup();
    },
  };
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; json: any }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

export async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; json: any }> {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

/**
 * Sends `parts` over a raw socket (no client library to fix the headers), `gapMs` apart, and
 * resolves with all the server sent once it closes the connection (or after `waitMs`).
 */
export function raw(port: number, parts: (string | Buffer)[], { gapMs = 0, waitMs = 5000 } = {}): Promise<{ text: string; closed: boolean; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let closed = false;
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (d) => received.push(d));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err)));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(received).toString('utf8'), closed, ms: Date.now() - started });
    });
    socket.on('end', () => (closed = true));
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

/** The status line and the JSON body of a raw HTTP/1.1 answer. */
export function parseRaw(text: string): { status: number; head: string; body: any } {
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(0, end);
  const body = text.slice(end + 4);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body: body ? JSON.parse(body) : undefined };
}
