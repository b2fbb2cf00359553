import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { read } from '../../src/stages/read.js';
import type { FileRecord } from '../../src/types.js';
import { fixture, runFileStage, tempTree } from '../_helpers/index.js';

const test = suite('read');
const entry = (dir: string, path: string) => ({ path, absolutePath: join(dir, path) });

test('read :: decodes UTF-8, strips a BOM and names the language', async () => {
  const dir = fixture('lines');
  const [bom, onlyBom, crlf] = await runFileStage<FileRecord>(read({ root: '/', maxBytes: 1024, decode: true, hash: false, includeComments: false, keepText: false }), [
    entry(dir, 'bom.txt'), entry(dir, 'only-bom.txt'), entry(dir, 'crlf.txt'),
  ]);
  assert.is(bom.text, 'hello\nworld\n');
  assert.is(bom.language, 'text');
  assert.is(onlyBom.text, '');
  assert.is(crlf.text, 'one\r\ntwo\r\nthree\r\n');
});

test('read :: binary, non-UTF-8 and oversized files become skipped records', async () => {
  const dir = fixture('skip');
  const out = await runFileStage<FileRecord>(read({ root: '/', maxBytes: 11, decode: true, hash: false, includeComments: false, keepText: false }), ['pixel.png', 'nul-byte.txt', 'latin1.txt', 'ok.txt'].map((p) => entry(dir, p)));
  assert.equal(out.map((r) => [r.path, r.skipped]), [
    ['pixel.png', 'binary'], ['nul-byte.txt', 'too-large'], ['latin1.txt', 'invalid-utf8'], ['ok.txt', undefined],
  ]);
  const [nul] = await runFileStage<FileRecord>(read({ root: '/', maxBytes: 1024, decode: true, hash: false, includeComments: false, keepText: false }), [entry(dir, 'nul-byte.txt')]);
  assert.is(nul.skipped, 'binary');
  assert.is(nul.text, undefined);
});

test('read :: files past the kept 1 MiB buffer, and small ones after them, read whole; only a NUL in the first 8 KiB means binary', async () => {
  const big = 'x = 1\n'.repeat(300_000); // 1.8 MB
  const lateNul = `${'a'.repeat(9000)}\0b\n`;
  const { dir, cleanup } = tempTree({
    'big.txt': big, 'small.txt': 'tiny\n', 'big-late-nul.txt': lateNul + big, 'late-nul.txt': lateNul, 'big-early-nul.txt': `\0${big}`,
  });
  try {
    const names = ['big.txt', 'small.txt', 'big-late-nul.txt', 'late-nul.txt', 'big-early-nul.txt'];
    const out = await runFileStage<FileRecord>(read({ root: '/', maxBytes: 4 * 1024 * 1024, decode: true, hash: false, includeComments: false, keepText: false }), names.map((p) => entry(dir, p)));
    assert.equal(out.map((r) => [r.path, r.skipped, r.text?.length, r.lines]), [
      ['big.txt', undefined, big.length, 300_000],
      ['small.txt', undefined, 5, 1],
      ['big-late-nul.txt', undefined, lateNul.length + big.length, 300_001],
      ['late-nul.txt', undefined, lateNul.length, 1],
      ['big-early-nul.txt', 'binary', undefined, undefined],
    ]);
    assert.is(out[0].text, big);
    assert.is(out[1].text, 'tiny\n');
    const [tooBig] = await runFileStage<FileRecord>(read({ root: '/', maxBytes: big.length - 1, decode: true, hash: false, includeComments: false, keepText: false }), [entry(dir, 'big.txt')]);
    assert.is(tooBig.skipped, 'too-large');
  } finally {
    cleanup();
  }
});

test('read :: a file that vanished since the walk is reported, not thrown', async () => {
  const [gone] = await runFileStage<FileRecord>(read({ root: '/', maxBytes: 1024, decode: true, hash: false, includeComments: false, keepText: false }), [entry(fixture('skip'), 'no-such-file.txt')]);
  assert.is(gone.skipped, 'vanished');
});

test('read :: a FIFO is never opened for reading', async () => {
  const { dir, cleanup } = tempTree();
  try {
    execFileSync('mkfifo', [join(dir, 'pipe.txt')]);
    const [fifo] = await runFileStage<FileRecord>(read({ root: '/', maxBytes: 1024, decode: true, hash: false, includeComments: false, keepText: false }), [entry(dir, 'pipe.txt')]);
    assert.is(fifo.skipped, 'not-regular');
  } finally {
    cleanup();
  }
});

test.run();
