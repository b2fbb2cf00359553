import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { commitAs, emptyRepo, write, type TempRepo } from '../git/_repos.js';
import { git } from './index.js';

// A superproject (tag `base`) with a submodule `vendor/lib` (a repository of its own, checked out)
// and, untracked, a repository cloned inside its work tree (`tools/nested`), as `actions/checkout`
// with `submodules: true` or a developer's clone leaves them.

export const SUPER_FILES = { 'src/main.ts': 'export function main(): void {\n  console.log("main");\n}\n', 'README.md': '# Super\n\nA project with a submodule.\n' };
export const LIB_FILES = { 'lib/a.ts': 'export const a = "the library, at its first commit";\n', 'lib/.gitignore': '*.tmp\n', 'lib/big.ts': `export const words = ${JSON.stringify('lorem ipsum '.repeat(40))};\n` };

export interface SubmoduleRepo extends TempRepo {
  /** The submodule's upstream repository. */
  lib: string;
}

export function submoduleRepo(): SubmoduleRepo {
  const upstream = emptyRepo();
  commitAs('Ada', upstream.dir, 'lib', LIB_FILES);
  const repo = emptyRepo();
  commitAs('Ada', repo.dir, 'super', SUPER_FILES);
  git(repo.dir, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'add', upstream.dir, 'vendor/lib');
  commitAs('Ada', repo.dir, 'add lib');
  git(repo.dir, 'tag', 'base');
  const nested = join(repo.dir, 'tools', 'nested');
  mkdirSync(nested, { recursive: true });
  git(nested, 'init', '--quiet', '--initial-branch=main');
  write(nested, { 'tool.py': 'def tool():\n    return "a repository inside the work tree"\n' });
  return {
    dir: repo.dir,
    lib: upstream.dir,
    cleanup: () => {
      repo.cleanup();
      upstream.cleanup();
      rmSync(nested, { recursive: true, force: true });
    },
  };
}
