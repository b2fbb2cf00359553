import { hash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AnalysisCache, RACY_MS } from '../../src/cache/index.js';
import { analyze } from '../../src/entry/index.js';
import type { CountSettings } from '../../src/counting/settings.js';
import { readFolder } from '../../src/stages/walk.js';
import { reference, tempTree } from '../_helpers/index.js';

const test = suite('cache');
const EXACT: CountSettings = { root: '/', countMode: 'exact', encoding: 'o200k_base', includeComments: false, methodLevel: false, keepText: false, maxBytes: 10 * 1024 * 1024 };
const HOUR = 3_600_000;

/** Stores a deliberately wrong count for `content` as `language`, so a cache hit is visible. */
async function plant(directory: string, root: string, content: string, language: string, tokens: number, settings = EXACT, time?: number) {
  const cache = await AnalysisCache.open({ directory, ttl: HOUR }, settings, root, () => {});
  const key = cache.key(hash('sha256', Buffer.from(content), 'base64'), language);
  cache.set(key, { path: 'x', absolutePath: 'x', language, tokens, lines: 1, hash: 'x' });
  if (time !== undefined) cache.get(key)!.time = time;
  await cache.save();
}

test('cache :: a second run reuses results, and they equal a run without the cache', async () => {
  const { dir, cleanup } = tempTree({ 'tree/a.ts': 'export const a = 1;\n', 'tree/b.py': 'print("b")\n' });
  try {
    const directory = join(dir, '.cache');
    const path = join(dir, 'tree');
    const first = await analyze({ path, cache: { directory } });
    assert.ok(existsSync(directory));
    assert.equal(await analyze({ path, cache: { directory } }), first);
    assert.equal(await analyze({ path, cache: false }), first);
  } finally {
    cleanup();
  }
});

test('cache :: knowsRoot() tells a folder an earlier run kept the files of, under any settings, from one it did not', async () => {
  const { dir, cleanup } = tempTree({ 'tree/a.ts': 'export const a = 1;\n', 'other/b.py': 'print("b")\n' });
  try {
    const settings = { directory: join(dir, '.cache'), ttl: HOUR };
    const path = join(dir, 'tree');
    assert.is(AnalysisCache.knowsRoot(settings, path), false);
    // Files changed within RACY_MS of a run are not kept: the tree must be older.
    await sleep(RACY_MS + 100);
    await analyze({ path, cache: settings, encoding: 'cl100k_base' });
    assert.is(AnalysisCache.knowsRoot(settings, path), true);
    assert.is(AnalysisCache.knowsRoot(settings, join(dir, 'other')), false);
    assert.is(AnalysisCache.knowsRoot({ ...settings, directory: join(dir, 'elsewhere') }, path), false);
  } finally {
    cleanup();
  }
});

test('cache :: a stored result is used for the same content, language and settings only', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n', 'copy.txt': 'hello world\n', 'a.md': 'hello world\n' });
  try {
    const directory = join(dir, '.cache');
    await plant(directory, dir, 'hello world\n', 'text', 999);
    const result = await analyze({ path: dir, cache: { directory } });
    assert.equal(result.files.map((f) => [f.path, f.tokens]), [['a.md', reference('hello world\n')], ['a.txt', 999], ['copy.txt', 999]]);
    for (const options of [{ encoding: 'cl100k_base' }, { includeComments: true }, { methodLevel: true }, { tiktoken: false }] as const) {
      const other = await analyze({ path: dir, cache: { directory }, ...options });
      assert.not.ok(other.files.some((f) => f.tokens === 999), JSON.stringify(options));
    }
  } finally {
    cleanup();
  }
});

