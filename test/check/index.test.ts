import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configure, resetConfig } from '../../src/config/index.js';
import { check, type BudgetOutcome, type CheckResult } from '../../src/entry/index.js';
import type { FileResult } from '../../src/results.js';
import { sides, suiteCheckRepo, sum } from '../_helpers/checkRepo.js';

const test = suite('check');
const repo = suiteCheckRepo(test);
let oracle: { head: FileResult[]; base: FileResult[] };
test.before(async () => {
  oracle = await sides(repo.dir);
});
test.after.each(() => resetConfig());

const run = (options: Parameters<typeof check>[0]) => check({ path: repo.dir, cache: false, ...options });
const only = (result: CheckResult): BudgetOutcome => [...result.breaches, ...result.held][0];
const inSrc = (path: string) => path.startsWith('src/');
const heaviestFiles = (files: FileResult[]) => [...files].sort((a, b) => b.tokens - a.tokens || (a.path < b.path ? -1 : 1)).map(({ path, tokens }) => ({ path, tokens }));

async function rejects(promise: Promise<unknown>, exitCode: number, message: string): Promise<void> {
  try {
    await promise;
  } catch (err) {
    assert.is((err as { exitCode: number }).exitCode, exitCode, message);
    assert.is((err as Error).message, message);
    return;
  }
  assert.unreachable(`resolved; expected: ${message}`);
}

test('check :: maxTokens: the whole tree held at its exact total, broken one below it, its heaviest files named', async () => {
  const total = sum(oracle.head);
  const held = await run({ maxTokens: total });
  assert.equal(held, {
    ok: true,
    counting: { countMode: 'exact', encoding: 'o200k_base', includeComments: false },
    totals: { files: oracle.head.length, tokens: total, lines: oracle.head.reduce((n, f) => n + f.lines, 0) },
    breaches: [],
    held: [{ rule: 'maxTokens', budget: { maxTokens: total }, kind: 'maxTokens', limit: total, actual: total }],
  });
  const broken = await run({ maxTokens: total - 1 });
  assert.is(broken.ok, false);
  assert.equal(broken.breaches, [{ rule: 'maxTokens', budget: { maxTokens: total - 1 }, kind: 'maxTokens', limit: total - 1, actual: total, top: heaviestFiles(oracle.head) }]);
  assert.equal(broken.held, []);
});

test('check :: maxTokens over a folder, written "k": the sum of its files', async () => {
  const src = sum(oracle.head, inSrc);
  assert.ok(src > 500 && src < 1000, String(src));
  const held = await run({ budgets: [{ path: 'src', maxTokens: '1k' }] });
  assert.equal(only(held), { rule: 'budgets[0]', budget: { path: 'src', maxTokens: '1k' }, kind: 'maxTokens', limit: 1000, actual: src });
  const broken = await run({ budgets: [{ path: 'src/**', maxTokens: '0.5k' }] });
  assert.equal(only(broken), { rule: 'budgets[0]', budget: { path: 'src/**', maxTokens: '0.5k' }, kind: 'maxTokens', limit: 500, actual: src, top: heaviestFiles(oracle.head.filter((f) => inSrc(f.path))) });
});

test('check :: maxFileTokens: each matching file; the largest is the value, the ones over the limit are named', async () => {
  const py = oracle.head.filter((f) => f.path.endsWith('.py'));
  const largest = Math.max(...py.map((f) => f.tokens));
  const held = await run({ budgets: [{ path: '*.py', maxFileTokens: largest }] });
  assert.equal(only(held), { rule: 'budgets[0]', budget: { path: '*.py', maxFileTokens: largest }, kind: 'maxFileTokens', limit: largest, actual: largest, over: 0 });
  const limit = 100;
  const over = oracle.head.filter((f) => f.tokens > limit);
  assert.ok(over.length >= 3, 'more than one file over');
  const broken = await run({ budgets: [{ maxFileTokens: limit }] });
  assert.equal(only(broken), {
    rule: 'budgets[0]', budget: { maxFileTokens: limit }, kind: 'maxFileTokens', limit, actual: Math.max(...oracle.head.map((f) => f.tokens)), over: over.length, top: heaviestFiles(over),
  });
});

