import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { openedUnder } from '../util/confine.js';
import { fsPath } from '../util/paths.js';
import { isUtf8 } from 'node:buffer';
import { createHash, hash as digest } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { eachItem, stepStage, type BatchStep } from './kit.js';
import { detectLanguage, languageOfShebang } from '../languages/detect.js';
import { commentSyntax } from '../languages/table.js';
import { countLines, countLinesInBytes } from '../tokenizer/index.js';
import type { FileRecord, FileStat } from '../types.js';
import { skipReason } from './walk.js';
import type { WalkItem } from '../types.js';

export interface ReadOptions {
  /** The analysed root, a real path: a file found to lie outside it (a folder above it swapped for a symlink) is skipped. */
  root: string;
  maxBytes: number;
  /** Decode the text; without it only lines are counted (`--no-token-count`). */
  decode: boolean;
  /** Record the SHA-256 of the file's bytes. */
  hash: boolean;
  /** Whether the text is counted as it is (`--include-comments`), so a large file can be counted piece by piece. */
  includeComments: boolean;
  /** Whether the text is kept for a format that shows it: a file too large to hold as one string is then skipped. */
  keepText: boolean;
}

/**
 * Files larger than `wholeBytes` are never held as one string (V8 allows about 512 M characters,
 * and a file's bytes, its text and its comment-free text would each be held at once): they are
 * read `pieceBytes` at a time, and their tokens counted piece by piece (textPieces()). Mutable
 * for tests only.
 */
export const limits = { wholeBytes: 256 * 1024 * 1024, pieceBytes: 16 * 1024 * 1024 };

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
// and unreadable files become records that carry only a `skipped` reason. A file of a tree read
// from git's objects comes with its content (`bytes`), and is never looked for on disk.
export function read(options: ReadOptions): Duplex {
  return stepStage(readStep(options));
}

/** read() as a plain function over a batch. */
export function readStep({ root, maxBytes, decode, hash, includeComments, keepText }: ReadOptions): BatchStep<WalkItem, FileRecord> {
  return eachItem((item: WalkItem): FileRecord => {
    const { bytes: content, size, ...entry } = item;
    const record: FileRecord = { ...entry, language: detectLanguage(item.path) };
    if (item.skipped) return record;
    if (isBinaryPath(item.path)) return { ...record, skipped: 'binary' };
    if (item.blob !== undefined) return fromBlob(record, size ?? 0, content, maxBytes, decode, hash);
    const { bytes: result, stat, large } = readBytes(item.absolutePath, root, maxBytes, hash);
    // The cache remembers what a file looked like, also when its content got it skipped.
    if (hash && stat) record.stat = stat;
    if (large) {
      if (typeof large === 'string') return { ...record, skipped: large };
      // Counted piece by piece only where nothing spans pieces: no comment to find, no text to show.
      const whole = keepText || (!includeComments && commentSyntax(record.language) !== 'none');
      if (decode && whole) return { ...record, skipped: 'too-large' };
      return { ...record, stat: large.stat, lines: large.lines, ...(hash ? { hash: large.hash } : {}), ...(decode ? { pieces: true } : {}) };
    }
    if (typeof result === 'string') return { ...record, skipped: result };
    return fromBytes(record, result, decode, hash);
  });
}

/** A file's record from its bytes, read whole: its language (a script's from its first line), hash, text and lines. */
function fromBytes(record: FileRecord, bytes: Buffer, decode: boolean, hash: boolean): FileRecord {
  // A script without an extension says what it is on its first line.
  if (record.language === 'text' && !hasExtension(record.path)) record.language = languageOfShebang(bytes) ?? 'text';
  const body = hasBom(bytes) ? bytes.subarray(3) : bytes;
  if (!isUtf8(body)) return { ...record, skipped: 'invalid-utf8' };
  if (hash) record.hash = digest('sha256', bytes, 'base64');
  if (!decode) return { ...record, lines: countLinesInBytes(body) };
  const text = body.toString('utf8');
  return { ...record, text, lines: countLines(text) };
}

/**
 * A blob's record. Its content was fetched unless it was too large to be (or is missing from the
 * repository: a partial clone); a blob too large to hold as one string is skipped, never read in
 * pieces (textPieces() reads files).
 */
function fromBlob(record: FileRecord, size: number, content: Uint8Array | undefined, maxBytes: number, decode: boolean, hash: boolean): FileRecord {
  if (size > maxBytes || size > limits.wholeBytes) return { ...record, skipped: 'too-large' };
  if (content === undefined) return { ...record, skipped: 'missing-object' };
  // Bytes that came to a worker thread arrive as a plain Uint8Array.
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) return { ...record, skipped: 'binary' };
  return fromBytes(record, bytes, decode, hash);
}

/** Whether the blob of `item` is to be fetched for counting (read() would skip it unread otherwise). */
export function needsContent(item: WalkItem, maxBytes: number): boolean {
  const size = item.size ?? 0;
  return item.blob !== undefined && !item.skipped && !isBinaryPath(item.path) && size <= maxBytes && size <= limits.wholeBytes;
}

