import { listTree } from './objects.js';
import { splitZ, type Repo } from './repo.js';
import { hashWanted, linkChanged, scanWorktree } from './worktree.js';

// The empty tree's id in each object format: what an unborn HEAD's index is compared with.
const EMPTY_TREE = { sha1: '4b825dc642cb6eb9a060e54bf8d69288fbee4904', sha256: '6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321' };

/**
 * Top-relative paths under the analysed root that differ between the commit `base` and the
 * working tree (worktree.ts: git does not look at the working tree), or the index when `cached`;
 * `base` undefined with `cached` means HEAD (everything staged when unborn). Deleted files are
 * left out; a rename is its new name.
 */
export async function changedNames(repo: Repo, base: string | undefined, cached: boolean): Promise<string[]> {
  if (cached) {
    const against = base ?? (await repo.commit('HEAD')) ?? EMPTY_TREE[repo.view.objectFormat];
    // Names no config can reshape (-z, no rename detection, which would read blobs for nothing).
    const args = ['diff-index', '--cached', '--name-only', '-z', '--no-renames', '--diff-filter=d', against, ...pathspec(repo)];
    return splitZ(await repo.run(args));
  }
  // The work tree is looked at while git lists the base's tree.
  const scan = scanWorktree(repo, repo.prefix);
  scan.catch(() => {});
  const tree = await listTree(repo, base!);
  const before = new Map(tree.files.map((file) => [repo.prefix + file.path, file]));
  const changed: string[] = [];
  const scanned = await scan;
  for (const [path, file] of await hashWanted(repo, scanned, (path) => before.has(path))) {
    const old = before.get(path);
    if (!old || old.oid !== file.oid || (repo.view.fileMode && old.mode !== file.mode)) changed.push(path);
  }
  // Symlinks are never analysed, but one that changed is reported as skipped, as git lists it.
  for (const path of new Set(scanned.links)) if (await linkChanged(repo, path, { links: tree.links, files: before })) changed.push(path);
  return changed;
}

/** Top-relative paths of untracked files under the analysed root that no ignore rule covers. */
export async function untrackedNames(repo: Repo): Promise<string[]> {
  return splitZ(await repo.run(['ls-files', '--others', '--exclude-standard', '--full-name', '-z', ...pathspec(repo)]));
}

function pathspec({ prefix }: Repo): string[] {
  return prefix === '' ? [] : ['--', prefix.slice(0, -1)];
}
