import { statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, relative, resolve } from 'node:path';
import { cacheSize, clearCache } from '../cache/index.js';
import { SCHEMA, changeFile, checkSegments, checkSetting, configFiles, configValue, configuredPath, effectiveConfig, findKey, loadConfig, origin, parseValue, type Value } from '../config/index.js';
import { FileSystemError, UsageError, describeSystemError } from '../util/errors.js';
import { count } from '../sinks/markdownText.js';
import { shownText } from '../util/words.js';
import { parseFlags, wrap } from './flags.js';
import { tell } from './terminal.js';

const CONFIG_COMMANDS = ['show', 'get', 'set', 'unset'];

// analyzer config show [--origin] | get <key> | set <key> <value> | unset <key>, [--global] [-p DIR]
export async function configCommand(argv: string[], out: NodeJS.WritableStream): Promise<void> {
  const { argv: words, value } = setValue(argv);
  const { flags, operands } = parseFlags(words, ['config'], 'config', ['path', 'help']);
  if (value !== undefined) operands.splice(2, 0, value);
  if (flags.help) return void out.write(CONFIG_HELP);
  const folder = projectFolder(flags.path);
  const [action, ...rest] = operands;
  const arity: Record<string, number> = { show: 0, get: 1, set: 2, unset: 1 };
  if (action === undefined || !CONFIG_COMMANDS.includes(action)) {
    throw new UsageError(`${action === undefined ? 'config needs a command' : `unknown config command '${action}'`}: show, get <key>, set <key> <value> or unset <key>; run 'analyzer config --help' for usage`);
  }
  if (rest.length !== arity[action]) throw new UsageError(`usage: analyzer config ${action}${['', ' <key>', ' <key> <value>'][arity[action]]}`);
  if (flags.origin && action !== 'show') throw new UsageError('--origin goes with config show');
  if (flags.global && (action === 'show' || action === 'get')) throw new UsageError(`--global goes with config set and unset; config ${action} shows the effective configuration`);
  loadConfig({ folder, warn });
  const files = configFiles(folder);
  const file = flags.global ? files.user : files.project;
  const shown = (path: string) => display(path, folder);
  if (action === 'show') return void out.write(flags.origin ? origins(shown) : `${JSON.stringify(effectiveConfig(), null, 2)}\n`);
  if (action === 'get') return void out.write(`${get(rest[0])}\n`);
  const spec = findKey(rest[0]);
  const before = configValue(spec.key);
  if (action === 'set') {
    const value = parseValue(spec, rest[1]);
    // What every run would then refuse is refused now, the file untouched (#38).
    checkSetting(spec.key, value, flags.global ? undefined : folder);
    await changeFile(file, spec.key, value);
    out.write(`${spec.key}: ${text(before)} -> ${text(value)} (${shown(file)})\n`);
  } else {
    if ((await changeFile(file, spec.key, undefined)) === undefined) return void out.write(`${spec.key}: not set in ${shown(file)}; nothing to unset\n`);
    out.write(`${spec.key}: ${text(before)} -> ${text(configValue(spec.key))} (${shown(file)})\n`);
  }
  const wins = origin(spec.key);
  if (wins.file && wins.file !== file) tell(`${shown(wins.file)} sets ${spec.key} to ${text(wins.value)}, and wins over ${shown(file)}`, 'note');
}

// analyzer cache clear [-p DIR]
export async function cacheCommand(argv: string[], out: NodeJS.WritableStream): Promise<void> {
  const { flags, operands } = parseFlags(argv, [], 'cache', ['path', 'help']);
  if (flags.help) return void out.write(CACHE_HELP);
  if (operands.length !== 1 || operands[0] !== 'clear') {
    throw new UsageError(`unknown cache command '${operands.join(' ')}'; the cache command is 'analyzer cache clear'`);
  }
  const folder = projectFolder(flags.path);
  loadConfig({ folder, warn });
  const directory = resolve(folder, configuredPath('cache.directory', folder)!);
  const { files, bytes } = cacheSize(directory);
  if (files === 0) return void out.write(`analyzer: no cache in ${display(directory, folder)}; nothing to clear\n`);
  await clearCache(directory);
  out.write(`analyzer: removed the cache in ${display(directory, folder)} (${count(files)} files, ${megabytes(bytes)})\n`);
}

