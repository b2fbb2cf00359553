import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEMA } from '../../src/config/schema.js';
import { FLAGS, type Group } from '../../src/entry/flags.js';
import { CHECK_FIELDS, DIFF_FIELDS, FIELDS } from '../../src/server/request.js';
import { CLI, GIT_ISOLATION, git } from './index.js';

// The input fuzzer of issue #33: hostile values for every flag and command, every configuration
// key (`config set`, a hand-written .analyzer/config.json) and every REST body field. A case is
// judged by what a user sees: "internal error", a stack trace, a crash, a hang, an exit status
// the CLI does not document, a 500, or a value that `config set` or POST /api/config accepted and
// every run then refuses. Case `n` of seed `s` is always the same case: `s n` reproduces it.

/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)], chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof randomSource>;

/** The generator of case `n` of `seed`: cases do not depend on each other. */
export function caseSource(seed: number, n: number): Random {
  return randomSource(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 1, 0xc2b2ae35));
}

// Words a user may type. NUL cannot be in an argument (the OS ends it there): JSON_ONLY has those.
const NUMBERS = ['0', '1', '-1', '-0', '+1', '00', '007', '00016', '1.5', '.5', '5.', '1e3', '1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '0x10', '0b1', '0o7', '1_000', '1,000', '9007199254740993', '18446744073709551616', '9'.repeat(400)];
const SIZES = ['10M', '10MiB', '1.5G', '-10M', '10m', '1T', '1P', '200k', '1.5M', '5%', '0.5%', '-5%', '1e3k', 'k', 'M', '1 M', '1.M'];
const SYNTAX = ['', ' ', '  x  ', '-', '--', '---', '-x', '--x', '--=', '--no-', '-p', '--help', '--version', '--json', '--no-cache', '--port=1', 'true', 'false', 'null', 'undefined', '[]', '{}', '[1]', '["x"]', '[""]', '{"a":1}', '[{"maxTokens":1}]', '[{"path":"[","maxTokens":1}]', '[' .repeat(3000), '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__proto__.x', 'output.__proto__', 'valueOf'];
const UNICODE = ['ü', 'é́', '日本語', '🙂', '\u202e', '\u200b', '\ufeff', '\t', '\n', 'a\nb', '\r\n', '\x1b[31mred', '\x7f', '%s%n', '$(id)', '`id`', ';', '|', '\\', 'Ω'.repeat(50)];
const GLOBS = ['*', '**', '**/*', '[', ']', '{', '}', '{a,b}', '!', '!x', '!(a)', '+(a|b)', '@(a)', '*(a|b)*(c|d)', '\\', 'a/**/b', '/**', '../**', '//', 'src/**/*.ts', '?'.repeat(200)];
const PATHS = ['.', '..', '/', '//', './', 'a.py', 'out.__proto__', 'out.constructor', 'src', 'src/', 'sub', 'missing', 'missing/x', 'a.py/x', 'fifo', 'loop', 'dangling', 'link-out', 'null-link', '/dev/null', '/dev/zero', '/dev/full', '/dev/stdin', '/proc/self/fd/0', '/nonexistent/x', '../out', '~', '~/x', 'a b', 'x'.repeat(300), `${'d/'.repeat(300)}x`];
const REVISIONS = ['HEAD', 'HEAD~1', 'HEAD~999', 'HEAD^{tree}', '@', '@{-1}', 'main', 'master', 'refs/heads/main', 'a..b', 'a...b', ':/x', 'HEAD:a.py', '-x', '--all', '--output=x', 'x'.repeat(2000)];
const NAMES = ['gpt-4o', 'gpt-4', 'o3', 'claude-3-opus', 'claude', 'llama-3', 'qwen3', 'deepseek-v3', 'gemma-3', 'gpt-oss', 'o200k_base', 'cl100k_base', 'o200k_harmony', 'json', 'toon', 'markdown', 'html', 'gitingest', 'localhost', '127.0.0.1', '::1', '[::1]', 'exa mple', 'a/b'];
/** Every word the argv cases draw from. */
export const WORDS: readonly string[] = [...NUMBERS, ...SIZES, ...SYNTAX, ...UNICODE, ...GLOBS, ...PATHS, ...REVISIONS, ...NAMES, 'x'.repeat(20_000)];
// What only JSON can carry.
const JSON_ONLY: readonly unknown[] = ['\0', 'a\0b', 'src\0/x', '\ud800', 'x'.repeat(300_000), 0, -1, 1.5, 1e308, -1e308, 2 ** 53, 1e21, 5e-324, true, false, null, [], [null], [[]], [1, 'x'], {}, { a: 1 }, { __proto__: null }];

/** A hostile JSON value: a word, a number, a list or object of them, or nesting far too deep for a recursive reader. */
export function jsonValue(r: Random, depth = 0): unknown {
  const roll = r.int(10);
  if (roll < 4) return r.pick(WORDS);
  if (roll < 6) return r.pick(JSON_ONLY);
  if (roll === 6) return numberLike(r);
  if (roll === 7 && depth < 3) return Array.from({ length: r.int(4) }, () => jsonValue(r, depth + 1));
  if (roll === 8 && depth < 3) return Object.fromEntries(Array.from({ length: r.int(3) }, () => [r.pick(['a', 'path', 'maxTokens', 'format', '__proto__', 'constructor', '']), jsonValue(r, depth + 1)]));
  return deep(r);
}

function numberLike(r: Random): number {
  return r.pick([0, -0, 1, -1, 0.5, 65535, 65536, 2 ** 31, 2 ** 53 - 1, 2 ** 53 + 2, 1e300, -1e-300, Number.MAX_VALUE]);
}

/** JSON text to be sent as it is, inside a value: nesting too deep for JSON.stringify. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A list or object nested 10,000 to 100,000 deep: a value whose printing overflows a recursive printer. */
function deep(r: Random): RawJson {
  const n = r.pick([10_000, 50_000, 100_000]);
  return new RawJson(r.chance(0.5) ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`);
}

/** JSON text of a generated value (own `__proto__` keys included, RawJson as it is). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) return `{${Object.keys(value).map((key) => `${JSON.stringify(key)}:${jsonText((value as Record<string, unknown>)[key])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

// ---- the sandbox every CLI case runs in -------------------------------------------------------

/**
 * A folder `top` holding `project` (a git repository with one commit: a.py, src/b.ts, sub/c.txt,
 * and a FIFO, a symlink loop, a dangling symlink, one to a folder outside and one to /dev/null),
 * `outside`, and `home` (HOME and XDG_CONFIG_HOME). reset() puts it back as made: every case
 * starts from the same tree, with no configuration.
 */
export interface Sandbox {
  top: string;
  project: string;
  env: Record<string, string>;
  reset: () => void;
  cleanup: () => void;
}

export function makeSandbox(top = mkdtempSync(join(tmpdir(), 'analyzer-fuzz-'))): Sandbox {
  top = realpathSync(top);
  const project = join(top, 'project');
  const home = join(top, 'home');
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), ...GIT_ISOLATION, NO_COLOR: '1' };
  const reset = () => {
    for (const name of readdirSync(top)) if (name !== 'project') rmSync(join(top, name), { recursive: true, force: true });
    mkdirSync(project, { recursive: true });
    for (const name of readdirSync(project)) if (name !== '.git') rmSync(join(project, name), { recursive: true, force: true });
    const files: Record<string, string> = { 'a.py': 'x = 1  # one\n', 'src/b.ts': 'export function f(): number {\n  return 1; // one\n}\n', 'sub/c.txt': 'c\n', 'README.md': '# Fuzz\n' };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(project, path, '..'), { recursive: true });
      writeFileSync(join(project, path), text);
    }
    mkdirSync(join(top, 'outside'));
    writeFileSync(join(top, 'outside', 'x.txt'), 'outside\n');
    mkdirSync(home);
    execFileSync('mkfifo', [join(project, 'fifo')]);
    symlinkSync('loop', join(project, 'loop'));
    symlinkSync('missing-target', join(project, 'dangling'));
    symlinkSync('../outside', join(project, 'link-out'));
    symlinkSync('/dev/null', join(project, 'null-link'));
  };
  reset();
  git(project, 'init', '-q', '-b', 'main');
  git(project, 'add', 'a.py', 'src', 'sub', 'README.md');
  git(project, 'commit', '-q', '-m', 'one');
  return { top, project, env, reset, cleanup: () => rmSync(top, { recursive: true, force: true }) };
}

// ---- CLI cases --------------------------------------------------------------------------------

interface Command {
  name: string;
  groups: Group[];
  extra?: string[];
  /** Words after the command (`set`, `clear`), one of them drawn. */
  actions?: string[][];
  /** Runs until stopped (serve, watch): done once it has shown it works. */
  daemon?: 'stderr' | 'stdout';
}

const ANALYSIS: Group[] = ['global', 'format', 'analysis', 'git'];
const COMMANDS: Command[] = [
  { name: '', groups: ANALYSIS },
  { name: 'watch', groups: [...ANALYSIS, 'watch'], daemon: 'stdout' },
  { name: 'diff', groups: ['global', 'format', 'analysis'], extra: ['cached'] },
  { name: 'check', groups: ['global', 'format', 'analysis', 'check'] },
  { name: 'serve', groups: ['server'], extra: ['help'], daemon: 'stderr' },
  { name: 'config', groups: ['config'], extra: ['path', 'help'], actions: [['show'], ['get'], ['set'], ['unset'], []] },
  { name: 'cache', groups: [], extra: ['path', 'help'], actions: [['clear'], [], ['clear', 'clear']] },
  { name: 'mcp', groups: [], extra: ['help', 'root'] },
];
const BOOLEAN_FORMS = ['--{}', '--no-{}', '--{}=true', '--{}=false', '--{}=x', '--no-{}=x'];

/** Values a flag takes when used as meant, so that a case gets past one flag to the next. */
const GOOD: Record<string, string[]> = {
  path: ['.', 'src'], output: ['out.json', 'out.md', 'out.toon', 'out.html', 'out.txt'], include: ['**/*.py', 'src'], exclude: ['sub', '*.md'], ignore: ['sub'],
  'max-file-size': ['1K', '10M'], encoding: ['cl100k_base', 'o200k_base'], model: ['gpt-4o', 'llama-3'], fit: ['100', '1k', 'gpt-4o'],
  'git-diff': ['HEAD'], 'git-branch': ['main'], 'git-author': ['Ada'], interval: ['50', '0'], port: ['0'], host: ['localhost', '127.0.0.1'],
  root: ['.', 'src'], base: ['HEAD'], 'max-tokens': ['10', '1k'], tokenizer: ['a.py'],
};

export interface CliCase {
  args: string[];
  /** Text of `.analyzer/config.json`, written before the run. */
  config?: string;
  daemon?: 'stderr' | 'stdout';
}

/** An argv for one command, with 1-4 flags, most of them its own, given hostile or ordinary values. */
export function cliCase(r: Random): CliCase {
  const command = r.pick(COMMANDS);
  const args = command.name ? [command.name] : r.chance(0.3) ? ['--cli'] : [];
  const action = command.actions ? r.pick(command.actions) : [];
  args.push(...action);
  if (command.name === 'config' && ['get', 'set', 'unset'].includes(action[0])) {
    args.push(r.chance(0.8) ? r.pick(SCHEMA).key : r.pick(WORDS));
    if (action[0] === 'set') args.push(r.pick(WORDS));
  }
  const own = FLAGS.filter((flag) => command.groups.includes(flag.group) || command.extra?.includes(flag.name));
  for (let i = 1 + r.int(4); i > 0; i--) {
    const flag = r.chance(0.85) && own.length > 0 ? r.pick(own) : r.pick(FLAGS);
    if (!flag.value) {
      args.push(r.pick(BOOLEAN_FORMS).replace('{}', flag.name));
      continue;
    }
    let value = r.chance(0.3) && GOOD[flag.name] ? r.pick(GOOD[flag.name]) : r.pick(WORDS);
    // Writing into a FIFO waits for its reader, as any program's write does: not a hang to report.
    if (flag.name === 'output' && value === 'fifo') value = 'out.json';
    // A server on a real port would take one other programs may use: only port 0.
    if (flag.name === 'port' && /^\d+$/.test(value) && Number(value) > 0 && Number(value) <= 65535) value = '0';
    if (flag.name === 'host' && ['0.0.0.0', '::'].includes(value)) value = 'localhost';
    const form = r.int(3);
    if (form === 0) args.push(`--${flag.name}`, value);
    else if (form === 1) args.push(`--${flag.name}=${value}`);
    else args.push(flag.short ? `-${flag.short}` : `--${flag.name}`, value);
  }
  for (let i = r.int(3) - 1; i > 0; i--) args.push(command.name === 'diff' ? r.pick([...REVISIONS, ...WORDS]) : r.pick([...PATHS, ...WORDS]));
  if (command.name === 'serve' && !args.some((a) => a.startsWith('--port'))) args.push('--port', '0');
  return { args, ...(command.daemon && { daemon: command.daemon }) };
}

/** A hand-written `.analyzer/config.json` (1-4 keys, nested or dotted, hostile or ordinary values, or not JSON at all), then a command that reads it. */
export function configFileCase(r: Random): CliCase {
  const config = configText(r);
  const args = r.pick([['--cli', '.'], ['config', 'show'], ['config', 'show', '--origin'], ['config', 'get', r.pick(SCHEMA).key], ['check', '--max-tokens', '1k'], ['cache', 'clear'], ['diff', 'HEAD'], ['config', 'set', 'output.format', 'toon']]);
  return { args, config };
}

export function configText(r: Random): string {
  if (r.chance(0.1)) return r.pick(['', '[]', '1', '"x"', 'null', '{', '{"output":', '\ufeff{}', '{"output": {"format": "json",}}', '{} {}', '{"a":1}\0']);
  const config: Record<string, unknown> = {};
  for (let i = 1 + r.int(4); i > 0; i--) {
    const key = r.chance(0.9) ? r.pick(SCHEMA).key : r.pick(['output', 'analysis', 'cache', 'server.rateLimit', '__proto__', 'output.__proto__', 'constructor.x', 'unknown', '']);
    const spec = SCHEMA.find((s) => s.key === key);
    const value = spec && r.chance(0.3) ? plausible(r, spec.key) : jsonValue(r);
    if (r.chance(0.5) || !key.includes('.')) {
      Object.defineProperty(config, key, { value, enumerable: true, configurable: true, writable: true });
    } else {
      const [section, ...rest] = key.split('.');
      const inner = (config[section] ??= {}) as Record<string, unknown>;
      if (typeof inner === 'object' && inner !== null) Object.defineProperty(inner, rest.join('.'), { value, enumerable: true, configurable: true, writable: true });
    }
  }
  return jsonText(config);
}

/** A value of the key's own type that may still be wrong where it leads (a path out of the project, a model with no tokenizer). */
function plausible(r: Random, key: string): unknown {
  const spec = SCHEMA.find((s) => s.key === key)!;
  switch (spec.type) {
    case 'boolean':
      return r.chance(0.5);
    case 'integer':
    case 'bytes':
      return r.pick([0, 1, 50, spec.max ?? 2 ** 40, (spec.min ?? 0) - 1]);
    case 'choice':
      return r.pick(spec.values!);
    case 'globs':
      return [r.pick(GLOBS)];
    case 'rules':
      return [r.pick([{ maxTokens: '1k' }, { path: '[', maxTokens: 1 }, { maxIncrease: '5%' }, { path: 'src/**', maxFileTokens: 0 }])];
    default:
      return r.pick([...PATHS, ...NAMES]);
  }
}

/** `config set <key> <value>` (in the project, or --global); what it accepts, a run must accept too. */
export function configSetCase(r: Random): CliCase {
  const spec = r.pick(SCHEMA);
  let value = r.chance(0.4) ? String(jsonText(plausible(r, spec.key))).replace(/^"(.*)"$/, '$1') : r.pick(WORDS);
  // Writing into a FIFO waits for its reader, as any program's write does (see cliCase).
  if (spec.key === 'output.file' && value === 'fifo') value = 'out.json';
  return { args: ['config', 'set', spec.key, value, ...(r.chance(0.15) ? ['--global'] : [])] };
}

export interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** It ran until the time was up (a daemon: once it showed it works). */
  stopped: 'ready' | 'timeout' | undefined;
}

const DAEMON_ALIVE_MS = 8000;

/** Runs the built CLI in the sandbox's project folder; a daemon is stopped once ready, anything else killed at `timeoutMs`. */
export function runCli(sandbox: Sandbox, args: string[], daemon: CliCase['daemon'], timeoutMs: number, cli = CLI): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: sandbox.project, env: { ...process.env, ...sandbox.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    let stopped: Outcome['stopped'];
    const stop = (why: 'ready' | 'timeout') => {
      if (stopped) return;
      stopped = why;
      // A process blocked in a system call never runs its SIGTERM handler: killed outright after a while.
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 2000).unref();
    };
    const timer = setTimeout(() => stop('timeout'), timeoutMs);
    // A watch writing to a file says nothing: still running after a while, it works as meant.
    const alive = daemon && setTimeout(() => stop('ready'), Math.min(DAEMON_ALIVE_MS, timeoutMs / 2));
    child.stdout.setEncoding('utf8').on('data', (d) => {
      stdout += d;
      if (daemon === 'stdout') stop('ready');
    });
    child.stderr.setEncoding('utf8').on('data', (d) => {
      stderr += d;
      if (daemon === 'stderr' && /^analyzer: serving /m.test(stderr)) stop('ready');
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (alive) clearTimeout(alive);
      resolve({ code, signal, stdout, stderr, stopped });
    });
  });
}

/**
 * What is wrong with an outcome, or undefined. Exit 1 is `check`'s verdict (a budget exceeded)
 * and a digest over its `--fit` budget, nothing else's.
 */
export function judgeCli(args: string[], outcome: Outcome): string | undefined {
  const { code, signal, stderr, stopped } = outcome;
  if (/internal error/.test(stderr)) return 'internal error';
  if (/^\s+at .*:\d+:\d+\)?$/m.test(stderr)) return 'stack trace';
  if (stopped === 'timeout') return 'no end (hangs)';
  if (stopped === 'ready') return undefined;
  if (signal) return `killed by ${signal}`;
  const verdict = args[0] === 'check' || args.some((a) => a.startsWith('--fit'));
  if (![0, 2, 3, 4, 5, ...(verdict ? [1] : [])].includes(code!)) return `exit ${code}`;
  const last = stderr.trimEnd().split('\n').pop() ?? '';
  if (code !== 0 && code !== 1 && !last.startsWith('analyzer: ')) return `exit ${code} without an 'analyzer: ' message`;
  return undefined;
}

// ---- REST cases -------------------------------------------------------------------------------

const ENDPOINTS: Record<string, readonly string[]> = { analyze: FIELDS, diff: DIFF_FIELDS, check: CHECK_FIELDS, config: [...SCHEMA.map((s) => s.key), 'output', 'analysis', 'cache', 'watch', 'budgets'] };

export interface RestCase {
  endpoint: string;
  /** The body as sent (JSON text, or not). */
  body: string;
}

export function restCase(r: Random): RestCase {
  const endpoint = r.pick(Object.keys(ENDPOINTS));
  if (r.chance(0.08)) return { endpoint, body: r.pick(['', '[]', '1', '"x"', 'null', '{', '{"a":}', '\ufeff{}', '{} {}', deep(r).text, '{"path":"\\ud800"}', `{"path":"${'\\u0000'.repeat(10)}"}`]) };
  const body: Record<string, unknown> = {};
  for (let i = 1 + r.int(4); i > 0; i--) {
    const field = r.chance(0.9) ? r.pick(ENDPOINTS[endpoint]) : r.pick(['__proto__', 'constructor', 'toString', 'x', '', 'cache']);
    const spec = SCHEMA.find((s) => s.key === field);
    const value = spec && r.chance(0.4) ? plausible(r, field) : r.chance(0.2) ? r.pick(['.', 'src', 'a.py', 'HEAD', 'main', true, false, 1]) : jsonValue(r);
    Object.defineProperty(body, field, { value, enumerable: true, configurable: true, writable: true });
  }
  if (endpoint === 'diff' && !('base' in body) && r.chance(0.7)) body.base = 'HEAD';
  return { endpoint, body: jsonText(body) };
}

/** A REST server of the built CLI over a sandbox's project, in a process of its own (a request that hangs it is then seen, and ended). */
export class RestTarget {
  private child?: ReturnType<typeof spawn>;
  url = '';
  stderr = '';

  constructor(
    private readonly sandbox: Sandbox,
    private readonly cli = CLI,
  ) {}

  async start(): Promise<void> {
    const { sandbox } = this;
    // Every case is one request: the rate limit of a real server would answer most of them 429.
    mkdirSync(join(sandbox.env.XDG_CONFIG_HOME, 'analyzer'), { recursive: true });
    writeFileSync(join(sandbox.env.XDG_CONFIG_HOME, 'analyzer', 'config.json'), JSON.stringify({ server: { rateLimit: { max: 1_000_000 } } }));
    this.stderr = '';
    const child = (this.child = spawn(process.execPath, [this.cli, 'serve', '--port', '0', '--root', sandbox.project], { cwd: sandbox.project, env: { ...process.env, ...sandbox.env }, stdio: ['ignore', 'ignore', 'pipe'] }));
    this.url = await new Promise<string>((resolve, reject) => {
      child.stderr!.setEncoding('utf8').on('data', (d) => {
        this.stderr += d;
        const m = /serving (http:\/\/\S+?)\/? \(/.exec(this.stderr);
        if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
      });
      child.on('close', () => reject(new Error(`the server ended: ${this.stderr}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const closed = new Promise((resolve) => child.on('close', resolve));
    child.kill('SIGKILL');
    await closed;
  }

  /** Sends one case: what is wrong with the answer, or undefined. A server that does not answer is restarted. */
  async send(c: RestCase, timeoutMs: number): Promise<{ problem?: string; status?: number; json?: any }> {
    let res: Response;
    try {
      res = await fetch(`${this.url}/api/${c.endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: c.body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      await this.stop();
      await this.start();
      return { problem: (err as Error).name === 'TimeoutError' ? 'no answer (hangs)' : `no answer: ${(err as Error).message}` };
    }
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      return { problem: `status ${res.status}, not a JSON answer`, status: res.status };
    }
    if (res.status === 500 && json?.error?.code === 'INTERNAL_ERROR') return { problem: 'internal error (500)', status: res.status, json };
    if (res.status >= 400 && typeof json?.error?.message !== 'string') return { problem: `status ${res.status} without an error object`, status: res.status, json };
    if (/\n\s+at .*:\d+:\d+/.test(text)) return { problem: 'stack trace in the answer', status: res.status, json };
    return { status: res.status, json };
  }

  /** POST /api/config with every key a request may set back at its default: the configuration as it was. */
  async resetConfig(): Promise<void> {
    const defaults = Object.fromEntries(SCHEMA.filter((s) => !s.key.startsWith('server.')).map((s) => [s.key, s.default]));
    const answer = await this.send({ endpoint: 'config', body: JSON.stringify(defaults) }, 30_000);
    if (answer.status !== 200) throw new Error(`cannot reset the configuration: ${JSON.stringify(answer.json)}`);
  }
}

// ---- a run of many cases ----------------------------------------------------------------------

export interface Finding {
  kind: string;
  seed: number;
  n: number;
  problem: string;
  /** What reproduces it, in a sandbox made by makeSandbox(); `INPUT` stands for the file holding `input`, when there is one. */
  reproduce: string;
  /** A config file or request body too long to show in `reproduce`. */
  input?: string;
  detail: string;
}

// Longer config files and bodies go to a file of their own rather than into the command line.
const INLINE_CHARS = 300;

export type Kind = 'cli' | 'config-set' | 'config-file' | 'rest';

export interface FuzzOptions {
  seed: number;
  /** Case numbers of each kind to run: [first, end). */
  cases: Partial<Record<Kind, number>>;
  /** Stop starting cases after this long (the long mode's bound); cases counts still bound each kind. */
  deadline?: number;
  concurrency?: number;
  timeoutMs?: number;
  /** The built CLI to run (default dist/cli.cjs): the long mode runs a copy, so a build meanwhile changes nothing. */
  cli?: string;
  /** Told of each finding as it comes, and of progress. */
  onFinding?: (finding: Finding) => void;
  onCase?: (kind: Kind, n: number) => void;
  /** Findings of a known bug owned elsewhere: reported apart, not counted. */
  known?: (finding: Finding) => string | undefined;
}

const GENERATORS: Record<Exclude<Kind, 'rest'>, (r: Random) => CliCase> = { cli: cliCase, 'config-set': configSetCase, 'config-file': configFileCase };

/** Runs the cases of `options.cases` (CLI kinds on `concurrency` sandboxes at once, REST on a server of its own); resolves to the findings. */
export async function fuzz(options: FuzzOptions): Promise<{ findings: Finding[]; known: (Finding & { why: string })[]; ran: Record<string, number> }> {
  const { seed, concurrency = 2, timeoutMs = 20_000 } = options;
  const findings: Finding[] = [];
  const known: (Finding & { why: string })[] = [];
  const ran: Record<string, number> = {};
  const report = (finding: Finding) => {
    const why = options.known?.(finding);
    if (why) known.push({ ...finding, why });
    else {
      findings.push(finding);
      options.onFinding?.(finding);
    }
  };
  const open = () => options.deadline === undefined || Date.now() < options.deadline;
  const queue: [Kind, number][] = [];
  for (const kind of ['cli', 'config-set', 'config-file'] as const) for (let n = 0; n < (options.cases[kind] ?? 0); n++) queue.push([kind, n]);
  // Kinds interleaved, so a deadline leaves each some cases.
  queue.sort((a, b) => a[1] - b[1]);
  const workers = Array.from({ length: concurrency }, async () => {
    const sandbox = makeSandbox();
    try {
      for (let next = queue.shift(); next && open(); next = queue.shift()) {
        const [kind, n] = next;
        options.onCase?.(kind, n);
        ran[kind] = (ran[kind] ?? 0) + 1;
        const c = GENERATORS[kind as Exclude<Kind, 'rest'>](caseSource(seed, n + KIND_OFFSET[kind]));
        const problem = await runCase(sandbox, kind, c, timeoutMs, options.cli);
        if (problem) report({ kind, seed, n, ...problem });
      }
    } finally {
      sandbox.cleanup();
    }
  });
  const rest = (options.cases.rest ?? 0) > 0 ? fuzzRest(options, report, open, ran) : Promise.resolve();
  await Promise.all([...workers, rest]);
  return { findings, known, ran };
}

// Each kind draws from its own stream of cases.
const KIND_OFFSET: Record<Kind, number> = { cli: 0, 'config-set': 1 << 24, 'config-file': 2 << 24, rest: 3 << 24 };

async function runCase(sandbox: Sandbox, kind: Kind, c: CliCase, timeoutMs: number, cli = CLI): Promise<Omit<Finding, 'kind' | 'seed' | 'n'> | undefined> {
  sandbox.reset();
  if (c.config !== undefined) {
    mkdirSync(join(sandbox.project, '.analyzer'), { recursive: true });
    writeFileSync(join(sandbox.project, '.analyzer', 'config.json'), c.config);
  }
  const long = c.config !== undefined && c.config.length > INLINE_CHARS;
  const write = long ? 'cp INPUT .analyzer/config.json' : `printf '%s' ${shellWord(c.config ?? '')} > .analyzer/config.json`;
  const setup = c.config === undefined ? '' : `mkdir -p .analyzer && ${write} && `;
  const outcome = await runCli(sandbox, c.args, c.daemon, timeoutMs, cli);
  const problem = judgeCli(c.args, outcome);
  const input = long ? { input: c.config } : {};
  if (problem) return { problem, reproduce: `${setup}analyzer ${c.args.map(shellWord).join(' ')}`, detail: describe(outcome), ...input };
  // What config set accepted, a run must accept: one that every run then refuses is the bug of #38.
  if (kind === 'config-set' && outcome.code === 0 && !c.args.includes('--global')) {
    const run = await runCli(sandbox, ['--cli', '.', '--no-cache'], undefined, timeoutMs, cli);
    const after = judgeCli(['--cli'], run) ?? (run.code === 3 ? 'config set accepted a value every run then refuses (exit 3)' : undefined);
    if (after) return { problem: after, reproduce: `analyzer ${c.args.map(shellWord).join(' ')} && analyzer --cli . --no-cache`, detail: describe(run) };
  }
  return undefined;
}

async function fuzzRest(options: FuzzOptions, report: (f: Finding) => void, open: () => boolean, ran: Record<string, number>): Promise<void> {
  const sandbox = makeSandbox();
  const target = new RestTarget(sandbox, options.cli);
  const timeoutMs = options.timeoutMs ?? 20_000;
  try {
    await target.start();
    for (let n = 0; n < options.cases.rest! && open(); n++) {
      options.onCase?.('rest', n);
      ran.rest = (ran.rest ?? 0) + 1;
      const c = restCase(caseSource(options.seed, n + KIND_OFFSET.rest));
      const answer = await target.send(c, timeoutMs);
      const long = c.body.length > INLINE_CHARS;
      const input = long ? { input: c.body } : {};
      const reproduce = `curl -s -H 'content-type: application/json' --data-binary ${long ? '@INPUT' : shellWord(c.body)} $URL/api/${c.endpoint}`;
      if (answer.problem) {
        report({ kind: 'rest', seed: options.seed, n, problem: answer.problem, reproduce, detail: JSON.stringify(answer.json ?? target.stderr.slice(-500)), ...input });
        continue;
      }
      if (c.endpoint !== 'config' || answer.status !== 200) continue;
      // What POST /api/config accepted, an analysis must accept.
      const after = await target.send({ endpoint: 'analyze', body: '{}' }, timeoutMs);
      const problem = after.problem ?? (after.json?.error?.code === 'CONFIG_ERROR' ? 'POST /api/config accepted a value every analysis then refuses' : undefined);
      if (problem) report({ kind: 'rest', seed: options.seed, n, problem, reproduce: `${reproduce} && curl -s -H 'content-type: application/json' -d '{}' $URL/api/analyze`, detail: JSON.stringify(after.json), ...input });
      await target.resetConfig();
    }
  } finally {
    await target.stop();
    sandbox.cleanup();
  }
}

function describe({ code, signal, stderr, stopped }: Outcome): string {
  const tail = stderr.length > 1500 ? `…${stderr.slice(-1500)}` : stderr;
  return `exit ${code}${signal ? ` (${signal})` : ''}${stopped ? ` [${stopped}]` : ''}: ${tail}`;
}

/** A word as a POSIX shell reads it back. */
export function shellWord(word: string): string {
  if (/^[\w./:=@%+,-]+$/.test(word)) return word;
  if (/[\0-\x1f\x7f]/.test(word)) return `$'${[...word].map((c) => (c === "'" || c === '\\' ? `\\${c}` : c.charCodeAt(0) < 0x20 || c === '\x7f' ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c)).join('')}'`;
  return `'${word.replaceAll("'", "'\\''")}'`;
}
