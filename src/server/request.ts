import { realpathSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { checkSetting, configValue, configuredPath, outsideProject, partialConfig, type Value } from '../config/index.js';
import { isWithin } from '../util/confine.js';
import { ConfigError, FileSystemError, RequestError, UsageError, describeSystemError } from '../util/errors.js';
import { planCheck, type CheckOptions, type CheckPlan } from '../check/index.js';
import { planDiff, type DiffOptions, type DiffPlan } from '../diff/index.js';
import { nulByte, type AnalyzeOptions } from '../run/options.js';
import type { DiffFormat } from '../sinks/diff.js';
import { nearest, shown, shownText } from '../util/words.js';

// What a request may ask: the fields of POST /api/analyze and POST /api/config, checked before
// any work, and paths kept inside the served folder.

/** analyze()'s options, less `cache`: where results are kept is the server's configuration, not a request's. */
export const FIELDS = [
  'path', 'methodLevel', 'outputFormat', 'include', 'exclude', 'tokenCount', 'tiktoken', 'encoding', 'model', 'tokenizer', 'fit', 'compress', 'split', 'allowSecrets', 'includeComments',
  'gitignore', 'defaultIgnores', 'maxFileSize', 'submodules', 'gitDiff', 'gitCached', 'gitBranch', 'gitAuthor',
];
// Globs are matched against every path of the tree: their number and length bound that work.
export const MAX_PATTERNS = 100;
export const MAX_PATTERN_CHARS = 1000;

/**
 * The analyze() options of a POST /api/analyze body: every field known (400 naming it), patterns
 * bounded, the folder resolved in `root` (a real path) and confined to it (403), the cache the
 * root's. planRun() then checks every value's type and range by analyze()'s own rules. `place`
 * names the root in messages (the MCP server's tools check their requests here too).
 */
export function analyzeRequest(body: unknown, root: string, place = 'the served folder'): AnalyzeOptions {
  const fields = object(body);
  for (const key of Object.keys(fields)) {
    if (FIELDS.includes(key)) continue;
    const near = nearest(key, FIELDS);
    throw new UsageError(`unknown field '${shownText(key)}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  for (const name of ['include', 'exclude'] as const) {
    const patterns = fields[name];
    if (!Array.isArray(patterns)) continue;
    if (patterns.length > MAX_PATTERNS) throw new UsageError(`${name} holds ${patterns.length} patterns; at most ${MAX_PATTERNS}`);
    if (patterns.some((p) => typeof p === 'string' && p.length > MAX_PATTERN_CHARS)) throw new UsageError(`${name} holds a pattern longer than ${MAX_PATTERN_CHARS} characters`);
  }
  const given = fields.path ?? '.';
  if (typeof given !== 'string' || given === '') throw new UsageError('path must be a non-empty string');
  if (given.includes('\0')) throw nulByte('path', given);
  const tokenizer = fields.tokenizer;
  // A tokenizer file is read like the tree: only inside the served folder.
  if (typeof tokenizer === 'string' && tokenizer !== '' && !insideRoot(tokenizer, root)) {
    throw new RequestError(`tokenizer '${tokenizer}' is outside ${place}: give a path relative to it`, 'FORBIDDEN', 403);
  }
  const options: AnalyzeOptions = {
    ...(fields as AnalyzeOptions),
    ...(typeof tokenizer === 'string' && tokenizer !== '' && { tokenizer: resolve(root, tokenizer) }),
    path: confinedPath(given, root, place),
    cache: { enabled: configValue<boolean>('cache.enabled'), directory: resolve(root, configuredPath('cache.directory', root)!), ttl: configValue<number>('cache.ttl') },
  };
  return options;
}

// diff()'s options, less `cache` (the root's); `outputFormat` picks the document sent beside the data.
export const DIFF_FIELDS = [
  'path', 'base', 'head', 'cached', 'methodLevel', 'outputFormat', 'include', 'exclude', 'tokenCount', 'tiktoken', 'encoding', 'model', 'tokenizer', 'includeComments',
  'gitignore', 'defaultIgnores', 'maxFileSize', 'submodules',
];
const DIFF_FORMATS = ['json', 'toon', 'markdown'];

/**
 * The diff() options of a POST /api/diff body and the format of its `output`: every field checked
 * (400 naming it; a revision starting with `-` too), the folder resolved in `root` and confined to
 * it (403), the cache the root's. `place` names the root in messages.
 */
export function diffRequest(body: unknown, root: string, place?: string): { diff: DiffPlan; format: DiffFormat } {
  const fields = object(body);
  for (const key of Object.keys(fields)) {
    if (DIFF_FIELDS.includes(key)) continue;
    const near = nearest(key, DIFF_FIELDS);
    throw new UsageError(`unknown field '${shownText(key)}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  const { outputFormat = 'json', base, head, cached, ...analysis } = fields;
  if (typeof outputFormat !== 'string' || !DIFF_FORMATS.includes(outputFormat)) {
    throw new UsageError(`outputFormat '${typeof outputFormat === 'string' ? shownText(outputFormat) : shown(outputFormat)}' is not available for diff (expected one of ${DIFF_FORMATS.join(', ')})`);
  }
  const sides = { base, ...(head !== undefined && { head }), ...(cached !== undefined && { cached }) } as Pick<DiffOptions, 'base' | 'head' | 'cached'>;
  const options: DiffOptions = { ...analyzeRequest(analysis, root, place), ...sides };
  return { diff: planDiff(options, { within: root }), format: outputFormat as DiffFormat };
}

// check()'s options, less `cache` (the root's); `outputFormat` picks the report sent beside the verdict.
export const CHECK_FIELDS = [
  'path', 'base', 'maxTokens', 'budgets', 'methodLevel', 'outputFormat', 'include', 'exclude', 'tokenCount', 'tiktoken', 'encoding', 'model', 'tokenizer',
  'includeComments', 'gitignore', 'defaultIgnores', 'maxFileSize', 'submodules',
];
const CHECK_FORMATS = ['json', 'markdown'];
// Each rule weighs every file: their number bounds that work (a rule's glob is bounded by its reader).
export const MAX_BUDGETS = 100;

/**
 * The check() options of a POST /api/check body and the format of its `output`: every field
 * checked (400 naming it; a malformed budget by its place, `budgets[1]`), the folder resolved in
 * `root` and confined to it (403), the cache the root's, the budgets the root's configuration's
 * unless the body gives its own. `place` names the root in messages.
 */
export function checkRequest(body: unknown, root: string, place?: string): { check: CheckPlan; format: 'json' | 'markdown' } {
  const fields = object(body);
  for (const key of Object.keys(fields)) {
    if (CHECK_FIELDS.includes(key)) continue;
    const near = nearest(key, CHECK_FIELDS);
    throw new UsageError(`unknown field '${shownText(key)}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  const { outputFormat = 'json', base, maxTokens, budgets, ...analysis } = fields;
  if (typeof outputFormat !== 'string' || !CHECK_FORMATS.includes(outputFormat)) {
    throw new UsageError(`outputFormat '${typeof outputFormat === 'string' ? shownText(outputFormat) : shown(outputFormat)}' is not available for check (expected one of ${CHECK_FORMATS.join(', ')})`);
  }
  if (Array.isArray(budgets) && budgets.length > MAX_BUDGETS) throw new UsageError(`budgets holds ${budgets.length} rules; at most ${MAX_BUDGETS}`);
  const rules = { ...(base !== undefined && { base }), ...(maxTokens !== undefined && { maxTokens }), ...(budgets !== undefined && { budgets }) } as Pick<CheckOptions, 'base' | 'maxTokens' | 'budgets'>;
  const options: CheckOptions = { ...analyzeRequest(analysis, root, place), ...rules };
  return { check: planCheck(options, undefined, { within: root }), format: outputFormat as 'json' | 'markdown' };
}

/**
 * The real path of the folder (or file, `kind`) `given` names in `root`: 403 when it lies
 * outside, a symlink in it leading out included; 422 when it cannot be resolved.
 */
export function confinedPath(given: string, root: string, place = 'the served folder', kind = 'directory'): string {
  const outside = () => new RequestError(`'${given}' is outside ${place}: give a path relative to it`, 'FORBIDDEN', 403);
  if (isAbsolute(given)) throw outside();
  const path = resolve(root, given);
  if (!isWithin(path, root)) throw outside();
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const what = code === 'ENOENT' || code === 'ENOTDIR' ? `no such ${kind}` : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : `cannot read ${kind}`;
    throw new FileSystemError(`${what}: ${given}`, describeSystemError(err));
  }
  // A symlink inside that leads out.
  if (!isWithin(real, root)) throw outside();
  return real;
}

/**
 * The keys and values of a POST /api/config body (nested, dotted or both), checked against the
 * schema (400 naming the key); `cache.directory` and `output.file` must lie inside `root`, and
 * `server.*` cannot be set.
 */
export function configRequest(body: unknown, root: string): Map<string, Value> {
  let values: Map<string, Value>;
  try {
    values = partialConfig(object(body), 'request');
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
  // Where the next `serve` binds and how it limits requests: a page the server serves must not decide that.
  const server = [...values.keys()].find((key) => key.startsWith('server.'));
  if (server) throw new UsageError(`${server} cannot be set over REST: server.* settings are left to the command line and the user's configuration file`);
  for (const [key, value] of values) {
    if (['cache.directory', 'output.file', 'analysis.tokenizer'].includes(key) && typeof value === 'string' && !insideRoot(value, root)) {
      throw new UsageError(`${key} must be a path inside the served folder, not '${shownText(value)}'`);
    }
    try {
      // What every analysis would then refuse (a model without a tokenizer): refused now, as `config set` refuses it.
      checkSetting(key, value, root);
    } catch (err) {
      if (err instanceof ConfigError) throw new UsageError(err.message);
      throw err;
    }
  }
  return values;
}

/** A body that must be a JSON object (or nothing, for none). */
export function object(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new UsageError('the body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Whether `path` (relative to `root`, a real path) names something strictly inside it, through any symlink that exists so far: the rule of a project's configuration. */
function insideRoot(path: string, root: string): boolean {
  return outsideProject(path, root) === undefined;
}
