import { appendFileSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from '@toon-format/toon';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DiffResult, FileDiff } from '../../src/results.js';
import { suiteDiffRepo } from '../_helpers/diffRepo.js';
import { git, reference, spawnCli, tempTree } from '../_helpers/index.js';
import { XDG, bigTree, cancelledCall, session, textOf, type Session } from './_session.js';

// The diff tool as a client sees it, over stdio, each answer checked against `analyzer diff --json`
// of the same repository (test/_helpers/diffRepo.ts: every kind of change since its tag `base`).
const test = suite('mcp/diff');

const repo = suiteDiffRepo(test);
let root: string;
let s: Session;

test.before(async () => {
  root = realpathSync(repo.dir);
  s = await session({ root });
});
test.after(async () => {
  await s?.close();
});

async function cliDiff(args: string[]): Promise<DiffResult> {
  const run = await spawnCli(['diff', ...args, '--json', '--no-cache'], { env: { XDG_CONFIG_HOME: XDG } });
  assert.is(run.code, 0, run.stderr);
  return JSON.parse(run.stdout);
}

function structured(answer: CallToolResult): Record<string, any> {
  assert.not.ok(answer.isError, textOf(answer));
  return answer.structuredContent as Record<string, any>;
}

/** What the diff tool should answer for the CLI's diff `cli` of the folder `folder` (relative to the root). */
function expected(cli: DiffResult, { top = 10, folder = '', methodLevel = false, includeComments = false } = {}): Record<string, unknown> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const ranked = [...cli.files].sort((a, b) => Math.abs(b.delta.tokens) - Math.abs(a.delta.tokens) || Math.abs(b.delta.lines) - Math.abs(a.delta.lines) || (a.path < b.path ? -1 : 1));
  const listed = ranked.slice(0, top);
  const out: Record<string, unknown> = {
    path: folder || '.',
    base: cli.base,
    head: cli.head,
    encoding: cli.encoding,
    includeComments,
    totals: cli.totals,
    changed: countBy(cli.files.map((f) => f.status), ['added', 'modified', 'renamed', 'removed']),
  };
  if (cli.skipped) out.skipped = countBy(cli.skipped.map((f) => f.reason));
  out.files = listed.map((f: FileDiff) => ({ path: prefix + f.path, status: f.status, before: f.before?.tokens ?? 0, after: f.after?.tokens ?? 0, delta: f.delta.tokens }));
  const renamed = listed.filter((f) => f.previousPath);
  if (renamed.length > 0) out.previousPaths = renamed.map((f) => ({ path: prefix + f.path, previousPath: prefix + f.previousPath }));
  const unlisted: Record<string, number> = {};
  if (cli.files.length > top) unlisted.files = cli.files.length - top;
  if (methodLevel) {
    const methods = cli.files.flatMap((f) => f.methods!.map((m) => ({ ...m, file: prefix + f.path })));
    out.changedMethods = countBy(methods.map((m) => m.status), ['added', 'modified', 'removed']);
    const grown = methods.filter((m) => m.delta.tokens > 0).sort((a, b) => b.delta.tokens - a.delta.tokens || (a.file < b.file ? -1 : a.file > b.file ? 1 : a.name < b.name ? -1 : 1));
    out.methods = grown.slice(0, top).map((m) => ({ name: m.name, file: m.file, status: m.status, before: m.before?.tokens ?? 0, after: m.after?.tokens ?? 0, delta: m.delta.tokens }));
    if (grown.length > top) unlisted.methods = grown.length - top;
  }
  if (Object.keys(unlisted).length > 0) out.unlisted = unlisted;
  return out;
}

function countBy(values: string[], order: string[] = []): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of [...order, ...values]) counts[value] = 0;
  for (const value of values) counts[value]++;
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

test('mcp/diff :: the working tree against base: the CLI\'s totals, the biggest changes first, statuses and skips counted; the text is the same object in TOON', async () => {
  const cli = await cliDiff(['base', '-p', root]);
  const answer = await s.call('diff', { base: 'base' });
  const out = structured(answer);
  assert.equal(out, expected(cli));
  assert.equal(decode(textOf(answer)), out);
  // The repository holds every kind of change: all are there, and more than the 10 listed.
  assert.equal(Object.keys(out.changed), ['added', 'modified', 'renamed', 'removed']);
  assert.ok(cli.files.length > 10 && out.unlisted.files === cli.files.length - 10);
  assert.ok(out.skipped.binary >= 1);
});

