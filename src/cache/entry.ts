import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The on-disk layout versions of the cacache release this reads (its package.json's `cache-version`). */
export const CACACHE_LAYOUT = { index: 5, content: 2 };

/** A cacache entry's content, and the integrity string that names it. */
export interface StoredEntry {
  data: Buffer;
  integrity: string;
}

/**
 * Reads `key`'s content from a cache that cacache wrote, as cacache's `get()` would, without
 * loading cacache: its get() and the modules under it take about 20 ms to load, a tenth of a run
 * that changes nothing. The entry is the last line of the key's index bucket whose checksum
 * holds; its content must match the integrity that line names. Undefined when the key has no
 * entry (or was removed). Content named by an integrity other than the single sha512 that
 * cacache.put() writes by default is read by `readOther` (cacache's own get.byDigest).
 * A failed check throws EINTEGRITY, with the integrity to remove.
 */
export async function readEntry(directory: string, key: string, readOther: (integrity: string) => Promise<Buffer>): Promise<StoredEntry | undefined> {
  const bucket = readBucket(bucketPath(directory, key));
  const integrity = latestIntegrity(bucket, key);
  if (!integrity) return undefined;
  const data = await readContent(directory, integrity, readOther).catch((err) => {
    throw Object.assign(err, { integrity });
  });
  return { data, integrity };
}

// Index buckets and contents are small files read once a run: read synchronously, they take
// microseconds; each read of fs/promises is four thread-pool round trips.
function readBucket(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw err;
  }
}

/** The integrity of the last good line for `key` in an index bucket; a removal records none. */
function latestIntegrity(bucket: string, key: string): string | undefined {
  return latestOf(bucketEntries(bucket), key) ?? undefined;
}

/** The integrity of `key`'s last entry among `entries` (null: removed), undefined when it has none. */
function latestOf(entries: IndexEntry[], key: string): string | null | undefined {
  let integrity: string | null | undefined;
  for (const entry of entries) if (entry.key === key) integrity = entry.integrity;
  return integrity;
}

/** An index line's entry, as cacache's put() writes it (`metadata` left out: none is given). */
interface IndexEntry {
  key: string;
  integrity: string | null;
  time: number;
  size?: number;
}

/** The entries of an index bucket's good lines, oldest first. */
function bucketEntries(bucket: string): IndexEntry[] {
  const entries: IndexEntry[] = [];
  for (const line of bucket.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const json = line.slice(tab + 1);
    // A line that does not match its checksum was torn or tampered with: cacache ignores it too.
    if (hex('sha1', json) !== line.slice(0, tab)) continue;
    try {
      const entry = JSON.parse(json) as IndexEntry | null;
      if (entry) entries.push(entry);
    } catch {
      // cacache skips a line that is no JSON too
    }
  }
  return entries;
}

/**
 * Makes `data` the content of `key`, leaving the cache as cacache's put() followed by
 * index.compact() on the key would (the content file under its sha512, the key's bucket holding
 * the newest entry of each key, this one last), and removes the content the key had before.
 * Written synchronously, each file through a temporary one renamed into place: cacache's own
 * writes and the modules under them took about 35 ms of a cold run's tail (bench/README.md).
 */
export function replaceEntry(directory: string, key: string, data: string): void {
  const buffer = Buffer.from(data);
  const digest = createHash('sha512').update(buffer).digest();
  const integrity = `sha512-${digest.toString('base64')}`;
  const content = join(directory, `content-v${CACACHE_LAYOUT.content}`, 'sha512', ...segments(digest.toString('hex')));
  // Content is named by its hash: present, it is already this.
  if (!existsSync(content)) placeFile(directory, content, buffer);
  const bucket = bucketPath(directory, key);
  const entries = bucketEntries(readBucket(bucket));
  const previous = latestOf(entries, key);
  entries.push({ key, integrity, time: Date.now(), size: buffer.length });
  // compact(): from the newest back to the last removal, the newest entry of each key.
  const kept: IndexEntry[] = [];
  for (let i = entries.length - 1; i >= 0 && entries[i].integrity !== null; i--) {
    if (!kept.some((entry) => entry.key === entries[i].key)) kept.unshift(entries[i]);
  }
  placeFile(directory, bucket, '\n' + kept.map((entry) => ((json) => `${hex('sha1', json)}\t${json}`)(JSON.stringify(entry))).join('\n'));
  if (previous && previous !== integrity) removeContent(directory, previous);
}

