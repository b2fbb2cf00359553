import { isUtf8 } from 'node:buffer';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { AnalysisError } from '../util/errors.js';
import { decodeName } from '../util/paths.js';
import { findRenames, type RenameFile } from './renames.js';
import type { Repo } from './repo.js';
import { spawnError } from './run.js';
import { hashWanted, scanWorktree } from './worktree.js';

// Reading a side of a diff from git's objects: the tree's files (ls-tree, or the index), their
// contents through one long-lived `git cat-file --batch`, and the paths that changed (diff-tree
// or diff-index with rename detection; against the work tree, worktree.ts and renames.ts). Nothing
// is checked out and nothing is written into the repository; git runs against the repository's
// view (view.ts). Outputs are read as bytes, so a name that is not UTF-8 is held as the walk holds it.

/** A file of a tree (or of the index): its path relative to the analysed root, mode, blob and size. */
export interface TreeFile {
  path: string;
  mode: string;
  oid: string;
  size: number;
}

/** A side's files under the analysed root, and what decides which of them are analysed. */
export interface Tree {
  /** Regular files (modes 100644 and 100755), root-relative: symlinks are never followed, as in the walk. */
  files: TreeFile[];
  /** Submodules (gitlinks), root-relative, with the commit each records: their files are in another repository. */
  gitlinks: Gitlink[];
  /** Symlinks (mode 120000), by top-relative path, with the blob of their target: never followed, only compared. */
  links: Map<string, string>;
  /** The `.gitignore` files of the side at and above the root: their top-relative paths and blobs. */
  ignoreFiles: Map<string, string>;
}

/** A submodule of a tree: its root-relative path and the commit of its repository it records. */
export interface Gitlink {
  path: string;
  commit: string;
}

/** What reads blobs by name: an ObjectReader, or several (a submodule's blobs are in its own repository). */
export interface BlobReader {
  read(oids: string[]): Promise<(Buffer | undefined)[]>;
}

const REGULAR = new Set(['100644', '100755']);
const LINK = '120000';

/**
 * The files of `commit`'s tree under the analysed root, and its `.gitignore` files between the
 * repository's top and the root: one `git ls-tree`.
 */
export async function listTree(repo: Repo, commit: string): Promise<Tree> {
  // No `--`: ls-tree would take it for a path; after --end-of-options nothing is an option.
  const out = await repo.bytes(['ls-tree', '-r', '-z', '-l', '--full-tree', '--end-of-options', commit, ...scope(repo)]);
  const tree: Tree = { files: [], gitlinks: [], links: new Map(), ignoreFiles: new Map() };
  // `<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL`; the size is `-` for a gitlink.
  eachEntry(out, (header, path) => {
    const mode = header.slice(0, header.indexOf(' '));
    if (!REGULAR.has(mode) && mode !== '160000' && mode !== LINK) return;
    const type = header.indexOf(' ', mode.length + 1);
    const oid = header.slice(type + 1, header.indexOf(' ', type + 1));
    add(repo, tree, path(), mode, oid, Number(header.slice(type + oid.length + 2)));
  });
  return tree;
}

/**
 * Calls `each` with the header (before the TAB) and the path (after it) of every NUL-ended entry
 * of `out`. The output is decoded once when it is all UTF-8 (11,000 entries: a few milliseconds,
 * against tens decoding each); otherwise each name as the walk holds a name that is not.
 */
function eachEntry(out: Buffer, each: (header: string, path: () => string) => void): void {
  if (isUtf8(out)) {
    const text = out.toString('utf8');
    for (let at = 0; at < text.length; ) {
      const tab = text.indexOf('\t', at);
      const end = text.indexOf('\0', tab);
      each(text.slice(at, tab), () => text.slice(tab + 1, end));
      at = end + 1;
    }
    return;
  }
  for (let at = 0; at < out.length; ) {
    const tab = out.indexOf(9, at);
    const end = out.indexOf(0, tab);
    each(out.toString('latin1', at, tab), () => decodeName(out.subarray(tab + 1, end)));
    at = end + 1;
  }
}

/** The index's entries under the analysed root (and its `.gitignore` files above it): `git ls-files --stage`. */
async function staged(repo: Repo): Promise<{ path: string; mode: string; oid: string; stage: string }[]> {
  const out = await repo.bytes(['ls-files', '--stage', '-z', '--full-name', '--', ...scope(repo)]);
  const entries: { path: string; mode: string; oid: string; stage: string }[] = [];
  // `<mode> SP <object> SP <stage> TAB <path> NUL`
  eachEntry(out, (header, path) => {
    const [mode, oid, stage] = header.split(' ');
    entries.push({ path: path(), mode, oid, stage });
  });
  return entries;
}

