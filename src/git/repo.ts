import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { isWithin } from '../util/confine.js';
import { AnalysisError } from '../util/errors.js';
import { findRepositoryTop, toPosix } from '../patterns/ignores.js';
import { GitFailure, firstLine, gitBytes, startGit } from './run.js';
import { gitFolders, openView, type GitFolders, type GitView } from './view.js';

export { GitFailure, firstLine } from './run.js';

export interface Repo {
  /** The repository's top folder (a real path). */
  top: string;
  /** The analysed root relative to the top, with a trailing `/`; `''` at the top. */
  prefix: string;
  /** The view git runs against (view.ts): its folders, format and index. */
  view: GitView;
  /** Runs git at the top, against the view; resolves to stdout, rejects with GitFailure. */
  run(args: string[]): Promise<string>;
  /** As run(), with `input` on git's stdin (and `env` added to the view's), resolving to stdout's bytes. */
  bytes(args: string[], input?: string | Buffer, env?: Record<string, string>): Promise<Buffer>;
  /** Starts git against the view, for a caller that talks to it (cat-file --batch). */
  start(args: string[], env?: Record<string, string>): ChildProcessWithoutNullStreams;
  /** The commit `rev` names; undefined when it names none (or HEAD is unborn), with git's reason when it gave one. */
  commit(rev: string): Promise<string | undefined>;
  /** Why the last commit() found nothing, when git said (`no upstream configured for branch 'main'`). */
  missReason(rev: string): Promise<string>;
  /** The best common ancestor of two commits, or undefined when the history known here has none. */
  mergeBase(a: string, b: string): Promise<string | undefined>;
  shallow(): Promise<boolean>;
  /** Removes the view; the repository cannot be asked anything after. */
  close(): void;
}

/**
 * Opens the repository holding `root` (found as git finds it, from the nearest `.git` up);
 * an AnalysisError (exit 4) when there is none or git could not use it. git never reads the
 * repository's config: it runs against a view (view.ts). Close it when done.
 */
export async function openRepo(root: string): Promise<Repo> {
  const real = realpathSync.native(root);
  const found = findRepositoryTop(real);
  if (!found) throw new AnalysisError(`not a git repository: ${root}`, 'no .git folder or file here or in any parent folder');
  if (!found.gitDir) throw new AnalysisError(`git cannot use the repository holding ${root}`, `${found.dir}/.git names no git folder`);
  const folders = gitFolders(found.dir, found.gitDir);
  if (typeof folders === 'string') throw new AnalysisError(`git cannot use the repository holding ${root}`, folders);
  if (isWithin(real, realOf(folders.gitDir)) || isWithin(real, realOf(folders.commonDir))) throw new AnalysisError(`not inside a git work tree: ${root}`);
  const from = toPosix(relative(found.dir, real));
  return repoOf(folders, from === '' ? '' : `${from}/`, root);
}

/**
 * The repository in `gitDir` with no work tree (a submodule's in `.git/modules`, not checked
 * out): its objects and refs only. Undefined when it is not one git could use.
 */
export async function openGitFolder(gitDir: string): Promise<Repo | undefined> {
  const folders = gitFolders(undefined, gitDir);
  if (typeof folders === 'string') return undefined;
  return repoOf(folders, '', gitDir);
}

async function repoOf(folders: GitFolders, prefix: string, root: string): Promise<Repo> {
  const view = await openView(folders);
  const place = { cwd: folders.top, env: view.env };
  const bytes = (args: string[], input?: string | Buffer, env?: Record<string, string>) => gitBytes(env ? { ...place, env: { ...view.env, ...env } } : place, args, input);
  const run = async (args: string[]) => (await bytes(args)).toString('utf8');
  // The one question every use asks: it also tells a repository git cannot use.
  const shallow = await run(['rev-parse', '--is-shallow-repository']).then((out) => out.trim() === 'true', (err: unknown) => {
    view.close();
    if (err instanceof GitFailure) throw new AnalysisError(`git cannot use the repository holding ${root}`, err.message);
    throw err;
  });
  const repo: Repo = {
    top: folders.top,
    prefix,
    view,
    run,
    bytes,
    start: (args, env) => startGit({ cwd: folders.top, env: env ? { ...view.env, ...env } : view.env }, args),
    commit: async (rev) => {
      const out = await run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).catch(missing);
      return out.trim() || undefined;
    },
    missReason: async (rev) => {
      const failure = await run(['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`]).then(() => undefined, (err: unknown) => err);
      if (!(failure instanceof GitFailure)) return '';
      const reason = firstLine(failure.stderr).replace(/^fatal:\s*/, '');
      // git's words when it has nothing to say but that the revision is not one.
      return /^(Needed a single revision|bad revision|ambiguous argument)/.test(reason) ? '' : reason;
    },
    mergeBase: async (a, b) => (await run(['merge-base', '--end-of-options', a, b]).catch(quietMiss)).trim() || undefined,
    shallow: async () => shallow,
    close: () => view.close(),
  };
  return repo;
}

/** Top-relative paths inside the analysed root, made root-relative. */
export function underRoot({ prefix }: Repo, paths: Iterable<string>): Set<string> {
  const inside = new Set<string>();
  for (const path of paths) if (path.startsWith(prefix)) inside.add(path.slice(prefix.length));
  return inside;
}

/** NUL-separated `-z` output as a list (git ends it with a NUL). */
export function splitZ(out: string): string[] {
  const parts = out.split('\0');
  if (parts.at(-1) === '') parts.pop();
  return parts;
}

function realOf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

// `merge-base` says "none" by exiting 1 with nothing on stdout.
function quietMiss(err: unknown): string {
  if (err instanceof GitFailure && err.exitCode === 1) return '';
  throw err;
}

// `rev-parse --verify --quiet` says "none" by exiting 1, and exits 128 for a revision it cannot
// even look up (`@{1}` past the reflog's end, `@{upstream}` of a branch without one): neither is
// an internal error.
function missing(err: unknown): string {
  if (err instanceof GitFailure && (err.exitCode === 1 || err.exitCode === 128)) return '';
  throw err;
}
