import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { RequestError, UsageError, toHttpError } from '../util/errors.js';

// The defences every request meets before a handler sees it, and the answers' common form.

/** Sent with every answer: nothing the server sends is to be guessed at, kept, or read by another site's page. */
export const ALWAYS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
} as const;

// A request is a few hundred bytes of options; 1 MiB leaves room for long pattern lists.
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a request whose Host the server does not answer to, so a page whose own name was made
 * to point at this machine (DNS rebinding) cannot read it: only `localhost`, `*.localhost`, IP
 * literals, and the host the server was bound to.
 */
export function checkHost(req: IncomingMessage, bound: string): void {
  const name = hostName(req.headers.host);
  const own = bound.toLowerCase().replace(/\.$/, '');
  const allowed = name !== undefined && (name === 'localhost' || name.endsWith('.localhost') || isLiteral(name) || name === own || name === `[${own}]`);
  if (!allowed) throw new RequestError(`host '${req.headers.host ?? ''}' is not served: use localhost or an IP address`, 'FORBIDDEN', 403);
}

/**
 * Refuses what another site's page sends: an `Origin` other than the server's own (`null`
 * included) and `Sec-Fetch-Site: cross-site` or `same-site` (another port of localhost is
 * another site's origin). No CORS header is ever sent, so a browser lets no other origin read
 * an answer either.
 */
export function checkOrigin(req: IncomingMessage): void {
  const { origin } = req.headers;
  if (origin !== undefined && originHost(origin) !== req.headers.host?.toLowerCase()) {
    throw new RequestError(`requests from other origins are not served (Origin: ${origin})`, 'FORBIDDEN', 403);
  }
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw new RequestError(`requests from other sites are not served (Sec-Fetch-Site: ${site})`, 'FORBIDDEN', 403);
}

/**
 * The JSON body of a POST, undefined when empty. Only `application/json`, so that no HTML form
 * of another site can post (415); at most MAX_BODY_BYTES, refused before reading when the
 * declared length is larger and as soon as the bytes read pass it, never held whole (413).
 */
export function readJson(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    return Promise.reject(new RequestError(`a POST body must be JSON, sent with Content-Type: application/json${type ? ` (not ${type})` : ''}`, 'UNSUPPORTED_MEDIA_TYPE', 415));
  }
  const tooLarge = () => new RequestError(`the body is larger than ${limit} bytes`, 'PAYLOAD_TOO_LARGE', 413);
  if (Number(req.headers['content-length']) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (err?: Error) => {
      req.off('data', data).off('end', end).off('error', stop);
      if (err) reject(err);
    };
    const data = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      chunks.length = 0;
      stop(tooLarge());
      // What follows is read and dropped, never kept.
      req.resume();
    };
    const end = () => {
      stop();
      try {
        resolve(parse(Buffer.concat(chunks, size).toString('utf8')));
      } catch (err) {
        reject(err);
      }
    };
    req.on('data', data).on('end', end).on('error', stop);
  });
}

function parse(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`the body is not valid JSON: ${(err as Error).message}`);
  }
}

/** Sends `body` as JSON with `status`. */
export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = `${JSON.stringify(body)}\n`;
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** Sends the spec's error object for `err`; never a stack trace. */
export function sendError(res: ServerResponse, err: unknown): void {
  const { status, headers, body } = toHttpError(err);
  // The body of a request refused before it was read stays unread: the connection cannot carry another.
  if (status === 413) res.setHeader('Connection', 'close');
  send(res, status, body, headers);
}

/** The host name of a Host header, lower case, without its port or a final dot; undefined when it is no host name. */
function hostName(header: string | undefined): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]@/\s]+)(?::\d{1,5})?$/i.exec(header ?? '');
  return match?.[1].toLowerCase().replace(/\.$/, '');
}

function isLiteral(name: string): boolean {
  return name.startsWith('[') ? isIP(name.slice(1, -1)) === 6 : isIP(name) === 4;
}

function originHost(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}
