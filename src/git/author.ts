import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseLog, type Commit } from './log.js';
import type { Repo } from './repo.js';

// Whatever the user's config says: full hashes and nothing else per commit (format.pretty,
// log.showSignature would add gpg's report), names from the top (diff.relative).
const LOG = ['log', '--topo-order', '--format=%H', '--name-status', '-z', '--no-relative', '--no-show-signature'];

/**
 * Top-relative paths of the files that commits reachable from `head` and authored by `author`
 * touched, under their current names where the renames made since can be followed.
 */
export async function authorNames(repo: Repo, author: string, head: string): Promise<string[]> {
  // git's own matching (a regular expression on the mailmapped `Name <email>`), pinned against
  // grep.patternType and log.mailmap. A merge authors no change of its own.
  const match = ['--no-merges', `--author=${author}`, '--basic-regexp', '--use-mailmap', '--no-renames'];
  const own = parseLog(await repo.run([...LOG, ...match, '--end-of-options', head, '--']));
  if (own.length === 0) return [];
  const touched = new Set(own.flatMap(({ changes }) => changes.filter((c) => c.status !== 'D').map((c) => c.path)));
  if (await allExist(repo.top, touched)) return [...touched];
  // Some moved or went away since: replay the history from the oldest of these commits (last in
  // topological order, so none of the others is its ancestor) to HEAD with rename detection.
  const since = parseLog(await repo.run([...LOG, '--find-renames', '--end-of-options', head, `^${own.at(-1)!.hash}^@`, '--']));
  return currentNames(since, new Set(own.map((c) => c.hash)));
}

/**
 * Walks `commits` newest first and returns what the paths the `authored` commits touched are
 * called now; paths deleted since are left out.
 */
export function currentNames(commits: Commit[], authored: ReadonlySet<string>): string[] {
  // A path as it was just after the commit being replayed -> its name now, or null when deleted since.
  const later = new Map<string, string | null>();
  const now = (path: string) => (later.has(path) ? later.get(path)! : path);
  const names = new Set<string>();
  for (const { hash, changes } of commits) {
    if (authored.has(hash)) {
      for (const change of changes) {
        const name = change.status === 'D' ? null : now(change.path);
        if (name !== null) names.add(name);
      }
    }
    // Before this commit, a rename's new name and an added path did not exist, and a rename's old
    // name became what the new name became. Read every name first: a commit may swap two files.
    const renamed = changes.filter((c) => c.status === 'R').map((c) => [c.from!, now(c.path)] as const);
    for (const c of changes) if (c.status === 'A' || c.status === 'R') later.delete(c.path);
    for (const c of changes) if (c.status === 'D') later.set(c.path, null);
    for (const [from, name] of renamed) later.set(from, name);
  }
  return [...names];
}

async function allExist(top: string, paths: Iterable<string>): Promise<boolean> {
  const found = await Promise.all([...paths].map((path) => lstat(join(top, path)).then(() => true, () => false)));
  return found.every(Boolean);
}
