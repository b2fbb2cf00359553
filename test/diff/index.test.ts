import { readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newRunStats, runReport } from '../../src/run/index.js';
import { planRun } from '../../src/run/plan.js';
import type { AnalysisCache } from '../../src/cache/index.js';
import { computeDiff, diffMethods, planDiff, type DiffOptions } from '../../src/diff/index.js';
import { analyze } from '../../src/entry/index.js';
import { AnalyzerError } from '../../src/util/errors.js';
import { Keeper } from '../../src/run/keeper.js';
import type { AnalysisResult, DiffResult } from '../../src/results.js';
import { analyseCheckout, suiteDiffRepo } from '../_helpers/diffRepo.js';
import { commitAs, emptyRepo } from '../git/_repos.js';
import { git, tempTree } from '../_helpers/index.js';

const test = suite('diff');
const repo = suiteDiffRepo(test);

// Small enough that big.txt is too large on both sides.
const OPTIONS = { methodLevel: true, maxFileSize: 3000 };

const diff = async (options: Omit<DiffOptions, 'path'>, path = repo.dir): Promise<DiffResult> => (await computeDiff(planDiff({ cache: false, ...OPTIONS, path, ...options }))).result;

const statuses = (result: DiffResult) => result.files.map((f) => [f.path, f.status, ...(f.previousPath ? [f.previousPath] : [])]);

/**
 * Every figure of `result` against plain analyses of the two sides: the totals; each file's
 * before and after; and every file the two analyses count differently (or only one counts) is
 * in the diff.
 */
function assertSides(result: DiffResult, before: AnalysisResult, after: AnalysisResult): void {
  const totals = (r: AnalysisResult) => ({ files: r.totalFiles, tokens: r.totalTokens, lines: r.totalLines });
  assert.equal(result.totals.before, totals(before), 'before');
  assert.equal(result.totals.after, totals(after), 'after');
  assert.equal(result.totals.delta, { files: after.totalFiles - before.totalFiles, tokens: after.totalTokens - before.totalTokens, lines: after.totalLines - before.totalLines });
  const was = new Map(before.files.map((f) => [f.path, f]));
  const is = new Map(after.files.map((f) => [f.path, f]));
  for (const file of result.files) {
    const old = file.status === 'added' ? undefined : was.get(file.previousPath ?? file.path);
    const now = file.status === 'removed' ? undefined : is.get(file.path);
    assert.equal(file.before, old && { tokens: old.tokens, lines: old.lines }, `${file.path} before`);
    assert.equal(file.after, now && { tokens: now.tokens, lines: now.lines }, `${file.path} after`);
    assert.equal(file.delta, { tokens: (now?.tokens ?? 0) - (old?.tokens ?? 0), lines: (now?.lines ?? 0) - (old?.lines ?? 0) });
    for (const method of file.methods ?? []) {
      const oldMethod = old?.methods?.find((m) => m.name === method.name);
      const newMethod = now?.methods?.find((m) => m.name === method.name);
      assert.equal(method.before, oldMethod && { tokens: oldMethod.tokens, lines: oldMethod.lines }, `${file.path} ${method.name} before`);
      assert.equal(method.after, newMethod && { tokens: newMethod.tokens, lines: newMethod.lines }, `${file.path} ${method.name} after`);
    }
  }
  const onBase = new Set(result.files.filter((f) => f.status !== 'added').map((f) => f.previousPath ?? f.path));
  const onHead = new Set(result.files.filter((f) => f.status !== 'removed').map((f) => f.path));
  const same = (a: { tokens: number; lines: number } | undefined, b: { tokens: number; lines: number } | undefined) => a !== undefined && b !== undefined && a.tokens === b.tokens && a.lines === b.lines;
  for (const [path, file] of was) if (!onBase.has(path)) assert.ok(same(file, is.get(path)), `${path} differs but is not in the diff`);
  for (const [path, file] of is) if (!onHead.has(path)) assert.ok(same(file, was.get(path)), `${path} differs but is not in the diff`);
}

