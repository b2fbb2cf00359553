import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { hash as digest } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { eachStage } from './objects.js';
import { detectLanguage } from '../languages/detect.js';
import { countLines, countLinesInBytes } from '../tokenizer/index.js';
import type { FileRecord, FileStat } from '../types.js';
import type { WalkItem } from './walk.js';

export interface ReadOptions {
  maxBytes: number;
  /** Decode the text; without it only lines are counted (`--no-token-count`). */
  decode: boolean;
  /** Record the SHA-256 of the file's bytes. */
  hash: boolean;
}

// Git's own test: a NUL byte in the first 8 KiB marks a file as binary.
const SNIFF_BYTES = 8192;
const BINARY_EXTENSIONS = new Set(
  ('png jpg jpeg gif bmp ico icns webp avif tif tiff psd heic mp3 mp4 m4a wav ogg oga flac aac mov avi mkv webm wmv ' +
    'zip gz tgz bz2 xz zst 7z rar tar jar war ear whl egg apk dmg iso pdf doc docx xls xlsx ppt pptx odt ods odp ' +
    'woff woff2 ttf otf eot exe dll so dylib a o obj lib bin dat class pyc pyo pyd wasm node db sqlite sqlite3 ' +
    'parquet pkl npy npz pt onnx h5 swf fla blend glb fbx').split(' '),
);
// O_NONBLOCK: a FIFO that replaced a file since the walk must not hang the run.
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

// read: WalkItem -> FileRecord with its text and physical line count; binary, too-large, non-UTF-8
// and unreadable files become records that carry only a `skipped` reason.
export function read({ maxBytes, decode, hash }: ReadOptions): Duplex {
  return eachStage((item: WalkItem): FileRecord => {
    const record: FileRecord = { ...item, language: detectLanguage(item.path) };
    if (item.skipped) return record;
    if (isBinaryPath(item.path)) return { ...record, skipped: 'binary' };
    const { bytes: result, stat } = readBytes(item.absolutePath, maxBytes);
    // The cache remembers what a file looked like, also when its content got it skipped.
    if (hash && stat) record.stat = stat;
    if (typeof result === 'string') return { ...record, skipped: result };
    const body = hasBom(result) ? result.subarray(3) : result;
    if (!isUtf8(body)) return { ...record, skipped: 'invalid-utf8' };
    if (hash) record.hash = digest('sha256', result, 'base64');
    if (!decode) return { ...record, lines: countLinesInBytes(body) };
    const text = body.toString('utf8');
    return { ...record, text, lines: countLines(text) };
  });
}

// Synchronous on purpose: the run is CPU-bound, and four thread-pool round trips per file
// (open, stat, read, close) left the process idle half the time.
function readBytes(path: string, maxBytes: number): { bytes: Buffer | string; stat?: FileStat } {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    return { bytes: (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'vanished' : 'unreadable' };
  }
  try {
    const stat = fstatSync(fd);
    const { size, mtimeMs, ctimeMs, ino, dev } = stat;
    if (!stat.isFile()) return { bytes: 'not-regular' };
    if (size > maxBytes) return { bytes: 'too-large' };
    return { bytes: readToEnd(fd, size, maxBytes), stat: { size, mtimeMs, ctimeMs, ino, dev } };
  } catch {
    return { bytes: 'unreadable' };
  } finally {
    closeSync(fd);
  }
}

// Files up to 1 MiB are read into one buffer this thread keeps: memory fresh from the
// system costs a page fault per 4 KiB as the kernel copies into it (reading the Python corpus
// into a new buffer per file: 100 ms; into one kept buffer: 40 ms).
const SCRATCH_BYTES = 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * Reads until EOF: the file may have grown since fstat, but never past `maxBytes`. A file up to
 * 1 MiB comes in one read; a larger one sends its first 8 KiB first, so a binary file is known
 * before the rest of it is read. The bytes may lie in the shared scratch buffer: use them before
 * reading the next file.
 */
function readToEnd(fd: number, expected: number, maxBytes: number): Buffer | string {
  let bytes = buffer(expected + 1);
  let room = Math.min(bytes.length, maxBytes + 1);
  let length = readSync(fd, bytes, 0, expected < SCRATCH_BYTES ? room : Math.min(SNIFF_BYTES, room), null);
  if (bytes.subarray(0, Math.min(length, SNIFF_BYTES)).includes(0)) return 'binary';
  for (;;) {
    // The size fstat gave, and room for more: the end, without a last read that returns 0 (one
    // system call per file saved; 20-50 us each here).
    if (length === expected && length < room) return bytes.subarray(0, length);
    if (length === room) {
      if (length > maxBytes) return 'too-large';
      const bigger = buffer(Math.min(length * 2, maxBytes + 1));
      bytes.copy(bigger, 0, 0, length);
      bytes = bigger;
      room = Math.min(bytes.length, maxBytes + 1);
    }
    const n = readSync(fd, bytes, length, room - length, null);
    if (n === 0) return bytes.subarray(0, length);
    length += n;
  }
}

/** A buffer of at least `size` bytes: the scratch buffer (grown) when the size allows. */
function buffer(size: number): Buffer {
  if (size > SCRATCH_BYTES) return Buffer.allocUnsafe(size);
  if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_BYTES, Math.max(size, scratch.length * 2)));
  return scratch;
}

function hasBom(bytes: Buffer): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** A file whose extension says binary is skipped without being opened. */
export function isBinaryPath(path: string): boolean {
  return BINARY_EXTENSIONS.has(extension(path));
}

function extension(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(dot + 1).toLowerCase() : '';
}
