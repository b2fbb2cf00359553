import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, render } from '../../src/entry/index.js';
import { findMethods } from '../../src/languages/methods/index.js';
import { fixture, reference, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('split');

const SEP = '='.repeat(48);
const HEAD = /^Digest of (.+): part (\d+) of (\d+), each at most (.+)\n\n/;

interface Piece {
  path: string;
  label?: string;
  body: string;
}

/** The file blocks of a part (a cut one's label apart), in order: a block ends in a blank line, and one followed by another in a `\n` more. */
function blocks(part: string): Piece[] {
  const chunks = part.split(`${SEP}\nFILE: `).slice(1);
  return chunks.map((chunk, i) => {
    const at = chunk.indexOf(`\n${SEP}\n`);
    const [, path, label] = /^(.*?)(?: \((part \d+ of \d+, .*)\))?$/.exec(chunk.slice(0, at))!;
    const body = chunk.slice(at + SEP.length + 2, i < chunks.length - 1 ? -3 : -2);
    return { path, ...(label && { label }), body };
  });
}

async function parts(path: string, split: number | string, extra = {}): Promise<string[]> {
  const result = await analyze({ path, outputFormat: 'gitingest', split, cache: false, ...extra });
  return result.parts!;
}

test('split :: every part, counted by tiktoken, is at most the budget, whatever the budget', async () => {
  for (const budget of [60, 120, 200, 400, 1000, 5000]) {
    const cut = await parts(fixture('methods'), budget);
    assert.ok(cut.length >= 1);
    for (const [i, part] of cut.entries()) {
      assert.ok(reference(part) <= budget, `${budget}: part ${i + 1} has ${reference(part)} tokens`);
      assert.is(HEAD.exec(part)?.slice(1).join('|'), `methods|${i + 1}|${cut.length}|${budget.toLocaleString('en-US')} tokens`);
    }
  }
});

test('split :: the parts hold the whole digest: each file once, whole or in pieces that join into its text, in tree order', async () => {
  const result = await analyze({ path: fixture('methods'), outputFormat: 'gitingest', split: 150, cache: false });
  const whole = blocks(render(result, 'gitingest'));
  const joined: Piece[] = [];
  for (const piece of result.parts!.flatMap(blocks)) {
    const last = joined[joined.length - 1];
    if (piece.label && !piece.label.startsWith('part 1 of') && last?.path === piece.path) last.body += piece.body;
    else joined.push({ path: piece.path, body: piece.body });
  }
  assert.equal(joined, whole.map(({ path, body }) => ({ path, body })));
  // The first part carries the summary and the tree, as the digest does.
  const digest = render(result, 'gitingest');
  const tree = digest.slice(0, digest.indexOf(SEP));
  assert.ok(result.parts![0].replace(HEAD, '').startsWith(tree.slice(0, tree.indexOf('Directory structure:'))));
});

test('split :: a file bigger than a part is cut at method boundaries, and each piece says which it is', async () => {
  const text = readFileSync(fixture('methods', 'typescript', 'queue.ts'), 'utf8');
  const { dir, cleanup } = tempTree({ 'queue.ts': text });
  try {
    const result = await analyze({ path: dir, outputFormat: 'gitingest', split: 250, cache: false, includeComments: true });
    const pieces = result.parts!.flatMap(blocks);
    assert.ok(pieces.length > 2);
    const spans = (await findMethods(text, 'typescript', 'queue.ts'))!;
    const boundaries = new Set(spans.flatMap((m) => [m.startLine, m.endLine + 1]));
    const lines = text.split('\n').length - 1;
    let next = 1;
    for (const [i, piece] of pieces.entries()) {
      const [, k, n, from, to] = /^part (\d+) of (\d+), lines (\d+)-(\d+)$/.exec(piece.label!)!.map(Number);
      assert.equal([k, n, from], [i + 1, pieces.length, next]);
      assert.is(piece.body, text.split('\n').slice(from - 1, to).map((line) => `${line}\n`).join(''));
      // Each piece ends where a method starts or after one ends (or at the end of the file).
      assert.ok(to === lines || boundaries.has(to + 1), `piece ${k} ends on line ${to}`);
      next = to + 1;
    }
    assert.is(next, lines + 1);
    assert.match(result.parts![1], /^Digest of [^\n]+: part 2 of \d+, each at most 250 tokens\n\n={48}\nFILE: queue\.ts \(part 2 of \d+, lines \d+-\d+\)\n={48}\n/);
  } finally {
    cleanup();
  }
});

test('split :: without methods a file is cut at lines; a line longer than a part, within the line', async () => {
  const prose = Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of some notes about the kiwi.`).join('\n') + '\n';
  const long = `${Array.from({ length: 400 }, (_, i) => `w${i}`).join(' ')}\nend\n`;
  const { dir, cleanup } = tempTree({ 'notes.txt': prose, 'wide.txt': long });
  try {
    const result = await analyze({ path: dir, outputFormat: 'gitingest', split: 200, cache: false });
    for (const part of result.parts!) assert.ok(reference(part) <= 200);
    const pieces = result.parts!.flatMap(blocks);
    const notes = pieces.filter((p) => p.path === 'notes.txt');
    assert.ok(notes.length > 1 && notes.every((p) => /^part \d+ of \d+, lines \d+-\d+$/.test(p.label!) && p.body.endsWith('.\n')));
    assert.is(notes.map((p) => p.body).join(''), prose);
    const wide = pieces.filter((p) => p.path === 'wide.txt');
    assert.ok(wide.length > 2);
    assert.ok(wide.slice(0, -1).every((p) => /^part \d+ of \d+, part of line 1$/.test(p.label!)), wide.map((p) => p.label).join());
    assert.is(wide.map((p) => p.body).join(''), long);
  } finally {
    cleanup();
  }
});

test("split :: a model's window as the budget, and a budget too small refused", async () => {
  const cut = await parts(fixture('methods'), 'gpt-4o');
  assert.is(cut.length, 1);
  assert.match(cut[0], /^Digest of methods: part 1 of 1, each at most gpt-4o's 128,000-token window\n\nDirectory: methods\n/);
  try {
    await parts(fixture('methods'), 20);
    assert.unreachable();
  } catch (err) {
    assert.is((err as Error).message, 'split: 20 tokens are too few for the header and summary of the first part');
    assert.is((err as { exitCode?: number }).exitCode, 2);
  }
  for (const [options, message] of [
    [{ split: '200k' }, 'split cuts a GitIngest digest into parts: it cannot go with the json format'],
    [{ split: 'claude-opus-9', outputFormat: 'gitingest' }, "split: the context window of 'claude-opus-9' is not known; give a number of tokens"],
    [{ split: 0 }, 'split must be a positive whole number of tokens, or a model name'],
    [{ split: '10k', outputFormat: 'gitingest', tokenCount: false }, 'split needs token counts: it cannot go with tokenCount false (--no-token-count)'],
  ] as const) {
    try {
      await analyze({ path: fixture('methods'), cache: false, ...options });
      assert.unreachable();
    } catch (err) {
      assert.is((err as Error).message, message);
    }
  }
});

test('split :: the CLI writes <name>.<i><ext> beside -o, atomically, and removes parts left from a run with more', async () => {
  const { dir, cleanup } = tempTree({ 'out/.keep': '' });
  try {
    const out = join(dir, 'out');
    writeFileSync(join(out, 'digest.9.txt'), 'old');
    writeFileSync(join(out, 'digest.09.txt'), 'not a part');
    const run = await spawnCli([fixture('methods'), '--split', '300', '-o', join(out, 'digest.txt'), '--no-cache']);
    assert.is(run.code, 0, run.stderr);
    assert.is(run.stderr, '');
    const library = await parts(fixture('methods'), 300);
    assert.ok(library.length > 9);
    assert.equal(readdirSync(out).sort(), ['.keep', 'digest.09.txt', ...library.map((_, i) => `digest.${i + 1}.txt`)].sort());
    for (const [i, part] of library.entries()) assert.is(readFileSync(join(out, `digest.${i + 1}.txt`), 'utf8'), part);
    assert.not.ok(existsSync(join(out, 'digest.txt')));
    // Fewer parts now: the earlier run's last ones go.
    const again = await spawnCli([fixture('methods'), '--split', '20k', '-o', join(out, 'digest.txt'), '--no-cache']);
    assert.is(again.code, 0, again.stderr);
    assert.equal(readdirSync(out).sort(), ['.keep', 'digest.09.txt', 'digest.1.txt']);
  } finally {
    cleanup();
  }
});

test('split :: parts inside the analysed folder are not analysed; a part that cannot be written leaves every part as it was', async () => {
  const { dir, cleanup } = tempTree({ 'a.py': 'def f():\n    return 1\n', 'b.py': 'def g():\n    return 2\n' });
  try {
    const args = [dir, '--split', '60', '-o', join(dir, 'd.txt'), '--no-cache'];
    const partsOf = () => readdirSync(dir).filter((name) => /^d\.\d+\.txt$/.test(name)).sort();
    assert.is((await spawnCli(args)).code, 0);
    const names = partsOf();
    const before = names.map((name) => readFileSync(join(dir, name), 'utf8'));
    assert.ok(names.length > 1);
    // Again: the parts now in the folder are not part of the digest.
    assert.is((await spawnCli(args)).code, 0);
    assert.equal(names.map((name) => readFileSync(join(dir, name), 'utf8')), before);
    // The last part a folder now: the write fails before any part is replaced, and no temp file stays.
    writeFileSync(join(dir, 'b.py'), 'def g():\n    return 3\n');
    const blocked = join(dir, names[names.length - 1]);
    rmSync(blocked);
    mkdirSync(blocked);
    const failed = await spawnCli(args);
    assert.is(failed.code, 5);
    assert.is(failed.stderr, `analyzer: cannot write part '${blocked}': it is a directory\n`);
    assert.equal(readdirSync(dir).filter((name) => name.startsWith('.')), []);
    assert.equal(names.slice(0, -1).map((name) => readFileSync(join(dir, name), 'utf8')), before.slice(0, -1));
  } finally {
    cleanup();
  }
});

test('split :: refused without -o, with another format, for a device, and in watch', async () => {
  for (const [args, message] of [
    [['--split', '200k'], "analyzer: --split writes the digest as numbered files beside -o <file>: give one (-o digest.txt gives digest.1.txt, digest.2.txt, ...)\n"],
    [['--split', '200k', '--gitingest'], "analyzer: --split writes the digest as numbered files beside -o <file>: give one (-o digest.txt gives digest.1.txt, digest.2.txt, ...)\n"],
    [['--split', '200k', '-o', '/dev/null'], "analyzer: --split writes numbered files beside -o <file>: '/dev/null' is not a regular file\n"],
    [['--split', '200k', '-o', '/tmp/x.md'], 'analyzer: split cuts a GitIngest digest into parts: it cannot go with the markdown format\n'],
  ] as const) {
    const run = await spawnCli([fixture('methods'), ...args, '--no-cache']);
    assert.is(run.code, 2, args.join(' '));
    assert.is(run.stderr, message);
    assert.is(run.stdout, '');
  }
  const watch = await spawnCli(['watch', fixture('methods'), '--split', '200k', '-o', '/tmp/x.txt']);
  assert.is(watch.code, 2);
  assert.is(watch.stderr, "analyzer: --split is not available for watch: run 'analyzer --split' when the parts are wanted\n");
});

test.run();