test('cache :: results older than the time-to-live are counted again', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n' });
  try {
    const directory = join(dir, '.cache');
    await plant(directory, dir, 'hello world\n', 'text', 999, EXACT, Date.now() - 10_000);
    assert.is((await analyze({ path: dir, cache: { directory, ttl: 60_000 } })).files[0].tokens, 999);
    assert.is((await analyze({ path: dir, cache: { directory, ttl: 5_000 } })).files[0].tokens, reference('hello world\n'));
  } finally {
    cleanup();
  }
});

test('cache :: an edited file is counted again even when its size and mtime are restored', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'one two three\n' });
  try {
    const directory = join(dir, '.cache');
    const file = join(dir, 'a.txt');
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    // Files changed within RACY_MS are hashed again anyway; wait so the times vouch for it.
    await sleep(RACY_MS + 100);
    assert.is((await analyze({ path: dir, cache: { directory } })).files[0].tokens, reference('one two three\n'));
    writeFileSync(file, 'uno dos tres\n\n');
    utimesSync(file, past, past);
    assert.is(readFileSync(file).length, 'one two three\n'.length);
    assert.is((await analyze({ path: dir, cache: { directory } })).files[0].tokens, reference('uno dos tres\n\n'));
  } finally {
    cleanup();
  }
});

test('cache :: a file recalled unchanged is still skipped when over this run\'s size limit', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'twenty bytes of text' });
  try {
    const directory = join(dir, '.cache');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'a.txt'), past, past);
    await sleep(RACY_MS + 100);
    await analyze({ path: dir, cache: { directory } });
    const small = await analyze({ path: dir, cache: { directory }, maxFileSize: 10 });
    assert.equal(small.skipped, [{ path: 'a.txt', reason: 'too-large' }]);
    assert.equal(small.files, []);
  } finally {
    cleanup();
  }
});

test('cache :: a file known to the stat index whose content this run counted for another file is a duplicate', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n' });
  try {
    const file = join(dir, 'a.txt');
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    await sleep(RACY_MS + 100);
    const settings = { directory: join(dir, '.cache'), ttl: HOUR };
    const entry = { path: 'a.txt', absolutePath: file };
    const record = { ...entry, language: 'text', hash: 'h', tokens: 3, lines: 1, stat: statSync(file) };
    const before = await AnalysisCache.open(settings, EXACT, dir, () => {});
    before.noteFile(record);
    before.set(before.key('h', 'text'), record);
    await before.save();
    // The same file under another setting: its stat row is known, its result only once counted in this run.
    const other = await AnalysisCache.open(settings, { ...EXACT, includeComments: true }, dir, () => {});
    assert.is(other.recallFile(entry, Infinity), undefined);
    other.set(other.key('h', 'text'), record);
    assert.equal(other.recallFile(entry, Infinity), { ...entry, language: 'text', hash: 'h', tokens: 3, lines: 1, reused: 'duplicate' });
    const again = await AnalysisCache.open(settings, EXACT, dir, () => {});
    assert.is(again.recallFile(entry, Infinity)?.reused, 'cache');
  } finally {
    cleanup();
  }
});

test('cache :: an unchanged folder is listed from the cache, a changed one is read again', async () => {
  const { dir, cleanup } = tempTree({ 'a/x.txt': 'x\n', 'a/y.txt': 'y\n', 'a/sub/z.txt': 'z\n' });
  try {
    const settings = { directory: join(dir, '.cache'), ttl: HOUR };
    const folder = join(dir, 'a');
    await sleep(RACY_MS + 100);
    const reads: string[] = [];
    const read = (absolute: string) => (reads.push(absolute), readFolder(absolute, '/'));
    const first = await AnalysisCache.open(settings, EXACT, dir, () => {});
    const listing = first.listFolder('a', folder, read);
    assert.equal({ files: [...listing.files].sort(), folders: listing.folders }, { files: ['x.txt', 'y.txt'], folders: ['sub'] });
    assert.equal(reads, [folder]);
    await first.save();
    // Another setting's run shares the listings of the same root.
    const second = await AnalysisCache.open(settings, { ...EXACT, includeComments: true }, dir, () => {});
    assert.equal(second.listFolder('a', folder, read), listing);
    assert.equal(reads, [folder]);
    writeFileSync(join(folder, 'w.txt'), 'w\n');
    const third = await AnalysisCache.open(settings, EXACT, dir, () => {});
    assert.equal([...third.listFolder('a', folder, read).files].sort(), ['w.txt', 'x.txt', 'y.txt']);
    assert.equal(reads, [folder, folder]);
  } finally {
    cleanup();
  }
});

