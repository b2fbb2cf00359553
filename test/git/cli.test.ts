import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnCli, tempTree } from '../_helpers/index.js';
import { NEWLINE, commitAs, emptyRepo, scenarioRepo, type TempRepo } from './_repos.js';

// CLI cases for the git options: exit codes, exact stderr, and results no user git config can change.
const test = suite('git/cli');
let repo: TempRepo;
let home: string;
let hostile: string;

// Settings that would change the answers if the tool left them to the user's config.
const HOSTILE_CONFIG = (hook: string) => `[core]
	quotePath = true
	fsmonitor = ${hook}
[diff]
	renames = copies
	relative = true
	noprefix = true
	external = /bin/false
[status]
	showUntrackedFiles = no
[color]
	ui = always
	diff = always
[grep]
	patternType = fixed
[log]
	mailmap = false
	showSignature = true
	follow = true
	abbrevCommit = true
	decorate = full
[format]
	pretty = oneline
`;

test.before(() => {
  repo = scenarioRepo();
  home = mkdtempSync(join(tmpdir(), 'analyzer-home-'));
  hostile = mkdtempSync(join(tmpdir(), 'analyzer-hostile-'));
  const hook = join(hostile, 'fsmonitor.sh');
  writeFileSync(hook, `#!/bin/sh\ntouch '${join(hostile, 'fsmonitor-ran')}'\nexit 1\n`);
  chmodSync(hook, 0o755);
  writeFileSync(join(hostile, '.gitconfig'), HOSTILE_CONFIG(hook));
});
test.after(() => {
  repo.cleanup();
  rmSync(home, { recursive: true, force: true });
  rmSync(hostile, { recursive: true, force: true });
});

async function run(args: string[], env: Record<string, string> = {}) {
  return spawnCli(['--cli', '--no-token-count', ...args], { env: { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), ...env } });
}

async function paths(args: string[], env: Record<string, string> = {}): Promise<string[]> {
  const { code, stdout, stderr } = await run(args, env);
  assert.is(code, 0, stderr);
  assert.is(stderr, '');
  return JSON.parse(stdout).files.map((f: { path: string }) => f.path);
}

test('git/cli :: --git-diff --cached in either order, with or without a ref', async () => {
  for (const args of [['--git-diff', '--cached'], ['--cached', '--git-diff'], ['--git-diff', 'HEAD', '--cached'], ['--git-diff=HEAD', '--cached']]) {
    assert.equal(await paths(['-p', repo.dir, ...args]), ['sp ace.txt', 'staged-new.txt'], args.join(' '));
  }
  assert.equal(await paths(['-p', repo.dir, '--git-diff', 'HEAD']), ['sp ace.txt', 'staged-new.txt', 'sub/s2.txt', 'untracked.txt', 'é.txt']);
});

test('git/cli :: --git-branch, --git-author, combined, from a subdirectory', async () => {
  assert.equal(await paths(['-p', repo.dir, '--git-branch', 'main', '--git-author', 'Bob']), ['dir/moved.txt', NEWLINE]);
  assert.equal(await paths(['-p', join(repo.dir, 'sub'), '--git-author', 'Bob']), ['bob.txt']);
  assert.equal(await paths(['-p', repo.dir, '--git-diff', 'HEAD', '--exclude', '*.txt']), []);
});

test('git/cli :: bad values exit 2 before git runs', async () => {
  const cases: [string[], string][] = [
    [['--cached'], "analyzer: --cached needs --git-diff (--git-diff --cached analyses staged files)\n"],
    [['--git-diff'], 'analyzer: --git-diff needs a ref, or --cached for staged files\n'],
    [['--git-diff', '--git-branch', 'main'], 'analyzer: --git-diff needs a ref, or --cached for staged files\n'],
    [['--git-diff=--output=/tmp/x'], "analyzer: invalid git ref '--output=/tmp/x': it cannot start with '-'\n"],
    [['--git-diff=--cached'], "analyzer: invalid git ref '--cached': it cannot start with '-'\n"],
    [['--git-branch=-main'], "analyzer: invalid git branch '-main': it cannot start with '-'\n"],
    [['--git-author=--all'], "analyzer: invalid git author '--all': it cannot start with '-'\n"],
    [['--git-author', 'Ada', '--git-author', 'Bob'], 'analyzer: --git-author was given more than once\n'],
    [['--git-diff', 'HEAD\n'], 'analyzer: invalid git ref: it contains a control character\n'],
  ];
  for (const [args, stderr] of cases) {
    const r = await run(['-p', repo.dir, ...args]);
    assert.is(r.code, 2, args.join(' '));
    assert.is(r.stderr, stderr);
    assert.is(r.stdout, '');
  }
});

