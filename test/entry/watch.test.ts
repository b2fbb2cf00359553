import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLI, ROOT, canRun, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('cli watch');
const NOBODY = 65534;

interface Watch {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  /** Resolves once the output so far passes `ready`. */
  until(ready: (w: Watch) => boolean): Promise<void>;
  /** Resolves with the exit status once the process has ended. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `analyzer watch <args>` (run by the command `through`, when given), its output gathered as it comes. */
function watchCli(args: string[], options: { uid?: number; cwd?: string; through?: string[] } = {}): Watch {
  const [command, ...before] = [...(options.through ?? []), process.execPath];
  const child = spawn(command, [...before, CLI, 'watch', ...args], {
    cwd: options.cwd ?? ROOT,
    uid: options.uid,
    env: { ...process.env, NO_COLOR: '1', ...(options.uid === undefined ? {} : { HOME: '/nonexistent', XDG_CONFIG_HOME: '' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let checks: (() => void)[] = [];
  const w: Watch = {
    child,
    stdout: '',
    stderr: '',
    until: (ready) =>
      new Promise((resolve, reject) => {
        const check = () => (ready(w) ? resolve() : child.exitCode !== null || child.signalCode !== null ? reject(new Error(`exited: ${w.stderr}`)) : checks.push(check));
        check();
      }),
    exit: new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal }))),
  };
  const wake = () => {
    const waiting = checks;
    checks = [];
    for (const check of waiting) check();
  };
  child.stdout!.setEncoding('utf8').on('data', (d) => ((w.stdout += d), wake()));
  child.stderr!.setEncoding('utf8').on('data', (d) => ((w.stderr += d), wake()));
  child.on('close', wake);
  return w;
}

const lines = (w: Watch) => w.stdout.split('\n').filter(Boolean);
/** The CLI's one-shot JSON, as one compact line. */
const compact = async (args: string[]) => JSON.stringify(JSON.parse((await spawnCli(['--cli', '--json', '--no-cache', ...args])).stdout));

test('cli watch :: --help, every line within 80 columns', async () => {
  const run = await spawnCli(['watch', '--help']);
  assert.is(run.code, 0);
  assert.match(run.stdout, 'Usage\n  analyzer watch [options] [dir]');
  for (const flag of ['--interval <ms>', '--ignore <glob>...', '--git-diff', '--json', '--output']) assert.match(run.stdout, flag);
  assert.equal(run.stdout.split('\n').filter((line) => line.length > 80), []);
});

test('cli watch :: invalid arguments exit 2', async () => {
  const cases: [string[], string][] = [
    [['--interval', 'soon'], "analyzer: invalid interval 'soon' for --interval: a whole number of milliseconds\n"],
    [['--interval', '99999999'], 'analyzer: interval must be a whole number of milliseconds from 0 to 3600000\n'],
    [['--port', '1'], "analyzer: unknown option '--port'; run 'analyzer watch --help' for usage\n"],
  ];
  for (const [args, stderr] of cases) {
    const run = await spawnCli(['watch', ...args]);
    assert.is(run.code, 2, args.join(' '));
    assert.is(run.stderr, stderr);
  }
});

test('cli watch :: --json prints one compact line per run (NDJSON); Ctrl-C exits 130', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n', 'src/b.py': 'b = 2\n' });
  const w = watchCli(['--json', '--interval', '50', '--no-cache', dir]);
  try {
    await w.until((w) => lines(w).length === 1);
    assert.is(lines(w)[0], await compact([dir]));
    writeFileSync(join(dir, 'src/c.ts'), 'const c = 3;\n');
    await w.until((w) => lines(w).length === 2);
    assert.is(lines(w)[1], await compact([dir]));
    assert.ok(w.stdout.endsWith('}\n'));
    w.child.kill('SIGINT');
    assert.equal(await w.exit, { code: 130, signal: null });
    assert.is(w.stderr, '');
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: other formats end each document with a NUL byte', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n' });
  const w = watchCli(['--toon', '--interval', '50', '--no-cache', dir]);
  try {
    await w.until((w) => w.stdout.endsWith('\0'));
    const expected = (await spawnCli(['--cli', '--toon', '--no-cache', dir])).stdout;
    assert.is(w.stdout, `${expected}\0`);
    writeFileSync(join(dir, 'a.ts'), 'const a = 11;\n');
    await w.until((w) => w.stdout.split('\0').length === 3);
    assert.is(w.stdout.split('\0')[1], (await spawnCli(['--cli', '--toon', '--no-cache', dir])).stdout);
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: -o rewrites the file atomically on each run; Ctrl-C leaves no temp file', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n', 'lib/b.ts': 'const b = 2;\n' });
  const report = join(dir, 'report.md');
  // --verbose says when each run is over.
  const w = watchCli(['--verbose', '--interval', '50', '--no-cache', '-o', report, dir]);
  const done = (n: number) => w.until((w) => w.stderr.split('\n').filter((line) => / counted /.test(line)).length >= n);
  const expected = async () => (await spawnCli(['--cli', '--markdown', '--no-cache', '--exclude', 'report.md', dir])).stdout;
  try {
    await done(1);
    assert.is(readFileSync(report, 'utf8'), await expected());
    writeFileSync(join(dir, 'lib/c.ts'), 'const c = 3;\n');
    await done(2);
    assert.is(readFileSync(report, 'utf8'), await expected());
    assert.is(w.stdout, '');
    w.child.kill('SIGINT');
    assert.equal((await w.exit).code, 130);
    assert.equal(readdirSync(dir).sort(), ['a.ts', 'lib', 'report.md']);
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: --verbose: unchanged files are from the cache, not duplicates', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n', 'b.ts': 'const b = 2;\n', 'c.ts': 'const c = 3;\n' });
  const w = watchCli(['--verbose', '--json', '--interval', '50', '--no-cache', dir]);
  const stats = (w: Watch) => w.stderr.split('\n').filter((line) => / counted /.test(line));
  try {
    await w.until((w) => stats(w).length === 1);
    writeFileSync(join(dir, 'b.ts'), 'const b = 22;\n');
    await w.until((w) => stats(w).length === 2);
    assert.equal(stats(w), ['analyzer: 3 files: 3 counted in the main thread, 0 duplicates, 0 from the cache', 'analyzer: 3 files: 1 counted in the main thread, 0 duplicates, 2 from the cache']);
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: on a terminal, each run adds a status line on stderr', async () => {
  // util-linux's script(1) gives the watch a terminal.
  if (!canRun('cli watch :: on a terminal', 'script(1) (bsdutils)', spawnSync('script', ['--version']).status === 0)) return;
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n', 'b.ts': 'const b = 2;\n' });
  const report = join(dir, 'out.json');
  const command = [process.execPath, CLI, 'watch', '--interval', '50', '--no-cache', '-o', report, dir].map((arg) => `'${arg}'`).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
  let screen = '';
  let check = () => {};
  child.stdout.setEncoding('utf8').on('data', (d) => ((screen += d), check()));
  const shows = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      check = () => void (pattern.test(screen) && resolve());
      check();
    });
  try {
    await shows(/watching/);
    assert.match(screen, /^\d\d:\d\d:\d\d  2 files, 12 tokens; watching 1 folder \(Ctrl-C stops\); wrote .*out\.json\r\n$/);
    writeFileSync(join(dir, 'c.ts'), 'const c = 33;\n');
    await shows(/changed/);
    assert.match(screen.split('\r\n')[1], /^\d\d:\d\d:\d\d  1 file changed, 18 tokens \(\+6\); wrote /);
  } finally {
    child.kill('SIGKILL');
    cleanup();
  }
});

