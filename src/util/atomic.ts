import { randomBytes } from 'node:crypto';
import { closeSync, createWriteStream, fchmodSync, fsyncSync, lstatSync, openSync, readdirSync, unlinkSync, writeSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileSystemError, describeSystemError } from './errors.js';

// Files are written to a temp file beside them, then renamed over them: a reader sees the old
// file or the new one, never half of one. A temp file is `.<name>.<pid>.<random>.tmp`, so a run
// can tell its own, remove them when interrupted, and remove those that a killed run left.

const TEMP_NAME = /^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** Temp files being written, removed if the process is interrupted. */
const pendingTempFiles = new Set<string>();

/** Removes the temp files still being written: for a signal handler, before the process exits. */
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

/** Whether a file name is one of the tool's temp files (never analysed). */
export function isTempName(name: string): boolean {
  return TEMP_NAME.test(name);
}

/** The temp file `file` is written through: chosen up front, so an analysis can leave it out. */
export function tempPathFor(file: string): string {
  const target = resolve(file);
  return join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

/** Removes the temp files of `file` that a process no longer running left behind (killed, say). */
export function removeStaleTempFiles(file: string): void {
  const target = resolve(file);
  const prefix = `.${basename(target)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(target));
  } catch {
    return;
  }
  for (const name of names) {
    const match = name.startsWith(prefix) ? TEMP_NAME.exec(name) : null;
    if (!match || name.length !== prefix.length + match[1].length + 13 || running(Number(match[1]))) continue;
    try {
      unlinkSync(join(dirname(target), name));
    } catch {
      // another run removed it first
    }
  }
}

function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface WriteOptions {
  /** The temp file to write through; tempPathFor(file) by default. */
  temp?: string;
  /** Mode of a new file (before the umask). */
  mode?: number;
  /** Give the file exactly `mode`, whatever the umask: the mode of the file it replaces. */
  keepMode?: boolean;
  /** What the file is, in errors: `output 'x.json'`; the file's name by default. */
  what?: string;
}

/**
 * Writes the chunks to `temp` (beside `file`), flushes it to disk, then renames it over `file`.
 * On any failure the temp file is removed and `file` is left as it was; a failure to write
 * (a full disk, say) is a FileSystemError naming `what` (default: the file), a failure of `chunks`
 * is passed on.
 */
export async function writeFileAtomic(chunks: Readable | string, file: string, options: WriteOptions = {}): Promise<void> {
  const { temp = tempPathFor(file), mode = 0o666, keepMode = false, what = `'${file}'` } = options;
  const target = resolve(file);
  const source = typeof chunks === 'string' ? Readable.from([chunks]) : chunks;
  // Opened synchronously: a signal handler runs between events, so it either finds the temp
  // file registered or finds none made yet, never one still being created.
  let fd: number;
  try {
    fd = openSync(temp, 'wx', mode);
  } catch (err) {
    throw new FileSystemError(`cannot write ${what}: ${describeSystemError(err)}`);
  }
  pendingTempFiles.add(temp);
  const out = createWriteStream(temp, { fd, flush: true });
  // Whichever side fails first caused it: the pipeline then destroys the other with that error.
  let first: 'write' | 'source' | undefined;
  source.once('error', () => (first ??= 'source'));
  out.once('error', () => (first ??= 'write'));
  try {
    // The mode given, not what the umask leaves of it: the mode of the file being replaced.
    if (keepMode) fchmodSync(fd, mode);
    await pipeline(source, out);
    await rename(temp, target).catch((err) => {
      first = 'write';
      throw err;
    });
  } catch (err) {
    out.destroy();
    await unlink(temp).catch(() => {});
    if (first === 'write' || first === undefined) throw new FileSystemError(`cannot write ${what}: ${describeSystemError(err)}`);
    throw err;
  } finally {
    pendingTempFiles.delete(temp);
  }
}

/**
 * Writes several files as one: each text to a temp file beside its file, flushed, and only once
 * every one is written, each renamed over its file. On a failure to write, the temp files are
 * removed and every file is left as it was (a failure among the renames, rarer, leaves those
 * renamed before it new). A failure is a FileSystemError naming `what(file)`.
 */
export async function writeFilesAtomic(files: { file: string; text: string }[], what: (file: string) => string): Promise<void> {
  const written: { temp: string; target: string; file: string }[] = [];
  let current = '';
  try {
    for (const { file, text } of files) {
      current = file;
      const temp = tempPathFor(file);
      // Opened synchronously, as writeFileAtomic() opens its temp file, for the signal handler.
      const fd = openSync(temp, 'wx', 0o666);
      pendingTempFiles.add(temp);
      written.push({ temp, target: resolve(file), file });
      try {
        const bytes = Buffer.from(text, 'utf8');
        for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    // What a rename would fail on, found before any file is replaced.
    for (const { target, file } of written) {
      current = file;
      if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory()) throw Object.assign(new Error('it is a directory'), { code: 'EISDIR' });
    }
    for (const { temp, target, file } of written) {
      current = file;
      await rename(temp, target);
      pendingTempFiles.delete(temp);
    }
  } catch (err) {
    for (const { temp } of written) {
      if (!pendingTempFiles.delete(temp)) continue;
      await unlink(temp).catch(() => {});
    }
    throw new FileSystemError(`cannot write ${what(current)}: ${describeSystemError(err)}`);
  }
}