// Synchronous on purpose: the run is CPU-bound, and four thread-pool round trips per file
// (open, stat, read, close) left the process idle half the time.
function readBytes(absolute: string, root: string, maxBytes: number, hash: boolean): { bytes: Buffer | string; stat?: FileStat; large?: LargeFile | string } {
  const path = fsPath(absolute);
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { bytes: code === 'ENOENT' || code === 'ENOTDIR' ? 'vanished' : code === 'ELOOP' ? 'not-regular' : skipReason(err) };
  }
  try {
    if (!openedUnder(fd, path, root)) return { bytes: 'outside-root' };
    const stat = fstatSync(fd);
    const { size, mtimeMs, ctimeMs, ino, dev } = stat;
    if (!stat.isFile()) return { bytes: 'not-regular' };
    if (size > maxBytes) return { bytes: 'too-large' };
    const fileStat = { size, mtimeMs, ctimeMs, ino, dev };
    if (size > limits.wholeBytes) return { bytes: '', stat: fileStat, large: scanLarge(fd, fileStat, maxBytes, hash) };
    return { bytes: readToEnd(fd, size, maxBytes), stat: fileStat };
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

interface LargeFile {
  stat: FileStat;
  lines: number;
  hash: string;
}

/**
 * A large file read once, `pieceBytes` at a time: its lines, its hash and whether it is UTF-8
 * text (a string: why it is skipped). Memory stays at one piece whatever the file's size.
 */
function scanLarge(fd: number, stat: FileStat, maxBytes: number, hash: boolean): LargeFile | string {
  const hasher = hash ? createHash('sha256') : undefined;
  const piece = Buffer.allocUnsafe(limits.pieceBytes + 3);
  let carried = 0, total = 0, lines = 0, last = 10;
  for (;;) {
    const n = readSync(fd, piece, carried, limits.pieceBytes, null);
    if (total === 0 && piece.subarray(0, Math.min(carried + n, SNIFF_BYTES)).includes(0)) return 'binary';
    total += n;
    if (total > maxBytes) return 'too-large';
    const length = carried + n;
    hasher?.update(piece.subarray(carried, length));
    // Bytes of a character cut at the end wait for the next piece before they are checked.
    const end = n === 0 ? length : length - incompleteTail(piece, length);
    const body = total === n && hasBom(piece) ? piece.subarray(3, end) : piece.subarray(0, end);
    if (!isUtf8(body)) return 'invalid-utf8';
    lines += countLinesInBytes(body) - (body.length > 0 && body[body.length - 1] !== 10 ? 1 : 0);
    if (body.length > 0) last = body[body.length - 1];
    if (n === 0) break;
    piece.copy(piece, 0, end, length);
    carried = length - end;
  }
  return { stat: { ...stat, size: total }, lines: lines + (last !== 10 ? 1 : 0), hash: hasher ? hasher.digest('base64') : '' };
}

/** Bytes at the end of `bytes[0, length)` that begin a UTF-8 character not complete there. */
function incompleteTail(bytes: Buffer, length: number): number {
  for (let back = 1; back <= Math.min(3, length); back++) {
    const byte = bytes[length - back];
    if ((byte & 0xc0) === 0x80) continue;
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? back : 0;
  }
  return 0;
}

/**
 * The text of a large file (read() marked it `pieces`) in pieces of about `pieceBytes`, each
 * ending at a line break with a character other than white space on each side of it (and not
 * `/` after it). tiktoken's pre-tokenizer never joins such a line break to what follows it, in
 * any of its encodings, nor looks past it to decide what comes before it, so the pieces' token
 * counts add up to the whole text's. A piece with no such line break in its second half ends at
 * its last line break, or its last character (a minified file), where the sum may be off by a
 * token. Throws when the file is no longer the one read.
 */
export function* textPieces(record: FileRecord, root: string): Generator<string> {
  const path = fsPath(record.absolutePath);
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const now = fstatSync(fd);
    const then = record.stat!;
    if (!openedUnder(fd, path, root) || now.ino !== then.ino || now.dev !== then.dev || now.mtimeMs !== then.mtimeMs || now.size !== then.size) {
      throw Object.assign(new Error(`changed while it was read: ${record.path}`), { code: 'ECHANGED' });
    }
    const piece = Buffer.allocUnsafe(limits.pieceBytes + 3);
    let carried = 0, first = true;
    for (;;) {
      const n = readSync(fd, piece, carried, piece.length - carried, null);
      const length = carried + n;
      const end = n === 0 ? length : cutPoint(piece, length);
      const start = first && hasBom(piece) ? 3 : 0;
      first = false;
      if (end > start) yield piece.toString('utf8', start, end);
      if (n === 0) return;
      piece.copy(piece, 0, end, length);
      carried = length - end;
    }
  } finally {
    closeSync(fd);
  }
}

function cutPoint(bytes: Buffer, length: number): number {
  // Not too far back: a piece much shorter than the buffer would only slow the reading down.
  const floor = length - limits.pieceBytes / 2;
  let lastBreak = -1;
  for (let i = bytes.lastIndexOf(10, length - 2); i > 0 && i >= floor; i = bytes.lastIndexOf(10, i - 1)) {
    if (lastBreak < 0) lastBreak = i + 1;
    const next = bytes[i + 1], before = bytes[i - 1];
    if (next !== 32 && next !== 47 && (next < 9 || next > 13) && before !== 32 && (before < 9 || before > 13)) return i + 1;
  }
  return lastBreak > 0 ? lastBreak : length - incompleteTail(bytes, length);
}

function hasExtension(path: string): boolean {
  return path.lastIndexOf('.') > path.lastIndexOf('/') + 1;
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
