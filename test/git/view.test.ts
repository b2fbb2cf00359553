import { decode } from '@toon-format/toon';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze, check, diff, serve, watch, type AnalysisResult } from '../../src/entry/index.js';
import { resetConfig } from '../../src/config/index.js';
import { spawnCli } from '../_helpers/index.js';
import { gitAsConfigured, hostileRepo, type HostileRepo } from '../_helpers/hostileRepo.js';
import { session, textOf } from '../mcp/_session.js';
import { post } from '../server/_serve.js';
import { isolateHome } from './_repos.js';

// Every entry that runs git, on a repository whose config names a program (or a FIFO) for all
// git could run or read on its behalf: none of them runs or opens, and .git stays as it was, to
// the byte and the modification time.
const test = suite('git/view');
let restoreHome = () => {};
let repo: HostileRepo;

test.before(() => {
  restoreHome = isolateHome();
  repo = hostileRepo();
});
test.after(() => {
  repo.cleanup();
  restoreHome();
});

const WORKTREE_CHANGES = ['notes.txt added', 'src/bob.ts added', 'src/gone.ts removed', 'src/new.ts renamed', 'src/queue.ts modified', 'src/staged.ts added'];
const SELECTED = ['notes.txt', 'src/bob.ts', 'src/new.ts', 'src/queue.ts', 'src/staged.ts'];

const changes = (files: { path: string; status: string }[]) => files.map((f) => `${f.path} ${f.status}`);
const paths = (result: AnalysisResult) => result.files.map((f) => f.path);

async function cli(args: string[]): Promise<string> {
  const run = await spawnCli([...args, '--no-cache'], { cwd: repo.dir });
  assert.is(run.code, 0, `${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** Each entry, and what it answers (so that it is known to have compared something). */
const ENTRIES: [name: string, run: () => Promise<unknown>, expected: unknown][] = [
  ['diff base', async () => changes(JSON.parse(await cli(['diff', 'base'])).files), WORKTREE_CHANGES],
  ['diff base main', async () => changes(JSON.parse(await cli(['diff', 'base', 'main'])).files), ['src/bob.ts added']],
  ['diff base --cached', async () => changes(JSON.parse(await cli(['diff', 'base', '--cached'])).files), ['src/bob.ts added', 'src/new.ts renamed', 'src/staged.ts added']],
  ['check --base base', async () => JSON.parse(await cli(['check', '--max-tokens', '1M', '--base', 'base', '--json'])).delta.files, 2],
  ['--git-diff base', async () => paths(JSON.parse(await cli(['--git-diff', 'base', '--json']))), SELECTED],
  ['--git-diff --cached', async () => paths(JSON.parse(await cli(['--git-diff', '--cached', '--json']))), ['src/new.ts', 'src/staged.ts']],
  ['--git-diff base --cached', async () => paths(JSON.parse(await cli(['--git-diff', 'base', '--cached', '--json']))), ['src/bob.ts', 'src/new.ts', 'src/staged.ts']],
  ['--git-branch feature', async () => paths(JSON.parse(await cli(['--git-branch', 'feature', '--json']))), SELECTED],
  ['--git-author Bob', async () => paths(JSON.parse(await cli(['--git-author', 'Bob', '--json']))), ['src/bob.ts']],
  ['diff()', async () => changes((await diff({ path: repo.dir, base: 'base', cache: false })).files), WORKTREE_CHANGES],
  ['analyze({ gitDiff })', async () => paths(await analyze({ path: repo.dir, gitDiff: 'base', cache: false })), SELECTED],
  ['check({ base })', async () => (await check({ path: repo.dir, base: 'base', maxTokens: '1M', cache: false })).delta!.files, 2],
  ['watch({ gitDiff })', () => firstWatch(), SELECTED],
  ['POST /api/diff, /api/analyze, /api/check', () => served(), [WORKTREE_CHANGES, SELECTED, 2]],
  ['MCP diff, analyze, check', () => mcp(), [6, 5, 2]],
];

async function firstWatch(): Promise<string[]> {
  let stop = () => {};
  const result = await new Promise<AnalysisResult>((resolve, reject) => {
    const watcher = watch({ path: repo.dir, gitDiff: 'base', cache: false, interval: 30, onChange: resolve, onError: reject });
    stop = () => watcher.stop();
  });
  stop();
  return paths(result);
}

async function served(): Promise<unknown[]> {
  const server = await serve({ port: 0, root: repo.dir, onWarning: () => {} });
  try {
    const url = `http://127.0.0.1:${server.port}/api`;
    const diffed = await post(`${url}/diff`, { base: 'base' });
    const analysed = await post(`${url}/analyze`, { gitDiff: 'base' });
    const checked = await post(`${url}/check`, { base: 'base', maxTokens: '1M' });
    for (const answer of [diffed, analysed, checked]) assert.is(answer.status, 200, JSON.stringify(answer.json));
    return [changes(diffed.json.data.files), analysed.json.data.files.map((f: { path: string }) => f.path), checked.json.data.delta.files];
  } finally {
    await server.stop();
    resetConfig();
  }
}

async function mcp(): Promise<unknown[]> {
  const s = await session({ root: repo.dir });
  try {
    const answer = async (tool: string, args: Record<string, unknown>) => decode(textOf(await s.call(tool, args))) as any;
    const diffed = await answer('diff', { base: 'base' });
    const analysed = await answer('analyze', { gitDiff: 'base' });
    const checked = await answer('check', { base: 'base', maxTokens: '1M' });
    return [diffed.files.length, analysed.totalFiles, checked.delta.files];
  } finally {
    await s.close();
  }
}

test('git/view :: the fixture: git itself runs and reads what the config names, and rewrites the index', async () => {
  const control = hostileRepo();
  try {
    const before = control.gitState();
    for (const args of [['diff', '--name-only', 'HEAD'], ['diff', 'HEAD~1', 'HEAD'], ['log', '-1'], ['status', '--short']]) await gitAsConfigured(control.dir, args);
    const ran = control.marks();
    for (const name of ['filter-clean', 'filter-process', 'fsmonitor', 'post-index-change', 'diff-command', 'gpg', 'read-include', 'read-includeif-gitdir', 'read-includeif-onbranch', 'read-attributes-file', 'read-excludes-file']) {
      assert.ok(ran.includes(name), `git did not run or read ${name} (it did: ${ran.join(', ')})`);
    }
    assert.is.not(control.gitState().index, before.index);
  } finally {
    control.cleanup();
  }
});

test('git/view :: no entry runs or reads what the repository\'s config names, nor writes into .git', async () => {
  const problems: string[] = [];
  for (const [name, run, expected] of ENTRIES) {
    const before = repo.gitState();
    repo.clearMarks();
    assert.equal(await run(), expected, name);
    if (repo.marks().length > 0) problems.push(`${name} ran or read: ${repo.marks().join(', ')}`);
    const after = repo.gitState();
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((path) => before[path] !== after[path]);
    if (changed.length > 0) problems.push(`${name} changed .git/${changed.join(', .git/')}`);
  }
  assert.equal(problems, []);
});

test.run();
