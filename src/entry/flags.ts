import mri from 'mri';
import { UsageError } from '../util/errors.js';
import { FORMATS } from '../sinks/formats.js';
import { ESTIMATE_CHARS_PER_TOKEN, TOKENIZERS } from '../tokenizer/index.js';
import { MODEL_NAMES } from '../tokenizer/models.js';
import { nearest, shownText } from '../util/words.js';

/** The groups `--help` shows, in the spec's order. */
export type Group = 'global' | 'analysis' | 'format' | 'git' | 'watch' | 'server' | 'config' | 'check';

export interface FlagSpec {
  name: string;
  short?: string;
  /** The value's placeholder (`<dir>`) for a flag that takes one; a boolean flag has none. */
  value?: string;
  /** May be given more than once. */
  repeatable?: true;
  /** The value may be left out (`--git-diff --cached`): it is then the empty string. */
  optionalValue?: true;
  /** Shown as `--no-<name>`: the flag is on by default. */
  negated?: true;
  group: Group;
  help: string;
  /** What applies without the flag, for `--help`. */
  default?: string;
}

/** Every flag of every command, once: parsing and `--help` read this table. */
export const FLAGS: readonly FlagSpec[] = [
  { name: 'cli', short: 'c', group: 'global', help: 'run without the wizard (any option or directory does too)' },
  { name: 'path', short: 'p', value: '<dir>', group: 'global', help: 'directory to analyse (or give it as the last argument)', default: 'current directory' },
  { name: 'output', short: 'o', value: '<file>', group: 'global', help: 'write the result to <file>, atomically; .md, .toon, .json, .txt, .html pick the format', default: 'standard output, or output.file' },
  { name: 'verbose', group: 'global', help: 'list skipped files, say how files were counted; stack traces of internal errors' },
  { name: 'help', short: 'h', group: 'global', help: 'show this help' },
  { name: 'version', short: 'v', group: 'global', help: 'show the version' },
  { name: 'json', group: 'format', help: 'JSON', default: 'output.format, else JSON' },
  { name: 'toon', group: 'format', help: 'TOON: the JSON object in 51-62% fewer tokens than pretty JSON (12-35% fewer than minified), measured on 500 files' },
  { name: 'gitingest', group: 'format', help: "a gitingest-style digest: summary, tree, each file's analysed text" },
  { name: 'markdown', group: 'format', help: 'a Markdown report: summary, top files, languages, folders, files' },
  { name: 'html', group: 'format', help: 'one self-contained HTML page (opens offline): a zoomable treemap of tokens by folder, file and method, tokens by language, a sortable table of the files' },
  { name: 'include', value: '<glob>', repeatable: true, group: 'analysis', help: "analyse only matching files; a glob without '/' matches names, and a folder's name or path takes all it holds", default: 'everything' },
  { name: 'exclude', value: '<glob>', repeatable: true, group: 'analysis', help: 'leave out matching files and folders', default: 'nothing' },
  { name: 'gitignore', negated: true, group: 'analysis', help: 'ignore .gitignore files and .git/info/exclude', default: 'honoured' },
  { name: 'default-ignores', negated: true, group: 'analysis', help: 'also analyse VCS folders, node_modules, .analyzer and lock files', default: 'left out' },
  { name: 'submodules', group: 'analysis', help: 'also count checked-out submodules (and repositories inside the work tree); diff reads each submodule\'s recorded commit from its own repository', default: 'left out, as git leaves them out' },
  { name: 'max-file-size', value: '<size>', group: 'analysis', help: 'skip larger files, reported as skipped (500K, 10M, 1G)', default: '10M' },
  { name: 'encoding', value: '<name>', group: 'analysis', help: `tokenizer: ${TOKENIZERS.join(', ')}`, default: 'o200k_base' },
  { name: 'model', value: '<name>', group: 'analysis', help: `count with a model's tokenizer, and say how much of its context window the text fills: OpenAI's as tiktoken maps them (gpt-4o, gpt-4.1, o3, gpt-4, ...), ${MODEL_NAMES.join(', ')} (gpt-oss: o200k_harmony, the same counts as o200k_base for text); gemma-3 is also the vocabulary Google's local tokenizer counts Gemini 2.0, 2.5 and the Gemini 3 previews with. Claude: no public tokenizer, refused` },
  { name: 'tokenizer', value: '<file>', group: 'analysis', help: "count with a Hugging Face tokenizer.json of the BPE kind (byte-level, or SentencePiece-style with byte fallback); results name it file:<name>@<sha256>" },
  { name: 'fit', value: '<tokens|model>', group: 'analysis', help: 'a budget (128000, 200k) or a model\'s window (counted with its tokenizer unless --model, --encoding or --tokenizer say otherwise; claude-* and gemini-* with the run\'s): with --gitingest, pack each file at the level that makes the digest fit: lock, generated, vendored and test-data files to path only; then method bodies elided, the largest first across the tree, down to signatures; then the largest files to path only; then files left out, named (by folder when that lets more in); exit 1 if it cannot fit; other formats report the plan' },
  { name: 'split', value: '<tokens|model>', group: 'analysis', help: "with --gitingest and -o <name><ext>: the digest as numbered parts <name>.1<ext>, <name>.2<ext>, ..., each at most this budget (200k, or a model's window) as written; whole files in tree order, a file bigger than a part cut at method boundaries, else lines; parts left from an earlier run with more are removed" },
  { name: 'allow-secrets', group: 'analysis', help: "keep the text of files in which secretlint's recommended rules find a secret (GitIngest)", default: "left out of the digest, named on stderr" },
  { name: 'compress', group: 'analysis', help: 'elide every method body (signature kept, one marker line naming the tokens elided): with --gitingest in the digest, other formats report the saving; with --fit, compress first, then fit', default: 'off' },
  { name: 'tiktoken', negated: true, group: 'analysis', help: `estimate instead: ceil(characters / ${ESTIMATE_CHARS_PER_TOKEN}) per file`, default: 'exact counts' },
  { name: 'token-count', negated: true, group: 'analysis', help: 'count files and lines only (tokens are 0)', default: 'counted' },
  { name: 'include-comments', group: 'analysis', help: 'count comments too (strings, docstrings and line breaks always stay)', default: 'removed' },
  { name: 'method-level', group: 'analysis', help: 'also count each function and method: files get `methods`', default: 'off' },
  { name: 'cache', negated: true, group: 'analysis', help: 'neither read nor write the analysis cache for this run', default: 'on, in cache.directory' },
  { name: 'git-diff', value: '<ref>', optionalValue: true, group: 'git', help: 'only files that differ between <ref> and the working tree (committed, staged, unstaged, untracked)' },
  { name: 'cached', group: 'git', help: 'with --git-diff: only files staged in the index, against HEAD or <ref>' },
  { name: 'git-branch', value: '<branch>', group: 'git', help: 'only files a pull request from HEAD into <branch> would change' },
  { name: 'git-author', value: '<author>', group: 'git', help: 'only files that commits by <author> touched (git log --author)' },
  { name: 'interval', value: '<ms>', group: 'watch', help: 'quiet time that ends a burst of changes', default: 'watch.interval, 1000' },
  { name: 'ignore', value: '<glob>', repeatable: true, group: 'watch', help: 'changes to matching paths start no run (and are not analysed)', default: 'watch.ignore' },
  { name: 'port', value: '<port>', group: 'server', help: 'port to listen on (0: any free port)', default: 'server.port, 3000' },
  { name: 'host', value: '<host>', group: 'server', help: 'host to bind; anything but loopback exposes an API without authentication', default: 'server.host, localhost' },
  { name: 'global', group: 'config', help: 'the user file instead of the project file' },
  { name: 'origin', group: 'config', help: 'with show: where each value comes from' },
  { name: 'root', value: '<dir>', group: 'server', help: 'requests may analyse this folder and what it holds, nothing else', default: 'current directory' },
  { name: 'trust-proxy', group: 'server', help: 'rate-limit by the last X-Forwarded-For address: only behind one reverse proxy', default: 'server.trustProxy, off' },
  { name: 'base', value: '<ref>', group: 'check', help: 'compare with this revision (read from git objects): maxIncrease rules need it, and the verdict shows the change' },
  { name: 'max-tokens', value: '<n>', group: 'check', help: "the simplest budget: the whole tree's tokens at most <n> (200000, 200k, 1.5M)" },
];

