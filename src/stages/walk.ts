import { readdirSync, type Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { FileEntry } from '../types.js';

export interface WalkOptions {
  root: string;
  /** Whether to descend into a folder (root-relative path). */
  keepDirectory: (dir: string) => boolean;
}

export type WalkItem = FileEntry & { skipped?: string };

// A folder that vanished, or was replaced by a file or a symlink loop, while we walked: not a
// folder we failed to read.
const QUIET_ERRORS = new Set(['ENOENT', 'ENOTDIR', 'ELOOP']);

// walk: nothing -> batches of the regular files under the root, one batch per folder; unreadable
// folders become skipped items. Symlinks are never followed and FIFOs, sockets and devices never
// reach a later stage.
//
// Each folder is read with one synchronous readdir when the stream wants more. (readdirp awaits
// a thread-pool round trip per folder and an async iterator step per entry: 96 ms against 16 ms
// for this on the 541 folders of Node's headers, 170-230 ms against 25 ms on 11,000 files.) A
// read blocks only for one folder, so a server stays responsive during a walk.
export function walk({ root, keepDirectory }: WalkOptions): Readable {
  const folders: string[] = [''];
  return new Readable({
    objectMode: true,
    read() {
      while (folders.length > 0) {
        const folder = folders.pop()!;
        const absolute = folder === '' ? root : join(root, folder);
        let entries: Dirent[];
        try {
          entries = readdirSync(absolute, { withFileTypes: true });
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code ?? '';
          if (!QUIET_ERRORS.has(code) && !this.push([{ path: folder, absolutePath: absolute, skipped: 'unreadable' }])) return;
          continue;
        }
        // `absolute` is already normal and a name holds no separator: no join() per file.
        const prefix = absolute.endsWith(sep) ? absolute : absolute + sep;
        const files: WalkItem[] = [];
        const subfolders: string[] = [];
        for (const entry of entries) {
          const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
          if (entry.isFile()) files.push({ path, absolutePath: prefix + entry.name });
          else if (entry.isDirectory() && keepDirectory(path)) subfolders.push(path);
        }
        // Depth first, in the order readdir gave.
        for (let i = subfolders.length - 1; i >= 0; i--) folders.push(subfolders[i]);
        if (files.length > 0 && !this.push(files)) return;
      }
      this.push(null);
    },
  });
}
