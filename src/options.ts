import { resolve } from 'node:path';
import type { CacheSettings } from './cache/index.js';
import { configValue, configuredPath } from './config/index.js';
import { UsageError } from './errors.js';
import { refusedGlob } from './globs.js';
import { FORMATS, type Format } from './sinks/formats.js';
import { checkEncoding, type Encoding } from './tokenizer/index.js';
import { nearest } from './words.js';
import type { CountMode, Counting } from './types.js';


/** Options of `analyze()`, the CLI's flags and the REST request, by one set of names. */
export interface AnalyzeOptions {
  /** Directory to analyse. Default `'.'`. */
  path?: string;
  /** Per-method token and line counts. Default false. */
  methodLevel?: boolean;
  /** `json` (default), `toon`, `gitingest`, `markdown` or `html`; `gitingest` keeps each file's text for `render()`. */
  outputFormat?: Format;
  /** Globs on root-relative paths; a file must match one when any are given. */
  include?: string[];
  /** Globs on root-relative paths; matching files and folders are left out. */
  exclude?: string[];
  /** Count tokens at all. Default true; false gives 0 tokens at line-counter speed. */
  tokenCount?: boolean;
  /** Exact BPE counts with tiktoken. Default true; false uses ceil(characters / 4). */
  tiktoken?: boolean;
  /** tiktoken encoding. Default `o200k_base`. */
  encoding?: Encoding;
  /** Count comments too. Default false. */
  includeComments?: boolean;
  /** Honour `.gitignore` files and `.git/info/exclude`. Default true. */
  gitignore?: boolean;
  /** Leave out VCS folders, `node_modules`, `.analyzer` and lock files. Default true. */
  defaultIgnores?: boolean;
  /** Larger files are skipped and reported. Default 10 MiB. */
  maxFileSize?: number;
  /** Only files that differ between this ref and the working tree (untracked files included). */
  gitDiff?: string;
  /** Only files staged in the index: against `gitDiff` when given, else against HEAD. */
  gitCached?: boolean;
  /** Only files a pull request from HEAD into this branch would change (untracked files included). */
  gitBranch?: string;
  /** Only files touched by commits reachable from HEAD whose author matches (git's `--author`). */
  gitAuthor?: string;
  /**
   * The analysis cache: on by default in `.analyzer/cache` (relative to the current directory),
   * results good for an hour. `false` turns it off for this run.
   */
  cache?: boolean | { enabled?: boolean; directory?: string; ttl?: number };
}

export interface ResolvedOptions {
  root: string;
  methodLevel: boolean;
  outputFormat: Format;
  include: string[];
  exclude: string[];
  countMode: CountMode;
  encoding: string;
  includeComments: boolean;
  gitignore: boolean;
  defaultIgnores: boolean;
  maxFileSize: number;
  gitDiff?: string;
  gitCached: boolean;
  gitBranch?: string;
  gitAuthor?: string;
  /** Undefined when the cache is off. */
  cache?: CacheSettings;
}

/** The settings a report states about its counts; the sinks are told them, never choose them. */
export function countingOf({ countMode, encoding, includeComments }: ResolvedOptions): Counting {
  return { countMode, encoding, includeComments };
}

const BOOLEANS = ['methodLevel', 'tokenCount', 'tiktoken', 'includeComments', 'gitignore', 'defaultIgnores', 'gitCached'] as const;
// Every option analyze() takes: anything else is a mistake, reported rather than ignored.
export const OPTION_NAMES: readonly string[] = [
  'path', 'outputFormat', 'include', 'exclude', 'encoding', 'maxFileSize', 'gitDiff', 'gitBranch', 'gitAuthor', 'cache', ...BOOLEANS,
];

/**
 * Checks every field's type and value and fills in the defaults: the configuration's (configure(),
 * and the files when loadConfig() read them), else the built-in ones.
 */
