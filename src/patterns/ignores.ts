import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isTempName } from '../util/atomic.js';
import { IgnoreFile, MARK, pathBytes, type Verdict } from './gitignore.js';
import { globMatcher } from './globs.js';
import { fsPath } from '../util/paths.js';

// Built-in ignores (`--no-default-ignores` turns them off): version-control folders (and the
// `.git` file of a worktree or submodule, which points to git's folder by absolute path),
// installed dependencies, the tool's own folder, and lock files, which are large and never read
// by people.
const DEFAULT_IGNORED_DIRECTORIES = new Set(['.git', '.hg', '.svn', '.bzr', '_darcs', '.jj', 'CVS', 'node_modules', '.analyzer']);
const LOCK_FILES = new Set([
  'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'bun.lockb', 'deno.lock',
  'Cargo.lock', 'Gemfile.lock', 'composer.lock', 'poetry.lock', 'Pipfile.lock', 'uv.lock', 'pdm.lock', 'go.sum',
  'flake.lock', 'mix.lock', 'pubspec.lock', 'Podfile.lock', 'packages.lock.json', 'gradle.lockfile', 'Package.resolved',
]);

export interface IgnoreOptions {
  root: string;
  gitignore: boolean;
  defaultIgnores: boolean;
  include: string[];
  exclude: string[];
  /** Absolute paths never analysed, whatever the flags: the output file, the cache folder. */
  alwaysIgnored: string[];
  /**
   * Reads a `.gitignore` file by its absolute path (undefined: there is none): a tree read from
   * git's objects answers with its own files. Default: the file system.
   */
  readIgnoreFile?: (absolute: string) => string | undefined;
}

/**
 * An ignore file and the folder it answers for: `relative` turns a root-relative path
 * (pathBytes() form) into one relative to that folder.
 */
interface Level {
  file: IgnoreFile;
  relative: (path: string) => string;
}

/**
 * Decides which folders the walk enters and which files it keeps: `.gitignore` files at every
 * level, `.git/info/exclude`, the built-in ignores, and the include/exclude globs on
 * root-relative paths. The ignore files decide as git does: of the rules matching a path, the
 * last one of the deepest file that has one decides (`.git/info/exclude` below the root's
 * `.gitignore`), a folder's own `.gitignore` only speaks for what is inside it, and what lies in
 * an ignored folder is ignored.
 */
export class IgnoreRules {
  /** The ignore files that apply inside each folder the walk entered, shallowest first. */
  private readonly levels = new Map<string, Level[]>();
  private readonly ignoredFolders = new Map<string, boolean>();
  private readonly ignoreCase: boolean;
  private readonly included: (path: string) => boolean;
  private readonly includedFolders = new Map<string, boolean>();
  /** Files an include pattern let in, so a run can say when its patterns matched nothing. */
  includedFiles = 0;
  private readonly excluded: (path: string) => boolean;
  private readonly always: Set<string>;

  constructor(private readonly options: IgnoreOptions) {
    this.included = options.include.length > 0 ? glob(options.include) : () => true;
    this.excluded = options.exclude.length > 0 ? glob(options.exclude) : () => false;
    this.always = new Set(options.alwaysIgnored.map((p) => toPosix(relative(options.root, p))));
    const repository = options.gitignore ? findRepositoryTop(options.root) : undefined;
    this.ignoreCase = repository?.ignoreCase ?? false;
    this.levels.set('', repository ? outerLevels(options.root, repository, options.readIgnoreFile ?? readText) : []);
  }

  /** Whether the walk enters `dir` (root-relative, no trailing slash). */
  keepDirectory(dir: string): boolean {
    const name = dir.slice(dir.lastIndexOf('/') + 1);
    if (this.options.defaultIgnores && DEFAULT_IGNORED_DIRECTORIES.has(name)) return false;
    return !(this.always.has(dir) || this.excluded(dir) || this.folderIgnored(dir));
  }

  /**
   * Takes in the rules inside a folder the walk has listed (root-relative, '' for the root),
   * before it asks about anything in it: its parent's, plus its own `.gitignore` when its
   * listing has one (most folders have none, and are spared asking the file system).
   */
  entered(dir: string, files: string[], absolute = join(this.options.root, dir)): void {
    this.load(dir, files.includes('.gitignore') ? join(absolute, '.gitignore') : undefined);
  }

