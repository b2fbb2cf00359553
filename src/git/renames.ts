import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { openedUnder } from '../util/confine.js';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { decodeName, fsPath } from '../util/paths.js';
import type { Repo } from './repo.js';

// git's rename detection between what was deleted and what was added, where one side is the work
// tree: git would read the work tree itself (running filters, refreshing the index). Instead the
// added files' contents are written as blobs into a folder of objects of our own (in the view,
// beside git's objects, never among them), each side becomes a tree there, and `git diff-tree
// -M` pairs the trees: the pairs git's own `diff -M` makes, as it sees only additions and
// deletions as candidates.

/** A file of one side: its mode, and its blob id, or (a work-tree file) where its bytes are. */
export interface RenameFile {
  mode: string;
  oid?: string;
  /** Read when `oid` is unknown. */
  absolutePath?: string;
}

/**
 * The renames git's `-M` finds from `deleted` to `added` (paths of the same kind on both, say
 * top-relative), as [from, to] pairs.
 */
export async function findRenames(repo: Repo, deleted: Map<string, RenameFile>, added: Map<string, RenameFile>): Promise<[string, string][]> {
  if (deleted.size === 0 || added.size === 0) return [];
  const exact = exactRenames(deleted, added, repo.view.objectFormat);
  if (exact) return exact;
  const { objectFormat, commonDir } = repo.view;
  const objects = mkdtempSync(join(repo.view.dir, 'objects-'));
  try {
    const store = new LooseObjects(objects, objectFormat, repo.top);
    const oids = (files: Map<string, RenameFile>) => {
      const entries: [string, string, string][] = [];
      for (const [path, file] of files) {
        const oid = file.oid ?? (file.absolutePath !== undefined ? store.blob(file.absolutePath) : undefined);
        if (oid !== undefined) entries.push([path, file.mode, oid]);
      }
      return entries;
    };
    const before = store.tree(oids(deleted));
    const after = store.tree(oids(added));
    const env = { GIT_OBJECT_DIRECTORY: objects, GIT_ALTERNATE_OBJECT_DIRECTORIES: join(commonDir, 'objects') };
    const args = ['diff-tree', '-r', '-M', '--name-status', '-z', '--no-ext-diff', '--no-textconv', before, after];
    const out = await repo.bytes(args, '', env);
    const fields = out.toString('latin1').split('\0');
    const pairs: [string, string][] = [];
    for (let i = 0; i < fields.length - 1; ) {
      const status = fields[i++];
      if (status.startsWith('R')) pairs.push([name(fields[i++]), name(fields[i++])]);
      else i++;
    }
    return pairs;
  } finally {
    rmSync(objects, { recursive: true, force: true });
  }
}

const EMPTY_BLOB = { sha1: 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391', sha256: '473a0f4c3be8a93681a267e3b1e9a7dcda1185436fe141f7749120a303721813' };

/**
 * The renames when git would find only exact ones (git `mv` and nothing more, the common case):
 * each blob on one side at most once on each, and no file left unpaired on both sides to be
 * compared by similarity. Undefined when git must compare (an unknown or empty blob among them).
 */
function exactRenames(deleted: Map<string, RenameFile>, added: Map<string, RenameFile>, format: 'sha1' | 'sha256'): [string, string][] | undefined {
  const byOid = (files: Map<string, RenameFile>) => {
    const paths = new Map<string, string[]>();
    for (const [path, { oid }] of files) {
      if (oid === undefined || oid === EMPTY_BLOB[format]) return undefined;
      paths.set(oid, [...(paths.get(oid) ?? []), path]);
    }
    return paths;
  };
  const before = byOid(deleted);
  const after = byOid(added);
  if (!before || !after) return undefined;
  const pairs: [string, string][] = [];
  for (const [oid, from] of before) {
    const to = after.get(oid);
    if (!to) continue;
    if (from.length > 1 || to.length > 1) return undefined;
    pairs.push([from[0], to[0]]);
  }
  return pairs.length === deleted.size || pairs.length === added.size ? pairs : undefined;
}

function name(latin1: string): string {
  return decodeName(Buffer.from(latin1, 'latin1'));
}

/** A folder of loose objects, written as git writes them (zlib of `<type> <size>\0<content>`). */
class LooseObjects {
  /** `top`: the work tree, which the files read must lie in. */
  constructor(private readonly dir: string, private readonly format: 'sha1' | 'sha256', private readonly top: string) {}

  /** Writes the bytes of the regular file at `path` as a blob: its id, or undefined when it cannot be read (as hashFile()). */
  blob(path: string): string | undefined {
    let fd: number | undefined;
    try {
      fd = openSync(fsPath(path), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      if (!fstatSync(fd).isFile() || !openedUnder(fd, fsPath(path), this.top)) return undefined;
      return this.write('blob', readFileSync(fd));
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }

  /** Writes the trees holding `files` ([path, mode, oid]): the top tree's id. */
  tree(files: [string, string, string][]): string {
    const root = new Folder();
    for (const [path, mode, oid] of files) {
      const parts = path.split('/');
      let folder = root;
      for (const part of parts.slice(0, -1)) folder = folder.folders.get(part) ?? folder.folders.set(part, new Folder()).get(part)!;
      folder.files.set(parts.at(-1)!, [mode, oid]);
    }
    return this.writeFolder(root);
  }

  private writeFolder(folder: Folder): string {
    // git orders a tree's entries by name, a folder's name compared as if it ended in '/'.
    const entries: { key: Buffer; mode: string; name: Buffer; oid: string }[] = [];
    for (const [name, [mode, oid]] of folder.files) entries.push({ key: bytesOf(name), mode, name: bytesOf(name), oid });
    for (const [name, sub] of folder.folders) entries.push({ key: Buffer.concat([bytesOf(name), Buffer.from('/')]), mode: '40000', name: bytesOf(name), oid: this.writeFolder(sub) });
    entries.sort((a, b) => Buffer.compare(a.key, b.key));
    const content = Buffer.concat(entries.flatMap(({ mode, name, oid }) => [Buffer.from(`${mode} `), name, Buffer.of(0), Buffer.from(oid, 'hex')]));
    return this.write('tree', content);
  }

  private write(type: string, content: Buffer): string {
    const object = Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]);
    const oid = createHash(this.format).update(object).digest('hex');
    const folder = join(this.dir, oid.slice(0, 2));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, oid.slice(2)), deflateSync(object));
    return oid;
  }
}

class Folder {
  readonly files = new Map<string, [string, string]>();
  readonly folders = new Map<string, Folder>();
}

function bytesOf(name: string): Buffer {
  const path = fsPath(name);
  return typeof path === 'string' ? Buffer.from(path, 'utf8') : path;
}
