import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runReport, runToSink } from '../../src/run/index.js';
import { ResultStore } from '../../src/cache/store.js';
import type { Session } from '../../src/run/session.js';
import { loadTables } from '../../src/tokenizer/index.js';
import { planRun } from '../../src/run/plan.js';
import { analyze, analyzeStream } from '../../src/entry/index.js';
import { limits } from '../../src/stages/read.js';
import { countLines } from '../../src/tokenizer/index.js';
import { removeComments } from '../../src/languages/comments.js';
import { ROOT, fixture, reference, tempTree } from '../_helpers/index.js';

const test = suite('analysis');

test('analysis :: runToSink writes the report before the cache is saved, and resolves once it is; a failed save is a warning', async () => {
  const events: string[] = [];
  let saved: () => void = () => {};
  class SlowStore extends ResultStore {
    override get recalls(): boolean {
      return true;
    }
    override save(): Promise<void> {
      events.push('save started');
      // Done once the report is written, or after a while (a run that waits for it before writing).
      return new Promise((resolve) => {
        saved = () => (events.push('saved'), resolve(), (saved = () => {}));
        setTimeout(() => saved(), 300);
      });
    }
  }
  const session: Session = { lease: async () => ({ store: new SlowStore(), saves: true, release: () => {} }), tables: (encoding) => loadTables(encoding) };
  const done = runToSink(planRun({ path: fixture('tokens') }, { format: 'json' }), { session }, async (document) => {
    let text = '';
    for await (const chunk of document) text += chunk;
    events.push(`written ${JSON.parse(text).totalFiles} files`);
    setImmediate(() => saved());
  });
  const report = await done;
  events.push('resolved');
  assert.equal(events, ['save started', `written ${report.result.totalFiles} files`, 'saved', 'resolved']);
  // A save that fails tells so through the observer as it ends, and the report keeps the warning.
  class FailingStore extends SlowStore {
    warn: (message: string) => void = () => {};
    override save(): Promise<void> {
      return new Promise((resolve) => setTimeout(() => (this.warn('cannot write the cache'), resolve()), 20));
    }
  }
  const failing = new FailingStore();
  const told: string[] = [];
  const warned = await runToSink(planRun({ path: fixture('tokens') }, { format: 'json' }), { session: { ...session, lease: async (_plan, _settings, warn) => ((failing.warn = warn), { store: failing, saves: true, release: () => {} }) }, observer: { warn: (message) => told.push(message) } }, async (document) => {
    for await (const _ of document);
    told.push('written');
  });
  assert.equal(told, ['written', 'cannot write the cache']);
  assert.equal(warned.warnings, ['cannot write the cache']);
});

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
  assert.equal(Object.keys(result), ['totalTokens', 'totalFiles', 'totalLines', 'encoding', 'files', 'skipped']);
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
  // The result names how it was counted.
  assert.is(estimate.encoding, 'estimate');
  assert.is(none.encoding, 'none');
  assert.is((await analyze({ path: fixture('project'), encoding: 'cl100k_base' })).encoding, 'cl100k_base');
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
    [{ pth: 'src' }, 2, "unknown option 'pth' (did you mean 'path'?)"],
    [{ path: fixture('nope') }, 5, 'no such directory'],
    [{ path: fixture('lines', 'crlf.txt') }, 5, 'not a directory'],
    [{ path: fixture(), encoding: 'nope' }, 2, 'unknown encoding'],
    [{ path: fixture(), include: 'src' }, 2, 'include must be an array'],
    [{ path: fixture(), methodLevel: 'yes' }, 2, 'methodLevel must be a boolean'],
    [{ path: `${fixture()}\0/x` }, 2, `path holds a NUL byte, which no file name can hold: ${JSON.stringify(`${fixture()}\0/x`)}`],
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
  const { dir, cleanup } = tempTree({ 'a.txt': 'a', 'locked/b.txt': 'b' });
  try {
    chmodSync(join(dir, 'locked'), 0);
    let skipped: unknown;
    if (process.getuid?.() === 0) {
      // Root reads everything: the built library runs as another user, who cannot.
      chmodSync(dir, 0o755);
      const script = `require(${JSON.stringify(join(ROOT, 'dist', 'index.cjs'))}).analyze({ path: ${JSON.stringify(dir)}, cache: false })
        .then((r) => console.log(JSON.stringify(r.skipped)), (e) => { console.error(e.message); process.exit(1); })`;
      skipped = JSON.parse(execFileSync(process.execPath, ['-e', script], { uid: 65534, gid: 65534, cwd: '/', encoding: 'utf8' }));
    } else {
      skipped = (await analyze({ path: dir })).skipped;
    }
    assert.equal(skipped, [{ path: 'locked', reason: 'permission-denied' }]);
  } finally {
    chmodSync(join(dir, 'locked'), 0o755);
    cleanup();
  }
});


