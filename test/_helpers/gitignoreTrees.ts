import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { analyze } from '../../src/entry/index.js';
import { GIT_ISOLATION } from './index.js';

// Differential testing of the ignore rules against git itself: random trees (names of a small
// alphabet with case, spaces, non-ASCII letters and glob characters) under random ignore files
// (a grammar of gitignore: negation, anchoring, trailing slashes, `**`, classes, escapes,
// trailing spaces, comments, CRLF, malformed classes) at several levels and in
// .git/info/exclude, sometimes with core.ignorecase; git's `ls-files --others
// --exclude-standard` and the analyzer's files must be the same set. test/patterns/gitignore.test.ts runs
// a fixed seed; bench/gitignore.mjs as many trees as asked.

export interface Random {
  next: (n: number) => number;
  pick: <T>(items: readonly T[]) => T;
}

export function random(seed: number): Random {
  let state = seed >>> 0 || 1;
  // xorshift32: fast, and the same sequence on every machine.
  const next = (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
  return { next, pick: (items) => items[next(items.length)] };
}

/** A generated case: files (path -> content) and the ignore files' texts, and the repository's core.ignorecase. */
export interface IgnoreCase {
  files: string[];
  ignoreFiles: Map<string, string>;
  exclude?: string;
  ignoreCase: boolean;
}

// Name characters: letters in both cases (é/É: two bytes each), a digit, a dot, a space and what
// globs treat specially.
const NAME_UNITS = [
  'a', 'b', 'c', 'A', 'B', 'é', 'É', '1', '.', ' ', '*', '?', '[', ']', '!', '#', '\\', '-', 'ab', 'x.md', 'ü', 'F', '\t', '\v', '\f', '\r', '\x01', '\x7f', '_',
];
const FOLDERS = ['a', 'b', 'A', 'logs', 'build', 'sub', 'é', 'x y', 'b.md'];

function name(r: Random): string {
  let out = '';
  for (let n = 1 + r.next(3); n > 0; n--) out += r.pick(NAME_UNITS);
  // git and the file system take these, but a name cannot be empty, `.` or `..`.
  return out === '.' || out === '..' ? 'dot' : out;
}

const ATOMS = [
  'a', 'b', 'A', 'B', 'é', 'É', '.', 'md', 'x', 'logs', 'build', 'sub', '1', ' ', 'ü',
  '*', '*', '**', '***', '?', '??', '[ab]', '[!a]', '[^b]', '[a-c]', '[A-Z]', '[[:alpha:]]', '[[:upper:]]', '[[:lower:]]', '[[:space:]]', '[[:punct:]]',
  '[]a]', '[!]]', '[a-]', '[é]', '[\\]]', '[[:bogus:]]', '[a', '\\*', '\\?', '\\[', '\\ ', '\\!', '\\#', '\\a', '\\A', '\\\\',
  '[[:cntrl:]]', '[[:graph:]]', '[[:print:]]', '[[:blank:]]', '[[:xdigit:]]', '[[:alnum:]]', '[[:digit:]]', '[a-é]', '[!é]', '\\/', '[/]', '[!/]',
  '[[:alpha:]-z]', '[a-c-e]', '[[]', '[[:]', '[[:alpha:]', '[Z-a]', '[\\a-\\c]', '\\**', '*\\*', 'F', '_', '\t',
];

function segment(r: Random): string {
  if (r.next(6) === 0) return '**';
  let out = '';
  for (let n = 1 + r.next(3); n > 0; n--) out += r.pick(ATOMS);
  return out;
}

/** One line of an ignore file, from the grammar. */
function line(r: Random, folders: string[]): string {
  switch (r.next(14)) {
    case 0: return '# a comment';
    case 1: return '';
    case 2: return r.pick(['\\#a', '\\!a', '!', '/', '  ', '\\', 'a\\', '*\\ ', 'b**/*', '**/', '/**', '**', 'a/**/b', '*/', `${r.pick(folders)}/`]);
    case 3: return `${r.pick(folders)}${r.next(2) ? '/' : ''}`;
    default: {
      let out = r.next(4) === 0 ? '!' : '';
      if (r.next(3) === 0) out += '/';
      const parts = Array.from({ length: 1 + r.next(r.next(3) === 0 ? 3 : 1) }, () => segment(r));
      out += parts.join('/');
      if (r.next(4) === 0) out += '/';
      if (r.next(8) === 0) out += r.pick([' ', '  ', '\t', '\\ ']);
      return out;
    }
  }
}

function ignoreText(r: Random, folders: string[]): string {
  const lines = Array.from({ length: 1 + r.next(5) }, () => line(r, folders));
  // Now and then a NUL byte in a line (git stops reading the line there) or a byte order mark.
  if (r.next(20) === 0) lines[r.next(lines.length)] += `\0${line(r, folders)}`;
  return (r.next(20) === 0 ? '\ufeff' : '') + lines.join(r.next(5) === 0 ? '\r\n' : '\n') + (r.next(4) ? '\n' : '');
}

/** A random tree: up to `maxFiles` files in folders up to three deep, ignore files among them. */
export function ignoreCase(r: Random, maxFiles = 24): IgnoreCase {
  const folders = [''];
  for (let n = r.next(6); n > 0; n--) {
    const parent = r.pick(folders);
    const folder = (parent === '' ? '' : `${parent}/`) + (r.next(2) ? r.pick(FOLDERS) : name(r));
    if (folder.split('/').length <= 3 && !folders.includes(folder)) folders.push(folder);
  }
  const files = new Set<string>();
  for (let n = 1 + r.next(maxFiles); n > 0; n--) {
    const folder = r.pick(folders);
    const file = (folder === '' ? '' : `${folder}/`) + name(r);
    // A file's path cannot also be a folder's.
    if (!folders.includes(file) && !folders.some((f) => file.startsWith(`${f}/`) && folders.includes(file))) files.add(file);
  }
  const names = folders.flatMap((f) => f.split('/')).filter((f) => f !== '');
  const ignoreFiles = new Map<string, string>();
  for (const folder of folders) {
    if (folder === '' ? r.next(5) !== 0 : r.next(3) === 0) ignoreFiles.set(folder, ignoreText(r, names.length > 0 ? names : FOLDERS));
  }
  const ignoreCaseOn = r.next(5) === 0;
  // With core.ignorecase git takes names that differ only in case for one: keep one of each.
  const kept = ignoreCaseOn ? dedupeByCase([...files]) : [...files].filter((f) => !folders.includes(f));
  return { files: kept.filter((f) => !ignoreFiles.has(f) && !f.endsWith('/.gitignore')), ignoreFiles, exclude: r.next(3) === 0 ? ignoreText(r, names) : undefined, ignoreCase: ignoreCaseOn };
}

function dedupeByCase(paths: string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    const key = p.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A repository folder reused for each case (git init once). */
export class Sandbox {
  readonly dir = mkdtempSync(join(tmpdir(), 'analyzer-gitignore-'));

  constructor() {
    this.git('init', '-q');
  }

  /** Writes a case into the working tree (everything but .git replaced). */
  write(c: IgnoreCase): void {
    for (const entry of readdirSync(this.dir)) if (entry !== '.git') rmSync(join(this.dir, entry), { recursive: true, force: true });
    const put = (path: string, content: string) => {
      mkdirSync(dirname(join(this.dir, path)), { recursive: true });
      writeFileSync(join(this.dir, path), content);
    };
    for (const file of c.files) put(file, 'x\n');
    for (const [folder, text] of c.ignoreFiles) put(folder === '' ? '.gitignore' : `${folder}/.gitignore`, text);
    writeFileSync(join(this.dir, '.git', 'info', 'exclude'), c.exclude ?? '');
    this.git('config', 'core.ignorecase', String(c.ignoreCase));
  }

  /** The files git lists as untracked and not ignored. */
  gitFiles(): string[] {
    return this.git('ls-files', '-z', '--others', '--exclude-standard').split('\0').filter((p) => p !== '').sort();
  }

  async analyzerFiles(): Promise<string[]> {
    const result = await analyze({ path: this.dir, tokenCount: false, cache: false });
    // Files it skips (a binary extension such as `.a`) were kept by the rules all the same.
    return [...result.files, ...(result.skipped ?? [])].map((f) => f.path).sort();
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private git(...args: string[]): string {
    // No global or system config, and no user-wide excludes file.
    return execFileSync('git', ['-c', 'core.excludesFile=/dev/null', ...args], { cwd: this.dir, encoding: 'utf8', env: { ...process.env, ...GIT_ISOLATION } });
  }
}

/** A case git and the analyzer disagree on, written out to reproduce it. */
export interface Disagreement {
  case: IgnoreCase;
  onlyGit: string[];
  onlyAnalyzer: string[];
}

/** Runs `count` cases from `seed`: the ones git and the analyzer disagree on (at most `stopAfter`). */
export async function compareWithGit(seed: number, count: number, stopAfter = 5): Promise<{ compared: number; files: number; kept: number; disagreements: Disagreement[] }> {
  const r = random(seed);
  const sandbox = new Sandbox();
  const disagreements: Disagreement[] = [];
  let files = 0;
  let kept = 0;
  let compared = 0;
  try {
    for (; compared < count && disagreements.length < stopAfter; compared++) {
      const c = ignoreCase(r);
      sandbox.write(c);
      const [expected, actual] = [sandbox.gitFiles(), await sandbox.analyzerFiles()];
      files += c.files.length + c.ignoreFiles.size;
      kept += expected.length;
      const onlyGit = expected.filter((p) => !actual.includes(p));
      const onlyAnalyzer = actual.filter((p) => !expected.includes(p));
      if (onlyGit.length > 0 || onlyAnalyzer.length > 0) disagreements.push({ case: c, onlyGit, onlyAnalyzer });
    }
  } finally {
    sandbox.cleanup();
  }
  return { compared, files, kept, disagreements };
}

export function describeCase({ case: c, onlyGit, onlyAnalyzer }: Disagreement): string {
  const ignores = [...c.ignoreFiles].map(([folder, text]) => `  ${folder || '.'}/.gitignore: ${JSON.stringify(text)}`);
  return [
    `files: ${JSON.stringify(c.files)}`,
    ...ignores,
    ...(c.exclude !== undefined ? [`  .git/info/exclude: ${JSON.stringify(c.exclude)}`] : []),
    `  core.ignorecase: ${c.ignoreCase}`,
    `  only git keeps: ${JSON.stringify(onlyGit)}; only the analyzer keeps: ${JSON.stringify(onlyAnalyzer)}`,
  ].join('\n');
}
