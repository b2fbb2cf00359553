import { existsSync, fstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';

// O_NOFOLLOW guards only a path's last component: a folder above it swapped for a symlink while
// the walk runs would lead an open outside the analysed root. So what was opened is checked after
// opening: on Linux, /proc/self/fd/N names the file the descriptor holds, whatever path led to
// it; elsewhere the path is resolved and the file found there must be the one opened (same
// device and inode).

let procFd: boolean | undefined;

/** Whether the file or folder open as `fd` (opened by `path`) lies at or under `root`, a real path. */
export function openedUnder(fd: number, path: string | Buffer, root: string): boolean {
  procFd ??= existsSync('/proc/self/fd');
  if (procFd) return isWithin(readlinkSync(`/proc/self/fd/${fd}`), root);
  try {
    const real = realpathSync.native(path);
    const opened = fstatSync(fd), found = statSync(real);
    return isWithin(real, root) && opened.dev === found.dev && opened.ino === found.ino;
  } catch {
    return false;
  }
}

/** A path to list the folder open as `fd`: the descriptor itself where the system names it. */
export function folderPath(fd: number, path: string | Buffer): string | Buffer {
  procFd ??= existsSync('/proc/self/fd');
  return procFd ? `/proc/self/fd/${fd}` : path;
}

/** Whether `real` is `root` or lies under it (both real paths). */
export function isWithin(real: string, root: string): boolean {
  if (real === root) return true;
  const prefix = root.endsWith(sep) ? root : root + sep;
  return real.startsWith(prefix);
}

/**
 * The real path a write to `path` would reach: the real path of the nearest part of it that
 * exists (a symlink on the way, a parent pointing elsewhere, is followed as the write would
 * follow it), then the rest as written.
 */
export function realTarget(path: string): string {
  const rest: string[] = [];
  for (let at = resolve(path); ; at = dirname(at)) {
    try {
      return join(realpathSync.native(at), ...rest.reverse());
    } catch {
      if (dirname(at) === at) return resolve(path);
      rest.push(basename(at));
    }
  }
}
