import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWithin } from '../util/confine.js';
import { RequestError, UsageError } from '../util/errors.js';

/** Where a path the client gave lies: its root, the path relative to it (for the REST server's checks), and the root's name for messages. */
export interface Located {
  root: string;
  given: string;
  place: string;
}

/**
 * The folders the tools may read: the roots the client announces (MCP roots, `file://` URIs),
 * when it announces any that exist, else the folder given by `--root` (the current one by
 * default). A relative path lies in the first of them; an absolute path in whichever holds it.
 */
export class Roots {
  private list: string[];
  private asking: Promise<void> | undefined;

  constructor(private readonly fallback: string, private readonly warn: (message: string) => void) {
    this.list = [fallback];
  }

  /** The roots in use, real paths. */
  get current(): readonly string[] {
    return this.list;
  }

  /** Takes the client's roots from `ask()` (calls wait for them); until they come, and when it fails or gives none, the fallback. */
  follow(ask: () => Promise<{ roots: { uri: string }[] }>, changed: (roots: readonly string[]) => void): void {
    const asking: Promise<void> = ask().then(
      ({ roots }) => {
        if (this.asking !== asking) return;
        const usable = roots.map(({ uri }) => this.folderOf(uri)).filter((root): root is string => root !== undefined);
        this.list = usable.length > 0 ? [...new Set(usable)] : [this.fallback];
        changed(this.list);
      },
      (err) => this.warn(`could not list the client's roots (${(err as Error)?.message ?? String(err)}); tools use ${this.fallback}`),
    );
    this.asking = asking;
  }

  /** Resolves once the client's roots, when asked for, are known. */
  async ready(): Promise<void> {
    await this.asking;
  }

  /** The root `given` lies in (403 when none holds it). The path itself is resolved and confined by confinedPath(). */
  locate(given: string): Located {
    if (given.includes('\0')) throw new UsageError('path must not contain a NUL character');
    const place = (root: string) => `the root ${root}`;
    if (!isAbsolute(given)) return { root: this.list[0], given, place: place(this.list[0]) };
    const inside = (path: string) => this.list.find((root) => isWithin(path, root));
    let root = inside(resolve(given));
    let path = resolve(given);
    if (!root) {
      // An absolute path through a symlink to a root (macOS's /tmp) still names something inside it.
      try {
        path = realpathSync.native(given);
        root = inside(path);
      } catch {
        // Said below, as for any path outside.
      }
    }
    const roots = this.list.length === 1 ? `the root ${this.list[0]}` : `the roots ${this.list.join(', ')}`;
    if (!root) throw new RequestError(`'${given}' is outside ${roots}: give a path relative to the root, or inside it`, 'FORBIDDEN', 403);
    return { root, given: relative(root, path) || '.', place: place(root) };
  }

  private folderOf(uri: string): string | undefined {
    try {
      if (!uri.startsWith('file:')) throw new Error('not a file: URI');
      const real = realpathSync.native(fileURLToPath(uri));
      if (!statSync(real).isDirectory()) throw new Error('not a directory');
      return real;
    } catch (err) {
      this.warn(`the client's root ${uri} is not used: ${(err as Error).message}`);
      return undefined;
    }
  }
}
