import { existsSync, mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze, render, resetConfig } from '../../src/entry/index.js';
import { serve } from '../../src/entry/index.js';
import { RACY_MS } from '../../src/cache/index.js';
import { pagePolicy } from '../../src/sinks/html.js';
import { ROOT, tempTree } from '../_helpers/index.js';
import { readPage } from '../_helpers/page.js';
import { TREE, get, parseRaw, post, raw, start } from './_serve.js';

const test = suite('server');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
const err = (code: string, message: string, details?: string) => ({ success: false, error: { code, message, ...(details === undefined ? {} : { details }) } });

test('server :: GET /health, GET /api/status and the headers of every answer', async () => {
  const s = await start();
  try {
    const health = await get(`${s.url}/health`);
    assert.is(health.status, 200);
    assert.equal(Object.keys(health.json), ['status', 'timestamp']);
    assert.is(health.json.status, 'healthy');
    assert.match(health.json.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.ok(Math.abs(Date.parse(health.json.timestamp) - Date.now()) < 5000);
    const status = await get(`${s.url}/api/status`);
    assert.is(status.status, 200);
    assert.equal(status.json, { status: 'running', uptime: status.json.uptime, version: VERSION });
    assert.ok(Number.isInteger(status.json.uptime) && status.json.uptime >= 0 && status.json.uptime < 60);
    for (const res of [health, status, await get(`${s.url}/nope`)]) {
      assert.is(res.headers.get('x-content-type-options'), 'nosniff');
      assert.is(res.headers.get('cache-control'), 'no-store');
      assert.is(res.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal([...res.headers.keys()].filter((name) => name.startsWith('access-control-')), []);
    }
    assert.equal(s.server.url, `http://localhost:${s.server.port}/`);
    assert.is(s.server.host, 'localhost');
  } finally {
    await s.stop();
  }
});

test('server :: POST /api/analyze answers the library\'s result, in every format', async () => {
  const s = await start();
  try {
    const plain = await post(`${s.url}/api/analyze`, {});
    assert.is(plain.status, 200);
    assert.equal(Object.keys(plain.json), ['success', 'data', 'counting']);
    assert.is(plain.json.success, true);
    assert.equal(plain.json.data, await analyze({ path: s.dir, cache: false }));
    assert.equal(plain.json.counting, { countMode: 'exact', encoding: 'o200k_base', includeComments: false });
    assert.is(plain.json.data.totalLines, 10);
    assert.equal(plain.json.data.files.map((f: { language: string }) => f.language), ['markdown', 'typescript', 'python']);

    const methods = await post(`${s.url}/api/analyze`, { path: 'src', methodLevel: true, include: ['*.ts'], encoding: 'cl100k_base', includeComments: true });
    assert.is(methods.status, 200);
    assert.equal(methods.json.data, await analyze({ path: join(s.dir, 'src'), methodLevel: true, include: ['*.ts'], encoding: 'cl100k_base', includeComments: true, cache: false }));
    assert.equal(methods.json.data.files[0].methods.map((m: { name: string }) => m.name), ['Queue.push']);

    const name = s.dir.split('/').pop()!;
    for (const format of ['markdown', 'toon', 'html', 'gitingest'] as const) {
      const res = await post(`${s.url}/api/analyze`, { outputFormat: format });
      assert.is(res.status, 200, format);
      assert.equal(Object.keys(res.json), ['success', 'data', 'counting', 'output']);
      const result = await analyze({ path: s.dir, outputFormat: format, cache: false });
      assert.equal(res.json.data, result, format);
      assert.is(res.json.output, render(result, format, { name }), format);
    }
    // Skipped files and the language of each file, as the library gives them.
    writeFileSync(join(s.dir, 'blob.bin'), Buffer.from([0, 1, 2, 3]));
    const skipped = await post(`${s.url}/api/analyze`, { tokenCount: false });
    assert.equal(skipped.json.data.skipped, [{ path: 'blob.bin', reason: 'binary' }]);
    assert.equal(skipped.json.counting, { countMode: 'none', encoding: 'o200k_base', includeComments: false });
  } finally {
    await s.stop();
  }
});

test('server :: a repeated analysis sees every change: the store kept in memory never answers for an edited file', async () => {
  const s = await start();
  try {
    const first = await post(`${s.url}/api/analyze`, {});
    assert.is(first.status, 200);
    // Same size, same second: only the content differs.
    writeFileSync(join(s.dir, 'src/util.py'), TREE['src/util.py'].replace('2 * x', 'x + x'));
    writeFileSync(join(s.dir, 'src/new.ts'), 'export const fresh = "a new file";\n');
    for (let i = 0; i < 2; i++) {
      const again = await post(`${s.url}/api/analyze`, {});
      assert.equal(again.json.data, await analyze({ path: s.dir, cache: false }));
    }
    assert.ok(existsSync(join(s.dir, '.analyzer', 'cache')), 'the cache lives in the root');
    // Edits older than the racy window (RACY_MS), so the kept rows are compared, not re-read: a
    // same-size edit whose modification time is put back differs from its row only in ctime.
    // (A whole second, which utimes() sets exactly.)
    const util = join(s.dir, 'src/util.py');
    const second = Math.floor(Date.now() / 1000) - 60;
    utimesSync(util, second, second);
    await sleep(RACY_MS + 100);
    const settled = await post(`${s.url}/api/analyze`, {});
    assert.equal(settled.json.data, await analyze({ path: s.dir, cache: false }));
    writeFileSync(util, readFileSync(util, 'utf8').replace('x + x', 'xxxxx'));
    utimesSync(util, second, second);
    await sleep(RACY_MS + 100);
    const edited = await post(`${s.url}/api/analyze`, {});
    assert.equal(edited.json.data, await analyze({ path: s.dir, cache: false }));
    assert.not.equal(edited.json.data, settled.json.data);
  } finally {
    await s.stop();
  }
});

test('server :: paths stay inside the root: .., absolute paths and symlinks out are 403; a missing folder 422', async () => {
  const outside = tempTree({ 'secret.ts': 'export const key = 1;\n' });
  const s = await start();
  try {
    mkdirSync(join(s.dir, 'empty'));
    symlinkSync(outside.dir, join(s.dir, 'out'));
    symlinkSync(join(s.dir, 'src'), join(s.dir, 'in'));
    for (const path of ['..', '../' + outside.dir.split('/').pop(), 'src/../..', outside.dir, join(s.dir, 'src'), 'out', 'out/']) {
      const res = await post(`${s.url}/api/analyze`, { path });
      assert.is(res.status, 403, path);
      assert.equal(res.json, err('FORBIDDEN', `'${path}' is outside the served folder: give a path relative to it`), path);
    }
    assert.is((await post(`${s.url}/api/analyze`, { path: '.' })).status, 200);
    assert.is((await post(`${s.url}/api/analyze`, { path: 'src/..' })).json.data.totalFiles, 3);
    assert.is((await post(`${s.url}/api/analyze`, { path: 'in' })).json.data.totalFiles, 2);
    assert.is((await post(`${s.url}/api/analyze`, { path: 'empty' })).json.data.totalFiles, 0);
    const missing = await post(`${s.url}/api/analyze`, { path: 'nowhere' });
    assert.is(missing.status, 422);
    assert.equal(missing.json, err('ANALYSIS_ERROR', 'no such directory: nowhere', `ENOENT: no such file or directory, realpath '${join(s.dir, 'nowhere')}'`));
    const file = await post(`${s.url}/api/analyze`, { path: 'README.md' });
    assert.is(file.status, 422);
    assert.is(file.json.error.code, 'ANALYSIS_ERROR');
    assert.match(file.json.error.message, 'not a directory');
    const git = await post(`${s.url}/api/analyze`, { gitDiff: 'HEAD' });
    assert.is(git.status, 422);
    assert.is(git.json.error.code, 'ANALYSIS_ERROR');
    assert.ok(!JSON.stringify(git.json).includes('    at '), 'no stack trace');
  } finally {
    await s.stop();
    outside.cleanup();
  }
});

test('server :: model, tokenizer and fit fields: counts by the model, a tokenizer file inside the root only', async () => {
  const outside = tempTree({ 'tokenizer.json': readFileSync(join(ROOT, 'fixtures', 'tokenizers', 'unigram.json')) });
  const s = await start();
  try {
    const byModel = await post(`${s.url}/api/analyze`, { model: 'llama-3.1', fit: 'llama-3.1' });
    assert.is(byModel.status, 200);
    assert.is(byModel.json.data.encoding, 'llama-3');
    assert.equal(byModel.json.counting.window, { model: 'llama-3.1', tokens: 131072 });
    assert.equal(byModel.json.data.fit.leftOut, []);
    assert.equal(byModel.json.data.files, (await analyze({ path: s.dir, model: 'llama-3.1', cache: false })).files);
    symlinkSync(join(outside.dir, 'tokenizer.json'), join(s.dir, 'linked.json'));
    for (const tokenizer of [join(outside.dir, 'tokenizer.json'), '../x.json', 'linked.json']) {
      const res = await post(`${s.url}/api/analyze`, { tokenizer });
      assert.is(res.status, 403, tokenizer);
      assert.equal(res.json, err('FORBIDDEN', `tokenizer '${tokenizer}' is outside the served folder: give a path relative to it`));
    }
    writeFileSync(join(s.dir, 'wordpiece.json'), readFileSync(join(ROOT, 'fixtures', 'tokenizers', 'wordpiece.json')));
    const bad = await post(`${s.url}/api/analyze`, { tokenizer: 'wordpiece.json' });
    assert.is(bad.status, 400);
    assert.match(bad.json.error.message, "cannot count with tokenizer file '");
    assert.match(bad.json.error.message, "wordpiece.json': a WordPiece tokenizer");
    const claude = await post(`${s.url}/api/analyze`, { model: 'claude-opus-4' });
    assert.is(claude.status, 400);
    assert.match(claude.json.error.message, "no exact count for 'claude-opus-4'");
  } finally {
    await s.stop();
    outside.cleanup();
  }
});

test('server :: compress and fit fields: the digest compressed and fitted in `output`, the plan and saving in `data`; a compress that is no boolean is 400', async () => {
  const s = await start();
  try {
    writeFileSync(join(s.dir, 'queue.ts'), 'export class Queue {\n  push(item: string): void {\n    this.items.push(item);\n    this.count = this.items.length;\n    this.emit("push", item, this.count, this.limit);\n  }\n}\n');
    const res = await post(`${s.url}/api/analyze`, { compress: true, outputFormat: 'gitingest' });
    assert.is(res.status, 200);
    assert.match(res.json.output, '  push(item: string): void {\n    // … ');
    const whole = await analyze({ path: s.dir, cache: false });
    assert.is(res.json.data.compress.tokensBefore, whole.totalTokens);
    assert.is(res.json.data.totalTokens, res.json.data.compress.tokensAfter);
    const fitted = await post(`${s.url}/api/analyze`, { compress: true, fit: 100_000 });
    assert.is(fitted.status, 200);
    assert.is(fitted.json.data.fit.levels.signatures, 1);
    assert.equal(fitted.json.data.fit.packed.map((f: { path: string; level: string }) => [f.path, f.level]), [['queue.ts', 'signatures']]);
    const bad = await post(`${s.url}/api/analyze`, { compress: 'yes' });
    assert.is(bad.status, 400);
    assert.equal(bad.json.error.code, 'INVALID_REQUEST');
    assert.is(bad.json.error.message, 'compress must be a boolean');
  } finally {
    await s.stop();
  }
});

test('server :: request fields: unknown ones, wrong types, too many or too long patterns and git values starting with - are 400', async () => {
  const s = await start();
  try {
    const cases: [unknown, string][] = [
      [{ pth: 'src' }, "unknown field 'pth' (did you mean 'path'?)"],
      [{ cache: false }, "unknown field 'cache'"],
      ['{"__proto__": {"methodLevel": true}}', "unknown field '__proto__'"],
      [{ methodLevel: 'yes' }, 'methodLevel must be a boolean'],
      [{ path: 3 }, 'path must be a non-empty string'],
      [{ path: 'src\u0000/x' }, 'path holds a NUL byte, which no file name can hold: "src\\u0000/x"'],
      [{ outputFormat: 'pdf' }, "unknown output format 'pdf' (expected one of json, toon, gitingest, markdown, html)"],
      [{ include: 'src' }, 'include must be an array of non-empty glob strings'],
      [{ exclude: Array(101).fill('*.ts') }, 'exclude holds 101 patterns; at most 100'],
      [{ include: ['a'.repeat(1001)] }, 'include holds a pattern longer than 1000 characters'],
      [{ exclude: ['*.ts', '(a)\\1'] }, "exclude pattern '(a)\\1' cannot be used: it needs a backreference, which no matcher can run in time linear in the length of a path"],
      [{ maxFileSize: -1 }, 'maxFileSize must be a non-negative integer number of bytes'],
      [{ encoding: 'o300k' }, "unknown encoding 'o300k' (expected one of o200k_base, cl100k_base, p50k_base, p50k_edit, r50k_base, gpt2, o200k_harmony, llama-3, qwen3, deepseek-v3, gemma-3)"],
      [{ gitDiff: '--output=/tmp/x' }, "invalid git ref '--output=/tmp/x': it cannot start with '-'"],
      [{ gitBranch: '-b' }, "invalid git branch '-b': it cannot start with '-'"],
      [{ gitAuthor: '--all' }, "invalid git author '--all': it cannot start with '-'"],
      [[1, 2], 'the body must be a JSON object'],
      ['null', 'the body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const res = await post(`${s.url}/api/analyze`, typeof body === 'string' ? body : JSON.stringify(body));
      assert.is(res.status, 400, message);
      assert.equal(res.json, err('INVALID_REQUEST', message));
    }
    // 100 patterns of 1,000 characters are more than a list may hold in all (50,000 characters).
    assert.is((await post(`${s.url}/api/analyze`, { exclude: Array(100).fill('x'.repeat(500)) })).status, 200);
    assert.equal((await post(`${s.url}/api/analyze`, { exclude: Array(100).fill('x'.repeat(1000)) })).json, err('INVALID_REQUEST', 'exclude holds 100,000 characters of patterns; at most 50,000 in all'));
    const malformed = await post(`${s.url}/api/analyze`, '{"path": ');
    assert.is(malformed.status, 400);
    assert.is(malformed.json.error.code, 'INVALID_REQUEST');
    assert.match(malformed.json.error.message, /^the body is not valid JSON: /);
  } finally {
    await s.stop();
  }
});

test('server :: Host, Origin and Sec-Fetch-Site: another site and DNS rebinding are 403, no CORS header ever', async () => {
  const s = await start({ host: '127.0.0.1' });
  const port = s.server.port;
  const request = (host: string, extra = '') => raw(port, [`GET /api/status HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`]).then(({ text }) => parseRaw(text));
  try {
    for (const host of ['evil.example', `evil.example:${port}`, `localhost.evil.example:${port}`, `127.0.0.1.nip.io:${port}`, '']) {
      const res = await request(host);
      assert.is(res.status, 403, host);
      assert.equal(res.body, err('FORBIDDEN', `host '${host}' is not served: use localhost or an IP address`));
      assert.match(res.head, '\r\nX-Content-Type-Options: nosniff\r\n');
      assert.match(res.head, '\r\nCache-Control: no-store\r\n');
    }
    for (const host of [`localhost:${port}`, `LOCALHOST:${port}`, `app.localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, '10.1.2.3']) {
      assert.is((await request(host)).status, 200, host);
    }
    const from = (origin: string) => get(`${s.url}/api/status`, { origin });
    assert.is((await from(`http://127.0.0.1:${port}`)).status, 200);
    for (const origin of ['http://evil.example', `http://localhost:${port + 1}`, 'null', `http://127.0.0.1:${port}.evil.example`]) {
      const res = await from(origin);
      assert.is(res.status, 403, origin);
      assert.equal(res.json, err('FORBIDDEN', `requests from other origins are not served (Origin: ${origin})`));
    }
    const evilPost = await post(`${s.url}/api/cache/clear`, {}, { origin: 'http://evil.example' });
    assert.is(evilPost.status, 403);
    for (const site of ['cross-site', 'same-site']) {
      const res = await get(`${s.url}/health`, { 'sec-fetch-site': site });
      assert.is(res.status, 403);
      assert.equal(res.json, err('FORBIDDEN', `requests from other sites are not served (Sec-Fetch-Site: ${site})`));
    }
    assert.is((await get(`${s.url}/health`, { 'sec-fetch-site': 'same-origin' })).status, 200);
    assert.is((await get(`${s.url}/health`, { 'sec-fetch-site': 'none' })).status, 200);
    const preflight = await fetch(`${s.url}/api/analyze`, { method: 'OPTIONS', headers: { origin: `http://127.0.0.1:${port}`, 'access-control-request-method': 'POST' } });
    assert.is(preflight.status, 405);
    assert.is(preflight.headers.get('access-control-allow-origin'), null);
  } finally {
    await s.stop();
  }
});

test('server :: the configured host is allowed too', async () => {
  const s = await start({ host: '127.0.0.1' });
  try {
    const res = parseRaw((await raw(s.server.port, [`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${s.server.port}\r\nConnection: close\r\n\r\n`])).text);
    assert.is(res.status, 200);
  } finally {
    await s.stop();
  }
});

test('server :: POST bodies: JSON only (415), at most 1 MiB (413) by Content-Length or by the bytes sent, never kept whole', async () => {
  const s = await start();
  const port = s.server.port;
  try {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const res = await fetch(`${s.url}/api/analyze`, { method: 'POST', headers: type ? { 'content-type': type } : {}, body: '{}' });
      assert.is(res.status, 415, type);
      assert.is((await res.json()).error.code, 'UNSUPPORTED_MEDIA_TYPE');
    }
    assert.is((await post(`${s.url}/api/analyze`, '{}', { 'content-type': 'Application/JSON; charset=utf-8' })).status, 200);
    // Declared too large: refused before a byte of it is read.
    const declared = parseRaw((await raw(port, [`POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n{`])).text);
    assert.is(declared.status, 413);
    assert.equal(declared.body, err('PAYLOAD_TOO_LARGE', 'the body is larger than 1048576 bytes'));
    assert.match(declared.head, '\r\nConnection: close\r\n');
    // A client that waits for 100 Continue is not told to send a body that is too large.
    const waiting = await raw(port, [`POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`]);
    assert.ok(waiting.text.startsWith('HTTP/1.1 413 Payload Too Large\r\n'), waiting.text.slice(0, 40));
    const small = await raw(port, [`POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`, '{}'], { gapMs: 200 });
    assert.ok(small.text.startsWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n'), small.text.slice(0, 60));
    // Sent in chunks with no length: refused once the bytes read pass the limit.
    const chunk = `"${'x'.repeat(64 * 1024 - 2)}"`;
    const parts = [`POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`];
    for (let i = 0; i < 17; i++) parts.push(`${(64 * 1024).toString(16)}\r\n${chunk}\r\n`);
    const chunked = await raw(port, [...parts, '0\r\n\r\n']);
    assert.equal(parseRaw(chunked.text).body, err('PAYLOAD_TOO_LARGE', 'the body is larger than 1048576 bytes'));
    // Exactly the limit is read.
    const atLimit = await post(`${s.url}/api/analyze`, `{"path":".","exclude":["${'y'.repeat(900)}"]}${' '.repeat(1024 * 1024 - 930)}`);
    assert.is(atLimit.status, 200);
    assert.is((await get(`${s.url}/health`)).status, 200);
  } finally {
    await s.stop();
  }
});

test('server :: a client that sends its headers a byte at a time is dropped (408) at the headers timeout', async () => {
  const s = await start({ headersTimeout: 400, requestTimeout: 400 });
  try {
    const request = `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'z'.repeat(40)}\r\n\r\n`;
    const slow = await raw(s.server.port, request.split(''), { gapMs: 100 });
    const res = parseRaw(slow.text);
    assert.is(res.status, 408);
    assert.equal(res.body, err('REQUEST_TIMEOUT', 'the request was not received in time'));
    assert.match(res.head, '\r\nX-Content-Type-Options: nosniff\r\n');
    assert.ok(slow.closed, 'the server closed the connection');
    assert.ok(slow.ms < 2500, `dropped after ${slow.ms} ms`);
    assert.is((await get(`${s.url}/health`)).status, 200);
  } finally {
    await s.stop();
  }
});

test('server :: unknown routes 404, wrong methods 405 with Allow', async () => {
  const s = await start();
  try {
    const missing = await get(`${s.url}/api/nothing`);
    assert.is(missing.status, 404);
    assert.equal(missing.json, err('NOT_FOUND', 'no such endpoint: GET /api/nothing'));
    const cases: [string, string, string][] = [['GET', '/api/analyze', 'POST'], ['DELETE', '/api/config', 'GET, HEAD, POST'], ['POST', '/health', 'GET, HEAD'], ['PUT', '/', 'GET, HEAD'], ['GET', '/api/cache/clear', 'POST']];
    for (const [method, path, allow] of cases) {
      const res = await fetch(`${s.url}${path}`, { method });
      assert.is(res.status, 405, `${method} ${path}`);
      assert.is(res.headers.get('allow'), allow);
      assert.equal(await res.json(), err('METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}: ${allow}`));
    }
    const head = await fetch(`${s.url}/health`, { method: 'HEAD' });
    assert.is(head.status, 200);
    assert.is(await head.text(), '');
  } finally {
    await s.stop();
  }
});

test('server :: the rate limit counts by socket address: 429 with Retry-After and RateLimit-*, X-Forwarded-For ignored unless trusted', async () => {
  const s = await start({ rateLimit: { max: 3, windowMs: 60_000 } });
  try {
    for (let i = 0; i < 3; i++) {
      const res = await get(`${s.url}/api/status`, { 'x-forwarded-for': `10.0.0.${i}` });
      assert.is(res.status, 200);
      assert.is(res.headers.get('ratelimit-limit'), '3');
      assert.is(res.headers.get('ratelimit-remaining'), String(2 - i));
    }
    const limited = await post(`${s.url}/api/analyze`, {}, { 'x-forwarded-for': '10.9.9.9' });
    assert.is(limited.status, 429);
    assert.equal(limited.json, err('RATE_LIMITED', `too many requests: at most 3 in 60000 ms; try again in ${limited.headers.get('retry-after')} s`));
    const retry = Number(limited.headers.get('retry-after'));
    assert.ok(retry >= 59 && retry <= 60, String(retry));
    assert.is(limited.headers.get('ratelimit-limit'), '3');
    assert.is(limited.headers.get('ratelimit-remaining'), '0');
    assert.is(limited.headers.get('ratelimit-reset'), String(retry));
    // Not the API: the health check and the page stay up.
    assert.is((await get(`${s.url}/health`)).status, 200);
  } finally {
    await s.stop();
  }
  const trusted = await start({ rateLimit: { max: 1, windowMs: 60_000 }, trustProxy: true });
  try {
    assert.is((await get(`${trusted.url}/api/status`, { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' })).status, 200);
    assert.is((await get(`${trusted.url}/api/status`, { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' })).status, 200);
    assert.is((await get(`${trusted.url}/api/status`, { 'x-forwarded-for': '10.0.0.2' })).status, 429);
  } finally {
    await trusted.stop();
  }
});

test('server :: more analyses at once than allowed: 503 BUSY with Retry-After', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 1500; i++) files[`f${i}.ts`] = `export const value${i} = "${'v'.repeat(i % 300)}";\n`;
  const s = await start({ maxAnalyses: 1 }, files);
  try {
    const answers = await Promise.all([0, 1, 2].map(() => post(`${s.url}/api/analyze`, { methodLevel: true })));
    const statuses = answers.map((a) => a.status).sort();
    assert.is(statuses[0], 200);
    assert.is(statuses[2], 503);
    const busy = answers.find((a) => a.status === 503)!;
    assert.equal(busy.json, err('BUSY', 'the server is busy with 1 analyses; try again shortly'));
    assert.is(busy.headers.get('retry-after'), '1');
    assert.is((await post(`${s.url}/api/analyze`, {})).status, 200);
  } finally {
    await s.stop();
  }
});

test('server :: by default two analyses run at once: a third is 503 BUSY', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 1500; i++) files[`f${i}.ts`] = `export const value${i} = "${'v'.repeat(i % 300)}";\n`;
  const s = await start({}, files);
  try {
    const answers = await Promise.all([0, 1, 2].map(() => post(`${s.url}/api/analyze`, { methodLevel: true })));
    assert.equal(answers.map((a) => a.status).sort(), [200, 200, 503]);
    assert.equal(answers.find((a) => a.status === 503)!.json, err('BUSY', 'the server is busy with 2 analyses; try again shortly'));
  } finally {
    await s.stop();
  }
});

test('server :: an answer the client takes nothing of for requestTimeout ms is dropped', async () => {
  // Twenty megabytes of text, shown by the GitIngest output: more than the connection buffers.
  const files: Record<string, string> = {};
  for (let i = 0; i < 20; i++) files[`f${i}.txt`] = `${'words and more words '.repeat(50_000)}\n`;
  const s = await start({ headersTimeout: 1000, requestTimeout: 1000 }, files);
  try {
    const body = JSON.stringify({ outputFormat: 'gitingest', tokenCount: false });
    const socket = connect(s.server.port, '127.0.0.1');
    socket.pause();
    socket.write(`POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    // Well past the timeout, the client reads what is left.
    await sleep(4000);
    const received: Buffer[] = [];
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (d) => received.push(d)).on('error', () => {});
    socket.resume();
    await Promise.race([closed, sleep(10_000)]);
    assert.ok(socket.destroyed, 'the server closed the connection');
    const text = Buffer.concat(received).toString('utf8');
    assert.match(text, /^HTTP\/1\.1 200 OK\r\n/);
    assert.ok(text.length < 20 * 1_050_000, `${text.length} bytes: the answer was not cut`);
    assert.not.ok(text.endsWith('}\n'));
    assert.is((await get(`${s.url}/health`)).status, 200);
  } finally {
    await s.stop();
  }
});

test('server :: GET and POST /api/config: the configuration, merged, validated and saved in one write', async () => {
  const s = await start();
  const file = join(s.dir, '.analyzer', 'config.json');
  try {
    const before = await get(`${s.url}/api/config`);
    assert.is(before.status, 200);
    assert.is(before.json.output.format, 'json');
    assert.equal(before.json.server.rateLimit, { windowMs: 900000, max: 100 });
    const set = await post(`${s.url}/api/config`, { output: { format: 'markdown' }, 'analysis.methodLevel': true, 'cache.directory': '.analyzer/other-cache' });
    assert.is(set.status, 200);
    assert.equal(Object.keys(set.json), ['success', 'config']);
    assert.is(set.json.config.output.format, 'markdown');
    assert.is(set.json.config.analysis.methodLevel, true);
    assert.equal(JSON.parse(readFileSync(file, 'utf8')), { output: { format: 'markdown' }, analysis: { methodLevel: true }, cache: { directory: '.analyzer/other-cache' } });
    assert.equal((await get(`${s.url}/api/config`)).json, set.json.config);
    // Request defaults follow it.
    const analysed = await post(`${s.url}/api/analyze`, {});
    assert.ok(analysed.json.data.files[0].methods);
    assert.match(analysed.json.output, /^# /);
    assert.match((await post(`${s.url}/api/cache/clear`, {})).json.message, /^cleared the cache in \.analyzer\/other-cache \([1-9]\d* files\)$/);
    const cases: [unknown, string][] = [
      [{ 'output.fromat': 'json' }, "request: unknown configuration key 'output.fromat'; did you mean 'output.format'?"],
      [{ output: { format: 'pdf' } }, 'request: invalid value "pdf" for output.format: expected one of json, toon, gitingest, markdown, html'],
      [{ 'cache.ttl': '1h' }, 'request: invalid value "1h" for cache.ttl: expected an integer of at least 0'],
      [{ 'constructor.x': 1 }, "request: key 'constructor.x' is not allowed: '__proto__', 'constructor' and 'prototype' are never configuration keys"],
      [{ 'watch.ignore': ['(?<=a)b'] }, "request: watch.ignore pattern '(?<=a)b' cannot be used: it needs a lookbehind, which this matcher does not run"],
      [{ 'server.port': 4000 }, "server.port cannot be set over REST: server.* settings are left to the command line and the user's configuration file"],
      [{ output: { format: 'toon' }, server: { host: '0.0.0.0' } }, "server.host cannot be set over REST: server.* settings are left to the command line and the user's configuration file"],
      [{ 'server.rateLimit': { max: 100000 } }, "server.rateLimit.max cannot be set over REST: server.* settings are left to the command line and the user's configuration file"],
      [{ 'cache.directory': '../elsewhere' }, "cache.directory must be a path inside the served folder, not '../elsewhere'"],
      [{ 'cache.directory': '/tmp/cache' }, "cache.directory must be a path inside the served folder, not '/tmp/cache'"],
      [{ 'cache.directory': '.' }, "cache.directory must be a path inside the served folder, not '.'"],
      [{ 'output.file': '/etc/report.json' }, "output.file must be a path inside the served folder, not '/etc/report.json'"],
      [{ 'output.file': 'out/report.json' }, "output.file must be a path inside the served folder, not 'out/report.json'"],
      [[], 'the body must be a JSON object'],
    ];
    symlinkSync('/tmp', join(s.dir, 'out'));
    const saved = readFileSync(file, 'utf8');
    for (const [body, message] of cases) {
      const res = await post(`${s.url}/api/config`, body);
      assert.is(res.status, 400, message);
      assert.equal(res.json, err('INVALID_REQUEST', message));
    }
    assert.is(readFileSync(file, 'utf8'), saved, 'a refused change writes nothing');
    assert.is((await post(`${s.url}/api/config`, { 'output.file': 'reports/out.md' })).json.config.output.file, 'reports/out.md');
    assert.not.ok(existsSync(join(s.dir, 'reports')), 'the server never writes the output file');
  } finally {
    await s.stop();
  }
});

test('server :: hostile values (nesting too deep to print, very long, line breaks) are 400 naming the field, never 500', async () => {
  const s = await start();
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
  try {
    const cases: [string, string, string][] = [
      ['analyze', `{"outputFormat":${deep(50_000)}}`, "unknown output format '[…]' (expected one of json, toon, gitingest, markdown, html)"],
      ['diff', `{"base":"HEAD","outputFormat":${deep(50_000)}}`, "outputFormat '[…]' is not available for diff (expected one of json, toon, markdown)"],
      ['check', `{"outputFormat":${deepObject(50_000)}}`, "outputFormat '{…}' is not available for check (expected one of json, markdown)"],
      ['check', `{"maxTokens":${deep(50_000)}}`, 'invalid maxTokens […]: a number of tokens (200000, 200k, 1.5M)'],
      ['config', `{"output.format":${deep(50_000)}}`, 'request: invalid value […] for output.format: expected one of json, toon, gitingest, markdown, html'],
      ['config', `{"cache":{"ttl":${deepObject(50_000)}}}`, 'request: invalid value {…} for cache.ttl: expected an integer of at least 0'],
      ['config', JSON.stringify({ 'cache.directory': 'x'.repeat(100_000) + '\n' }), ''],
      ['config', JSON.stringify({ 'output.format': `${'y'.repeat(100)}\nz` }), `request: invalid value "${'y'.repeat(79)}… (105 characters) for output.format: expected one of json, toon, gitingest, markdown, html`],
      ['analyze', JSON.stringify({ [`${'k'.repeat(1_000_000 - 20)}`]: 1 }), `unknown field '${'k'.repeat(80)}… (999980 characters)'`],
    ];
    for (const [endpoint, body, message] of cases) {
      const res = await post(`${s.url}/api/${endpoint}`, body);
      // A long path that stays inside the folder is a path like any other.
      if (message === '') {
        assert.is(res.status, 200, endpoint);
        continue;
      }
      assert.is(res.status, 400, `${endpoint}: ${JSON.stringify(res.json).slice(0, 300)}`);
      assert.equal(res.json, err('INVALID_REQUEST', message));
    }
  } finally {
    await s.stop();
  }
});

test('server :: POST /api/config refuses what every analysis would then refuse: an unknown model, a tokenizer that cannot count', async () => {
  const s = await start();
  const file = join(s.dir, '.analyzer', 'config.json');
  try {
    await post(`${s.url}/api/config`, { 'output.format': 'toon' });
    const saved = readFileSync(file, 'utf8');
    const cases: [unknown, string][] = [
      [{ 'analysis.model': 'gpt-5x' }, "invalid value 'gpt-5x' for analysis.model: unknown model 'gpt-5x' (did you mean 'gpt-5'?); give an --encoding or a --tokenizer file instead"],
      [{ 'analysis.tokenizer': 'missing.json' }, `invalid value 'missing.json' for analysis.tokenizer: no such file ${join(s.dir, 'missing.json')}`],
      [{ 'analysis.tokenizer': 'src' }, `invalid value 'src' for analysis.tokenizer: ${join(s.dir, 'src')} is a directory`],
      [{ 'analysis.tokenizer': 'README.md' }, `invalid value 'README.md' for analysis.tokenizer: ${join(s.dir, 'README.md')}: not a tokenizer.json (not JSON)`],
    ];
    for (const [body, message] of cases) {
      const res = await post(`${s.url}/api/config`, body);
      assert.is(res.status, 400, message);
      assert.equal(res.json, err('INVALID_REQUEST', message));
    }
    assert.is(readFileSync(file, 'utf8'), saved, 'a refused change writes nothing');
    assert.is((await post(`${s.url}/api/analyze`, {})).status, 200);
  } finally {
    await s.stop();
  }
});

test('server :: POST /api/cache/clear empties the cache of the root', async () => {
  const s = await start();
  const cache = join(s.dir, '.analyzer', 'cache');
  try {
    const empty = await post(`${s.url}/api/cache/clear`, '');
    assert.equal(empty.json, { success: true, message: 'the cache in .analyzer/cache was already empty' });
    // The answer goes out while the cache is saved; a clear waits for the save.
    await post(`${s.url}/api/analyze`, {});
    const cleared = await post(`${s.url}/api/cache/clear`, {});
    assert.is(cleared.status, 200);
    assert.equal(Object.keys(cleared.json), ['success', 'message']);
    assert.match(cleared.json.message, /^cleared the cache in \.analyzer\/cache \([1-9]\d* files\)$/);
    assert.not.ok(existsSync(join(cache, 'index-v5')));
    assert.equal((await post(`${s.url}/api/cache/clear`, { all: true })).json, err('INVALID_REQUEST', "unknown field 'all': cache/clear takes none"));
    // Counted again, from nothing: the same answer.
    assert.equal((await post(`${s.url}/api/analyze`, {})).json.data, await analyze({ path: s.dir, cache: false }));
  } finally {
    await s.stop();
  }
});

test('server :: GET / serves the report page, its policy also as a header', async () => {
  const s = await start();
  try {
    const res = await fetch(`${s.url}/`);
    assert.is(res.status, 200);
    assert.is(res.headers.get('content-type'), 'text/html; charset=utf-8');
    const html = await res.text();
    const page = readPage(html);
    assert.is(page.policy, pagePolicy('/api'));
    assert.match(page.policy, "connect-src 'self'");
    assert.is(res.headers.get('content-security-policy'), `${pagePolicy('/api')}; frame-ancestors 'none'`);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff');
    assert.match(html, '<html lang="en" data-api="/api">');
  } finally {
    await s.stop();
  }
});

test('server :: a handler that fails is a 500 INTERNAL_ERROR without a stack, and the server keeps serving', async () => {
  const warnings: string[] = [];
  const s = await start({ onWarning: (message) => warnings.push(message) });
  const toISOString = Date.prototype.toISOString;
  try {
    Date.prototype.toISOString = () => {
      throw new Error('clock broke');
    };
    const broken = await get(`${s.url}/health`);
    Date.prototype.toISOString = toISOString;
    assert.is(broken.status, 500);
    assert.equal(broken.json, err('INTERNAL_ERROR', 'internal error'));
    assert.match(warnings.join('\n'), /^internal error: Error: clock broke\n    at /);
    assert.is((await get(`${s.url}/health`)).status, 200);
  } finally {
    Date.prototype.toISOString = toISOString;
    await s.stop();
  }
});

test('server :: stop() ends analyses under way and closes keep-alive connections', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 1500; i++) files[`f${i}.js`] = `function f${i}() { return ${i}; }\n`.repeat(20);
  const s = await start({}, files);
  const pending = post(`${s.url}/api/analyze`, { methodLevel: true }).then((r) => r.status, (e: Error) => e.name);
  await new Promise((r) => setTimeout(r, 50));
  const started = Date.now();
  await s.server.stop();
  assert.ok(Date.now() - started < 3000);
  const outcome = await pending;
  assert.ok(outcome === 'TypeError' || outcome === 200, String(outcome));
  await s.stop();
});

test('server :: serve() options are checked; a missing root is a file-system error', async () => {
  const cases: [unknown, RegExp][] = [
    [{ pot: 1 }, /unknown option 'pot' \(did you mean 'port'\?\)/],
    [{ port: 70000 }, /port must be an integer from 0 to 65535, not 70000/],
    [{ rateLimit: { max: 0 } }, /rateLimit.max must be an integer from 1 up, not 0/],
    [{ rateLimit: { window: 1 } }, /unknown option 'rateLimit.window'/],
    [{ headersTimeout: 5000, requestTimeout: 1000 }, /headersTimeout \(5000 ms\) cannot be longer than requestTimeout/],
    [{ root: '/nonexistent/x' }, /cannot serve \/nonexistent\/x: no such directory/],
  ];
  for (const [options, message] of cases) {
    try {
      await serve({ port: 0, ...(options as object) });
      assert.unreachable(JSON.stringify(options));
    } catch (e) {
      assert.match((e as Error).message, message);
    }
  }
  resetConfig();
});

test.run();