test("cache :: a folder's symlinks and special files are kept with its listing; a listing saved without them (before they were reported) is read again", async () => {
  const { dir, cleanup } = tempTree({ 'a/x.txt': 'x\n' });
  try {
    const settings = { directory: join(dir, '.cache'), ttl: HOUR };
    const folder = join(dir, 'a');
    symlinkSync('x.txt', join(folder, 'link.txt'));
    await sleep(RACY_MS + 100);
    const reads: string[] = [];
    const read = (absolute: string) => (reads.push(absolute), readFolder(absolute, '/'));
    const first = await AnalysisCache.open(settings, EXACT, dir, () => {});
    assert.equal(first.listFolder('a', folder, read), { files: ['x.txt'], folders: [], skipped: [['link.txt', 'symlink']] });
    await first.save();
    const second = await AnalysisCache.open(settings, EXACT, dir, () => {});
    assert.equal(second.listFolder('a', folder, read), { files: ['x.txt'], folders: [], skipped: [['link.txt', 'symlink']] });
    assert.equal(reads, [folder]);
    // As an earlier version saved it: a row of 8 items, with no skipped entries.
    const cacache = createRequire(import.meta.url)('cacache');
    const key = `analyzer:folders:${hash('sha256', dir)}`;
    const { rows } = JSON.parse((await cacache.get(settings.directory, key)).data.toString('utf8'));
    await cacache.put(settings.directory, key, JSON.stringify({ key, rows: rows.map((row: unknown[]) => row.slice(0, 8)) }));
    const third = await AnalysisCache.open(settings, EXACT, dir, () => {});
    assert.equal(third.listFolder('a', folder, read).skipped, [['link.txt', 'symlink']]);
    assert.equal(reads, [folder, folder]);
  } finally {
    cleanup();
  }
});

test('cache :: a folder changed within RACY_MS of the run is listed again next time', async () => {
  const { dir, cleanup } = tempTree({ 'a/x.txt': 'x\n' });
  try {
    const settings = { directory: join(dir, '.cache'), ttl: HOUR };
    const folder = join(dir, 'a');
    const reads: string[] = [];
    const read = (absolute: string) => (reads.push(absolute), readFolder(absolute, '/'));
    const first = await AnalysisCache.open(settings, EXACT, dir, () => {});
    first.listFolder('a', folder, read);
    await first.save();
    const second = await AnalysisCache.open(settings, EXACT, dir, () => {});
    assert.equal(second.listFolder('a', folder, read).files, ['x.txt']);
    assert.equal(reads, [folder, folder]);
  } finally {
    cleanup();
  }
});