// A folder swapped for a symlink to a folder outside the root, at the moment the walk has listed
// something: nothing from outside may be read, whichever moment it is.
async function swapped(when: string, swap: (dir: string) => void) {
  const { dir, cleanup } = tempTree({ 'root/d/x.txt': 'inside x\n', 'root/d/e/y.txt': 'inside y\n', 'root/a.txt': 'a\n', 'secret/x.txt': 'SECRET x\n', 'secret/e/y.txt': 'SECRET y\n' });
  try {
    const root = join(dir, 'root');
    let done = false;
    const listed = (folder: string) => {
      if (folder !== when || done) return;
      done = true;
      renameSync(join(root, 'd'), join(dir, 'd-away'));
      swap(root);
    };
    const report = await runReport(planRun({ path: root, outputFormat: 'gitingest', cache: false }), { observer: { listed } });
    assert.ok(done);
    return report;
  } finally {
    cleanup();
  }
}

test('analysis :: a folder swapped for a symlink mid-walk never leads outside the root', async () => {
  const link = (root: string) => symlinkSync('../secret', join(root, 'd'));
  // Swapped after d was listed: its files are opened through the symlink, and refused.
  const afterList = await swapped('d', link);
  assert.equal(afterList.result.files.map((f) => f.path), ['a.txt']);
  assert.equal(afterList.result.skipped, [{ path: 'd/e', reason: 'outside-root' }, { path: 'd/x.txt', reason: 'outside-root' }]);
  assert.not.ok([...afterList.texts!.values()].some((text) => text.includes('SECRET')));
  // Swapped before d was listed: the symlink is not followed.
  const beforeList = await swapped('', link);
  assert.equal(beforeList.result.files.map((f) => f.path), ['a.txt']);
  assert.is(beforeList.result.skipped, undefined);
});

test('analysis :: a folder replaced by a file mid-run: its files vanished, the run goes on', async () => {
  const report = await swapped('d', (root) => writeFileSync(join(root, 'd'), 'now a file\n'));
  assert.equal(report.result.files.map((f) => f.path), ['a.txt']);
  assert.equal(report.result.skipped, [{ path: 'd/x.txt', reason: 'vanished' }]);
});

test('analysis :: a folder deeper than PATH_MAX is skipped as path-too-long', async () => {
  const { dir, cleanup } = tempTree({ 'a.txt': 'a\n' });
  try {
    // Made one folder at a time from inside the last: no path given to the system is too long.
    const cwd = process.cwd();
    try {
      process.chdir(dir);
      for (let i = 0; i < 25; i++) {
        mkdirSync('n'.repeat(200));
        process.chdir('n'.repeat(200));
      }
      writeFileSync('deep.txt', 'deep\n');
    } finally {
      process.chdir(cwd);
    }
    const result = await analyze({ path: dir, cache: false });
    assert.equal(result.files.map((f) => f.path), ['a.txt']);
    const [skipped] = result.skipped!;
    assert.is(skipped.reason, 'path-too-long');
    assert.ok(join(dir, skipped.path).length >= 4096 && join(dir, skipped.path).length < 4096 + 201, `${join(dir, skipped.path).length}`);
  } finally {
    execFileSync('rm', ['-rf', dir]);
    cleanup();
  }
});

