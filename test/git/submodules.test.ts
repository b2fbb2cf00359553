import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resetConfig } from '../../src/config/index.js';
import { analyze, check, diff, serve, watch, type AnalysisResult } from '../../src/entry/index.js';
import { git, spawnCli, tempTree } from '../_helpers/index.js';
import { submoduleRepo, type SubmoduleRepo } from '../_helpers/submoduleRepo.js';
import { post } from '../server/_serve.js';
import { commitAs, isolateHome, write } from './_repos.js';

// One rule for submodules, whatever the entry: inside a repository a folder holding `.git` is
// another repository, left out (as git leaves it out) unless `submodules` is on; then every
// entry counts it, and a git side reads the commit it records from its own repository.
const test = suite('git/submodules');
let restoreHome = () => {};
let repo: SubmoduleRepo;

test.before(() => {
  restoreHome = isolateHome();
  repo = submoduleRepo();
});
test.after(() => {
  repo.cleanup();
  restoreHome();
});

interface Totals {
  files: number;
  tokens: number;
  lines: number;
}

const ofAnalysis = (r: AnalysisResult): Totals => ({ files: r.totalFiles, tokens: r.totalTokens, lines: r.totalLines });

async function cli(args: string[], cwd = repo.dir): Promise<any> {
  const run = await spawnCli([...args, '--json', '--no-cache'], { cwd });
  assert.is(run.code, 0, `${args.join(' ')}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The whole tree's totals as each entry gives them, with `flags` (and the library's `options`). */
async function everyEntry(flags: string[], options: { submodules?: boolean }): Promise<Record<string, Totals>> {
  const path = repo.dir;
  const server = await serve({ port: 0, root: path, onWarning: () => {} });
  try {
    const url = `http://127.0.0.1:${server.port}/api`;
    return {
      'analyzer': ofAnalysis(await cli(flags)),
      'analyzer check': (await cli(['check', '--max-tokens', '1M', ...flags])).totals,
      'analyzer check --base': (await cli(['check', '--max-tokens', '1M', '--base', 'base', ...flags])).totals,
      'analyzer diff': (await cli(['diff', 'base', ...flags])).totals.after,
      'analyze()': ofAnalysis(await analyze({ path, cache: false, ...options })),
      'check()': (await check({ path, maxTokens: '1M', cache: false, ...options })).totals,
      'check({ base })': (await check({ path, maxTokens: '1M', base: 'base', cache: false, ...options })).totals,
      'diff()': (await diff({ path, base: 'base', cache: false, ...options })).totals.after,
      'watch()': ofAnalysis(await firstWatch({ path, cache: false, ...options })),
      'POST /api/analyze': ofAnalysis((await post(`${url}/analyze`, options)).json.data),
      'POST /api/check': (await post(`${url}/check`, { maxTokens: '1M', base: 'base', ...options })).json.data.totals,
      'POST /api/diff': (await post(`${url}/diff`, { base: 'base', ...options })).json.data.totals.after,
    };
  } finally {
    await server.stop();
    resetConfig();
  }
}

async function firstWatch(options: Parameters<typeof watch>[0]): Promise<AnalysisResult> {
  let stop = () => {};
  const result = await new Promise<AnalysisResult>((resolve, reject) => {
    const watcher = watch({ ...options, interval: 30, onChange: resolve, onError: reject });
    stop = () => watcher.stop();
  });
  stop();
  return result;
}

function same(totals: Record<string, Totals>, files: number): void {
  const expected = totals.analyzer;
  assert.is(expected.files, files);
  for (const [entry, got] of Object.entries(totals)) assert.equal(got, expected, entry);
}

test('git/submodules :: left out by default: every entry gives the same totals, the superproject\'s files alone', async () => {
  const totals = await everyEntry([], {});
  same(totals, 3);
  assert.equal((await cli([])).files.map((f: { path: string }) => f.path), ['.gitmodules', 'README.md', 'src/main.ts']);
});

test('git/submodules :: --submodules: every entry counts the checked-out submodule and the nested repository, the same totals', async () => {
  const totals = await everyEntry(['--submodules'], { submodules: true });
  same(totals, 7);
  assert.equal((await cli(['--submodules'])).files.map((f: { path: string }) => f.path),
    ['.gitmodules', 'README.md', 'src/main.ts', 'tools/nested/tool.py', 'vendor/lib/lib/.gitignore', 'vendor/lib/lib/a.ts', 'vendor/lib/lib/big.ts']);
  // The base side holds the commit the submodule records: nothing changed in it.
  const changed = await diff({ path: repo.dir, base: 'base', submodules: true, cache: false });
  assert.equal(changed.files.map((f) => `${f.path} ${f.status}`), ['tools/nested/tool.py added']);
  assert.equal(changed.totals.before, (await diff({ path: repo.dir, base: 'base', head: 'base', submodules: true, cache: false })).totals.after);
});

test('git/submodules :: analysis.submodules in the configuration: every entry counts them, as --submodules does', async () => {
  mkdirSync(join(repo.dir, '.analyzer'), { recursive: true });
  writeFileSync(join(repo.dir, '.analyzer', 'config.json'), '{"analysis": {"submodules": true}}\n');
  try {
    same(await everyEntry([], {}), 7);
    // A flag or an option still says otherwise for its run.
    assert.is((await cli(['--no-submodules'])).files.length, 3);
  } finally {
    rmSync(join(repo.dir, '.analyzer'), { recursive: true, force: true });
  }
});