test('mcp/diff :: head, cached, methods, top, a subfolder, model and includeComments: as the CLI counts them', async () => {
  const head = await cliDiff(['base', 'head-branch', '--method-level', '-p', root]);
  const withMethods = structured(await s.call('diff', { base: 'base', head: 'head-branch', methodLevel: true, top: 3 }));
  assert.equal(withMethods, expected(head, { top: 3, methodLevel: true }));
  assert.ok(withMethods.methods.length === 3 && withMethods.unlisted.methods > 0);
  assert.is(withMethods.head.commit, repo.head);

  const cached = await cliDiff(['base', '--cached', '-p', root]);
  const all = structured(await s.call('diff', { base: 'base', cached: true, top: 100 }));
  assert.equal(all, expected(cached, { top: 100 }));
  // Both renames are staged: each listed with its previous path.
  assert.equal(all.previousPaths.map((p: { path: string; previousPath: string }) => `${p.previousPath} -> ${p.path}`).sort(), ['docs/guide.md -> docs/manual.md', 'lib/helpers.js -> lib/utils.js']);

  const src = await cliDiff(['base', '-p', join(root, 'src'), '--model', 'gpt-4', '--include-comments']);
  const inSrc = structured(await s.call('diff', { base: 'base', path: 'src', model: 'gpt-4', includeComments: true }));
  assert.equal(inSrc, expected(src, { folder: 'src', includeComments: true }));
  assert.is(inSrc.encoding, 'cl100k_base');
  assert.ok(inSrc.files.every((f: { path: string }) => f.path.startsWith('src/')));
});

test('mcp/diff :: refused with a clear message, the session going on: refs starting with -, unknown refs, head with cached, paths outside, bad arguments', async () => {
  const outside = mkdtempSync(join(tmpdir(), 'analyzer-outside-'));
  symlinkSync(outside, join(root, 'out'));
  try {
    const refused = `is outside the root ${root}: give a path relative to it`;
    for (const [args, message] of [
      [{ base: '-x' }, "invalid git ref '-x': it cannot start with '-'"],
      [{ base: '--output=/tmp/x' }, "invalid git ref '--output=/tmp/x': it cannot start with '-'"],
      [{ base: 'base', head: '--all' }, "invalid git ref '--all': it cannot start with '-'"],
      [{ base: 'nope' }, "unknown git ref 'nope'"],
      [{ base: 'base', head: 'no-such-branch' }, "unknown git ref 'no-such-branch'"],
      [{ base: 'base', head: 'head-branch', cached: true }, 'cached compares the index: give a head revision or cached, not both'],
      [{}, 'base is required'],
      [{ base: 'base', path: '..' }, `'..' ${refused}`],
      [{ base: 'base', path: 'out' }, `'out' ${refused}`],
      [{ base: 'base', path: outside }, `'${outside}' is outside the root ${root}: give a path relative to the root, or inside it`],
      [{ base: 'base', path: 'nothing' }, `no such directory: nothing\nENOENT: no such file or directory, realpath '${root}/nothing'`],
      [{ base: 'base', top: 101 }, 'top must be an integer from 0 to 100'],
      [{ base: 'base', gitDiff: 'main' }, "unknown argument 'gitDiff'; this tool takes base, head, cached, path, methodLevel, include, exclude, includeComments, model, top"],
      [{ base: 'base', include: ['x'.repeat(1001)] }, 'each item of include is longer than 1000 characters'],
      [{ base: 'base', model: 'gpt-4x' }, "unknown model 'gpt-4x' (did you mean 'gpt-4'?)"],
    ] as const) {
      const answer = await s.call('diff', args);
      assert.is(answer.isError, true, JSON.stringify(args));
      assert.is(textOf(answer), message);
    }
    assert.is(structured(await s.call('diff', { base: 'base', top: 0 })).files.length, 0);
    assert.equal(s.errors, []);
  } finally {
    rmSync(join(root, 'out'));
    rmSync(outside, { recursive: true, force: true });
  }
});

