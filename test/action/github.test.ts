import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MARKER } from '../../action/run.mjs';
import { cloneLike, runComposite, type CompositeOptions } from '../_helpers/composite.js';
import { commitAs, emptyRepo, type TempRepo } from '../git/_repos.js';
import { GIT_ISOLATION, git, tempTree } from '../_helpers/index.js';

// The action as a workflow uses it (`uses: <owner>/code-token-analyzer@v1`): action.yml's steps
// run as GitHub's runner runs them, from a copy of this repository as a clone holds it (no dist/,
// no node_modules), in a pull request's shallow checkout. Nothing is faked but `gh`, first on PATH.

const test = suite('action/github');

const FAKE_GH = `#!/usr/bin/env node
const { appendFileSync, readFileSync } = require('node:fs');
const args = process.argv.slice(2);
let input = '';
try { input = readFileSync(0, 'utf8'); } catch {}
appendFileSync(process.env.FAKE_GH_LOG, JSON.stringify({ args, input }) + '\\n');
if (args.includes('--method')) process.stdout.write(JSON.stringify({ id: 4242, body: JSON.parse(input).body }));
else process.stdout.write('[]');
`;

let action: { dir: string; cleanup: () => void };
let origin: TempRepo;
let place: { dir: string; cleanup: () => void };
let checkout: string;
let baseSha: string;

test.before(() => {
  action = cloneLike();
  origin = emptyRepo();
  commitAs('Ada', origin.dir, 'base', {
    '.analyzer/config.json': JSON.stringify({ budgets: [{ path: 'src', maxIncrease: '50%' }] }),
    'src/a.ts': 'export const a = 1;\n',
  });
  baseSha = git(origin.dir, 'rev-parse', 'HEAD').trim();
  commitAs('Ada', origin.dir, 'head', { 'src/b.ts': `export const b = [${Array.from({ length: 40 }, (_, i) => i).join(', ')}].map((n) => n * 2);\n` });
  place = tempTree();
  mkdirSync(join(place.dir, 'bin'));
  writeFileSync(join(place.dir, 'bin', 'gh'), FAKE_GH);
  chmodSync(join(place.dir, 'bin', 'gh'), 0o755);
  // actions/checkout's default: the pull request's head, one commit deep.
  checkout = join(place.dir, 'checkout');
  git(place.dir, 'clone', '--quiet', '--depth=1', `file://${origin.dir}`, checkout);
});

test.after(() => {
  action?.cleanup();
  origin?.cleanup();
  place?.cleanup();
});

const pullRequest = () => ({ pull_request: { number: 7, base: { sha: baseSha } } });

async function use(options: Partial<CompositeOptions> = {}, actionPath = action.dir) {
  const log = join(place.dir, 'gh.log');
  writeFileSync(log, '');
  const run = await runComposite(actionPath, {
    workspace: checkout,
    event: pullRequest(),
    ...options,
    env: { ...GIT_ISOLATION, NO_COLOR: '1', PATH: `${join(place.dir, 'bin')}:${process.env.PATH}`, FAKE_GH_LOG: log, ...options.env },
  });
  const calls = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { args: string[]; input: string });
  return { ...run, calls };
}

test('action/github :: from its own checkout (no dist/): builds analyzer there, fetches the base, a budget exceeded is outcome fail and exit 1, the diff is commented', async () => {
  const run = await use();
  assert.is(run.code, 1, run.stdout + run.stderr);
  assert.equal(run.outputs, { outcome: 'fail', ok: 'false', 'exit-code': '1' });
  assert.ok(run.stdout.startsWith("::group::Building code-token-analyzer from the action's checkout (npm ci, npm run build)\n"), run.stdout.slice(0, 300));
  assert.match(run.stdout, /\n::endgroup::\nBuilt code-token-analyzer in \d+ s\nFetching the base [0-9a-f]{40} \(the checkout does not have it\)\n/);
  assert.match(run.stdout, `dist/cli.cjs check -p . --base ${baseSha}\nFAIL budgets[0] src maxIncrease 50%:`);
  assert.match(run.stderr, '::error file=src/b.ts,title=Token budget exceeded%3A budgets[0]::');
  assert.ok(run.summary.startsWith('### ❌ Token budgets'), run.summary);
  assert.equal(run.calls.map((call) => call.args[2] ?? call.args[1]), ['repos/acme/app/issues/7/comments', 'POST']);
  assert.ok(JSON.parse(run.calls[1].input).body.startsWith(`${MARKER}\n### +`), run.calls[1].input);
  assert.ok(existsSync(join(action.dir, 'dist', 'cli.cjs')));
});

