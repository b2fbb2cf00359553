import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { authorNames, currentNames } from '../../src/git/author.js';
import type { Commit } from '../../src/git/log.js';
import { openRepo } from '../../src/git/repo.js';
import { git } from '../_helpers/index.js';
import { commitAs, emptyRepo, NEWLINE, suiteScenario } from './_repos.js';

const test = suite('git/author');
const repo = suiteScenario(test);

async function names(dir: string, author: string): Promise<string[]> {
  const r = await openRepo(dir);
  return (await authorNames(r, author, (await r.commit('HEAD'))!)).sort();
}

test('git/author :: every file an author touched, deleted ones left out, renamed ones under their new names', async () => {
  // bob.txt is deleted in the working tree only: git still has it; the walk will not find it.
  assert.equal(await names(repo.dir, 'Bob'), ['b.txt', 'bob.txt', 'dir/moved.txt', NEWLINE, 'sub/bob.txt']);
  // old.txt was renamed by Ada herself, moved.txt by Bob; gone.txt was deleted; main-only is not in HEAD's history.
  assert.equal(await names(repo.dir, 'Ada'), ['.gitignore', 'a.txt', 'b.txt', 'dir/moved.txt', 'new.txt', 'sp ace.txt', 'sub/s1.txt', 'sub/s2.txt', 'é.txt']);
  assert.equal(await names(repo.dir, 'Nobody'), []);
});

test('git/author :: matches the mailmapped identity, as git log does', async () => {
  const { dir, cleanup } = emptyRepo();
  try {
    commitAs('Bob', dir, 'one', { 'one.txt': '1\n', '.mailmap': 'Robert <robert@example.com> Bob <bob@example.com>\n' });
    commitAs('Ada', dir, 'two', { 'two.txt': '2\n' });
    assert.equal(await names(dir, 'Robert'), ['.mailmap', 'one.txt']);
    assert.equal(await names(dir, 'robert@example'), ['.mailmap', 'one.txt']);
  } finally {
    cleanup();
  }
});

test('git/author :: a name reused after a rename belongs to the file that carries it', async () => {
  const { dir, cleanup } = emptyRepo();
  try {
    commitAs('Ada', dir, 'one', { 'a.txt': 'the first file a, long enough to be found as renamed\n' });
    git(dir, 'mv', 'a.txt', 'b.txt');
    commitAs('Bob', dir, 'rename');
    commitAs('Bob', dir, 'reuse', { 'a.txt': 'a different file\n' });
    // a.txt exists, so no rename is replayed: the reused name is what git can tell.
    assert.equal(await names(dir, 'Ada'), ['a.txt']);
    git(dir, 'rm', '--quiet', 'a.txt');
    commitAs('Bob', dir, 'remove');
    assert.equal(await names(dir, 'Ada'), ['b.txt']);
  } finally {
    cleanup();
  }
});

const commit = (hash: string, ...changes: [string, string, string?][]): Commit => ({
  hash,
  changes: changes.map(([status, path, from]) => (from === undefined ? { status, path } : { status, path, from })),
});

test('git/author :: currentNames replays renames, deletions and additions newest first', () => {
  const history = [
    commit('5', ['R', 'c', 'b']),
    commit('4', ['D', 'x']),
    commit('3', ['A', 'b']),
    commit('2', ['R', 'z', 'b']),
    commit('1', ['M', 'b'], ['A', 'x'], ['A', 'y']),
  ];
  assert.equal(currentNames(history, new Set(['1'])), ['z', 'y']);
  assert.equal(currentNames(history, new Set(['3'])), ['c']);
  assert.equal(currentNames(history, new Set(['5', '4'])), ['c']);
});

test('git/author :: currentNames follows a swap made in one commit', () => {
  const history = [commit('2', ['R', 'b', 'a'], ['R', 'a', 'b']), commit('1', ['M', 'a'])];
  assert.equal(currentNames(history, new Set(['1'])), ['b']);
});

test.run();
