import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { diffSummary } from '../../src/entry/diff.js';
import { diff, render } from '../../src/entry/index.js';
import { paint } from '../../src/entry/terminal.js';
import { sample } from '../_helpers/diffResults.js';
import { suiteDiffRepo } from '../_helpers/diffRepo.js';
import { spawnCli, tempTree } from '../_helpers/index.js';
import { commitAs, emptyRepo } from '../git/_repos.js';

const test = suite('entry/diff');
const repo = suiteDiffRepo(test);

const cli = (args: string[], cwd = repo.dir) => spawnCli(['diff', '--no-cache', ...args], { cwd });

test('entry/diff :: JSON on stdout, the library\'s result; skipped files worth a word on stderr', async () => {
  const run = await cli(['base', '--max-file-size', '3000', '--method-level']);
  assert.is(run.code, 0);
  const expected = await diff({ path: repo.dir, base: 'base', maxFileSize: 3000, methodLevel: true, cache: false });
  assert.is(run.stdout, `${JSON.stringify(expected, null, 2)}\n`);
  assert.is(run.stderr, 'analyzer: warning: 2 changed files skipped (too-large, invalid-utf8); --verbose lists them\n');
  const verbose = await cli(['base', '--max-file-size', '3000', '--verbose']);
  assert.match(verbose.stderr, 'analyzer: skipped logo.png (before): binary\n');
  assert.match(verbose.stderr, 'analyzer: skipped big.txt (after): too-large\n');
});

test('entry/diff :: --markdown, --toon, a head revision, --cached, -p', async () => {
  const markdown = await cli(['base', 'head-branch', '--markdown']);
  assert.is(markdown.code, 0);
  const result = await diff({ path: repo.dir, base: 'base', head: 'head-branch', cache: false });
  assert.is(markdown.stdout, render(result, 'markdown'));
  assert.ok(markdown.stdout.startsWith(`### ${result.totals.delta.tokens > 0 ? '+' : ''}`));
  const toon = await cli(['base', '--cached', '--toon']);
  assert.is(toon.stdout, render(await diff({ path: repo.dir, base: 'base', cached: true, cache: false }), 'toon'));
  const sub = await cli(['base', '-p', 'src']);
  assert.equal(JSON.parse(sub.stdout).files.map((f: { path: string }) => f.path), ['extra.ts', 'new.ts', 'queue.ts', 'util.py']);
});

test('entry/diff :: -o writes the file atomically, its extension picking the format', async () => {
  const out = tempTree();
  try {
    const file = join(out.dir, 'diff.md');
    const run = await cli(['base', 'head-branch', '-o', file]);
    assert.is(run.code, 0);
    assert.is(run.stdout, '');
    assert.is(readFileSync(file, 'utf8'), render(await diff({ path: repo.dir, base: 'base', head: 'head-branch', cache: false }), 'markdown'));
  } finally {
    out.cleanup();
  }
});

test('entry/diff :: GitIngest and HTML are not available, whichever way they are asked for', async () => {
  for (const [args, message] of [
    [['--html'], '--html: HTML is not available for diff (--json, --toon or --markdown)'],
    [['--gitingest'], '--gitingest: GitIngest is not available for diff (--json, --toon or --markdown)'],
    [['-o', 'report.html'], '-o report.html: HTML is not available for diff (--json, --toon or --markdown)'],
  ] as const) {
    const run = await cli(['base', ...args]);
    assert.is(run.code, 2, args.join(' '));
    assert.is(run.stderr, `analyzer: ${message}\n`);
    assert.is(run.stdout, '');
  }
  assert.not.ok(existsSync(join(repo.dir, 'report.html')));
});

