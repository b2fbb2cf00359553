import mri from 'mri';
import { UsageError } from '../errors.js';
import type { AnalyzeOptions } from '../options.js';
import { FORMATS, type Format } from '../sinks/formats.js';
import { parseSize } from '../size.js';
import { nearest } from '../words.js';

export interface CliArgs {
  command: string[];
  cli: boolean;
  help: boolean;
  version: boolean;
  verbose: boolean;
  output?: string;
  /** A format flag, when one was given. */
  format?: Format;
  analysis: AnalyzeOptions;
}

const STRINGS = ['path', 'output', 'include', 'exclude', 'encoding', 'max-file-size', 'git-diff', 'git-branch', 'git-author'];
const BOOLEANS = ['cli', 'help', 'version', 'verbose', 'token-count', 'tiktoken', 'gitignore', 'default-ignores', 'method-level', 'include-comments', 'cached', 'cache', ...FORMATS];
const ALIASES: Record<string, string> = { c: 'cli', h: 'help', v: 'version', p: 'path', o: 'output' };

export interface CommandOptions {
  /** Flags that take no value (`--no-<flag>` sets false). */
  booleans?: string[];
  /** Flags that take a value. */
  strings?: string[];
  aliases?: Record<string, string>;
  /** The command, for errors: `config`. */
  command: string;
}

/** A command's argv: its flags and operands. Unknown flags are usage errors with a suggestion. */
export function parseCommand(argv: string[], { booleans = [], strings = [], aliases = {}, command }: CommandOptions): { flags: Record<string, unknown>; operands: string[] } {
  let unknown: string | undefined;
  const known = [...booleans, ...strings];
  const alias: Record<string, string[]> = Object.fromEntries(known.map((k) => [k, []]));
  for (const [short, long] of Object.entries(aliases)) alias[long] = [short];
  const raw = mri(argv, { string: strings, boolean: booleans, alias, unknown: (flag) => ((unknown ??= flag), false) }) as Record<string, unknown> & { _: string[] };
  if (unknown !== undefined) throw unknownOption(unknown, known, `analyzer ${command} --help`);
  for (const key of strings) single(raw, key);
  return { flags: raw, operands: raw._.map(String) };
}

/** `unknown option '--glbal' (did you mean '--global'?); run 'analyzer config --help' for usage`. */
export function unknownOption(flag: string, known: string[], help: string): UsageError {
  const name = flag.replace(/^-+/, '').replace(/=.*$/, '');
  const near = nearest(name.replace(/^no-/, ''), known);
  return new UsageError(`unknown option '${flag}'${near ? ` (did you mean '--${name.startsWith('no-') ? 'no-' : ''}${near}'?)` : ''}; run '${help}' for usage`);
}

/** Parses argv (without node and the script); throws UsageError on anything it does not know. */
export function parseArgs(argv: string[]): CliArgs {
  let unknown: string | undefined;
  // mri treats only keys listed in `alias` as known, and mutates its options: build them per call.
  const alias: Record<string, string[]> = Object.fromEntries([...STRINGS, ...BOOLEANS].map((k) => [k, []]));
  for (const [short, long] of Object.entries(ALIASES)) alias[long] = [short];
  const raw = mri(argv, {
    string: STRINGS,
    boolean: BOOLEANS,
    alias,
    unknown: (flag) => {
      unknown = flag;
      return false;
    },
  }) as Record<string, unknown> & { _: string[] };
  if (unknown !== undefined) throw new UsageError(`unknown option '${unknown}'; run 'analyzer --help' for usage`);

  const formats = FORMATS.filter((f) => formatFlag(raw, f)).sort((a, b) => firstUse(argv, a) - firstUse(argv, b));
  if (formats.length > 1) throw new UsageError(`conflicting output formats: ${formats.map((f) => `--${f}`).join(' and ')}`);
  const analysis: AnalyzeOptions = {
    path: single(raw, 'path'),
    include: list(raw, 'include'),
    exclude: list(raw, 'exclude'),
    tokenCount: flag(raw, 'token-count'),
    tiktoken: flag(raw, 'tiktoken'),
    encoding: single(raw, 'encoding'),
    gitignore: flag(raw, 'gitignore'),
    defaultIgnores: flag(raw, 'default-ignores'),
    maxFileSize: size(single(raw, 'max-file-size')),
    methodLevel: flag(raw, 'method-level'),
    includeComments: flag(raw, 'include-comments'),
    ...gitDiff(raw),
    gitBranch: single(raw, 'git-branch'),
    gitAuthor: single(raw, 'git-author'),
    cache: flag(raw, 'cache'),
  };
  for (const key of Object.keys(analysis) as (keyof AnalyzeOptions)[]) if (analysis[key] === undefined) delete analysis[key];
  return {
    command: raw._.map(String),
    cli: raw.cli === true,
    help: raw.help === true,
    version: raw.version === true,
    verbose: raw.verbose === true,
    output: single(raw, 'output'),
    format: formats[0],
    analysis,
  };
}

// `--toon --toon` is still TOON; `--no-toon` does not pick another format, so it is refused.
function formatFlag(raw: Record<string, unknown>, format: Format): boolean {
  const values = raw[format] === undefined ? [] : [raw[format]].flat();
  if (values.some((v) => v !== true)) throw new UsageError(`--no-${format} is not an option`);
  return values.length > 0;
}

function firstUse(argv: string[], format: Format): number {
  return argv.findIndex((arg) => arg === `--${format}` || arg.startsWith(`--${format}=`));
}

/** `--git-diff <ref>`, `--git-diff --cached` (staged against HEAD) or `--git-diff <ref> --cached`. */
function gitDiff(raw: Record<string, unknown>): Pick<AnalyzeOptions, 'gitDiff' | 'gitCached'> {
  const cached = flag(raw, 'cached');
  if (raw['git-diff'] === undefined) {
    if (cached) throw new UsageError('--cached needs --git-diff (--git-diff --cached analyses staged files)');
    return { gitCached: cached };
  }
  // mri gives a string flag followed by another flag the empty string: `--git-diff --cached`.
  if (raw['git-diff'] === '' && cached) return { gitCached: true };
  if (raw['git-diff'] === '') throw new UsageError('--git-diff needs a ref, or --cached for staged files');
  return { gitDiff: single(raw, 'git-diff'), gitCached: cached };
}

function single(raw: Record<string, unknown>, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw new UsageError(`--${key} was given more than once`);
  if (value === false) throw new UsageError(`--no-${key} is not an option`);
  if (value === '') throw new UsageError(`--${key} needs a value`);
  return String(value);
}

function list(raw: Record<string, unknown>, key: string): string[] | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  const values = (Array.isArray(value) ? value : [value]).map(String);
  if (values.some((v) => v === '' || v === 'false')) throw new UsageError(`--${key} needs a glob pattern`);
  return values;
}

function flag(raw: Record<string, unknown>, key: string): boolean | undefined {
  return raw[key] === undefined ? undefined : raw[key] === true;
}

/** `--max-file-size`: `10485760`, `512K`, `10M`, `1.5MiB`, `2G` (binary units) to bytes. */
export function size(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const bytes = parseSize(value);
  if (bytes === undefined) throw new UsageError(`invalid size '${value}' for --max-file-size (examples: 500K, 10M, 1G)`);
  return bytes;
}
