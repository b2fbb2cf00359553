import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { configValue, partialConfig, type Value } from '../config/index.js';
import { isWithin } from '../confine.js';
import { ConfigError, FileSystemError, RequestError, UsageError, describeSystemError } from '../errors.js';
import { resolveOptions, type AnalyzeOptions } from '../options.js';
import { nearest } from '../words.js';

// What a request may ask: the fields of POST /api/analyze and POST /api/config, checked before
// any work, and paths kept inside the served folder.

/** analyze()'s options, less `cache`: where results are kept is the server's configuration, not a request's. */
const FIELDS = [
  'path', 'methodLevel', 'outputFormat', 'include', 'exclude', 'tokenCount', 'tiktoken', 'encoding', 'model', 'tokenizer', 'fit', 'includeComments',
  'gitignore', 'defaultIgnores', 'maxFileSize', 'gitDiff', 'gitCached', 'gitBranch', 'gitAuthor',
];
// Globs are matched against every path of the tree: their number and length bound that work.
const MAX_PATTERNS = 100;
const MAX_PATTERN_CHARS = 1000;

/**
 * The analyze() options of a POST /api/analyze body: every field checked (400 naming it), the
 * folder resolved in `root` (a real path) and confined to it (403), the cache the root's.
 */
export function analyzeRequest(body: unknown, root: string): AnalyzeOptions {
  const fields = object(body);
  for (const key of Object.keys(fields)) {
    if (FIELDS.includes(key)) continue;
    const near = nearest(key, FIELDS);
    throw new UsageError(`unknown field '${key}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  for (const name of ['include', 'exclude'] as const) {
    const patterns = fields[name];
    if (!Array.isArray(patterns)) continue;
    if (patterns.length > MAX_PATTERNS) throw new UsageError(`${name} holds ${patterns.length} patterns; at most ${MAX_PATTERNS}`);
    if (patterns.some((p) => typeof p === 'string' && p.length > MAX_PATTERN_CHARS)) throw new UsageError(`${name} holds a pattern longer than ${MAX_PATTERN_CHARS} characters`);
  }
  const given = fields.path ?? '.';
  if (typeof given !== 'string' || given === '' || given.includes('\0')) throw new UsageError('path must be a non-empty string');
  const tokenizer = fields.tokenizer;
  // A tokenizer file is read like the tree: only inside the served folder.
  if (typeof tokenizer === 'string' && tokenizer !== '' && !insideRoot(tokenizer, root)) {
    throw new RequestError(`tokenizer '${tokenizer}' is outside the served folder: give a path relative to it`, 'FORBIDDEN', 403);
  }
  const options: AnalyzeOptions = {
    ...(fields as AnalyzeOptions),
    ...(typeof tokenizer === 'string' && tokenizer !== '' && { tokenizer: resolve(root, tokenizer) }),
    path: servedFolder(given, root),
    cache: { enabled: configValue<boolean>('cache.enabled'), directory: resolve(root, configValue<string>('cache.directory')), ttl: configValue<number>('cache.ttl') },
  };
  // Every value's type and range, by analyze()'s own rules and messages, which name the field.
  resolveOptions(options);
  return options;
}

/** The real path of the folder `given` names in `root`: 403 when it lies outside, 422 when it cannot be resolved. */
function servedFolder(given: string, root: string): string {
  const outside = () => new RequestError(`'${given}' is outside the served folder: give a path relative to it`, 'FORBIDDEN', 403);
  if (isAbsolute(given)) throw outside();
  const path = resolve(root, given);
  if (!isWithin(path, root)) throw outside();
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const what = code === 'ENOENT' || code === 'ENOTDIR' ? 'no such directory' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : 'cannot read directory';
    throw new FileSystemError(`${what}: ${given}`, describeSystemError(err));
  }
  // A symlink inside that leads out.
  if (!isWithin(real, root)) throw outside();
  return real;
}

/**
 * The keys and values of a POST /api/config body (nested, dotted or both), checked against the
 * schema (400 naming the key); `cache.directory` and `output.file` must lie inside `root`.
 */
export function configRequest(body: unknown, root: string): Map<string, Value> {
  let values: Map<string, Value>;
  try {
    values = partialConfig(object(body), 'request');
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
  for (const key of ['cache.directory', 'output.file', 'analysis.tokenizer']) {
    const value = values.get(key);
    if (typeof value === 'string' && !insideRoot(value, root)) throw new UsageError(`${key} must be a path inside the served folder, not '${value}'`);
  }
  return values;
}

/** A body that must be a JSON object (or nothing, for none). */
export function object(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new UsageError('the body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Whether `path` (relative to `root`, a real path) names something strictly inside it, through any symlink that exists so far. */
function insideRoot(path: string, root: string): boolean {
  const target = resolve(root, path);
  if (target === root || !isWithin(target, root)) return false;
  // The nearest part of it that exists, resolved: a symlink on the way must not lead out.
  for (let at = target; ; at = dirname(at)) {
    try {
      const real = realpathSync.native(at);
      return isWithin(real, root) && (at !== target || real !== root);
    } catch {
      if (relative(root, at) === '') return false;
    }
  }
}
