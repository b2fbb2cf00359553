import type { WalkItem } from '../types.js';
import type { FileEntry, FileRecord, FolderListing } from '../types.js';

/** A file's counts without its path, reusable for any file with the same content and language. */
export interface StoredResult {
  tokens: number;
  lines: number;
  methods?: { name: string; tokens: number; lines: number; line: number }[];
  warning?: string;
  /** When it was counted (ms since the epoch), for the cache's time-to-live. */
  time: number;
  /** Loaded from the cache, not counted in this run. */
  cached?: true;
}

/**
 * Files and folders a caller that watches the tree knows unchanged since the store last looked at
 * them (root-relative paths): recalled without asking the file system.
 */
export interface Vouch {
  file(path: string): boolean;
  folder(path: string): boolean;
}

/** Counting results by content hash and language: this run's, and the cache's when it is on. */
export class ResultStore {
  protected readonly results: Map<string, StoredResult>;
  private readonly waiting = new Map<string, FileRecord[]>();

  constructor(entries: Iterable<[string, StoredResult]> = []) {
    this.results = new Map(entries);
  }

  /** A copy to seed another thread's store. */
  entries(): [string, StoredResult][] {
    return [...this.results];
  }

  key(hash: string, language: string): string {
    return `${hash} ${language}`;
  }

  get(key: string): StoredResult | undefined {
    return this.results.get(key);
  }

  set(key: string, { tokens = 0, lines = 0, methods, warning }: FileRecord): void {
    const stored: StoredResult = { tokens, lines, time: Date.now() };
    if (methods) stored.methods = methods.map(({ name, tokens, lines, line }) => ({ name, tokens, lines, line }));
    if (warning !== undefined) stored.warning = warning;
    this.results.set(key, stored);
  }

  /** `record` with the stored counts, its methods filed under its own path. */
  apply(record: FileRecord, { tokens, lines, methods, warning }: StoredResult): FileRecord {
    const counted: FileRecord = { ...record, tokens, lines };
    if (methods) counted.methods = methods.map((m) => ({ ...m, file: record.path }));
    if (warning !== undefined) counted.warning = warning;
    return counted;
  }

  /**
   * Holds `record` back when a file with the same key is already being counted, and says so;
   * the first file with a key is not held, and claims it.
   */
  hold(key: string, record: FileRecord): boolean {
    const held = this.waiting.get(key);
    if (held) held.push(record);
    else this.waiting.set(key, []);
    return held !== undefined;
  }

  /** The records held back for `key`, now that it is counted. */
  release(key: string): FileRecord[] {
    const held = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    return held;
  }

  /** Whether recallFile() can ever answer. */
  get recalls(): boolean {
    return false;
  }

  /** A counted record for an entry known to be unchanged and within `maxBytes`; only a persistent cache knows any. */
  recallFile(_entry: FileEntry, _maxBytes: number): FileRecord | undefined {
    return undefined;
  }

  /**
   * The listing of `folder` (root-relative; `absolute` on disk): read with `read`, unless a
   * persistent cache knows the folder unchanged since it was listed.
   */
  listFolder(_folder: string, absolute: string, read: (absolute: string) => FolderListing): FolderListing {
    return read(absolute);
  }

  /** Readies recallBlob() and noteBlob(): a persistent cache loads what it knows of blobs. */
  async loadBlobs(): Promise<void> {}

  /** A counted record for a file of a tree read from git's objects whose blob was counted before; only a persistent cache knows any. */
  recallBlob(_item: WalkItem, _maxBytes: number): FileRecord | undefined {
    return undefined;
  }

  /** Notes which content a record's blob holds, for recallBlob() next time. */
  noteBlob(_record: FileRecord): void {}

  /** A new run starts with this store (watch keeps one between runs), with what the caller vouches for. */
  beginRun(_vouch?: Vouch): void {}

  /** Notes the file a record was read from, for recallFile() next time. */
  noteFile(_record: FileRecord): void {}

  /** Keeps what this run learnt, where there is somewhere to keep it. */
  async save(): Promise<void> {}
}
