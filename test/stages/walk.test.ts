import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFolder, walk } from '../../src/stages/walk.js';
import type { WalkItem } from '../../src/types.js';
import { canRun, tempTree } from '../_helpers/index.js';

const test = suite('walk');

async function paths(root: string, keepDirectory = (_: string) => true): Promise<string[]> {
  const out: string[] = [];
  for await (const batch of walk({ root, keepDirectory })) out.push(...(batch as WalkItem[]).map((item) => (item.skipped ? `${item.path} (${item.skipped})` : item.path)));
  return out.sort();
}

test('walk :: gathers the files of small folders into batches of up to 128, and passes a big folder whole', async () => {
  const files: Record<string, string> = { 'big/0.txt': 'x' };
  for (let i = 0; i < 300; i++) files[`small${String(i).padStart(3, '0')}/f.txt`] = 'x';
  for (let i = 1; i < 200; i++) files[`big/${i}.txt`] = 'x';
  const { dir, cleanup } = tempTree(files);
  try {
    const batches: string[][] = [];
    for await (const batch of walk({ root: dir, keepDirectory: () => true })) batches.push((batch as WalkItem[]).map((item) => item.path));
    const sizes = batches.map((batch) => batch.length);
    assert.is(sizes.reduce((a, b) => a + b), 500);
    assert.ok(sizes.length <= 5, `${sizes.length} batches: ${sizes.join(' ')}`);
    assert.ok(sizes.every((size) => size <= 128 + 200), sizes.join(' '));
    // A folder's files are never split across batches.
    assert.ok(batches.some((batch) => batch.filter((path) => path.startsWith('big/')).length === 200), sizes.join(' '));
  } finally {
    cleanup();
  }
});

test('walk :: a folder below the root holding .git (a file or a folder) is entered only with enterRepositories', async () => {
  const { dir, cleanup } = tempTree({ '.git': 'gitdir: elsewhere\n', 'a.txt': 'a', 'sub/.git': 'gitdir: ../.git/modules/sub\n', 'sub/b.txt': 'b', 'clone/.git/HEAD': 'ref: refs/heads/main\n', 'clone/c.txt': 'c', 'plain/d.txt': 'd' });
  try {
    const listed = async (enterRepositories: boolean) => {
      const out: string[] = [];
      for await (const batch of walk({ root: dir, keepDirectory: () => true, enterRepositories })) out.push(...(batch as WalkItem[]).map((item) => item.path));
      return out.sort();
    };
    assert.equal(await listed(false), ['.git', 'a.txt', 'plain/d.txt']);
    assert.equal(await listed(true), ['.git', 'a.txt', 'clone/.git/HEAD', 'clone/c.txt', 'plain/d.txt', 'sub/.git', 'sub/b.txt']);
  } finally {
    cleanup();
  }
});

test('walk :: lists regular files with root-relative POSIX paths', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'a', 'src/b.ts': 'b', 'src/deep/c.py': 'c' });
  try {
    assert.equal(await paths(dir), ['a.txt', 'src/b.ts', 'src/deep/c.py']);
    assert.equal(await paths(dir, (d) => d !== 'src/deep'), ['a.txt', 'src/b.ts']);
  } finally {
    cleanup();
  }
});

test('walk :: does not follow symlinks, and a symlink loop ends: each is a skipped item', async () => {
  const { dir, cleanup } = tempTree({ 'real/file.txt': 'x' });
  try {
    symlinkSync(dir, join(dir, 'real', 'loop'));
    symlinkSync(join(dir, 'real', 'file.txt'), join(dir, 'link.txt'));
    symlinkSync(join(dir, 'missing'), join(dir, 'dangling'));
    symlinkSync(join(dir, 'real'), join(dir, 'folder-link'));
    assert.equal(await paths(dir), ['dangling (symlink)', 'folder-link (symlink)', 'link.txt (symlink)', 'real/file.txt', 'real/loop (symlink)']);
  } finally {
    cleanup();
  }
});

test('walk :: FIFOs, sockets and devices are skipped items, never opened', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'a' });
  try {
    execFileSync('mkfifo', [join(dir, 'queue')]);
    mkdirSync(join(dir, 'empty'));
    const server = createServer().listen(join(dir, 'socket'));
    await once(server, 'listening');
    // A device node (here /dev/null's numbers) needs root.
    const device = canRun('walk :: a device node', 'root (mknod)', process.getuid?.() === 0);
    if (device) execFileSync('mknod', [join(dir, 'null'), 'c', '1', '3']);
    try {
      // A FIFO opened for reading would block this thread for ever: the walk must not open it.
      assert.equal(await paths(dir), ['a.txt', ...(device ? ['null (special-file)'] : []), 'queue (special-file)', 'socket (special-file)']);
    } finally {
      server.close();
    }
  } finally {
    cleanup();
  }
});

test('walk :: lists each folder through `list`, and tells `entered` of it before passing on its files', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'a', 'src/b.ts': 'b', 'src/skip/c.py': 'c' });
  try {
    const events: string[] = [];
    const list = (folder: string, absolute: string) => {
      events.push(`list ${folder} ${absolute === (folder === '' ? dir : join(dir, folder))}`);
      return folder === 'src' ? { files: ['b.ts', 'invented.ts'], folders: ['skip'] } : readFolder(absolute, dir);
    };
    const entered = (folder: string, listing: { files: string[] }) => events.push(`entered ${folder} ${listing.files.join(',')}`);
    for await (const batch of walk({ root: dir, keepDirectory: (d) => d !== 'src/skip', list, entered })) {
      for (const item of batch as WalkItem[]) events.push(`file ${item.path}`);
    }
    assert.equal(events.filter((e) => !e.startsWith('file ')), ['list  true', 'entered  a.txt', 'list src true', 'entered src b.ts,invented.ts']);
    assert.equal(events.filter((e) => e.startsWith('file ')), ['file a.txt', 'file src/b.ts', 'file src/invented.ts']);
    assert.ok(events.indexOf('entered  a.txt') < events.indexOf('file a.txt'));
    assert.ok(events.indexOf('entered src b.ts,invented.ts') < events.indexOf('file src/b.ts'));
  } finally {
    cleanup();
  }
});

test.run();
