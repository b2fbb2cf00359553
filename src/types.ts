import type { MethodSpan } from './languages/methods/index.js';

/** Token and line counts of one named function-like unit. */
export interface MethodResult {
  name: string;
  tokens: number;
  lines: number;
  /** Path of the file that holds the method, relative to the analysed root. */
  file: string;
  /** The line it starts on (1-based), for `file:line`. */
  line: number;
}

/** Counts of one analysed file. */
export interface FileResult {
  /** Path relative to the analysed root, `/`-separated. */
  path: string;
  tokens: number;
  lines: number;
  /** Lower-case language id (`typescript`, `python`, ...), `text` when unknown. */
  language: string;
  /** Present only with method-level analysis; `[]` when the file has none. */
  methods?: MethodResult[];
}

/** A file that was found but not analysed, and why. */
export interface SkippedFile {
  path: string;
  reason: string;
}

/** The result of one analysis run. */
export interface AnalysisResult {
  totalTokens: number;
  totalFiles: number;
  totalLines: number;
  /**
   * The tokenizer that counted the tokens: an encoding or model tokenizer (`o200k_base`,
   * `cl100k_base`, `llama-3`, ...), `estimate` with the estimate, `none` when tokens were not counted.
   */
  encoding: string;
  /**
   * Sorted by path (code-unit order). With method-level analysis each file carries its
   * `methods`; there is no top-level list (the spec's optional one), in the library as in every
   * format: `files.flatMap((f) => f.methods ?? [])` gives it.
   */
  files: FileResult[];
  /** Present only when some files were skipped. */
  skipped?: SkippedFile[];
  /** Present only with `fit`: which files the GitIngest digest leaves out to fit the budget. */
  fit?: FitPlan;
}

/** What `fit` decided: the files a GitIngest digest leaves out, in the order they go, and the digest's tokens as written. */
export interface FitPlan {
  /** The budget in tokens. */
  budget: number;
  /** The model whose context window is the budget, when one was given. */
  model?: string;
  /**
   * With a model's window: the tokenizer that counted (or `estimate`) when it is not that model's
   * own (Claude and Gemini publish none; --model, --encoding or --tokenizer chose another), so the
   * plan is that tokenizer's count, not the model's.
   */
  countedWith?: string;
  /** Tokens of the digest as written, those files left out. */
  digestTokens: number;
  /** False when even a digest without any file is over the budget. */
  fits: boolean;
  leftOut: { path: string; tokens: number; reason: string }[];
  /**
   * How the digest lists the files left out when not one a line: `by folder` (each top-level
   * folder's count and tokens) when that lets more files in, `total only` when even that does not
   * fit (or the digest does not fit at all).
   */
  leftOutListing?: LeftOutListing;
}

export type LeftOutListing = 'by folder' | 'total only';

/** How tokens are counted: exact BPE, the documented estimate, or not at all. */
export type CountMode = 'exact' | 'estimate' | 'none';

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

/** How a run counted, as the HTML report states it beside the totals. */
export interface Counting {
  countMode: CountMode;
  /** The tokenizer; it names the exact counts only (`countMode` 'exact'). */
  encoding: string;
  includeComments: boolean;
  /** The chosen model's context window, for "41% of gpt-4o's 128,000-token window". */
  window?: { model: string; tokens: number };
}

/** What sinks render: the result, the analysed folder's name, and the texts when a format shows them. */
export interface Report {
  result: AnalysisResult;
  /** Base name of the analysed folder (`Directory:` in GitIngest, the Markdown title). */
  name: string;
  /** How the run counted; absent for a result whose run is not known (a hand-built one given to `render()`). */
  counting?: Counting;
  /** Analysed text by path; present when the format shows file contents (GitIngest). */
  texts?: ReadonlyMap<string, string>;
  /** One line per problem that did not stop the run (`path: what`), for the CLI to print on stderr. */
  warnings: string[];
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
