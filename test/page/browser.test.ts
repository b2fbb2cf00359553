import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { servedPage } from '../../src/sinks/html.js';
import type { AnalysisResult } from '../../src/results.js';
import { CHROMIUM, hasChromium, launchChromium, watch, type Watched } from '../_helpers/browser.js';
import { ROOT, spawnCli, tempTree } from '../_helpers/index.js';

// The HTML report in a real browser: opened from disk, and served by a stub of `analyzer serve`.
const test = suite('report page');

// Screenshots for the test log; git ignores the folder.
const SHOTS = join(ROOT, 'test', '.output');
const LONG = `long/${Array.from({ length: 5 }, (_, i) => `${String(i)}${'d'.repeat(210)}`).join('/')}/end.txt`;
const HOSTILE = ['<script>alert(1)<script>.js', '"><img src=x onerror=alert(1)>.ts', '<!--.md', 'line\u2028sep.py', LONG];
const FILES: Record<string, string> = {
  'README.md': '# Demo\n\nA small tree for the report page.\n',
  'src/app.ts': `export function main(args: string[]): number {\n  return args.length;\n}\n\nexport class Queue {\n  push(x: number) {\n    return [x].map((y) => y * 2);\n  }\n}\n${Array.from({ length: 40 }, (_, i) => `export const filler${i} = [1, 2, 3].map(String);\n`).join('')}`,
  'src/lib/queue.ts': `${'export const item = { a: 1, b: "two", c: [3] };\n'.repeat(30)}`,
  'src/lib/util.py': `def helper(x):\n    return x * 2\n\n${'print(helper(21))\n'.repeat(25)}`,
  'docs/guide.md': `${'Some words about the tool, and more words after them.\n'.repeat(12)}`,
  ...Object.fromEntries(HOSTILE.map((name, i) => [name, `hostile file ${i}\n`])),
};
const TOP_LEVEL = ['README.md', 'src', 'docs', 'long', ...HOSTILE.slice(0, -1)];

let browser: Browser | undefined;
let tree: ReturnType<typeof tempTree>;
let reportFile: string;
let whole: AnalysisResult;

const count = (n: number) => n.toLocaleString('en-US');
const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function open(url: string, width = 1280, height = 900): Promise<{ page: Page; seen: Watched }> {
  const context = await browser!.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto(url);
  await page.waitForSelector('html[data-state="ready"]');
  return { page, seen };
}

function clean(seen: Watched): void {
  assert.equal(seen.errors, []);
  assert.equal(seen.dialogs, []);
}

const topCells = (page: Page) => page.$$eval('#map .cell[data-depth="1"]', (els) => els.map((e) => (e as HTMLElement).dataset.path!));
const rowPaths = (page: Page) => page.$$eval('#files .grid-body [role="row"] .path', (els) => els.map((e) => e.textContent!));
const current = (page: Page) => page.$eval('#crumbs [aria-current]', (e) => e.textContent);

/** What both modes must show of `result`, and do when clicked. */
async function checkReport(page: Page, result: AnalysisResult, topLevel: string[], folder: string): Promise<void> {
  assert.is(await page.$eval('[data-total="tokens"] dd', (e) => e.textContent), count(result.totalTokens));
  assert.is(await page.$eval('[data-total="files"] dd', (e) => e.textContent), count(result.totalFiles));
  assert.is(await page.$eval('[data-total="lines"] dd', (e) => e.textContent), count(result.totalLines));
  // Every path, as text, exactly as the analysis gave it, in the order the table is sorted by:
  // largest first at first, and the reader's choice when new data comes.
  const [key, order] = await page.$eval('#files [aria-sort]', (e) => [(e as HTMLElement).dataset.key, e.getAttribute('aria-sort')]);
  const value = (f: AnalysisResult['files'][number]): string | number => (key === 'path' ? f.path : key === 'lines' ? f.lines : f.tokens);
  const sorted = [...result.files].sort((a, b) => {
    const x = value(a), y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * (order === 'descending' ? -1 : 1) || byPath(a.path, b.path);
  });
  assert.equal(await rowPaths(page), sorted.map((f) => f.path));
  assert.equal((await topCells(page)).sort(), [...topLevel].sort());

  // A click on a folder's name zooms into it; the path above zooms out again.
  await page.click(`#map .cell[data-depth="1"][data-path="${folder}"]`, { position: { x: 4, y: 4 } });
  assert.is(await current(page), `${folder}/`);
  const inside = new Set(result.files.filter((f) => f.path.startsWith(`${folder}/`)).map((f) => f.path.split('/').slice(0, 2).join('/')));
  assert.equal((await topCells(page)).sort(), [...inside].sort());
  await page.click('#crumbs button');
  assert.equal((await topCells(page)).sort(), [...topLevel].sort());

  // Sorting: a name column A to Z first, a number column largest first, a second click reverses.
  await page.click('#files [data-key="path"] button');
  assert.equal(await rowPaths(page), result.files.map((f) => f.path));
  assert.is(await page.getAttribute('#files [data-key="path"]', 'aria-sort'), 'ascending');
  await page.click('#files [data-key="lines"] button');
  const byLines = [...result.files].sort((a, b) => b.lines - a.lines || byPath(a.path, b.path)).map((f) => f.path);
  assert.equal(await rowPaths(page), byLines);
  await page.click('#files [data-key="lines"] button');
  assert.equal(await rowPaths(page), [...result.files].sort((a, b) => a.lines - b.lines || byPath(a.path, b.path)).map((f) => f.path));
  assert.is(await page.getAttribute('#files [data-key="lines"]', 'aria-sort'), 'ascending');
  assert.is(await page.getAttribute('#files [data-key="path"]', 'aria-sort'), null);

  // Filtering keeps the order and says how many match.
  await page.fill('#filter', 'LIB/');
  await page.waitForFunction(() => document.getElementById('shown')!.textContent!.includes('match'));
  const lib = result.files.filter((f) => f.path.toLowerCase().includes('lib/'));
  assert.equal(await rowPaths(page), [...lib].sort((a, b) => a.lines - b.lines || byPath(a.path, b.path)).map((f) => f.path));
  assert.is(await page.textContent('#shown'), `${lib.length} of ${result.files.length} files match`);
  await page.fill('#filter', '');
  await page.waitForFunction((n) => document.querySelectorAll('#files .grid-body [role="row"]').length === n, result.files.length);
}

