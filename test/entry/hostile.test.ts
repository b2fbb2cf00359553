import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CLI, fixture, spawnCli, tempTree, type Spawned } from '../_helpers/index.js';
import { rustCount, rustTokenizer } from '../_helpers/hf.js';

// The hostile repository of issue #38: a tokenizer file whose Split pattern is `(a+)+b`, a file
// of forty `a`s and a `!`, and a configuration naming the tokenizer. Any run in it used to go on
// for ever (V8 backtracks 2^40 ways), deaf to Ctrl-C and SIGTERM; so did one whose tokenizer is
// a FIFO, or a link to /dev/stdin or /dev/zero (made here, at test time, not committed).

const test = suite('hostile');
const ENV = { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'analyzer-xdg-')) };
// Long enough for the slowest machine, far shorter than the hang it guards against.
const RUN_MS = 30_000;

/** A copy of fixtures/hostile with its configuration (`.analyzer/` is not committed), plus `files`. */
function hostileRepo(files: Record<string, string | Buffer> = {}): { dir: string; cleanup: () => void } {
  return tempTree({
    'tok.json': readFileSync(fixture('hostile', 'tok.json')),
    'forty-a.txt': readFileSync(fixture('hostile', 'forty-a.txt')),
    '.analyzer/config.json': JSON.stringify({ analysis: { tokenizer: 'tok.json' } }),
    ...files,
  });
}

/** The CLI in `cwd`, killed (SIGKILL) if it runs past RUN_MS, so that a hang fails the test. */
function bounded(args: string[], cwd: string): Promise<Spawned & { ms: number }> {
  const started = Date.now();
  return spawnCli(args, { cwd, env: ENV, interruptWhen: () => Date.now() - started > RUN_MS, signal: 'SIGKILL' }).then((run) => ({ ...run, ms: Date.now() - started }));
}

test('hostile :: analyzer . ends, with the exact counts, though the tokenizer splits with (a+)+b', async () => {
  const { dir, cleanup } = hostileRepo();
  try {
    const run = await bounded(['.', '--no-cache'], dir);
    assert.is(run.stderr, '');
    assert.is(run.code, 0);
    const result = JSON.parse(run.stdout);
    assert.match(result.encoding, /^file:tok\.json@[0-9a-f]{64}$/);
    const rust = rustTokenizer(JSON.parse(readFileSync(fixture('hostile', 'tok.json'), 'utf8')));
    // Forty `a`s: no `b`, so no match and one piece, merged by fours (10), then `!` and `\n`.
    assert.equal(result.files.map((f: { path: string; tokens: number }) => [f.path, f.tokens]), [
      ['forty-a.txt', 12],
      ['tok.json', await rustCount(rust, readFileSync(fixture('hostile', 'tok.json'), 'utf8'))],
    ]);
  } finally {
    cleanup();
  }
});

test('hostile :: a tokenizer that is a FIFO, or a link to /dev/zero or /dev/stdin, is refused at once (exit 3)', async () => {
  const cases: [string, (dir: string) => void, string][] = [
    ['a FIFO', (dir) => execFileSync('mkfifo', [join(dir, 'tok.json')]), 'a FIFO, not a regular file'],
    ['a link to /dev/zero', (dir) => symlinkSync('/dev/zero', join(dir, 'tok.json')), 'a device, not a regular file'],
    ['a link to /dev/stdin', (dir) => symlinkSync('/dev/stdin', join(dir, 'tok.json')), 'a FIFO, not a regular file'],
    ['a link to a file outside the project', (dir) => symlinkSync(fixture('hostile', 'tok.json'), join(dir, 'tok.json')), `it leads to ${realpathSync(fixture('hostile', 'tok.json'))}, outside the project folder DIR; a project's configuration may only name files inside it`],
    ['a 2 GB sparse file', (dir) => (writeFileSync(join(dir, 'tok.json'), ''), truncateSync(join(dir, 'tok.json'), 2 ** 31)), '2,147,483,648 bytes, over the 64 MiB limit for a tokenizer file'],
  ];
  for (const [what, make, why] of cases) {
    const { dir, cleanup } = hostileRepo({ 'tok.json': '' });
    try {
      execFileSync('rm', [join(dir, 'tok.json')]);
      make(dir);
      // Standard input a pipe kept open, as when a run is piped into: /dev/stdin is that pipe.
      const run = await withStdinPipe(['.', '--no-cache'], dir);
      assert.is(run.stderr, `analyzer: analysis.tokenizer: cannot read tokenizer file '${join(dir, 'tok.json')}': ${why.replace('DIR', realpathSync(dir))}\n`, what);
      assert.is(run.code, 3, what);
      assert.ok(run.ms < RUN_MS, what);
    } finally {
      cleanup();
    }
  }
  // Given on the command line: a usage error (exit 2).
  const { dir, cleanup } = hostileRepo();
  try {
    execFileSync('mkfifo', [join(dir, 'fifo.json')]);
    const run = await bounded(['.', '--no-cache', '--tokenizer', 'fifo.json'], dir);
    assert.is(run.stderr, "analyzer: cannot read tokenizer file 'fifo.json': a FIFO, not a regular file\n");
    assert.is(run.code, 2);
  } finally {
    cleanup();
  }
});