/** The files staged in the index under the analysed root (and its `.gitignore` files above it): `git ls-files --stage`, then their sizes. */
export async function listIndex(repo: Repo): Promise<Tree> {
  const entries = await staged(repo);
  const unmerged = entries.find(({ stage }) => stage !== '0');
  if (unmerged) throw new AnalysisError(`the index has unmerged paths ('${unmerged.path}'): resolve the conflicts before comparing the index`);
  const sizes = await objectSizes(repo, entries.filter(({ mode }) => REGULAR.has(mode)).map(({ oid }) => oid));
  const tree: Tree = { files: [], gitlinks: [], links: new Map(), ignoreFiles: new Map() };
  for (const { path, mode, oid } of entries) add(repo, tree, path, mode, oid, sizes.get(oid) ?? 0);
  return tree;
}

/** Sizes of blobs, by name: one `git cat-file --batch-check`. */
async function objectSizes(repo: Repo, oids: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (oids.length === 0) return sizes;
  const out = await repo.bytes(['cat-file', '--batch-check=%(objectname) %(objectsize)'], `${[...new Set(oids)].join('\n')}\n`);
  for (const line of out.toString('latin1').split('\n')) {
    const [oid, size] = line.split(' ');
    if (size !== undefined && /^\d+$/.test(size)) sizes.set(oid, Number(size));
  }
  return sizes;
}

/** The pathspecs of a side: the analysed root, and each `.gitignore` that may lie above it. */
function scope({ prefix }: Repo): string[] {
  if (prefix === '') return [];
  const parts = prefix.slice(0, -1).split('/');
  return [prefix.slice(0, -1), ...parts.map((_, i) => [...parts.slice(0, i), '.gitignore'].join('/'))];
}

function add(repo: Repo, tree: Tree, topPath: string, mode: string, oid: string, size: number): void {
  const inside = topPath.startsWith(repo.prefix);
  const name = topPath.slice(topPath.lastIndexOf('/') + 1);
  if (name === '.gitignore' && REGULAR.has(mode)) tree.ignoreFiles.set(topPath, oid);
  if (!inside) return;
  const path = topPath.slice(repo.prefix.length);
  if (REGULAR.has(mode)) tree.files.push({ path, mode, oid, size });
  else if (mode === '160000') tree.gitlinks.push({ path, commit: oid });
  else if (mode === LINK) tree.links.set(topPath, oid);
}

/** A path that differs between two sides, as git's rename detection pairs them. */
export interface PathChange {
  /** git's status letter: A, D, M, T, R, U. */
  status: string;
  /** The root-relative path on the head side (a deletion's path on the base side). */
  path: string;
  /** A rename's path on the base side. */
  from?: string;
}

/** The head side of a comparison: a commit, the index, or the working tree. */
export type HeadSide = { commit: string } | 'index' | 'worktree';

// Whatever the user's config says: renames found (50% similar), names from the top, no external
// diff or text conversion, submodules left alone (their files are not ours).
const CHANGES = ['--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', '--ignore-submodules=all'];

/**
 * The paths under the analysed root that differ between `base` (a commit, and its tree as
 * listTree() gave it) and `head`, renames paired by git's rename detection (`-M`, 50% similar);
 * on the working tree, untracked files are not among them (git pairs only files it tracks, as
 * `git status` does).
 */
export async function changedPaths(repo: Repo, base: { commit: string; tree: Tree | Promise<Tree> }, head: HeadSide): Promise<PathChange[]> {
  if (head === 'worktree') return worktreeChanges(repo, base.tree);
  const pathspec = repo.prefix ? ['--', repo.prefix.slice(0, -1)] : [];
  const args = head === 'index' ? ['diff-index', '--cached', ...CHANGES, base.commit, ...pathspec] : ['diff-tree', '-r', ...CHANGES, base.commit, head.commit, ...pathspec];
  const out = await repo.bytes(args);
  const changes: PathChange[] = [];
  const fields = splitFields(out);
  const under = (path: string) => (path.startsWith(repo.prefix) ? path.slice(repo.prefix.length) : undefined);
  for (let i = 0; i < fields.length; ) {
    const status = fields[i++].toString('latin1')[0];
    const first = under(decodeName(fields[i++]));
    const second = status === 'R' || status === 'C' ? under(decodeName(fields[i++])) : undefined;
    if (status === 'R' || status === 'C') {
      if (first !== undefined && second !== undefined) changes.push({ status, path: second, from: first });
      else if (first !== undefined) changes.push({ status: 'D', path: first });
      else if (second !== undefined) changes.push({ status: 'A', path: second });
    } else if (first !== undefined) {
      changes.push({ status, path: first });
    }
  }
  return changes;
}

/**
 * The tracked files under the root that differ between the base's tree and the working tree
 * (worktree.ts), without git looking at the working tree, sorted by path as git lists them.
 */