export function resolveOptions(options: AnalyzeOptions = {}): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw new UsageError('options must be an object');
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (OPTION_NAMES.includes(key)) continue;
    const near = nearest(key, OPTION_NAMES);
    throw new UsageError(`unknown option '${key}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  for (const key of BOOLEANS) {
    if (o[key] !== undefined && typeof o[key] !== 'boolean') throw new UsageError(`${key} must be a boolean`);
  }
  const path = o.path ?? '.';
  if (typeof path !== 'string' || path === '') throw new UsageError('path must be a non-empty string');
  if (path.includes('\0')) throw nulByte('path', path);
  const outputFormat = o.outputFormat ?? configValue('output.format');
  if (typeof outputFormat !== 'string' || !(FORMATS as readonly string[]).includes(outputFormat)) {
    throw new UsageError(`unknown output format '${String(outputFormat)}' (expected one of ${FORMATS.join(', ')})`);
  }
  const encoding = o.encoding ?? configValue('analysis.encoding');
  if (typeof encoding !== 'string') throw new UsageError('encoding must be a string');
  const maxFileSize = o.maxFileSize ?? configValue('analysis.maxFileSize');
  if (typeof maxFileSize !== 'number' || !Number.isSafeInteger(maxFileSize) || maxFileSize < 0) {
    throw new UsageError('maxFileSize must be a non-negative integer number of bytes');
  }
  return {
    root: resolve(path),
    methodLevel: options.methodLevel ?? configValue('analysis.methodLevel'),
    outputFormat: outputFormat as Format,
    include: patterns(o.include ?? configValue('analysis.include'), 'include'),
    exclude: patterns(o.exclude ?? configValue('analysis.exclude'), 'exclude'),
    countMode: !(options.tokenCount ?? configValue('analysis.tokenCount')) ? 'none' : !(options.tiktoken ?? configValue('analysis.tiktoken')) ? 'estimate' : 'exact',
    encoding: checkEncoding(encoding),
    includeComments: options.includeComments ?? configValue('analysis.includeComments'),
    gitignore: options.gitignore ?? configValue('analysis.gitignore'),
    defaultIgnores: options.defaultIgnores ?? configValue('analysis.defaultIgnores'),
    maxFileSize,
    gitDiff: gitValue(o.gitDiff, 'gitDiff', 'git ref'),
    gitCached: options.gitCached ?? false,
    gitBranch: gitValue(o.gitBranch, 'gitBranch', 'git branch'),
    gitAuthor: gitValue(o.gitAuthor, 'gitAuthor', 'git author'),
    cache: cacheSettings(o.cache),
  };
}

function cacheSettings(value: unknown): CacheSettings | undefined {
  if (value === false) return undefined;
  if (value !== undefined && value !== true && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new UsageError('cache must be a boolean or an object { enabled, directory, ttl }');
  }
  const given = (value ?? {}) as Record<string, unknown>;
  const { enabled = value === undefined ? configValue('cache.enabled') : true, ttl = configValue('cache.ttl') } = given;
  if (typeof enabled !== 'boolean') throw new UsageError('cache.enabled must be a boolean');
  if (typeof ttl !== 'number' || !Number.isSafeInteger(ttl) || ttl < 0) throw new UsageError('cache.ttl must be a non-negative integer number of milliseconds');
  const { directory } = given;
  if (directory !== undefined && (typeof directory !== 'string' || directory === '')) throw new UsageError('cache.directory must be a non-empty path');
  if (typeof directory === 'string' && directory.includes('\0')) throw nulByte('cache.directory', directory);
  if (!enabled) return undefined;
  // Asked only of a cache in use: a project's configuration may not put it outside the project.
  return { directory: resolve(directory ?? configuredPath('cache.directory')!), ttl };
}

/** A path holding a NUL byte, which no path on any system can: said so, rather than "not found" or "must be a string". */
export function nulByte(name: string, path: string): UsageError {
  return new UsageError(`${name} holds a NUL byte, which no file name can hold: ${JSON.stringify(path)}`);
}

// Longer values cannot be a ref or an author, and would hit the OS limit on one argument.
const MAX_GIT_VALUE_CHARS = 1024;

/** A ref, branch or author for git: never something git could read as an option. */
export function gitValue(value: unknown, name: string, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw new UsageError(`${name} must be a non-empty string`);
  if (value.startsWith('-')) throw new UsageError(`invalid ${what} '${value}': it cannot start with '-'`);
  // Control characters are never part of a ref or a name, and would break the one-line error.
  if (/[\0-\x1f\x7f]/.test(value)) throw new UsageError(`invalid ${what}: it contains a control character`);
  if (value.length > MAX_GIT_VALUE_CHARS) throw new UsageError(`invalid ${what}: longer than ${MAX_GIT_VALUE_CHARS} characters`);
  return value;
}

export function patterns(value: unknown, name: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((p) => typeof p === 'string' && p !== '')) {
    throw new UsageError(`${name} must be an array of non-empty glob strings`);
  }
  const refused = refusedGlob(value);
  if (refused) throw new UsageError(`${name} pattern '${refused.glob}' cannot be used: ${refused.problem}`);
  return value;
}
