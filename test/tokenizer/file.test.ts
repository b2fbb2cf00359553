import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_TOKENIZER_BYTES, MAX_TOKENIZER_KEYS, checkKeyCount, openTokenizerFile, readTokenizerBytes } from '../../src/tokenizer/file.js';
import { TokenizerFileError, tokenizerFile } from '../../src/tokenizer/index.js';
import { fixture, tempTree } from '../_helpers/index.js';

const test = suite('tokenizer file');

/** The message `open` throws, or '' when it throws nothing. */
function refusal(open: () => unknown): string {
  try {
    open();
    return '';
  } catch (err) {
    return `${(err as Error).constructor.name}: ${(err as Error).message}`;
  }
}

test('tokenizer file :: only a regular file is opened: a FIFO, a device, /dev/stdin and a directory are refused at once', () => {
  const { dir, cleanup } = tempTree({ 'real.json': readFileSync(fixture('hostile', 'tok.json')) });
  try {
    execFileSync('mkfifo', [join(dir, 'fifo.json')]);
    symlinkSync('/dev/zero', join(dir, 'zero.json'));
    symlinkSync('fifo.json', join(dir, 'to-fifo.json'));
    mkdirSync(join(dir, 'folder.json'));
    const cases: [string, string][] = [
      ['fifo.json', 'TokenizerPathError: a FIFO, not a regular file'],
      ['to-fifo.json', 'TokenizerPathError: a FIFO, not a regular file'],
      ['zero.json', 'TokenizerPathError: a device, not a regular file'],
      ['folder.json', 'TokenizerPathError: a directory, not a regular file'],
    ];
    for (const [name, message] of cases) assert.is(refusal(() => tokenizerFile(join(dir, name))), message, name);
    // /dev/stdin is this process's standard input: a pipe when tests run under a runner.
    const stdin = refusal(() => tokenizerFile('/dev/stdin'));
    assert.ok(stdin === 'TokenizerPathError: a FIFO, not a regular file' || stdin === 'TokenizerPathError: a device, not a regular file' || stdin.includes('ENXIO'), stdin);
    assert.match(tokenizerFile(join(dir, 'real.json')), /^file:real\.json@[0-9a-f]{64}$/);
  } finally {
    cleanup();
  }
});

test('tokenizer file :: a file over 64 MiB is refused before it is read, a sparse one too', () => {
  const { dir, cleanup } = tempTree({ 'huge.json': '' });
  try {
    truncateSync(join(dir, 'huge.json'), 2 ** 31);
    const started = performance.now();
    assert.is(refusal(() => tokenizerFile(join(dir, 'huge.json'))), 'TokenizerPathError: 2,147,483,648 bytes, over the 64 MiB limit for a tokenizer file');
    assert.ok(performance.now() - started < 1000);
    truncateSync(join(dir, 'huge.json'), MAX_TOKENIZER_BYTES + 1);
    assert.is(refusal(() => tokenizerFile(join(dir, 'huge.json'))), 'TokenizerPathError: 67,108,865 bytes, over the 64 MiB limit for a tokenizer file');
  } finally {
    cleanup();
  }
});

test('tokenizer file :: a file that grows past the limit while read is refused', () => {
  const { dir, cleanup } = tempTree({ 'grows.json': '{}' });
  try {
    const { fd } = openTokenizerFile(join(dir, 'grows.json'));
    truncateSync(join(dir, 'grows.json'), MAX_TOKENIZER_BYTES + 10);
    assert.is(refusal(() => readTokenizerBytes(fd, 2)), 'TokenizerPathError: it grew past the 64 MiB limit for a tokenizer file as it was read');
  } finally {
    cleanup();
  }
});

test("tokenizer file :: a project's file must lie in its project, links followed", () => {
  const { dir, cleanup } = tempTree({ 'project/tok.json': readFileSync(fixture('hostile', 'tok.json')), 'elsewhere/tok.json': readFileSync(fixture('hostile', 'tok.json')) });
  try {
    const project = realpathSync(join(dir, 'project'));
    symlinkSync(join(dir, 'elsewhere', 'tok.json'), join(project, 'out.json'));
    symlinkSync('tok.json', join(project, 'in.json'));
    assert.match(tokenizerFile(join(project, 'in.json'), project), /^file:in\.json@/);
    assert.is(refusal(() => tokenizerFile(join(project, 'out.json'), project)), `TokenizerPathError: it leads to ${realpathSync(join(dir, 'elsewhere', 'tok.json'))}, outside the project folder ${project}; a project's configuration may only name files inside it`);
    assert.is(refusal(() => tokenizerFile(join(dir, 'elsewhere', 'tok.json'), project)), `TokenizerPathError: it leads to ${realpathSync(join(dir, 'elsewhere', 'tok.json'))}, outside the project folder ${project}; a project's configuration may only name files inside it`);
    // Given by the user (no project), a link leads anywhere.
    assert.match(tokenizerFile(join(project, 'out.json')), /^file:out\.json@/);
  } finally {
    cleanup();
  }
});

test('tokenizer file :: a file of more JSON keys than the limit is refused before it is parsed', () => {
  const keys = (n: number) => Buffer.from(`{"model":{"type":"BPE","vocab":{${Array.from({ length: n }, (_, i) => `"t${i}\\":\\"":${i}`).join(',')}}}}`);
  checkKeyCount(keys(MAX_TOKENIZER_KEYS - 3));
  assert.throws(() => checkKeyCount(keys(MAX_TOKENIZER_KEYS)), (err: Error) => err instanceof TokenizerFileError && err.message === 'it holds more than 600,000 JSON keys (vocabulary entries and the like), the limit for a tokenizer file');
  const { dir, cleanup } = tempTree({ 'vocab.json': keys(MAX_TOKENIZER_KEYS) });
  try {
    assert.is(refusal(() => tokenizerFile(join(dir, 'vocab.json'))), 'TokenizerFileError: it holds more than 600,000 JSON keys (vocabulary entries and the like), the limit for a tokenizer file');
  } finally {
    cleanup();
  }
});

test('tokenizer file :: a file read before and unchanged is not read again; a changed one is', () => {
  const { dir, cleanup } = tempTree({ 'tok.json': readFileSync(fixture('hostile', 'tok.json')) });
  try {
    const path = join(dir, 'tok.json');
    const name = tokenizerFile(path);
    assert.is(tokenizerFile(path), name);
    const json = JSON.parse(readFileSync(path, 'utf8'));
    json.model.merges = json.model.merges.slice(0, 1);
    writeFileSync(path, JSON.stringify(json));
    const changed = tokenizerFile(path);
    assert.ok(changed !== name && changed.startsWith('file:tok.json@'));
  } finally {
    cleanup();
  }
});

test.run();
