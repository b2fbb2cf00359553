import { lstatSync, watch, type FSWatcher } from 'node:fs';
import { decodeName, fsPath } from '../util/paths.js';

/** Told of a change in a watched folder (root-relative, '' for the root): the entry's name, when the system gives one. */
export type FolderEvent = (folder: string, name: string | undefined) => void;

const QUIET_ERRORS = new Set(['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM']);

interface Watched {
  watcher: FSWatcher;
  ino: number;
  /** A completed run walked the folder with this watcher on it: no change to it since goes unseen. */
  verified: boolean;
}

/**
 * One system watcher (inotify on Linux) per folder the analysis walks, set up by the walk itself
 * just before it lists the folder: a change after the listing is always seen, one before it is in
 * the listing. Folders the walk does not enter (ignored, excluded, the cache, .git) get none, and
 * a folder no longer walked loses its watcher once a run is over. Only folders are watched: a
 * folder's watcher reports changes to the files in it, so a tree costs one watch per folder.
 */
export class FolderWatchers {
  private readonly watched = new Map<string, Watched>();
  private walked = new Set<string>();
  /** Folders the current run could not watch (the system's limit on watches, say), in walk order, and the first error. */
  private unwatched: string[] = [];
  private firstError: unknown;
  private reported = false;

  /**
   * `failed` hears, once, after the first completed run that could not watch every folder it
   * walked, of those folders and why.
   */
  constructor(private readonly changed: FolderEvent, private readonly failed: (folders: string[], err: unknown) => void) {}

  /**
   * The walk is about to list `folder`. A folder already watched is checked again only when
   * `suspect` (an event named it: it may have been replaced), by its inode.
   */
  entering(folder: string, absolute: string, suspect: boolean): void {
    this.walked.add(folder);
    const known = this.watched.get(folder);
    if (known && !suspect) return;
    let ino: number;
    try {
      ino = lstatSync(fsPath(absolute)).ino;
    } catch {
      // Gone: the walk finds it so, and the run drops its watcher.
      return;
    }
    if (known?.ino === ino) return;
    this.drop(folder);
    try {
      // Names as bytes: a name that is not UTF-8 is then held as the walk holds it (paths.ts).
      const watcher = watch(fsPath(absolute), { encoding: 'buffer' }, (_event, name) => this.changed(folder, name ? decodeName(name) : undefined));
      // A watcher that fails (its folder gone, on some systems; events lost) is dropped; the run
      // it asks for sets it up again, and looks at the folder's files.
      watcher.on('error', () => {
        if (this.watched.get(folder)?.watcher !== watcher) return;
        this.drop(folder);
        this.changed(folder, undefined);
      });
      this.watched.set(folder, { watcher, ino, verified: false });
    } catch (err) {
      // A folder that vanished or may not be read: the walk says so. ENOSPC: the system's limit on
      // watches (fs.inotify.max_user_watches) is reached; the folder is still analysed, but only
      // changes elsewhere start a run, and the next run tries again.
      if (QUIET_ERRORS.has((err as NodeJS.ErrnoException).code ?? '')) return;
      if (this.unwatched.length === 0) this.firstError = err;
      this.unwatched.push(folder);
    }
  }

  /**
   * A run is over. When it completed, every folder it walked is verified and the others are no
   * longer watched; a failed run may have stopped short of folders still there, which keep theirs.
   */
  settle(completed: boolean): void {
    if (completed) {
      for (const [folder, known] of this.watched) {
        if (this.walked.has(folder)) known.verified = true;
        else this.drop(folder);
      }
      if (this.unwatched.length > 0 && !this.reported) {
        this.reported = true;
        this.failed(this.unwatched, this.firstError);
      }
    }
    this.walked = new Set();
    this.unwatched = [];
    this.firstError = undefined;
  }

  /** Whether no change to the folder, or to what it holds, can have gone unseen since the last completed run. */
  verified(folder: string): boolean {
    return this.watched.get(folder)?.verified === true;
  }

  get size(): number {
    return this.watched.size;
  }

  close(): void {
    for (const folder of [...this.watched.keys()]) this.drop(folder);
  }

  private drop(folder: string): void {
    this.watched.get(folder)?.watcher.close();
    this.watched.delete(folder);
  }
}
