import { AnalysisError } from '../util/errors.js';
import { authorNames } from './author.js';
import { changedNames, untrackedNames } from './diff.js';
import { GitFailure, openRepo, underRoot, type Repo } from './repo.js';

/** Which of git's questions a run asks, about the repository holding `root`. */
export interface GitScope {
  root: string;
  gitDiff?: string;
  gitCached: boolean;
  gitBranch?: string;
  gitAuthor?: string;
}

/**
 * The root-relative paths the git options select, or `undefined` when no git option is given.
 * Each option selects a set and a file must be in all of them. Rejects with an AnalysisError
 * (exit 4) when git cannot answer.
 */
export async function changedFiles(options: GitScope): Promise<ReadonlySet<string> | undefined> {
  const { root, gitDiff, gitCached, gitBranch, gitAuthor } = options;
  if (gitDiff === undefined && !gitCached && gitBranch === undefined && gitAuthor === undefined) return undefined;
  const repo = await openRepo(root);
  let untracked: Promise<string[]> | undefined;
  const query = new Queries(repo, () => (untracked ??= untrackedNames(repo)));
  const selections: string[][] = [];
  try {
    if (gitDiff !== undefined || gitCached) selections.push(await query.diff(gitDiff, gitCached));
    if (gitBranch !== undefined) selections.push(await query.branch(gitBranch));
    if (gitAuthor !== undefined) selections.push(await query.author(gitAuthor));
  } catch (err) {
    throw err instanceof GitFailure ? new AnalysisError(`git could not list the changed files of ${root}`, err.message) : err;
  } finally {
    // A query still running (the untracked files) settles on its own; its view goes now.
    void untracked?.catch(() => {});
    repo.close();
  }
  const [first, ...rest] = selections.map((paths) => underRoot(repo, paths));
  return new Set([...first].filter((path) => rest.every((set) => set.has(path))));
}

/** One query per git option, each resolving to top-relative paths; user values go through `commit()`. */
class Queries {
  constructor(private readonly repo: Repo, private readonly untracked: () => Promise<string[]>) {}

  /** Changed, staged and untracked files against `ref`; only the staged ones (against HEAD by default) when `cached`. */
  async diff(ref: string | undefined, cached: boolean): Promise<string[]> {
    const base = ref === undefined ? undefined : await this.commit(ref, 'ref');
    // git lists the untracked files while this process compares the tracked ones.
    const untracked = cached ? undefined : this.untracked();
    const changed = await changedNames(this.repo, base, cached);
    return untracked ? [...changed, ...(await untracked)] : changed;
  }

  /** What a pull request from here into `branch` would change: the working tree against the merge base. */
  async branch(branch: string): Promise<string[]> {
    const target = await this.commit(branch, 'branch');
    const head = await this.head(`cannot compare with branch '${branch}'`);
    const base = await this.repo.mergeBase(target, head);
    if (base === undefined) {
      if (await this.repo.shallow()) {
        throw new AnalysisError(`no merge base of '${branch}' and HEAD in this shallow clone; run 'git fetch --unshallow' (or fetch more of '${branch}') and try again`);
      }
      throw new AnalysisError(`no merge base of '${branch}' and HEAD: they share no history`);
    }
    const untracked = this.untracked();
    return [...(await changedNames(this.repo, base, false)), ...(await untracked)];
  }

  async author(author: string): Promise<string[]> {
    return authorNames(this.repo, author, await this.head(`cannot search the history for author '${author}'`));
  }

  private async commit(rev: string, kind: 'ref' | 'branch'): Promise<string> {
    const commit = await this.repo.commit(rev);
    if (commit !== undefined) return commit;
    const reason = await this.repo.missReason(rev);
    const why = (await this.repo.commit('HEAD')) === undefined ? ' (HEAD has no commit yet)'
      : (await this.repo.shallow()) ? ` (this clone is shallow: 'git fetch --unshallow', or fetching the ${kind}, may bring it in)` : '';
    throw new AnalysisError(`unknown git ${kind} '${rev}'${reason ? `: ${reason}` : ''}${why}`);
  }

  private async head(problem: string): Promise<string> {
    const head = await this.repo.commit('HEAD');
    if (head === undefined) throw new AnalysisError(`${problem}: HEAD has no commit yet`);
    return head;
  }
}
