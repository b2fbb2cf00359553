import { lstatSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { sha256 } from '../util/hash.js';
import { fsPath } from '../util/paths.js';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemError, describeSystemError } from '../util/errors.js';
import { detectLanguage } from '../languages/detect.js';
import type { CountSettings } from '../types.js';
import type { WalkItem } from '../types.js';
import type { FileEntry, FileRecord, FolderListing } from '../types.js';
import { tokenizerFingerprint } from '../tokenizer/index.js';
import { FROM_SOURCES, VERSION } from '../util/version.js';
import { hasBucket, listEntries, readEntry, removeContent, removeEntry, replaceEntry } from './entry.js';
import { ensureCacheFolder, markCacheFolder } from './folder.js';
import { ResultStore, type StoredResult, type Vouch } from './store.js';

/** Where the cache lives and how long a result stays good. */
export interface CacheSettings {
  /** Absolute path of the cacache folder. */
  directory: string;
  /** Milliseconds a result stays good after it was counted. */
  ttl: number;
}

// Bumped whenever what is stored, or how a result is computed, changes meaning.
const CACHE_FORMAT = 2;
// A file or folder changed less than this before the run may change again within the same
// timestamp tick, so its times cannot vouch for its content: it is read again next time. Two
// seconds covers the coarsest common clock, FAT's (ext3, HFS+: one second).
export const RACY_MS = 2000;

// A file skipped for its content has no hash, only the reason, which its content alone decides.
type StatRow = [path: string, size: number, mtimeMs: number, ctimeMs: number, ino: number, dev: number, hash: string, time: number, skipped?: string];
const CONTENT_SKIPS = new Set(['binary', 'invalid-utf8']);
// A folder's listing, with the times and inode it had when it was read. A row saved before
// listings had `skipped` (symlinks, special files) has 8 items: never used, its folder is read again.
type FolderRow = [path: string, mtimeMs: number, ctimeMs: number, ino: number, dev: number, time: number, files: string[], folders: string[], skipped: [string, string][]];
type ResultRow = [key: string, tokens: number, lines: number, time: number, methods: [name: string, tokens: number, lines: number, line: number][] | 0, warning: string | 0];
// What a git blob holds, for files read from git's objects (diff): the hash of its content (its
// results are the content's), or why its content alone gets it skipped, and, seen as a file
// without an extension, the language its first line gives. Any repository's: a blob's name is its
// content's.
type BlobRow = [oid: string, hash: string, time: number, skipped: string | 0, script?: string];

/**
 * The analysis cache: counting results keyed by content hash, language and every setting that
 * changes them (one cacache entry per setting combination), and per analysed root the size,
 * times and inode each file had when its content was hashed (a second entry), so an unchanged
 * file is not even read, and each folder's listing with the times and inode the folder had
 * (a third), so an unchanged folder is not read either: adding, removing or renaming an entry
 * sets a folder's times. Any failure only makes the run slower, with one warning.
 */