test('action/github :: a later use in the job reuses the build; budgets that hold are outcome pass, exit 0', async () => {
  const run = await use({ with: { 'max-tokens': '1M', args: '--exclude src/b.ts', comment: 'false' } });
  assert.is(run.code, 0, run.stdout + run.stderr);
  assert.equal(run.outputs, { outcome: 'pass', ok: 'true', 'exit-code': '0' });
  assert.not.match(run.stdout, 'Building');
  assert.equal(run.calls, []);
});

test('action/github :: analyzer that cannot run is outcome error and exit 127, never a budget exceeded; its own errors keep their status', async () => {
  // A command that cannot be started, and one that ends 1 without a verdict (as npx does when it cannot fetch the package).
  for (const [command, problem] of [
    ['/nonexistent/analyzer', '::error title=code-token-analyzer::could not run analyzer (/nonexistent/analyzer): spawnSync /nonexistent/analyzer ENOENT\n'],
    [`${process.execPath} -e process.exitCode=1`, `::error title=code-token-analyzer::analyzer did not run: \`${process.execPath} -e process.exitCode=1 check\` ended with exit 1 and no verdict; its output is above\n`],
  ]) {
    const run = await use({ with: { command } });
    assert.is(run.code, 127, command);
    assert.equal(run.outputs, { outcome: 'error', ok: 'false', 'exit-code': '127' });
    assert.match(run.stdout, problem);
    assert.equal(run.calls, []);
  }
  const usage = await use({ with: { args: '--no-such-flag', comment: 'false' } });
  assert.is(usage.code, 2);
  assert.equal(usage.outputs, { outcome: 'error', ok: 'false', 'exit-code': '2' });
  assert.match(usage.stderr, "analyzer: unknown option '--no-such-flag'");
  assert.match(usage.stdout, '::error title=code-token-analyzer::analyzer check failed (exit 2); its message is above\n');
});

test('action/github :: a build that fails (no npm) is outcome error and exit 127', async () => {
  const fresh = cloneLike();
  const bin = tempTree();
  try {
    // node and git, but no npm.
    symlinkSync(process.execPath, join(bin.dir, 'node'));
    symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), join(bin.dir, 'git'));
    const run = await use({ env: { PATH: bin.dir } }, fresh.dir);
    assert.is(run.code, 127, run.stdout + run.stderr);
    assert.equal(run.outputs, { outcome: 'error', ok: 'false', 'exit-code': '127' });
    assert.match(run.stdout, `::error title=code-token-analyzer::could not build analyzer in ${fresh.dir}: cannot run npm ci: spawnSync npm ENOENT\n`);
  } finally {
    fresh.cleanup();
    bin.cleanup();
  }
});

test('action/github :: a base that git would read as an option is refused before git runs (exit 2, outcome error)', async () => {
  const hostile = '--upload-pack=touch PWNED;git-upload-pack';
  const run = await use({ with: { base: hostile } });
  assert.is(run.code, 2);
  assert.equal(run.outputs, { outcome: 'error', ok: 'false', 'exit-code': '2' });
  assert.is(run.stdout, `::error title=code-token-analyzer::invalid git ref '${hostile}' (input base): it cannot start with '-'\n`);
  for (const dir of [checkout, origin.dir, place.dir]) assert.not.ok(existsSync(join(dir, 'PWNED')), dir);
  const control = await use({ with: { base: 'main\nx' } });
  assert.is(control.code, 2);
  assert.is(control.stdout, '::error title=code-token-analyzer::invalid git ref (input base): it contains a control character\n');
});

test.run();
