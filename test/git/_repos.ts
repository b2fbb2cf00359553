import type { Test } from 'uvu';
import { mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { git, gitAs } from '../_helpers/index.js';

export const NEWLINE = 'new\nline.txt';

export interface TempRepo {
  dir: string;
  cleanup: () => void;
}

export function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

export function commitAs(author: string, dir: string, message: string, files: Record<string, string> = {}): void {
  write(dir, files);
  gitAs(author, dir, 'add', '--all');
  gitAs(author, dir, 'commit', '--quiet', '--allow-empty', '--message', message);
}

export function emptyRepo(): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'analyzer-git-'));
  git(dir, 'init', '--quiet', '--initial-branch=main');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Two authors (Bob's commits are committed by Ada), a `feature` branch checked out, `main` moved
 * on since the fork, and every kind of change in the working tree:
 *
 *   main:    base (Ada) -> bob (Bob) -> main-only (Ada: a.txt)
 *   feature:               bob -> feature (Ada: sub/s1.txt, old.txt renamed to new.txt, gone.txt deleted)
 *                              -> bob-feature (Bob: adds "new\nline.txt", renames moved.txt to dir/moved.txt)
 *   working tree: "sp ace.txt" modified and staged, staged-new.txt added, é.txt and sub/s2.txt
 *   modified, bob.txt deleted, untracked.txt untracked, debug.log untracked but ignored.
 */
export function scenarioRepo(): TempRepo {
  const repo = emptyRepo();
  const { dir } = repo;
  commitAs('Ada', dir, 'base', {
    '.gitignore': '*.log\n', 'a.txt': 'a\n', 'b.txt': 'b\n', 'sp ace.txt': 'space\n', 'é.txt': 'accent\n', 'old.txt': 'old\n',
    'gone.txt': 'gone\n', 'moved.txt': 'moved\n', 'sub/s1.txt': 's1\n', 'sub/s2.txt': 's2\n',
  });
  commitAs('Bob', dir, 'bob', { 'b.txt': 'b by bob\n', 'bob.txt': 'bob\n', 'sub/bob.txt': 'bob\n' });
  git(dir, 'branch', 'feature');
  commitAs('Ada', dir, 'main-only', { 'a.txt': 'a on main\n' });
  git(dir, 'checkout', '--quiet', 'feature');
  renameSync(join(dir, 'old.txt'), join(dir, 'new.txt'));
  unlinkSync(join(dir, 'gone.txt'));
  commitAs('Ada', dir, 'feature', { 'sub/s1.txt': 's1 on feature\n' });
  mkdirSync(join(dir, 'dir'));
  renameSync(join(dir, 'moved.txt'), join(dir, 'dir', 'moved.txt'));
  commitAs('Bob', dir, 'bob-feature', { [NEWLINE]: 'newline\n' });
  write(dir, { 'sp ace.txt': 'space, staged\n', 'staged-new.txt': 'staged\n' });
  git(dir, 'add', 'sp ace.txt', 'staged-new.txt');
  write(dir, { 'é.txt': 'accent, unstaged\n', 'sub/s2.txt': 's2, unstaged\n', 'untracked.txt': 'untracked\n', 'debug.log': 'ignored\n' });
  unlinkSync(join(dir, 'bob.txt'));
  return repo;
}

/** Points HOME and XDG_CONFIG_HOME (the git config the tool itself reads) at an empty folder. */
export function isolateHome(): () => void {
  const saved = { HOME: process.env.HOME, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME };
  const home = mkdtempSync(join(tmpdir(), 'analyzer-home-'));
  Object.assign(process.env, { HOME: home, XDG_CONFIG_HOME: join(home, '.config') });
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(home, { recursive: true, force: true });
  };
}

/**
 * A repository for a suite's tests: `build` runs (with HOME isolated from the machine's git
 * config) before they do, and the repository is removed after. The getter gives it once the suite
 * has started.
 */
export function suiteRepo<R extends TempRepo>(test: Test, build: () => R): () => R {
  let repo: R | undefined;
  let restoreHome = () => {};
  test.before(() => {
    restoreHome = isolateHome();
    repo = build();
  });
  test.after(() => {
    repo?.cleanup();
    restoreHome();
  });
  return () => repo!;
}

/** The scenario repository for a suite's tests; `dir` is ready once the suite starts. */
export function suiteScenario(test: Test): { readonly dir: string } {
  const repo = suiteRepo(test, scenarioRepo);
  return {
    get dir() {
      return repo().dir;
    },
  };
}
