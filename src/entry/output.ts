import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { FileSystemError, describeSystemError } from '../errors.js';

/** Fails early, before any analysis, when the output file could not be written. */
export async function checkWritable(file: string): Promise<void> {
  const target = resolve(file);
  const existing = await stat(target).catch(() => undefined);
  if (existing?.isDirectory()) throw new FileSystemError(`cannot write output '${file}': it is a directory`);
  const folder = dirname(target);
  const parent = await stat(folder).catch(() => undefined);
  if (!parent) throw new FileSystemError(`cannot write output '${file}': no such folder ${dirname(file)}`);
  if (!parent.isDirectory()) throw new FileSystemError(`cannot write output '${file}': ${dirname(file)} is not a folder`);
  try {
    await access(folder, constants.W_OK | constants.X_OK);
  } catch (err) {
    throw new FileSystemError(`cannot write output '${file}': ${describeSystemError(err)}`);
  }
}