test('analysis :: names that are not UTF-8 are counted, each under its own quoted name', async () => {
  const { dir, cleanup } = tempTree();
  try {
    const raw = (s: string) => Buffer.from(s, 'latin1');
    writeFileSync(Buffer.concat([raw(`${dir}/a\xfe.py`)]), 'x = 1\n');
    writeFileSync(Buffer.concat([raw(`${dir}/a\xfd.py`)]), 'y = 22\n');
    mkdirSync(raw(`${dir}/dir\xff`));
    writeFileSync(raw(`${dir}/dir\xff/z.py`), 'z = 333 # note\n');
    const result = await analyze({ path: dir, cache: false });
    assert.equal(result.files.map((f) => [f.path, f.tokens]), [
      ['"a\\375.py"', reference('y = 22\n')], ['"a\\376.py"', reference('x = 1\n')], ['"dir\\377"/z.py', reference('z = 333 \n')],
    ]);
    assert.is(result.skipped, undefined);
  } finally {
    cleanup();
  }
});

test("analysis :: a worktree's or submodule's .git file is git's, not analysed", async () => {
  const { dir, cleanup } = tempTree({ '.git': 'gitdir: /home/someone/repo/.git/worktrees/w\n', 'sub/.git': 'gitdir: ../.git/modules/sub\n', 'a.py': 'a = 1\n' });
  try {
    assert.equal((await analyze({ path: dir, cache: false })).files.map((f) => f.path), ['a.py']);
    // `sub` holds a .git: a submodule, left out with all it holds unless submodules are asked for.
    assert.equal((await analyze({ path: dir, cache: false, defaultIgnores: false })).files.map((f) => f.path), ['.git', 'a.py']);
    assert.equal((await analyze({ path: dir, cache: false, defaultIgnores: false, submodules: true })).files.map((f) => f.path), ['.git', 'a.py', 'sub/.git']);
  } finally {
    cleanup();
  }
});

test('analysis :: a file too large to hold as one string is counted in pieces, exactly, on ordinary text', async () => {
  const saved = { ...limits };
  // Real code with multi-byte characters, a BOM, CRLF lines and a line break at every kind of place.
  const body = readFileSync(fixture('languages', 'python', 'report.py'), 'utf8');
  const text = `\ufeff${'caf\u00e9 \u{1f600} na\u00efve\r\n'.repeat(50)}${body.repeat(40)}  \n\n\tend`;
  assert.ok(Buffer.byteLength(text) > 40_000);
  const { dir, cleanup } = tempTree({ 'big.txt': text, 'big.py': text, 'small.py': 'x = 1  # c\n' });
  try {
    limits.wholeBytes = 8192;
    limits.pieceBytes = 4096;
    const plain = text.slice(1);
    const result = await analyze({ path: dir, cache: false });
    assert.equal(result.files.map((f) => [f.path, f.tokens, f.lines]), [['big.txt', reference(plain), countLines(plain)], ['small.py', reference('x = 1  \n'), 1]]);
    const gpt2 = await analyze({ path: dir, cache: false, encoding: 'r50k_base', include: ['*.txt'] });
    assert.equal(gpt2.files.map((f) => f.tokens), [reference(plain, 'r50k_base')]);
    // Comments cannot be removed piece by piece, nor a text shown that is never held whole.
    assert.equal(result.skipped, [{ path: 'big.py', reason: 'too-large' }]);
    const counted = await analyze({ path: dir, cache: false, includeComments: true, methodLevel: true });
    assert.equal(counted.files.map((f) => [f.path, f.tokens, f.methods?.length]), [['big.py', reference(plain), 0], ['big.txt', reference(plain), 0], ['small.py', reference('x = 1  # c\n'), 0]]);
    const shown = await analyze({ path: dir, cache: false, includeComments: true, outputFormat: 'gitingest' });
    assert.equal(shown.skipped, [{ path: 'big.py', reason: 'too-large' }, { path: 'big.txt', reason: 'too-large' }]);
  } finally {
    Object.assign(limits, saved);
    cleanup();
  }
});

test.run();
