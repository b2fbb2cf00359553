import { readFileSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseIndex } from '../../src/git/indexFile.js';
import { openRepo } from '../../src/git/repo.js';
import { worktreeFiles } from '../../src/git/worktree.js';
import { git } from '../_helpers/index.js';
import { commitAs, emptyRepo, suiteRepo, write } from './_repos.js';

// The index read without git, against git's own listing of it, in each version and form.
const test = suite('git/indexFile');

const FILES = {
  'a.txt': 'a\n', 'src/deep/er/b.ts': 'b\n', 'src/deep/er/c.ts': 'c\n', 'src/deep/d.ts': 'd\n', 'é/ünï.txt': 'unicode\n',
  [`${'long-'.repeat(50)}/${'name-'.repeat(50)}.txt`]: 'a long path\n',
};

const repo = suiteRepo(test, () => {
  const made = emptyRepo();
  commitAs('Ada', made.dir, 'one', FILES);
  return made;
});

/** git's listing: `mode oid stage path` and, from --debug, the size and modification time. */
function listing(dir: string): { entries: string[]; stats: string[] } {
  const out = git(dir, '-c', 'core.quotePath=false', 'ls-files', '--stage', '--debug');
  const entries: string[] = [];
  const stats: string[] = [];
  const lines = out.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\d{6} /.test(line)) entries.push(line.replace('\t', ' '));
    else if (line.startsWith('  mtime:')) stats.push(line.trim().slice('mtime: '.length));
    else if (line.startsWith('  size:')) stats[stats.length - 1] += ` ${line.trim().split(/\s+/)[1]}`;
  }
  return { entries, stats };
}

function parsed(dir: string): { entries: string[]; stats: string[] } | undefined {
  const entries = parseIndex(readFileSync(join(dir, '.git', 'index')), 20);
  if (!entries) return undefined;
  return {
    entries: entries.map((e) => `${e.mode} ${e.oid} ${e.stage} ${e.path}`),
    stats: entries.map((e) => `${e.stat.mtimeS}:${e.stat.mtimeNs} ${e.stat.size}`),
  };
}

test('git/indexFile :: versions 2, 3 and 4 read as git lists them, names and sizes and times', () => {
  const { dir } = repo();
  for (const version of ['2', '3', '4']) {
    git(dir, 'update-index', '--index-version', version);
    assert.equal(parsed(dir), listing(dir), `version ${version}`);
  }
});

test('git/indexFile :: the flags: unmerged stages, intent-to-add, skip-worktree, assume-unchanged', () => {
  const { dir } = repo();
  git(dir, 'update-index', '--index-version', '3');
  write(dir, { 'later.txt': 'later\n' });
  git(dir, 'add', '--intent-to-add', 'later.txt');
  git(dir, 'update-index', '--skip-worktree', 'src/deep/d.ts');
  git(dir, 'update-index', '--assume-unchanged', 'a.txt');
  try {
    const entries = parseIndex(readFileSync(join(dir, '.git', 'index')), 20)!;
    const flags = (path: string) => entries.filter((e) => e.path === path).map(({ trusted, intentToAdd, stage }) => ({ trusted, intentToAdd, stage }));
    assert.equal(flags('later.txt'), [{ trusted: false, intentToAdd: true, stage: 0 }]);
    assert.equal(flags('src/deep/d.ts'), [{ trusted: true, intentToAdd: false, stage: 0 }]);
    assert.equal(flags('a.txt'), [{ trusted: true, intentToAdd: false, stage: 0 }]);
    assert.equal(flags('src/deep/er/b.ts'), [{ trusted: false, intentToAdd: false, stage: 0 }]);
  } finally {
    git(dir, 'update-index', '--no-assume-unchanged', 'a.txt');
    git(dir, 'update-index', '--no-skip-worktree', 'src/deep/d.ts');
    git(dir, 'rm', '--quiet', '--cached', 'later.txt');
    rmSync(join(dir, 'later.txt'));
  }
});

test('git/indexFile :: a split index, a malformed or foreign file: not read here', () => {
  const other = emptyRepo();
  try {
    commitAs('Ada', other.dir, 'one', { 'a.txt': 'a\n' });
    git(other.dir, 'update-index', '--split-index');
    assert.is(parseIndex(readFileSync(join(other.dir, '.git', 'index')), 20), undefined);
    const plain = readFileSync(join(repo().dir, '.git', 'index'));
    assert.is(parseIndex(plain.subarray(0, 40), 20), undefined);
    assert.is(parseIndex(Buffer.from('not an index at all, but long enough to have a header'), 20), undefined);
  } finally {
    other.cleanup();
  }
});

test('git/indexFile :: the work tree as git would compare it, in every form of the index', async () => {
  const { dir } = repo();
  const oid = (path: string) => git(dir, 'rev-parse', `HEAD:${path}`).trim();
  write(dir, { 'a.txt': 'a, changed\n' });
  // Touched, its bytes the same: read and found unchanged.
  const later = new Date(Date.now() + 120_000);
  utimesSync(join(dir, 'src', 'deep', 'd.ts'), later, later);
  rmSync(join(dir, 'src', 'deep', 'er', 'c.ts'));
  try {
    for (const form of [['--index-version', '2'], ['--index-version', '4'], ['--split-index']]) {
      git(dir, 'update-index', ...form);
      const r = await openRepo(dir);
      try {
        const files = await worktreeFiles(r, 'src/', () => true);
        assert.equal([...files.keys()].sort(), ['src/deep/d.ts', 'src/deep/er/b.ts'], form.join(' '));
        assert.is(files.get('src/deep/d.ts')!.oid, oid('src/deep/d.ts'));
        const all = await worktreeFiles(r, '', (path) => path !== 'src/deep/er/b.ts');
        assert.is(all.get('a.txt')!.oid, git(dir, 'hash-object', '--no-filters', 'a.txt').trim());
        assert.is(all.get('é/ünï.txt')!.oid, oid('é/ünï.txt'));
      } finally {
        r.close();
      }
      git(dir, 'update-index', '--no-split-index');
    }
  } finally {
    git(dir, 'checkout', '--', '.');
  }
});

test.run();
