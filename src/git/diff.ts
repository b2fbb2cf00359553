import { splitZ, type Repo } from './repo.js';

// Name lists no user config can reshape: -z (names verbatim, whatever core.quotePath says),
// top-relative names (diff.relative), no external diff driver. No rename detection (diff.renames),
// which would read blobs for nothing: a rename lists its new name as added and its old name as
// deleted, and deletions are left out.
const NAMES = ['diff', '--name-only', '-z', '--no-renames', '--no-relative', '--no-ext-diff', '--diff-filter=d'];

/**
 * Top-relative paths under the analysed root that differ between `base` and the working tree, or
 * the index when `cached`; `base` undefined with `cached` means HEAD (everything staged when unborn).
 */
export async function changedNames(repo: Repo, base: string | undefined, cached: boolean): Promise<string[]> {
  const args = [...NAMES, ...(cached ? ['--cached'] : []), '--end-of-options', ...(base === undefined ? [] : [base]), '--', '.'];
  return splitZ(await repo.run(args));
}

/** Top-relative paths of untracked files under the analysed root that no ignore rule covers. */
export async function untrackedNames(repo: Repo): Promise<string[]> {
  return splitZ(await repo.run(['ls-files', '--others', '--exclude-standard', '--full-name', '-z', '--', '.']));
}
