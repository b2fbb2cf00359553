import { accessSync, closeSync, constants, fstatSync, mkdirSync, openSync, readFileSync, readSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { writeFileAtomic } from '../util/atomic.js';
import { BudgetProblem, readBudgets } from './budgets.js';
import { isWithin, realTarget } from '../util/confine.js';
import { ConfigError, FileSystemError, describeSystemError } from '../util/errors.js';
import { refusal, refusedGlob } from '../patterns/globs.js';
import { parseSize } from '../util/size.js';
import { nearest, shown, shownText } from '../util/words.js';
import { TokenizerFileError, tokenizerFile } from '../tokenizer/index.js';
import { modelInfo } from '../tokenizer/models.js';
import { SCHEMA, expected, keySpec, type KeySpec, type Value } from './schema.js';
import type { Budget } from '../results.js';

export { SCHEMA, type KeySpec, type Value } from './schema.js';

/** The layers, later winning: built-in defaults < user file < project file < configure(). */
export type Layer = 'default' | 'user' | 'project' | 'configure';

/** The effective configuration, nested as `config show` prints it and `GET /api/config` returns it. */
export interface Config {
  output: { format: string; file: string | null };
  analysis: {
    methodLevel: boolean; tokenCount: boolean; tiktoken: boolean; includeComments: boolean; encoding: string; model: string | null; tokenizer: string | null;
    include: string[]; exclude: string[]; maxFileSize: number; gitignore: boolean; defaultIgnores: boolean;
  };
  cache: { enabled: boolean; ttl: number; directory: string };
  watch: { interval: number; ignore: string[] };
  server: { port: number; host: string; rateLimit: { windowMs: number; max: number }; trustProxy: boolean };
  /** Token budgets for `analyzer check`, as written. */
  budgets: Budget[];
}

/** The spec's shape for `configure()`, and any configuration key nested as in `Config`. */
export interface ConfigureOptions extends DeepPartial<Config> {
  defaultOutputFormat?: string;
  defaultMethodLevel?: boolean;
}
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

interface FileLayer {
  file: string;
  values: Map<string, Value>;
}

// What this process knows: the files loadConfig() read, and what configure() set.
const state: { user?: FileLayer; project?: FileLayer; configured: Map<string, Value> } = { configured: new Map() };

// A config file is a few hundred bytes; anything much larger is a mistake, not a configuration.
const MAX_FILE_BYTES = 1024 * 1024;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
export const PROJECT_FOLDER = '.analyzer';

/** The two files: `$XDG_CONFIG_HOME/analyzer/config.json` (user) and `<folder>/.analyzer/config.json` (project). */
export function configFiles(folder = process.cwd(), env: NodeJS.ProcessEnv = process.env): { user: string; project: string } {
  // The XDG spec: a relative XDG_CONFIG_HOME is to be ignored.
  const xdg = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return { user: join(xdg, 'analyzer', 'config.json'), project: join(folder, PROJECT_FOLDER, 'config.json') };
}

/**
 * Reads the user and project files (of `folder`, default the current directory) as this
 * process's configuration layers, and returns the effective configuration. The library never
 * reads a file unless asked through this; the CLI asks at start. Throws a ConfigError (exit 3)
 * naming a file that is not a valid configuration; one that may not be read (permissions) is
 * left out, with a warning.
 */
export function loadConfig(options: { folder?: string; env?: NodeJS.ProcessEnv; warn?: (message: string) => void } = {}): Config {
  const files = configFiles(options.folder, options.env);
  const warn = options.warn ?? ((message: string) => process.emitWarning(message));
  const read = (file: string) => {
    try {
      return readConfigFile(file);
    } catch (err) {
      // As git does with a config file it may not read: said, and done without.
      if (!(err instanceof FileSystemError)) throw err;
      warn(`${err.message}; its settings are not used`);
      return new Map<string, Value>();
    }
  };
  state.user = { file: files.user, values: read(files.user) };
  state.project = { file: files.project, values: read(files.project) };
  return effectiveConfig();
}

/**
 * Sets in-process defaults over the files and built-in defaults: `defaultOutputFormat`,
 * `defaultMethodLevel`, `cache: { enabled, ttl, directory }`, or any key nested as `config show`
 * prints it. Merges over earlier calls; returns the effective configuration. An invalid value
 * throws a ConfigError naming the field, and changes nothing.
 */
export function configure(options: ConfigureOptions): Config {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ConfigError('configure() takes an object');
  const { defaultOutputFormat, defaultMethodLevel, ...nested } = options;
  const values = flatten(nested, 'configure()');
  if (defaultOutputFormat !== undefined) values.set('output.format', checkValue(keySpec('output.format')!, defaultOutputFormat, 'configure(): defaultOutputFormat'));
  if (defaultMethodLevel !== undefined) values.set('analysis.methodLevel', checkValue(keySpec('analysis.methodLevel')!, defaultMethodLevel, 'configure(): defaultMethodLevel'));
  for (const [key, value] of values) state.configured.set(key, value);
  return effectiveConfig();
}

/** Forgets what configure() set and the files loadConfig() read: the built-in defaults again (for tests). */
export function resetConfig(): void {
  state.configured.clear();
  state.user = state.project = undefined;
}

/** The effective value of a key. */
export function configValue<T extends Value>(key: string): T {
  return origin(key).value as T;
}

/** The effective value of a key and the layer (and file) it comes from. */
export function origin(key: string): { value: Value; layer: Layer; file?: string } {
  if (state.configured.has(key)) return { value: state.configured.get(key)!, layer: 'configure' };
  for (const layer of ['project', 'user'] as const) {
    const found = state[layer];
    if (found?.values.has(key)) return { value: found.values.get(key)!, layer, file: found.file };
  }
  return { value: keySpec(key)!.default, layer: 'default' };
}

/**
 * A configured path to read (`analysis.tokenizer`): a project file's value is relative to its
 * project folder, as its other paths are, and comes with that folder (`project`), where what it
 * names must lie.
 */
export function configuredFile(key: string): { path: string; project?: string } | null {
  const { value, layer, file } = origin(key);
  if (typeof value !== 'string') return null;
  if (layer !== 'project') return { path: value };
  const project = dirname(dirname(file!));
  return { path: resolve(project, value), project };
}

/**
 * A configured `output.file` or `cache.directory`, as the path to use (null: none). A project
 * file's value is relative to its project folder and must lead inside it (outsideProject()): a
 * cloned repository's configuration must not make the tool write anywhere else. So must the
 * default `cache.directory` in `folder` (the project folder, where it is relative to): a
 * repository whose `.analyzer` is a symlink leading out would otherwise have the cache written
 * there. The user's file and configure() may name any place. A ConfigError (exit 3) names the
 * key, the path and the file.
 */
export function configuredPath(key: WriteKey, folder = process.cwd()): string | null {
  const { value, layer, file } = origin(key);
  if (typeof value !== 'string' || (layer !== 'project' && layer !== 'default')) return value as string | null;
  const project = layer === 'project' ? dirname(dirname(file!)) : folder;
  const where = outsideProject(value, project);
  if (where) {
    const source = layer === 'project' ? `${file}: ${key}` : `the default ${key}`;
    const rule = layer === 'project' ? "a project's configuration may only write inside it" : 'a project may not lead what the tool writes out of it';
    throw new ConfigError(`${source} '${shownText(value)}' ${where} the project folder ${project}; ${rule} (${instead(key)})`);
  }
  const path = resolve(project, value);
  // As given when it means the same from the current directory (messages then show it so).
  return resolve(value) === path ? value : path;
}

/** The keys that name a place the tool writes to. */
export type WriteKey = 'output.file' | 'cache.directory';
const WRITE_KEYS: readonly string[] = ['output.file', 'cache.directory'];

/**
 * How a path a project's configuration gives (relative to the project folder) fails to lead
 * strictly inside it, real paths compared at the moment of asking (a symlinked parent pointing
 * out is outside): `is outside`, `leads to /x, outside`, `is` (the folder itself); undefined when
 * it leads inside. A run (configuredPath()), `config set` and POST /api/config all apply it.
 */
export function outsideProject(value: string, project: string): string | undefined {
  const folder = realTarget(project);
  const path = resolve(project, value);
  const real = realTarget(path);
  if (real === folder) return 'is';
  if (isWithin(real, folder)) return undefined;
  return real === path ? 'is outside' : `leads to ${real}, outside`;
}

function instead(key: WriteKey): string {
  return key === 'output.file' ? `give --output, or set ${key} in your own ${configFiles().user}` : `set ${key} in your own ${configFiles().user}, or give --no-cache`;
}

/**
 * What `config set` and POST /api/config refuse beyond a value's type, because every run would
 * refuse it (#38): in a project's file, an `output.file` or `cache.directory` not inside its
 * folder; a model whose tokenizer is not known; a tokenizer file that cannot be counted with
 * (relative to the project folder, or from the user's file to the current directory, as a run
 * reads it). `project`: the folder whose file the value goes to; undefined for the user's file,
 * which may name any place to write to. A ConfigError names the key and the value.
 */
export function checkSetting(key: string, value: Value, project: string | undefined): void {
  if (typeof value !== 'string') return;
  if (project !== undefined && WRITE_KEYS.includes(key)) {
    const where = outsideProject(value, project);
    if (where) throw new ConfigError(`${key} '${shownText(value)}' ${where} the project folder ${project}; a project's configuration may only write inside it (set it with --global, in your own ${configFiles().user})`);
  }
  if (key === 'analysis.model') {
    try {
      modelInfo(value);
    } catch (err) {
      throw new ConfigError(`invalid value '${shownText(value)}' for ${key}: ${(err as Error).message}`);
    }
  }
  if (key === 'analysis.tokenizer') checkTokenizerFile(resolve(project ?? '.', value), value);
}

/** A tokenizer file a run could count with: a regular file (a FIFO is never opened), read as a tokenizer. */
function checkTokenizerFile(path: string, value: string): void {
  const refuse = (why: string) => new ConfigError(`invalid value '${shownText(value)}' for analysis.tokenizer: ${why}`);
  let stat;
  try {
    stat = statSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw refuse(code === 'ENOENT' || code === 'ENOTDIR' ? `no such file ${path}` : `cannot read ${path}: ${describeSystemError(err)}`);
  }
  if (!stat.isFile()) throw refuse(`${path} is ${stat.isDirectory() ? 'a directory' : 'not a regular file'}`);
  try {
    tokenizerFile(path);
  } catch (err) {
    if (err instanceof TokenizerFileError) throw refuse(`${path}: ${err.message}`);
    throw refuse(`cannot read ${path}: ${describeSystemError(err)}`);
  }
}

export function effectiveConfig(): Config {
  return nest(SCHEMA.map(({ key }) => [key, configValue(key)])) as unknown as Config;
}

/** A key by name; a ConfigError suggesting the closest key when there is none. */
export function findKey(key: string): KeySpec {
  checkSegments(key, 'key');
  const spec = keySpec(key);
  if (spec) return spec;
  const near = closest(key);
  throw new ConfigError(`unknown configuration key '${shownText(key)}'${near ? `; did you mean '${near}'?` : ''} ('analyzer config --help' lists them)`);
}

/** A value typed on the command line (`config set`), parsed by the key's type. */
export function parseValue(spec: KeySpec, text: string): Value {
  const parsed = ((): unknown => {
    switch (spec.type) {
      case 'boolean':
        return text === 'true' ? true : text === 'false' ? false : undefined;
      case 'integer':
        return /^-?\d+$/.test(text) ? Number(text) : undefined;
      case 'bytes':
        return parseSize(text);
      case 'globs':
      case 'rules':
        try {
          return JSON.parse(text);
        } catch {
          return undefined;
        }
      case 'string-or-null':
      case 'path-or-null':
        return text === 'null' ? null : text;
      default:
        return text;
    }
  })();
  // A list of rules that parsed: what is wrong with which rule says more than its type.
  if (spec.type === 'rules' && parsed !== undefined) return checkValue(spec, parsed, '');
  if (!isValid(spec, parsed)) throw new ConfigError(`invalid value '${shownText(text)}' for ${spec.key}: expected ${expected(spec)}`);
  return checkValue(spec, parsed, '');
}

/** `value` checked against the key's type; a ConfigError naming `where` (a file, a field; '' for none) and the expected type otherwise. */
export function checkValue(spec: KeySpec, value: unknown, where: string): Value {
  if (spec.type === 'rules') {
    try {
      // Kept as written (`"200k"` stays so), with the keys in the documented order.
      return readBudgets(value, spec.key).map((rule) => rule.budget);
    } catch (err) {
      // The problem names the key (`budgets[1] has no limit`): `config set` needs no more.
      if (err instanceof BudgetProblem) throw new ConfigError(where ? `${where}: ${err.message}` : err.message);
      throw err;
    }
  }
  if (!isValid(spec, value)) throw new ConfigError(`${where ? `${where}: ` : ''}invalid value ${shown(value)} for ${spec.key}: expected ${expected(spec)}`);
  // A glob is matched against every path of a tree: one that cannot be matched in time linear in
  // a path's length (from a cloned repository's file, say) is refused where it is read.
  const refused = spec.type === 'globs' ? refusedGlob(value as string[]) : undefined;
  if (refused) throw new ConfigError(`${where ? `${where}: ` : ''}${refusal(spec.key, refused)}`);
  return Array.isArray(value) ? [...value] : (value as Value);
}

function isValid(spec: KeySpec, value: unknown): boolean {
  switch (spec.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
    case 'bytes':
      return Number.isSafeInteger(value) && (spec.min === undefined || (value as number) >= spec.min) && (spec.max === undefined || (value as number) <= spec.max);
    case 'string':
    case 'path':
      return nonEmpty(value) && !spec.forbidden?.pattern.test(value as string);
    case 'string-or-null':
    case 'path-or-null':
      return value === null || nonEmpty(value);
    case 'globs':
      return Array.isArray(value) && value.every(nonEmpty);
    case 'choice':
      return typeof value === 'string' && spec.values!.includes(value);
    case 'rules':
      // Checked rule by rule in checkValue().
      return Array.isArray(value);
  }
}

/**
 * Sets (or, with `undefined`, removes) a key in a config file, under a lock so that concurrent
 * changes of other keys all land, written atomically with the file's mode kept. Resolves to the
 * value the file held before (`undefined`: none). A file that cannot be read as a configuration
 * is never overwritten.
 */
export async function changeFile(file: string, key: string, value: Value | undefined): Promise<Value | undefined> {
  return (await changeFileKeys(file, new Map([[key, value]]))).get(key);
}

/** changeFile() for several keys at once: one lock, one write. Resolves to the values the file held before. */
export async function changeFileKeys(file: string, changes: ReadonlyMap<string, Value | undefined>): Promise<Map<string, Value | undefined>> {
  ensureFolder(dirname(file));
  const release = await lock(file);
  try {
    const values = readConfigFile(file);
    const before = new Map<string, Value | undefined>();
    for (const [key, value] of changes) {
      before.set(key, values.get(key));
      if (value === undefined) values.delete(key);
      else values.set(key, value);
    }
    const mode = statSync(file, { throwIfNoEntry: false })?.mode;
    // A rename would replace it whatever its mode: a file this user may not write is left as it is.
    if (mode !== undefined) {
      try {
        accessSync(file, constants.W_OK);
      } catch (err) {
        throw new FileSystemError(`cannot write ${file}: it is read-only to this user (mode ${(mode & 0o777).toString(8)})`, describeSystemError(err));
      }
    }
    await writeFileAtomic(`${JSON.stringify(nest([...values]), null, 2)}\n`, file, { mode: mode === undefined ? 0o666 : mode & 0o7777, keepMode: mode !== undefined });
    for (const layer of [state.user, state.project]) if (layer?.file === file) layer.values = values;
    return before;
  } finally {
    release();
  }
}

/**
 * The keys and checked values of a partial configuration, nested as `config show` prints it,
 * with dotted keys (`{ "output.format": "toon" }`), or both; a ConfigError naming `where` and the
 * key otherwise.
 */
export function partialConfig(object: Record<string, unknown>, where: string): Map<string, Value> {
  return flatten(object, where);
}

/** A config file's keys and values; an empty map when it does not exist. */
export function readConfigFile(file: string): Map<string, Value> {
  const text = readText(file);
  if (text === undefined) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (err) {
    throw new ConfigError(`${file}: not valid JSON: ${jsonProblem(err as Error, text)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ConfigError(`${file}: expected a JSON object, found ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : typeof parsed}`);
  return flatten(parsed as Record<string, unknown>, file);
}

/**
 * Creates a folder for the tool's files. The project folder `.analyzer` gets a `.gitignore`
 * that keeps everything in it but `config.json` out of git (as pytest does for its cache), so a
 * run never shows in `git status` and a project's configuration can still be committed.
 */
export function ensureFolder(folder: string): void {
  const project = basename(folder) === PROJECT_FOLDER ? folder : basename(dirname(folder)) === PROJECT_FOLDER ? dirname(folder) : undefined;
  try {
    if (project && !statSync(project, { throwIfNoEntry: false })) {
      mkdirSync(project, { recursive: true });
      writeFileSync(join(project, '.gitignore'), '# Written by analyzer: its cache stays out of git; config.json may be committed.\n*\n!config.json\n', { flag: 'wx' });
    }
    mkdirSync(folder, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw new FileSystemError(`cannot create ${folder}: ${describeSystemError(err)}`);
  }
}

function readText(file: string): string | undefined {
  let fd: number;
  try {
    // Non-blocking: a FIFO in the config's place must not hang the tool.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    if (code === 'EACCES' || code === 'EPERM') throw new FileSystemError(`cannot read ${file}: permission denied`);
    throw new ConfigError(`cannot read ${file}: ${describeSystemError(err)}`);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new ConfigError(`${file}: is a directory, not a config file`);
    if (!stat.isFile()) throw new ConfigError(`${file}: not a regular file`);
    if (stat.size > MAX_FILE_BYTES) throw new ConfigError(`${file}: too large for a config file (${stat.size} bytes; at most ${MAX_FILE_BYTES})`);
    const bytes = Buffer.alloc(stat.size);
    let length = 0;
    for (let n; length < bytes.length && (n = readSync(fd, bytes, length, bytes.length - length, null)) > 0; ) length += n;
    return bytes.toString('utf8', 0, length);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`cannot read ${file}: ${describeSystemError(err)}`);
  } finally {
    closeSync(fd);
  }
}

/** JSON.parse's complaint, with the line and column of its position (V8 12 and later add their own, said otherwise: dropped). */
function jsonProblem(err: Error, text: string): string {
  const message = err.message.replace(/^JSON\.parse: /, '').replace(/ \(line \d+ column \d+\)$/, '');
  const at = /at position (\d+)/.exec(message);
  if (!at || /line \d+/.test(message)) return message;
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length, column = before.length - before.lastIndexOf('\n');
  return `${message} (line ${line}, column ${column})`;
}

/** Dotted keys and checked values of a nested object; `where` names its source in errors. */
function flatten(object: Record<string, unknown>, where: string, prefix = '', out = new Map<string, Value>()): Map<string, Value> {
  for (const [name, value] of Object.entries(object)) {
    const key = prefix + name;
    checkSegments(key, `${where}: key`);
    const spec = keySpec(key);
    if (spec) {
      out.set(key, checkValue(spec, value, where));
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && SCHEMA.some((s) => s.key.startsWith(`${key}.`))) {
      flatten(value as Record<string, unknown>, where, `${key}.`, out);
    } else {
      const near = closest(key);
      throw new ConfigError(`${where}: unknown configuration key '${shownText(key)}'${near ? `; did you mean '${near}'?` : ''}`);
    }
  }
  return out;
}

function nest(entries: Iterable<[string, Value]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const parts = key.split('.');
    let at = out;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[parts[parts.length - 1]] = value;
  }
  return out;
}

/** A ConfigError when a segment of `key` is `__proto__`, `constructor` or `prototype`; `what` names it in the message (`key`). */
export function checkSegments(key: string, what: string): void {
  if (key.split('.').some((segment) => FORBIDDEN.has(segment))) throw new ConfigError(`${what} '${shownText(key)}' is not allowed: '__proto__', 'constructor' and 'prototype' are never configuration keys`);
}

function nonEmpty(value: unknown): boolean {
  return typeof value === 'string' && value !== '' && !value.includes('\0');
}

/** The known key nearest to `key`, or the key whose last part is nearest to its last part (`format`: `output.format`). */
function closest(key: string): string | undefined {
  const whole = nearest(key, SCHEMA.map((spec) => spec.key));
  if (whole) return whole;
  const leaf = nearest(key.slice(key.lastIndexOf('.') + 1), SCHEMA.map((spec) => spec.key.slice(spec.key.lastIndexOf('.') + 1)));
  return leaf === undefined ? undefined : SCHEMA.find((spec) => spec.key.endsWith(`.${leaf}`))?.key;
}

// A lock beside the file, holding the pid of its owner: created exclusively, so one change at a
// time reads, changes and writes the file. One left by a process that died is taken over.
const LOCK_WAIT_MS = 10_000;

async function lock(file: string): Promise<() => void> {
  const path = `${file}.lock`;
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          // removed already
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new FileSystemError(`cannot write ${file}: ${describeSystemError(err)}`);
    }
    const owner = Number(readLock(path));
    if (owner > 0 && !alive(owner)) {
      try {
        unlinkSync(path);
      } catch {
        // another process took it over first
      }
      continue;
    }
    if (Date.now() - started > LOCK_WAIT_MS) throw new FileSystemError(`cannot write ${file}: locked by process ${owner} (remove ${path} if it is stale)`);
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * Math.min(50, 5 * attempt)));
  }
}

function readLock(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
