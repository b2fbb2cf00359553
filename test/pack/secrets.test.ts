import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, render } from '../../src/entry/index.js';
import { approxTokens } from '../../src/sinks/gitingest.js';
import { ROOT, fixture, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('secrets');

const GITHUB = readFileSync(fixture('secrets', 'github-classic.yml'), 'utf8');
const PEM = readFileSync(fixture('secrets', 'private-key.pem'), 'utf8');
const TREE = {
  'README.md': '# Kiwi\n',
  'config/ci.yml': `name: ci\n${GITHUB}`,
  'keys/deploy.pem': PEM,
  'src/main.py': 'print(1)\n',
};
const SEP = '='.repeat(48);
const block = (path: string, body: string) => `${SEP}\nFILE: ${path}\n${SEP}\n${body}\n\n`;
const WARNINGS = [
  "analyzer: warning: config/ci.yml: text left out of the digest: secretlint found a secret (@secretlint/secretlint-rule-github at line 2); --allow-secrets (allowSecrets) keeps it\n",
  "analyzer: warning: keys/deploy.pem: text left out of the digest: secretlint found a secret (@secretlint/secretlint-rule-privatekey at line 1); --allow-secrets (allowSecrets) keeps it\n",
].join('');

test('secrets :: a file holding one is written without its text, named on stderr with the rule and line, its counts kept', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const run = await spawnCli([dir, '--gitingest', '--no-cache']);
    assert.is(run.code, 0);
    assert.is(run.stderr, WARNINGS);
    assert.ok(run.stdout.includes(block('config/ci.yml', '[Left out: secretlint found a secret (@secretlint/secretlint-rule-github at line 2)]')));
    assert.ok(run.stdout.includes(block('keys/deploy.pem', '[Left out: secretlint found a secret (@secretlint/secretlint-rule-privatekey at line 1)]')));
    assert.ok(run.stdout.includes(block('src/main.py', 'print(1)\n')));
    assert.not.ok(run.stdout.includes(GITHUB.trim().slice(7)) || run.stdout.includes('BEGIN RSA PRIVATE KEY'));
    assert.not.ok(run.stderr.includes(GITHUB.trim().slice(7)));
    // The counts are the whole files', as without the scan.
    const counts = JSON.parse((await spawnCli([dir, '--json', '--no-cache'])).stdout);
    const allowed = JSON.parse((await spawnCli([dir, '--json', '--allow-secrets', '--no-cache'])).stdout);
    assert.equal(counts, allowed);
    assert.ok(run.stdout.startsWith(`Directory: ${dir.split('/').pop()}\nFiles analyzed: 4\n\nEstimated tokens: ${approxTokens(counts.totalTokens)}\n`));
  } finally {
    cleanup();
  }
});

test('secrets :: --allow-secrets keeps the texts and says nothing', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const run = await spawnCli([dir, '--gitingest', '--allow-secrets', '--no-cache']);
    assert.is(run.code, 0);
    assert.is(run.stderr, '');
    assert.ok(run.stdout.includes(block('config/ci.yml', `name: ci\n${GITHUB}`)));
    assert.ok(run.stdout.includes(block('keys/deploy.pem', PEM)));
  } finally {
    cleanup();
  }
});

test('secrets :: a clean tree gives the digest it gave before the scan, byte for byte', async () => {
  const run = await spawnCli([fixture('project'), '--gitingest', '--include-comments', '--no-cache']);
  assert.is(run.code, 0);
  assert.is(run.stderr, '');
  assert.is(run.stdout, readFileSync(fixture('expected', 'project.gitingest.txt'), 'utf8'));
  assert.is((await spawnCli([fixture('project'), '--gitingest', '--include-comments', '--allow-secrets', '--no-cache'])).stdout, run.stdout);
});

/** The module requests a CLI run made. */
async function loads(args: string[]): Promise<string[]> {
  const { dir, cleanup } = tempTree({});
  try {
    const file = join(dir, 'loads.txt');
    const run = await spawnCli([...args, '--no-cache'], { env: { NODE_OPTIONS: `--require ${join(ROOT, 'test/_helpers/loads.cjs')}`, ANALYZER_LOADS: file } });
    assert.is(run.code, 0, run.stderr);
    return readFileSync(file, 'utf8').split('\n').filter((request) => request.includes('secretlint'));
  } finally {
    cleanup();
  }
}

test('secrets :: counting alone loads no secretlint; a digest with a secret in it does', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    assert.equal(await loads([dir, '--json']), []);
    assert.equal(await loads([dir, '--markdown', '--fit', '100']), []);
    assert.equal(await loads([dir, '--gitingest', '--allow-secrets']), []);
    assert.equal(await loads([fixture('project'), '--gitingest']), []);
    assert.equal(await loads([dir, '--gitingest']), ['@secretlint/profiler', '@secretlint/core', '@secretlint/secretlint-rule-preset-recommend']);
  } finally {
    cleanup();
  }
});

test('secrets :: the library: result.secrets, render() without the texts, allowSecrets', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const result = await analyze({ path: dir, outputFormat: 'gitingest', cache: false });
    assert.equal(result.secrets, [
      { path: 'config/ci.yml', rule: '@secretlint/secretlint-rule-github', line: 2 },
      { path: 'keys/deploy.pem', rule: '@secretlint/secretlint-rule-privatekey', line: 1 },
    ]);
    assert.equal(result.files.map((f) => f.path), ['README.md', 'config/ci.yml', 'keys/deploy.pem', 'src/main.py']);
    const digest = render(result, 'gitingest');
    assert.ok(digest.includes(block('config/ci.yml', '[Left out: secretlint found a secret (@secretlint/secretlint-rule-github at line 2)]')));
    assert.not.ok(digest.includes('BEGIN RSA PRIVATE KEY'));
    const json = JSON.parse(render(result, 'json'));
    assert.equal(json.secrets, result.secrets);
    const allowed = await analyze({ path: dir, outputFormat: 'gitingest', allowSecrets: true, cache: false });
    assert.is(allowed.secrets, undefined);
    assert.ok(render(allowed, 'gitingest').includes(block('keys/deploy.pem', PEM)));
    // JSON writes no text: nothing is scanned, nothing reported.
    assert.is((await analyze({ path: dir, cache: false })).secrets, undefined);
  } finally {
    cleanup();
  }
});

test('secrets :: several findings in a file: one line, by rule, lines in order', async () => {
  const { dir, cleanup } = tempTree({ 'env.sh': `${readFileSync(fixture('secrets', 'npm-token.sh'), 'utf8')}x=1\n${GITHUB}${GITHUB}` });
  try {
    const run = await spawnCli([dir, '--gitingest', '--no-cache']);
    assert.is(run.stderr, 'analyzer: warning: env.sh: text left out of the digest: secretlint found secrets (@secretlint/secretlint-rule-npm at line 1; @secretlint/secretlint-rule-github at lines 3, 4); --allow-secrets (allowSecrets) keeps it\n');
  } finally {
    cleanup();
  }
});

test.run();