  keepFile(path: string): boolean {
    const name = path.slice(path.lastIndexOf('/') + 1);
    // The tool's own temp files (an output being written) are never analysed, whatever the flags.
    if (isTempName(name)) return false;
    if (this.options.defaultIgnores && (LOCK_FILES.has(name) || name === '.git')) return false;
    if (this.always.has(path) || this.excluded(path) || !this.isIncluded(path)) return false;
    if (this.fileIgnored(path)) return false;
    this.includedFiles++;
    return true;
  }

  /** A file matches an include pattern, or lies in a folder that does (`--include src` takes all of src). */
  private isIncluded(path: string): boolean {
    if (this.options.include.length === 0 || this.included(path)) return true;
    const slash = path.lastIndexOf('/');
    return slash > 0 && this.folderIncluded(path.slice(0, slash));
  }

  private folderIncluded(dir: string): boolean {
    let known = this.includedFolders.get(dir);
    if (known === undefined) {
      const slash = dir.lastIndexOf('/');
      known = this.included(dir) || (slash > 0 && this.folderIncluded(dir.slice(0, slash)));
      this.includedFolders.set(dir, known);
    }
    return known;
  }

  private fileIgnored(path: string): boolean {
    const parent = parentOf(path);
    return (parent !== '' && this.folderIgnored(parent)) || this.verdict(path, parent, false) === 'ignored';
  }

  /** Whether the ignore files ignore a folder: it, or a folder it lies in. */
  private folderIgnored(dir: string): boolean {
    let known = this.ignoredFolders.get(dir);
    if (known === undefined) {
      const parent = parentOf(dir);
      known = (parent !== '' && this.folderIgnored(parent)) || this.verdict(dir, parent, true) === 'ignored';
      this.ignoredFolders.set(dir, known);
    }
    return known;
  }

  /** What the ignore files that apply in `parent` say of `path` itself: the deepest one with a matching rule decides. */
  private verdict(path: string, parent: string, isDirectory: boolean): Verdict {
    const levels = this.levelsIn(parent);
    if (levels.length === 0) return undefined;
    const bytes = pathBytes(path, this.ignoreCase) + (isDirectory ? MARK : '');
    for (let k = levels.length - 1; k >= 0; k--) {
      const verdict = levels[k].file.last(levels[k].relative(bytes));
      if (verdict) return verdict;
    }
    return undefined;
  }

  /** The levels of `dir`, or of the nearest folder above it the walk entered (a watcher asks about folders not walked yet). */
  private levelsIn(dir: string): Level[] {
    for (let at = dir; ; at = parentOf(at)) {
      const levels = this.levels.get(at);
      if (levels) return levels;
      if (at === '') return [];
    }
  }

