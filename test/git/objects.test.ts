import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AnalyzerError } from '../../src/util/errors.js';
import { ObjectReader, changedPaths, listIndex, listTree } from '../../src/git/objects.js';
import { openRepo } from '../../src/git/repo.js';
import { git } from '../_helpers/index.js';
import { commitAs, emptyRepo, isolateHome, write, type TempRepo } from './_repos.js';

const test = suite('git/objects');
let repo: TempRepo;
let restoreHome = () => {};
// Several times the size of a pipe's buffer: its content comes in many chunks.
const BIG = 'x'.repeat(300_000) + '\n';

test.before(() => {
  restoreHome = isolateHome();
  repo = emptyRepo();
  write(repo.dir, { '.gitignore': '*.log\n', 'a/.gitignore': 'tmp/\n', 'a/b/one.txt': 'one\n', 'a/b/empty.txt': '', 'a/big.txt': BIG, 'top.txt': 'top\n', 'a/b/-dash.txt': 'dash\n' });
  symlinkSync('top.txt', join(repo.dir, 'a', 'link'));
  commitAs('Ada', repo.dir, 'base');
});

test.after(() => {
  repo.cleanup();
  restoreHome();
});

const oid = (path: string) => git(repo.dir, 'rev-parse', `HEAD:${path}`).trim();

test('git/objects :: one cat-file reads many blobs in order, a missing one as undefined', async () => {
  const r = await openRepo(repo.dir);
  const reader = new ObjectReader(r);
  try {
    const names = ['a/b/one.txt', 'a/big.txt', 'a/b/empty.txt', 'top.txt'].map(oid);
    const [first, second] = await Promise.all([reader.read([...names, '0'.repeat(40)]), reader.read([names[3], names[0]])]);
    assert.equal(first.map((b) => b?.toString('utf8')), ['one\n', BIG, '', 'top\n', undefined]);
    assert.equal(second.map((b) => b?.toString('utf8')), ['top\n', 'one\n']);
    assert.equal(await reader.read([]), []);
  } finally {
    await reader.close();
    r.close();
  }
});

test('git/objects :: a tree under the analysed root: regular files only, and the .gitignore files above it', async () => {
  const at = await openRepo(join(repo.dir, 'a'));
  assert.is(at.prefix, 'a/');
  const tree = await listTree(at, (await at.commit('HEAD'))!);
  assert.equal(tree.files.map((f) => [f.path, f.size]), [['.gitignore', 5], ['b/-dash.txt', 5], ['b/empty.txt', 0], ['b/one.txt', 4], ['big.txt', BIG.length]]);
  assert.equal([...tree.ignoreFiles.keys()], ['.gitignore', 'a/.gitignore']);
  assert.is(tree.files.find((f) => f.path === 'b/one.txt')!.oid, oid('a/b/one.txt'));
  const index = await listIndex(at);
  assert.equal(index.files, tree.files);
});

test('git/objects :: changed paths with renames, named from the root', async () => {
  git(repo.dir, 'mv', 'a/b/one.txt', 'a/b/uno.txt');
  write(repo.dir, { 'a/big.txt': BIG + 'more\n', 'top.txt': 'top, changed\n' });
  const at = await openRepo(join(repo.dir, 'a'));
  try {
    const commit = (await at.commit('HEAD'))!;
    const base = { commit, tree: await listTree(at, commit) };
    assert.equal(await changedPaths(at, base, 'worktree'), [{ status: 'R', path: 'b/uno.txt', from: 'b/one.txt' }, { status: 'M', path: 'big.txt' }]);
    assert.equal(await changedPaths(at, base, 'index'), [{ status: 'R', path: 'b/uno.txt', from: 'b/one.txt' }]);
  } finally {
    at.close();
    git(repo.dir, 'mv', 'a/b/uno.txt', 'a/b/one.txt');
    git(repo.dir, 'checkout', '--', '.');
  }
});

test('git/objects :: a SHA-256 repository: a renamed file changed in the work tree is still paired', async () => {
  const other = emptyRepo();
  rmSync(join(other.dir, '.git'), { recursive: true });
  git(other.dir, 'init', '--quiet', '--object-format=sha256', '--initial-branch=main');
  const text = Array.from({ length: 20 }, (_, i) => `line ${i}\n`).join('');
  commitAs('Ada', other.dir, 'base', { 'old.txt': text, 'same.txt': 'same\n', 'gone.txt': 'gone\n' });
  git(other.dir, 'mv', 'old.txt', 'new.txt');
  write(other.dir, { 'new.txt': `${text}one more\n`, 'same.txt': 'changed\n' });
  rmSync(join(other.dir, 'gone.txt'));
  const r = await openRepo(other.dir);
  try {
    assert.is(r.view.objectFormat, 'sha256');
    const commit = (await r.commit('HEAD'))!;
    assert.is(commit.length, 64);
    const changes = await changedPaths(r, { commit, tree: await listTree(r, commit) }, 'worktree');
    assert.equal(changes, [{ status: 'D', path: 'gone.txt' }, { status: 'R', path: 'new.txt', from: 'old.txt' }, { status: 'M', path: 'same.txt' }]);
  } finally {
    r.close();
    other.cleanup();
  }
});

test('git/objects :: outside a repository: exit 4', async () => {
  try {
    await openRepo('/');
    assert.unreachable();
  } catch (err) {
    assert.instance(err, AnalyzerError);
    assert.is((err as AnalyzerError).exitCode, 4);
    assert.is((err as Error).message, 'not a git repository: /');
  }
});

test.run();
