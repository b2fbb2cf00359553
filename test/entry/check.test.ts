import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configure, resetConfig } from '../../src/config/index.js';
import { check } from '../../src/entry/index.js';
import { sides, suiteCheckRepo, sum } from '../_helpers/checkRepo.js';
import { CLI, git, sh, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('entry/check');
const repo = suiteCheckRepo(test);

// Four rules, three broken: docs' one file is 136 tokens, three methods are over 30, and src grew
// from 62 tokens at the base to 595.
const BUDGETS = [{ maxTokens: '1k' }, { path: 'docs', maxFileTokens: 100 }, { maxMethodTokens: 30 }, { path: 'src', maxIncrease: '50%' }];

const configFile = () => join(repo.dir, '.analyzer', 'config.json');
function setBudgets(budgets: unknown): void {
  mkdirSync(join(repo.dir, '.analyzer'), { recursive: true });
  writeFileSync(configFile(), `${JSON.stringify({ budgets }, null, 2)}\n`);
}
const cli = (args: string[], env: Record<string, string> = {}) => spawnCli(['check', '--no-cache', ...args], { cwd: repo.dir, env: { GITHUB_ACTIONS: '', ...env } });
const commit = () => git(repo.dir, 'rev-parse', 'base').trim();

test.before.each(() => setBudgets(BUDGETS));
test.after.each(() => resetConfig());

test('entry/check :: the figures the reports below show are the plain analyses\' of both sides', async () => {
  const { head, base } = await sides(repo.dir);
  assert.is(sum(head), 940);
  assert.is(head.length, 6);
  assert.is(head.reduce((n, f) => n + f.lines, 0), 81);
  assert.is(sum(head) - sum(base), 669);
  assert.is(head.find((f) => f.path === 'docs/a,b:c.md')!.tokens, 136);
  assert.equal(head.flatMap((f) => f.methods ?? []).filter((m) => m.tokens > 30).map((m) => [m.file, m.line, m.name, m.tokens]), [
    ['src/big.ts', 1, 'describe', 480], ['src/queue.ts', 5, 'Queue.push', 39], ['src/queue.ts', 14, 'Queue.drain', 37],
  ]);
  const inSrc = (path: string) => path.startsWith('src/');
  assert.equal([sum(base, inSrc), sum(head, inSrc)], [62, 595]);
  assert.is(head.filter((f) => inSrc(f.path)).reduce((n, f) => n + f.lines, 0), 37);
  assert.equal(['src/big.ts', 'src/queue.ts'].map((p) => head.find((f) => f.path === p)!.tokens - (base.find((f) => f.path === p)?.tokens ?? 0)), [481, 68]);
});

const TEXT = `FAIL budgets[1] docs maxFileTokens 100: 1 file over 100 tokens, the largest 136
  136  docs/a,b:c.md
FAIL budgets[2] maxMethodTokens 30: 3 methods over 30 tokens, the largest 480
  480  src/big.ts:1 describe
   39  src/queue.ts:5 Queue.push
   37  src/queue.ts:14 Queue.drain
FAIL budgets[3] src maxIncrease 50%: +533 tokens (+859.7%) since base (62 -> 595), over the limit of +31 (50% of 62)
  +481  src/big.ts
   +68  src/queue.ts
ok   budgets[0] maxTokens 1k: 940 tokens, within 1,000
3 of 4 budgets exceeded (940 tokens in 6 files, +669 since base)
`;

test('entry/check :: a breach: each rule, the value, the limit and what weighs most, on stdout; exit 1', async () => {
  const run = await cli(['--base', 'base']);
  assert.is(run.stdout, TEXT);
  assert.is(run.stderr, '');
  assert.is(run.code, 1);
});

test('entry/check :: every budget holds: exit 0; --max-tokens alone is the whole tree\'s budget', async () => {
  setBudgets([{ maxTokens: '1k' }, { path: 'docs', maxFileTokens: 136 }]);
  const held = await cli([]);
  assert.is(held.stdout, `ok   budgets[0] maxTokens 1k: 940 tokens, within 1,000
ok   budgets[1] docs maxFileTokens 136: the largest file 136 tokens, within 136
all 2 budgets hold (940 tokens in 6 files)
`);
  assert.is(held.code, 0);
  setBudgets([]);
  const flag = await cli(['--max-tokens', '940']);
  assert.is(flag.stdout, 'ok   --max-tokens 940: 940 tokens, within 940\nthe budget holds (940 tokens in 6 files)\n');
  assert.is(flag.code, 0);
  const inSrc = await cli(['--max-tokens', '0.9k', '-p', 'src']);
  assert.is(inSrc.stdout, 'ok   --max-tokens 0.9k: 595 tokens, within 900\nthe budget holds (595 tokens in 2 files)\n');
  const broken = await cli(['--max-tokens', '939']);
  assert.is(broken.stdout, `FAIL --max-tokens 939: 940 tokens, over the limit of 939
  481  src/big.ts
  192  tools/helper.py
  136  docs/a,b:c.md
  114  src/queue.ts
    9  README.md
    8  lib/keep.py
1 of 1 budget exceeded (940 tokens in 6 files)
`);
  assert.is(broken.code, 1);
});

test('entry/check :: --json is the library\'s verdict; --markdown a report; -o writes it atomically', async () => {
  const json = await cli(['--base', 'base', '--json']);
  assert.is(json.code, 1);
  configure({ budgets: BUDGETS });
  assert.is(json.stdout, `${JSON.stringify(await check({ path: repo.dir, base: 'base', cache: false }), null, 2)}\n`);
  const markdown = await cli(['--base', 'base', '--markdown']);
  assert.is(markdown.code, 1);
  assert.is(markdown.stdout, markdownReport());
  const out = tempTree();
  try {
    const file = join(out.dir, 'verdict.md');
    const written = await cli(['--base', 'base', '-o', file]);
    assert.is(written.code, 1);
    assert.is(written.stdout, '');
    assert.is(readFileSync(file, 'utf8'), markdownReport());
    const asJson = await cli(['--base', 'base', '-o', join(out.dir, 'verdict.json')]);
    assert.is(readFileSync(join(out.dir, 'verdict.json'), 'utf8'), json.stdout);
    assert.is(asJson.code, 1);
  } finally {
    out.cleanup();
  }
});

function markdownReport(): string {
  return `### ❌ Token budgets: 3 of 4 exceeded

Whole tree: 940 tokens in 6 files, 81 lines (tokens of \`o200k_base\`, comments removed); +669 tokens (+246.9%) since \`base\` (\`${commit().slice(0, 7)}\`).

|  | Budget | Rule | Limit | Actual |
| --- | --- | --- | ---: | ---: |
| ❌ | \`budgets[1]\` | \`docs\` maxFileTokens 100 | 100 | 136 |
| ❌ | \`budgets[2]\` | maxMethodTokens 30 | 30 | 480 |
| ❌ | \`budgets[3]\` | \`src\` maxIncrease 50% | +31 (50% of 62) | +533 |
| ✅ | \`budgets[0]\` | maxTokens 1k | 1,000 | 940 |

#### ❌ \`budgets[1]\`: \`docs\` maxFileTokens 100

1 file over 100 tokens, the largest 136.

| File | Tokens |
| --- | ---: |
| \`docs/a,b:c.md\` | 136 |

#### ❌ \`budgets[2]\`: maxMethodTokens 30

3 methods over 30 tokens, the largest 480.

| Method | File | Line | Tokens |
| --- | --- | ---: | ---: |
| \`describe\` | \`src/big.ts\` | 1 | 480 |
| \`Queue.push\` | \`src/queue.ts\` | 5 | 39 |
| \`Queue.drain\` | \`src/queue.ts\` | 14 | 37 |

#### ❌ \`budgets[3]\`: \`src\` maxIncrease 50%

+533 tokens (+859.7%) since base (62 → 595), over the limit of +31 (50% of 62).

| File | Tokens | Δ Tokens |
| --- | ---: | ---: |
| \`src/big.ts\` | 481 | +481 |
| \`src/queue.ts\` | 114 | +68 |
`;
}

test('entry/check :: on a terminal the verdict is coloured; with -o the report goes to the file and the verdict to the terminal', async () => {
  const coloured = await cli(['--base', 'base'], { NO_COLOR: '', FORCE_COLOR: '1' });
  assert.ok(coloured.stdout.startsWith('\x1b[31m\x1b[1mFAIL\x1b[22m\x1b[39m budgets[1] docs maxFileTokens 100: '), JSON.stringify(coloured.stdout.slice(0, 80)));
  assert.ok(coloured.stdout.includes('\n\x1b[32mok\x1b[39m   budgets[0] maxTokens 1k: 940 tokens, within 1,000\n'));
  assert.ok(coloured.stdout.endsWith('\x1b[31m\x1b[1m3 of 4 budgets exceeded\x1b[22m\x1b[39m (940 tokens in 6 files, +669 since base)\n'));
  const out = tempTree();
  try {
    const file = join(out.dir, 'verdict.json');
    const run = await sh(`script -qec "NO_COLOR=1 node ${CLI} check --no-cache --base base -o ${file}" /dev/null`, repo.dir);
    assert.is(run.code, 1);
    assert.is(run.stdout.replace(/\r/g, ''), `3 of 4 budgets exceeded (940 tokens in 6 files, +669 since base); wrote ${file}\n`);
    assert.is(JSON.parse(readFileSync(file, 'utf8')).ok, false);
  } finally {
    out.cleanup();
  }
});

const ANNOTATIONS = `::error file=docs/a%2Cb%3Ac.md,title=Token budget exceeded%3A budgets[1]::docs/a,b:c.md: 136 tokens, over the limit of 100 per file (budgets[1] docs maxFileTokens 100)
::error file=src/big.ts,line=1,title=Token budget exceeded%3A budgets[2]::describe: 480 tokens, over the limit of 30 per method (budgets[2] maxMethodTokens 30)
::error file=src/queue.ts,line=5,title=Token budget exceeded%3A budgets[2]::Queue.push: 39 tokens, over the limit of 30 per method (budgets[2] maxMethodTokens 30)
::error file=src/queue.ts,line=14,title=Token budget exceeded%3A budgets[2]::Queue.drain: 37 tokens, over the limit of 30 per method (budgets[2] maxMethodTokens 30)
::error file=src/big.ts,title=Token budget exceeded%3A budgets[3]::budgets[3] src maxIncrease 50%25: +533 tokens (+859.7%25) since base (62 -> 595), over the limit of +31 (50%25 of 62); grew most: src/big.ts (+481 tokens)
`;

test('entry/check :: GitHub Actions: an ::error annotation per breach on stderr (escaped), the report appended to the step summary', async () => {
  const out = tempTree({ 'summary.md': '## An earlier step\n' });
  try {
    const summary = join(out.dir, 'summary.md');
    const run = await cli(['--base', 'base'], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary });
    assert.is(run.code, 1);
    assert.is(run.stdout, TEXT);
    assert.is(run.stderr, ANNOTATIONS);
    assert.is(readFileSync(summary, 'utf8'), `## An earlier step\n${markdownReport()}\n`);
    // --json stays clean: the annotations go to stderr.
    const json = await cli(['--base', 'base', '--json'], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary });
    assert.ok(JSON.parse(json.stdout).ok === false);
    assert.is(json.stderr, ANNOTATIONS);
    // A sum's breach is put on the file that weighs most in it; a subfolder's paths lead from the workspace.
    setBudgets([{ maxTokens: 100 }]);
    const sub = await cli(['-p', 'src'], { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: repo.dir, GITHUB_STEP_SUMMARY: join(out.dir, 'other.md') });
    assert.is(sub.stderr, '::error file=src/big.ts,title=Token budget exceeded%3A budgets[0]::budgets[0] maxTokens 100: 595 tokens, over the limit of 100; weighs most: src/big.ts (481 tokens)\n');
    assert.is(readFileSync(join(out.dir, 'other.md'), 'utf8'), `### ❌ Token budgets: 1 of 1 exceeded

Whole tree: 595 tokens in 2 files, 37 lines (tokens of \`o200k_base\`, comments removed).

|  | Budget | Rule | Limit | Actual |
| --- | --- | --- | ---: | ---: |
| ❌ | \`budgets[0]\` | maxTokens 100 | 100 | 595 |

#### ❌ \`budgets[0]\`: maxTokens 100

595 tokens, over the limit of 100.

| File | Tokens |
| --- | ---: |
| \`big.ts\` | 481 |
| \`queue.ts\` | 114 |

`);
    // All held: no annotation, a summary that says so; an unwritable summary is a warning, not a failure.
    setBudgets([{ maxTokens: '1k' }]);
    const held = await cli([], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: join(out.dir, 'held.md') });
    assert.is(held.code, 0);
    assert.is(held.stderr, '');
    assert.is(readFileSync(join(out.dir, 'held.md'), 'utf8'), '### ✅ Token budgets: the budget holds\n\nWhole tree: 940 tokens in 6 files, 81 lines (tokens of `o200k_base`, comments removed).\n\n|  | Budget | Rule | Limit | Actual |\n| --- | --- | --- | ---: | ---: |\n| ✅ | `budgets[0]` | maxTokens 1k | 1,000 | 940 |\n\n');
    const unwritable = await cli([], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: join(out.dir, 'no', 'such', 'folder.md') });
    assert.is(unwritable.code, 0);
    assert.match(unwritable.stderr, /^analyzer: warning: cannot append the report to GITHUB_STEP_SUMMARY: ENOENT: no such file or directory, open '.*folder\.md'\n$/);
  } finally {
    out.cleanup();
  }
});

