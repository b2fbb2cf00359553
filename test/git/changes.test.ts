import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze, type AnalyzeOptions } from '../../src/entry/index.js';
import { AnalysisError, UsageError } from '../../src/util/errors.js';
import { changedFiles } from '../../src/git/changes.js';
import { planRun } from '../../src/run/plan.js';
import { git, tempTree } from '../_helpers/index.js';
import { commitAs, emptyRepo, NEWLINE, suiteScenario, write } from './_repos.js';

const test = suite('git/changes');
const repo = suiteScenario(test);

async function paths(options: AnalyzeOptions, path = repo.dir): Promise<string[]> {
  return (await analyze({ path, tokenCount: false, ...options })).files.map((f) => f.path);
}

async function rejects(options: AnalyzeOptions, message: string, type: typeof AnalysisError | typeof UsageError = AnalysisError): Promise<void> {
  try {
    await analyze({ tokenCount: false, ...options });
  } catch (err) {
    assert.instance(err, type, String(err));
    assert.is((err as Error).message, message);
    return;
  }
  assert.unreachable(`resolved: ${message}`);
}

const SINCE_FORK = ['dir/moved.txt', NEWLINE, 'new.txt', 'sp ace.txt', 'staged-new.txt', 'sub/s1.txt', 'sub/s2.txt', 'untracked.txt', 'é.txt'];

test('git/changes :: no git option selects nothing and asks git nothing', async () => {
  assert.is(await changedFiles(planRun({ path: '/nonexistent-is-never-opened' }).options), undefined);
  const all = await paths({});
  assert.ok(all.includes('a.txt') && all.includes('untracked.txt'));
});

test('git/changes :: --git-diff HEAD: staged, unstaged and untracked, not deleted or ignored', async () => {
  assert.equal(await paths({ gitDiff: 'HEAD' }), ['sp ace.txt', 'staged-new.txt', 'sub/s2.txt', 'untracked.txt', 'é.txt']);
  // git's own ignore rules leave debug.log out even when the walk no longer does.
  assert.equal(await paths({ gitDiff: 'HEAD', gitignore: false }), ['sp ace.txt', 'staged-new.txt', 'sub/s2.txt', 'untracked.txt', 'é.txt']);
});

test('git/changes :: --git-diff <ref>: committed changes too; renames count once, under the new name', async () => {
  assert.equal(await paths({ gitDiff: 'HEAD~2' }), SINCE_FORK);
  assert.equal(await paths({ gitDiff: 'main' }), ['a.txt', ...SINCE_FORK]);
  const head = git(repo.dir, 'rev-parse', 'HEAD~2').trim();
  assert.equal(await paths({ gitDiff: head }), SINCE_FORK);
});

test('git/changes :: --git-diff --cached: staged files against HEAD, or against the ref given', async () => {
  assert.equal(await paths({ gitCached: true }), ['sp ace.txt', 'staged-new.txt']);
  assert.equal(await paths({ gitDiff: 'HEAD', gitCached: true }), ['sp ace.txt', 'staged-new.txt']);
  assert.equal(await paths({ gitDiff: 'main', gitCached: true }), ['a.txt', 'dir/moved.txt', NEWLINE, 'new.txt', 'sp ace.txt', 'staged-new.txt', 'sub/s1.txt']);
});

test('git/changes :: --git-branch: the working tree against the merge base, not what the branch did since', async () => {
  assert.equal(await paths({ gitBranch: 'main' }), SINCE_FORK);
  assert.equal(await paths({ gitBranch: 'feature' }), ['sp ace.txt', 'staged-new.txt', 'sub/s2.txt', 'untracked.txt', 'é.txt']);
});

test('git/changes :: --git-author: the files each author touched that exist now, under their current names', async () => {
  assert.equal(await paths({ gitAuthor: 'Bob' }), ['b.txt', 'dir/moved.txt', NEWLINE, 'sub/bob.txt']);
  assert.equal(await paths({ gitAuthor: 'Ada' }), ['.gitignore', 'a.txt', 'b.txt', 'dir/moved.txt', 'new.txt', 'sp ace.txt', 'sub/s1.txt', 'sub/s2.txt', 'é.txt']);
  assert.equal(await paths({ gitAuthor: 'bob@example' }), ['b.txt', 'dir/moved.txt', NEWLINE, 'sub/bob.txt']);
  assert.equal(await paths({ gitAuthor: '^Bo. <' }), ['b.txt', 'dir/moved.txt', NEWLINE, 'sub/bob.txt']);
  assert.equal(await paths({ gitAuthor: 'BOB' }), [], 'matching is case-sensitive, as in git');
  assert.equal(await paths({ gitAuthor: 'Nobody' }), []);
});

