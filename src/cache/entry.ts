import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  const bucket = readBucket(join(directory, `index-v${CACACHE_LAYOUT.index}`, ...segments(hex('sha256', key))));
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
  let integrity: string | undefined;
  for (const line of bucket.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const json = line.slice(tab + 1);
    // A line that does not match its checksum was torn or tampered with: cacache ignores it too.
    if (hex('sha1', json) !== line.slice(0, tab)) continue;
    const entry = JSON.parse(json) as { key?: unknown; integrity?: string | null };
    if (entry.key === key) integrity = entry.integrity ?? undefined;
  }
  return integrity;
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
