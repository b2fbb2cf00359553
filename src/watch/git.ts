import { readFileSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';
import { findRepositoryTop } from '../patterns/ignores.js';

// What the git options select changes with HEAD (a checkout, a commit, a reset), the index
// (staging) and the refs a ref or branch names. Git replaces each of these files by renaming a
// `.lock` file over it, which their folder's watcher reports under the file's own name.
const METADATA = new Set(['HEAD', 'index', 'packed-refs']);

/**
 * Watches the repository holding `root` for what the git options depend on: its git folder
 * (HEAD and the index; a worktree's are its own) and its common folder (packed refs, and every
 * folder under refs/). Nothing else of .git is watched.
 */
export class GitWatchers {
  private readonly watchers = new Map<string, FSWatcher>();
  private readonly gitDir: string | undefined;
  private readonly commonDir: string | undefined;

  constructor(root: string, private readonly changed: () => void) {
    this.gitDir = findRepositoryTop(root)?.gitDir;
    if (!this.gitDir) return;
    let common: string | undefined;
    try {
      common = readFileSync(join(this.gitDir, 'commondir'), 'utf8').trim();
    } catch {
      // Not a linked worktree: the git folder is the common one.
    }
    this.commonDir = common ? resolve(this.gitDir, common) : this.gitDir;
  }

  /** Watches the folders there are now; run before each analysis asks git, so no ref written after that goes unseen. */
  refresh(): void {
    if (!this.gitDir || !this.commonDir) return;
    const wanted = new Map<string, (name: string) => boolean>([
      [this.gitDir, (name) => METADATA.has(name)],
      [this.commonDir, (name) => METADATA.has(name)],
    ]);
    const refs = join(this.commonDir, 'refs');
    for (const folder of [refs, ...subfolders(refs)]) wanted.set(folder, (name) => !name.endsWith('.lock'));
    for (const [folder, watcher] of this.watchers) {
      if (wanted.has(folder)) continue;
      watcher.close();
      this.watchers.delete(folder);
    }
    for (const [folder, matters] of wanted) {
      if (this.watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, (_event, name) => (name === null || matters(name)) && this.changed());
        watcher.on('error', () => {
          watcher.close();
          this.watchers.delete(folder);
          this.changed();
        });
        this.watchers.set(folder, watcher);
      } catch {
        // A folder git has not made (refs/tags, say) or just removed.
      }
    }
  }

  close(): void {
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }
}

function subfolders(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
