import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { openedUnder } from '../util/confine.js';
import { TokenizerFileError } from './hf.js';

// Reading a tokenizer file safely: it may come from a cloned repository's configuration, which
// can name a FIFO (a read would wait for a writer forever), a link to /dev/stdin or /dev/zero (a
// read without end), or a huge or sparse file. Only a regular file is opened, without waiting
// (O_NONBLOCK, in case it was swapped for a FIFO after the check), and read up to a bound.

/** The largest tokenizer file read: Gemma 3's, the largest known, is 33 MB. */
export const MAX_TOKENIZER_BYTES = 64 * 1024 * 1024;
/**
 * The most JSON object keys (vocabulary entries, added tokens' fields...) a tokenizer file may
 * hold, counted before it is parsed: V8 builds an object of millions of keys slowly (a
 * 3-million-token vocabulary took 10 s to parse and 30 s more to read), and every run waits for
 * it. Gemma 3's file, the largest known, has 307,111.
 */
export const MAX_TOKENIZER_KEYS = 600_000;

const LIMIT = `${MAX_TOKENIZER_BYTES / 1024 / 1024} MiB`;
const CHUNK_BYTES = 1 << 20;

/** A tokenizer file that is not read, and why (the caller names the file). */
export class TokenizerPathError extends Error {}

/**
 * A tokenizer file opened for reading, and what fstat() says of it; `within` (a real path): the
 * file opened must lie there, links followed. Throws TokenizerPathError for a file that is not
 * read, and the system's errors (ENOENT...) as they come.
 */
export function openTokenizerFile(path: string, within?: string): { fd: number; stats: Stats } {
  refuseOther(statSync(path));
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = fstatSync(fd);
    refuseOther(stats);
    if (within !== undefined && !openedUnder(fd, path, within)) {
      throw new TokenizerPathError(`it leads to ${realpathSync.native(path)}, outside the project folder ${within}; a project's configuration may only name files inside it`);
    }
    if (stats.size > MAX_TOKENIZER_BYTES) throw new TokenizerPathError(`${stats.size.toLocaleString('en-US')} bytes, over the ${LIMIT} limit for a tokenizer file`);
    return { fd, stats };
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

/** The bytes of the file open as `fd` (closed after), at most MAX_TOKENIZER_BYTES, whatever it grew to since fstat(). */
export function readTokenizerBytes(fd: number, size: number): Buffer {
  try {
    let bytes = Buffer.allocUnsafe(Math.min(size, MAX_TOKENIZER_BYTES) + 1);
    let used = 0;
    for (;;) {
      if (used === bytes.length) {
        if (used > MAX_TOKENIZER_BYTES) throw new TokenizerPathError(`it grew past the ${LIMIT} limit for a tokenizer file as it was read`);
        const grown = Buffer.allocUnsafe(Math.min(used + CHUNK_BYTES, MAX_TOKENIZER_BYTES + 1));
        bytes.copy(grown, 0, 0, used);
        bytes = grown;
      }
      const read = readSync(fd, bytes, used, bytes.length - used, null);
      if (read === 0) break;
      used += read;
    }
    return bytes.subarray(0, used);
  } finally {
    closeSync(fd);
  }
}

/** Throws TokenizerFileError when the JSON text `bytes` holds more than MAX_TOKENIZER_KEYS object keys (a `:` outside strings). */
export function checkKeyCount(bytes: Uint8Array): void {
  let keys = 0;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === 0x22) {
      // To the string's closing quote: the next `"` not escaped.
      for (i++; i < n; i++) {
        const c = bytes[i];
        if (c === 0x5c) i++;
        else if (c === 0x22) break;
      }
    } else if (b === 0x3a && ++keys > MAX_TOKENIZER_KEYS) {
      throw new TokenizerFileError(`it holds more than ${MAX_TOKENIZER_KEYS.toLocaleString('en-US')} JSON keys (vocabulary entries and the like), the limit for a tokenizer file`);
    }
  }
}

function refuseOther(stats: Stats): void {
  if (stats.isFile()) return;
  const kind = stats.isFIFO() ? 'a FIFO' : stats.isSocket() ? 'a socket' : stats.isCharacterDevice() || stats.isBlockDevice() ? 'a device' : stats.isDirectory() ? 'a directory' : 'not a file';
  throw new TokenizerPathError(`${kind}, not a regular file`);
}