test('check :: maxMethodTokens turns method-level analysis on; the methods over the limit are named with their line', async () => {
  const methods = oracle.head.flatMap((f) => (f.methods ?? []).map((m) => ({ path: f.path, name: m.name, line: m.line, tokens: m.tokens })));
  const limit = 30;
  const over = methods.filter((m) => m.tokens > limit).sort((a, b) => b.tokens - a.tokens || (a.path < b.path ? -1 : 1));
  assert.equal(over.map((m) => m.name), ['describe', 'Queue.push', 'Queue.drain']);
  const broken = await run({ budgets: [{ maxMethodTokens: limit }] });
  assert.equal(only(broken), { rule: 'budgets[0]', budget: { maxMethodTokens: limit }, kind: 'maxMethodTokens', limit, actual: over[0].tokens, over: 3, top: over });
  const queue = methods.filter((m) => m.path === 'src/queue.ts');
  const held = await run({ budgets: [{ path: 'src/queue.ts', maxMethodTokens: Math.max(...queue.map((m) => m.tokens)) }] });
  assert.is(held.ok, true);
  assert.equal(only(held).actual, Math.max(...queue.map((m) => m.tokens)));
  // The tree's other figures are a plain run's: only the rule asked for methods.
  assert.is(held.totals.tokens, sum(oracle.head));
});

test('check :: maxIncrease in tokens: the growth since the base, against checkouts of both sides', async () => {
  const growth = sum(oracle.head) - sum(oracle.base);
  assert.ok(growth > 0);
  const held = await run({ base: 'base', budgets: [{ maxIncrease: growth }] });
  assert.equal(only(held), { rule: 'budgets[0]', budget: { maxIncrease: growth }, kind: 'maxIncrease', limit: growth, actual: growth, before: sum(oracle.base), after: sum(oracle.head) });
  assert.equal(held.base?.ref, 'base');
  assert.equal(held.delta, { files: oracle.head.length - oracle.base.length, tokens: growth, lines: oracle.head.reduce((n, f) => n + f.lines, 0) - oracle.base.reduce((n, f) => n + f.lines, 0) });
  const broken = await run({ base: 'base', budgets: [{ maxIncrease: growth - 1 }] });
  assert.equal(only(broken).top, [
    { path: 'src/big.ts', tokens: 481, delta: 481 },
    { path: 'docs/a,b:c.md', tokens: 136, delta: 136 },
    { path: 'src/queue.ts', tokens: 114, delta: 68 },
  ]);
  const tokensOf = (files: FileResult[], path: string) => files.find((f) => f.path === path)!.tokens;
  assert.equal(only(broken).top!.map((w) => w.tokens), ['src/big.ts', 'docs/a,b:c.md', 'src/queue.ts'].map((p) => tokensOf(oracle.head, p)));
  assert.is(only(broken).top![2].delta, tokensOf(oracle.head, 'src/queue.ts') - tokensOf(oracle.base, 'src/queue.ts'));
});

test('check :: maxIncrease as a percentage of what the matching files held at the base, per path (a rename moves tokens out of a folder)', async () => {
  const before = sum(oracle.base, inSrc), after = sum(oracle.head, inSrc);
  // 50% of the base's src, rounded down; the growth is far more.
  const broken = await run({ base: 'base', budgets: [{ path: 'src', maxIncrease: '50%' }] });
  assert.equal(only(broken), {
    rule: 'budgets[0]', budget: { path: 'src', maxIncrease: '50%' }, kind: 'maxIncrease', limit: Math.floor(before / 2), actual: after - before, before, after,
    top: [{ path: 'src/big.ts', tokens: 481, delta: 481 }, { path: 'src/queue.ts', tokens: 114, delta: 68 }],
  });
  // lib/helper.py went to tools/: lib shrank, which no limit forbids.
  const lib = await run({ base: 'base', budgets: [{ path: 'lib', maxIncrease: '0%' }] });
  assert.equal(only(lib), { rule: 'budgets[0]', budget: { path: 'lib', maxIncrease: '0%' }, kind: 'maxIncrease', limit: 0, actual: sum(oracle.head, (p) => p.startsWith('lib/')) - sum(oracle.base, (p) => p.startsWith('lib/')), before: sum(oracle.base, (p) => p.startsWith('lib/')), after: sum(oracle.head, (p) => p.startsWith('lib/')) });
  assert.ok(only(lib).actual < 0);
  // tools/ held nothing at the base: any growth is more than any percentage of nothing.
  const tools = await run({ base: 'base', budgets: [{ path: 'tools', maxIncrease: '1000%' }] });
  assert.equal(only(tools), {
    rule: 'budgets[0]', budget: { path: 'tools', maxIncrease: '1000%' }, kind: 'maxIncrease', limit: 0, actual: 192, before: 0, after: 192,
    top: [{ path: 'tools/helper.py', previousPath: 'lib/helper.py', tokens: 192, delta: 192 }],
  });
  // A fraction of a percent, exactly: 12.5% of the whole tree's base, rounded down.
  const whole = await run({ base: 'base', budgets: [{ maxIncrease: '12.5%' }] });
  assert.is(only(whole).limit, Math.floor((sum(oracle.base) * 125) / 1000));
});

