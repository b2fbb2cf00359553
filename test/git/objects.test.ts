import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AnalyzerError } from '../../src/errors.js';
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
