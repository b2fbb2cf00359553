import { chmodSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'uvu';
import { analyze } from '../../src/entry/index.js';
import type { AnalyzeOptions } from '../../src/run/options.js';
import type { AnalysisResult } from '../../src/results.js';
import { commitAs, emptyRepo, suiteRepo, write, type TempRepo } from '../git/_repos.js';
import { git } from './index.js';

// A repository for `diff` with every kind of change between its first commit (`base`) and what
// follows it: the working tree, the index, and a commit of the working tree (`head`).

const QUEUE_BASE = `// A queue of items.
export class Queue<T> {
  private items: T[] = [];

  /** Adds an item at the end. */
  push(item: T): void {
    this.items.push(item);
  }

  pop(): T | undefined {
    return this.items.shift();
  }

  clear(): void {
    this.items = [];
  }
}
`;

const QUEUE_HEAD = `// A queue of items, with a look at the first.
export class Queue<T> {
  private items: T[] = [];
  size = 0;

  /** Adds an item at the end, and counts it. */
  push(item: T): void {
    this.items.push(item);
    this.size++;
  }

  pop(): T | undefined {
    return this.items.shift();
  }

  peek(): T | undefined {
    return this.items[0];
  }
}
`;

const HELPERS = `export function format(value) {
  return String(value).padStart(8, ' ');
}

export function parse(text) {
  const value = Number(text.trim());
  if (Number.isNaN(value)) throw new Error('not a number: ' + text);
  return value;
}

export function clamp(value, low, high) {
  return Math.min(high, Math.max(low, value));
}
`;

const GUIDE = Array.from({ length: 30 }, (_, i) => `Step ${i + 1}: read the code, then run the tests again.\n`).join('');

/**
 * base (the first commit):
 *   .gitignore (*.log), README.md, src/queue.ts (Queue.push, pop, clear), src/util.py, docs/guide.md, lib/helpers.js,
 *   old.js, logo.png (binary by name), raw.txt (a NUL byte: binary), big.txt (3,001 bytes: over the tests' 3,000), notes.txt,
 *   latin.txt (not UTF-8), forced.log (ignored, added with --force), same.txt, link (a symlink)
 * working tree (everything also in `head`, a commit on branch `head-branch`, except where said):
 *   src/queue.ts edited (push changed, peek added, clear removed, comments changed),
 *   src/util.py edited, docs/guide.md renamed to docs/manual.md with one line changed and
 *   lib/helpers.js (format, parse, clamp) to lib/utils.js with format changed (both staged),
 *   old.js deleted, logo.png changed, raw.txt now text, big.txt edited (still too large),
 *   latin.txt edited (still not UTF-8), .gitignore also ignores notes.txt, same.txt made executable
 *   (same content), src/new.ts added (staged), src/extra.ts untracked, debug.log untracked and
 *   ignored, README.md edited and staged, then edited again (not staged, and not in `head`).
 */
export function diffRepo(): TempRepo & { base: string; head: string } {
  const repo = emptyRepo();
  const { dir } = repo;
  write(dir, {
    '.gitignore': '*.log\n',
    'README.md': '# Queue\n\nA small queue.\n',
    'src/queue.ts': QUEUE_BASE,
    'src/util.py': 'def double(x):\n    # twice x\n    return 2 * x\n',
    'docs/guide.md': GUIDE,
    'lib/helpers.js': HELPERS,
    'old.js': 'function old() {\n  return 1;\n}\n',
    'raw.txt': 'raw\0bytes\n',
    'big.txt': 'x'.repeat(3000) + '\n',
    'notes.txt': 'notes\n',
    'same.txt': 'same\n',
    'forced.log': 'forced\n',
  });
  writeBytes(dir, { 'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'latin.txt': Buffer.from('caf\xe9\n', 'latin1') });
  symlinkSync('same.txt', join(dir, 'link'));
  git(dir, 'add', '--all');
  git(dir, 'add', '--force', 'forced.log');
  commitAs('Ada', dir, 'base');
  git(dir, 'tag', 'base');
  // The commit of the working tree (README.md as staged).
  git(dir, 'checkout', '--quiet', '-b', 'head-branch');
  headChanges(dir);
  git(dir, 'add', '--all');
  commitAs('Ada', dir, 'head');
  const head = git(dir, 'rev-parse', 'HEAD').trim();
  git(dir, 'checkout', '--quiet', 'main');
  headChanges(dir);
  git(dir, 'add', 'src/new.ts', 'README.md', 'docs/manual.md', 'lib/utils.js');
  git(dir, 'rm', '--cached', '--quiet', 'docs/guide.md', 'lib/helpers.js');
  write(dir, { 'README.md': '# Queue\n\nA small queue, and its peek.\n\nNot staged.\n', 'debug.log': 'ignored\n' });
  const base = git(dir, 'rev-parse', 'base').trim();
  return { ...repo, base, head };
}

function headChanges(dir: string): void {
  write(dir, {
    'src/queue.ts': QUEUE_HEAD,
    'src/util.py': 'def double(x):\n    return x + x\n\n\ndef triple(x):\n    return 3 * x\n',
    'docs/manual.md': GUIDE.replace('Step 7: read', 'Step 7: read carefully'),
    'lib/utils.js': HELPERS.replace("padStart(8, ' ')", "padStart(12, ' ').trimEnd()"),
    'raw.txt': 'raw text\n',
    'big.txt': 'y'.repeat(3100) + '\n',
    '.gitignore': '*.log\nnotes.txt\n',
    'src/new.ts': 'export const answer = () => 42;\n',
    'src/extra.ts': 'export function extra(): number {\n  return 1;\n}\n',
    'README.md': '# Queue\n\nA small queue, and its peek.\n',
  });
  writeBytes(dir, { 'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 4, 5, 6, 7]), 'latin.txt': Buffer.from('caf\xe9 cr\xe8me\n', 'latin1') });
  unlinkSync(join(dir, 'docs', 'guide.md'));
  unlinkSync(join(dir, 'lib', 'helpers.js'));
  unlinkSync(join(dir, 'old.js'));
  chmodSync(join(dir, 'same.txt'), 0o755);
}

function writeBytes(dir: string, files: Record<string, Buffer>): void {
  for (const [path, bytes] of Object.entries(files)) writeFileSync(join(dir, path), bytes);
}

/**
 * The test's oracle: a plain analysis of `rev`'s tree checked out in a temporary `git worktree`
 * (or, for `index`, of the index's files written out with `git checkout-index`), at `sub`.
 */
export async function analyseCheckout(dir: string, rev: string | 'index', options: AnalyzeOptions = {}, sub = ''): Promise<AnalysisResult> {
  const place = mkdtempSync(join(tmpdir(), 'analyzer-oracle-'));
  const checkout = join(place, 'tree');
  try {
    if (rev === 'index') git(dir, 'checkout-index', '--all', `--prefix=${checkout}/`);
    else git(dir, 'worktree', 'add', '--quiet', '--detach', checkout, rev);
    return await analyze({ ...options, path: join(checkout, sub), cache: false });
  } finally {
    if (rev !== 'index') git(dir, 'worktree', 'remove', '--force', checkout);
    rmSync(place, { recursive: true, force: true });
  }
}

/** The diff repository for a suite's tests, built before they run (HOME isolated), removed after. */
export function suiteDiffRepo(test: Test): { readonly dir: string; readonly base: string; readonly head: string } {
  const repo = suiteRepo(test, diffRepo);
  return {
    get dir() {
      return repo().dir;
    },
    get base() {
      return repo().base;
    },
    get head() {
      return repo().head;
    },
  };
}
