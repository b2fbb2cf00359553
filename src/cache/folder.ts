import { lstatSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFolder } from '../config/index.js';
import { CACACHE_LAYOUT } from './entry.js';

// The cache keeps itself out of git however its folder came to be (a hand-made .analyzer, a
// cache.directory elsewhere): a .gitignore of its own, holding `*`. Only in a folder that is the
// cache's: one this tool made, or one holding nothing but what cacache writes there. A
// cache.directory pointing at a folder with other content is left as it is.

const MARKER = '.gitignore';
const MARKER_TEXT = '# Written by analyzer: the analysis cache stays out of git.\n*\n';
const CACHE_ENTRIES = new Set([`index-v${CACACHE_LAYOUT.index}`, `content-v${CACACHE_LAYOUT.content}`, 'tmp', MARKER]);

/** Creates the cache folder when it is missing (a FileSystemError when it cannot be), and keeps it out of git. */
export function ensureCacheFolder(directory: string): void {
  const made = lstatSync(directory, { throwIfNoEntry: false }) === undefined;
  ensureFolder(directory);
  markCacheFolder(directory, made);
}

/** Writes the cache folder's .gitignore, if it has none and is the cache's own (`made`: this tool just made it); never fails. */
export function markCacheFolder(directory: string, made = false): void {
  try {
    if (!made && !readdirSync(directory).every((name) => CACHE_ENTRIES.has(name))) return;
    // Never over a file of the same name (a user's own, or a symlink).
    writeFileSync(join(directory, MARKER), MARKER_TEXT, { flag: 'wx' });
  } catch {
    // No folder yet, or one that takes no file: the cache works the same without it.
  }
}
