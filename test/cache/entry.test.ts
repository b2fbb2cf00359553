import { appendFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import cacache from 'cacache';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CACACHE_LAYOUT, readEntry } from '../../src/cache/entry.js';
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

test.run();
