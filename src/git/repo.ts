import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { AnalysisError } from '../errors.js';
import { findRepositoryTop } from '../ignores.js';

/** git ran but exited non-zero. */
export class GitFailure extends Error {
  constructor(readonly exitCode: number, readonly stderr: string) {
    super(firstLine(stderr) || `git exited with code ${exitCode}`);
  }
}

export interface Repo {
  /** The repository's top folder. */
  top: string;
  /** The analysed root relative to the top, with a trailing `/`; `''` at the top. */
  prefix: string;
  /** Runs git in the analysed root; resolves to stdout, rejects with GitFailure. */
  run(args: string[]): Promise<string>;
  /** The commit `rev` names, or undefined when it names none (or HEAD is unborn). */
  commit(rev: string): Promise<string | undefined>;
  /** The best common ancestor of two commits, or undefined when the history known here has none. */
  mergeBase(a: string, b: string): Promise<string | undefined>;
  shallow(): Promise<boolean>;
}

// A repository's own config can name an fsmonitor hook, a command git would run for us: the
// server analyses folders it did not choose. simple-git asks for an explicit opt-in even to turn it off.
const CONFIG = ['core.fsmonitor=false'];

/**
 * Opens the repository holding `root`; an AnalysisError (exit 4) when there is none. Git runs
 * through simple-git, or through `run` (which runs git in `root`, resolving to its stdout and
 * rejecting with a GitFailure).
 */
export async function openRepo(root: string, run?: (args: string[]) => Promise<string>): Promise<Repo> {
  const git = run ?? (await simpleGitRunner(root));
  const where = await git(['rev-parse', '--is-inside-work-tree', '--show-prefix']).catch((err) => {
    if (!(err instanceof GitFailure)) throw err;
    if (!findRepositoryTop(root)) throw new AnalysisError(`not a git repository: ${root}`, err.message);
    throw new AnalysisError(`git cannot use the repository holding ${root}`, err.message);
  });
  const newline = where.indexOf('\n');
  if (where.slice(0, newline) !== 'true') throw new AnalysisError(`not inside a git work tree: ${root}`);
  // The prefix ends in '/' and a newline: only that last newline is git's (a folder name may hold one).
  const prefix = where.slice(newline + 1, -1);
  const depth = prefix === '' ? 0 : prefix.split('/').length - 1;
  const top = resolve(await realpath(root), ...Array<string>(depth).fill('..'));
  return {
    top,
    prefix,
    run: git,
    commit: async (rev) => {
      const out = await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).catch(quietMiss);
      return out.trim() || undefined;
    },
    mergeBase: async (a, b) => (await git(['merge-base', '--end-of-options', a, b]).catch(quietMiss)).trim() || undefined,
    shallow: async () => (await git(['rev-parse', '--is-shallow-repository'])).trim() === 'true',
  };
}

async function simpleGitRunner(root: string): Promise<(args: string[]) => Promise<string>> {
  // Loaded here so that runs without git options never load simple-git.
  const { simpleGit, GitError } = await import('simple-git');
  // simple-git also strips GIT_* variables from git's environment, so GIT_DIR and friends never
  // point the tool at another repository than the one holding the analysed folder.
  const git = simpleGit({
    baseDir: root,
    config: CONFIG,
    unsafe: { allowUnsafeFsMonitor: true },
    // By default simple-git fails a run only when git printed on stderr, and it passes only its own
    // GitError through: keep the exit code of every run git finished with one (a spawn failure has none).
    errors: (error, { exitCode, stdErr }) => {
      if (!(exitCode > 0)) return error;
      const failure = new GitFailure(exitCode, Buffer.concat(stdErr).toString('utf8'));
      return Object.assign(new GitError(undefined, failure.message), { failure });
    },
  });
  return (args: string[]) => git.raw(args).catch(translate);
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

export function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.trim() ?? '';
}

// `rev-parse --verify --quiet` and `merge-base` say "none" by exiting 1 with nothing on stdout.
function quietMiss(err: unknown): string {
  if (err instanceof GitFailure && err.exitCode === 1) return '';
  throw err;
}

function translate(err: unknown): never {
  const failure = (err as { failure?: unknown })?.failure;
  if (failure instanceof GitFailure) throw failure;
  if (/ENOENT/.test(String((err as Error)?.message))) throw new AnalysisError('git is not installed (or not on PATH); the git options need it');
  throw err;
}