async function worktreeChanges(repo: Repo, listed: Tree | Promise<Tree>): Promise<PathChange[]> {
  // The work tree is looked at while git lists the base's tree.
  const scan = scanWorktree(repo, repo.prefix);
  scan.catch(() => {});
  const before = new Map((await listed).files.map((file) => [file.path, file]));
  const now = await hashWanted(repo, await scan, (path) => before.has(path.slice(repo.prefix.length)));
  const changes: PathChange[] = [];
  const added = new Map<string, RenameFile>();
  const deleted = new Map<string, RenameFile>();
  for (const [topPath, file] of now) {
    const path = topPath.slice(repo.prefix.length);
    const old = before.get(path);
    if (!old) added.set(path, { mode: file.mode, ...(file.oid !== undefined ? { oid: file.oid } : { absolutePath: join(repo.top, topPath) }) });
    else if (old.oid !== file.oid || (repo.view.fileMode && old.mode !== file.mode)) changes.push({ status: 'M', path });
  }
  for (const [path, file] of before) if (!now.has(repo.prefix + path)) deleted.set(path, { mode: file.mode, oid: file.oid });
  for (const [from, to] of await findRenames(repo, deleted, added)) {
    deleted.delete(from);
    added.delete(to);
    changes.push({ status: 'R', path: to, from });
  }
  for (const path of added.keys()) changes.push({ status: 'A', path });
  for (const path of deleted.keys()) changes.push({ status: 'D', path });
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** `-z` output split at each NUL (git ends it with one). */
function splitFields(out: Buffer): Buffer[] {
  const fields: Buffer[] = [];
  for (let at = 0; at < out.length; ) {
    const end = out.indexOf(0, at);
    fields.push(out.subarray(at, end < 0 ? out.length : end));
    at = end < 0 ? out.length : end + 1;
  }
  return fields;
}

interface Request {
  contents: (Buffer | undefined)[];
  wanted: number;
  resolve: (contents: (Buffer | undefined)[]) => void;
  reject: (err: Error) => void;
}

/**
 * One long-lived `git cat-file --batch` reading blobs by name: a batch of names is written at
 * once and the contents come back in order, so a batch costs one round trip, not one per blob
 * (nor a process per blob). A blob the repository does not have reads as undefined.
 */
export class ObjectReader implements BlobReader {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly requests: Request[] = [];
  private header: Buffer[] = [];
  private body: Buffer | undefined;
  private filled = 0;
  /** The trailing LF after a body, still to come. */
  private newline = false;
  private failure: Error | undefined;
  private stderr = '';
  private closed: Promise<void> = Promise.resolve();

  /** The process starts with the first read. */
  constructor(private readonly repo: Repo) {}

  /** The contents of `oids`, in order. */
  read(oids: string[]): Promise<(Buffer | undefined)[]> {
    if (oids.length === 0) return Promise.resolve([]);
    if (this.failure) return Promise.reject(this.failure);
    const child = (this.child ??= this.start());
    return new Promise((resolve, reject) => {
      this.requests.push({ contents: [], wanted: oids.length, resolve, reject });
      child.stdin.write(`${oids.join('\n')}\n`);
    });
  }

  /** Ends the process (it exits once its input ends); resolves once it has. */
  close(): Promise<void> {
    this.child?.stdin.end();
    return this.closed;
  }

  private start(): ChildProcessWithoutNullStreams {
    const child = this.repo.start(['cat-file', '--batch']);
    child.stdout.on('data', (chunk: Buffer) => this.take(chunk));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (this.stderr += text));
    child.stdin.on('error', () => {});
    this.closed = new Promise((done) => {
      child.on('error', (err) => {
        this.fail(spawnError(err));
        done();
      });
      child.on('close', (code) => {
        this.fail(new AnalysisError('git cat-file ended while reading objects', this.stderr.trim() || `exit code ${code}`));
        done();
      });
    });
    return child;
  }

  private take(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.body) {
        const n = Math.min(this.body.length - this.filled, chunk.length - at);
        chunk.copy(this.body, this.filled, at, at + n);
        this.filled += n;
        at += n;
        if (this.filled === this.body.length) {
          const done = this.body;
          this.body = undefined;
          this.newline = true;
          this.deliver(done);
        }
        continue;
      }
      if (this.newline) {
        this.newline = false;
        at++;
        continue;
      }
      const end = chunk.indexOf(10, at);
      if (end < 0) {
        this.header.push(chunk.subarray(at));
        break;
      }
      this.header.push(chunk.subarray(at, end));
      at = end + 1;
      const line = Buffer.concat(this.header).toString('latin1');
      this.header = [];
      // `<oid> <type> <size>`, or `<name> missing` (or `ambiguous`).
      const [, type, size] = line.split(' ');
      if (type === 'missing' || type === 'ambiguous' || size === undefined) {
        this.deliver(undefined);
        continue;
      }
      // A buffer of its own (not a slice of a shared pool), so it can cross to a counting thread.
      this.body = Buffer.allocUnsafeSlow(Number(size));
      this.filled = 0;
      if (this.body.length === 0) {
        this.body = undefined;
        this.newline = true;
        this.deliver(Buffer.allocUnsafeSlow(0));
      }
    }
  }

  private deliver(content: Buffer | undefined): void {
    const request = this.requests[0];
    if (!request) return;
    request.contents.push(content);
    if (request.contents.length < request.wanted) return;
    this.requests.shift();
    request.resolve(request.contents);
  }

  private fail(err: Error): void {
    this.failure ??= err;
    for (const request of this.requests.splice(0)) request.reject(this.failure);
  }
}

