import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { IgnoreFile, pathBytes } from '../../src/patterns/gitignore.js';
import { compareWithGit, describeCase } from '../_helpers/gitignoreTrees.js';
import { GIT_ISOLATION, git, tempTree } from '../_helpers/index.js';

const test = suite('gitignore');

/** A repository holding `files`, with no user-wide excludes file; `config` set in it. */
function repository(files: Record<string, string>, config: Record<string, string> = {}) {
  const tree = tempTree(files);
  git(tree.dir, 'init', '-q');
  git(tree.dir, 'config', 'core.excludesFile', '/dev/null');
  for (const [key, value] of Object.entries(config)) git(tree.dir, 'config', key, value);
  return tree;
}

const kept = async (dir: string) => {
  const result = await analyze({ path: dir, tokenCount: false, cache: false });
  return result.files.map((f) => f.path);
};

/** What git lists as untracked and not ignored, sorted as the analyzer sorts paths. */
const gitKeeps = (dir: string) =>
  execFileSync('git', ['ls-files', '-z', '--others', '--exclude-standard'], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...GIT_ISOLATION } })
    .split('\0')
    .filter((p) => p !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

test('gitignore :: case counts unless the repository sets core.ignorecase, as in git', async () => {
  const files = { '.gitignore': '*.TXT\n', 'a.txt': 'x', 'B.TXT': 'x' };
  const sensitive = repository(files);
  const folding = repository(files, { 'core.ignorecase': 'true' });
  try {
    assert.equal(await kept(sensitive.dir), ['.gitignore', 'a.txt']);
    assert.equal(await kept(sensitive.dir), gitKeeps(sensitive.dir));
    assert.equal(await kept(folding.dir), ['.gitignore']);
    assert.equal(await kept(folding.dir), gitKeeps(folding.dir));
  } finally {
    sensitive.cleanup();
    folding.cleanup();
  }
});

test('gitignore :: a folder a deeper ignore file takes back keeps its files, as in git', async () => {
  const { dir, cleanup } = repository({
    '.gitignore': 'logs/\n!build/\n', 'logs/a.log': 'x', 'sub/.gitignore': '!logs/\n', 'sub/logs/b.log': 'x', 'build/c.js': 'x',
  });
  try {
    writeFileSync(join(dir, '.git', 'info', 'exclude'), 'build/\n');
    assert.equal(await kept(dir), ['.gitignore', 'build/c.js', 'sub/.gitignore', 'sub/logs/b.log']);
    assert.equal(await kept(dir), gitKeeps(dir));
  } finally {
    cleanup();
  }
});

test('gitignore :: ? and classes match one byte of UTF-8, as git matches them', async () => {
  const { dir, cleanup } = repository({ '.gitignore': '?\n', 'é/x.ts': 'x', 'ü': 'x', 'a': 'x' });
  const two = repository({ '.gitignore': '??\n', 'é': 'x', 'ab': 'x' });
  const other = repository({ '.gitignore': '[!a]\n', 'é': 'x', 'a': 'x', 'b': 'x' });
  try {
    assert.equal(await kept(dir), ['.gitignore', 'é/x.ts', 'ü']);
    assert.equal(await kept(dir), gitKeeps(dir));
    assert.equal(await kept(two.dir), ['.gitignore']);
    assert.equal(await kept(two.dir), gitKeeps(two.dir));
    assert.equal(await kept(other.dir), ['.gitignore', 'a', 'é']);
    assert.equal(await kept(other.dir), gitKeeps(other.dir));
  } finally {
    cleanup();
    two.cleanup();
    other.cleanup();
  }
});

test('gitignore :: b**/* ignores b.md: git matches what follows a literal start as a pattern of its own', async () => {
  const { dir, cleanup } = repository({ '.gitignore': 'b**/*\n', 'b.md': 'x', 'c.md': 'x', 'bx/y/z.md': 'x' });
  try {
    assert.equal(await kept(dir), ['.gitignore', 'c.md']);
    assert.equal(await kept(dir), gitKeeps(dir));
  } finally {
    cleanup();
  }
});

test('gitignore :: a rule of a tab alone, and a first line after a byte order mark, are rules', async () => {
  const { dir, cleanup } = repository({ '.gitignore': '\ufeffb\n\t\r\n', 'b/x.ts': 'x', '\t/y.ts': 'x', 'c.ts': 'x' });
  try {
    assert.equal(await kept(dir), ['.gitignore', 'c.ts']);
    assert.equal(await kept(dir), gitKeeps(dir));
  } finally {
    cleanup();
  }
});

test("gitignore :: a worktree reads its repository's info/exclude and core.ignorecase", async () => {
  const { dir, cleanup } = repository({ 'a.ts': 'x', 'notes.md': 'x', 'README.MD': 'x' }, { 'core.ignorecase': 'true' });
  try {
    writeFileSync(join(dir, '.git', 'info', 'exclude'), '*.md\n');
    git(dir, 'add', 'a.ts');
    git(dir, 'commit', '-qm', 'first');
    const worktree = join(dir, 'wt');
    git(dir, 'worktree', 'add', '-q', worktree);
    mkdirSync(join(worktree, 'docs'));
    writeFileSync(join(worktree, 'docs', 'guide.MD'), 'x');
    assert.equal(await kept(worktree), ['a.ts']);
    assert.equal(await kept(worktree), [...git(worktree, 'ls-files').split('\n').filter(Boolean), ...gitKeeps(worktree)].sort());
  } finally {
    cleanup();
  }
});

test('gitignore :: classes, ranges and case folding on every ASCII byte, as git check-ignore answers', () => {
  const { dir, cleanup } = repository({});
  try {
    const names = ['xé', 'XÉ'];
    for (let b = 1; b < 128; b++) if (b !== 0x2f && b !== 0x0a) names.push(`x${String.fromCharCode(b)}`);
    const patterns = [
      'x[[:alnum:]]', 'x[[:alpha:]]', 'x[[:blank:]]', 'x[[:cntrl:]]', 'x[[:digit:]]', 'x[[:graph:]]', 'x[[:lower:]]', 'x[[:print:]]', 'x[[:punct:]]',
      'x[[:space:]]', 'x[[:upper:]]', 'x[[:xdigit:]]', 'x[A-Z]', 'x[Z-a]', 'x[!a-z]', 'x[A]', 'X?', 'x\\A', 'x[é]', 'x??', '[X]?', '*A',
    ];
    let compared = 0;
    for (const ignoreCase of [false, true]) {
      git(dir, 'config', 'core.ignorecase', String(ignoreCase));
      for (const pattern of patterns) {
        writeFileSync(join(dir, '.gitignore'), `${pattern}\n`);
        // check-ignore exits 1 when it ignores none of them.
        const listed = spawnSync('git', ['check-ignore', '--no-index', '-z', '--stdin'], { cwd: dir, input: `${names.join('\0')}\0`, env: { ...process.env, ...GIT_ISOLATION } });
        const byGit = new Set(listed.stdout.toString().split('\0'));
        const file = new IgnoreFile(`${pattern}\n`, ignoreCase);
        for (const name of names) {
          assert.is(file.last(pathBytes(name, ignoreCase)) === 'ignored', byGit.has(name), `${pattern} on ${JSON.stringify(name)}, core.ignorecase ${ignoreCase}`);
          compared++;
        }
      }
    }
    assert.is(compared, 2 * patterns.length * 127);
  } finally {
    cleanup();
  }
});

// Generated trees and ignore files from a grammar of gitignore (test/_helpers/gitignoreTrees.ts),
// a fixed seed and a few seconds' worth; `node --import tsx bench/gitignore.mjs` runs thousands.
test('gitignore :: the files kept are the ones git keeps, over 150 generated trees', async () => {
  const { compared, kept: keptFiles, files, disagreements } = await compareWithGit(20_260_101, 150, 3);
  assert.is(disagreements.map(describeCase).join('\n\n'), '');
  assert.is(compared, 150);
  // The grammar must leave a fair share of files ignored, else it tests little.
  assert.ok(keptFiles > files * 0.4 && keptFiles < files * 0.9, `${keptFiles} of ${files} kept`);
});

test.run();
