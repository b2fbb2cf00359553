import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CacheSettings } from '../cache/index.js';
import { configValue, configuredFile, configuredPath } from '../config/index.js';
import { AnalyzerError, ConfigError, UsageError } from '../util/errors.js';
import { refusal, refusedGlob } from '../patterns/globs.js';
import { FORMATS, type Format } from '../sinks/formats.js';
import { TokenizerFileError, TokenizerPathError, checkEncoding, tokenizerFile } from '../tokenizer/index.js';
import { modelInfo, modelWindow, type ModelInfo } from '../tokenizer/models.js';
import { parseCount } from '../util/size.js';
import { nearest, shown, shownText } from '../util/words.js';
import type { FitOptions } from '../pack/fit.js';
import type { CountMode, Counting } from '../results.js';


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
  /**
   * The tokenizer: a tiktoken encoding (`o200k_base`, `cl100k_base`, ...), gpt-oss's
   * `o200k_harmony`, or a model tokenizer (`llama-3`, `qwen3`, `deepseek-v3`, `gemma-3`). Default `o200k_base`.
   */
  encoding?: string;
  /** A model whose tokenizer counts (`gpt-4o`, `llama-3.1`, `qwen3`, ...); reports state how much of its context window the text fills. */
  model?: string;
  /** A Hugging Face `tokenizer.json` (BPE) to count with. */
  tokenizer?: string;
  /**
   * A token budget (a number, `"200k"`, or a model name for its context window): the plan of
   * which files to leave out so the GitIngest digest fits. With `outputFormat: 'gitingest'` the
   * digest leaves them out; with other formats the counts stay whole and the plan is reported.
   */
  fit?: number | string;
  /**
   * A token budget for each part (a number, `"200k"`, or a model name for its context window):
   * the GitIngest digest comes in numbered parts, each at most that many tokens as written
   * (`result.parts`). Needs `outputFormat: 'gitingest'`.
   */
  split?: number | string;
  /**
   * Keep the texts of files in which secretlint's recommended rules find a secret. Default false: a
   * run that writes file texts (GitIngest) leaves those texts out and names them in `secrets`.
   */
  allowSecrets?: boolean;
  /**
   * Elide every method body (its signature and a marker line naming the tokens elided stay): with
   * `outputFormat: 'gitingest'` in the digest, with other formats only the saving is reported
   * (`compress` in the result). With `fit`, files are compressed first, then fitted. Default false.
   */
  compress?: boolean;
  /** Count comments too. Default false. */
  includeComments?: boolean;
  /** Honour `.gitignore` files and `.git/info/exclude`. Default true. */
  gitignore?: boolean;
  /** Leave out VCS folders, `node_modules`, `.analyzer` and lock files. Default true. */
  defaultIgnores?: boolean;
  /** Larger files are skipped and reported. Default 10 MiB. */
  maxFileSize?: number;
  /**
   * Count the files of checked-out submodules (and of any repository inside the work tree). Default
   * `analysis.submodules` (false): inside a git repository a folder holding `.git` is another repository, left out as git
   * leaves it out; `diff()` then reads each submodule's recorded commit from its own repository.
   */
  submodules?: boolean;
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
  /** The model chosen, for its context window. */
  model?: ModelInfo;
  /** The token budget of `fit`, what it was given as (`gpt-4o`, `200k`), and whether that is a model's window. */
  fit?: FitBudget;
  /** The token budget of each part of `split`, as `fit`'s. */
  split?: FitBudget;
  allowSecrets: boolean;
  compress: boolean;
  includeComments: boolean;
  gitignore: boolean;
  defaultIgnores: boolean;
  maxFileSize: number;
  submodules: boolean;
  gitDiff?: string;
  gitCached: boolean;
  gitBranch?: string;
  gitAuthor?: string;
  /** Undefined when the cache is off. */
  cache?: CacheSettings;
}

/** A `fit` budget: its tokens, what it was given as, and for a model's window, the tokenizer that model counts with (none for Claude and Gemini). */
export interface FitBudget {
  tokens: number;
  label: string;
  window: boolean;
  tokenizer?: string;
}