/** Whether the cache's index has a bucket for `key` (nothing read: a removed key may still have one). */
export function hasBucket(directory: string, key: string): boolean {
  return existsSync(bucketPath(directory, key));
}

/** The newest entry of each key in the cache's index, as cacache's ls() lists them (a removed key has none). */
export function listEntries(directory: string): IndexEntry[] {
  const found: IndexEntry[] = [];
  const index = join(directory, `index-v${CACACHE_LAYOUT.index}`);
  for (const first of namesIn(index)) {
    for (const second of namesIn(join(index, first))) {
      for (const name of namesIn(join(index, first, second))) {
        let text: string;
        try {
          text = readFileSync(join(index, first, second, name), 'utf8');
        } catch {
          continue;
        }
        const newest = new Map<string, IndexEntry>();
        for (const entry of bucketEntries(text)) newest.set(entry.key, entry);
        for (const entry of newest.values()) if (entry.integrity) found.push(entry);
      }
    }
  }
  return found;
}

/** Removes `key` from the index (its whole bucket, as cacache's rm.entry() with `removeFully`), then the content it named. */
export function removeEntry(directory: string, key: string, integrity: string): void {
  rmSync(bucketPath(directory, key), { force: true });
  removeContent(directory, integrity);
}

/** Removes the content file `integrity` names, if it is there; an integrity of several hashes or none names no one file: left. */
export function removeContent(directory: string, integrity: string): void {
  const sri = /^(sha\d+)-([A-Za-z0-9+/]+={0,2})$/.exec(integrity);
  if (!sri) return;
  try {
    rmSync(join(directory, `content-v${CACACHE_LAYOUT.content}`, sri[1], ...segments(Buffer.from(sri[2], 'base64').toString('hex'))), { force: true });
  } catch {
    // as cacache's rm.content() was called here: left for the next sweep, never a failure
  }
}

function bucketPath(directory: string, key: string): string {
  return join(directory, `index-v${CACACHE_LAYOUT.index}`, ...segments(hex('sha256', key)));
}

/** Writes `path` whole or not at all: a temporary file in the cache's `tmp` folder, as cacache's, renamed over it. */
function placeFile(directory: string, path: string, data: string | Buffer): void {
  const temporary = join(directory, 'tmp', randomUUID());
  mkdirSync(dirname(temporary), { recursive: true });
  try {
    writeFileSync(temporary, data, { flag: 'wx' });
    mkdirSync(dirname(path), { recursive: true });
    renameSync(temporary, path);
  } catch (err) {
    rmSync(temporary, { force: true });
    throw err;
  }
}

function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

async function readContent(directory: string, integrity: string, readOther: (integrity: string) => Promise<Buffer>): Promise<Buffer> {
  const sha512 = /^sha512-([A-Za-z0-9+/]{86}==)$/.exec(integrity);
  if (!sha512) return readOther(integrity);
  const digest = Buffer.from(sha512[1], 'base64');
  const data = readFileSync(join(directory, `content-v${CACACHE_LAYOUT.content}`, 'sha512', ...segments(digest.toString('hex'))));
  if (!createHash('sha512').update(data).digest().equals(digest)) throw Object.assign(new Error('content does not match its integrity'), { code: 'EINTEGRITY' });
  return data;
}

/** cacache's folder split of a hex digest: `ab/cd/ef...`. */
function segments(digest: string): string[] {
  return [digest.slice(0, 2), digest.slice(2, 4), digest.slice(4)];
}

function hex(algorithm: string, text: string): string {
  return createHash(algorithm).update(text).digest('hex');
}
