import { chmodSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze, analyzeStream } from '../src/entry/index.js';
import { removeComments } from '../src/languages/comments.js';
import { fixture, reference, tempTree } from './_helpers/index.js';

const test = suite('analysis');

test('analysis :: every token count equals tiktoken on the file text without its comments', async () => {
  const result = await analyze({ path: fixture() });
  assert.ok(result.totalFiles > 15);
  for (const file of result.files) {
    const text = readFileSync(fixture(file.path)).toString('utf8').replace(/^\ufeff/, '');
    assert.is(file.tokens, reference(removeComments(text, file.language)), file.path);
  }
  assert.is(result.totalTokens, result.files.reduce((sum, f) => sum + f.tokens, 0));
  assert.is(result.totalLines, result.files.reduce((sum, f) => sum + f.lines, 0));
});

test('analysis :: special-token text counts as ordinary text', async () => {
  const result = await analyze({ path: fixture('tokens'), include: ['special.txt'] });
  const text = readFileSync(fixture('tokens', 'special.txt'), 'utf8');
  assert.is(result.files[0].tokens, reference(text));
  assert.is(result.files[0].tokens, 21);
});

test('analysis :: another encoding gives its own exact counts', async () => {
  const result = await analyze({ path: fixture('tokens'), encoding: 'cl100k_base' });
  for (const file of result.files) {
    const text = removeComments(readFileSync(fixture('tokens', file.path), 'utf8'), file.language);
    assert.is(file.tokens, reference(text, 'cl100k_base'));
  }
});

test('analysis :: physical line counts', async () => {
  const result = await analyze({ path: fixture('lines') });
  const lines = Object.fromEntries(result.files.map((f) => [f.path, f.lines]));
  assert.equal(lines, {
    'blank-lines.txt': 3, 'bom.txt': 2, 'crlf.txt': 3, 'empty.txt': 0, 'newline.txt': 1, 'no-final-newline.txt': 2, 'only-bom.txt': 0,
  });
});

test('analysis :: result shape, order and skipped files', async () => {
  const result = await analyze({ path: fixture('skip') });
  assert.equal(Object.keys(result), ['totalTokens', 'totalFiles', 'totalLines', 'files', 'skipped']);
  assert.equal(result.files, [{ path: 'ok.txt', tokens: 3, lines: 1, language: 'text' }]);
  assert.equal(result.skipped, [
    { path: 'latin1.txt', reason: 'invalid-utf8' }, { path: 'nul-byte.txt', reason: 'binary' }, { path: 'pixel.png', reason: 'binary' },
  ]);
  const big = await analyze({ path: fixture('skip'), maxFileSize: 10 });
  assert.equal(big.skipped?.find((s) => s.path === 'ok.txt'), { path: 'ok.txt', reason: 'too-large' });
});

test('analysis :: counting modes', async () => {
  const estimate = await analyze({ path: fixture('project'), tiktoken: false });
  const none = await analyze({ path: fixture('project'), tokenCount: false });
  for (const file of estimate.files) {
    const text = removeComments(readFileSync(fixture('project', file.path), 'utf8'), file.language);
    assert.is(file.tokens, Math.ceil(text.length / 4));
  }
  assert.is(none.totalTokens, 0);
  assert.is(none.totalLines, estimate.totalLines);
  assert.equal(none.files.map((f) => f.path), estimate.files.map((f) => f.path));
});

test('analysis :: the stream yields every file, and skipped ones aside', async () => {
  const stream = analyzeStream({ path: fixture('skip') });
  const files = [];
  for await (const file of stream) files.push(file);
  assert.equal(files, [{ path: 'ok.txt', tokens: 3, lines: 1, language: 'text' }]);
  assert.is(stream.skipped.length, 3);
});

test('analysis :: a missing root, a file as root, and bad options are errors', async () => {
  for (const [options, exitCode, message] of [
    [{ path: fixture('nope') }, 5, 'no such directory'],
    [{ path: fixture('lines', 'crlf.txt') }, 5, 'not a directory'],
    [{ path: fixture(), encoding: 'nope' }, 2, 'unknown encoding'],
    [{ path: fixture(), include: 'src' }, 2, 'include must be an array'],
    [{ path: fixture(), methodLevel: 'yes' }, 2, 'methodLevel must be a boolean'],
  ] as const) {
    try {
      await analyze(options as never);
      assert.unreachable(JSON.stringify(options));
    } catch (err) {
      assert.is((err as { exitCode: number }).exitCode, exitCode);
      assert.match((err as Error).message, message);
    }
  }
});

test('analysis :: an unreadable folder inside the tree is skipped, not fatal', async () => {
  if (process.getuid?.() === 0) return; // root reads everything; the CLI suite covers this as another user
  const { dir, cleanup } = tempTree({ 'a.txt': 'a', 'locked/b.txt': 'b' });
  try {
    chmodSync(join(dir, 'locked'), 0);
    const result = await analyze({ path: dir });
    assert.equal(result.skipped, [{ path: 'locked', reason: 'unreadable' }]);
  } finally {
    chmodSync(join(dir, 'locked'), 0o755);
    cleanup();
  }
});

test.run();
