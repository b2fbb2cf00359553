import type { ResolvedOptions } from '../options.js';

/**
 * The root-relative paths the git options select, or `undefined` when no git option is given.
 * Rejects with an AnalysisError (exit 4) when git cannot answer.
 */
// TODO(#5): --git-diff, --git-diff --cached, --git-branch and --git-author with simple-git.
export async function changedFiles(_options: ResolvedOptions): Promise<ReadonlySet<string> | undefined> {
  return undefined;
}
