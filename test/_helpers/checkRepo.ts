import { mkdirSync, renameSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'uvu';
import { analyze } from '../../src/entry/index.js';
import type { FileResult } from '../../src/results.js';
import { commitAs, emptyRepo, suiteRepo, write, type TempRepo } from '../git/_repos.js';
import { analyseCheckout } from './diffRepo.js';
import { git } from './index.js';

// A repository to weigh against budgets: its first commit (tag `base`) and a working tree that
// grew since, with an edit, an untracked file, a deletion and a rename out of a folder.

const QUEUE_BASE = `export class Queue<T> {
  private items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }

  pop(): T | undefined {
    return this.items.shift();
  }
}
`;

const QUEUE_HEAD = `export class Queue<T> {
  private items: T[] = [];
  private limit = 100;

  push(item: T): void {
    if (this.items.length >= this.limit) throw new Error(\`the queue holds \${this.limit} items already\`);
    this.items.push(item);
  }

  pop(): T | undefined {
    return this.items.shift();
  }

  drain(): T[] {
    const all = [...this.items];
    this.items = [];
    return all.filter((item) => item !== undefined && item !== null);
  }
}
`;

const HELPER = Array.from({ length: 12 }, (_, i) => `def step_${i}(value):\n    return value * ${i + 2} + ${i}\n\n`).join('');

export const BASE_FILES: Record<string, string> = {
  'README.md': '# Budgets\n\nA tree to weigh.\n',
  'src/queue.ts': QUEUE_BASE,
  'src/old.ts': 'export const old = (n: number): number => n * 2;\n',
  'lib/helper.py': HELPER,
  'lib/keep.py': 'def keep(x):\n    return x\n',
};

/**
 * base: README.md, src/queue.ts (Queue.push, Queue.pop), src/old.ts, lib/helper.py (12
 * functions), lib/keep.py. Working tree: src/queue.ts grown (push longer, drain added),
 * src/big.ts untracked (one long function), src/old.ts deleted, lib/helper.py renamed to
 * tools/helper.py with one line changed (staged), docs/a,b:c.md untracked (a name with a comma and a colon).
 */
export function checkRepo(): TempRepo {
  const repo = emptyRepo();
  const { dir } = repo;
  commitAs('Ada', dir, 'base', BASE_FILES);
  git(dir, 'tag', 'base');
  mkdirSync(join(dir, 'tools'));
  renameSync(join(dir, 'lib', 'helper.py'), join(dir, 'tools', 'helper.py'));
  unlinkSync(join(dir, 'src', 'old.ts'));
  write(dir, {
    'tools/helper.py': HELPER.replace('value * 2 + 0', 'value * 2 + 1'),
    'src/queue.ts': QUEUE_HEAD,
    'src/big.ts': `export function describe(order: { id: string; items: { name: string; price: number; count: number }[] }): string {\n${Array.from({ length: 15 }, (_, i) => `  const line${i} = order.items.map((item) => \`\${item.name} x\${item.count} at \${item.price}\`).join(', ');\n`).join('')}  return [order.id, line0, line14].join('\\n');\n}\n`,
    'docs/a,b:c.md': `# Notes\n\n${'Every budget names the files that weigh most in it. '.repeat(12)}\n`,
  });
  // Staged, so git pairs the two paths as a rename.
  git(dir, 'add', 'lib', 'tools');
  return repo;
}

/** The check repository for a suite, built before its tests (HOME isolated), removed after. */
export function suiteCheckRepo(test: Test): { readonly dir: string } {
  const repo = suiteRepo(test, checkRepo);
  return {
    get dir() {
      return repo().dir;
    },
  };
}

/** The oracle: plain method-level analyses of the working tree and of `base` checked out. */
export async function sides(dir: string): Promise<{ head: FileResult[]; base: FileResult[] }> {
  const head = (await analyze({ path: dir, methodLevel: true, cache: false })).files;
  const base = (await analyseCheckout(dir, 'base', { methodLevel: true })).files;
  return { head, base };
}

export function sum(files: FileResult[], keep: (path: string) => boolean = () => true): number {
  return files.filter((file) => keep(file.path)).reduce((total, file) => total + file.tokens, 0);
}
