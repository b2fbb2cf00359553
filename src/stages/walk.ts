import { closeSync, constants, openSync, readdirSync, type Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { folderPath, openedUnder } from '../util/confine.js';
import { decodeName, fsPath } from '../util/paths.js';
import type { FolderListing, WalkItem } from '../types.js';

export interface WalkOptions {
  /** A real path (no symlink in it): nothing outside it is listed. */
  root: string;
  /** Whether to descend into a folder (root-relative path). */
  keepDirectory: (dir: string) => boolean;
  /** Lists a folder (root-relative and absolute path); readFolder() unless the cache knows it. */
  list?: (folder: string, absolute: string) => FolderListing;
  /** Told of each folder listed (root-relative and absolute path), before anything in it is passed on or asked about. */
  entered?: (folder: string, listing: FolderListing, absolute: string) => void;
  /**
   * Make each batch on a turn of the event loop of its own, ended early once it took SLICE_MS (a
   * server, which answers requests meanwhile).
   */
  paced?: boolean;
  /** Enter a folder below the root that holds `.git` (a submodule, or another repository). Default true. */
  enterRepositories?: boolean;
}


/**
 * Why an entry of a folder that is neither a regular file nor a folder is skipped: it is never
 * followed or opened, only reported. The ignore rules and globs apply to it as to a file.
 */
export const ENTRY_SKIPS: ReadonlySet<string> = new Set(['symlink', 'special-file']);

// Files per batch, gathered across folders: most folders hold a few files.
const BATCH_FILES = 128;
/** The longest a paced stage keeps the event loop before it lets others have a turn. */
export const SLICE_MS = 20;

// A folder that vanished, or was replaced by a file or a symlink (never followed), while we
// walked: not a folder we failed to read.
const QUIET_ERRORS = new Set(['ENOENT', 'ENOTDIR', 'ELOOP']);
const FOLDER_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

// walk: nothing -> batches of the regular files under the root, each passed on once the folders
// listed since the last hold BATCH_FILES (a batch per folder cost every stage a hop per folder:
// 541 on Node's 2,365 headers); unreadable folders become skipped items. Symlinks are never
// followed and FIFOs, sockets and devices never opened: they become skipped items too
// (ENTRY_SKIPS), so a result says what it left out.
//
// Each folder is listed (one synchronous readdir, or the cache's copy of an unchanged folder's
// listing) when the stream wants more. (readdirp awaits a thread-pool round trip per folder and
// an async iterator step per entry: 96 ms against 16 ms for this on the 541 folders of Node's
// headers, 170-230 ms against 25 ms on 11,000 files.) `paced`, each batch is made on a turn of
// the event loop of its own: asked for more, a stream otherwise reads batch after batch in one go,
// every stage after this one running on each, and a server answered no request for as long as
// that took (up to 0.9 s into a cold run of the JS/TS corpus).
export function walk({ root, keepDirectory, list = (_, absolute) => readFolder(absolute, root), entered, paced = false, enterRepositories = true }: WalkOptions): Readable {
  const folders: string[] = [''];
  let batch: WalkItem[] = [];

  /** Lists folders until a batch is full or none is left (or, paced, its time is up): the batch, or null at the end. */
  function next(): WalkItem[] | null {
    const started = paced ? performance.now() : 0;
    while (folders.length > 0 && batch.length < BATCH_FILES) {
      if (paced && performance.now() - started > SLICE_MS) return takeBatch();
      const folder = folders.pop()!;
      // Asked here, one folder at a time, rather than for all of a listing's subfolders at once:
      // a pattern that is slow to match (exclude globs, a .gitignore) then delays no one for long.
      if (folder !== '' && !keepDirectory(folder)) continue;
      const absolute = folder === '' ? root : join(root, folder);
      let listing: FolderListing;
      try {
        listing = list(folder, absolute);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (!QUIET_ERRORS.has(code)) batch.push({ path: folder, absolutePath: absolute, skipped: skipReason(err) });
        continue;
      }
      if (folder !== '' && !enterRepositories && holdsRepository(listing)) continue;
      entered?.(folder, listing, absolute);
      // `absolute` is already normal and a name holds no separator: no join() per file.
      const prefix = absolute.endsWith(sep) ? absolute : absolute + sep;
      const within = folder === '' ? '' : `${folder}/`;
      for (const name of listing.files) batch.push({ path: within + name, absolutePath: prefix + name });
      for (const [name, reason] of listing.skipped ?? []) batch.push({ path: within + name, absolutePath: prefix + name, skipped: reason });
      // Depth first, in the order readdir gave.
      for (let i = listing.folders.length - 1; i >= 0; i--) folders.push(within + listing.folders[i]);
    }
    return batch.length === 0 ? null : takeBatch();
  }

  function takeBatch(): WalkItem[] {
    const full = batch;
    batch = [];
    return full;
  }

  return new Readable({
    objectMode: true,
    read() {
      if (paced) {
        setImmediate(() => {
          if (!this.destroyed) this.push(next());
        });
        return;
      }
      for (let batch = next(); this.push(batch) && batch !== null; batch = next());
    },
  });
}

/**
 * Reads a folder's listing: its regular files, its subfolders, and its symlinks, FIFOs, sockets
 * and devices as entries to skip (their type read from the listing: none is opened). The folder is opened without following a symlink, checked to lie under `root` (a real
 * path), and listed through that descriptor, so a folder swapped for a symlink mid-walk, here or
 * above, is never listed. Names that are not UTF-8 are held escaped (paths.ts).
 */
export function readFolder(absolute: string, root: string): FolderListing {
  const path = fsPath(absolute);
  const fd = openSync(path, FOLDER_FLAGS);
  try {
    if (!openedUnder(fd, path, root)) throw Object.assign(new Error(`outside the root: ${absolute}`), { code: OUTSIDE_ROOT });
    const listing: FolderListing = { files: [], folders: [], skipped: [] };
    let entries: Dirent[] = readdirSync(folderPath(fd, path), { withFileTypes: true });
    // A name that is not UTF-8 arrives with U+FFFD in it (so might a real name): list as bytes.
    if (entries.some((entry) => entry.name.includes('\ufffd'))) entries = readdirSync(folderPath(fd, path), { withFileTypes: true, encoding: 'buffer' }) as unknown as Dirent[];
    for (const entry of entries) {
      const name = typeof entry.name === 'string' ? entry.name : decodeName(entry.name as Buffer);
      if (entry.isFile()) listing.files.push(name);
      else if (entry.isDirectory()) listing.folders.push(name);
      else listing.skipped!.push([name, entry.isSymbolicLink() ? 'symlink' : 'special-file']);
    }
    return listing;
  } finally {
    closeSync(fd);
  }
}

/** A folder holding `.git` (a folder, or the file of a submodule or linked worktree) is a repository's work tree. */
function holdsRepository({ files, folders }: FolderListing): boolean {
  return files.includes('.git') || folders.includes('.git');
}

/** The error code of a folder or file found to lie outside the root. */
const OUTSIDE_ROOT = 'EOUTSIDEROOT';

/** Why a file or folder that could not be read is skipped, from the system's error. */
export function skipReason(err: unknown): string {
  switch ((err as NodeJS.ErrnoException)?.code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission-denied';
    case 'ENAMETOOLONG':
      return 'path-too-long';
    case OUTSIDE_ROOT:
      return 'outside-root';
    default:
      return 'unreadable';
  }
}
