import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { git, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('cache-folder');
const MARKER = '# Written by analyzer: the analysis cache stays out of git.\n*\n';

/** A git repository holding a.py, with its own home, so no test reads the real user configuration. */
function repository(files: Record<string, string> = {}) {
  const { dir, cleanup } = tempTree({ 'project/a.py': 'x = 1\n', ...Object.fromEntries(Object.entries(files).map(([path, text]) => [`project/${path}`, text])) });
  const project = join(dir, 'project');
  git(project, 'init', '-q');
  const env = { HOME: join(dir, 'home'), XDG_CONFIG_HOME: join(dir, 'home', '.config') };
  const run = (...args: string[]) => spawnCli(args, { cwd: project, env });
  const status = () => git(project, 'status', '--porcelain', '--untracked-files=all');
  return { project, run, status, cleanup };
}

test('cache-folder :: a hand-made .analyzer/config.json: after a run, git status shows the config and nothing of the cache', async () => {
  const r = repository({ '.analyzer/config.json': '{"output": {"format": "json"}}\n' });
  try {
    assert.is((await r.run('--cli', '.')).code, 0);
    assert.ok(readdirSync(join(r.project, '.analyzer', 'cache')).includes('index-v5'));
    assert.not.ok(existsSync(join(r.project, '.analyzer', '.gitignore')), 'the folder the user made is left as it is');
    assert.is(readFileSync(join(r.project, '.analyzer', 'cache', '.gitignore'), 'utf8'), MARKER);
    assert.is(r.status(), '?? .analyzer/config.json\n?? a.py\n');
  } finally {
    r.cleanup();
  }
});

test('cache-folder :: a cache.directory the tool makes, wherever it is, stays out of git', async () => {
  const r = repository({ '.analyzer/config.json': '{"cache": {"directory": "build/cache"}}\n' });
  try {
    assert.is((await r.run('--cli', '.')).code, 0);
    assert.ok(readdirSync(join(r.project, 'build', 'cache')).includes('index-v5'));
    assert.is(r.status(), '?? .analyzer/config.json\n?? a.py\n');
  } finally {
    r.cleanup();
  }
});

test("cache-folder :: a cache folder made before it had a .gitignore gets one when the cache next opens it, even when the run writes nothing", async () => {
  const r = repository();
  try {
    assert.is((await r.run('--cli', '.')).code, 0);
    rmSync(join(r.project, '.analyzer', '.gitignore'));
    rmSync(join(r.project, '.analyzer', 'cache', '.gitignore'));
    assert.match(r.status(), /^\?\? \.analyzer\/cache\/index-v5\//m);
    assert.is((await r.run('--cli', '.')).code, 0);
    assert.is(readFileSync(join(r.project, '.analyzer', 'cache', '.gitignore'), 'utf8'), MARKER);
    assert.is(r.status(), '?? a.py\n');
  } finally {
    r.cleanup();
  }
});

test('cache-folder :: a cache.directory pointing at a folder with other content gets no .gitignore written into it', async () => {
  const r = repository({ 'shared/notes.txt': 'mine\n', '.analyzer/config.json': '{"cache": {"directory": "shared"}}\n' });
  try {
    assert.is((await r.run('--cli', '.')).code, 0);
    assert.ok(readdirSync(join(r.project, 'shared')).includes('index-v5'));
    assert.not.ok(existsSync(join(r.project, 'shared', '.gitignore')));
    assert.is(readFileSync(join(r.project, 'shared', 'notes.txt'), 'utf8'), 'mine\n');
    // A .gitignore of the user's own in the cache folder is never replaced.
    mkdirSync(join(r.project, 'own'));
    writeFileSync(join(r.project, 'own', '.gitignore'), 'index-v5/\n');
    writeFileSync(join(r.project, '.analyzer', 'config.json'), '{"cache": {"directory": "own"}}\n');
    assert.is((await r.run('--cli', '.')).code, 0);
    assert.is(readFileSync(join(r.project, 'own', '.gitignore'), 'utf8'), 'index-v5/\n');
  } finally {
    r.cleanup();
  }
});

test.run();
