import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CLI, ROOT, spawnCli, tempTree } from '../_helpers/index.js';
import { TREE } from './_serve.js';

const test = suite('serve-cli');
const NOBODY = 65534;
const ENV = { ...process.env, NO_COLOR: '1', XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'analyzer-xdg-')) };

interface Running {
  child: ChildProcess;
  port: number;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `analyzer serve <args>` (as user `uid` when given), resolved once its first line is out. */
function serveCli(args: string[], cwd = ROOT, uid?: number): Promise<Running> {
  const env = uid === undefined ? ENV : { ...ENV, HOME: '/nonexistent', XDG_CONFIG_HOME: '' };
  const child = spawn(process.execPath, [CLI, 'serve', ...args], { cwd, env, uid, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no line from analyzer serve: ${stderr}`)), 10_000);
    child.stderr!.setEncoding('utf8').on('data', (d) => {
      stderr += d;
      const port = /^analyzer: serving http:\/\/[^ ]+:(\d+)\/ /m.exec(stderr)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ child, port: Number(port), stderr: () => stderr, exited });
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`analyzer serve exited: ${stderr}`));
    });
  });
}

async function analyse(port: number, body: unknown = {}): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, ...(await res.json()) };
}

test('serve-cli :: --port 0: one line with the URL and the root; the counting threads give the CLI\'s numbers; SIGTERM exits 143', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const server = await serveCli(['--port', '0', '--root', dir]);
    assert.is(server.stderr(), `analyzer: serving http://localhost:${server.port}/ (root: ${realpathSync(dir)})\n`);
    const first = await analyse(server.port, { methodLevel: true });
    const again = await analyse(server.port, { methodLevel: true });
    const cli = await spawnCli(['--cli', '--json', '--method-level', '--no-cache', dir]);
    assert.is(first.status, 200);
    assert.equal(first.data, JSON.parse(cli.stdout));
    assert.equal(again.data, first.data);
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, { code: 143, signal: null });
    assert.is(server.stderr(), `analyzer: serving http://localhost:${server.port}/ (root: ${realpathSync(dir)})\n`);
  } finally {
    cleanup();
  }
});

test('serve-cli :: Ctrl-C (SIGINT) during an analysis ends it and exits 130', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 400; i++) files[`src/m${i}.ts`] = `export function f${i}(x: number): number {\n  return x * ${i};\n}\n`.repeat(300);
  const { dir, cleanup } = tempTree(files);
  try {
    const server = await serveCli(['--port', '0', '--root', dir]);
    const pending = analyse(server.port, { methodLevel: true }).catch((e: Error) => e.name);
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    server.child.kill('SIGINT');
    assert.equal(await server.exited, { code: 130, signal: null });
    assert.ok(Date.now() - started < 5000);
    await pending;
  } finally {
    cleanup();
  }
});

test('serve-cli :: an analysis excluding *?*?...?# answers at once; /health and SIGTERM are answered while one runs', async () => {
  const name = 'architecture-decision-records-overview.md';
  const files: Record<string, string> = { [name]: '# ADRs\n' };
  // Enough files for an analysis to take a while, so that /health is asked while it runs.
  for (let i = 0; i < 3000; i++) files[`docs/d${i % 50}/${name.replace('.md', `-${i}.md`)}`] = 'x\n';
  const { dir, cleanup } = tempTree(files);
  let server: Running | undefined;
  try {
    server = await serveCli(['--port', '0', '--root', dir]);
    const stars = '*?*?*?*?*?*?*?*?*?*?*?*?*?*?';
    const excluding = (glob: string) => analyse(server!.port, { exclude: [glob], tokenCount: false });
    const pending = [excluding(`${stars}#`), excluding(`${stars}d`)];
    const health = await fetch(`http://127.0.0.1:${server.port}/health`, { signal: AbortSignal.timeout(10_000) });
    assert.is(health.status, 200);
    const [none, all] = await Promise.all(pending);
    assert.is(none.data.totalFiles, 3001);
    assert.is(all.data.totalFiles, 0);
    // SIGTERM during one more.
    const last = excluding(`${stars}#`).catch(() => undefined);
    server.child.kill('SIGTERM');
    const exited = await Promise.race([server.exited, new Promise((r) => setTimeout(r, 10_000, 'still running'))]);
    assert.equal(exited, { code: 143, signal: null });
    await last;
  } finally {
    server?.child.kill('SIGKILL');
    cleanup();
  }
});

test('serve-cli :: a folder the server may not read is 422 ANALYSIS_ERROR with the system\'s reason and the path (as another user)', async () => {
  const { dir, cleanup } = tempTree({ 'locked/a.ts': 'export {};\n', 'open/b.ts': 'export {};\n' });
  chmodSync(dir, 0o777);
  chmodSync(join(dir, 'locked'), 0o700);
  try {
    const server = await serveCli(['--port', '0', '--root', dir], '/', NOBODY);
    const locked = await analyse(server.port, { path: 'locked' });
    assert.is(locked.status, 422);
    assert.equal(locked.error, { code: 'ANALYSIS_ERROR', message: `permission denied: ${join(realpathSync(dir), 'locked')}`, details: `EACCES: permission denied, opendir '${join(realpathSync(dir), 'locked')}'` });
    const whole = await analyse(server.port, {});
    assert.is(whole.status, 200);
    assert.equal(whole.data.skipped, [{ path: 'locked', reason: 'permission-denied' }]);
    server.child.kill('SIGTERM');
    assert.is((await server.exited).code, 143);
  } finally {
    cleanup();
  }
});

