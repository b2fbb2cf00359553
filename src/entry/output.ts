import { constants, createWriteStream, lstatSync, realpathSync, statSync, type Stats } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { removeStaleTempFiles, tempPathFor, writeFileAtomic } from '../util/atomic.js';
import { configValue, origin } from '../config/index.js';
import { FileSystemError, describeSystemError } from '../util/errors.js';
import { formatOfFile, type Format } from '../sinks/formats.js';
import { shownText } from '../util/words.js';
import type { CliArgs } from './args.js';

/**
 * Where `--output` goes. A regular file, new or old, is replaced atomically through `temp`
 * (a symlink's target, not the symlink); a device, FIFO or socket (`/dev/null`, `/dev/stdout`,
 * a shell's `>(...)`) is written straight to: renaming over it would replace it.
 */
export interface Output {
  file: string;
  path: string;
  temp?: string;
}

/** Checks, before any analysis, that the output can be written, and says how it will be; removes stale temp files of it. */
export async function prepareOutput(file: string): Promise<Output> {
  const output = await checkOutput(file);
  if (output.temp) removeStaleTempFiles(output.path);
  return output;
}

/** What prepareOutput() checks, leaving the folder as it is: for an answer that is checked before the run prepares it (the wizard). */
export async function checkOutput(file: string): Promise<Output> {
  let path = resolve(file);
  if (statOf(path, file, lstatSync)?.isSymbolicLink()) {
    try {
      path = realpathSync(path);
    } catch {
      // A dangling symlink: written as a new file in its place.
    }
  }
  const existing = statOf(path, file, statSync);
  if (existing?.isDirectory()) throw new FileSystemError(`cannot write output '${file}': it is a directory`);
  if (existing && !existing.isFile()) return { file, path };
  const folder = dirname(path);
  const parent = await stat(folder).catch(() => undefined);
  if (!parent) throw new FileSystemError(`cannot write output '${file}': no such folder ${dirname(file)}`);
  if (!parent.isDirectory()) throw new FileSystemError(`cannot write output '${file}': ${dirname(file)} is not a folder`);
  try {
    await access(folder, constants.W_OK | constants.X_OK);
  } catch (err) {
    throw new FileSystemError(`cannot write output '${file}': ${describeSystemError(err)}`);
  }
  return { file, path, temp: tempPathFor(path) };
}

/** A path's stat, undefined when nothing is there: also when a part of it is a file (`a.py/x`), which the folder check below names. */
function statOf(path: string, file: string, stat: typeof statSync): Stats | undefined {
  try {
    return stat(path, { throwIfNoEntry: false });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return undefined;
    throw new FileSystemError(`cannot write output '${shownText(file)}': ${code === 'ENAMETOOLONG' ? 'its name is too long' : code}`, describeSystemError(err));
  }
}

export async function writeOutput(chunks: Readable, { file, path, temp }: Output): Promise<void> {
  const what = `output '${file}'`;
  if (temp) return writeFileAtomic(chunks, path, { temp, what });
  const out = createWriteStream(path, { flags: 'w' });
  let failed = false;
  out.once('error', () => (failed = true));
  await pipeline(chunks, out).catch((err) => {
    throw failed && (err as NodeJS.ErrnoException).code !== 'EPIPE' ? new FileSystemError(`cannot write ${what}: ${describeSystemError(err)}`) : err;
  });
}

/**
 * A format flag; else the extension of an `-o` file given on the command line; else the
 * configured `output.format`; else the extension of the configured `output.file`; else JSON.
 */
export function chooseFormat(args: Pick<CliArgs, 'format' | 'output'>, file: string | undefined): Format {
  const configured = origin('output.format').layer === 'default' ? undefined : configValue<Format>('output.format');
  return args.format ?? (args.output ? formatOfFile(args.output) : undefined) ?? configured ?? (file ? formatOfFile(file) : undefined) ?? 'json';
}