/** What aggregate() needs for `fit`: the budget, and whether the digest is the output (so files really go). */
export function fitOf({ fit, outputFormat, compress }: ResolvedOptions): FitOptions | undefined {
  return fit && { budget: fit, window: fit.window, apply: outputFormat === 'gitingest', ...(fit.tokenizer !== undefined && { tokenizer: fit.tokenizer }), ...(compress && { compress }) };
}

/** The settings a report states about its counts; the sinks are told them, never choose them. */
export function countingOf({ countMode, encoding, includeComments, model }: ResolvedOptions): Counting {
  const counting: Counting = { countMode, encoding, includeComments };
  if (model?.window !== undefined && countMode !== 'none') counting.window = { model: model.model, tokens: model.window };
  return counting;
}

const BOOLEANS = ['methodLevel', 'tokenCount', 'tiktoken', 'includeComments', 'gitignore', 'defaultIgnores', 'gitCached', 'submodules', 'allowSecrets', 'compress'] as const;
// Every option analyze() takes: anything else is a mistake, reported rather than ignored.
export const OPTION_NAMES: readonly string[] = [
  'path', 'outputFormat', 'include', 'exclude', 'encoding', 'model', 'tokenizer', 'fit', 'split', 'maxFileSize', 'gitDiff', 'gitBranch', 'gitAuthor', 'cache', ...BOOLEANS,
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
    throw new UsageError(`unknown option '${shownText(key)}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  for (const key of BOOLEANS) {
    if (o[key] !== undefined && typeof o[key] !== 'boolean') throw new UsageError(`${key} must be a boolean`);
  }
  const path = o.path ?? '.';
  if (typeof path !== 'string' || path === '') throw new UsageError('path must be a non-empty string');
  if (path.includes('\0')) throw nulByte('path', path);
  const outputFormat = o.outputFormat ?? configValue('output.format');
  if (typeof outputFormat !== 'string' || !(FORMATS as readonly string[]).includes(outputFormat)) {
    throw new UsageError(`unknown output format '${typeof outputFormat === 'string' ? shownText(outputFormat) : shown(outputFormat)}' (expected one of ${FORMATS.join(', ')})`);
  }
  const fit = o.fit === undefined ? undefined : budgetOf(o.fit);
  const split = o.split === undefined ? undefined : budgetOf(o.split, 'split');
  const { encoding, model } = tokenizerOf(o, fit?.tokenizer ?? split?.tokenizer);
  const countMode: CountMode = !(options.tokenCount ?? configValue('analysis.tokenCount')) ? 'none' : !(options.tiktoken ?? configValue('analysis.tiktoken')) ? 'estimate' : 'exact';
  for (const name of ['fit', 'split'] as const) {
    if (o[name] !== undefined && countMode === 'none') throw new UsageError(`${name} needs token counts: it cannot go with tokenCount false (--no-token-count)`);
  }
  if (o.compress === true && countMode === 'none') throw new UsageError('compress needs token counts (its markers name the tokens elided): it cannot go with tokenCount false (--no-token-count)');
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
    countMode,
    encoding,
    ...(model && { model }),
    ...(fit && { fit }),
    ...(split && { split }),
    allowSecrets: options.allowSecrets ?? false,
    compress: options.compress ?? false,
    includeComments: options.includeComments ?? configValue('analysis.includeComments'),
    gitignore: options.gitignore ?? configValue('analysis.gitignore'),
    defaultIgnores: options.defaultIgnores ?? configValue('analysis.defaultIgnores'),
    maxFileSize,
    submodules: options.submodules ?? configValue('analysis.submodules'),
    gitDiff: gitValue(o.gitDiff, 'gitDiff', 'git ref'),
    gitCached: options.gitCached ?? false,
    gitBranch: gitValue(o.gitBranch, 'gitBranch', 'git branch'),
    gitAuthor: gitValue(o.gitAuthor, 'gitAuthor', 'git author'),
    cache: cacheSettings(o.cache),
  };
}

/**
 * The tokenizer and model of a run. Given ones (flags, request fields, library options) win over
 * the configuration's, as a whole: `--encoding cl100k_base` is not paired with a configured
 * model's window. Among given ones a tokenizer file goes alone, and a model and an encoding must
 * agree; then the tokenizer of the model whose window `fit` fits (`fitTokenizer`: `--fit qwen3`
 * counts with qwen3's), so the plan is that model's; in the configuration, `analysis.tokenizer`
 * over `analysis.model` over `analysis.encoding`.
 */
function tokenizerOf(o: Record<string, unknown>, fitTokenizer?: string): { encoding: string; model?: ModelInfo } {
  for (const key of ['encoding', 'model', 'tokenizer']) {
    if (o[key] !== undefined && (typeof o[key] !== 'string' || o[key] === '')) throw new UsageError(`${key} must be a non-empty string`);
  }
  const { encoding, model, tokenizer } = o as { encoding?: string; model?: string; tokenizer?: string };
  if (tokenizer !== undefined) {
    if (encoding !== undefined || model !== undefined) throw new UsageError(`a tokenizer file counts alone: give tokenizer or ${model !== undefined ? 'model' : 'encoding'}, not both`);
    return { encoding: fileTokenizer(tokenizer, UsageError) };
  }
  if (model !== undefined) {
    const info = modelInfo(model);
    if (encoding !== undefined && checkEncoding(encoding) !== info.encoding) {
      throw new UsageError(`model ${model} counts with ${info.encoding}, not encoding ${encoding}: give one of them`);
    }
    return { encoding: info.encoding, model: info };
  }
  if (encoding !== undefined) return { encoding: checkEncoding(encoding) };
  if (fitTokenizer !== undefined) return { encoding: fitTokenizer };
  const configured = configuredFile('analysis.tokenizer');
  if (configured !== null) return { encoding: fileTokenizer(configured.path, ConfigError, 'analysis.tokenizer', configured.project) };
  const configuredModel = configValue<string | null>('analysis.model');
  if (configuredModel !== null) {
    try {
      const info = modelInfo(configuredModel);
      return { encoding: info.encoding, model: info };
    } catch (err) {
      throw new ConfigError(`analysis.model: ${(err as Error).message}`);
    }
  }
  return { encoding: checkEncoding(configValue<string>('analysis.encoding')) };
}

/**
 * A tokenizer file's name for counting; what is wrong with it as `Error` (UsageError, or
 * ConfigError from the configuration), naming the file. `project`: the file must lie in that
 * folder (a project's configuration names files inside it).
 */
function fileTokenizer(path: string, Error: new (message: string, details?: string) => AnalyzerError, key?: string, project?: string): string {
  const where = key ? `${key}: ` : '';
  try {
    return tokenizerFile(resolve(path), project === undefined ? undefined : realpathSync.native(project));
  } catch (err) {
    if (err instanceof TokenizerFileError) throw new Error(`${where}cannot count with tokenizer file '${path}': ${err.message}`);
    if (err instanceof TokenizerPathError) throw new Error(`${where}cannot read tokenizer file '${path}': ${err.message}`);
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory, not a file' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (err as Error).message;
    throw new Error(`${where}cannot read tokenizer file '${path}': ${why}`);
  }
}

/** `fit` (or `split`): a number of tokens, `200k` / `1.5M`, or a model whose context window is the budget. */
function budgetOf(value: unknown, name = 'fit'): FitBudget {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value <= 0) throw new UsageError(`${name} must be a positive whole number of tokens, or a model name`);
    return { tokens: value, label: String(value), window: false };
  }
  if (typeof value !== 'string' || value === '') throw new UsageError(`${name} must be a number of tokens or a model name`);
  const tokens = parseCount(value);
  if (tokens !== undefined) {
    if (tokens <= 0) throw new UsageError(`${name} must be a positive number of tokens, or a model name`);
    return { tokens, label: value, window: false };
  }
  const { model, tokens: windowTokens, encoding } = windowOf(value, name);
  return { tokens: windowTokens, label: model, window: true, ...(encoding !== undefined && { tokenizer: encoding }) };
}

/** A model's window, refused in the words of the option that named it. */
function windowOf(model: string, name: string): ReturnType<typeof modelWindow> {
  try {
    return modelWindow(model);
  } catch (err) {
    if (err instanceof UsageError && name !== 'fit' && err.message.startsWith('fit: ')) throw new UsageError(`${name}: ${err.message.slice(5)}`);
    throw err;
  }
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
  if (refused) throw new UsageError(refusal(name, refused));
  return value;
}