  /** Records the ignore levels that apply inside `dir`: its parent's plus its own `.gitignore` (`file`, when it has one). */
  private load(dir: string, file: string | undefined): void {
    const inherited = dir === '' ? (this.levels.get('') ?? []) : this.levelsIn(parentOf(dir));
    const own = this.options.gitignore && file !== undefined ? readRules(file, this.ignoreCase, this.options.readIgnoreFile) : undefined;
    if (!own) {
      this.levels.set(dir, inherited);
      return;
    }
    const cut = dir === '' ? 0 : pathBytes(dir, this.ignoreCase).length + 1;
    this.levels.set(dir, [...inherited, { file: own, relative: cut === 0 ? (path) => path : (path) => path.slice(cut) }]);
  }
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** Globs with a `/` match the whole root-relative path; others match the file or folder name. */
export function glob(patterns: string[]): (path: string) => boolean {
  const byPath = globMatcher(patterns.filter((p) => p.includes('/')));
  const byName = globMatcher(patterns.filter((p) => !p.includes('/')));
  return (path) => byPath(path) || byName(path.slice(path.lastIndexOf('/') + 1));
}

/** `.git/info/exclude` and the `.gitignore` files between the repository's top and the root (read by `read`). */
function outerLevels(root: string, repository: Repository, read: (absolute: string) => string | undefined): Level[] {
  const { ignoreCase } = repository;
  const levels: Level[] = [];
  const fromTop = toPosix(relative(repository.dir, root));
  // Every worktree of a repository shares its info/exclude, in the common folder.
  const exclude = repository.commonDir ? readRules(join(repository.commonDir, 'info', 'exclude'), ignoreCase) : undefined;
  if (exclude) levels.push(outer(fromTop, exclude, ignoreCase));
  const parts = fromTop === '' ? [] : fromTop.split('/');
  for (let i = 0; i < parts.length; i++) {
    const dir = join(repository.dir, ...parts.slice(0, i));
    const rules = readRules(join(dir, '.gitignore'), ignoreCase, read);
    if (rules) levels.push(outer(parts.slice(i).join('/'), rules, ignoreCase));
  }
  return levels;
}

/** A level at or above the root: root-relative paths are seen with `within` in front. */
function outer(within: string, file: IgnoreFile, ignoreCase: boolean): Level {
  const prefix = within === '' ? '' : `${pathBytes(within, ignoreCase)}/`;
  return { file, relative: prefix === '' ? (path) => path : (path) => prefix + path };
}

export interface Repository {
  /** The top folder of its working tree. */
  dir: string;
  /** Its git folder (a worktree's own, under the main one's `worktrees/`), when it can be told. */
  gitDir?: string;
  /** The folder all its worktrees share (config, info/exclude): gitDir, or the one it names. */
  commonDir?: string;
  /** Its core.ignorecase: git then matches ignore rules without regard to (ASCII) case. */
  ignoreCase: boolean;
}

export function findRepositoryTop(root: string): Repository | undefined {
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    let stat;
    try {
      stat = statSync(dotGit, { throwIfNoEntry: false });
    } catch {
      // A folder this process may not search: no repository to be found through it.
    }
    if (stat?.isDirectory()) return repository(dir, dotGit);
    if (stat?.isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(readText(dotGit) ?? '');
      return repository(dir, pointer ? resolve(dir, pointer[1].trim()) : undefined);
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function repository(dir: string, gitDir: string | undefined): Repository {
  if (!gitDir) return { dir, ignoreCase: false };
  const common = readText(join(gitDir, 'commondir'))?.trim();
  const commonDir = common ? resolve(gitDir, common) : gitDir;
  return { dir, gitDir, commonDir, ignoreCase: configFlag(readText(join(commonDir, 'config')) ?? '', 'core', 'ignorecase') ?? false };
}

const TRUE = new Set(['true', 'yes', 'on']);
const FALSE = new Set(['false', 'no', 'off', '']);

/**
 * A boolean of a git config file's text (its last setting wins), as git reads one: sections and
 * keys in any case, a key alone is true, true/yes/on and false/no/off, or a number (0: false).
 * Undefined when it is not set, or not as a boolean. (Includes and other files are not read: git
 * writes core.ignorecase into the repository's own config, when it creates it on a file system
 * that ignores case.)
 */
export function configFlag(text: string, section: string, key: string): boolean | undefined {
  let inSection = false;
  let found: boolean | undefined;
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    const header = /^\[\s*([A-Za-z0-9.-]+)\s*(?:"(?:[^"\\]|\\.)*"\s*)?\]\s*(.*)$/.exec(line);
    if (header) {
      inSection = header[1].toLowerCase() === section && !/"/.test(line.slice(0, line.indexOf(']')));
      line = header[2];
      if (line === '') continue;
    }
    if (!inSection) continue;
    const setting = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*?))?\s*(?:[#;].*)?$/.exec(line);
    if (!setting || setting[1].toLowerCase() !== key) continue;
    const value = setting[2] === undefined ? 'true' : setting[2].replace(/^"(.*)"$/, '$1').toLowerCase();
    if (TRUE.has(value)) found = true;
    else if (FALSE.has(value)) found = false;
    else if (/^-?\d+[kmg]?$/.test(value)) found = parseInt(value, 10) !== 0;
  }
  return found;
}

function readRules(file: string, ignoreCase: boolean, read: (absolute: string) => string | undefined = readText): IgnoreFile | undefined {
  const text = read(file);
  if (text === undefined) return undefined;
  // A file of comments and blank lines (every new repository's .git/info/exclude) ignores
  // nothing: asking it about each of 11,000 paths still cost a tenth of a second.
  const rules = new IgnoreFile(text, ignoreCase);
  return rules.empty ? undefined : rules;
}

function readText(file: string): string | undefined {
  try {
    // Most folders have no .gitignore: asking first is far cheaper than a thrown ENOENT per folder.
    if (!statSync(fsPath(file), { throwIfNoEntry: false })?.isFile()) return undefined;
    return readFileSync(fsPath(file), 'utf8');
  } catch {
    return undefined;
  }
}

export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}
