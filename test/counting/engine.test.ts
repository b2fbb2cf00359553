import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ENGINES, counterFlags, engineFlags, engineSettings } from '../../src/counting/engine.js';
import { CLI, GIT_ISOLATION, git, spawnCli, tempTree } from '../_helpers/index.js';
import { session } from '../mcp/_session.js';

const test = suite('engine');

const NODE_20 = '11.3.244.8-node.33';
/** Every kind of run: what it counts, whether it finds methods, whether it lasts (watch, serve, mcp). */
const RUNS = ['exact', 'estimate', 'none'].flatMap((countMode) => [false, true].flatMap((methodLevel) => [false, true].map((lasting) => ({ countMode, methodLevel, lasting }))));

test("engine :: Node 20's V8: a one-shot run that counts or finds methods optimises later; a long-lived one, and one that only counts lines, keeps V8's budget", () => {
  const budget = '--interrupt-budget=270336';
  assert.equal(engineFlags({ countMode: 'exact' }, false, NODE_20), ['--no-turbo-inlining', budget]);
  assert.equal(engineFlags({ countMode: 'none', methodLevel: true }, false, NODE_20), [budget, '--liftoff-only', '--heap-growing-percent=20']);
  assert.equal(engineFlags({ countMode: 'estimate' }, false, NODE_20), []);
  assert.equal(engineFlags({ countMode: 'none' }, false, NODE_20), []);
  assert.equal(engineFlags({ countMode: 'exact', methodLevel: true }, true, NODE_20), ['--no-turbo-inlining']);
  assert.equal(engineSettings(NODE_20).cli, ['--max-semi-space-size=2']);
});

test('engine :: a V8 that was not measured is given no flag at all', () => {
  for (const { countMode, methodLevel, lasting } of RUNS) assert.equal(engineFlags({ countMode, methodLevel }, lasting, '99.1.2'), []);
  assert.equal(engineSettings('99.1.2'), { exact: [], oneShot: [], methods: [], cli: [] });
  assert.equal(Object.keys(ENGINES), ['11', '12', '13']);
});

test("engine :: every flag this Node's V8 is given is one it knows", () => {
  // `--v8-options` lists each flag once by name, as `--name (...)`; a boolean is also set as `--no-name`.
  const known = new Set([...spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout.matchAll(/^ {2}--([\w-]+) \(/gm)].map((m) => m[1]));
  assert.ok(known.has('max-semi-space-size'), 'the list was read');
  const given = [...RUNS.flatMap(({ countMode, methodLevel, lasting }) => counterFlags(engineFlags({ countMode, methodLevel }, lasting))), ...engineSettings().cli];
  for (const flag of given) {
    const name = /^--(?:no-)?([\w-]+)/.exec(flag)?.[1];
    assert.ok(name !== undefined && (known.has(name) || (flag.startsWith('--no-') && known.has(flag.slice(2).split('=')[0]))), `V8 ${process.versions.v8} does not know ${flag}`);
  }
});

test('engine :: on this Node, a run, --method-level, diff, check and mcp write nothing on stderr; serve its one line', async () => {
  const { dir, cleanup } = tempTree({
    'src/queue.ts': 'export class Queue {\n  push(x: number) { return x + 1; }\n}\n',
    'src/tool.py': 'def f(x):\n    return x\n',
    '.analyzer/config.json': '{"budgets": [{"maxTokens": "1M"}]}\n',
  });
  const env = { ...GIT_ISOLATION, XDG_CONFIG_HOME: join(dir, '.xdg') };
  try {
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one');
    writeFileSync(join(dir, 'src/queue.ts'), 'export class Queue {\n  push(x: number) { return x + 2; }\n}\nexport const pop = () => 1;\n');
    for (const args of [['--no-cache', '.'], ['--no-cache', '--method-level', '.'], ['diff', 'HEAD', '--no-cache'], ['diff', 'HEAD', '--method-level', '--no-cache'], ['check', '--no-cache']]) {
      const run = await spawnCli(args, { cwd: dir, env });
      assert.is(run.code, 0, args.join(' '));
      assert.is(run.stderr, '', args.join(' '));
      assert.ok(run.stdout.length > 0);
    }
    const mcp = await session({ root: dir });
    try {
      assert.is((await mcp.call('analyze', { path: '.', methodLevel: true })).isError, undefined);
    } finally {
      await mcp.close();
    }
    assert.is(mcp.stderr(), '');
    mkdirSync(join(dir, '.xdg'), { recursive: true });
    assert.is(await serveOnce(dir, env), `analyzer: serving http://localhost:PORT/ (root: ${realpathSync(dir)})\n`);
  } finally {
    cleanup();
  }
});

/** `analyzer serve --port 0` in `dir`, one analysis with methods, SIGTERM: its stderr (the port as PORT). */
function serveOnce(dir: string, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--root', dir], { cwd: dir, env: { ...process.env, ...env, NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let asked = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (child.kill(), reject(new Error(`analyzer serve: ${stderr}`))), 60_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(stderr.replace(/:\d+\//, ':PORT/'));
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
      const port = /serving http:\/\/localhost:(\d+)\//.exec(stderr)?.[1];
      if (!port || asked) return;
      asked = true;
      fetch(`http://127.0.0.1:${port}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ methodLevel: true }) })
        .then(async (res) => assert.is(res.status, 200, await res.text()))
        .then(() => child.kill('SIGTERM'), (err) => (child.kill('SIGTERM'), reject(err)));
    });
  });
}

test.run();