test('entry/check :: errors: exit 2 for usage, 3 for a malformed budget (named), 4 for git, 5 for a missing folder', async () => {
  const cases: [string[], number, string][] = [
    [['--toon'], 2, '--toon is not available for check (--json or --markdown; without either, a text report)'],
    [['--max-tokens', 'lots'], 2, 'invalid --max-tokens "lots": a number of tokens (200000, 200k, 1.5M)'],
    [['--max-tokens'], 2, '--max-tokens needs a value'],
    [[], 2, 'budgets[3] limits the growth since a base revision: give --base <ref>'],
    [['--base=-x'], 2, "invalid git ref '-x': it cannot start with '-'"],
    [['--git-diff', 'base'], 2, "unknown option '--git-diff'; run 'analyzer check --help' for usage"],
    // A check writes no digest for --fit to plan (it was accepted and ignored).
    [['--max-tokens', '1M', '--fit', '10'], 2, "unknown option '--fit'; run 'analyzer check --help' for usage"],
    [['--base', 'nope'], 4, "unknown git ref 'nope'"],
    [['--base', 'base', 'missing'], 5, 'no such directory: missing'],
  ];
  for (const [args, code, message] of cases) {
    const run = await cli(args);
    assert.is(run.stderr, `analyzer: ${message}\n`, args.join(' '));
    assert.is(run.code, code, args.join(' '));
    assert.is(run.stdout, '');
  }
  setBudgets([]);
  const none = await cli([]);
  assert.is(none.stderr, `analyzer: no budget to check: give --max-tokens, or configure budgets (analyzer config set budgets '[{"maxTokens":"200k"}]')\n`);
  assert.is(none.code, 2);
  for (const [budgets, problem] of [
    [[{ maxTokens: 5 }, { path: 'src', maxTokens: 'many' }], 'budgets[1]: maxTokens must be a number of tokens (200000, "200k" or "1.5M"), not "many"'],
    [[{ path: 'src' }], 'budgets[0] has no limit: give one of maxTokens, maxFileTokens, maxMethodTokens, maxIncrease'],
    [[{ maxIncrease: '5 percent' }], 'budgets[0]: maxIncrease must be a number of tokens (200000, "200k" or "1.5M") or a percentage ("5%"), not "5 percent"'],
    [[{ maxTokens: 1, maxMethodTokens: 1 }], 'budgets[0] has maxTokens and maxMethodTokens: one limit per rule (write one rule for each)'],
    [[{ path: '', maxTokens: 1 }], 'budgets[0]: path must be a non-empty glob of at most 1000 characters, such as "src/**", not ""'],
    [[{ maxTokens: -1 }], 'budgets[0]: maxTokens must be a number of tokens (200000, "200k" or "1.5M"), not -1'],
    [[null], 'budgets[0] must be an object such as {"path": "src/**", "maxTokens": "200k"}, not null'],
    [{ maxTokens: 1 }, 'budgets must be a list of rules, such as [{"path": "src/**", "maxTokens": "200k"}], not an object'],
  ] as const) {
    setBudgets(budgets);
    const run = await cli(['--max-tokens', '1M']);
    assert.is(run.stderr, `analyzer: ${configFile()}: ${problem}\n`, JSON.stringify(budgets));
    assert.is(run.code, 3);
  }
  const outside = tempTree({ 'a.txt': 'a\n' });
  try {
    const run = await spawnCli(['check', '--no-cache', '--max-tokens', '5', '--base', 'main'], { cwd: outside.dir });
    assert.is(run.code, 4);
    assert.match(run.stderr, /^analyzer: not a git repository/);
  } finally {
    outside.cleanup();
  }
});

