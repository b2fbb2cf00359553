import { createHash } from 'node:crypto';
import { constants, lstatSync, readlinkSync, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { openedUnder } from '../util/confine.js';
import { join } from 'node:path';
import { fsPath } from '../util/paths.js';
import { parseIndex, type IndexEntry, type IndexStat } from './indexFile.js';
import type { Repo } from './repo.js';
import { splitZ } from './repo.js';

// The work tree as git would compare it, without asking git: asked to compare the work tree,
// git refreshes the index (running the repository's clean filters and hooks, and rewriting
// .git/index). Here a tracked file whose size, times and inode are those the index recorded
// (and that was not written in the same second as the index, git's "racy" case) holds the
// index's blob; any other is read and hashed as git hashes a blob, without filters: a file whose
// bytes differ from its blob only by a filter's or line-ending conversion counts as changed.

/** A tracked path as it is in the work tree. */
export interface WorktreeFile {
  /** `100644` or `100755` (`core.fileMode` false: the index's). */
  mode: string;
  /** Its blob id: known when the index vouches for it, or when it was hashed. */
  oid?: string;
}

/** The index's entries, read from the view's copy (git's own listing, without the file-system facts, when that form is not read here). */
export async function indexEntries(repo: Repo): Promise<{ entries: IndexEntry[]; withStat: boolean }> {
  const { index, objectFormat } = repo.view;
  if (!index) return { entries: [], withStat: false };
  const parsed = parseIndex(index.bytes, objectFormat === 'sha256' ? 32 : 20);
  if (parsed) return { entries: parsed, withStat: true };
  const out = await repo.run(['ls-files', '--stage', '-z', '--full-name']);
  const entries = splitZ(out).map((line): IndexEntry => {
    const tab = line.indexOf('\t');
    const [mode, oid, stage] = line.slice(0, tab).split(' ');
    return { path: line.slice(tab + 1), mode, oid, stage: Number(stage), trusted: false, intentToAdd: false, stat: NO_STAT };
  });
  return { entries, withStat: false };
}

const NO_STAT: IndexStat = { ctimeS: -1, ctimeNs: -1, mtimeS: -1, mtimeNs: -1, ino: -1, uid: -1, gid: -1, size: -1 };
const REGULAR = new Set(['100644', '100755']);
const LINK = '120000';
// Files stat()ed between two turns of the event loop: a server answers others meanwhile.
const STAT_BATCH = 512;

/**
 * The tracked regular files under `prefix` (top-relative) as the work tree has them, by
 * top-relative path; a path with no regular file there is absent. `wanted(path)` says whether
 * the blob id of a file the index cannot vouch for is worth reading the file for.
 */
export async function worktreeFiles(repo: Repo, prefix: string, wanted: (path: string) => boolean): Promise<Map<string, WorktreeFile>> {
  return hashWanted(repo, await scanWorktree(repo, prefix), wanted);
}

/** The work tree's tracked files, and those the index could not vouch for (their blob ids unknown). */
export interface WorktreeScan {
  files: Map<string, WorktreeFile>;
  unknown: [path: string, file: WorktreeFile][];
  /** Top-relative paths where the index or the work tree has a symlink: compared by linkChanged(). */
  links: string[];
}

/** The first half of worktreeFiles(): what the index and the files' stat() tell, nothing read. */
export async function scanWorktree(repo: Repo, prefix: string): Promise<WorktreeScan> {
  const { entries, withStat } = await indexEntries(repo);
  const { top, view } = repo;
  const indexSeconds = view.index ? Number(view.index.mtimeNs / 1_000_000_000n) : 0;
  const files = new Map<string, WorktreeFile>();
  const unknown: [string, WorktreeFile][] = [];
  const links: string[] = [];
  const base = top.endsWith('/') ? top : `${top}/`;
  for (let i = 0; i < entries.length; i++) {
    if (i % STAT_BATCH === STAT_BATCH - 1) await new Promise((done) => setImmediate(done));
    const entry = entries[i];
    if (!entry.path.startsWith(prefix)) continue;
    if (entry.mode === LINK) {
      links.push(entry.path);
      continue;
    }
    if (!REGULAR.has(entry.mode)) continue;
    // git takes an assume-unchanged or skip-worktree entry as it is, without looking.
    if (entry.trusted && entry.stage === 0) {
      files.set(entry.path, { mode: entry.mode, oid: entry.oid });
      continue;
    }
    const stat = lstatSync(fsPath(base + entry.path), { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) links.push(entry.path);
    if (!stat?.isFile()) continue;
    const mode = !view.fileMode ? entry.mode : stat.mode & 0o100 ? '100755' : '100644';
    // Unmerged entries (several stages of one path) and i-t-a ones vouch for no content.
    const vouched = withStat && entry.stage === 0 && !entry.intentToAdd && entry.stat.mtimeS < indexSeconds && sameStat(entry.stat, stat);
    const file: WorktreeFile = vouched ? { mode, oid: entry.oid } : { mode };
    if (!files.has(entry.path) || vouched) files.set(entry.path, file);
    if (!vouched) unknown.push([entry.path, file]);
  }
  return { files, unknown, links };
}

/** The second half: the blob ids of the `wanted` files the index could not vouch for, read from the files. */
export async function hashWanted(repo: Repo, { files, unknown }: WorktreeScan, wanted: (path: string) => boolean): Promise<Map<string, WorktreeFile>> {
  for (const [path, file] of unknown) if (files.get(path) === file && wanted(path)) file.oid = await hashFile(join(repo.top, path), repo.top, repo.view.objectFormat);
  return files;
}

/**
 * Whether the symlink or file at top-relative `path` differs from what `before` (a side's tree)
 * has there: a symlink's blob is its target's bytes, as git stores it; the link is never followed.
 */
export async function linkChanged(repo: Repo, path: string, before: { links: Map<string, string>; files: Map<string, { oid: string }> }): Promise<boolean> {
  const absolute = fsPath(join(repo.top, path));
  const stat = lstatSync(absolute, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink()) {
    const target = readlinkSync(absolute, { encoding: 'buffer' });
    const oid = createHash(repo.view.objectFormat).update(`blob ${target.length}\0`).update(target).digest('hex');
    return before.links.get(path) !== oid;
  }
  // A symlink in the index that is a regular file now: changed unless the side had these bytes there.
  if (stat?.isFile()) return before.files.get(path)?.oid !== (await hashFile(join(repo.top, path), repo.top, repo.view.objectFormat));
  return false;
}

// Times as numbers of milliseconds hold nanoseconds to within a quarter of a microsecond: a file
// counts as unchanged when its times are the recorded ones to within a microsecond (git itself
// compares whole seconds unless built with USE_NSEC). BigInt stats cost this a third of its time.
const NS_TOLERANCE = 1000;

function sameStat(recorded: IndexStat, now: Stats): boolean {
  return sameTime(recorded.mtimeS, recorded.mtimeNs, now.mtimeMs) && sameTime(recorded.ctimeS, recorded.ctimeNs, now.ctimeMs)
    && recorded.ino === low(now.ino) && recorded.uid === low(now.uid) && recorded.gid === low(now.gid) && recorded.size === low(now.size);
}

function sameTime(seconds: number, nanoseconds: number, ms: number): boolean {
  const whole = Math.floor(ms / 1000);
  return seconds === low(whole) && Math.abs((ms - whole * 1000) * 1e6 - nanoseconds) < NS_TOLERANCE;
}

/** The low 32 bits, as the index stores a field. */
function low(n: number): number {
  return n % 0x1_0000_0000;
}

// Read at a time.
const CHUNK_BYTES = 1024 * 1024;
const FILE_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/**
 * The blob id git gives the bytes of the regular file at `path` as they are (no filter):
 * `blob <size>\0<bytes>`, hashed. Undefined when it is not one, or lies outside `top` (a folder
 * on its way swapped for a symlink), or changed or went while it was read.
 */
export async function hashFile(path: string, top: string, format: 'sha1' | 'sha256'): Promise<string | undefined> {
  let file: FileHandle | undefined;
  try {
    file = await open(fsPath(path), FILE_FLAGS);
    const stat = await file.stat();
    if (!stat.isFile() || !openedUnder(file.fd, fsPath(path), top)) return undefined;
    const { size } = stat;
    const hash = createHash(format).update(`blob ${size}\0`);
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, Math.max(size, 1)));
    let read = 0;
    for (let n; (n = (await file.read(chunk, 0, chunk.length, read)).bytesRead) > 0; read += n) hash.update(chunk.subarray(0, n));
    return read === size ? hash.digest('hex') : undefined;
  } catch {
    // Gone or unreadable since it was listed: git would not know its content either.
    return undefined;
  } finally {
    await file?.close();
  }
}
