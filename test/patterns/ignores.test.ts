import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { git, tempTree } from '../_helpers/index.js';

const test = suite('ignores');
const paths = async (options: Parameters<typeof analyze>[0]) => (await analyze({ tokenCount: false, ...options })).files.map((f) => f.path);

test('ignores :: nested .gitignore files with negation and anchoring', async () => {
  const { dir, cleanup } = tempTree({
    '.gitignore': '*.log\n/build/\ntmp\n!keep.log\n',
    'app.ts': 'x', 'debug.log': 'x', 'keep.log': 'x', 'build/out.js': 'x', 'tmp/a.txt': 'x',
    'src/build/kept.ts': 'x', 'src/tmp': 'x', 'src/main.ts': 'x',
    'src/.gitignore': '*.gen.ts\n!important.gen.ts\n/local.ts\n',
    'src/a.gen.ts': 'x', 'src/important.gen.ts': 'x', 'src/local.ts': 'x', 'src/lib/local.ts': 'x',
    'src/lib/.gitignore': '!*.log\n', 'src/lib/trace.log': 'x',
  });
  try {
    assert.equal(await paths({ path: dir }), [
      '.gitignore', 'app.ts', 'keep.log', 'src/.gitignore', 'src/build/kept.ts', 'src/important.gen.ts', 'src/lib/.gitignore',
      'src/lib/local.ts', 'src/lib/trace.log', 'src/main.ts',
    ]);
    assert.is((await paths({ path: dir, gitignore: false })).length, 16);
  } finally {
    cleanup();
  }
});

test('ignores :: .git/info/exclude and the .gitignore above an analysed subfolder apply', async () => {
  const { dir, cleanup } = tempTree({ '.gitignore': 'secret.txt\n', 'pkg/a.ts': 'x', 'pkg/secret.txt': 'x', 'pkg/notes.md': 'x' });
  try {
    git(dir, 'init', '-q');
    git(dir, 'config', 'core.excludesFile', '/dev/null');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dir}/.git/info/exclude`, 'pkg/notes.md\n');
    assert.equal(await paths({ path: `${dir}/pkg` }), ['a.ts']);
    assert.equal(await paths({ path: dir }), ['.gitignore', 'pkg/a.ts']);
  } finally {
    cleanup();
  }
});

test('ignores :: default ignores, and --no-default-ignores', async () => {
  const { dir, cleanup } = tempTree({
    'index.js': 'x', 'node_modules/dep/index.js': 'x', '.git/config': 'x', '.analyzer/cache/x': 'x', 'package-lock.json': '{}',
    'sub/yarn.lock': 'x', 'sub/Cargo.lock': 'x', 'sub/code.rs': 'x',
  });
  try {
    assert.equal(await paths({ path: dir }), ['index.js', 'sub/code.rs']);
    assert.equal(await paths({ path: dir, defaultIgnores: false }), [
      '.analyzer/cache/x', '.git/config', 'index.js', 'node_modules/dep/index.js', 'package-lock.json', 'sub/Cargo.lock', 'sub/code.rs', 'sub/yarn.lock',
    ]);
  } finally {
    cleanup();
  }
});

test('ignores :: include and exclude globs on root-relative paths', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'x', 'b.js': 'x', 'src/c.ts': 'x', 'src/d.test.ts': 'x', 'dist/e.ts': 'x', 'docs/f.md': 'x' });
  try {
    assert.equal(await paths({ path: dir, include: ['*.ts'] }), ['a.ts', 'dist/e.ts', 'src/c.ts', 'src/d.test.ts']);
    assert.equal(await paths({ path: dir, include: ['src/**'] }), ['src/c.ts', 'src/d.test.ts']);
    assert.equal(await paths({ path: dir, exclude: ['dist', '*.test.ts'] }), ['a.ts', 'b.js', 'docs/f.md', 'src/c.ts']);
    assert.equal(await paths({ path: dir, include: ['**/*.ts'], exclude: ['dist/**'] }), ['a.ts', 'src/c.ts', 'src/d.test.ts']);
  } finally {
    cleanup();
  }
});

test('ignores :: a .gitignore that is a symlink is not followed, as git (2.32 on) does not follow it', async () => {
  const { dir, cleanup } = tempTree({ 'rules.txt': '*.log\n', 'src/a.ts': 'x', 'src/b.log': 'x', 'top.log': 'x' });
  try {
    const { symlinkSync } = await import('node:fs');
    symlinkSync('../rules.txt', `${dir}/src/.gitignore`);
    assert.equal(await paths({ path: dir }), ['rules.txt', 'src/a.ts', 'src/b.log', 'top.log']);
  } finally {
    cleanup();
  }
});

test.run();