test('mcp/diff :: a folder outside any git repository is a tool error', async () => {
  const plain = tempTree({ 'a.ts': 'export const a = 1;\n' });
  const r = await session({ root: realpathSync(plain.dir) });
  try {
    const answer = await r.call('diff', { base: 'HEAD' });
    assert.is(answer.isError, true);
    assert.match(textOf(answer), `not a git repository: ${realpathSync(plain.dir)}\n`);
    assert.is(structured(await r.call('analyze')).totalFiles, 1);
  } finally {
    await r.close();
    plain.cleanup();
  }
});

/** bigTree(folders, files) committed; in the working tree, `changes` of its files changed as a branch might: most grown by 1-7 functions, some removed, renamed (staged) or added. */
function bigChange(folders: number, files: number, changes: number): { dir: string; cleanup: () => void } {
  const tree = bigTree(folders, files);
  git(tree.dir, 'init', '--quiet', '--initial-branch=main');
  git(tree.dir, 'add', '--all');
  git(tree.dir, 'commit', '--quiet', '--message', 'base');
  const paths = (readdirSync(tree.dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((p) => p.endsWith('.js')).sort();
  const step = Math.max(1, Math.floor(paths.length / changes));
  paths.filter((_, i) => i % step === 0).slice(0, changes).forEach((path, i) => {
    const file = join(tree.dir, path);
    if (i % 20 === 0) unlinkSync(file);
    else if (i % 20 === 1) {
      git(tree.dir, 'mv', path, path.replace('.js', '-renamed.js'));
      appendFileSync(file.replace('.js', '-renamed.js'), `export const moved${i} = ${i};\n`);
    } else {
      const more = Array.from({ length: 1 + (i % 7) }, (_, k) => `export function added${i}x${k}(list) {\n  return list.filter((item) => item.size > ${k}).map((item) => item.name + " ${i}");\n}\n`).join('');
      appendFileSync(file, more);
    }
    if (i % 20 === 2) writeFileSync(join(tree.dir, `new-${i}.js`), `export function fresh${i}() {\n  return ${i};\n}\n`);
  });
  return tree;
}

// The answer's text at the defaults, and with methodLevel, on a change of a few hundred files.
const MAX_DIFF_TOKENS = 600;
const MAX_DIFF_METHOD_TOKENS = 1000;

test('mcp/diff :: on a change of 400 files the answer stays small: at most 600 tokens of text, 1,000 with methods', async () => {
  const big = bigChange(20, 30, 400);
  const r = await session({ root: realpathSync(big.dir) });
  try {
    const cli = await cliDiff(['HEAD', '-p', big.dir, '--method-level']);
    assert.ok(cli.files.length > 400, String(cli.files.length));
    for (const args of [{ base: 'HEAD' }, { base: 'HEAD', methodLevel: true }]) {
      const answer = await r.call('diff', args);
      const out = structured(answer);
      assert.equal(out.totals, cli.totals);
      assert.equal(out.unlisted.files, cli.files.length - 10);
      const size = reference(textOf(answer));
      assert.ok(size <= (args.methodLevel ? MAX_DIFF_METHOD_TOKENS : MAX_DIFF_TOKENS), `${JSON.stringify(args)}: ${size} tokens`);
      if (args.methodLevel) assert.equal(out, expected(cli, { methodLevel: true }));
    }
  } finally {
    await r.close();
    big.cleanup();
  }
});

test('mcp/diff :: cancelled: the diff stops (the log says after how many files) and the session goes on; progress notifications came first', async () => {
  const big = bigChange(40, 60, 50);
  const r = await session({ root: realpathSync(big.dir) });
  try {
    const { log, progress } = await cancelledCall(r, 'diff', { base: 'HEAD' });
    const done = Number(/^diff cancelled after (\d+) files( of \d+)?$/.exec(log)?.[1]);
    assert.ok(done > 0 && done < 2400, log);
    // Told as each batch (at most 128 files) is counted, not when a poll looks: polled, the first
    // notification could come once all 2,400 were done, and the cancellation found nothing left to stop.
    assert.ok(progress.length >= 1 && progress[0].progress > 0 && progress[0].progress <= 128, JSON.stringify(progress));
    const out = structured(await r.call('diff', { base: 'HEAD', top: 100 }));
    assert.equal(out, expected(await cliDiff(['HEAD', '-p', big.dir]), { top: 100 }));
  } finally {
    await r.close();
    big.cleanup();
  }
});

test.run();