export class AnalysisCache extends ResultStore {
  private readonly files = new Map<string, StatRow>();
  private readonly folders = new Map<string, FolderRow>();
  private startedAt = Date.now();
  private vouch: Vouch | undefined;
  /** For a store kept between runs (watch): the record each row gave last, while the row stands. */
  private recalled: WeakMap<StatRow, FileRecord> | undefined;
  /** Rows whose times were too recent to vouch for what was read (RACY_MS): never compared, never saved. */
  private readonly racyFiles = new Set<string>();
  private readonly racyFolders = new Set<string>();
  /** Blobs, once loadBlobs() has read them (a run that reads no git objects never does). */
  private blobs: Map<string, BlobRow> | undefined;
  /** What changed since the last save, so a save writes only that. */
  private changed = { results: false, files: false, folders: false, blobs: false };
  private warned = false;
  /** The cache was cleared since this store was loaded (retire()): it writes nothing more. */
  private retired = false;
  /** The save under way, which retire() waits for. */
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    /** Undefined: kept in memory only, for as long as this object lives (a watch with the cache off). */
    private readonly settings: CacheSettings | undefined,
    private readonly resultsKey: string,
    private readonly filesKey: string,
    private readonly foldersKey: string,
    private warn: (message: string) => void,
  ) {
    super();
  }

  /** Readies a store kept in memory since an earlier run (a server's) for the next, with its own warnings: see beginRun(). */
  begin(warn: (message: string) => void): void {
    this.warn = warn;
    this.warned = false;
    this.beginRun();
  }

  /** The same recall by size, times and inode, without a cache folder: nothing is loaded or saved. */
  static inMemory(): AnalysisCache {
    return new AnalysisCache(undefined, '', '', '', () => {}).lasting();
  }

  /** Kept between runs (watch): each unchanged file's record is made once, not once a run. */
  lasting(): this {
    this.recalled ??= new WeakMap();
    return this;
  }

  static async open(settings: CacheSettings, counting: CountSettings, root: string, warn: (message: string) => void): Promise<AnalysisCache> {
    const { countMode, encoding, includeComments, methodLevel } = counting;
    const tables = countMode === 'exact' ? tokenizerFingerprint(encoding) : '';
    const fingerprint = JSON.stringify([CACHE_FORMAT, VERSION, codeFingerprint(), countMode, encoding, tables, includeComments, methodLevel]);
    const cache = new AnalysisCache(settings, `analyzer:results:${sha256(fingerprint)}`, filesKeyOf(root), `analyzer:folders:${sha256(root)}`, warn);
    await cache.load();
    // A cache folder made before it got a .gitignore (or by a hand-made .analyzer) gets it now.
    markCacheFolder(settings.directory);
    return cache;
  }

  /** Whether an earlier run kept `root`'s files here (under any settings): a quick look, nothing read. */
  static knowsRoot(settings: CacheSettings, root: string): boolean {
    return hasBucket(settings.directory, filesKeyOf(root));
  }

  /** One entry for every setting and root: what a blob holds does not depend on them. */
  private readonly blobsKey = `analyzer:blobs:${CACHE_FORMAT}`;

  override get recalls(): boolean {
    return true;
  }

  override async loadBlobs(): Promise<void> {
    if (this.blobs) return;
    this.blobs = new Map();
    if (!this.settings) return;
    const expired = Date.now() - this.settings.ttl;
    try {
      for (const row of await this.read<BlobRow>(this.blobsKey)) if (row[2] > expired) this.blobs.set(row[0], row);
    } catch (err) {
      this.failed(err, 'cannot read the cache', 'counting without it');
    }
  }

  override recallBlob(item: WalkItem, maxBytes: number): FileRecord | undefined {
    const row = item.blob === undefined ? undefined : this.blobs?.get(item.blob);
    // Over this run's size limit: left to read(), which skips it.
    if (!row || (item.size ?? 0) > maxBytes) return undefined;
    const { path, absolutePath, blob } = item;
    let language = detectLanguage(path);
    // A file without an extension may be a script whose first line names its language.
    if (language === 'text' && !hasExtension(path)) {
      if (row[4] === undefined) return undefined;
      language = row[4];
    }
    const skipped = row[3];
    if (skipped) return { path, absolutePath, language, skipped, blob };
    const stored = this.get(this.key(row[1], language));
    if (!stored) return undefined;
    const record: FileRecord = { path, absolutePath, language, hash: row[1], tokens: stored.tokens, lines: stored.lines, reused: stored.cached ? 'cache' : 'duplicate', blob };
    return stored.methods || stored.warning !== undefined ? this.apply(record, stored) : record;
  }

  override noteBlob({ blob, hash, skipped, path, language }: FileRecord): void {
    if (!this.blobs || blob === undefined) return;
    const contentSkip = skipped !== undefined && CONTENT_SKIPS.has(skipped);
    if (!hash && !contentSkip) return;
    const script = !hasExtension(path) && detectLanguage(path) === 'text' ? language : undefined;
    const known = this.blobs.get(blob);
    if (known && known[1] === (hash ?? '') && known[3] === (contentSkip ? skipped : 0) && (script === undefined || known[4] === script)) return;
    const row: BlobRow = [blob, hash ?? '', Date.now(), contentSkip ? skipped : 0];
    if (script !== undefined || known?.[4] !== undefined) row.push(script ?? known![4]);
    this.blobs.set(blob, row);
    this.changed.blobs = true;
  }

  /**
   * Another run with what earlier ones learnt, kept in memory (a server's store, a watch's): times
   * are judged racy against its own start, what outlived the time-to-live goes, as if loaded
   * again, and what earlier runs counted is, to this one, from the cache. Saves write only what
   * the new run changes.
   */
  override beginRun(vouch?: Vouch): void {
    this.startedAt = Date.now();
    this.vouch = vouch;
    // Kept in memory only (a watch with the cache off), nothing expires.
    const expired = this.settings ? this.startedAt - this.settings.ttl : -Infinity;
    let dropped = false;
    for (const [key, stored] of this.results) {
      if (stored.time > expired) stored.cached = true;
      else dropped = this.results.delete(key);
    }
    for (const [path, row] of this.files) if (row[7] <= expired) this.files.delete(path);
    for (const [path, row] of this.folders) if (row[5] <= expired) this.folders.delete(path);
    for (const [oid, row] of this.blobs ?? []) if (row[2] <= expired) this.blobs!.delete(oid);
    // A record kept for a row stands for its result: one whose result expired is made again, or not.
    if (dropped && this.recalled) this.recalled = new WeakMap();
  }

  /**
   * The counted record of an entry whose size, times and inode are those it was hashed with (or
   * that the caller vouches for). A file over this run's size limit is left to read, which skips it.
   */
  override recallFile(entry: FileEntry, maxBytes: number): FileRecord | undefined {
    const row = this.files.get(entry.path);
    if (!row || row[1] > maxBytes) return undefined;
    if (!this.vouch?.file(entry.path) && !this.fileMatches(row, entry.absolutePath)) return undefined;
    // Run after run (watch), an unchanged file is the same row, and its record the same.
    const known = this.recalled?.get(row);
    if (known) return known;
    const record = this.recordOf(entry, row);
    if (record) this.recalled?.set(row, record);
    return record;
  }

  private recordOf(entry: FileEntry, row: StatRow): FileRecord | undefined {
    const { path, absolutePath } = entry;
    const language = detectLanguage(path);
    // A file without an extension may be a script whose first line names its language: read it.
    if (language === 'text' && path.lastIndexOf('.') <= path.lastIndexOf('/') + 1) return undefined;
    const skipped = row[8];
    if (skipped) return { path, absolutePath, language, skipped };
    const hash = row[6];
    const stored = this.get(this.key(hash, language));
    if (!stored) return undefined;
    // Its content may have been counted earlier in this run, for another file. One object
    // literal: a spread copy and a property added after cost as much as the stat call.
    const record: FileRecord = { path, absolutePath, language, hash, tokens: stored.tokens, lines: stored.lines, reused: stored.cached ? 'cache' : 'duplicate' };
    return stored.methods || stored.warning !== undefined ? this.apply(record, stored) : record;
  }

  /**
   * Whether the file still has the size, times and inode of its row. A row it no longer matches
   * is dropped: a store kept between runs must never vouch for it again (watch).
   */
  private fileMatches(row: StatRow, absolutePath: string): boolean {
    let stat;
    try {
      stat = lstatSync(fsPath(absolutePath));
    } catch {
      // gone, or out of reach: read() says which
    }
    // Indexes, not destructuring: this runs for every file of a repeat run, and is most of it.
    if (stat && stat.size === row[1] && stat.mtimeMs === row[2] && stat.ctimeMs === row[3] && stat.ino === row[4] && stat.dev === row[5] && !this.racyFiles.has(row[0])) return true;
    this.forgetFile(row[0]);
    return false;
  }

  override listFolder(folder: string, absolute: string, read: (absolute: string) => FolderListing): FolderListing {
    const row = this.folders.get(folder);
    if (row && this.vouch?.folder(folder)) return listingOf(row);
    // Its stat is taken before it is read: a change in between makes the next run read it again.
    let stat;
    try {
      stat = lstatSync(fsPath(absolute));
    } catch {
      this.forgetFolder(folder);
      return read(absolute);
    }
    if (row && row[1] === stat.mtimeMs && row[2] === stat.ctimeMs && row[3] === stat.ino && row[4] === stat.dev && !this.racyFolders.has(folder)) return listingOf(row);
    const listing = read(absolute);
    if (!stat.isDirectory()) {
      this.forgetFolder(folder);
      return listing;
    }
    const persisted = row !== undefined && !this.racyFolders.has(folder);
    this.folders.set(folder, [folder, stat.mtimeMs, stat.ctimeMs, stat.ino, stat.dev, Date.now(), listing.files, listing.folders, listing.skipped ?? []]);
    if (this.racy(stat)) this.racyFolders.add(folder);
    else this.racyFolders.delete(folder);
    if (persisted || !this.racyFolders.has(folder)) this.changed.folders = true;
    return listing;
  }

  /**
   * Remembers the times and inode a record's content was hashed with. Times too recent to vouch
   * for the content are kept apart: only a watcher that saw no change since can use them.
   */
  override noteFile({ path, hash, stat, skipped }: FileRecord): void {
    const contentSkip = skipped !== undefined && CONTENT_SKIPS.has(skipped);
    if ((!hash && !contentSkip) || !stat) {
      this.forgetFile(path);
      return;
    }
    const racy = this.racy(stat);
    const known = this.files.get(path);
    const persisted = known !== undefined && !this.racyFiles.has(path);
    if (persisted && !racy && known[6] === (hash ?? '') && known[8] === skipped && known[2] === stat.mtimeMs && known[3] === stat.ctimeMs) return;
    const row: StatRow = [path, stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, stat.dev, hash ?? '', Date.now()];
    if (contentSkip) row.push(skipped);
    this.files.set(path, row);
    if (racy) this.racyFiles.add(path);
    else this.racyFiles.delete(path);
    if (persisted || !racy) this.changed.files = true;
  }

  private forgetFile(path: string): void {
    // A racy row was never to be saved: dropping it changes nothing saved.
    if (this.files.delete(path) && !this.racyFiles.delete(path)) this.changed.files = true;
  }

  private forgetFolder(folder: string): void {
    if (this.folders.delete(folder) && !this.racyFolders.delete(folder)) this.changed.folders = true;
  }

  /** Whether a file or folder changed so shortly before the run that its times cannot vouch for it. */
  private racy(stat: { mtimeMs: number; ctimeMs: number }): boolean {
    return Math.max(stat.mtimeMs, stat.ctimeMs) > this.startedAt - RACY_MS;
  }

  override set(key: string, record: FileRecord): void {
    if (record.hash === undefined) return;
    super.set(key, record);
    this.changed.results = true;
  }

  /** Whether this run changed anything save() would write. */
  private get unsaved(): boolean {
    const { results, files, folders, blobs } = this.changed;
    return results || files || folders || blobs;
  }

  /**
   * The cache this store was loaded from is being cleared: no save starts from now on, or it would
   * put back what the clear removes. Resolves once a save already under way has ended.
   */
  retire(): Promise<void> {
    this.retired = true;
    return this.writing;
  }

  /**
   * Writes what was learnt since the last save, then sweeps; expired results are left behind.
   * The rows are taken before the first write, so runs may go on meanwhile (watch).
   */
  override save(): Promise<void> {
    const { settings } = this;
    if (!settings || !this.unsaved || this.retired) return Promise.resolve();
    const writes: [string, unknown[]][] = [];
    if (this.changed.results) writes.push([this.resultsKey, this.resultRows()]);
    if (this.changed.files) writes.push([this.filesKey, [...this.files.values()].filter((row) => !this.racyFiles.has(row[0]))]);
    if (this.changed.folders) writes.push([this.foldersKey, [...this.folders.values()].filter((row) => !this.racyFolders.has(row[0]))]);
    if (this.changed.blobs && this.blobs) writes.push([this.blobsKey, [...this.blobs.values()]]);
    this.changed = { results: false, files: false, folders: false, blobs: false };
    // One save at a time, so that retire() has one to wait for.
    return (this.writing = this.writing.then(() => this.writeAll(settings, writes)));
  }

  private async writeAll(settings: CacheSettings, writes: [string, unknown[]][]): Promise<void> {
    try {
      // A new `.analyzer` folder gets its .gitignore, and the cache folder its own, before cacache writes in it.
      ensureCacheFolder(settings.directory);
      for (const [key, rows] of writes) {
        if (this.retired) return;
        await this.write(key, rows);
      }
      this.changed = { results: false, files: false, folders: false, blobs: false };
      await this.sweep(writes.map(([key]) => key));
    } catch (err) {
      this.failed(err, 'cannot write the cache', "this run's results are not kept");
    }
  }

  private resultRows(): ResultRow[] {
    const rows: ResultRow[] = [];
    for (const [key, { tokens, lines, time, methods, warning }] of this.results) {
      if (time <= Date.now() - this.settings!.ttl) continue;
      rows.push([key, tokens, lines, time, methods ? methods.map((m) => [m.name, m.tokens, m.lines, m.line]) : 0, warning ?? 0]);
    }
    return rows;
  }

  /** Loads the three entries; each that cannot be read is left empty (and its corrupt content removed). */
  private async load(): Promise<void> {
    const expired = Date.now() - this.settings!.ttl;
    const [results, files, folders] = await Promise.allSettled([this.read<ResultRow>(this.resultsKey), this.read<StatRow>(this.filesKey), this.read<FolderRow>(this.foldersKey)]);
    if (results.status === 'fulfilled') {
      for (const [key, tokens, lines, time, methods, warning] of results.value) {
        if (time <= expired) continue;
        const stored: StoredResult = { tokens, lines, time, cached: true };
        if (methods) stored.methods = methods.map(([name, tokens, lines, line]) => ({ name, tokens, lines, line }));
        if (warning) stored.warning = warning;
        this.results.set(key, stored);
      }
    }
    if (files.status === 'fulfilled') for (const row of files.value) if (row[7] > expired) this.files.set(row[0], row);
    if (folders.status === 'fulfilled') for (const row of folders.value) if (row[5] > expired && row.length === FOLDER_ROW_ITEMS) this.folders.set(row[0], row);
    const failure = [results, files, folders].find((r) => r.status === 'rejected');
    if (failure) this.failed((failure as PromiseRejectedResult).reason, 'cannot read the cache', 'counting without it');
  }

  private async read<T>(key: string): Promise<T[]> {
    const { directory } = this.settings!;
    // A concurrent run may have replaced the entry since: that is a miss, not a fault. Corrupt
    // content is removed, or a save of the same content would find it present and keep it.
    const entry = await readEntry(directory, key, (integrity) => loadCacache().get.byDigest(directory, integrity)).catch((err) => {
      if (err.code === 'ENOENT') return undefined;
      if (err.code === 'EINTEGRITY') removeContent(directory, err.integrity);
      throw err;
    });
    if (!entry) return [];
    const blob = JSON.parse(entry.data.toString('utf8')) as { key?: unknown; rows?: unknown };
    if (blob?.key !== key || !Array.isArray(blob.rows)) throw new Error(`malformed entry ${key}`);
    return blob.rows as T[];
  }

  /**
   * Replaces `key`'s content, then drops what it replaced. A blob names its key, so no two keys
   * ever share content and dropping one key's content never breaks another's.
   */
  private async write(key: string, rows: unknown[]): Promise<void> {
    replaceEntry(this.settings!.directory, key, JSON.stringify({ key, rows }));
  }

  /** Drops the entries of other builds, settings or roots unused for longer than the time-to-live, once a save. */
  private async sweep(written: string[]): Promise<void> {
    const { directory, ttl } = this.settings!;
    for (const old of listEntries(directory)) {
      if (written.includes(old.key) || !old.key.startsWith('analyzer:') || old.time > Date.now() - ttl) continue;
      removeEntry(directory, old.key, old.integrity!);
    }
  }

  private failed(err: unknown, what: string, outcome: string): void {
    if (this.warned) return;
    this.warned = true;
    const reason = (err as NodeJS.ErrnoException)?.code ?? (err as Error)?.message ?? String(err);
    this.warn(`${what} in ${this.settings!.directory} (${reason}); ${outcome}`);
  }
}

