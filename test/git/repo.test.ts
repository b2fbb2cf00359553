import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AnalysisError } from '../../src/util/errors.js';
import { GitFailure, openRepo, splitZ, underRoot } from '../../src/git/repo.js';
import { git, tempTree } from '../_helpers/index.js';
import { commitAs, emptyRepo, isolateHome, type TempRepo } from './_repos.js';

const test = suite('git/repo');
let repo: TempRepo;
let restoreHome: () => void;

test.before(() => {
  restoreHome = isolateHome();
  repo = emptyRepo();
  commitAs('Ada', repo.dir, 'one', { 'a.txt': 'a\n', 'sub/deeper/b.txt': 'b\n', 'odd\nname/c.txt': 'c\n' });
});
test.after(() => {
  repo.cleanup();
  restoreHome();
});

test('git/repo :: the top and the analysed folder relative to it', async () => {
  const top = realpathSync(repo.dir);
  const atTop = await openRepo(repo.dir);
  assert.is(atTop.top, top);
  assert.is(atTop.prefix, '');
  const deeper = await openRepo(join(repo.dir, 'sub', 'deeper'));
  assert.is(deeper.top, top);
  assert.is(deeper.prefix, 'sub/deeper/');
  const odd = await openRepo(join(repo.dir, 'odd\nname'));
  assert.is(odd.prefix, 'odd\nname/');
  assert.is(odd.top, top);
});

test('git/repo :: GIT_DIR and friends in the environment cannot point git elsewhere', async () => {
  const other = emptyRepo();
  const saved = { ...process.env };
  try {
    commitAs('Bob', other.dir, 'other', { 'other.txt': 'o\n' });
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    Object.assign(process.env, { GIT_DIR: join(other.dir, '.git'), GIT_WORK_TREE: other.dir, GIT_INDEX_FILE: join(other.dir, 'nowhere') });
    const r = await openRepo(repo.dir);
    assert.is(r.top, realpathSync(repo.dir));
    assert.is(await r.commit('HEAD'), head);
    assert.is(await r.run(['ls-files', '-z']), 'a.txt\0odd\nname/c.txt\0sub/deeper/b.txt\0');
  } finally {
    for (const key of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) if (saved[key] === undefined) delete process.env[key];
    other.cleanup();
  }
});

test('git/repo :: commit() resolves commits and never reads a value as an option', async () => {
  const r = await openRepo(repo.dir);
  assert.is(await r.commit('HEAD'), git(repo.dir, 'rev-parse', 'HEAD').trim());
  assert.is(await r.commit('main'), git(repo.dir, 'rev-parse', 'HEAD').trim());
  assert.is(await r.commit('no-such-ref'), undefined);
  assert.is(await r.commit('HEAD:a.txt'), undefined, 'a blob is not a commit');
  assert.is(await r.commit('--all'), undefined);
  assert.is(await r.commit('--git-dir'), undefined);
  assert.is(await r.shallow(), false);
});

test('git/repo :: this git honours --end-of-options in every command the filters use', async () => {
  const r = await openRepo(repo.dir);
  for (const command of [['rev-parse', '--verify'], ['merge-base'], ['diff', '--name-only'], ['log', '--format=%H']]) {
    const failure = await r.run([...command, '--end-of-options', '--all']).then(() => undefined, (err) => err);
    assert.instance(failure, GitFailure, `${command[0]} read '--all' as an option`);
  }
  const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
  assert.is(await r.run(['merge-base', '--end-of-options', head, head]), `${head}\n`);
});

test('git/repo :: mergeBase() is undefined for unrelated histories', async () => {
  const r = await openRepo(repo.dir);
  const head = (await r.commit('HEAD'))!;
  assert.is(await r.mergeBase(head, head), head);
  git(repo.dir, 'checkout', '--quiet', '--orphan', 'other');
  commitAs('Ada', repo.dir, 'unrelated');
  assert.is(await r.mergeBase(head, (await r.commit('other'))!), undefined);
  git(repo.dir, 'checkout', '--quiet', 'main');
});

test('git/repo :: run() rejects with the exit code and git\'s message', async () => {
  const r = await openRepo(repo.dir);
  try {
    await r.run(['rev-parse', '--verify', 'no-such-ref']);
    assert.unreachable();
  } catch (err) {
    assert.instance(err, GitFailure);
    assert.is((err as GitFailure).exitCode, 128);
    assert.is((err as GitFailure).message, 'fatal: Needed a single revision');
  }
});

test('git/repo :: a linked worktree: its own HEAD and reflog, the shared refs; the view removed by close()', async () => {
  const linked = join(repo.dir, '..', `${basename(repo.dir)}-linked`);
  git(repo.dir, 'worktree', 'add', '--quiet', '-b', 'side', linked);
  try {
    commitAs('Ada', linked, 'on side', { 'side.txt': 'side\n' });
    const r = await openRepo(linked);
    assert.is(r.top, realpathSync(linked));
    assert.is(await r.commit('HEAD'), git(linked, 'rev-parse', 'HEAD').trim());
    assert.is(await r.commit('HEAD@{1}'), git(repo.dir, 'rev-parse', 'main').trim());
    assert.is(await r.commit('main'), git(repo.dir, 'rev-parse', 'main').trim());
    assert.ok(existsSync(r.view.dir));
    r.close();
    assert.not.ok(existsSync(r.view.dir));
  } finally {
    git(repo.dir, 'worktree', 'remove', '--force', linked);
    git(repo.dir, 'branch', '--quiet', '-D', 'side');
  }
});

test('git/repo :: revisions git cannot look up (exit 128) are misses, with git\'s reason', async () => {
  const r = await openRepo(repo.dir);
  try {
    assert.is(await r.commit('HEAD@{99}'), undefined);
    assert.match(await r.missReason('HEAD@{99}'), /^log for 'HEAD' only has \d+ entries$/);
    assert.is(await r.commit('@{upstream}'), undefined);
    assert.is(await r.missReason('@{upstream}'), "no upstream configured for branch 'main'");
    assert.is(await r.missReason('no-such-ref'), '');
  } finally {
    r.close();
  }
});

test('git/repo :: outside a repository, or without git', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'a\n' });
  const path = process.env.PATH;
  try {
    await openRepo(dir).then(() => assert.unreachable(), (err) => {
      assert.instance(err, AnalysisError);
      assert.is(err.message, `not a git repository: ${dir}`);
      assert.is(err.details, 'no .git folder or file here or in any parent folder');
    });
    mkdirSync(join(dir, '.git'));
    await openRepo(dir).then(() => assert.unreachable(), (err) => assert.is(err.message, `git cannot use the repository holding ${dir}`));
    process.env.PATH = dir;
    await openRepo(repo.dir).then(() => assert.unreachable(), (err) => {
      assert.instance(err, AnalysisError);
      assert.is(err.message, 'git is not installed (or not on PATH); the git options need it');
    });
  } finally {
    process.env.PATH = path;
    cleanup();
  }
});

test('git/repo :: -z output and root-relative paths', () => {
  assert.equal(splitZ(''), []);
  assert.equal(splitZ('a\0b c\0new\nline\0'), ['a', 'b c', 'new\nline']);
  const r = { prefix: 'sub/' } as Parameters<typeof underRoot>[0];
  assert.equal([...underRoot(r, ['sub/a', 'subway/b', 'top', 'sub/x/y'])], ['a', 'x/y']);
  assert.equal([...underRoot({ prefix: '' } as typeof r, ['a', 'b/c'])], ['a', 'b/c']);
});

test.run();
