import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { AnalysisError } from '../util/errors.js';

/** git ran but exited non-zero. */
export class GitFailure extends Error {
  constructor(readonly exitCode: number, readonly stderr: string) {
    super(firstLine(stderr) || `git exited with code ${exitCode}`);
  }
}

// Before every command, whatever the config git still reads (the user's own) says: no fsmonitor
// hook, no hook at all, no pager, pathspecs taken literally (a file named `*` or `:x` is that file).
const GLOBAL = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '--no-pager', '--literal-pathspecs'];

/** Where and how git runs: a folder and an environment (a view's, view.ts). */
export interface GitPlace {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function startGit({ cwd, env }: GitPlace, args: string[]): ChildProcessWithoutNullStreams {
  return spawn('git', [...GLOBAL, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** git with nothing on its stdin (no pipe to set up: the first one a process makes cost 80 ms). */
function startQuiet({ cwd, env }: GitPlace, args: string[]): ChildProcess {
  return spawn('git', [...GLOBAL, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs git with `input` on its stdin; resolves to its stdout, rejects with GitFailure. */
export function gitBytes(place: GitPlace, args: string[], input: string | Buffer = ''): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = input === '' ? startQuiet(place, args) : startGit(place, args);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(spawnError(error)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new GitFailure(code ?? 1, Buffer.concat(err).toString('utf8')));
    });
    // git may exit before reading all of it (an error): its stdin then closes under us.
    child.stdin?.on('error', () => {});
    child.stdin?.end(input);
  });
}

export function spawnError(err: Error): Error {
  return (err as NodeJS.ErrnoException).code === 'ENOENT' ? new AnalysisError('git is not installed (or not on PATH); the git options need it') : err;
}

export function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.trim() ?? '';
}