const FOLDER_ROW_ITEMS = 9;

/** The key of the entry that keeps a root's files' sizes, times and inodes, whatever the settings. */
function filesKeyOf(root: string): string {
  return `analyzer:files:${sha256(root)}`;
}

function listingOf(row: FolderRow): FolderListing {
  return { files: row[6], folders: row[7], skipped: row[8] };
}

/** Files and bytes the cache keeps in `directory` (0 when there is none). */
export function cacheSize(directory: string): { files: number; bytes: number } {
  const total = { files: 0, bytes: 0 };
  const visit = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) visit(join(folder, entry.name));
      else if (entry.isFile()) {
        total.files++;
        total.bytes += statSync(join(folder, entry.name), { throwIfNoEntry: false })?.size ?? 0;
      }
    }
  };
  // What cacache.rm.all() removes: the index and the content, not the folder itself.
  for (const part of ['index-v5', 'content-v2']) visit(join(directory, part));
  return total;
}

/** Empties the cache folder; a folder that does not exist is already empty. */
export async function clearCache(directory: string): Promise<void> {
  const cacache = loadCacache();
  try {
    await cacache.rm.all(directory);
  } catch (err) {
    throw new FileSystemError(`cannot clear the cache in ${directory}: ${describeSystemError(err)}`);
  }
}

/**
 * cacache, from the single file the build bundles it into beside this code (the package itself
 * when run from TypeScript sources). It is CommonJS: require() also spares the run Node's
 * CommonJS-from-ESM translation.
 */
function loadCacache(): typeof import('cacache') {
  return createRequire(import.meta.url)(FROM_SOURCES ? 'cacache' : './cacache.cjs') as typeof import('cacache');
}

let code: string | undefined;

/**
 * Identifies the code that computes results, so a changed build never reuses a result it would
 * not give: the bytes of the running bundle, or, run from TypeScript sources, every source
 * file's size and time.
 */
function codeFingerprint(): string {
  if (code) return code;
  const self = fileURLToPath(import.meta.url);
  if (!FROM_SOURCES) return (code = sha256(readFileSync(self)));
  const src = dirname(dirname(self));
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).sort();
  return (code = sha256(files.map((f) => ((s) => `${f} ${s.size} ${s.mtimeMs}`)(statSync(join(src, f)))).join('\n')));
}

function hasExtension(path: string): boolean {
  return path.lastIndexOf('.') > path.lastIndexOf('/') + 1;
}
