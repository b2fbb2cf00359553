// Writes the HTML report page's script and style beside the bundles (dist/report-page.js and
// dist/report-page.css), for the HTML sink to inline. Run by `npm run build` after tsup.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_FILES, bundlePage } from '../src/page/bundle.js';

const dist = join(import.meta.dirname, '..', 'dist');
const assets = bundlePage();
for (const kind of ['script', 'style'] as const) {
  const file = join(dist, PAGE_FILES[kind]);
  writeFileSync(`${file}.tmp`, assets[kind]);
  renameSync(`${file}.tmp`, file);
}
