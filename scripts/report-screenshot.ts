// Writes docs/report.png, the README's picture of the HTML report: this repository's own report
// (or the folder given), as headless Chromium draws it at a laptop's width, a tooltip showing.
//   node --import tsx scripts/report-screenshot.ts [folder] [out.png]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyze, render } from '../src/entry/index.js';
import { launchChromium } from '../test/_helpers/browser.js';

const root = resolve(import.meta.dirname, '..');
const folder = resolve(process.argv[2] ?? root);
const out = resolve(process.argv[3] ?? join(root, 'docs', 'report.png'));
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-shot-'));
const browser = await launchChromium();
try {
  const page = join(scratch, 'report.html');
  // The checkout's folder may be named anything (a worktree, a CI clone): the picture says what it is.
  const name = folder === root ? 'analyzer' : basename(folder);
  writeFileSync(page, render(await analyze({ path: folder, cache: false }), 'html', { name }));
  const tab = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await tab.goto(pathToFileURL(page).href);
  await tab.waitForSelector('html[data-state="ready"]');
  // The biggest file of the biggest folder, hovered: the tooltip is part of what the picture shows.
  const cell = tab.locator('#map .cell.file').first();
  const box = (await cell.boundingBox())!;
  await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await tab.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  rmSync(scratch, { recursive: true, force: true });
}
