import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { reference, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('workers');

// Past the 4 MB below which a tree is counted in one thread; non-ASCII and duplicates included.
function bigTree() {
  const files: Record<string, string> = {};
  for (let i = 0; i < 300; i++) {
    files[`src/m${i}.ts`] = `export function f${i}(x: number): string {\n  return "värde ${i} 😀" + x * ${i};\n}\n`.repeat(400);
  }
  for (let i = 0; i < 20; i++) files[`dup/copy${i}.ts`] = files['src/m1.ts'];
  return tempTree(files);
}

test('workers :: counting on worker threads gives exactly what one thread gives', async () => {
  const { dir, cleanup } = bigTree();
  try {
    const pooled = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env: { ANALYZER_THREADS: '2' } });
    const single = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env: { ANALYZER_THREADS: '0' } });
    assert.is(pooled.code, 0, pooled.stderr);
    assert.is(pooled.stderr, 'analyzer: 320 files: 300 counted on 2 threads, 20 duplicates, 0 from the cache\n');
    assert.is(single.stderr, 'analyzer: 320 files: 300 counted in the main thread, 20 duplicates, 0 from the cache\n');
    assert.is(pooled.stdout, single.stdout);
    const result = JSON.parse(pooled.stdout);
    assert.is(result.totalFiles, 320);
    for (const path of ['src/m0.ts', 'src/m299.ts', 'dup/copy7.ts']) {
      const file = result.files.find((f: { path: string }) => f.path === path);
      assert.is(file.tokens, reference(readFileSync(join(dir, path), 'utf8')), path);
    }
  } finally {
    cleanup();
  }
});

test('workers :: a small tree is counted in the main thread', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 2;\n' });
  try {
    const run = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env: { ANALYZER_THREADS: '2' } });
    assert.is(run.stderr, 'analyzer: 2 files: 2 counted in the main thread, 0 duplicates, 0 from the cache\n');
  } finally {
    cleanup();
  }
});

test.run();
