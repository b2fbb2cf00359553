// Reading a benchmark corpus as the analyzer would, for the scripts that compare its parts
// (check-methods.mjs, check-stripped-methods.mjs, methods.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every regular file under `dir`, in name order, depth first. */
export function* corpusFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* corpusFiles(path);
    else if (entry.isFile()) yield path;
  }
}

/** Decoded text of a file the analyzer would read, or undefined for binary and non-UTF-8 files. */
export function corpusText(path) {
  const bytes = readFileSync(path);
  if (bytes.subarray(0, 8192).includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, '');
  } catch {
    return undefined;
  }
}

/** Each named corpus under `dir` that is there, as [name, its folder]; one missing is said and skipped. */
export function* presentCorpora(names, dir) {
  for (const name of names) {
    const root = join(dir, name);
    if (existsSync(root)) yield [name, root];
    else console.log(`${name}: no corpus at ${root} (bench/make-corpora.sh builds it): skipped`);
  }
}