test('git/cli :: git problems exit 4 with one line naming them', async () => {
  const unborn = emptyRepo();
  const outside = tempTree({ 'a.txt': 'a\n' });
  try {
    const cases: [string[], string][] = [
      [['-p', repo.dir, '--git-diff', 'no-such-ref'], "analyzer: unknown git ref 'no-such-ref'\n"],
      [['-p', repo.dir, '--git-diff', 'HEAD', '--cached', '--git-branch', 'gone'], "analyzer: unknown git branch 'gone'\n"],
      [['-p', unborn.dir, '--git-diff', 'HEAD'], "analyzer: unknown git ref 'HEAD' (HEAD has no commit yet)\n"],
      [['-p', unborn.dir, '--git-author', 'Ada'], "analyzer: cannot search the history for author 'Ada': HEAD has no commit yet\n"],
      [['-p', outside.dir, '--git-diff', '--cached'], `analyzer: not a git repository: ${outside.dir}\n`],
    ];
    for (const [args, stderr] of cases) {
      const r = await run(args);
      assert.is(r.code, 4, args.join(' '));
      assert.is(r.stderr, stderr);
      assert.is(r.stdout, '');
    }
    const noGit = await run(['-p', repo.dir, '--git-diff', 'HEAD'], { PATH: outside.dir });
    assert.is(noGit.code, 4);
    assert.is(noGit.stderr, 'analyzer: git is not installed (or not on PATH); the git options need it\n');
  } finally {
    unborn.cleanup();
    outside.cleanup();
  }
});

test('git/cli :: user git config cannot change the answers or run a hook', async () => {
  const cases: [string, string[], string[]][] = [
    [repo.dir, ['--git-diff', 'HEAD~2'], ['dir/moved.txt', NEWLINE, 'new.txt', 'sp ace.txt', 'staged-new.txt', 'sub/s1.txt', 'sub/s2.txt', 'untracked.txt', 'é.txt']],
    [repo.dir, ['--git-diff', '--cached'], ['sp ace.txt', 'staged-new.txt']],
    [repo.dir, ['--git-branch', 'main'], ['dir/moved.txt', NEWLINE, 'new.txt', 'sp ace.txt', 'staged-new.txt', 'sub/s1.txt', 'sub/s2.txt', 'untracked.txt', 'é.txt']],
    [repo.dir, ['--git-author', '^Bo. <'], ['b.txt', 'dir/moved.txt', NEWLINE, 'sub/bob.txt']],
    [join(repo.dir, 'sub'), ['--git-diff', 'HEAD~2'], ['s1.txt', 's2.txt']],
    [join(repo.dir, 'sub'), ['--git-author', 'Ada'], ['s1.txt', 's2.txt']],
    [join(repo.dir, 'dir'), ['--git-branch', 'main'], ['moved.txt']],
  ];
  for (const [path, args, expected] of cases) {
    assert.equal(await paths(['-p', path, ...args]), expected, `${args.join(' ')} in ${path}`);
    assert.equal(await paths(['-p', path, ...args], { HOME: hostile }), expected, `hostile config: ${args.join(' ')} in ${path}`);
  }
  const mailmapped = emptyRepo();
  try {
    commitAs('Bob', mailmapped.dir, 'one', { 'one.txt': '1\n', '.mailmap': 'Robert <robert@example.com> Bob <bob@example.com>\n' });
    assert.equal(await paths(['-p', mailmapped.dir, '--git-author', 'Robert'], { HOME: hostile }), ['.mailmap', 'one.txt']);
  } finally {
    mailmapped.cleanup();
  }
  assert.not.ok(existsSync(join(hostile, 'fsmonitor-ran')), 'the fsmonitor hook ran');
  // The same config does make git itself run the hook.
  execFileSync('git', ['diff', '--name-only', 'HEAD'], { cwd: repo.dir, env: { ...process.env, HOME: hostile, GIT_CONFIG_NOSYSTEM: '1' }, stdio: 'ignore' });
  assert.ok(existsSync(join(hostile, 'fsmonitor-ran')));
});

test('git/cli :: --help has a Git section', async () => {
  const { stdout } = await spawnCli(['--help']);
  assert.match(stdout, '\nGit (they combine: a file must pass them all)\n      --git-diff <ref>');
});

test.run();