if (!hasChromium()) {
  console.error(`\n!!! report page: NO CHROMIUM at ${CHROMIUM}: the browser suite is SKIPPED (apt-get install chromium, or set ANALYZER_CHROMIUM)\n`);
  test.skip('report page :: every check in a real browser (no Chromium)', () => {});
} else {
  test.before(async () => {
    tree = tempTree(FILES);
    mkdirSync(SHOTS, { recursive: true });
    reportFile = join(SHOTS, 'report.html');
    const run = await spawnCli(['--cli', '-p', tree.dir, '--html', '--method-level', '--no-cache', '-o', reportFile]);
    assert.is(run.code, 0, run.stderr);
    whole = await analyze({ path: tree.dir, methodLevel: true, cache: false });
    browser = await launchChromium();
  });

  test.after(async () => {
    await browser?.close();
    tree?.cleanup();
  });

  test('report page :: from disk: totals, every file, a cell per top-level entry, zoom, sort; no request, no error', async () => {
    const { page, seen } = await open(pathToFileURL(reportFile).href);
    assert.is(await page.getAttribute('#files [data-key="tokens"]', 'aria-sort'), 'descending');
    assert.is(await page.title(), `Token report: ${tree.dir.split('/').pop()}`);
    await checkReport(page, whole, TOP_LEVEL, 'src');
    assert.match(await page.textContent('#counting') ?? '', 'Exact token counts (o200k_base); comments removed.');
    assert.is(await page.$eval('[data-total="methods"] dd', (e) => e.textContent), String(whole.files.flatMap((f) => f.methods ?? []).length));
    assert.equal(seen.requests, [`GET ${pathToFileURL(reportFile).href}`]);
    await page.screenshot({ path: join(SHOTS, 'report.png'), fullPage: true });
    clean(seen);
    await page.context().close();
  });

  test('report page :: hostile names are text, run nothing, break nothing', async () => {
    const { page, seen } = await open(pathToFileURL(reportFile).href);
    const rows = await rowPaths(page);
    for (const name of HOSTILE) assert.ok(rows.includes(name), name);
    assert.is(await page.$$eval('img, iframe, object, embed', (els) => els.length), 0);
    assert.is(await page.$$eval('script', (els) => els.length), 2);
    // The long path wraps inside its row instead of widening the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.is(overflow, 0);
    await page.hover(`#map .cell[data-path="${HOSTILE[1].replaceAll('"', '\\"')}"]`);
    assert.is(await page.textContent('#tip .tip-path'), HOSTILE[1]);
    clean(seen);
    await page.context().close();
  });

  test('report page :: keyboard: Tab reaches the treemap, arrows move, Enter zooms in, Escape out; focus shows the tooltip', async () => {
    const { page, seen } = await open(pathToFileURL(reportFile).href);
    await page.click('#map-heading');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.path);
    for (let i = 0; i < 10 && (await focused()) === undefined; i++) await page.keyboard.press('Tab');
    const first = await focused();
    assert.is(first, (await topCells(page))[0]);
    assert.is(await page.isVisible('#tip'), true);
    assert.match((await page.textContent('#tip')) ?? '', 'Tokens');
    await page.keyboard.press('ArrowRight');
    assert.is(await focused(), (await topCells(page))[1]);
    await page.keyboard.press('Home');
    for (let i = 0; i < TOP_LEVEL.length && (await focused()) !== 'src'; i++) await page.keyboard.press('ArrowRight');
    assert.is(await focused(), 'src');
    assert.is(await page.textContent('#tip .tip-path'), 'src/');
    await page.keyboard.press('Enter');
    assert.is(await current(page), 'src/');
    assert.ok((await focused())!.startsWith('src/'));
    await page.keyboard.press('Escape');
    assert.is(await focused(), 'src');
    assert.equal((await topCells(page)).sort(), [...TOP_LEVEL].sort());
    clean(seen);
    await page.context().close();
  });

  test('report page :: at phone width nothing runs off the side', async () => {
    const { page, seen } = await open(pathToFileURL(reportFile).href, 375, 740);
    assert.is(await page.evaluate(() => document.documentElement.scrollWidth), 375);
    assert.ok((await topCells(page)).length > 0);
    await page.screenshot({ path: join(SHOTS, 'report-phone.png'), fullPage: true });
    clean(seen);
    await page.context().close();
  });

  test('report page :: served: asks the API on its origin, shows its data, a sub-folder on refresh, errors as text', async () => {
    const results: Record<string, AnalysisResult> = {
      '.': await analyze({ path: tree.dir, cache: false }),
      src: await analyze({ path: join(tree.dir, 'src'), methodLevel: true, cache: false }),
    };
    const asked: unknown[] = [];
    const server: Server = createServer((req, res) => {
      const send = (status: number, type: string, body: string) => res.writeHead(status, { 'content-type': type }).end(body);
      if (req.method === 'GET' && req.url === '/') return send(200, 'text/html; charset=utf-8', servedPage('/api'));
      if (req.method !== 'POST' || req.url !== '/api/analyze') return send(404, 'application/json', '{"success":false,"error":{"code":"NOT_FOUND","message":"not found"}}');
      let body = '';
      req.setEncoding('utf8').on('data', (d) => (body += d)).on('end', () => {
        const request = JSON.parse(body) as { path: string; methodLevel: boolean };
        asked.push({ type: req.headers['content-type'], ...request });
        const data = results[request.path];
        if (data) return send(200, 'application/json', JSON.stringify({ success: true, data }));
        send(422, 'application/json', JSON.stringify({ success: false, error: { code: 'ANALYSIS_ERROR', message: `no such directory: ${request.path}`, details: '<img src=x onerror=alert(2)>' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { page, seen } = await open(`${origin}/`);
      assert.is(await page.getAttribute('#files [data-key="tokens"]', 'aria-sort'), 'descending');
      assert.equal(asked, [{ type: 'application/json', path: '.', methodLevel: false }]);
      assert.is(await page.isVisible('#query'), true);
      await checkReport(page, results['.'], TOP_LEVEL, 'src');

      await page.fill('#query-path', 'src');
      await page.check('#query-methods');
      await page.click('#query button');
      await page.waitForFunction(() => document.title === 'Token report: src' && document.documentElement.dataset.state === 'ready');
      assert.equal(asked[1], { type: 'application/json', path: 'src', methodLevel: true });
      assert.is(await page.$eval('[data-total="methods"] dd', (e) => e.textContent), String(results.src.files.flatMap((f) => f.methods ?? []).length));
      await checkReport(page, results.src, ['app.ts', 'lib'], 'lib');
      await page.screenshot({ path: join(SHOTS, 'report-served.png'), fullPage: true });

      await page.fill('#query-path', '<b>nope</b>');
      await page.click('#query button');
      await page.waitForSelector('html[data-state="error"]');
      assert.is(await page.textContent('#status'), 'Could not analyse <b>nope</b>: no such directory: <b>nope</b> (<img src=x onerror=alert(2)>)');
      assert.is(await page.$$eval('img, b', (els) => els.length), 0);
      // The page asked its own origin only, and for nothing but the page and the analyses.
      assert.equal(seen.requests.filter((r) => !r.endsWith('/favicon.ico')), [`GET ${origin}/`, `POST ${origin}/api/analyze`, `POST ${origin}/api/analyze`, `POST ${origin}/api/analyze`]);
      clean({ ...seen, errors: seen.errors.filter((e) => !/favicon|the server responded with a status of 422/.test(e)) });
      await page.context().close();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('report page :: a page with neither data nor an API says so', async () => {
    const file = join(SHOTS, 'nothing.html');
    writeFileSync(file, servedPage('/api').replace(' data-api="/api"', ''));
    const context = await browser!.newContext();
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('html[data-state="error"]');
    assert.is(await page.textContent('#status'), 'This page holds no report, and no API on this server to ask for one.');
    clean(seen);
    await context.close();
  });
}

test.run();
