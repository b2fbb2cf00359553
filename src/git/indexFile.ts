import { decodeName } from '../util/paths.js';

// git's index file (gitformat-index), read here rather than through git: the file-system facts
// of each entry (times, inode, size) are what tell an unchanged work-tree file from one that
// must be read, and no git command gives them without refreshing (and rewriting) the index.

/** What the index recorded of a file when it last looked at it (32-bit fields, as git stores them). */
export interface IndexStat {
  ctimeS: number;
  ctimeNs: number;
  mtimeS: number;
  mtimeNs: number;
  ino: number;
  uid: number;
  gid: number;
  size: number;
}

export interface IndexEntry {
  /** Top-relative, as the tool holds names (paths.ts). */
  path: string;
  /** `100644`, `100755`, `120000`, `160000`. */
  mode: string;
  oid: string;
  /** 0, or 1-3 for an unmerged path. */
  stage: number;
  /** Assume-unchanged or skip-worktree: git takes the entry for the work tree's state without looking. */
  trusted: boolean;
  /** `git add -N`: the path is known, its content not yet. */
  intentToAdd: boolean;
  stat: IndexStat;
}

const HEADER = Buffer.from('DIRC');
const ASSUME_VALID = 0x8000;
const EXTENDED = 0x4000;
const STAGE = 0x3000;
const NAME_LENGTH = 0x0fff;
const SKIP_WORKTREE = 0x4000;
const INTENT_TO_ADD = 0x2000;

/**
 * The entries of an index file (versions 2 to 4), or undefined for one read otherwise: a split
 * index (its entries are partly in another file), a sparse index (a folder stands for its files),
 * an unknown version or a malformed file. `oidBytes` is 20 (SHA-1) or 32 (SHA-256).
 */
export function parseIndex(bytes: Buffer, oidBytes: number): IndexEntry[] | undefined {
  try {
    return read(bytes, oidBytes);
  } catch {
    return undefined;
  }
}

function read(bytes: Buffer, oidBytes: number): IndexEntry[] | undefined {
  if (bytes.length < 12 + oidBytes || !bytes.subarray(0, 4).equals(HEADER)) return undefined;
  const version = bytes.readUInt32BE(4);
  if (version < 2 || version > 4) return undefined;
  const count = bytes.readUInt32BE(8);
  const entries: IndexEntry[] = [];
  let previous: Buffer = Buffer.alloc(0);
  let at = 12;
  for (let i = 0; i < count; i++) {
    const start = at;
    const stat: IndexStat = {
      ctimeS: bytes.readUInt32BE(at), ctimeNs: bytes.readUInt32BE(at + 4),
      mtimeS: bytes.readUInt32BE(at + 8), mtimeNs: bytes.readUInt32BE(at + 12),
      ino: bytes.readUInt32BE(at + 20), uid: bytes.readUInt32BE(at + 28), gid: bytes.readUInt32BE(at + 32), size: bytes.readUInt32BE(at + 36),
    };
    const mode = bytes.readUInt32BE(at + 24);
    const oid = bytes.toString('hex', at + 40, at + 40 + oidBytes);
    at += 40 + oidBytes;
    const flags = bytes.readUInt16BE(at);
    at += 2;
    let extended = 0;
    if (flags & EXTENDED) {
      if (version < 3) return undefined;
      extended = bytes.readUInt16BE(at);
      at += 2;
    }
    let name: Buffer;
    if (version === 4) {
      // The path is the previous one less its last `strip` bytes, and what follows up to a NUL.
      const [strip, after] = varint(bytes, at);
      const end = bytes.indexOf(0, after);
      if (end < 0 || strip > previous.length) return undefined;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), bytes.subarray(after, end)]);
      at = end + 1;
    } else {
      const length = flags & NAME_LENGTH;
      const end = length < NAME_LENGTH ? at + length : bytes.indexOf(0, at);
      if (end < 0 || bytes[end] !== 0) return undefined;
      name = bytes.subarray(at, end);
      // Entries are padded with NULs to a multiple of 8 bytes (at least one NUL).
      at = start + ((end - start + 8) & ~7);
    }
    previous = name;
    // A sparse index's folder entry: its files are not listed.
    if ((mode & 0o170000) === 0o040000) return undefined;
    entries.push({
      path: isAscii(name) ? name.toString('latin1') : decodeName(name), mode: mode.toString(8), oid, stage: (flags & STAGE) >> 12,
      trusted: (flags & ASSUME_VALID) !== 0 || (extended & SKIP_WORKTREE) !== 0, intentToAdd: (extended & INTENT_TO_ADD) !== 0, stat,
    });
  }
  // Extensions, up to the trailing checksum: the split index's link and the sparse marker change what the entries mean.
  while (at + 8 <= bytes.length - oidBytes) {
    const signature = bytes.toString('latin1', at, at + 4);
    if (signature === 'link' || signature === 'sdir') return undefined;
    at += 8 + bytes.readUInt32BE(at + 4);
  }
  return entries;
}

// Most names are ASCII, read far faster than through a UTF-8 check.
function isAscii(bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] > 0x7f) return false;
  return true;
}

/** git's offset varint (each continuation adds one before shifting): the value and where it ends. */
function varint(bytes: Buffer, at: number): [number, number] {
  let byte = bytes[at++];
  let value = byte & 0x7f;
  while (byte & 0x80) {
    byte = bytes[at++];
    value = ((value + 1) << 7) | (byte & 0x7f);
  }
  return [value, at];
}
