import { splitZ } from './repo.js';

export interface Change {
  /** git's status letter: A, M, D, R, T, U... */
  status: string;
  /** The path after the change (the new name of a rename). */
  path: string;
  /** The old name of a rename or copy. */
  from?: string;
}

export interface Commit {
  hash: string;
  changes: Change[];
}

// `git log --format=%H --name-status -z` prints each hash, then `status NUL path NUL` per change
// (two paths for renames and copies), the first status after a hash led by a newline. A status is
// an upper-case letter and a score; a hash is lower-case hex: the two cannot be confused.
const STATUS = /^\n?([A-Z])\d*$/;

/** Parses `git log --format=%H --name-status -z` output; paths are taken by position, never guessed. */
export function parseLog(out: string): Commit[] {
  const tokens = splitZ(out);
  const commits: Commit[] = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i++];
    const status = STATUS.exec(token)?.[1];
    if (status === undefined) {
      commits.push({ hash: token.replace(/^\n/, ''), changes: [] });
      continue;
    }
    const from = status === 'R' || status === 'C' ? tokens[i++] : undefined;
    const change: Change = { status, path: tokens[i++] };
    if (from !== undefined) change.from = from;
    commits.at(-1)?.changes.push(change);
  }
  return commits;
}