test('serve-cli :: a port in use is one line naming it, exit 5', async () => {
  const busy = createServer();
  await new Promise<void>((r) => busy.listen(0, '127.0.0.1', () => r()));
  const port = (busy.address() as { port: number }).port;
  try {
    const run = await spawnCli(['serve', '--host', '127.0.0.1', '--port', String(port)], { env: { XDG_CONFIG_HOME: ENV.XDG_CONFIG_HOME } });
    assert.is(run.code, 5);
    assert.is(run.stderr, `analyzer: cannot listen on port ${port} on 127.0.0.1: it is in use (--port 0 picks a free one)\n`);
  } finally {
    busy.close();
  }
});

test('serve-cli :: a host other than loopback gets a warning that the API has no authentication', async () => {
  const server = await serveCli(['--port', '0', '--host', '0.0.0.0']);
  try {
    await new Promise((r) => setTimeout(r, 200));
    assert.is(server.stderr().split('\n')[1], 'analyzer: warning: 0.0.0.0 is reachable from other machines, and the API has no authentication: put it behind a reverse proxy that authenticates');
    const local = await serveCli(['--port', '0', '--host', '127.0.0.1']);
    await new Promise((r) => setTimeout(r, 200));
    assert.is(local.stderr().split('\n').length, 2, local.stderr());
    local.child.kill('SIGTERM');
    assert.is((await local.exited).code, 143);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('serve-cli :: --help within 80 columns; bad flags exit 2; a missing root exits 5', async () => {
  const help = await spawnCli(['serve', '--help']);
  assert.is(help.code, 0);
  assert.match(help.stdout, 'Usage\n  analyzer serve [options]');
  for (const flag of ['--port <port>', '--host <host>', '--root <dir>', '--trust-proxy']) assert.match(help.stdout, flag);
  assert.match(help.stdout, 'POST /api/analyze');
  assert.equal(help.stdout.split('\n').filter((line) => line.length > 80), []);
  const cases: [string[], number, string][] = [
    [['serve', '--prt', '1'], 2, "analyzer: unknown option '--prt' (did you mean '--port'?); run 'analyzer serve --help' for usage\n"],
    [['serve', '--port', 'http'], 2, "analyzer: invalid port 'http' (0 to 65535; 0 picks a free one)\n"],
    [['serve', '--port', '65536'], 2, "analyzer: invalid port '65536' (0 to 65535; 0 picks a free one)\n"],
    [['serve', 'src'], 2, "analyzer: serve takes no directory ('src'): the folder it serves is --root\n"],
    [['serve', '--port', '0', '--root', '/nonexistent/folder'], 5, 'analyzer: cannot serve /nonexistent/folder: no such directory\n'],
  ];
  for (const [args, code, stderr] of cases) {
    const run = await spawnCli(args, { env: { XDG_CONFIG_HOME: ENV.XDG_CONFIG_HOME } });
    assert.is(run.code, code, args.join(' '));
    assert.is(run.stderr, stderr);
  }
});

// A script that serves, asks, stops and must then exit by itself: no listener, socket, timer or
// counting thread left behind, from the ES module build and the CommonJS one alike.
test('serve-cli :: serve() and stop() leave nothing running: a script exits by itself', async () => {
  const { dir, cleanup } = tempTree(TREE);
  const scriptDir = mkdtempSync(join(tmpdir(), 'analyzer-serve-script-'));
  try {
    const body = (load: string) => `${load}.then(async ({ serve }) => {
  const server = await serve({ port: 0, root: ${JSON.stringify(dir)} });
  const res = await fetch(server.url + 'api/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"methodLevel":true}' });
  const json = await res.json();
  await fetch(server.url + 'health');
  await server.stop();
  console.log(\`\${res.status} \${json.data.totalFiles} \${server.port > 0}\`);
});`;
    const scripts = { 'esm.mjs': body(`import(${JSON.stringify(join(ROOT, 'dist', 'index.js'))})`), 'cjs.cjs': body(`Promise.resolve(require(${JSON.stringify(join(ROOT, 'dist', 'index.cjs'))}))`) };
    for (const [name, text] of Object.entries(scripts)) {
      writeFileSync(join(scriptDir, name), text);
      const child = spawn(process.execPath, [join(scriptDir, name)], { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '', err = '';
      child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
      child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const [code, signal] = await new Promise<[number | null, string | null]>((done) => child.on('exit', (c, s) => done([c, s])));
      clearTimeout(timer);
      assert.is(signal, null, `${name} did not exit by itself: ${err}`);
      assert.is(code, 0, err);
      assert.is(out, '200 3 true\n');
    }
  } finally {
    rmSync(scriptDir, { recursive: true, force: true });
    cleanup();
  }
});

test.run();