test('hostile :: a pattern the linear matcher cannot run is refused, naming the file and the pattern (exit 2; 3 from the configuration)', async () => {
  const withPattern = (regex: string) => {
    const json = JSON.parse(readFileSync(fixture('hostile', 'tok.json'), 'utf8'));
    json.pre_tokenizer.pretokenizers[0].pattern.Regex = regex;
    return JSON.stringify(json);
  };
  const { dir, cleanup } = hostileRepo({ 'tok.json': withPattern('(?<=a)b'), 'empty.json': withPattern('(?:a?)*x') });
  try {
    const flag = await bounded(['.', '--no-cache', '--tokenizer', 'empty.json'], dir);
    assert.is(flag.stderr, `analyzer: cannot count with tokenizer file 'empty.json': the pre-tokenizer pattern "(?:a?)*x" is not supported: it repeats a part that can match nothing, where engines disagree\n`);
    assert.is(flag.code, 2);
    const configured = await bounded(['.', '--no-cache'], dir);
    assert.is(configured.stderr, `analyzer: analysis.tokenizer: cannot count with tokenizer file '${join(dir, 'tok.json')}': the pre-tokenizer pattern "(?<=a)b" is not supported: it has a lookbehind, which this tool's linear-time matcher does not run\n`);
    assert.is(configured.code, 3);
  } finally {
    cleanup();
  }
});

/** The CLI with a pipe (a FIFO, as a shell's `|` gives) for standard input, with no writer and left open while it runs (killed past RUN_MS). */
function withStdinPipe(args: string[], cwd: string): Promise<Spawned & { ms: number }> {
  const started = Date.now();
  const fifo = join(mkdtempSync(join(tmpdir(), 'analyzer-stdin-')), 'stdin');
  execFileSync('mkfifo', [fifo]);
  // Opened for reading and writing, a FIFO does not wait for the other end.
  const stdin = openSync(fifo, 'r+');
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...ENV }, stdio: [stdin, 'pipe', 'pipe'] });
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_MS);
  return collect(child).then((run) => {
    clearTimeout(timer);
    closeSync(stdin);
    rmSync(dirname(fifo), { recursive: true });
    return { ...run, ms: Date.now() - started };
  });
}

function collect(child: ChildProcess): Promise<Spawned> {
  let stdout = '', stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

for (const [signal, status] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  test(`hostile :: ${signal} during a run ends it within 2 s (exit ${status}), leaving no file behind`, async () => {
    // Millions of `a`s: a run long enough to be interrupted (the split itself takes a fraction of a second).
    const { dir, cleanup } = hostileRepo({ 'many-a.txt': `${'a'.repeat(8_000_000)}!\n` });
    try {
      const before = readdirSync(dir, { recursive: true }).sort();
      const started = Date.now();
      let sent = 0;
      const run = await spawnCli(['.', '--no-cache', '--output', 'report.json'], {
        cwd: dir,
        env: ENV,
        signal,
        // Once the process has surely started and installed its handlers, even on a loaded machine.
        interruptWhen: () => Date.now() - started > 1500 && (sent ||= Date.now()) > 0,
      });
      const ended = Date.now();
      if (run.code === 0) {
        // Done before the signal came: nothing to interrupt on this machine.
        assert.ok(sent === 0 || ended - sent < 2000);
      } else {
        assert.equal({ code: run.code, signal: run.signal }, { code: status, signal: null });
        assert.ok(ended - sent < 2000, `${ended - sent} ms after ${signal}`);
        assert.equal(readdirSync(dir, { recursive: true }).sort(), before);
      }
    } finally {
      cleanup();
    }
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function serveIn(root: string): Promise<Running> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--root', root], { cwd: root, env: { ...process.env, NO_COLOR: '1', ...ENV }, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (d) => {
      stderr += d;
      const url = /^analyzer: serving (http:\/\/[^ ]+\/) /m.exec(stderr)?.[1];
      if (url) resolve({ child, url, exited });
    });
    void exited.then(() => reject(new Error(`analyzer serve exited: ${stderr}`)));
  });
}

test('hostile :: serve answers analyses of the hostile repository, /health meanwhile, a FIFO tokenizer with 400, and SIGTERM', async () => {
  const { dir, cleanup } = hostileRepo({ 'more-a.txt': `${'a'.repeat(100_000)}!\n` });
  execFileSync('mkfifo', [join(dir, 'fifo.json')]);
  let server: Running | undefined;
  try {
    server = await serveIn(dir);
    const post = (body: unknown) =>
      fetch(`${server!.url}api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(RUN_MS) }).then(async (res) => ({ status: res.status, ...(await res.json()) }));
    const analyses = [post({}), post({ include: ['*-a.txt'] })];
    const health = await fetch(`${server.url}health`, { signal: AbortSignal.timeout(RUN_MS) });
    assert.is(health.status, 200);
    const [whole, some] = await Promise.all(analyses);
    assert.is(whole.status, 200, JSON.stringify(whole));
    assert.is(some.status, 200, JSON.stringify(some));
    // 100,000 `a`s by fours, `!` and `\n`.
    assert.equal(some.data.files.map((f: { path: string; tokens: number }) => [f.path, f.tokens]), [['forty-a.txt', 12], ['more-a.txt', 25_002]]);
    const fifo = await post({ tokenizer: 'fifo.json' });
    assert.is(fifo.status, 400);
    assert.is(fifo.error.message, `cannot read tokenizer file '${join(realpathSync(dir), 'fifo.json')}': a FIFO, not a regular file`);
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, { code: 143, signal: null });
  } finally {
    server?.child.kill('SIGKILL');
    cleanup();
  }
});

test.run();
