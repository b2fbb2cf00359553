// The floor of a repeat run: what any correct repeat run over a tree must do, and nothing else.
// It reads and checks the cache's three entries that a previous analyzer run filled, takes one
// lstat per folder and per file (a file edited since must be seen), and prints a JSON list of
// the files' cached counts. No options, ignore rules, stages or sinks. Compare its time with
// `node -e ""` and with analyzer's own repeat and cold runs, alternating, in the same minutes.
//
//   node bench/floor.mjs <analysed folder> <.analyzer/cache folder of a run over it>
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const [root, cache] = process.argv.slice(2);
if (!root || !cache) {
  process.stderr.write('usage: node bench/floor.mjs <analysed folder> <cache folder>\n');
  process.exit(2);
}
const entries = {};
for (const file of readdirSync(join(cache, 'content-v2', 'sha512'), { recursive: true, withFileTypes: true })) {
  if (!file.isFile()) continue;
  const bytes = readFileSync(join(file.parentPath, file.name));
  createHash('sha512').update(bytes).digest();
  const blob = JSON.parse(bytes.toString('utf8'));
  entries[blob.key.split(':')[1]] = blob.rows;
}
const results = new Map(entries.results.map((row) => [row[0].slice(0, row[0].indexOf(' ')), row]));
for (const [folder] of entries.folders) lstatSync(folder === '' ? root : join(root, folder));
const files = [];
for (const [path, size, , , , , hash] of entries.files) {
  if (lstatSync(join(root, path)).size !== size) throw new Error(`${path} changed`);
  const result = results.get(hash);
  files.push({ path, tokens: result?.[1] ?? 0, lines: result?.[2] ?? 0 });
}
files.sort((a, b) => (a.path < b.path ? -1 : 1));
process.stdout.write(`${JSON.stringify({ totalFiles: files.length, files }, null, 2)}\n`);
