import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { configValue, configuredPath, loadConfig } from '../config/index.js';
import { FileSystemError, UsageError, describeSystemError } from '../util/errors.js';
import { nulByte } from '../run/options.js';
import { nearest, shown, shownText } from '../util/words.js';

/** Options of `serve()`; what is left out comes from the configuration of `root` (`server.*`). */
export interface ServeOptions {
  /** Port to listen on; 0 picks a free one (see `Server.port`). Default `server.port`, 3000. */
  port?: number;
  /** Host to bind. Default `server.host`, `localhost`. Anything but loopback exposes an API without authentication. */
  host?: string;
  /** Requests per client in each window of `windowMs` milliseconds. Default `server.rateLimit`: 100 per 900000 ms. */
  rateLimit?: { windowMs?: number; max?: number };
  /**
   * The folder requests may analyse, it and what it holds (paths in requests are relative to it);
   * its project configuration (`<root>/.analyzer/config.json`) is loaded and is where
   * `POST /api/config` writes. Default: the current directory.
   */
  root?: string;
  /**
   * Rate-limit by the last address of `X-Forwarded-For`, as the one reverse proxy in front of the
   * server saw the client, instead of the socket's. Only behind such a proxy: anyone else can
   * write the header. Default `server.trustProxy`, false.
   */
  trustProxy?: boolean;
  /** Analyses at a time; a request for another is answered 503 BUSY. Default 2. */
  maxAnalyses?: number;
  /** Milliseconds a client has to send a request's headers. Default 10000. */
  headersTimeout?: number;
  /**
   * Milliseconds a client has to send a whole request (not the analysis: the answer may take
   * longer), and the longest it may go without taking any of an answer. Default 30000.
   */
  requestTimeout?: number;
  /** Told of problems that fail no request: a cache that cannot be used, an internal error's stack. */
  onWarning?: (message: string) => void;
}

/** A running server (`serve()`). */
export interface Server {
  /** The port it listens on (the one picked, for `port: 0`). */
  readonly port: number;
  /** The host it was bound to. */
  readonly host: string;
  /** The IP address it listens on (what `host` resolved to). */
  readonly address: string;
  /** Its address, `http://localhost:3000/`. */
  readonly url: string;
  /** The real path of the folder it serves. */
  readonly root: string;
  /**
   * Stops accepting, ends the analyses under way, closes every connection (keep-alive ones too)
   * and every counting thread; resolves once all are closed.
   */
  stop(): Promise<void>;
}

export interface ServerSettings {
  port: number;
  host: string;
  windowMs: number;
  max: number;
  root: string;
  trustProxy: boolean;
  maxAnalyses: number;
  headersTimeout: number;
  requestTimeout: number;
  warn: (message: string) => void;
}

const NAMES = ['port', 'host', 'rateLimit', 'root', 'trustProxy', 'maxAnalyses', 'headersTimeout', 'requestTimeout', 'onWarning'];
const MAX_PORT = 65535;
// Enough for a browser on a slow link; a client that takes longer is holding a connection open.
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
// Counting takes every core: a third analysis at once would only make the first two slower.
const MAX_ANALYSES = 2;

/** Checks `serve()`'s options, loads the root's configuration and fills in the defaults from it. */
export function serverSettings(options: ServeOptions = {}): ServerSettings {
  if (typeof options !== 'object' || options === null) throw new UsageError('serve() options must be an object');
  for (const key of Object.keys(options)) {
    if (NAMES.includes(key)) continue;
    const near = nearest(key, NAMES);
    throw new UsageError(`unknown option '${shownText(key)}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  const o = options as Record<string, unknown>;
  if (o.root !== undefined && (typeof o.root !== 'string' || o.root === '')) throw new UsageError('root must be a non-empty path');
  if (typeof o.root === 'string' && o.root.includes('\0')) throw nulByte('root', o.root);
  if (o.onWarning !== undefined && typeof o.onWarning !== 'function') throw new UsageError('onWarning must be a function');
  const warn = (options.onWarning ?? ((message: string) => process.emitWarning(message))) as (message: string) => void;
  const root = servedRoot(options.root ?? '.');
  loadConfig({ folder: root, warn });
  // Where the root's configuration puts the cache, checked before the server listens (and at each use).
  if (configValue('cache.enabled')) configuredPath('cache.directory', root);
  const rateLimit = o.rateLimit ?? {};
  if (typeof rateLimit !== 'object' || rateLimit === null || Array.isArray(rateLimit)) throw new UsageError('rateLimit must be an object { windowMs, max }');
  const { windowMs, max, ...other } = rateLimit as Record<string, unknown>;
  const extra = Object.keys(other)[0];
  if (extra !== undefined) throw new UsageError(`unknown option 'rateLimit.${extra}' (rateLimit takes windowMs and max)`);
  const host = o.host ?? configValue('server.host');
  if (typeof host !== 'string' || host === '' || /[\0-\x20/]/.test(host)) throw new UsageError(`invalid host '${typeof host === 'string' ? shownText(host) : shown(host)}'`);
  const trustProxy = o.trustProxy ?? configValue('server.trustProxy');
  if (typeof trustProxy !== 'boolean') throw new UsageError('trustProxy must be a boolean');
  const headersTimeout = integer('headersTimeout', o.headersTimeout ?? HEADERS_TIMEOUT_MS, 1);
  const requestTimeout = integer('requestTimeout', o.requestTimeout ?? Math.max(REQUEST_TIMEOUT_MS, headersTimeout), 1);
  // Node refuses a server whose headers may take longer than the whole request.
  if (headersTimeout > requestTimeout) throw new UsageError(`headersTimeout (${headersTimeout} ms) cannot be longer than requestTimeout (${requestTimeout} ms)`);
  return {
    port: integer('port', o.port ?? configValue('server.port'), 0, MAX_PORT),
    host,
    windowMs: integer('rateLimit.windowMs', windowMs ?? configValue('server.rateLimit.windowMs'), 1),
    max: integer('rateLimit.max', max ?? configValue('server.rateLimit.max'), 1),
    root,
    trustProxy,
    maxAnalyses: integer('maxAnalyses', o.maxAnalyses ?? MAX_ANALYSES, 1),
    headersTimeout,
    requestTimeout,
    warn,
  };
}

function integer(name: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max) {
    throw new UsageError(`${name} must be an integer from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'}, not ${shown(value)}`);
  }
  return value as number;
}

/** The real path of the folder to serve (the REST API's, the MCP server's): a FileSystemError (exit 5) when it is not a folder. */
export function servedRoot(given: string): string {
  let real: string;
  try {
    real = realpathSync.native(resolve(given));
  } catch (err) {
    throw new FileSystemError(`cannot serve ${given}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such directory' : describeSystemError(err)}`, describeSystemError(err));
  }
  if (!statSync(real).isDirectory()) throw new FileSystemError(`cannot serve ${given}: not a directory`);
  return real;
}