test('cache :: files added, removed or renamed in a listed folder are seen, even with its mtime restored', async () => {
  const { dir, cleanup } = tempTree({ 'tree/a/x.txt': 'one two\n', 'tree/a/y.txt': 'three\n', 'tree/b/z.txt': 'four five\n' });
  try {
    const directory = join(dir, '.cache');
    const tree = join(dir, 'tree');
    const past = new Date(Date.now() - 60_000);
    for (const folder of ['a', 'b']) utimesSync(join(tree, folder), past, past);
    await sleep(RACY_MS + 100);
    const paths = async () => (await analyze({ path: tree, cache: { directory } })).files.map((f) => f.path);
    assert.equal(await paths(), ['a/x.txt', 'a/y.txt', 'b/z.txt']);
    assert.equal(await paths(), ['a/x.txt', 'a/y.txt', 'b/z.txt']);
    writeFileSync(join(tree, 'a', 'new.txt'), 'six\n');
    renameSync(join(tree, 'a', 'y.txt'), join(tree, 'a', 'renamed.txt'));
    rmSync(join(tree, 'b', 'z.txt'));
    mkdirSync(join(tree, 'b', 'deeper'));
    writeFileSync(join(tree, 'b', 'deeper', 'z.txt'), 'four five\n');
    for (const folder of ['a', 'b']) utimesSync(join(tree, folder), past, past);
    assert.equal(await paths(), ['a/new.txt', 'a/renamed.txt', 'a/x.txt', 'b/deeper/z.txt']);
    assert.equal(await analyze({ path: tree, cache: { directory } }), await analyze({ path: tree, cache: false }));
  } finally {
    cleanup();
  }
});

test('cache :: updating one setting\'s results never loses another\'s with identical content', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n' });
  try {
    const directory = join(dir, '.cache');
    const other = { ...EXACT, includeComments: true };
    // Same rows, same time: byte-identical results under two keys.
    const time = Date.now() - 5000;
    await plant(directory, dir, 'hello world\n', 'text', 777, EXACT, time);
    await plant(directory, dir, 'hello world\n', 'text', 777, other, time);
    await plant(directory, dir, 'something else\n', 'text', 5, EXACT, time);
    const result = await analyze({ path: dir, cache: { directory }, includeComments: true });
    assert.is(result.files[0].tokens, 777);
  } finally {
    cleanup();
  }
});

test('cache :: a save drops the entries of other builds and settings unused for longer than the time-to-live, and nothing else', async () => {
  const { dir, cleanup } = tempTree({ 'tree/a.txt': 'hello world\n' });
  try {
    const directory = join(dir, '.cache');
    const cacache = (await import('cacache')).default;
    // cacache's put() takes the entry's time (its index keeps it); its types leave the option out.
    const old = { time: Date.now() - 2 * HOUR } as Parameters<typeof cacache.put>[3];
    await cacache.put(directory, 'analyzer:results:old-build', '{"key":"analyzer:results:old-build","rows":[]}', old);
    await cacache.put(directory, 'analyzer:files:recent-root', '{"key":"analyzer:files:recent-root","rows":[]}');
    await cacache.put(directory, 'someone-else', 'not ours', old);
    const oldContent = (await cacache.get.info(directory, 'analyzer:results:old-build'))!.integrity;
    await analyze({ path: join(dir, 'tree'), cache: { directory, ttl: HOUR } });
    const keys = Object.keys(await cacache.ls(directory)).sort();
    assert.equal(keys.filter((k) => !/^analyzer:(results|files|folders):[0-9a-f]{64}$/.test(k)), ['analyzer:files:recent-root', 'someone-else']);
    // This run's own results entry (its files changed too recently to vouch for, so no other).
    assert.is(keys.filter((k) => /^analyzer:results:[0-9a-f]{64}$/.test(k)).length, 1, keys.join(' '));
    assert.is(await cacache.get.hasContent(directory, oldContent), false);
  } finally {
    cleanup();
  }
});

test('cache :: saving unchanged content keeps it', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n' });
  try {
    const directory = join(dir, '.cache');
    const time = Date.now() - 5000;
    // The second save writes byte-identical content over the first.
    await plant(directory, dir, 'hello world\n', 'text', 999, EXACT, time);
    await plant(directory, dir, 'hello world\n', 'text', 999, EXACT, time);
    assert.is((await analyze({ path: dir, cache: { directory } })).files[0].tokens, 999);
  } finally {
    cleanup();
  }
});