/** The project folder `-p` names (default the current directory): one that is not a folder is exit 5, never made. */
function projectFolder(given: unknown): string {
  if (typeof given !== 'string') return resolve('.');
  let stat;
  try {
    stat = statSync(given, { throwIfNoEntry: false });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') throw new FileSystemError(`no such directory: ${shownText(given)}`);
    throw new FileSystemError(`cannot read ${shownText(given)}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, describeSystemError(err));
  }
  if (!stat) throw new FileSystemError(`no such directory: ${shownText(given)}`);
  if (!stat.isDirectory()) throw new FileSystemError(`not a directory: ${shownText(given)}`);
  return resolve(given);
}

/**
 * The value of `config set <key> <value>`: the word after the key, even one that looks like an
 * option (`config set cache.ttl -1` is an invalid value, not an unknown option), taken out of
 * argv before the flags are parsed.
 */
function setValue(argv: string[]): { argv: string[]; value?: string } {
  let words = 0;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') break;
    if (arg.startsWith('-') && arg !== '-') {
      // The one config flag that takes a value as the next word.
      if (arg === '-p' || arg === '--path') i++;
      continue;
    }
    words++;
    if (words === 1 && arg !== 'set') break;
    if (words === 2 && i + 1 < argv.length) return { argv: [...argv.slice(0, i + 1), ...argv.slice(i + 2)], value: argv[i + 1] };
  }
  return { argv };
}

/** `config get`: the value alone (a string bare, anything else as JSON); a section as a JSON object. */
function get(key: string): string {
  // Before looking the key up in an object: `__proto__` would find Object.prototype, a "section".
  checkSegments(key, 'key');
  const section = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], effectiveConfig());
  if (typeof section === 'object' && section !== null && !Array.isArray(section) && !SCHEMA.some((spec) => spec.key === key)) {
    return JSON.stringify(section, null, 2);
  }
  const value = configValue(findKey(key).key);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `config show --origin`: one line per key, as `git config --show-origin` prints them. */
function origins(shown: (path: string) => string): string {
  return SCHEMA.map(({ key }) => {
    const { value, layer, file } = origin(key);
    return `${file ? `${layer}:${shown(file)}` : layer}\t${key}=${JSON.stringify(value)}\n`;
  }).join('');
}

function warn(message: string): void {
  tell(message, 'warning');
}

function text(value: Value): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A path as users find it: relative inside the folder, `~/...` in the home folder. */
function display(path: string, folder: string): string {
  const inside = relative(folder, path);
  if (inside && !inside.startsWith('..') && !isAbsolute(inside)) return inside;
  const home = homedir();
  return path.startsWith(`${home}/`) ? `~/${path.slice(home.length + 1)}` : path;
}

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const CONFIG_HELP = `Usage
  analyzer config show [--origin]     the effective configuration (--origin:
                                      the file or default of each value)
  analyzer config get <key>           one value, alone (a section: JSON)
  analyzer config set <key> <value>   set a value in the project file
  analyzer config unset <key>         remove it from the project file

Options
      --global        set/unset in the user file instead:
                      $XDG_CONFIG_HOME/analyzer/config.json (~/.config/...)
  -p, --path <dir>    the project folder (default: current directory); its
                      file is <dir>/.analyzer/config.json

Layers, later winning: defaults < user file < project file < command-line flags.
Values: true/false, integers, strings, null where a key may be unset, and lists
as JSON arrays ('["src/**","lib/**"]').

Keys (and defaults)
${SCHEMA.map((spec) => `  ${spec.key} = ${JSON.stringify(spec.default)}\n${wrap(`${spec.description}${spec.values ? ` (${spec.values.join(', ')})` : ''}`, 6)}`).join('')}`;

export const CACHE_HELP = `Usage
  analyzer cache clear [-p <dir>]   empty the analysis cache

The cache is the configured cache.directory (default .analyzer/cache), relative to
the project folder: the current directory, or <dir>.
`;
