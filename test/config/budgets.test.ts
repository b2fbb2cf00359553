import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BudgetProblem, increaseLimit, parseTokens, readBudgets } from '../../src/config/budgets.js';
import { spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('budgets');

test('budgets :: numbers of tokens: integers, k and M exactly (decimal digits, not floating point)', () => {
  const cases: [unknown, number | undefined][] = [
    [200000, 200000], [0, 0], ['200000', 200000], ['200k', 200000], ['200K', 200000], ['1.5M', 1500000], ['1.5m', 1500000],
    // 1.1 * 1000 is 1100.0000000000002 in floating point.
    ['1.1k', 1100], ['0.001M', 1000], ['1.2340k', 1234], [' 8 k ', 8000], ['9007199254740991', 9007199254740991],
    ['1.2345k', undefined], ['1.5', undefined], ['2e5', undefined], ['-5', undefined], ['5%', undefined], ['1,000', undefined], ['', undefined], ['k', undefined],
    ['9007199254740992', undefined], [1.5, undefined], [-1, undefined], [Number.MAX_SAFE_INTEGER + 1, undefined], [NaN, undefined], [null, undefined], [true, undefined],
  ];
  for (const [value, tokens] of cases) assert.is(parseTokens(value), tokens, JSON.stringify(value));
});

test('budgets :: a percentage of the base is exact and rounded down', () => {
  const [half, fraction, tiny, tokens] = readBudgets([{ maxIncrease: '50%' }, { maxIncrease: '0.29%' }, { maxIncrease: '0.001%' }, { maxIncrease: '1.5k' }]);
  assert.is(increaseLimit(half, 63), 31);
  assert.is(increaseLimit(half, 0), 0);
  // 100,000 * 0.29 / 100 is 289.99999999999994 in floating point: 289 tokens, where 290 is right.
  assert.is(increaseLimit(fraction, 100_000), 290);
  assert.is(increaseLimit(tiny, 99_999), 0);
  assert.is(increaseLimit(tiny, 100_000), 1);
  assert.is(increaseLimit(tokens, 5), 1500);
});

test('budgets :: each rule read with the keys in order, as written; a problem names the rule', () => {
  assert.equal(readBudgets([{ maxTokens: '200k', path: 'src/**' }]).map((rule) => rule.budget), [{ path: 'src/**', maxTokens: '200k' }]);
  assert.equal(readBudgets([]), []);
  const problem = (value: unknown) => {
    try {
      readBudgets(value);
    } catch (err) {
      assert.instance(err, BudgetProblem);
      return (err as Error).message;
    }
    return assert.unreachable('read');
  };
  assert.is(problem([{ maxTokens: 1 }, { maxIncrease: '5 %%' }]), 'budgets[1]: maxIncrease must be a number of tokens (200000, "200k" or "1.5M") or a percentage ("5%"), not "5 %%"');
  assert.is(problem([{ maxFileTokens: '10%' }]), 'budgets[0]: maxFileTokens must be a number of tokens (200000, "200k" or "1.5M"), not "10%"');
  assert.is(problem([{ path: 3, maxTokens: 1 }]), 'budgets[0]: path must be a non-empty glob of at most 1000 characters, such as "src/**", not 3');
  assert.is(problem([['maxTokens', 1]]), 'budgets[0] must be an object such as {"path": "src/**", "maxTokens": "200k"}, not a list');
  assert.is(problem('[]'), 'budgets must be a list of rules, such as [{"path": "src/**", "maxTokens": "200k"}], not "[]"');
  assert.is(problem([{ maxtokens: 1 }]), "budgets[0]: unknown field 'maxtokens' (did you mean 'maxTokens'?); a rule has a path and one of maxTokens, maxFileTokens, maxMethodTokens, maxIncrease");
});

test('budgets :: a path the matcher cannot run is refused when the rules are read, naming the rule', () => {
  const problem = (value: unknown) => {
    try {
      readBudgets(value);
    } catch (err) {
      assert.instance(err, BudgetProblem);
      return (err as Error).message;
    }
    return assert.unreachable('read');
  };
  assert.is(problem([{ maxTokens: 1 }, { path: '(a)\\1', maxTokens: 100 }]), "budgets[1]: path '(a)\\1' cannot be used: it needs a backreference, which no matcher can run in time linear in the length of a path");
  assert.is(problem([{ path: '(?<=a)b', maxFileTokens: 1 }]), "budgets[0]: path '(?<=a)b' cannot be used: it needs a lookbehind, which this matcher does not run");
  assert.is(problem([{ path: `${'@('.repeat(33)}a${')'.repeat(33)}`, maxTokens: 1 }]), `budgets[0]: path '${'@('.repeat(30)}…' (100 characters) cannot be used: it nests groups or braces more than 32 deep`);
  assert.is(problem(Array(300).fill({ path: '@(a|b)', maxTokens: 1 })), 'the paths of budgets hold 300 groups such as @(a|b) or !(x); at most 256 in all');
});

test('budgets :: config set refuses a path the matcher cannot run (exit 3, the file unchanged); check exits 3 naming the file and the rule', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'export const a = 1;\n', '.analyzer/config.json': '{"budgets":[{"maxTokens":100}]}\n' });
  const env = { XDG_CONFIG_HOME: join(dir, '.xdg') };
  const file = join(dir, '.analyzer', 'config.json');
  try {
    for (const path of ['(a)\\1', '(?<=a)b']) {
      const set = await spawnCli(['config', 'set', 'budgets', JSON.stringify([{ path, maxTokens: 100 }])], { cwd: dir, env });
      assert.is(set.code, 3);
      assert.match(set.stderr, new RegExp(`^analyzer: budgets\\[0\\]: path '${path.replace(/[()\\?<=]/g, '\\$&')}' cannot be used: it needs a (backreference|lookbehind)`));
      assert.is(readFileSync(file, 'utf8'), '{"budgets":[{"maxTokens":100}]}\n');
    }
    writeFileSync(file, JSON.stringify({ budgets: [{ maxTokens: 100 }, { path: '(a)\\1', maxTokens: 100 }] }));
    for (const args of [['check'], ['check', '--json'], ['check', '--verbose']]) {
      const check = await spawnCli(args, { cwd: dir, env });
      assert.is(check.code, 3, args.join(' '));
      assert.is(check.stdout, '');
      assert.is(check.stderr, `analyzer: ${file}: budgets[1]: path '(a)\\1' cannot be used: it needs a backreference, which no matcher can run in time linear in the length of a path\n`);
    }
  } finally {
    cleanup();
  }
});

test.run();