test('git/changes :: filters intersect with each other and with include/exclude', async () => {
  assert.equal(await paths({ gitAuthor: 'Ada', gitDiff: 'HEAD' }), ['sp ace.txt', 'sub/s2.txt', 'é.txt']);
  assert.equal(await paths({ gitAuthor: 'Bob', gitBranch: 'main' }), ['dir/moved.txt', NEWLINE]);
  assert.equal(await paths({ gitCached: true, gitBranch: 'main' }), ['sp ace.txt', 'staged-new.txt']);
  assert.equal(await paths({ gitDiff: 'HEAD', include: ['*.txt'], exclude: ['sub', 'untracked.txt'] }), ['sp ace.txt', 'staged-new.txt', 'é.txt']);
  assert.equal(await paths({ gitBranch: 'main', include: ['sub/**'] }), ['sub/s1.txt', 'sub/s2.txt']);
});

test('git/changes :: a subdirectory as the analysed path: paths relative to it, nothing from outside', async () => {
  const sub = join(repo.dir, 'sub');
  assert.equal(await paths({ gitDiff: 'HEAD~2' }, sub), ['s1.txt', 's2.txt']);
  assert.equal(await paths({ gitAuthor: 'Bob' }, sub), ['bob.txt']);
  assert.equal(await paths({ gitCached: true }, sub), []);
  assert.equal(await paths({ gitBranch: 'main' }, join(repo.dir, 'dir')), ['moved.txt']);
});

test('git/changes :: a detached HEAD compares like a branch', async () => {
  const { dir, cleanup } = emptyRepo();
  try {
    commitAs('Ada', dir, 'one', { 'one.txt': '1\n' });
    git(dir, 'checkout', '--quiet', '-b', 'topic');
    commitAs('Ada', dir, 'two', { 'two.txt': '2\n' });
    git(dir, 'checkout', '--quiet', 'main');
    commitAs('Ada', dir, 'three', { 'three.txt': '3\n' });
    git(dir, 'checkout', '--quiet', '--detach', 'topic');
    write(dir, { 'one.txt': '1 changed\n' });
    assert.equal(await paths({ gitBranch: 'main' }, dir), ['one.txt', 'two.txt']);
    assert.equal(await paths({ gitDiff: 'HEAD' }, dir), ['one.txt']);
    assert.equal(await paths({ gitDiff: 'main' }, dir), ['one.txt', 'two.txt']);
  } finally {
    cleanup();
  }
});

test('git/changes :: an unborn branch: --cached lists everything staged; what needs a commit is an error', async () => {
  const { dir, cleanup } = emptyRepo();
  try {
    write(dir, { 'staged.txt': 's\n', 'later.txt': 'l\n' });
    git(dir, 'add', 'staged.txt');
    assert.equal(await paths({ gitCached: true }, dir), ['staged.txt']);
    await rejects({ path: dir, gitDiff: 'HEAD' }, "unknown git ref 'HEAD' (HEAD has no commit yet)");
    await rejects({ path: dir, gitBranch: 'main' }, "unknown git branch 'main' (HEAD has no commit yet)");
    await rejects({ path: dir, gitAuthor: 'Ada' }, "cannot search the history for author 'Ada': HEAD has no commit yet");
    git(dir, 'commit', '--quiet', '--message', 'first');
    git(dir, 'checkout', '--quiet', '--orphan', 'empty');
    await rejects({ path: dir, gitBranch: 'main' }, "cannot compare with branch 'main': HEAD has no commit yet");
  } finally {
    cleanup();
  }
});

test('git/changes :: unknown refs, unrelated histories and folders outside a repository are errors', async () => {
  await rejects({ path: repo.dir, gitDiff: 'no-such-ref' }, "unknown git ref 'no-such-ref'");
  await rejects({ path: repo.dir, gitDiff: 'HEAD~9' }, "unknown git ref 'HEAD~9'");
  await rejects({ path: repo.dir, gitBranch: 'no-such-branch' }, "unknown git branch 'no-such-branch'");
  const { dir, cleanup } = emptyRepo();
  const outside = tempTree({ 'a.txt': 'a\n' });
  try {
    commitAs('Ada', dir, 'one', { 'one.txt': '1\n' });
    git(dir, 'checkout', '--quiet', '--orphan', 'other');
    commitAs('Ada', dir, 'unrelated', { 'other.txt': 'o\n' });
    await rejects({ path: dir, gitBranch: 'main' }, "no merge base of 'main' and HEAD: they share no history");
    await rejects({ path: outside.dir, gitDiff: 'HEAD' }, `not a git repository: ${outside.dir}`);
    await rejects({ path: join(dir, '.git'), gitDiff: 'HEAD', defaultIgnores: false }, `not inside a git work tree: ${join(dir, '.git')}`);
  } finally {
    cleanup();
    outside.cleanup();
  }
});

