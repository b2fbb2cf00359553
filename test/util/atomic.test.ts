import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isTempName, removeStaleTempFiles, tempPathFor, writeFileAtomic } from '../../src/util/atomic.js';
import { FileSystemError } from '../../src/util/errors.js';
import { tempTree } from '../_helpers/index.js';

const test = suite('atomic');

test('atomic :: writes through a temp file named for the file, this process and a random part', async () => {
  const { dir, cleanup } = tempTree({ 'out.json': 'old\n' });
  try {
    const temp = tempPathFor(join(dir, 'out.json'));
    assert.match(temp, new RegExp(`/\\.out\\.json\\.${process.pid}\\.[0-9a-f]{8}\\.tmp$`));
    assert.ok(isTempName(temp.slice(temp.lastIndexOf('/') + 1)));
    assert.not.ok(isTempName('.out.json.tmp'));
    await writeFileAtomic(Readable.from(['new', '\n']), join(dir, 'out.json'), { temp });
    assert.is(readFileSync(join(dir, 'out.json'), 'utf8'), 'new\n');
    assert.equal(readdirSync(dir), ['out.json']);
  } finally {
    cleanup();
  }
});

test('atomic :: a failing source leaves the old file and no temp file, and its error passes on', async () => {
  const { dir, cleanup } = tempTree({ 'out.json': 'old\n' });
  try {
    const source = Readable.from((function* () {
      yield 'partial';
      throw new Error('source broke');
    })());
    const err = await writeFileAtomic(source, join(dir, 'out.json')).catch((e) => e);
    assert.is(err.message, 'source broke');
    assert.not.instance(err, FileSystemError);
    assert.is(readFileSync(join(dir, 'out.json'), 'utf8'), 'old\n');
    assert.equal(readdirSync(dir), ['out.json']);
  } finally {
    cleanup();
  }
});

test('atomic :: a full disk is a file system error naming the file, with the old file kept and no temp file', async () => {
  const { dir, cleanup } = tempTree();
  const disk = join(dir, 'disk');
  mkdirSync(disk);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', disk], { stdio: 'ignore' });
  } catch {
    console.log('atomic :: skipped the full-disk test: mounting a small tmpfs needs root');
    cleanup();
    return;
  }
  try {
    writeFileSync(join(disk, 'out.md'), 'old report\n');
    const big = Readable.from(Array.from({ length: 100 }, () => 'x'.repeat(4096)));
    const err = await writeFileAtomic(big, join(disk, 'out.md'), { what: `output '${join(disk, 'out.md')}'` }).catch((e) => e);
    assert.instance(err, FileSystemError);
    assert.is(err.exitCode, 5);
    assert.match(err.message, `cannot write output '${join(disk, 'out.md')}': ENOSPC`);
    assert.is(readFileSync(join(disk, 'out.md'), 'utf8'), 'old report\n');
    assert.equal(readdirSync(disk), ['out.md']);
  } finally {
    execFileSync('umount', [disk]);
    cleanup();
  }
});

test('atomic :: stale temp files of a process that is gone are removed; a running one keeps its own', () => {
  const { dir, cleanup } = tempTree();
  try {
    const gone = execFileSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).trim();
    const names = [`.out.json.${gone}.0badc0de.tmp`, `.out.json.${process.pid}.0123abcd.tmp`, `.other.json.${gone}.0badc0de.tmp`, 'out.json', `.out.json.${gone}.x.tmp`];
    for (const name of names) writeFileSync(join(dir, name), 'x');
    removeStaleTempFiles(join(dir, 'out.json'));
    assert.equal(readdirSync(dir).sort(), names.slice(1).sort());
    rmSync(join(dir, 'missing'), { force: true, recursive: true });
    removeStaleTempFiles(join(dir, 'missing', 'out.json'));
    assert.ok(existsSync(join(dir, 'out.json')));
  } finally {
    cleanup();
  }
});

test.run();
