import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import cacache from 'cacache';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CACACHE_LAYOUT, listEntries, readEntry, removeEntry, replaceEntry } from '../../src/cache/entry.js';
import { tempTree } from '../_helpers/index.js';

const test = suite('cache entry');
const byDigest = (directory: string) => (integrity: string) => cacache.get.byDigest(directory, integrity);
const read = async (directory: string, key: string) => (await readEntry(directory, key, byDigest(directory)))?.data.toString('utf8');

test('cache entry :: the layout read is the one the installed cacache writes', () => {
  const manifest = createRequire(import.meta.url)('cacache/package.json') as { 'cache-version': { index: string; content: string } };
  assert.equal({ index: Number(manifest['cache-version'].index), content: Number(manifest['cache-version'].content) }, CACACHE_LAYOUT);
});

test('cache entry :: reads what cacache wrote, the latest put winning, and nothing once removed', async () => {
  const { dir, cleanup } = tempTree();
  try {
    const directory = join(dir, 'cache');
    assert.is(await read(directory, 'analyzer:a'), undefined);
    await cacache.put(directory, 'analyzer:a', 'first');
    await cacache.put(directory, 'analyzer:b', '[["ünïcödé", 1]]');
    await cacache.put(directory, 'analyzer:a', 'second');
    assert.is(await read(directory, 'analyzer:a'), 'second');
    assert.is(await read(directory, 'analyzer:b'), '[["ünïcödé", 1]]');
    const entry = await readEntry(directory, 'analyzer:b', byDigest(directory));
    assert.is(entry!.integrity, (await cacache.get.info(directory, 'analyzer:b'))!.integrity);
    await cacache.rm.entry(directory, 'analyzer:a');
    assert.is(await read(directory, 'analyzer:a'), undefined);
    assert.is(await read(directory, 'analyzer:b'), '[["ünïcödé", 1]]');
  } finally {
    cleanup();
  }
});

test('cache entry :: an index line whose checksum fails is ignored, as cacache ignores it', async () => {
  const { dir, cleanup } = tempTree();
  try {
    const directory = join(dir, 'cache');
    await cacache.put(directory, 'analyzer:a', 'kept');
    const other = await cacache.put(join(dir, 'other'), 'analyzer:a', 'torn');
    const bucket = readdirSync(join(directory, 'index-v5'), { recursive: true, withFileTypes: true }).find((e) => e.isFile())!;
    const path = join(bucket.parentPath, bucket.name);
    const line = readFileSync(path, 'utf8').trim().split('\t')[1].replace(/"integrity":"[^"]+"/, `"integrity":"${other}"`);
    appendFileSync(path, `\n0000000000000000000000000000000000000000\t${line}`);
    assert.is(await read(directory, 'analyzer:a'), 'kept');
    assert.is((await cacache.get(directory, 'analyzer:a')).data.toString(), 'kept');
  } finally {
    cleanup();
  }
});

test('cache entry :: content that does not match its integrity is an EINTEGRITY error naming it', async () => {
  const { dir, cleanup } = tempTree();
  try {
    const directory = join(dir, 'cache');
    const integrity = String(await cacache.put(directory, 'analyzer:a', 'good content'));
    const content = readdirSync(join(directory, 'content-v2'), { recursive: true, withFileTypes: true }).find((e) => e.isFile())!;
    writeFileSync(join(content.parentPath, content.name), 'bad content!');
    const err = await readEntry(directory, 'analyzer:a', byDigest(directory)).then(() => undefined, (e) => e);
    assert.is(err?.code, 'EINTEGRITY');
    assert.is(err?.integrity, integrity);
  } finally {
    cleanup();
  }
});

test('cache entry :: content under another algorithm is read by cacache itself', async () => {
  const { dir, cleanup } = tempTree();
  try {
    const directory = join(dir, 'cache');
    const integrity = String(await cacache.put(directory, 'analyzer:a', 'sha256 content', { algorithms: ['sha256'] }));
    assert.match(integrity, /^sha256-/);
    const asked: string[] = [];
    const entry = await readEntry(directory, 'analyzer:a', (i) => (asked.push(i), cacache.get.byDigest(directory, i)));
    assert.is(entry!.data.toString(), 'sha256 content');
    assert.equal(asked, [integrity]);
  } finally {
    cleanup();
  }
});

