import { statSync } from 'node:fs';
import { join } from 'node:path';
import { AnalysisError } from '../util/errors.js';
import { displayPath } from '../util/paths.js';
import { ObjectReader, changedPaths, listTree, type BlobReader, type Gitlink, type HeadSide, type PathChange, type Tree } from './objects.js';
import { openGitFolder, openRepo, type Repo } from './repo.js';

// With `submodules`, a side read from git holds its submodules' files too: the commit each gitlink
// records, read from the submodule's own repository (its checkout's `.git`, else the
// superproject's `.git/modules/<path>`), and the changes inside a submodule are that
// repository's, between the commits (or its work tree) the two sides record. Nested submodules
// are read the same way from their parent's repository.

/** A repository in the analysed tree, and where its top lies, root-relative (`''`, `vendor/lib/`). */
interface Level {
  repo: Repo;
  at: string;
}

export class Submodules implements BlobReader {
  private readonly repos = new Map<string, Promise<Repo>>();
  private readonly readers = new Map<Repo, ObjectReader>();
  /** Which reader has a blob: those of the submodules' trees; any other is the main repository's. */
  private readonly owners = new Map<string, ObjectReader>();
  private readonly trees = new Map<string, Promise<Tree>>();

  /** `root`: the analysed folder's real path, in `main`'s work tree. */
  constructor(private readonly main: Repo, private readonly mainReader: ObjectReader, private readonly root: string) {}

  /** Reads each blob from the repository whose tree named it. */
  async read(oids: string[]): Promise<(Buffer | undefined)[]> {
    const groups = new Map<ObjectReader, number[]>();
    oids.forEach((oid, i) => {
      const reader = this.owners.get(oid) ?? this.mainReader;
      const group = groups.get(reader);
      if (group) group.push(i);
      else groups.set(reader, [i]);
    });
    const contents: (Buffer | undefined)[] = new Array(oids.length);
    await Promise.all([...groups].map(async ([reader, at]) => {
      const read = await reader.read(at.map((i) => oids[i]));
      at.forEach((i, n) => (contents[i] = read[n]));
    }));
    return contents;
  }

  /** Adds to `tree` (a side of the main repository) the files and `.gitignore` files of its submodules, and theirs. */
  async expand(tree: Tree): Promise<void> {
    await this.expandLevel(tree, { repo: this.main, at: '' }, tree.gitlinks);
  }

  /** The changes inside the submodules from `base` to `head`, by root-relative path. */
  changes(base: Tree, head: Tree | 'worktree'): Promise<PathChange[]> {
    return this.changesLevel({ repo: this.main, at: '' }, base.gitlinks, head === 'worktree' ? 'worktree' : head.gitlinks);
  }

  async close(): Promise<void> {
    await Promise.all([...this.readers.values()].map((reader) => reader.close()));
    for (const repo of this.repos.values()) void repo.then((r) => r.close(), () => {});
  }

  private async expandLevel(into: Tree, parent: Level, links: Gitlink[]): Promise<void> {
    for (const link of links) {
      const sub = await this.repository(parent, link);
      const tree = await this.tree(sub, link.commit);
      const at = `${parent.at}${link.path}/`;
      const reader = this.readerOf(sub);
      for (const file of tree.files) {
        into.files.push({ ...file, path: at + file.path });
        this.owners.set(file.oid, reader);
      }
      for (const [path, oid] of tree.ignoreFiles) {
        into.ignoreFiles.set(this.main.prefix + at + path, oid);
        this.owners.set(oid, reader);
      }
      await this.expandLevel(into, { repo: sub, at }, tree.gitlinks);
    }
  }

  private async changesLevel(parent: Level, baseLinks: Gitlink[], headLinks: Gitlink[] | 'worktree'): Promise<PathChange[]> {
    const out: PathChange[] = [];
    for (const link of baseLinks) {
      const at = `${parent.at}${link.path}/`;
      let head: HeadSide;
      let nested: Gitlink[] | 'worktree';
      // A submodule gone from the head side (or not checked out) is a removal of all its files, which the sides show without git.
      if (headLinks === 'worktree') {
        if (!holdsRepository(join(this.root, at))) continue;
        head = 'worktree';
        nested = 'worktree';
      } else {
        const now = headLinks.find((l) => l.path === link.path);
        if (!now || now.commit === link.commit) continue;
        head = { commit: now.commit };
        nested = (await this.tree(await this.repository(parent, now), now.commit)).gitlinks;
      }
      const sub = await this.repository(parent, link);
      const base = await this.tree(sub, link.commit);
      for (const change of await changedPaths(sub, { commit: link.commit, tree: base }, head)) {
        out.push({ ...change, path: at + change.path, ...(change.from !== undefined && { from: at + change.from }) });
      }
      out.push(...(await this.changesLevel({ repo: sub, at }, base.gitlinks, nested)));
    }
    return out;
  }

  /**
   * The repository of the submodule `link` of `parent`: its checkout's, else the one git keeps in
   * the parent's `.git/modules`; an AnalysisError naming it when neither is there or it lacks the
   * recorded commit.
   */
  private async repository(parent: Level, link: Gitlink): Promise<Repo> {
    const checkout = join(this.root, parent.at + link.path);
    const modules = join(parent.repo.view.commonDir, 'modules', parent.repo.prefix + link.path);
    const key = holdsRepository(checkout) ? checkout : modules;
    let opened = this.repos.get(key);
    if (!opened) {
      opened = key === checkout ? openRepo(checkout) : openGitFolder(modules).then((repo) => repo ?? Promise.reject(absent(parent.at + link.path)));
      this.repos.set(key, opened);
    }
    const repo = await opened;
    if ((await repo.commit(link.commit)) === undefined) {
      throw new AnalysisError(`submodule '${displayPath(parent.at + link.path)}' records commit ${link.commit.slice(0, 12)}, which its repository (${key}) does not have: run 'git submodule update', or leave out --submodules`);
    }
    return repo;
  }

  private tree(repo: Repo, commit: string): Promise<Tree> {
    const key = `${repo.view.gitDir}\0${commit}`;
    let tree = this.trees.get(key);
    if (!tree) this.trees.set(key, (tree = listTree(repo, commit)));
    return tree;
  }

  private readerOf(repo: Repo): ObjectReader {
    let reader = this.readers.get(repo);
    if (!reader) this.readers.set(repo, (reader = new ObjectReader(repo)));
    return reader;
  }
}

function absent(path: string): AnalysisError {
  return new AnalysisError(`submodule '${displayPath(path)}' is not checked out, and git keeps no repository of it: run 'git submodule update --init', or leave out --submodules`);
}

function holdsRepository(folder: string): boolean {
  return statSync(join(folder, '.git'), { throwIfNoEntry: false }) !== undefined;
}
