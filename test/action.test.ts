import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MARKER, commentBody, jsonValues } from '../action/run.mjs';
import { diff, render } from '../src/entry/index.js';
import { commitAs, emptyRepo } from './git/_repos.js';
import { CLI, GIT_ISOLATION, ROOT, git, tempTree, type Spawned } from './_helpers/index.js';
import { suiteCheckRepo } from './_helpers/checkRepo.js';

// The composite action's script (action/run.mjs), run as action.yml runs it: its inputs in the
// environment, the CLI as built, and a fake `gh` first on PATH that records what it was asked and
// answers as GitHub's API would. Nothing leaves the machine.

const test = suite('action');
const repo = suiteCheckRepo(test);

// The fake gh: each call appended to $FAKE_GH_LOG as {args, input}; a listing of comments answers
// $FAKE_GH_PAGES (the pages one after another, as gh prints them); $FAKE_GH_FAIL fails that method.
const FAKE_GH = `#!/usr/bin/env node
const { appendFileSync, readFileSync } = require('node:fs');
const args = process.argv.slice(2);
let input = '';
try { input = readFileSync(0, 'utf8'); } catch {}
appendFileSync(process.env.FAKE_GH_LOG, JSON.stringify({ args, input }) + '\\n');
const method = args.includes('--method') ? args[args.indexOf('--method') + 1] : 'GET';
if (process.env.FAKE_GH_FAIL === method) { process.stderr.write('gh: Resource not accessible by integration (HTTP 403)\\n'); process.exit(1); }
if (method === 'GET') process.stdout.write(process.env.FAKE_GH_PAGES ? readFileSync(process.env.FAKE_GH_PAGES, 'utf8') : '[]');
else process.stdout.write(JSON.stringify({ id: 4242, body: JSON.parse(input).body }));
`;

interface Action extends Spawned {
  calls: { args: string[]; input: string }[];
  outputs: string;
}

