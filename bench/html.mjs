#!/usr/bin/env node
// node bench/html.mjs [--corpus DIR] [--runs 5]   (also a step of npm run bench)
// The HTML report of a big tree: its size, and how fast headless Chromium shows it, opened from
// disk in a fresh browser context each time: first contentful paint, the treemap drawn (the page's
// `treemap-drawn` mark) and the whole page ready (the file table too), medians over the runs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const CHROMIUM = process.env.ANALYZER_CHROMIUM ?? '/usr/bin/chromium';
// The flags the browser tests use (test/_helpers/browser.ts): root needs --no-sandbox, and the
// closed network refuses Chromium's background services.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Targets on jsts (11,182 files): the file under 4 MB, the first paint and the treemap under 1.5 s. */
export const HTML_TARGETS = { bytes: 4 * 1024 * 1024, paintMs: 1500 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Renders `corpus` to HTML with the built CLI and times it in Chromium; lines of Markdown. */
export async function benchHtml({ corpus, runs = 5, log = () => {} }) {
  if (!existsSync(CHROMIUM)) return [`HTML report: skipped, no Chromium at ${CHROMIUM} (apt-get install chromium)`];
  const scratch = mkdtempSync(join(tmpdir(), 'analyzer-html-'));
  try {
    const file = join(scratch, 'report.html');
    log(`bench: HTML report of ${corpus}, ${runs} loads in Chromium`);
    // A fresh working folder: the analysis cache there starts empty and is thrown away.
    execFileSync(process.execPath, [CLI, '--cli', '--html', '--path', corpus, '--output', file], { cwd: scratch, stdio: ['ignore', 'ignore', 'inherit'] });
    const bytes = statSync(file).size;
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const samples = [];
    const version = browser.version();
    try {
      for (let i = 0; i < runs; i++) samples.push(await load(browser, pathToFileURL(file).href));
    } finally {
      await browser.close();
    }
    const fcp = median(samples.map((s) => s.fcp)), drawn = median(samples.map((s) => s.drawn)), ready = median(samples.map((s) => s.ready));
    const verdict = (ok) => (ok ? 'ok' : 'MISSED');
    return [
      `HTML report of ${corpus.split('/').pop()} in headless Chromium ${version}, ${runs} loads from disk, medians:`,
      '',
      '| size MB (< 4) | first contentful paint ms (< 1,500) | treemap drawn ms (< 1,500) | whole page ready ms |',
      '| ---: | ---: | ---: | ---: |',
      `| ${(bytes / 2 ** 20).toFixed(2)} ${verdict(bytes < HTML_TARGETS.bytes)} | ${fcp.toFixed(0)} ${verdict(fcp < HTML_TARGETS.paintMs)} | ${drawn.toFixed(0)} ${verdict(drawn < HTML_TARGETS.paintMs)} | ${ready.toFixed(0)} |`,
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// Times from the page's own clock (navigation start = 0). `ready` is when the page says so
// (`data-state`), then one frame for the browser to show it.
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement.dataset.state !== 'ready' || window.__readyAt) return;
        requestAnimationFrame(() => setTimeout(() => (window.__readyAt = performance.now())));
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__readyAt && performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 60_000 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      drawn: performance.getEntriesByName('treemap-drawn')[0].startTime,
      ready: window.__readyAt,
    }));
  } finally {
    await context.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = mri(process.argv.slice(2), { string: ['corpus'], default: { corpus: join(tmpdir(), 'analyzer-corpora', 'jsts'), runs: 5 } });
  if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
  const lines = await benchHtml({ corpus: args.corpus, runs: Number(args.runs), log: (l) => process.stderr.write(`${l}\n`) });
  process.stdout.write(`${lines.join('\n')}\n`);
}
