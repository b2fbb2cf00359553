import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AnalyzerError } from '../../src/util/errors.js';
import { analyze, configure, loadConfig, resetConfig, serve } from '../../src/entry/index.js';
import { spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('config-paths');

/**
 * A project (`top/project`, holding a.py) beside a folder outside it (`top/outside`), with its own
 * home and user configuration, and a `.bashrc` in that home.
 */
function project(projectConfig?: unknown) {
  const { dir, cleanup } = tempTree({ 'project/a.py': 'x = 1\n', 'home/.bashrc': 'export PATH\n', 'outside/.keep': '' });
  const top = realpathSync(dir);
  const folder = join(top, 'project');
  const home = join(top, 'home');
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
  const projectFile = join(folder, '.analyzer', 'config.json');
  const userFile = join(home, '.config', 'analyzer', 'config.json');
  const write = (file: string, config: unknown) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(config));
  };
  if (projectConfig !== undefined) write(projectFile, projectConfig);
  // A watch or a server that is not refused would run for ever: ended after 30 s.
  const run = (...args: string[]) => {
    const deadline = Date.now() + 30_000;
    return spawnCli(args, { cwd: folder, env, interruptWhen: () => Date.now() > deadline, signal: 'SIGKILL' });
  };
  return { top, folder, home, env, projectFile, userFile, write, run, cleanup };
}

const refusal = (p: ReturnType<typeof project>, key: string, value: string, where: string) => {
  const instead = key === 'output.file' ? `give --output, or set ${key} in your own ${p.userFile}` : `set ${key} in your own ${p.userFile}, or give --no-cache`;
  return `analyzer: ${p.projectFile}: ${key} '${value}' ${where} the project folder ${p.folder}; a project's configuration may only write inside it (${instead})\n`;
};

test("config-paths :: a project's output.file outside the project (an absolute path, ../..) is exit 3, naming the key and the path; nothing written", async () => {
  for (const value of ['HOME/.bashrc', '../../outside/x.json']) {
    const p = project();
    try {
      const file = value.replace('HOME', p.home);
      p.write(p.projectFile, { output: { file } });
      for (const args of [['--cli', '.'], ['watch', '.'], ['--cli', '.', '--no-cache']]) {
        const run = await p.run(...args);
        assert.is(run.code, 3, `${args}: ${run.stderr}`);
        assert.is(run.stderr, refusal(p, 'output.file', file, 'is outside'));
      }
      assert.is(readFileSync(join(p.home, '.bashrc'), 'utf8'), 'export PATH\n');
      assert.not.ok(existsSync(join(p.top, 'outside', 'x.json')));
      assert.not.ok(existsSync(join(p.top, 'x.json')));
    } finally {
      p.cleanup();
    }
  }
});

test("config-paths :: through a symlinked parent that points out is outside too; inside the project is fine", async () => {
  const p = project({ output: { file: 'out/x.json' } });
  try {
    symlinkSync(join(p.top, 'outside'), join(p.folder, 'out'));
    const run = await p.run('--cli', '.');
    assert.is(run.code, 3);
    assert.is(run.stderr, refusal(p, 'output.file', 'out/x.json', `leads to ${join(p.top, 'outside', 'x.json')}, outside`));
    assert.not.ok(existsSync(join(p.top, 'outside', 'x.json')));
    p.write(p.projectFile, { output: { file: 'reports/x.json' } });
    mkdirSync(join(p.folder, 'reports'));
    const inside = await p.run('--cli', '.');
    assert.is(inside.code, 0, inside.stderr);
    assert.equal(JSON.parse(readFileSync(join(p.folder, 'reports', 'x.json'), 'utf8')).files.map((f: { path: string }) => f.path), ['a.py']);
  } finally {
    p.cleanup();
  }
});