test('check :: several rules: breaches and held ones in the order given, the option last', async () => {
  configure({ budgets: [{ maxTokens: '1M' }, { path: '*.md', maxFileTokens: 100 }] });
  const result = await run({ maxTokens: 10 });
  assert.is(result.ok, false);
  assert.equal(result.breaches.map((o) => o.rule), ['budgets[1]', 'maxTokens']);
  assert.equal(result.held.map((o) => o.rule), ['budgets[0]']);
  assert.equal(result.breaches[0].top, [{ path: 'docs/a,b:c.md', tokens: 136 }]);
  // Budgets given replace the configured ones.
  assert.equal((await run({ budgets: [{ maxTokens: '1M' }] })).held.map((o) => o.rule), ['budgets[0]']);
});

test('check :: refused: nothing to check, growth without a base, a malformed budget or limit, an unknown option', async () => {
  await rejects(run({}), 2, `no budget to check: give maxTokens, or configure budgets (analyzer config set budgets '[{"maxTokens":"200k"}]')`);
  await rejects(run({ budgets: [{ maxTokens: 10 }, { maxIncrease: '5%' }] }), 2, 'budgets[1] limits the growth since a base revision: give base');
  await rejects(run({ budgets: [{ path: 'src' }] }), 2, 'budgets[0] has no limit: give one of maxTokens, maxFileTokens, maxMethodTokens, maxIncrease');
  await rejects(run({ budgets: [{ maxTokens: 1, maxFileTokens: 2 }] }), 2, 'budgets[0] has maxTokens and maxFileTokens: one limit per rule (write one rule for each)');
  await rejects(run({ budgets: [{ maxTokens: '1.2345k' }] }), 2, 'budgets[0]: maxTokens must be a number of tokens (200000, "200k" or "1.5M"), not "1.2345k"');
  await rejects(run({ budgets: [{ maxToken: 5 }] as never }), 2, "budgets[0]: unknown field 'maxToken' (did you mean 'maxTokens'?); a rule has a path and one of maxTokens, maxFileTokens, maxMethodTokens, maxIncrease");
  await rejects(run({ budgets: { maxTokens: 5 } as never }), 2, 'budgets must be a list of rules, such as [{"path": "src/**", "maxTokens": "200k"}], not an object');
  await rejects(run({ maxTokens: '-5' }), 2, 'invalid maxTokens "-5": a number of tokens (200000, 200k, 1.5M)');
  await rejects(run({ maxTokens: 5, base: '-x' }), 2, "invalid git ref '-x': it cannot start with '-'");
  await rejects(run({ maxTokens: 5, tokenCount: false }), 2, 'check weighs tokens: with tokenCount off (--no-token-count) there are none to weigh');
  await rejects(run({ maxTokens: 5, gitDiff: 'base' } as never), 2, "unknown option 'gitDiff'");
  // A check writes no digest for `fit` to plan.
  await rejects(run({ maxTokens: 5, fit: 10 } as never), 2, "unknown option 'fit'");
  await rejects(run({ maxTokens: 5, base: 'nope' }), 4, "unknown git ref 'nope'");
});

test.run();
