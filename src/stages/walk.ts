import { Readable } from 'node:stream';
import { relative } from 'node:path';
import { readdirp, type EntryInfo } from 'readdirp';
import { toPosix } from '../ignores.js';
import type { FileEntry } from '../types.js';

export interface WalkOptions {
  root: string;
  /** Whether to descend into a folder (root-relative path). */
  keepDirectory: (dir: string) => boolean;
}

export type WalkItem = FileEntry & { skipped?: string };

// Errors readdirp reports as warnings that are not a folder we failed to read: symlink loops and
// entries that vanished while we walked.
const QUIET_WARNINGS = new Set(['ENOENT', 'ELOOP', 'READDIRP_RECURSIVE_ERROR']);

// walk: nothing -> every regular file under the root; unreadable folders become skipped items.
// Symlinks are never followed and FIFOs, sockets and devices never reach a later stage.
export function walk({ root, keepDirectory }: WalkOptions): Readable {
  const notSymlink = (entry: EntryInfo) => entry.dirent !== undefined && !entry.dirent.isSymbolicLink();
  const entries = readdirp(root, {
    type: 'files',
    directoryFilter: (entry) => notSymlink(entry) && keepDirectory(toPosix(entry.path)),
    fileFilter: (entry) => notSymlink(entry) && entry.dirent!.isFile(),
  });
  const warnings: WalkItem[] = [];
  entries.on('warn', (err: NodeJS.ErrnoException) => {
    if (QUIET_WARNINGS.has(err.code ?? '') || !err.path) return;
    warnings.push({ path: toPosix(relative(root, err.path)), absolutePath: err.path, skipped: 'unreadable' });
  });
  async function* items(): AsyncGenerator<WalkItem> {
    try {
      for await (const entry of entries as AsyncIterable<EntryInfo>) {
        yield* warnings.splice(0);
        yield { path: toPosix(entry.path), absolutePath: entry.fullPath };
      }
      yield* warnings.splice(0);
    } finally {
      entries.destroy();
    }
  }
  return Readable.from(items());
}