test('diff :: the working tree against a commit: every figure is a plain analysis of that side checked out', async () => {
  const result = await diff({ base: 'base' });
  assert.equal(result.base, { ref: 'base', commit: repo.base });
  assert.equal(result.head, { ref: 'working tree' });
  assert.is(result.encoding, 'o200k_base');
  assert.equal(statuses(result), [
    ['.gitignore', 'modified'], ['README.md', 'modified'], ['docs/manual.md', 'renamed', 'docs/guide.md'], ['lib/utils.js', 'renamed', 'lib/helpers.js'], ['notes.txt', 'removed'], ['old.js', 'removed'],
    ['raw.txt', 'modified'], ['src/extra.ts', 'added'], ['src/new.ts', 'added'], ['src/queue.ts', 'modified'], ['src/util.py', 'modified'],
  ]);
  assert.equal(result.skipped, [
    { path: 'big.txt', side: 'after', reason: 'too-large' }, { path: 'big.txt', side: 'before', reason: 'too-large' },
    { path: 'latin.txt', side: 'after', reason: 'invalid-utf8' }, { path: 'latin.txt', side: 'before', reason: 'invalid-utf8' },
    { path: 'logo.png', side: 'after', reason: 'binary' }, { path: 'logo.png', side: 'before', reason: 'binary' },
    { path: 'raw.txt', side: 'before', reason: 'binary' },
  ]);
  // Binary before, text after: counted on the head side only.
  const raw = result.files.find((f) => f.path === 'raw.txt')!;
  assert.is(raw.before, undefined);
  assert.equal(raw.delta, raw.after);
  const queue = result.files.find((f) => f.path === 'src/queue.ts')!;
  assert.equal(queue.methods!.map((m) => [m.name, m.status]), [['Queue.push', 'modified'], ['Queue.peek', 'added'], ['Queue.clear', 'removed']]);
  assert.equal(result.files.find((f) => f.path === 'src/util.py')!.methods!.map((m) => [m.name, m.status]), [['double', 'modified'], ['triple', 'added']]);
  assert.equal(result.files.find((f) => f.path === 'src/new.ts')!.methods!.map((m) => [m.name, m.status]), [['answer', 'added']]);
  assert.equal(result.files.find((f) => f.path === 'old.js')!.methods!.map((m) => [m.name, m.status]), [['old', 'removed']]);
  // A renamed file's methods are matched with its previous path's: parse and clamp are unchanged.
  assert.equal(result.files.find((f) => f.path === 'lib/utils.js')!.methods!.map((m) => [m.name, m.status]), [['format', 'modified']]);
  assertSides(result, await analyseCheckout(repo.dir, repo.base, OPTIONS), await analyze({ ...OPTIONS, path: repo.dir, cache: false }));
});

test('diff :: keepHead: the head side\'s whole analysis too, as analyze() gives it', async () => {
  const options = { ...OPTIONS, path: repo.dir, base: 'base', cache: false as const };
  const worktree = await computeDiff(planDiff(options), {}, { keepHead: true });
  assert.equal(worktree.headResult, await analyze({ ...OPTIONS, path: repo.dir, cache: false }));
  const revision = await computeDiff(planDiff({ ...options, head: 'head-branch' }), {}, { keepHead: true });
  // A side read from git's objects holds its regular files only: its symlinks are not listed as skipped.
  const checkout = await analyseCheckout(repo.dir, repo.head, OPTIONS);
  checkout.skipped = checkout.skipped?.filter(({ reason }) => reason !== 'symlink');
  assert.equal(revision.headResult, checkout);
  assert.is((await computeDiff(planDiff(options))).headResult, undefined);
});

test('diff :: a revision as the head side: both read from objects', async () => {
  const result = await diff({ base: repo.base, head: 'head-branch' });
  assert.equal(result.head, { ref: 'head-branch', commit: repo.head });
  assert.equal(statuses(result), [
    ['.gitignore', 'modified'], ['README.md', 'modified'], ['docs/manual.md', 'renamed', 'docs/guide.md'], ['lib/utils.js', 'renamed', 'lib/helpers.js'], ['notes.txt', 'removed'], ['old.js', 'removed'],
    ['raw.txt', 'modified'], ['src/extra.ts', 'added'], ['src/new.ts', 'added'], ['src/queue.ts', 'modified'], ['src/util.py', 'modified'],
  ]);
  assertSides(result, await analyseCheckout(repo.dir, repo.base, OPTIONS), await analyseCheckout(repo.dir, repo.head, OPTIONS));
});

test('diff :: --cached: the index as the head side', async () => {
  const result = await diff({ base: 'base', cached: true });
  assert.equal(result.head, { ref: 'index' });
  // Only what is staged: README.md as staged, the rename, src/new.ts.
  assert.equal(statuses(result), [['README.md', 'modified'], ['docs/manual.md', 'renamed', 'docs/guide.md'], ['lib/utils.js', 'renamed', 'lib/helpers.js'], ['src/new.ts', 'added']]);
  assert.is(result.skipped, undefined);
  assertSides(result, await analyseCheckout(repo.dir, repo.base, OPTIONS), await analyseCheckout(repo.dir, 'index', OPTIONS));
});

