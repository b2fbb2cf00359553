import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isTempName } from './atomic.js';
import { IgnoreFile, globMatcher } from './globs.js';
import { fsPath } from './paths.js';

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

/** One ignore file, answering for root-relative paths (a trailing `/` marks a folder). */
type Level = (path: string) => { ignored: boolean; unignored: boolean };

/**
 * Decides which folders the walk enters and which files it keeps: `.gitignore` files at every
 * level (deeper ones win, negation included), `.git/info/exclude`, the built-in ignores, and
 * the include/exclude globs on root-relative paths.
 */
export class IgnoreRules {
  private readonly levels = new Map<string, Level[]>();
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
    this.levels.set('', options.gitignore ? outerLevels(options.root, options.readIgnoreFile ?? readText) : []);
  }

  /** Whether the walk enters `dir` (root-relative, no trailing slash). */
  keepDirectory(dir: string): boolean {
    const name = dir.slice(dir.lastIndexOf('/') + 1);
    if (this.options.defaultIgnores && DEFAULT_IGNORED_DIRECTORIES.has(name)) return false;
    return !(this.always.has(dir) || this.excluded(dir) || this.ignoredByGit(dir, true));
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
    if (this.ignoredByGit(path, false)) return false;
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

  private ignoredByGit(path: string, isDirectory: boolean): boolean {
    const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    let ignored = false;
    for (const level of this.levels.get(parent) ?? []) {
      const verdict = level(isDirectory ? `${path}/` : path);
      if (verdict.ignored) ignored = true;
      else if (verdict.unignored) ignored = false;
    }
    return ignored;
  }

  /** Records the ignore levels that apply inside `dir`: its parent's plus its own `.gitignore` (`file`, when it has one). */
  private load(dir: string, file: string | undefined): void {
    const parent = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
    const inherited = this.levels.get(parent) ?? [];
    if (!this.options.gitignore) {
      this.levels.set(dir, inherited);
      return;
    }
    const own = file === undefined ? undefined : readRules(file, this.options.readIgnoreFile);
    const cut = dir === '' ? 0 : dir.length + 1;
    this.levels.set(dir, own ? [...inherited, (path) => own.test(path.slice(cut))] : inherited);
  }
}

/** Globs with a `/` match the whole root-relative path; others match the file or folder name. */
export function glob(patterns: string[]): (path: string) => boolean {
  const byPath = globMatcher(patterns.filter((p) => p.includes('/')));
  const byName = globMatcher(patterns.filter((p) => !p.includes('/')));
  return (path) => byPath(path) || byName(path.slice(path.lastIndexOf('/') + 1));
}

/** `.git/info/exclude` and the `.gitignore` files between the repository's top and the root (read by `read`). */
function outerLevels(root: string, read: (absolute: string) => string | undefined): Level[] {
  const top = findRepositoryTop(root);
  if (!top) return [];
  const levels: Level[] = [];
  const fromTop = toPosix(relative(top.dir, root));
  const exclude = top.gitDir ? readRules(join(top.gitDir, 'info', 'exclude')) : undefined;
  if (exclude) levels.push(outer(fromTop, exclude));
  const parts = fromTop === '' ? [] : fromTop.split('/');
  for (let i = 0; i < parts.length; i++) {
    const dir = join(top.dir, ...parts.slice(0, i));
    const rules = readRules(join(dir, '.gitignore'), read);
    if (rules) levels.push(outer(parts.slice(i).join('/'), rules));
  }
  return levels;
}

/** A level at or above the root: root-relative paths are seen with `within` in front. */
function outer(within: string, rules: IgnoreFile): Level {
  return (path) => rules.test(within === '' ? path : `${within}/${path}`);
}

export function findRepositoryTop(root: string): { dir: string; gitDir?: string } | undefined {
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    let stat;
    try {
      stat = statSync(dotGit, { throwIfNoEntry: false });
    } catch {
      // A folder this process may not search: no repository to be found through it.
    }
    if (stat?.isDirectory()) return { dir, gitDir: dotGit };
    if (stat?.isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(readText(dotGit) ?? '');
      return { dir, gitDir: pointer ? resolve(dir, pointer[1].trim()) : undefined };
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function readRules(file: string, read: (absolute: string) => string | undefined = readText): IgnoreFile | undefined {
  const text = read(file);
  // A file of comments and blank lines (every new repository's .git/info/exclude) ignores
  // nothing: asking it about each of 11,000 paths still cost a tenth of a second.
  if (text === undefined || !/^(?!#)[ \t]*\S/m.test(text)) return undefined;
  return new IgnoreFile(text);
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
