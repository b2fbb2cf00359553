import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { CHROMIUM, CHROMIUM_ARGS, hasChromium, watch } from '../_helpers/browser.js';
import { start, type Served } from './_serve.js';

// `analyzer serve` in a real browser: its page on its own origin gets its data, and what a
// hostile page can do (another origin's fetch and form-like posts, a name rebound to this
// machine) gets nothing and runs nothing.
const test = suite('server browser');
const HOSTILE_NAME = 'rebind.test';

let browser: Browser | undefined;
let served: Served;

if (!hasChromium()) {
  test(`server browser :: skipped: no Chromium at ${CHROMIUM}`, () => {});
} else {
  test.before(async () => {
    const { chromium } = await import('playwright-core');
    // A name of another site that resolves to this machine, as DNS rebinding makes one.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOSTILE_NAME} 127.0.0.1`] });
    served = await start();
  });

  test.after(async () => {
    await browser?.close();
    await served.stop();
  });

  test('server browser :: the page at / asks its own API and shows the answer; a path outside the root is an error it shows', async () => {
    const context = await browser!.newContext();
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(served.server.url);
    await page.waitForSelector('html[data-state="ready"]');
    const result = await analyze({ path: served.dir, cache: false });
    assert.is(await page.$eval('[data-total="tokens"] dd', (e) => e.textContent), result.totalTokens.toLocaleString('en-US'));
    assert.match((await page.textContent('#counting')) ?? '', 'o200k_base');
    await page.fill('#query-path', 'src');
    await page.check('#query-methods');
    await page.click('#query button');
    await page.waitForFunction(() => document.title === 'Token report: src' && document.documentElement.dataset.state === 'ready');
    await page.fill('#query-path', '..');
    await page.click('#query button');
    await page.waitForSelector('html[data-state="error"]');
    assert.is(await page.textContent('#status'), "Could not analyse ..: '..' is outside the served folder: give a path relative to it");
    assert.equal(seen.errors.filter((e) => !/favicon|status of 403/.test(e)), []);
    await context.close();
  });

  test('server browser :: another origin\'s page gets nothing, and a name rebound to this machine is refused', async () => {
    const before = await fetch(`${served.url}/api/status`);
    const remaining = Number(before.headers.get('ratelimit-remaining'));
    const api = `http://127.0.0.1:${served.server.port}/api`;
    const evil = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>evil</title>'));
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    try {
      const context = await browser!.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
      // A string, not a function: tsx would add helpers to a function that the page lacks.
      const outcomes = await page.evaluate(`(async () => {
        const attempt = (init, path = '/analyze') => fetch(${JSON.stringify(api)} + path, init).then((r) => r.type + ' ' + r.status, (e) => e.name);
        return [
          await attempt({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"path":"."}' }),
          await attempt({ method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{"path":"."}' }),
          await attempt({ method: 'POST', mode: 'no-cors' }, '/cache/clear'),
          await attempt({}, '/config'),
        ];
      })()`);
      // Read nothing: the preflight fails (405, no CORS header); the answers to the simple
      // requests are blocked (Cross-Origin-Resource-Policy), even as opaque ones.
      assert.equal(outcomes, ['TypeError', 'TypeError', 'TypeError', 'TypeError']);
      // ...and none of it passed the server's checks: the rate limit counted none of it.
      const after = await fetch(`${served.url}/api/status`);
      assert.is(Number(after.headers.get('ratelimit-remaining')), remaining - 1);

      const rebound = await page.goto(`http://${HOSTILE_NAME}:${served.server.port}/`);
      assert.is(rebound?.status(), 403);
      assert.equal(JSON.parse((await rebound?.text()) ?? ''), { success: false, error: { code: 'FORBIDDEN', message: `host '${HOSTILE_NAME}:${served.server.port}' is not served: use localhost or an IP address` } });
      await context.close();
    } finally {
      await new Promise((resolve) => evil.close(resolve));
    }
  });
}

test.run();