async function runAction(env: Record<string, string>, cwd = repo.dir): Promise<Action> {
  const place = tempTree();
  try {
    mkdirSync(join(place.dir, 'bin'));
    writeFileSync(join(place.dir, 'bin', 'gh'), FAKE_GH);
    chmodSync(join(place.dir, 'bin', 'gh'), 0o755);
    const log = join(place.dir, 'gh.log');
    const outputs = join(place.dir, 'outputs');
    writeFileSync(log, '');
    writeFileSync(outputs, '');
    const environment: Record<string, string | undefined> = {
      ...process.env, ...GIT_ISOLATION, NO_COLOR: '1',
      PATH: `${join(place.dir, 'bin')}:${process.env.PATH}`,
      GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: cwd, GITHUB_REPOSITORY: 'acme/app', GITHUB_OUTPUT: outputs, GITHUB_STEP_SUMMARY: join(place.dir, 'summary.md'),
      GH_TOKEN: 'not-a-token', FAKE_GH_LOG: log,
      INPUT_PATH: '.', INPUT_COMMAND: `${process.execPath} ${CLI}`, INPUT_ARGS: '--no-cache', INPUT_COMMENT: 'true', PR_NUMBER: '7',
      ...env,
    };
    // Node warns on stderr when NO_COLOR meets FORCE_COLOR (the test runner sets both).
    delete environment.FORCE_COLOR;
    const ran = await new Promise<Spawned>((resolve, reject) => {
      const child = spawn(process.execPath, [join(ROOT, 'action', 'run.mjs')], {
        cwd,
        env: environment,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '', stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    });
    const calls = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    return { ...ran, calls, outputs: readFileSync(outputs, 'utf8') };
  } finally {
    place.cleanup();
  }
}

const base = () => git(repo.dir, 'rev-parse', 'base').trim();

test.before(() => {
  mkdirSync(join(repo.dir, '.analyzer'), { recursive: true });
  writeFileSync(join(repo.dir, '.analyzer', 'config.json'), JSON.stringify({ budgets: [{ path: 'src', maxIncrease: '50%' }] }));
});

test('action :: check against the base (its exit status the step\'s, its annotations on stderr), the diff posted as a new comment', async () => {
  const run = await runAction({ INPUT_BASE: base() });
  assert.is(run.code, 1);
  assert.ok(run.stdout.startsWith(`$ ${process.execPath} ${CLI} check -p . --base ${base()} --no-cache\nFAIL budgets[0] src maxIncrease 50%: +533 tokens`), run.stdout);
  assert.is(run.stderr, '::error file=src/big.ts,title=Token budget exceeded%3A budgets[0]::budgets[0] src maxIncrease 50%25: +533 tokens (+859.7%25) since ' + base() + ' (62 -> 595), over the limit of +31 (50%25 of 62); grew most: src/big.ts (+481 tokens)\n');
  assert.is(run.outputs, 'outcome=fail\nok=false\nexit-code=1\n');
  const markdown = render(await diff({ path: repo.dir, base: base(), cache: false }), 'markdown');
  assert.equal(run.calls, [
    { args: ['api', '--paginate', 'repos/acme/app/issues/7/comments'], input: '' },
    { args: ['api', '--method', 'POST', 'repos/acme/app/issues/7/comments', '--input', '-'], input: JSON.stringify({ body: `${MARKER}\n${markdown}` }) },
  ]);
  assert.ok(run.stdout.endsWith('Posted the token diff comment\n'));
});

test('action :: the comment it posted before (found on any page) is updated, not added again', async () => {
  const place = tempTree({
    'pages.json': `[{"id":1,"body":"Looks good"},{"id":2,"body":"a \\"quoted\\" ][ body"}]\n[{"id":42,"body":"${MARKER}\\nthe last push's diff"},{"id":43,"body":"${MARKER} a later copy"}]`,
  });
  try {
    const run = await runAction({ INPUT_BASE: base(), FAKE_GH_PAGES: join(place.dir, 'pages.json') });
    assert.is(run.code, 1);
    assert.equal(run.calls.map((c) => c.args), [
      ['api', '--paginate', 'repos/acme/app/issues/7/comments'],
      ['api', '--method', 'PATCH', 'repos/acme/app/issues/comments/42', '--input', '-'],
    ]);
    assert.ok(JSON.parse(run.calls[1].input).body.startsWith(`${MARKER}\n### +`));
    assert.ok(run.stdout.endsWith('Updated the token diff comment 42\n'));
  } finally {
    place.cleanup();
  }
});

test('action :: a comment that cannot be posted is a warning: the step keeps the check\'s status', async () => {
  const run = await runAction({ INPUT_BASE: base(), FAKE_GH_FAIL: 'POST', INPUT_MAX_TOKENS: '1M' });
  assert.is(run.code, 1);
  assert.ok(run.stdout.includes(`check -p . --base ${base()} --max-tokens 1M --no-cache\n`));
  assert.ok(run.stdout.endsWith('::warning title=code-token-analyzer::could not post the comment (the token needs pull-requests: write): gh: Resource not accessible by integration (HTTP 403)\n'), run.stdout);
  // Off, or no pull request: gh is never asked.
  const off = await runAction({ INPUT_BASE: base(), INPUT_COMMENT: 'false' });
  assert.equal(off.calls, []);
  assert.is(off.code, 1);
  const push = await runAction({ INPUT_BASE: '', PR_NUMBER: '', INPUT_MAX_TOKENS: '1M', INPUT_ARGS: '--no-cache --budgets-none' });
  assert.is(push.code, 2);
  assert.equal(push.calls, []);
  assert.ok(push.stdout.endsWith('No pull request to comment on (comment needs a pull_request event, or base and PR_NUMBER)\n'), push.stdout);
  assert.is(push.stderr, "analyzer: unknown option '--budgets-none'; run 'analyzer check --help' for usage\n");
  assert.is(push.outputs, 'outcome=error\nok=false\nexit-code=2\n');
});

test('action :: a shallow checkout without the base fetches that one commit from origin first', async () => {
  const origin = emptyRepo();
  const place = tempTree();
  try {
    commitAs('Ada', origin.dir, 'base', { 'src/a.ts': 'export const a = 1;\n' });
    const first = git(origin.dir, 'rev-parse', 'HEAD').trim();
    commitAs('Ada', origin.dir, 'head', { 'src/b.ts': 'export const b = [1, 2, 3].map((n) => n * 2);\n' });
    const clone = join(place.dir, 'clone');
    git(place.dir, 'clone', '--quiet', '--depth=1', `file://${origin.dir}`, clone);
    assert.throws(() => git(clone, 'cat-file', '-e', `${first}^{commit}`));
    const run = await runAction({ INPUT_BASE: first, INPUT_COMMENT: 'false', INPUT_ARGS: '--no-cache --json', INPUT_MAX_TOKENS: '1M' }, clone);
    assert.ok(run.stdout.startsWith(`Fetching the base ${first} (the checkout does not have it)\n`), run.stdout);
    assert.is(run.code, 0, run.stderr);
    const verdict = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
    assert.equal(verdict.base, { ref: first, commit: first });
    assert.is(verdict.delta.files, 1);
  } finally {
    origin.cleanup();
    place.cleanup();
  }
});

test('action :: gh api --paginate pages are read whichever way gh prints them; a comment is cut to GitHub\'s limit at a line', () => {
  assert.equal(jsonValues('[{"id":1}][{"id":2,"body":"]["}]\n[]'), [[{ id: 1 }], [{ id: 2, body: '][' }], []]);
  assert.equal(jsonValues('[{"id":1},{"id":2}]'), [[{ id: 1 }, { id: 2 }]]);
  const long = Array.from({ length: 5000 }, (_, i) => `| \`src/file${i}.ts\` | +${i} |`).join('\n');
  const body = commentBody(long);
  assert.ok(body.length <= 65536, String(body.length));
  assert.ok(body.startsWith(`${MARKER}\n| \`src/file0.ts\``));
  assert.ok(body.endsWith('|\n\n_… cut to fit a comment; `analyzer diff --markdown` prints it whole._\n'));
  assert.is(commentBody('short\n'), `${MARKER}\nshort\n`);
});

test('action :: action.yml hands the script every input it reads; the pre-commit hook runs the package\'s check', () => {
  const yml = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  const script = readFileSync(join(ROOT, 'action', 'run.mjs'), 'utf8');
  const read = [...new Set([...script.matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]))].filter((name) => name.startsWith('INPUT_') || name === 'PR_NUMBER');
  assert.equal(read.sort(), ['INPUT_ARGS', 'INPUT_BASE', 'INPUT_COMMAND', 'INPUT_COMMENT', 'INPUT_MAX_TOKENS', 'INPUT_PATH', 'INPUT_VERSION', 'PR_NUMBER']);
  for (const name of read.filter((n) => n.startsWith('INPUT_'))) {
    const input = name.slice('INPUT_'.length).toLowerCase().replace(/_/g, '-');
    assert.match(yml, `\n        ${name}: \${{ inputs.${input} }}\n`);
    assert.match(yml, `\n  ${input}:\n    description:`);
  }
  assert.match(yml, '\n        PR_NUMBER: ${{ github.event.pull_request.number }}\n');
  assert.match(yml, '\n    default: ${{ github.event.pull_request.base.sha }}\n');
  assert.match(yml, '\n      run: node "$GITHUB_ACTION_PATH/action/run.mjs"\n');
  const hooks = readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8');
  assert.match(hooks, '\n  entry: analyzer check\n  language: node\n  pass_filenames: false\n');
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  assert.is(pkg.bin.analyzer, 'dist/cli.cjs');
  assert.is(pkg.scripts.prepare, 'node scripts/prepare.mjs');
  assert.is(pkg.scripts.prepack, undefined);
});

test.run();