test('diff :: the folder analysed may be inside the repository: its files only, its paths', async () => {
  const result = await diff({ base: 'base' }, join(repo.dir, 'src'));
  assert.equal(statuses(result), [['extra.ts', 'added'], ['new.ts', 'added'], ['queue.ts', 'modified'], ['util.py', 'modified']]);
  assertSides(result, await analyseCheckout(repo.dir, repo.base, OPTIONS, 'src'), await analyze({ ...OPTIONS, path: join(repo.dir, 'src'), cache: false }));
  const docs = await diff({ base: 'base', head: 'head-branch' }, join(repo.dir, 'docs'));
  assert.equal(statuses(docs), [['manual.md', 'renamed', 'guide.md']]);
});

test('diff :: the same options apply to both sides: include, exclude, comments, counting', async () => {
  const options = { include: ['src'], exclude: ['*.py'], includeComments: true, encoding: 'cl100k_base' as const };
  const result = await diff({ base: 'base', ...options });
  assert.is(result.encoding, 'cl100k_base');
  assert.equal(statuses(result), [['src/extra.ts', 'added'], ['src/new.ts', 'added'], ['src/queue.ts', 'modified']]);
  assertSides(result, await analyseCheckout(repo.dir, repo.base, { ...OPTIONS, ...options }), await analyze({ ...OPTIONS, ...options, path: repo.dir, cache: false }));
});

test('diff :: a side compared with itself has no change, and the same totals', async () => {
  const result = await diff({ base: 'head-branch', head: repo.head });
  assert.equal(result.files, []);
  assert.equal(result.totals.before, result.totals.after);
  assert.equal(result.totals.delta, { files: 0, tokens: 0, lines: 0 });
});

test('diff :: reads the objects without writing anything into the repository', async () => {
  const listing = () => {
    const out: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else out.push(`${path} ${statSync(path).mtimeMs} ${statSync(path).size}`);
      }
    };
    visit(join(repo.dir, '.git'));
    return out.sort();
  };
  const status = () => git(repo.dir, 'status', '--porcelain', '--ignored', '--untracked-files=all');
  // git status refreshes the index: asked first, and last.
  const was = status();
  const files = listing();
  await diff({ base: 'base' });
  await diff({ base: 'base', head: 'head-branch' });
  await diff({ base: 'base', cached: true });
  assert.equal(listing(), files);
  assert.is(status(), was);
});

test('diff :: a second run takes every blob from the cache, and gives the same result', async () => {
  const { dir: cacheDir, cleanup } = tempTree();
  try {
    const options = { ...OPTIONS, path: repo.dir, base: 'base', head: 'head-branch', cache: { directory: cacheDir } };
    const first = newRunStats();
    const cold = await computeDiff(planDiff(options), { observer: { stats: first } });
    assert.ok(first.counted > 10);
    const second = newRunStats();
    const warm = await computeDiff(planDiff(options), { observer: { stats: second } });
    assert.equal(warm.result, cold.result);
    assert.is(second.counted, 0);
    // Only big.txt, on both sides: handed on to be skipped as too large, never fetched.
    assert.is(second.read, 2);
    assert.ok(second.cached >= first.counted);
  } finally {
    cleanup();
  }
});

test('diff :: a long-lived process\'s kept store: opened once for diffs and analyses with the same settings, every blob and file from it the second time', async () => {
  const { dir: cacheDir, cleanup } = tempTree();
  const opened: string[] = [];
  const keeper = new (class extends Keeper {
    override store(key: string, open: () => Promise<AnalysisCache>, warn: (message: string) => void): Promise<AnalysisCache> {
      return super.store(key, () => (opened.push(key), open()), warn);
    }
  })();
  try {
    const options = { ...OPTIONS, path: repo.dir, cache: { directory: cacheDir } };
    const cold = await computeDiff(planDiff({ ...options, base: 'base' }), { session: keeper });
    assert.is(opened.length, 1);
    const stats = newRunStats();
    const warm = await computeDiff(planDiff({ ...options, base: 'base' }), { session: keeper, observer: { stats } });
    assert.equal(warm.result, cold.result);
    assert.is(stats.counted, 0);
    await runReport(planRun(options), { session: keeper });
    assert.is(opened.length, 1);
  } finally {
    await keeper.close();
    cleanup();
  }
});