test("config-paths :: the user's own file and --output may write anywhere", async () => {
  const p = project({ output: { file: '../outside/from-project.json' } });
  try {
    const flag = await p.run('--cli', '.', '--output', join(p.top, 'outside', 'flag.json'));
    assert.is(flag.code, 0, flag.stderr);
    assert.ok(existsSync(join(p.top, 'outside', 'flag.json')));
    p.write(p.projectFile, {});
    p.write(p.userFile, { output: { file: join(p.top, 'outside', 'user.json') }, cache: { directory: join(p.top, 'outside', 'cache') } });
    const user = await p.run('--cli', '.');
    assert.is(user.code, 0, user.stderr);
    assert.ok(existsSync(join(p.top, 'outside', 'user.json')));
    assert.ok(existsSync(join(p.top, 'outside', 'cache')));
    assert.not.ok(existsSync(join(p.top, 'outside', 'from-project.json')));
  } finally {
    p.cleanup();
  }
});

test("config-paths :: a project's cache.directory outside it: exit 3 for a run, watch, cache clear and serve; --no-cache runs", async () => {
  const p = project({ cache: { directory: '../outside/cache' } });
  try {
    const message = refusal(p, 'cache.directory', '../outside/cache', 'is outside');
    for (const args of [['--cli', '.'], ['watch', '.'], ['cache', 'clear'], ['serve', '--port', '0']]) {
      const run = await p.run(...args);
      assert.is(run.code, 3, `${args}: ${run.stderr}`);
      assert.is(run.stderr, message);
    }
    assert.not.ok(existsSync(join(p.top, 'outside', 'cache')));
    const uncached = await p.run('--cli', '.', '--no-cache');
    assert.is(uncached.code, 0, uncached.stderr);
  } finally {
    p.cleanup();
  }
});

test("config-paths :: the library: analyze() and serve() after loadConfig() of such a project throw (exit 3); configure() may name any place", async () => {
  const p = project({ cache: { directory: '/nonexistent/cache' } });
  try {
    process.env.XDG_CONFIG_HOME = join(p.home, '.config');
    loadConfig({ folder: p.folder });
    for (const call of [() => analyze({ path: p.folder }), () => serve({ port: 0, root: p.folder })]) {
      try {
        await call();
        assert.unreachable('a cache outside the project');
      } catch (err) {
        assert.instance(err, AnalyzerError);
        assert.is((err as AnalyzerError).exitCode, 3);
        assert.match((err as Error).message, `cache.directory '/nonexistent/cache' is outside the project folder ${p.folder}`);
      }
    }
    configure({ cache: { directory: join(p.top, 'outside', 'cache') } });
    assert.is((await analyze({ path: p.folder })).totalFiles, 1);
    assert.ok(existsSync(join(p.top, 'outside', 'cache')));
  } finally {
    resetConfig();
    p.cleanup();
  }
});

test("config-paths :: a project whose .analyzer is a symlink leading out: the default cache.directory is refused (exit 3), nothing written there; --no-cache runs", async () => {
  const p = project();
  try {
    symlinkSync(join(p.top, 'outside'), join(p.folder, '.analyzer'));
    const expected = `analyzer: the default cache.directory '.analyzer/cache' leads to ${join(p.top, 'outside', 'cache')}, outside the project folder ${p.folder}; a project may not lead what the tool writes out of it (set cache.directory in your own ${p.userFile}, or give --no-cache)\n`;
    for (const args of [['--cli', '.'], ['cache', 'clear'], ['serve', '--port', '0']]) {
      const run = await p.run(...args);
      assert.is(run.code, 3, `${args}: ${run.stderr}`);
      assert.is(run.stderr, expected, String(args));
    }
    assert.not.ok(existsSync(join(p.top, 'outside', 'cache')));
    const plain = await p.run('--cli', '.', '--no-cache');
    assert.is(plain.code, 0, plain.stderr);
    // The user's own file may put the cache anywhere.
    p.write(p.userFile, { cache: { directory: join(p.top, 'outside', 'mine') } });
    const mine = await p.run('--cli', '.');
    assert.is(mine.code, 0, mine.stderr);
    assert.ok(existsSync(join(p.top, 'outside', 'mine')));
  } finally {
    p.cleanup();
  }
});

test.run();
