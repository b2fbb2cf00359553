import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BudgetProblem, increaseLimit, parseTokens, readBudgets } from '../src/budgets.js';

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

test.run();