const BY_NAME = new Map(FLAGS.map((flag) => [flag.name, flag]));
const GROUP_TITLES: Record<Group, string> = {
  global: 'Options', config: 'Config', analysis: 'Analysis', format: 'Output formats (one at a time)', git: 'Git (they combine: a file must pass them all)', watch: 'Watch', server: 'Server', check: 'Check',
};

export interface Parsed {
  flags: Record<string, unknown>;
  operands: string[];
}

/**
 * Parses a command's argv with the flags of `groups` (and any `extra` by name). An unknown flag,
 * a flag given twice that may not be, or a value missing, is a UsageError naming it; the
 * nearest known flag is suggested.
 */
export function parseFlags(argv: string[], groups: readonly Group[], command: string, extra: readonly string[] = [], without: readonly string[] = []): Parsed {
  const specs = FLAGS.filter((flag) => (groups.includes(flag.group) || extra.includes(flag.name)) && !without.includes(flag.name));
  const help = command === '' ? 'analyzer --help' : `analyzer ${command} --help`;
  let unknown: string | undefined;
  // mri treats only keys listed in `alias` as known, and mutates its options: build them per call.
  const alias: Record<string, string[]> = Object.fromEntries(specs.map((flag) => [flag.name, flag.short ? [flag.short] : []]));
  const raw = mri(argv, {
    string: specs.filter((flag) => flag.value).map((flag) => flag.name),
    boolean: specs.filter((flag) => !flag.value).map((flag) => flag.name),
    alias,
    unknown: (flag) => ((unknown ??= flag), false),
  }) as Record<string, unknown> & { _: unknown[] };
  if (unknown !== undefined) throw unknownOption(unknown, specs.map((flag) => flag.name), help);
  const flags: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = raw[spec.name];
    if (value === undefined) continue;
    if (spec.value && spec.short && !spec.repeatable && timesGiven(argv, spec) > 1) throw new UsageError(`--${spec.name} was given more than once`);
    flags[spec.name] = spec.value ? stringValue(spec, value) : booleanValue(spec, value);
  }
  return { flags, operands: raw._.map(String) };
}

