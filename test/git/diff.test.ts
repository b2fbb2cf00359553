import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { changedNames, untrackedNames } from '../../src/git/diff.js';
import { openRepo } from '../../src/git/repo.js';
import { git } from '../_helpers/index.js';
import { NEWLINE, suiteScenario, write } from './_repos.js';

const test = suite('git/diff');
const repo = suiteScenario(test);

const sorted = async (names: Promise<string[]>) => (await names).sort();

test('git/diff :: working tree against a commit: staged and unstaged, deletions left out', async () => {
  const r = await openRepo(repo.dir);
  assert.equal(await sorted(changedNames(r, await r.commit('HEAD'), false)), ['sp ace.txt', 'staged-new.txt', 'sub/s2.txt', 'é.txt']);
});

test('git/diff :: a rename is its new name only', async () => {
  const r = await openRepo(repo.dir);
  const fork = git(repo.dir, 'rev-parse', 'HEAD~2').trim();
  assert.equal(await sorted(changedNames(r, fork, false)), ['dir/moved.txt', NEWLINE, 'new.txt', 'sp ace.txt', 'staged-new.txt', 'sub/s1.txt', 'sub/s2.txt', 'é.txt']);
  git(repo.dir, 'mv', 'a.txt', 'renamed.txt');
  try {
    // A repository is read as it is when opened.
    const moved = await openRepo(repo.dir);
    assert.equal(await sorted(changedNames(moved, undefined, true)), ['renamed.txt', 'sp ace.txt', 'staged-new.txt']);
  } finally {
    git(repo.dir, 'mv', 'renamed.txt', 'a.txt');
  }
});

test('git/diff :: the index against HEAD or a commit', async () => {
  const r = await openRepo(repo.dir);
  assert.equal(await sorted(changedNames(r, undefined, true)), ['sp ace.txt', 'staged-new.txt']);
  assert.equal(await sorted(changedNames(r, await r.commit('main'), true)),
    ['a.txt', 'dir/moved.txt', NEWLINE, 'new.txt', 'sp ace.txt', 'staged-new.txt', 'sub/s1.txt']);
});

test('git/diff :: from a subdirectory: only its files, named from the top', async () => {
  const r = await openRepo(join(repo.dir, 'sub'));
  assert.equal(await sorted(changedNames(r, await r.commit('HEAD~2'), false)), ['sub/s1.txt', 'sub/s2.txt']);
  assert.equal(await untrackedNames(r), []);
  write(repo.dir, { 'sub/new file.txt': 'n\n', 'sub/é.log': 'ignored\n' });
  try {
    assert.equal(await untrackedNames(r), ['sub/new file.txt']);
  } finally {
    rmSync(join(repo.dir, 'sub', 'new file.txt'));
  }
});

test('git/diff :: untracked files that are not ignored', async () => {
  const r = await openRepo(repo.dir);
  assert.equal(await untrackedNames(r), ['untracked.txt']);
});

test.run();
