import { STATUS_CODES, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import polka, { type Middleware, type Request } from 'polka';
import type { RateLimiterMemory as Limiter, RateLimiterRes } from 'rate-limiter-flexible';
import { countSettings, runReport } from '../run/index.js';
import { planRun } from '../run/plan.js';
import type { RunContext } from '../run/session.js';
import { cacheSize, clearCache } from '../cache/index.js';
import { runCheck } from '../check/index.js';
import { computeDiff } from '../diff/index.js';
import { changeFileKeys, configFiles, configValue, configuredPath, effectiveConfig } from '../config/index.js';
import { AnalyzerError, FileSystemError, RequestError, UsageError, describeSystemError } from '../util/errors.js';
import { Keeper } from '../run/keeper.js';
import { inChunks } from '../sinks/chunks.js';
import { pagePolicy, servedPage } from '../sinks/html.js';
import { DIFF_SINKS, type DiffFormat } from '../sinks/diff.js';
import { checkJsonText, checkMarkdownText } from '../sinks/check.js';
import { SINKS, type Format } from '../sinks/index.js';
import type { CheckReport, DiffReport, Report } from '../results.js';
import { VERSION } from '../util/version.js';
import { shownText } from '../util/words.js';
import { ALWAYS, MAX_BODY_BYTES, checkHost, checkOrigin, readJson, send, sendError } from './http.js';
import { serverSettings, type ServeOptions, type Server, type ServerSettings } from './options.js';
import { analyzeRequest, checkRequest, configRequest, diffRequest, object } from './request.js';

export type { ServeOptions, Server } from './options.js';

type Handler = (req: Request, res: ServerResponse, next: () => Promise<void> | void) => unknown;

// Only the memory limiter's own module: the package's index loads every store it supports (Redis,
// Mongo, ...), about 140 ms against 7.
const requireHere = createRequire(import.meta.url);
const RateLimiterMemory = (): typeof Limiter => requireHere('rate-limiter-flexible/lib/RateLimiterMemory.js');

const API = '/api';
// A busy server is asked again this much later: long enough not to be a busy loop.
const RETRY_BUSY_SECONDS = 1;

/**
 * Starts the REST API and the report page on `options.port` and `options.host` (defaults from the
 * configuration of `options.root`), and resolves once it listens. See README "Server".
 */
export async function startServer(options: ServeOptions = {}): Promise<Server> {
  const settings = serverSettings(options);
  const http = createServer({
    headersTimeout: settings.headersTimeout,
    requestTimeout: settings.requestTimeout,
    // How often Node looks for connections past those timeouts (its default, 30 s, would let a
    // slow client keep a connection that long whatever the timeouts say).
    connectionsCheckingInterval: Math.min(1000, settings.headersTimeout),
  });
  const app = api(settings);
  http.on('request', (req, res) => app.handler(req as Request, res, undefined as never));
  // A client that waits to be told to send its body (Expect: 100-continue, as curl does past
  // 1 MB) is told only when it may: one whose declared body is too large is answered 413 at once.
  http.on('checkContinue', (req, res) => {
    if (!(Number(req.headers['content-length']) > MAX_BODY_BYTES)) res.writeContinue();
    app.handler(req as Request, res, undefined as never);
  });
  http.on('clientError', refuse);
  await listen(http, settings);
  // The counting threads and the counting tables of the configured encoding, made ready now
  // rather than in the middle of the first analysis (a fifth of a second building the tables,
  // and the threads' start, while no request would be answered).
  let stopping: Promise<void> | undefined;
  setImmediate(() => {
    if (stopping) return;
    try {
      const defaults = planRun({}, { format: 'json' });
      app.keeper.start(countSettings(defaults, settings.root));
      if (defaults.options.countMode === 'exact') app.keeper.tables(defaults.options.encoding);
    } catch (err) {
      // The first analysis does it, or says what is wrong.
      settings.warn(`could not get ready for analyses: ${(err as Error)?.message ?? String(err)}`);
    }
  }).unref();
  const { port, address } = http.address() as AddressInfo;
  const name = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return {
    port,
    host: settings.host,
    address,
    url: `http://${name}:${port}/`,
    root: settings.root,
    stop: () =>
      (stopping ??= (async () => {
        const closed = new Promise<void>((done) => http.close(() => done()));
        app.abort();
        http.closeAllConnections();
        await closed;
        await app.keeper.close();
      })()),
  } as Server;
}

/** The routes, behind the checks every request passes first. */
function api(settings: ServerSettings) {
  const { root, warn } = settings;
  const keeper = new Keeper();
  const started = Date.now();
  const analyses = new Set<AbortController>();
  const limiter = new (RateLimiterMemory())({ points: settings.max, duration: settings.windowMs / 1000 });
  const page = servedPage(API);
  // As the page's own <meta> says, and what only a header can: no other site may frame it.
  const policy = `${pagePolicy(API)}; frame-ancestors 'none'`;

  const fail = (err: unknown, res: ServerResponse) => {
    if (!(err instanceof AnalyzerError)) warn(`internal error: ${(err as Error)?.stack ?? String(err)}`);
    // Mid-answer, or the client gone: nothing more can be said.
    if (res.headersSent || res.destroyed) return void res.destroy();
    sendError(res, err);
  };

  /** Host and origin first, on every request; the headers every answer carries. */
  const guard: Handler = (req, res, next) => {
    for (const [name, value] of Object.entries(ALWAYS)) res.setHeader(name, value);
    checkHost(req, settings.host);
    checkOrigin(req);
    return next();
  };

  /** One request more from this client, or 429. */
  const limit: Handler = async (req, res, next) => {
    const client = clientOf(req, settings.trustProxy);
    let state: RateLimiterRes;
    try {
      state = await limiter.consume(client);
    } catch (refused) {
      if (refused instanceof Error) throw refused;
      const seconds = Math.max(1, Math.ceil((refused as RateLimiterRes).msBeforeNext / 1000));
      rateHeaders(res, settings.max, 0, seconds);
      throw new RequestError(`too many requests: at most ${settings.max} in ${settings.windowMs} ms; try again in ${seconds} s`, 'RATE_LIMITED', 429, { 'Retry-After': String(seconds) });
    }
    rateHeaders(res, settings.max, state.remainingPoints, Math.ceil(state.msBeforeNext / 1000));
    return next();
  };

  const body: Handler = async (req, _res, next) => {
    req.body = await readJson(req);
    return next();
  };

  /**
   * Runs `work` as one of the analyses the server allows at once (503 BUSY past the cap), ended
   * when its client leaves, then sends what `answer` makes of its result.
   */
  const running = async <R>(res: ServerResponse, work: (context: RunContext) => Promise<R>, answer: (result: R) => Iterable<string>): Promise<void> => {
    if (analyses.size >= settings.maxAnalyses) {
      throw new RequestError(`the server is busy with ${analyses.size} analyses; try again shortly`, 'BUSY', 503, { 'Retry-After': String(RETRY_BUSY_SECONDS) });
    }
    const controller = new AbortController();
    // A client that leaves takes its analysis with it.
    const gone = () => controller.abort();
    analyses.add(controller);
    res.once('close', gone);
    let result: R;
    try {
      result = await work({ session: keeper, observer: { warn }, signal: controller.signal });
    } finally {
      res.off('close', gone);
      analyses.delete(controller);
    }
    // A client that stops reading holds neither an analysis (above) nor its answer for long: as
    // long as one that sends its request slowly, at most.
    res.setTimeout(settings.requestTimeout, () => res.destroy());
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    await pipeline(paced(inChunks(answer(result))), res);
  };

  const analyze: Handler = async (req, res) => {
    const plan = planRun(analyzeRequest(req.body, root), { within: root });
    await running(res, (context) => runReport(plan, context), (report) => answer(report, plan.format));
  };

  const diff: Handler = async (req, res) => {
    const { diff, format } = diffRequest(req.body, root);
    await running(res, (context) => computeDiff(diff, context), (report) => diffAnswer(report, format));
  };

  const check: Handler = async (req, res) => {
    const { check, format } = checkRequest(req.body, root);
    await running(res, (context) => runCheck(check, context), (report) => checkAnswer(report, format));
  };

  const status: Handler = (_req, res) => send(res, 200, { status: 'running', uptime: Math.floor((Date.now() - started) / 1000), version: VERSION });

  const health: Handler = (_req, res) => send(res, 200, { status: 'healthy', timestamp: new Date().toISOString() });

  const showPage: Handler = (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY', 'Content-Length': Buffer.byteLength(page) });
    res.end(page);
  };

  const getConfig: Handler = (_req, res) => send(res, 200, effectiveConfig());

  const setConfig: Handler = async (req, res) => {
    const values = configRequest(req.body, root);
    if (values.size > 0) await changeFileKeys(configFiles(root).project, values);
    send(res, 200, { success: true, config: effectiveConfig() });
  };

  const clear: Handler = async (req, res) => {
    const extra = Object.keys(object(req.body))[0];
    if (extra !== undefined) throw new UsageError(`unknown field '${extra}': cache/clear takes none`);
    const directory = resolve(root, configuredPath('cache.directory', root)!);
    const shown = configValue<string>('cache.directory');
    // No analysis under way saves after this (it would put back what this removes), and the
    // results kept in memory go with the cache they came from.
    const files = await keeper.clear(async () => {
      const { files } = cacheSize(directory);
      if (files > 0) await clearCache(directory);
      return files;
    });
    send(res, 200, { success: true, message: files > 0 ? `cleared the cache in ${shown} (${files} files)` : `the cache in ${shown} was already empty` });
  };

  const routes: [method: 'GET' | 'POST', path: string, handlers: Handler[]][] = [
    ['GET', '/', [showPage]],
    ['GET', '/health', [health]],
    ['GET', `${API}/status`, [limit, status]],
    ['POST', `${API}/analyze`, [limit, body, analyze]],
    ['POST', `${API}/diff`, [limit, body, diff]],
    ['POST', `${API}/check`, [limit, body, check]],
    ['GET', `${API}/config`, [limit, getConfig]],
    ['POST', `${API}/config`, [limit, body, setConfig]],
    ['POST', `${API}/cache/clear`, [limit, body, clear]],
  ];
  const methods = new Map<string, string[]>();
  for (const [method, path] of routes) methods.set(path, [...(methods.get(path) ?? []), ...(method === 'GET' ? ['GET', 'HEAD'] : [method])]);

  const app = polka({
    onError: (err, _req, res) => fail(err, res),
    onNoMatch: (req, res) => {
      const path = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
      const allowed = methods.get(path);
      if (allowed) return fail(new RequestError(`${req.method} is not allowed on ${path}: ${allowed.join(', ')}`, 'METHOD_NOT_ALLOWED', 405, { Allow: allowed.join(', ') }), res);
      fail(new RequestError(`no such endpoint: ${req.method} ${path}`, 'NOT_FOUND', 404), res);
    },
  });
  app.use(guard as Middleware);
  // Trouter answers HEAD with the GET handlers (Node sends no body for it).
  for (const [method, path, handlers] of routes) app.add(method, path, ...(handlers as Middleware[]));

  return {
    handler: app.handler,
    keeper,
    /** Ends every analysis under way. */
    abort: () => {
      for (const controller of analyses) controller.abort();
    },
  };
}

/**
 * The answer to POST /api/analyze: `{ success, data, counting, output? }`, `data` from the JSON
 * sink, `output` from the format's; with `split`, `parts` (the digest's parts) instead of `output`.
 */
function* answer(report: Report, format: Format): Generator<string> {
  yield '{"success":true,"data":';
  yield* SINKS.json.text(report);
  if (report.counting) yield `,"counting":${JSON.stringify(report.counting)}`;
  const { parts } = report.result;
  if (parts) {
    yield ',"parts":[';
    for (const [i, part] of parts.entries()) yield `${i > 0 ? ',' : ''}${JSON.stringify(part)}`;
    yield ']';
  } else if (format !== 'json') {
    yield ',"output":"';
    // Escaped piece by piece: a surrogate pair cut in two comes out as two escapes, which a JSON
    // reader joins again.
    for (const piece of SINKS[format].text(report)) yield JSON.stringify(piece).slice(1, -1);
    yield '"';
  }
  yield '}\n';
}

/** The answer to POST /api/diff: `{ success, data, output? }`, `data` from the diff's JSON sink, `output` from the format's. */
function* diffAnswer(report: DiffReport, format: DiffFormat): Generator<string> {
  yield '{"success":true,"data":';
  yield* DIFF_SINKS.json.text(report);
  if (format !== 'json') {
    yield ',"output":"';
    for (const piece of DIFF_SINKS[format].text(report)) yield JSON.stringify(piece).slice(1, -1);
    yield '"';
  }
  yield '}\n';
}

/** The answer to POST /api/check: `{ success, data, output? }`, `data` the verdict (`ok` false when a budget is exceeded), `output` the Markdown report. */
function* checkAnswer(report: CheckReport, format: 'json' | 'markdown'): Generator<string> {
  yield '{"success":true,"data":';
  yield* checkJsonText(report);
  if (format === 'markdown') yield `,"output":${JSON.stringify([...checkMarkdownText(report)].join(''))}`;
  yield '}\n';
}

/**
 * The chunks of an answer, each made on a turn of the event loop of its own: a connection on
 * this machine takes them as fast as they come, and the megabytes of a big report made in one go
 * kept other requests waiting (80-100 ms on the JS/TS corpus).
 */
function paced(chunks: Iterator<string>): Readable {
  return new Readable({
    read() {
      setImmediate(() => {
        if (this.destroyed) return;
        let next: IteratorResult<string>;
        try {
          next = chunks.next();
        } catch (err) {
          return void this.destroy(err as Error);
        }
        this.push(next.done ? null : next.value);
      });
    },
  });
}

/** Who the rate limit counts a request against: the socket's address, or with a trusted proxy the address it saw. */
function clientOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',').pop()?.trim() : undefined;
  return forwarded || (req.socket.remoteAddress ?? 'unknown');
}

