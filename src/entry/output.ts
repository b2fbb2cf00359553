import { createWriteStream, openSync, unlinkSync } from 'node:fs';
import { access, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { constants } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileSystemError, describeSystemError } from '../errors.js';

/** Temp files being written, removed if the process is interrupted. */
export const pendingTempFiles = new Set<string>();

export function removePendingTempFiles(): void {
  for (const file of pendingTempFiles) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
  pendingTempFiles.clear();
}

/** Fails early, before any analysis, when the output file could not be written. */
export async function checkWritable(file: string): Promise<void> {
  const target = resolve(file);
  const existing = await stat(target).catch(() => undefined);
  if (existing?.isDirectory()) throw new FileSystemError(`cannot write output '${file}': it is a directory`);
  try {
    await access(dirname(target), constants.W_OK | constants.X_OK);
  } catch (err) {
    throw new FileSystemError(`cannot write output '${file}': ${describeSystemError(err)}`);
  }
}

/** Writes the chunks to a temp file beside `file`, then renames it over `file`: never half-written. */
/** The temp file `file` is written through: chosen up front, so the analysis can leave it out. */
export function tempPathFor(file: string): string {
  const target = resolve(file);
  return join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);
}

export async function writeFileAtomic(chunks: Readable, file: string, temp = tempPathFor(file)): Promise<void> {
  const target = resolve(file);
  // Opened synchronously: a SIGINT handler runs between events, so it either finds the temp
  // file registered or finds none made yet, never one still being created.
  let fd: number;
  try {
    fd = openSync(temp, 'wx');
  } catch (err) {
    throw new FileSystemError(`cannot write output '${file}': ${describeSystemError(err)}`);
  }
  pendingTempFiles.add(temp);
  const out = createWriteStream(temp, { fd });
  // A failure upstream reaches the file stream too (the pipeline destroys it with that error):
  // only an error of the file's own is a write error.
  let writeError: unknown, upstreamError: unknown;
  chunks.once('error', (err) => (upstreamError = err));
  out.once('error', (err) => (writeError = err));
  try {
    await pipeline(chunks, out);
    await rename(temp, target).catch((err) => Promise.reject((writeError = err)));
  } catch (err) {
    await unlink(temp).catch(() => {});
    if (err === writeError && err !== upstreamError) throw new FileSystemError(`cannot write output '${file}': ${describeSystemError(err)}`);
    throw err;
  } finally {
    pendingTempFiles.delete(temp);
  }
}
