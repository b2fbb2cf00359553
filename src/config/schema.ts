import type { Budget } from '../results.js';
import { FORMATS } from '../types.js';
import { TOKENIZERS } from '../tokenizer/index.js';

/** How a key's value is written in a file, given to `config set` and checked. */
export type KeyType = 'boolean' | 'integer' | 'bytes' | 'string' | 'path' | 'string-or-null' | 'path-or-null' | 'globs' | 'choice' | 'rules';

export interface KeySpec {
  /** Dotted name: `output.format`. */
  key: string;
  type: KeyType;
  default: Value;
  /** The allowed values of a `choice`. */
  values?: readonly string[];
  /** Bounds of an integer (inclusive). */
  min?: number;
  max?: number;
  /** Characters a string may not hold (a host serve() could not bind), and what they are, for messages. */
  forbidden?: { pattern: RegExp; what: string };
  /** One line for `config --help` and the README. */
  description: string;
}

export type Value = string | number | boolean | null | string[] | Budget[];

const MAX_PORT = 65535;

/**
 * Every configuration key, in the order `config show` prints them. Validation, `config show`,
 * `config set`, the REST config endpoints, the wizard's "save as defaults", `config --help` and
 * the README's table all read this one list.
 */
export const SCHEMA: readonly KeySpec[] = [
  { key: 'output.format', type: 'choice', values: FORMATS, default: 'json', description: 'format of the result' },
  { key: 'output.file', type: 'path-or-null', default: null, description: 'file the CLI writes the result to (null: standard output)' },
  { key: 'analysis.methodLevel', type: 'boolean', default: false, description: 'also count each function and method' },
  { key: 'analysis.tokenCount', type: 'boolean', default: true, description: 'count tokens at all (false: files and lines only)' },
  { key: 'analysis.tiktoken', type: 'boolean', default: true, description: 'exact BPE counts (false: ceil(characters / 4))' },
  { key: 'analysis.includeComments', type: 'boolean', default: false, description: 'count comments too' },
  { key: 'analysis.encoding', type: 'choice', values: TOKENIZERS, default: 'o200k_base', description: 'tokenizer: a tiktoken encoding or a model tokenizer' },
  { key: 'analysis.model', type: 'string-or-null', default: null, description: 'model whose tokenizer counts and whose context window reports compare with (over analysis.encoding)' },
  { key: 'analysis.tokenizer', type: 'path-or-null', default: null, description: 'a Hugging Face tokenizer.json (BPE) to count with, relative to the project folder (over analysis.model)' },
  { key: 'analysis.include', type: 'globs', default: [], description: 'analyse only files matching one of these globs' },
  { key: 'analysis.exclude', type: 'globs', default: [], description: 'leave out files and folders matching these globs' },
  { key: 'analysis.maxFileSize', type: 'bytes', default: 10 * 1024 * 1024, min: 0, description: 'larger files are skipped (bytes; set accepts 500K, 10M, 1G)' },
  { key: 'analysis.gitignore', type: 'boolean', default: true, description: 'honour .gitignore files and .git/info/exclude' },
  { key: 'analysis.defaultIgnores', type: 'boolean', default: true, description: 'leave out VCS folders, node_modules, .analyzer, lock files' },
  { key: 'analysis.submodules', type: 'boolean', default: false, description: 'also count checked-out submodules and repositories inside the work tree (--submodules)' },
  { key: 'cache.enabled', type: 'boolean', default: true, description: 'keep results between runs' },
  { key: 'cache.ttl', type: 'integer', default: 3_600_000, min: 0, description: 'how long a result is good for (ms)' },
  { key: 'cache.directory', type: 'path', default: '.analyzer/cache', description: 'where results are kept (relative to the project folder)' },
  { key: 'watch.interval', type: 'integer', default: 1000, min: 0, max: 3_600_000, description: 'quiet time that ends a burst of changes (ms)' },
  { key: 'watch.ignore', type: 'globs', default: [], description: 'changes to matching paths start no run, and are not analysed' },
  { key: 'server.port', type: 'integer', default: 3000, min: 0, max: MAX_PORT, description: 'port of analyzer serve (0: any free port)' },
  { key: 'server.host', type: 'string', forbidden: { pattern: /[\0-\x20/]/, what: 'spaces, control characters or slashes' }, default: 'localhost', description: 'host analyzer serve binds' },
  { key: 'server.rateLimit.windowMs', type: 'integer', default: 900_000, min: 1, description: 'rate-limit window (ms)' },
  { key: 'server.rateLimit.max', type: 'integer', default: 100, min: 1, description: 'requests per client per window' },
  { key: 'server.trustProxy', type: 'boolean', default: false, description: 'rate-limit by the last X-Forwarded-For address (behind one proxy)' },
  { key: 'budgets', type: 'rules', default: [], description: 'token budgets analyzer check enforces: a JSON list of rules {path?, maxTokens | maxFileTokens | maxMethodTokens | maxIncrease}' },
];

const BY_KEY = new Map(SCHEMA.map((spec) => [spec.key, spec]));

export function keySpec(key: string): KeySpec | undefined {
  return BY_KEY.get(key);
}

/** What a value of the key must be, for error messages: `a boolean (true or false)`. */
export function expected(spec: KeySpec): string {
  switch (spec.type) {
    case 'boolean':
      return 'true or false';
    case 'integer':
      return `an integer${bounds(spec)}`;
    case 'bytes':
      return 'a size in bytes (an integer, or 500K, 10M, 1G)';
    case 'string':
    case 'path':
      return `a non-empty string${spec.forbidden ? ` without ${spec.forbidden.what}` : ''}`;
    case 'string-or-null':
    case 'path-or-null':
      return 'a non-empty string, or null';
    case 'globs':
      return 'a JSON array of non-empty glob strings, such as ["src/**","*.ts"]';
    case 'choice':
      return `one of ${spec.values!.join(', ')}`;
    case 'rules':
      return 'a JSON list of rules, such as [{"path":"src/**","maxTokens":"200k"}]';
  }
}

function bounds({ min, max }: KeySpec): string {
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  return '';
}
