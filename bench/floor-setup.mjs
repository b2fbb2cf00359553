// What floor-cold.mjs and profile-cold.mjs share: the floor's bundle, its list of files, and
// reading a corpus once so that no timed run pays for the disk.
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = join(HERE, '..', 'dist');

/**
 * floor-cold-work.mjs as one CommonJS file in a new folder under `scratch`, beside the build's
 * rank tables (which it loads as the CLI does, from beside itself); import.meta.url is given its
 * CommonJS value, as tsup's shim does. Returns the file's path.
 */
export async function bundleFloor(scratch) {
  const dir = mkdtempSync(join(scratch, 'floor-'));
  const outfile = join(dir, 'floor.cjs');
  await build({
    entryPoints: [join(HERE, 'floor-cold-work.mjs')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    outfile,
    define: { 'import.meta.url': '__floorUrl' },
    banner: { js: 'const __floorUrl = require("node:url").pathToFileURL(__filename).href;' },
    logLevel: 'error',
  });
  for (const name of readdirSync(DIST)) if (name.startsWith('ranks-')) copyFileSync(join(DIST, name), join(dir, name));
  return outfile;
}

/**
 * Writes the floor's list of files to `path` from a plain run's JSON of `dir`: its files grouped
 * by size (identical files share one), largest first, each group [size, files], each file
 * [path, language, tokens, lines].
 */
export function writeFloorList(dir, json, path) {
  const report = JSON.parse(json);
  const bySize = new Map();
  for (const file of report.files) {
    const size = statSync(join(dir, file.path)).size;
    if (!bySize.has(size)) bySize.set(size, []);
    bySize.get(size).push([file.path, file.language, file.tokens, file.lines]);
  }
  const groups = [...bySize].sort((a, b) => b[0] - a[0]);
  writeFileSync(path, JSON.stringify({ root: dir, encoding: report.encoding, groups }));
  return { path, totalTokens: report.totalTokens, files: report.files.length };
}

/** Reads every file once, so no run pays for the disk (this machine's host evicts idle page cache within seconds). */
export function warm(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) readFileSync(join(entry.parentPath, entry.name));
  }
}