test('git/submodules :: --submodules: the changes inside a submodule, in its work tree and between the commits two sides record', async () => {
  const lib = join(repo.dir, 'vendor', 'lib');
  commitAs('Ada', lib, 'lib moves on', { 'lib/a.ts': 'export const a = "the library, at its second commit, with more words in it";\n', 'lib/b.ts': 'export const b = 2;\n' });
  git(lib, 'mv', 'lib/big.ts', 'lib/large.ts');
  write(lib, { 'lib/c.ts': 'export const c = 3;\n', 'lib/scratch.tmp': 'ignored by the submodule\'s .gitignore\n' });
  try {
    const worktree = await diff({ path: repo.dir, base: 'base', submodules: true, cache: false });
    assert.equal(worktree.files.map((f) => `${f.path} ${f.status}${f.previousPath ? ` from ${f.previousPath}` : ''}`), [
      'tools/nested/tool.py added', 'vendor/lib/lib/a.ts modified', 'vendor/lib/lib/b.ts added', 'vendor/lib/lib/c.ts added', 'vendor/lib/lib/large.ts renamed from vendor/lib/lib/big.ts',
    ]);
    assert.equal(worktree.totals.after, ofAnalysis(await analyze({ path: repo.dir, submodules: true, cache: false })));
    assert.equal(worktree.totals.before, (await diff({ path: repo.dir, base: 'base', head: 'base', submodules: true, cache: false })).totals.after);
    // The superproject records the new commit of the submodule: a revision as the head side.
    git(lib, 'commit', '--quiet', '--message', 'rename');
    git(repo.dir, 'add', 'vendor/lib');
    git(repo.dir, 'commit', '--quiet', '--message', 'lib moved on');
    const commits = await diff({ path: repo.dir, base: 'base', head: 'HEAD', submodules: true, cache: false });
    assert.equal(commits.files.map((f) => `${f.path} ${f.status}`), ['vendor/lib/lib/a.ts modified', 'vendor/lib/lib/b.ts added', 'vendor/lib/lib/large.ts renamed']);
    const cli = await spawnCli(['diff', 'base', 'HEAD', '--submodules', '--no-cache'], { cwd: repo.dir });
    assert.equal(JSON.parse(cli.stdout), commits);
  } finally {
    git(repo.dir, 'reset', '--quiet', '--hard', 'base');
    git(repo.dir, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'update', '--force');
    rmSync(join(lib, 'lib', 'c.ts'), { force: true });
    rmSync(join(lib, 'lib', 'scratch.tmp'), { force: true });
  }
});

test('git/submodules :: --submodules refuses a submodule whose repository or recorded commit is not here; without it the diff goes on', async () => {
  const clone = tempTree();
  try {
    git(clone.dir, 'clone', '--quiet', repo.dir, 'clone');
    const dir = join(clone.dir, 'clone');
    const absent = await spawnCli(['diff', 'base', '--submodules', '--no-cache'], { cwd: dir });
    assert.is(absent.stderr, "analyzer: submodule 'vendor/lib' is not checked out, and git keeps no repository of it: run 'git submodule update --init', or leave out --submodules\n");
    assert.is(absent.code, 4);
    const without = await spawnCli(['diff', 'base', '--no-cache'], { cwd: dir });
    assert.is(without.code, 0, without.stderr);
    // A commit the submodule's repository lacks.
    git(dir, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'update', '--init');
    const missing = 'f'.repeat(40);
    git(dir, 'update-index', '--cacheinfo', `160000,${missing},vendor/lib`);
    const staged = await spawnCli(['diff', 'base', '--cached', '--submodules', '--no-cache'], { cwd: dir });
    assert.is(staged.stderr, `analyzer: submodule 'vendor/lib' records commit ffffffffffff, which its repository (${join(dir, 'vendor', 'lib')}) does not have: run 'git submodule update', or leave out --submodules\n`);
    assert.is(staged.code, 4);
  } finally {
    clone.cleanup();
  }
});

test('git/submodules :: a submodule git keeps but has not checked out (deinit): read from .git/modules; its files are gone from the work tree', async () => {
  git(repo.dir, 'submodule', '--quiet', 'deinit', '--force', 'vendor/lib');
  try {
    const result = await diff({ path: repo.dir, base: 'base', submodules: true, cache: false });
    assert.equal(result.files.map((f) => `${f.path} ${f.status}`), ['tools/nested/tool.py added', 'vendor/lib/lib/.gitignore removed', 'vendor/lib/lib/a.ts removed', 'vendor/lib/lib/big.ts removed']);
  } finally {
    git(repo.dir, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'update', '--init');
  }
});

test('git/submodules :: outside any repository, a repository inside the folder is counted', async () => {
  const { dir, cleanup } = tempTree({ 'one/a.ts': 'export const a = 1;\n', 'two/b.ts': 'export const b = 2;\n' });
  try {
    git(join(dir, 'one'), 'init', '--quiet');
    git(join(dir, 'two'), 'init', '--quiet');
    assert.equal((await analyze({ path: dir, cache: false })).files.map((f) => f.path), ['one/a.ts', 'two/b.ts']);
  } finally {
    cleanup();
  }
});

test.run();
