import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable, type Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { get_encoding, type Tiktoken, type TiktokenEncoding } from 'tiktoken';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLI = join(ROOT, 'dist', 'cli.cjs');

export function fixture(...parts: string[]): string {
  return join(ROOT, 'fixtures', ...parts);
}

/** A temp folder holding `files` (path -> content); remove it with the returned cleanup. */
export function tempTree(files: Record<string, string | Buffer> = {}): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'analyzer-test-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Spawned {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface SpawnOptions {
  cwd?: string;
  uid?: number;
  env?: Record<string, string>;
  /** `signal` (SIGINT unless given) is sent as soon as this returns true (polled every 5 ms). */
  interruptWhen?: () => boolean;
  signal?: NodeJS.Signals;
}

/** Runs the built CLI and resolves with its exit status and whole output. */
export function spawnCli(args: string[], options: SpawnOptions = {}): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd ?? ROOT,
      uid: options.uid,
      // Another user has a home of its own (this one's may not be readable to it).
      env: { ...process.env, NO_COLOR: '1', ...(options.uid === undefined ? {} : { HOME: '/nonexistent', XDG_CONFIG_HOME: '' }), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    const poll = options.interruptWhen && setInterval(() => {
      if (!options.interruptWhen!()) return;
      clearInterval(poll);
      child.kill(options.signal ?? 'SIGINT');
    }, 5);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (poll) clearInterval(poll);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/**
 * Whether a test that needs `what` can run here. In CI (CI set: .ci/run installs what the tests
 * need, and runs them as root) it must, so a test without it fails there; elsewhere it is
 * skipped, and says so on the output rather than passing without having run.
 */
export function canRun(name: string, what: string, available: boolean): boolean {
  if (available) return true;
  if (process.env.CI) throw new Error(`${name}: needs ${what}, which CI provides`);
  console.log(`\n!!! SKIPPED '${name}': it needs ${what}\n`);
  return false;
}

/** Runs a shell command line (for pipes such as `| head`) and resolves with its status and output. */
export function sh(command: string, cwd = ROOT): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', command], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const encoders = new Map<string, Tiktoken>();

/** tiktoken's own count: the definition of exact. */
export function reference(text: string, encoding: TiktokenEncoding = 'o200k_base'): number {
  let encoder = encoders.get(encoding);
  if (!encoder) encoders.set(encoding, (encoder = get_encoding(encoding)));
  return encoder.encode(text, [], []).length;
}

/** Keeps the machine's system and global git config out of repositories built by tests. */
export const GIT_ISOLATION = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };

export function git(cwd: string, ...args: string[]): string {
  return gitAs('Ada', cwd, ...args);
}

/** Runs git with `author` (email `<name>@example.com`) as the author; Ada always commits. */
export function gitAs(author: string, cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, ...GIT_ISOLATION,
      GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: `${author.toLowerCase()}@example.com`, GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'ada@example.com',
    },
  });
}

/** Pushes `items` through one stage and collects what comes out. */
export async function runStage<T>(stage: Duplex, items: unknown[]): Promise<T[]> {
  const out: T[] = [];
  await pipeline(Readable.from(items), stage, async (source: AsyncIterable<T>) => {
    for await (const item of source) out.push(item);
  });
  return out;
}

/** Runs a file stage on `items` as one batch; the batches it emits, flattened. */
export async function runFileStage<T>(stage: Duplex, items: unknown[]): Promise<T[]> {
  return (await runStage<T[]>(stage, [items])).flat() as T[];
}

/** Asserts that removing the comments of `language` from each input gives its expected text. */
export function assertStrips(assertIs: (actual: string, expected: string, message?: string) => void, language: string,
  cases: [input: string, expected: string][], strip: (text: string, language: string) => string): void {
  for (const [input, expected] of cases) assertIs(strip(input, language), expected, `${language}: ${JSON.stringify(input)}`);
}