test('entry/diff :: errors: exit 2 for usage, 4 for git', async () => {
  const cases: [string[], number, string, string?][] = [
    [[], 2, "diff needs a base revision: 'analyzer diff main' (see 'analyzer diff --help')"],
    [['base', 'head-branch', 'src'], 2, "diff takes a base and a head revision, not 'src' too (the folder is -p <dir>)"],
    [['--', '-main'], 2, "invalid git ref '-main': it cannot start with '-'"],
    [['base', '--', '--output=x'], 2, "invalid git ref '--output=x': it cannot start with '-'"],
    [['base', 'head-branch', '--cached'], 2, 'cached compares the index: give a head revision or cached, not both'],
    [['base', '--git-diff', 'main'], 2, "unknown option '--git-diff'; run 'analyzer diff --help' for usage"],
    [['base', '--fit', '200k'], 2, "unknown option '--fit'; run 'analyzer diff --help' for usage"],
    [['base', '--no-token-count'], 2, 'diff compares tokens: with tokenCount off (--no-token-count) there are none to compare'],
    [['nope'], 4, "unknown git ref 'nope'"],
    [['base', 'nope'], 4, "unknown git ref 'nope'"],
  ];
  for (const [args, code, message] of cases) {
    const run = await cli(args);
    assert.is(run.code, code, args.join(' '));
    assert.is(run.stderr, `analyzer: ${message}\n`, args.join(' '));
  }
  const outside = tempTree({ 'a.txt': 'a\n' });
  try {
    const run = await cli(['HEAD'], outside.dir);
    assert.is(run.code, 4);
    assert.match(run.stderr, /^analyzer: not a git repository: /);
  } finally {
    outside.cleanup();
  }
});

test('entry/diff :: revisions git cannot even look up (its exit 128) are exit 4 naming them, with git\'s reason', async () => {
  const one = emptyRepo();
  try {
    commitAs('Ada', one.dir, 'one', { 'a.txt': 'a\n' });
    const cases: [string[], string][] = [
      [['diff', '@{1}'], "unknown git ref '@{1}': log for 'main' only has 1 entries"],
      [['diff', 'HEAD@{upstream}'], "unknown git ref 'HEAD@{upstream}': no upstream configured for branch 'main'"],
      [['diff', 'HEAD', '@{1}'], "unknown git ref '@{1}': log for 'main' only has 1 entries"],
      [['check', '--max-tokens', '1M', '--base', '@{1}'], "unknown git ref '@{1}': log for 'main' only has 1 entries"],
      [['--git-diff', '@{upstream}'], "unknown git ref '@{upstream}': no upstream configured for branch 'main'"],
    ];
    for (const [args, message] of cases) {
      const run = await spawnCli([...args, '--no-cache'], { cwd: one.dir });
      assert.is(run.stderr, `analyzer: ${message}\n`, args.join(' '));
      assert.is(run.code, 4, args.join(' '));
      assert.is(run.stdout, '');
    }
  } finally {
    one.cleanup();
  }
});

test('entry/diff :: --help tells what diff does, and the main help names it', async () => {
  const help = await spawnCli(['diff', '--help']);
  assert.is(help.code, 0);
  assert.ok(help.stdout.startsWith('Usage\n  analyzer diff <base> [<head>] [options]\n'));
  assert.match(help.stdout, '  --cached   the index (what is staged) instead of the working tree\n');
  assert.match(help.stdout, '--method-level');
  assert.not.match(help.stdout, '--git-branch');
  assert.not.match(help.stdout, '--fit <');
  assert.not.match(help.stdout, 'count files and lines only');
  assert.match(help.stdout, '\n--fit and --no-token-count do not apply (exit 2): a diff writes no digest to\nfit, and compares tokens.\n');
  const main = await spawnCli(['--help']);
  assert.match(main.stdout, '  analyzer diff <base> [<head>]     the token change between two sides of git,\n');
});

test('entry/diff :: the summary on a terminal: the change, the files that changed most, where the output went', () => {
  const report = { result: sample(), name: 'q', warnings: [] };
  assert.is(diffSummary(report, 'wrote diff.md', paint({ isTTY: false } as NodeJS.WriteStream, {})), [
    '+1,314 tokens (+0.9%): 150,000 -> 151,314 tokens, 120 files (main -> working tree)',
    '  +1,234  src/a|b.ts (added)',
    '    +120  src/queue.ts',
    '     -40  old.js (removed)',
    '     -20  src/gen/f20.ts',
    '     +19  src/gen/f19.ts',
    '  and 19 more files',
    'wrote diff.md',
    '',
  ].join('\n'));
  const coloured = diffSummary(report, '', paint({ isTTY: true } as NodeJS.WriteStream, {}));
  assert.ok(coloured.startsWith('\x1b[31m\x1b[1m+1,314 tokens\x1b[22m\x1b[39m (+0.9%)'));
  assert.match(coloured, '\x1b[32m   -40\x1b[39m  \x1b[2mold.js (removed)\x1b[22m');
});

test.run();
