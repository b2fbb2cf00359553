import { readdirSync, unlinkSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { UsageError } from '../util/errors.js';
import { writeFilesAtomic } from '../util/atomic.js';
import type { Output } from './output.js';

// `--split`: the digest's parts as numbered files beside `-o`: `digest.txt` gives `digest.1.txt`,
// `digest.2.txt`, ...; a name without an extension, `digest.1`, `digest.2`. The `-o` file itself
// is not written.

/** The file of part `i` (1-based) of the output `path`. */
export function partPath(path: string, i: number): string {
  const ext = extname(path);
  return `${path.slice(0, path.length - ext.length)}.${i}${ext}`;
}

/** Parts already beside `path` (an earlier run's, any number), by number. */
export function existingParts(path: string): Map<number, string> {
  const ext = extname(path);
  const stem = basename(path, ext);
  const part = new RegExp(`^${escaped(stem)}\\.([1-9][0-9]*)${escaped(ext)}$`);
  const found = new Map<number, string>();
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return found;
  }
  for (const name of names) {
    const match = part.exec(name);
    if (match) found.set(Number(match[1]), join(dirname(path), name));
  }
  return found;
}

/** The output `--split` writes beside: refused unless it is a file that can be replaced (not standard output, not a device). */
export function checkSplitOutput(output: Output | undefined): Output & { temp: string } {
  if (!output) throw new UsageError('--split writes the digest as numbered files beside -o <file>: give one (-o digest.txt gives digest.1.txt, digest.2.txt, ...)');
  if (!output.temp) throw new UsageError(`--split writes numbered files beside -o <file>: '${output.file}' is not a regular file`);
  return output as Output & { temp: string };
}

/**
 * Writes the parts, all or none (util/atomic.ts writeFilesAtomic()), then removes the parts beside
 * them numbered above the last: left from an earlier run with more parts, they would read as part
 * of this digest. Resolves to the files written, as given (relative to where `-o` was given).
 */
export async function writeParts(parts: string[], { file, path }: Output): Promise<string[]> {
  const files = parts.map((text, i) => ({ file: partPath(path, i + 1), text }));
  await writeFilesAtomic(files, (written) => `part '${partPath(file, files.findIndex((f) => f.file === written) + 1)}'`);
  for (const [i, stale] of existingParts(path)) {
    if (i <= parts.length) continue;
    try {
      unlinkSync(stale);
    } catch {
      // Gone already, or not ours to remove: it is named in no part of this digest either way.
    }
  }
  return parts.map((_, i) => partPath(file, i + 1));
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