/** Resolves with `promise`, or fails the test after `ms` (a run that never comes). */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`${what}: not within ${ms} ms`)))]);
}

test('cli watch :: --ignore: matching paths are not analysed, and their changes start no run', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n', 'gen/g.ts': 'const g = 1;\n', 'src/b.log': 'b\n' });
  const w = watchCli([dir, '--json', '--interval', '50', '--no-cache', '--ignore', 'gen/**', '--ignore', '*.log']);
  try {
    await w.until((w) => lines(w).length === 1);
    assert.is(lines(w)[0], await compact([dir, '--exclude', 'gen/**', '--exclude', '*.log']));
    assert.equal(JSON.parse(lines(w)[0]).files.map((f: { path: string }) => f.path), ['a.ts']);
    writeFileSync(join(dir, 'gen/g.ts'), 'const g = 22;\n');
    writeFileSync(join(dir, 'src/b.log'), 'bb\n');
    // Six intervals: a run would have come and gone.
    await sleep(300);
    assert.is(lines(w).length, 1);
    writeFileSync(join(dir, 'a.ts'), 'const a = 11;\n');
    await within(10_000, w.until((w) => lines(w).length === 2), 'the run for a.ts');
    assert.is(lines(w)[1], await compact([dir, '--exclude', 'gen/**', '--exclude', '*.log']));
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: watch.interval and watch.ignore from the project configuration', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n', 'gen/g.ts': 'const g = 1;\n' });
  mkdirSync(join(dir, '.analyzer'));
  writeFileSync(join(dir, '.analyzer', 'config.json'), JSON.stringify({ watch: { interval: 50, ignore: ['gen/**'] } }));
  const w = watchCli(['--json', '--no-cache', '.'], { cwd: dir });
  try {
    await w.until((w) => lines(w).length === 1);
    assert.equal(JSON.parse(lines(w)[0]).files.map((f: { path: string }) => f.path), ['a.ts']);
    // Three writes 400 ms apart: three bursts with an interval of 50 ms (one with the default 1000).
    for (let i = 2; i <= 4; i++) {
      writeFileSync(join(dir, 'a.ts'), `const a = ${i};\n`);
      await sleep(400);
    }
    await within(10_000, w.until((w) => lines(w).length === 4), 'three runs');
    assert.is(lines(w)[3], await compact([dir, '--exclude', 'gen/**']));
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: a tree over the system\'s limit of watches: said once; the folders left unwatched are checked by each run', async () => {
  // A user namespace of its own, where at most three inotify watches may be held: the machine's
  // limit (fs.inotify.max_user_watches) stays as it is for every other process.
  const limit = ['unshare', '--user', '--map-root-user', 'sh', '-c', 'echo 3 > /proc/sys/user/max_inotify_watches && exec "$0" "$@"'];
  const usable = spawnSync(limit[0], [...limit.slice(1), 'true']).status === 0;
  if (!canRun('cli watch :: a tree over the limit of watches', 'unshare(1) (util-linux) and user namespaces', usable)) return;
  const files: Record<string, string> = { 'a.ts': 'const a = 1;\n' };
  for (let i = 1; i <= 5; i++) files[`d${i}/x.ts`] = `const x${i} = 1;\n`;
  const { dir, cleanup } = tempTree(files);
  const w = watchCli(['--json', '--interval', '50', '--no-cache', dir], { through: limit });
  try {
    await w.until((w) => lines(w).length === 1);
    assert.is(lines(w)[0], await compact([dir]));
    // Every folder is analysed; three are watched, and the others are named in one line.
    assert.match(w.stderr, /^analyzer: [^\n]*max_user_watches[^\n]*\n$/);
    // Changes in every folder, the unwatched ones included, then one that is surely seen.
    for (let i = 1; i <= 5; i++) writeFileSync(join(dir, `d${i}/x.ts`), `const x${i} = ${i} + ${i} * ${i};\n`);
    writeFileSync(join(dir, 'a.ts'), 'const a = 2 + 2;\n');
    const expected = await compact([dir]);
    assert.equal(JSON.parse(expected).files.map((f: { tokens: number }) => f.tokens), [9, 13, 13, 13, 13, 13]);
    await within(10_000, w.until((w) => lines(w).at(-1) === expected), 'a result with every change');
    assert.is(w.child.exitCode, null, 'the watch goes on');
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: a deleted root: one error line, exit 5', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'a\n', 'd/b.ts': 'b\n' });
  const w = watchCli(['--interval', '50', '--no-cache', dir]);
  try {
    await w.until((w) => lines(w).length === 1);
    rmSync(dir, { recursive: true });
    assert.equal(await w.exit, { code: 5, signal: null });
    assert.is(w.stderr, `analyzer: no such directory: ${dir}\n`);
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: a root that becomes unreadable: one error line, exit 5 (as another user)', async () => {
  if (!canRun('cli watch :: a root that becomes unreadable', 'root, to run as another user', process.getuid?.() === 0)) return;
  const { dir, cleanup } = tempTree({ 'a.ts': 'a\n' });
  chmodSync(dir, 0o777);
  const w = watchCli(['--interval', '50', '--no-cache', dir], { uid: NOBODY, cwd: '/' });
  try {
    await w.until((w) => lines(w).length === 1);
    chmodSync(dir, 0);
    assert.equal(await w.exit, { code: 5, signal: null });
    assert.is(w.stderr, `analyzer: permission denied: ${dir}\n`);
  } finally {
    w.child.kill('SIGKILL');
    chmodSync(dir, 0o755);
    cleanup();
  }
});

test('cli watch :: past the system\'s limit on watches: one warning says how many folders are unwatched, naming two; a change there is found by the next run', async () => {
  const files: Record<string, string> = { 'top.txt': 'top\n' };
  for (let i = 0; i < 20; i++) files[`d${String(i).padStart(2, '0')}/f.txt`] = 'x\n';
  const { dir, cleanup } = tempTree(files);
  // A user namespace of its own, which allows 5 inotify watches: the root and 4 folders.
  const limit = ['unshare', '--user', '--map-root-user', 'sh', '-c', 'echo 5 > /proc/sys/user/max_inotify_watches && exec "$0" "$@"'];
  const w = watchCli(['--no-cache', '--interval', '100', dir], { through: limit });
  try {
    await w.until((x) => lines(x).length === 1 && x.stderr.includes('\n'));
    const warning = /^analyzer: cannot watch 16 folders \('(d\d\d)', '(d\d\d)' and 14 more\): the system allows no more watches \(raise fs\.inotify\.max_user_watches\); a change there starts no run, but every run checks their files and tries to watch them again\n$/.exec(w.stderr);
    assert.ok(warning, w.stderr);
    writeFileSync(join(dir, warning![1], 'f.txt'), 'a longer text than before\n');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.is(lines(w).length, 1, 'a change in an unwatched folder started a run');
    writeFileSync(join(dir, 'top.txt'), 'top again\n');
    await w.until((x) => lines(x).length === 2);
    assert.is(lines(w)[1], await compact([dir]));
    assert.is(w.stderr, warning![0], 'said once');
    w.child.kill('SIGINT');
    assert.equal(await w.exit, { code: 130, signal: null });
  } finally {
    w.child.kill('SIGKILL');
    cleanup();
  }
});

test('cli watch :: a missing directory is exit 5 at once', async () => {
  const run = await spawnCli(['watch', '/nonexistent/folder']);
  assert.is(run.code, 5);
  assert.is(run.stderr, 'analyzer: no such directory: /nonexistent/folder\n');
});

test.run();