test('diff :: errors: unknown ref, not a repository, a ref that looks like an option, a shallow clone', async () => {
  const fails = async (options: Partial<DiffOptions>, exitCode: number, message: string | RegExp) => {
    try {
      await computeDiff(planDiff({ path: repo.dir, cache: false, ...options } as DiffOptions));
    } catch (err) {
      assert.instance(err, AnalyzerError);
      assert.is((err as AnalyzerError).exitCode, exitCode);
      if (typeof message === 'string') assert.is((err as Error).message, message);
      else assert.match((err as Error).message, message);
      return;
    }
    assert.unreachable(`no error for ${JSON.stringify(options)}`);
  };
  await fails({ base: 'nope' }, 4, "unknown git ref 'nope'");
  await fails({ base: 'base', head: 'nope~3' }, 4, "unknown git ref 'nope~3'");
  await fails({ base: '--output=/tmp/x' }, 2, "invalid git ref '--output=/tmp/x': it cannot start with '-'");
  await fails({ base: 'base', head: '-x' }, 2, "invalid git ref '-x': it cannot start with '-'");
  await fails({}, 2, 'base is required: the git revision to compare with');
  await fails({ base: 'base', head: 'main', cached: true }, 2, 'cached compares the index: give a head revision or cached, not both');
  await fails({ base: 'base', gitDiff: 'main' } as Partial<DiffOptions>, 2, "unknown option 'gitDiff'");
  await fails({ base: 'base', fit: '200k' } as Partial<DiffOptions>, 2, "unknown option 'fit'");
  await fails({ base: 'base', tokenCount: false }, 2, 'diff compares tokens: with tokenCount off (--no-token-count) there are none to compare');
  const outside = tempTree({ 'a.txt': 'a\n' });
  try {
    await fails({ base: 'HEAD', path: outside.dir }, 4, `not a git repository: ${outside.dir}`);
  } finally {
    outside.cleanup();
  }
  const shallow = tempTree();
  try {
    git(shallow.dir, 'clone', '--quiet', '--depth', '1', `file://${repo.dir}`, 'clone');
    await fails({ base: 'HEAD~1', path: join(shallow.dir, 'clone') }, 4, /^unknown git ref 'HEAD~1' \(this clone is shallow: fetch more history with 'git fetch --deepen=<n>' or 'git fetch --unshallow'/);
  } finally {
    shallow.cleanup();
  }
});

test('diff :: a name that is not UTF-8 is held as the walk holds it, shown quoted', async () => {
  const other = emptyRepo();
  const file = (name: string) => Buffer.concat([Buffer.from(`${other.dir}/`), Buffer.from(name, 'latin1')]);
  try {
    writeFileSync(file('caf\xe9.txt'), 'one\n');
    writeFileSync(file('gone\xff.txt'), 'gone\n');
    commitAs('Ada', other.dir, 'base');
    writeFileSync(file('caf\xe9.txt'), 'one\ntwo\n');
    unlinkSync(file('gone\xff.txt'));
    const result = await diff({ base: 'HEAD' }, other.dir);
    assert.equal(statuses(result), [['"caf\\351.txt"', 'modified'], ['"gone\\377.txt"', 'removed']]);
    assertSides(result, await analyseCheckout(other.dir, 'HEAD', OPTIONS), await analyze({ ...OPTIONS, path: other.dir, cache: false }));
  } finally {
    other.cleanup();
  }
});

test('diff :: methods matched by qualified name, the n-th of a name with the n-th', () => {
  const m = (name: string, tokens: number, lines = 1) => ({ name, tokens, lines, file: 'a.ts', line: 1 });
  assert.equal(diffMethods([m('a', 5), m('b', 3), m('b', 4), m('c', 1)], [m('b', 3), m('a', 6), m('b', 9), m('b', 2), m('d', 1)]), [
    { name: 'a', status: 'modified', before: { tokens: 5, lines: 1 }, after: { tokens: 6, lines: 1 }, delta: { tokens: 1, lines: 0 } },
    { name: 'b', status: 'modified', before: { tokens: 4, lines: 1 }, after: { tokens: 9, lines: 1 }, delta: { tokens: 5, lines: 0 } },
    { name: 'b', status: 'added', after: { tokens: 2, lines: 1 }, delta: { tokens: 2, lines: 1 } },
    { name: 'd', status: 'added', after: { tokens: 1, lines: 1 }, delta: { tokens: 1, lines: 1 } },
    { name: 'c', status: 'removed', before: { tokens: 1, lines: 1 }, delta: { tokens: -1, lines: -1 } },
  ]);
});

test.run();
