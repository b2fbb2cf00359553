import type { CountMode, MethodBody, MethodResult } from './results.js';

export type { MethodBody };

/** A regular file found by the walk. */
export interface FileEntry {
  /** Root-relative, `/`-separated. */
  path: string;
  absolutePath: string;
}

/**
 * What a file of a tree read from git's objects (a side of `diff`) carries beside its path: its
 * content comes from the repository, not from `absolutePath`.
 */
export interface BlobFields {
  /** The blob's object name. */
  blob?: string;
  /** The blob's size in bytes. */
  size?: number;
  /** The blob's content, fetched just before the file is counted. */
  bytes?: Uint8Array;
}

/** A folder's regular files and subfolders, by name, in the order readdir gave them. */
export interface FolderListing {
  files: string[];
  folders: string[];
  /** What is neither, never followed or opened, by name with the reason it is skipped (`symlink`, `special-file`). */
  skipped?: [name: string, reason: string][];
}

/** A file as it travels through the stages; `skipped` records carry only a reason. */
export interface FileRecord extends FileEntry {
  language: string;
  /** The analysed text: decoded, BOM stripped, then comments removed. Dropped once counted unless a sink shows it. */
  text?: string;
  /** Physical lines of the file as read (before comment removal). */
  lines?: number;
  tokens?: number;
  methods?: MethodResult[];
  /** Methods found as the comments were removed (JS/TS, stripComments()), for splitMethods() to count. */
  found?: MethodSpan[];
  /** With `bodies`: the method bodies that eliding would shorten, by position in the text. */
  bodies?: MethodBody[];
  skipped?: string;
  /** A problem that did not stop the file from being counted (a parse failure for methods); the path is not in it. */
  warning?: string;
  /** SHA-256 of the file's bytes: identical files are counted once, and the cache is keyed on it. */
  hash?: string;
  /** What the file looked like when it was read, so the cache can tell it unchanged next time. */
  stat?: FileStat;
  /** Too large to hold as one string: its text is read again in pieces when counted (read.ts textPieces()). */
  pieces?: true;
  /** Counts taken from the cache, or from an identical file of this run, not counted anew. */
  reused?: 'cache' | 'duplicate';
  /** The blob a file of a tree read from git's objects was read from. */
  blob?: string;
}

export interface FileStat {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  dev: number;
}

/** How a run's files were counted, for `--verbose`. */
export interface RunStats {
  /** Files whose text was counted in this run. */
  counted: number;
  /** Files whose content another file of the run shares: counted once for all. */
  duplicates: number;
  /** Files whose counts came from the cache. */
  cached: number;
  /** Files handed on to be read; the others were recalled unchanged (or skipped) without being opened. */
  read: number;
  /** Worker threads that counted; 0 when the main thread did. */
  threads: number;
  /** Files the walk found to analyse (after ignore rules and filters), so far. */
  found: number;
  /** Whether the walk is over, so `found` is the total. */
  walked: boolean;
}

/** Where a method lies in its file's text, as a finder found it. */
export interface MethodSpan {
  /** Qualified by its enclosing class, object or function: `Queue.push`, `outer.inner`. */
  name: string;
  /** UTF-16 offsets of the unit's text: `text.slice(start, end)`. */
  start: number;
  end: number;
  /** 1-based first and last line. */
  startLine: number;
  endLine: number;
}

/** An output format. */
export type Format = 'json' | 'toon' | 'gitingest' | 'markdown' | 'html';

/** The formats, in the order help and errors list them; their sinks live in sinks/index.ts. */
export const FORMATS: readonly Format[] = ['json', 'toon', 'gitingest', 'markdown', 'html'];

/** Everything the per-file work depends on; plain data, so worker threads get a copy. */
export interface CountSettings {
  /** The analysed root as a real path: files found outside it are skipped, never read. */
  root: string;
  countMode: CountMode;
  encoding: string;
  includeComments: boolean;
  methodLevel: boolean;
  /** Hand the analysed text back, for a format that shows it. */
  keepText: boolean;
  /** Find each method's body, for `fit` and `compress` to elide (methods are found as a method-level run finds them). */
  bodies?: boolean;
  /** Larger files are skipped as too large. */
  maxBytes: number;
}

/** A file found by the walk, or one of a tree read from git's objects (BlobFields). */
export type WalkItem = FileEntry & BlobFields & { skipped?: string };