/**
 * How often a flag is given by either of its names: mri keeps only the first value of `-o a
 * --output b` (and of `--output a -o b`), with no sign of the other.
 */
function timesGiven(argv: string[], spec: FlagSpec): number {
  let times = 0;
  for (const arg of argv) {
    if (arg === '--') break;
    if (arg === `--${spec.name}` || arg.startsWith(`--${spec.name}=`) || arg === `-${spec.short}` || arg.startsWith(`-${spec.short}=`)) times++;
  }
  return times;
}

/** `unknown option '--markdwon' (did you mean '--markdown'?); run 'analyzer --help' for usage`. */
function unknownOption(flag: string, known: string[], help: string): UsageError {
  const name = flag.replace(/^-+/, '').replace(/=.*$/, '');
  const negated = name.startsWith('no-');
  const near = nearest(negated ? name.slice(3) : name, known);
  const suggestion = near ? ` (did you mean '--${negated && BY_NAME.get(near)?.negated ? 'no-' : ''}${near}'?)` : '';
  return new UsageError(`unknown option '${shownText(flag)}'${suggestion}; run '${help}' for usage`);
}

function booleanValue(spec: FlagSpec, value: unknown): boolean {
  const values = [value].flat();
  // `--toon --toon` is still TOON; `--no-toon` picks no other format, so it is refused.
  if (FORMATS.includes(spec.name as never) && values.some((v) => v !== true)) throw new UsageError(`--no-${spec.name} is not an option`);
  return values[values.length - 1] === true;
}

function stringValue(spec: FlagSpec, value: unknown): string | string[] {
  const values = [value].flat();
  if (values.some((v) => v === false)) throw new UsageError(`--no-${spec.name} is not an option`);
  // mri gives a string flag followed by another flag (or nothing) the empty string.
  if (values.some((v) => v === true || (v === '' && !spec.optionalValue))) throw new UsageError(`--${spec.name} needs a value`);
  if (spec.repeatable) return values.map(String);
  if (values.length > 1) throw new UsageError(`--${spec.name} was given more than once`);
  return String(values[0]);
}

/** The flags of `groups` as `--help` shows them: grouped, each with its default, within 80 columns. */
export function flagHelp(groups: readonly Group[], without: readonly string[] = []): string {
  let out = '';
  for (const group of groups) {
    out += `\n${GROUP_TITLES[group]}\n`;
    for (const flag of FLAGS.filter((f) => f.group === group && !without.includes(f.name))) {
      const name = `${flag.short ? `-${flag.short}, ` : '    '}--${flag.negated ? 'no-' : ''}${flag.name}${flag.value ? ` ${flag.value}` : ''}${flag.repeatable ? '...' : ''}`;
      const text = `${flag.help}${flag.default ? ` [default: ${flag.default}]` : ''}`;
      out += columns(`  ${name}`, text);
    }
  }
  return out;
}

const TEXT_COLUMN = 26;
const WIDTH = 80;

/** `left`, then `text` wrapped into the right-hand column (on the next line if `left` is too wide). */
function columns(left: string, text: string): string {
  const body = wrap(text, TEXT_COLUMN, WIDTH);
  return left.length < TEXT_COLUMN - 1 ? `${left.padEnd(TEXT_COLUMN)}${body.slice(TEXT_COLUMN)}` : `${left}\n${body}`;
}

/** `text` in lines of at most 80 columns, each indented by `indent` spaces. */
export function wrap(text: string, indent: number, width = 80): string {
  let out = '', line = '';
  for (const word of text.split(' ')) {
    if (line && indent + line.length + 1 + word.length > width) {
      out += `${' '.repeat(indent)}${line}\n`;
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return `${out}${' '.repeat(indent)}${line}\n`;
}