test('cache :: a corrupt cache gives one warning and correct results, and is repaired', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n', 'b.txt': 'more words here\n' });
  try {
    const directory = join(dir, '.cache');
    const good = await analyze({ path: dir, cache: false });
    await analyze({ path: dir, cache: { directory } });
    const contents = join(directory, 'content-v2');
    for (const entry of readdirSync(contents, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) writeFileSync(join(entry.parentPath, entry.name), '[["garbage');
    }
    const warnings: string[] = [];
    const { runReport } = await import('../../src/run/index.js');
    const { planRun } = await import('../../src/run/plan.js');
    const report = await runReport(planRun({ path: dir, cache: { directory } }), { observer: { warn: (m) => warnings.push(m) } });
    assert.equal(report.result, good);
    assert.is(warnings.length, 1);
    assert.match(warnings[0], /^cannot read the cache in .*\.cache \(EINTEGRITY\); counting without it$/);
    const repaired: string[] = [];
    assert.equal((await runReport(planRun({ path: dir, cache: { directory } }), { observer: { warn: (m) => repaired.push(m) } })).result, good);
    assert.equal(repaired, []);
  } finally {
    cleanup();
  }
});

test('cache :: a cache that cannot be used gives one warning and correct results', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n', 'blocker': 'a file where a folder should be\n' });
  try {
    const warnings: string[] = [];
    const { runReport } = await import('../../src/run/index.js');
    const { planRun } = await import('../../src/run/plan.js');
    const report = await runReport(planRun({ path: dir, cache: { directory: join(dir, 'blocker', 'cache') } }), { observer: { warn: (m) => warnings.push(m) } });
    assert.equal(report.result, await analyze({ path: dir, cache: false }));
    assert.is(warnings.length, 1);
    assert.match(warnings[0], /^cannot read the cache in .*blocker\/cache \(ENOTDIR\); counting without it$/);
  } finally {
    cleanup();
  }
});

test('cache :: the cache folder is never analysed, even inside the tree without default ignores', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello\n' });
  try {
    const directory = join(dir, 'cachedir');
    await analyze({ path: dir, cache: { directory } });
    const result = await analyze({ path: dir, cache: { directory }, defaultIgnores: false });
    assert.equal(result.files.map((f) => f.path), ['a.txt']);
  } finally {
    cleanup();
  }
});

test('cache :: bad cache options are usage errors', async () => {
  for (const [cache, message] of [
    ['yes', 'cache must be a boolean or an object'],
    [{ ttl: -1 }, 'cache.ttl must be a non-negative integer'],
    [{ directory: '' }, 'cache.directory must be a non-empty path'],
    [{ directory: 'a\0b' }, 'cache.directory holds a NUL byte, which no file name can hold: "a\\u0000b"'],
    [{ enabled: 'no' }, 'cache.enabled must be a boolean'],
  ] as const) {
    try {
      await analyze({ path: '.', cache: cache as never });
      assert.unreachable();
    } catch (err) {
      assert.is((err as { exitCode: number }).exitCode, 2);
      assert.match((err as Error).message, message);
    }
  }
});

test('cache :: a read-only cache folder only costs speed (as another user)', async () => {
  const { spawnCli } = await import('../_helpers/index.js');
  const { dir, cleanup } = tempTree({ 'tree/a.txt': 'hello world\n' });
  try {
    chmodSync(dir, 0o755);
    const cwd = join(dir, 'work');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(cwd, '.analyzer', 'cache'), { recursive: true });
    chmodSync(join(cwd, '.analyzer', 'cache'), 0o555);
    const run = await spawnCli(['--cli', '-p', join(dir, 'tree')], { uid: 65534, cwd });
    assert.is(run.code, 0);
    assert.match(run.stderr, /^analyzer: warning: cannot write the cache in .*\/work\/\.analyzer\/cache \(EACCES\); this run's results are not kept\n$/);
    assert.is(JSON.parse(run.stdout).totalTokens, reference('hello world\n'));
  } finally {
    cleanup();
  }
});

test.run();
