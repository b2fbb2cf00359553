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
  const [bom, onlyBom, crlf] = await runFileStage<FileRecord>(read({ maxBytes: 1024, decode: true, hash: false }), [
    entry(dir, 'bom.txt'), entry(dir, 'only-bom.txt'), entry(dir, 'crlf.txt'),
  ]);
  assert.is(bom.text, 'hello\nworld\n');
  assert.is(bom.language, 'text');
  assert.is(onlyBom.text, '');
  assert.is(crlf.text, 'one\r\ntwo\r\nthree\r\n');
});

test('read :: binary, non-UTF-8 and oversized files become skipped records', async () => {
  const dir = fixture('skip');
  const out = await runFileStage<FileRecord>(read({ maxBytes: 11, decode: true, hash: false }), ['pixel.png', 'nul-byte.txt', 'latin1.txt', 'ok.txt'].map((p) => entry(dir, p)));
  assert.equal(out.map((r) => [r.path, r.skipped]), [
    ['pixel.png', 'binary'], ['nul-byte.txt', 'too-large'], ['latin1.txt', 'invalid-utf8'], ['ok.txt', undefined],
  ]);
  const [nul] = await runFileStage<FileRecord>(read({ maxBytes: 1024, decode: true, hash: false }), [entry(dir, 'nul-byte.txt')]);
  assert.is(nul.skipped, 'binary');
  assert.is(nul.text, undefined);
});

test('read :: a file that vanished since the walk is reported, not thrown', async () => {
  const [gone] = await runFileStage<FileRecord>(read({ maxBytes: 1024, decode: true, hash: false }), [entry(fixture('skip'), 'no-such-file.txt')]);
  assert.is(gone.skipped, 'vanished');
});

test('read :: a FIFO is never opened for reading', async () => {
  const { dir, cleanup } = tempTree();
  try {
    execFileSync('mkfifo', [join(dir, 'pipe.txt')]);
    const [fifo] = await runFileStage<FileRecord>(read({ maxBytes: 1024, decode: true, hash: false }), [entry(dir, 'pipe.txt')]);
    assert.is(fifo.skipped, 'not-regular');
  } finally {
    cleanup();
  }
});

test.run();