const bucketLines = (directory: string) =>
  readdirSync(join(directory, 'index-v5'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .flatMap((e) => readFileSync(join(e.parentPath, e.name), 'utf8').split('\n').filter(Boolean));

test('cache entry :: what replaceEntry() writes, cacache reads, verifies and lists, as after its own put() and compact()', async () => {
  const { dir, cleanup } = tempTree();
  try {
    const directory = join(dir, 'cache');
    replaceEntry(directory, 'analyzer:a', 'first');
    const first = (await cacache.get.info(directory, 'analyzer:a'))!.integrity;
    await cacache.put(directory, 'analyzer:b', 'put by cacache');
    replaceEntry(directory, 'analyzer:a', '[["ünïcödé", 1]]');
    replaceEntry(directory, 'analyzer:a', '[["ünïcödé", 1]]');
    const got = await cacache.get(directory, 'analyzer:a');
    assert.is(got.data.toString('utf8'), '[["ünïcödé", 1]]');
    assert.is(got.size, Buffer.byteLength('[["ünïcödé", 1]]'));
    assert.is(got.integrity, String(await cacache.put(join(dir, 'oracle'), 'analyzer:a', '[["ünïcödé", 1]]')));
    assert.is(await read(directory, 'analyzer:a'), '[["ünïcödé", 1]]');
    // The content it replaced is gone, the other key's stays; one index line per key.
    assert.is(await cacache.get.hasContent(directory, first), false);
    assert.is((await cacache.get(directory, 'analyzer:b')).data.toString(), 'put by cacache');
    assert.is(bucketLines(directory).length, 2);
    // Nothing left behind in cacache's temporary folder (which verify() empties).
    assert.equal(readdirSync(join(directory, 'tmp')), []);
    const verified = await cacache.verify(directory);
    assert.equal([verified.badContentCount, verified.reclaimedCount, verified.missingContent, verified.verifiedContent], [0, 0, 0, 2]);
  } finally {
    cleanup();
  }
});

test('cache entry :: listEntries() lists what cacache.ls() lists; removeEntry() removes the key and its content', async () => {
  const { dir, cleanup } = tempTree();
  try {
    const directory = join(dir, 'cache');
    assert.equal(listEntries(directory), []);
    replaceEntry(directory, 'analyzer:a', 'a');
    await cacache.put(directory, 'analyzer:b', 'b');
    await cacache.put(directory, 'someone-else', 'c');
    await cacache.put(directory, 'gone', 'd');
    await cacache.rm.entry(directory, 'gone');
    const listed = Object.values(await cacache.ls(directory)).map(({ key, integrity, time, size }) => ({ key, integrity, time, size }));
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    assert.equal(listEntries(directory).sort(byKey), listed.sort(byKey));
    assert.equal(listed.map((e) => e.key), ['analyzer:a', 'analyzer:b', 'someone-else']);
    const { integrity } = listed[1];
    removeEntry(directory, 'analyzer:b', integrity);
    assert.equal(Object.keys(await cacache.ls(directory)).sort(), ['analyzer:a', 'someone-else']);
    assert.is(await cacache.get.hasContent(directory, integrity), false);
    assert.is((await cacache.get(directory, 'someone-else')).data.toString(), 'c');
  } finally {
    cleanup();
  }
});

test('cache entry :: a write that fails throws and leaves the entry as it was, and no temporary file', async () => {
  const { dir, cleanup } = tempTree();
  try {
    const directory = join(dir, 'cache');
    replaceEntry(directory, 'analyzer:a', 'kept');
    // A file where the new content's folder would go: its mkdir fails (ENOTDIR), as a full or read-only disk would.
    const content = join(directory, 'content-v2', 'sha512');
    const digest = createHash('sha512').update('new').digest('hex');
    writeFileSync(join(content, digest.slice(0, 2)), 'in the way');
    assert.throws(() => replaceEntry(directory, 'analyzer:a', 'new'));
    assert.is(await read(directory, 'analyzer:a'), 'kept');
    assert.equal(readdirSync(join(directory, 'tmp')), []);
  } finally {
    cleanup();
  }
});

test.run();