/** The draft standard's RateLimit-* fields (IETF httpapi-ratelimit-headers): the limit, what is left, seconds to the reset. */
function rateHeaders(res: ServerResponse, limit: number, remaining: number, reset: number): void {
  res.setHeader('RateLimit-Limit', String(limit));
  res.setHeader('RateLimit-Remaining', String(remaining));
  res.setHeader('RateLimit-Reset', String(reset));
}

/**
 * What Node's HTTP parser refuses before any handler sees it (a malformed request, headers too
 * large, a client too slow to send them) is answered here, in the same form as every other error.
 */
function refuse(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'REQUEST_TIMEOUT', 'the request was not received in time']
    : err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'HEADERS_TOO_LARGE', 'the request headers are too large']
    : [400, 'INVALID_REQUEST', 'malformed HTTP request'];
  const text = `${JSON.stringify({ success: false, error: { code, message } })}\n`;
  const headers = { ...ALWAYS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), Connection: 'close' };
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${text}`, () => socket.destroy());
}

/** Listens, or says in one line why it cannot: a port in use or not ours to take is exit 5, an unknown host exit 2. */
function listen(http: ReturnType<typeof createServer>, { port, host }: ServerSettings): Promise<void> {
  return new Promise((done, reject) => {
    http.once('error', (err: NodeJS.ErrnoException) => {
      const name = shownText(host);
      const where = `port ${port} on ${name}`;
      const details = describeSystemError(err);
      if (err.code === 'EADDRINUSE') reject(new FileSystemError(`cannot listen on ${where}: it is in use (--port 0 picks a free one)`, details));
      else if (err.code === 'EACCES') reject(new FileSystemError(`cannot listen on ${where}: permission denied`, details));
      else if (err.code === 'EADDRNOTAVAIL') reject(new FileSystemError(`cannot listen on ${where}: ${name} is not an address of this machine`, details));
      else if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') reject(new UsageError(`cannot listen on ${name}: no such host`, details));
      // getaddrinfo refuses a name no host can have (a label over 63 characters, say).
      else if (err.code === 'EINVAL' && err.syscall === 'getaddrinfo') reject(new UsageError(`cannot listen on ${name}: not a valid host name`, details));
      else reject(new FileSystemError(`cannot listen on ${where}: ${err.code ?? err.message}`, details));
    });
    http.listen(port, host, () => done());
  });
}