test('entry/check :: config set, get and show budgets; a malformed list is exit 3 and leaves the file as it was', async () => {
  rmSync(join(repo.dir, '.analyzer'), { recursive: true, force: true });
  const rules = '[{"path":"src/**","maxFileTokens":"8k"},{"maxTokens":200000}]';
  const set = await spawnCli(['config', 'set', 'budgets', rules], { cwd: repo.dir });
  assert.is(set.stdout, `budgets: [] -> ${rules} (.analyzer/config.json)\n`);
  assert.is(set.code, 0);
  assert.equal(JSON.parse(readFileSync(configFile(), 'utf8')), { budgets: JSON.parse(rules) });
  const get = await spawnCli(['config', 'get', 'budgets'], { cwd: repo.dir });
  assert.is(get.stdout, `${rules}\n`);
  const show = await spawnCli(['config', 'show'], { cwd: repo.dir });
  assert.equal(JSON.parse(show.stdout).budgets, JSON.parse(rules));
  const before = readFileSync(configFile(), 'utf8');
  for (const [value, message] of [
    ['[{"maxTokens":"200k","maxIncrease":"5%"}]', 'budgets[0] has maxTokens and maxIncrease: one limit per rule (write one rule for each)'],
    ['[{"maxTokens":"2e5"}]', 'budgets[0]: maxTokens must be a number of tokens (200000, "200k" or "1.5M"), not "2e5"'],
    ['{"maxTokens":1}', 'budgets must be a list of rules, such as [{"path": "src/**", "maxTokens": "200k"}], not an object'],
    ['not json', `invalid value 'not json' for budgets: expected a JSON list of rules, such as [{"path":"src/**","maxTokens":"200k"}]`],
  ]) {
    const run = await spawnCli(['config', 'set', 'budgets', value], { cwd: repo.dir });
    assert.is(run.stderr, `analyzer: ${message}\n`, value);
    assert.is(run.code, 3);
  }
  assert.is(readFileSync(configFile(), 'utf8'), before);
  const checked = await cli([]);
  assert.is(checked.code, 0);
  assert.is(checked.stdout, 'ok   budgets[0] src/** maxFileTokens 8k: the largest file 481 tokens, within 8,000\nok   budgets[1] maxTokens 200,000: 940 tokens, within 200,000\nall 2 budgets hold (940 tokens in 6 files)\n');
});

test('entry/check :: --help tells the budgets, the flags and the exit codes; analyzer --help lists check', async () => {
  const help = await spawnCli(['check', '--help']);
  assert.is(help.code, 0);
  assert.ok(help.stdout.startsWith('Usage\n  analyzer check [options] [dir]\n'));
  for (const part of ['--base <ref>', '--max-tokens <n>', 'maxMethodTokens', '"5%"', 'GITHUB_STEP_SUMMARY', '0 every budget holds   1 a budget is exceeded']) assert.ok(help.stdout.includes(part), part);
  assert.ok(help.stdout.split('\n').every((line) => line.length <= 80));
  assert.match((await spawnCli(['--help'])).stdout, 'analyzer check [options] [dir]    weigh the tree against its token budgets');
});

test.run();