test('git/changes :: a broken repository is an analysis error carrying git\'s first line', async () => {
  const { dir, cleanup } = emptyRepo();
  try {
    commitAs('Ada', dir, 'one', { 'one.txt': '1\n' });
    const tree = git(dir, 'rev-parse', 'HEAD^{tree}').trim();
    rmSync(join(dir, '.git', 'objects', tree.slice(0, 2), tree.slice(2)));
    const err = await analyze({ path: dir, gitAuthor: 'Ada', tokenCount: false }).then(() => undefined, (e) => e);
    assert.instance(err, AnalysisError);
    assert.is(err.message, `git could not list the changed files of ${dir}`);
    assert.match(err.details, /^(fatal|error): .*\b[0-9a-f]{40}\b/);
  } finally {
    cleanup();
  }
});

test('git/changes :: a shallow clone: a missing merge base or ref is an error naming the remedy', async () => {
  const { dir: origin, cleanup } = emptyRepo();
  const clone = join(origin, '..', `${origin.split('/').at(-1)}-clone`);
  try {
    commitAs('Ada', origin, 'one', { 'one.txt': '1\n' });
    git(origin, 'checkout', '--quiet', '-b', 'feature');
    commitAs('Ada', origin, 'two', { 'two.txt': '2\n' });
    git(origin, 'checkout', '--quiet', 'main');
    commitAs('Ada', origin, 'three', { 'three.txt': '3\n' });
    git(join(origin, '..'), 'clone', '--quiet', '--depth', '1', '--no-single-branch', `file://${origin}`, clone);
    await rejects({ path: clone, gitBranch: 'origin/feature' },
      "no merge base of 'origin/feature' and HEAD in this shallow clone; run 'git fetch --unshallow' (or fetch more of 'origin/feature') and try again");
    await rejects({ path: clone, gitDiff: 'HEAD~1' },
      "unknown git ref 'HEAD~1' (this clone is shallow: 'git fetch --unshallow', or fetching the ref, may bring it in)");
    assert.equal(await paths({ gitDiff: 'origin/feature' }, clone), ['three.txt']);
    git(clone, 'fetch', '--quiet', '--unshallow');
    assert.equal(await paths({ gitBranch: 'origin/feature' }, clone), ['three.txt']);
  } finally {
    cleanup();
    rmSync(clone, { recursive: true, force: true });
  }
});

test('git/changes :: files inside a submodule belong to the submodule', async () => {
  const { dir: lib, cleanup: cleanLib } = emptyRepo();
  const { dir, cleanup } = emptyRepo();
  try {
    commitAs('Ada', lib, 'lib', { 'x.txt': 'x\n' });
    git(dir, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'add', `file://${lib}`, 'lib');
    commitAs('Ada', dir, 'with lib', { 'top.txt': 't\n' });
    write(dir, { 'lib/x.txt': 'x changed\n', 'top.txt': 't changed\n' });
    assert.equal(await paths({ gitDiff: 'HEAD' }, dir), ['top.txt']);
    assert.equal(await paths({ gitDiff: 'HEAD' }, join(dir, 'lib')), ['x.txt']);
  } finally {
    cleanup();
    cleanLib();
  }
});

test('git/changes :: option values are checked before git runs', async () => {
  await rejects({ gitDiff: 5 as unknown as string }, 'gitDiff must be a non-empty string', UsageError);
  await rejects({ gitBranch: '' }, 'gitBranch must be a non-empty string', UsageError);
  await rejects({ gitAuthor: ['Ada'] as unknown as string }, 'gitAuthor must be a non-empty string', UsageError);
  await rejects({ gitCached: 'yes' as unknown as boolean }, 'gitCached must be a boolean', UsageError);
  await rejects({ gitDiff: '--output=/tmp/x' }, "invalid git ref '--output=/tmp/x': it cannot start with '-'", UsageError);
  await rejects({ gitBranch: '-b' }, "invalid git branch '-b': it cannot start with '-'", UsageError);
  await rejects({ gitAuthor: '-Ada' }, "invalid git author '-Ada': it cannot start with '-'", UsageError);
  await rejects({ gitDiff: 'HEAD\nfatal' }, 'invalid git ref: it contains a control character', UsageError);
  await rejects({ gitAuthor: 'x'.repeat(1025) }, 'invalid git author: longer than 1024 characters', UsageError);
});

test.run();
