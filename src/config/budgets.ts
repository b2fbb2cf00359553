import { MAX_GLOB_CHARS, globProblem, quoted, refusedGlob } from '../patterns/globs.js';
import type { Budget, BudgetKind } from '../results.js';
import { nearest } from '../util/words.js';

// Token budgets, as the configuration's `budgets` list writes them, checked and read into limits
// `analyzer check` can compare with. This module only reads the rules; check.ts weighs a tree.

export const BUDGET_KINDS: readonly BudgetKind[] = ['maxTokens', 'maxFileTokens', 'maxMethodTokens', 'maxIncrease'];

/** A rule read: what it limits, where, and by how much. */
export interface Rule {
  /** `budgets[0]` (its place in the list), or the name of the option that made it. */
  name: string;
  /** The rule as written, keys in the documented order. */
  budget: Budget;
  kind: BudgetKind;
  /** The glob; absent for every file. */
  path?: string;
  /** The limit in tokens; absent for a percentage. */
  tokens?: number;
  /** A percentage as an exact fraction: `numerator / denominator` percent (`12.5%` is 125 / 10). */
  percent?: { numerator: bigint; denominator: bigint };
}

/** What a rule's problem is, without where it is: `maxTokens must be a number of tokens...`. */
export class BudgetProblem extends Error {}

const FIELDS = ['path', ...BUDGET_KINDS];
const TOKEN_EXAMPLES = '200000, "200k" or "1.5M"';

/**
 * The rules of a `budgets` value, each checked: a BudgetProblem naming the rule (`budgets[1]`)
 * and what is wrong with it otherwise. `name` names the list in messages.
 */
export function readBudgets(value: unknown, name = 'budgets'): Rule[] {
  if (!Array.isArray(value)) throw new BudgetProblem(`${name} must be a list of rules, such as [{"path": "src/**", "maxTokens": "200k"}], not ${describe(value)}`);
  const rules = value.map((budget, i) => readBudget(budget, `${name}[${i}]`));
  // Every path is matched against every file: together they are bounded as an include list is.
  const refused = refusedGlob(rules.flatMap((rule) => (rule.path === undefined ? [] : [rule.path])));
  if (refused) throw new BudgetProblem(refused.glob === undefined ? `the paths of ${name} ${refused.problem.replace(/^holds/, 'hold')}` : `${name}: path ${quoted(refused.glob)} cannot be used: ${refused.problem}`);
  return rules;
}

/** One rule, checked: a BudgetProblem starting with `name` otherwise. */
export function readBudget(budget: unknown, name: string): Rule {
  if (typeof budget !== 'object' || budget === null || Array.isArray(budget)) throw new BudgetProblem(`${name} must be an object such as {"path": "src/**", "maxTokens": "200k"}, not ${describe(budget)}`);
  const fields = budget as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (FIELDS.includes(key)) continue;
    const near = nearest(key, FIELDS);
    throw new BudgetProblem(`${name}: unknown field '${key}'${near ? ` (did you mean '${near}'?)` : ''}; a rule has a path and one of ${BUDGET_KINDS.join(', ')}`);
  }
  const kinds = BUDGET_KINDS.filter((kind) => fields[kind] !== undefined);
  if (kinds.length === 0) throw new BudgetProblem(`${name} has no limit: give one of ${BUDGET_KINDS.join(', ')}`);
  if (kinds.length > 1) throw new BudgetProblem(`${name} has ${kinds.join(' and ')}: one limit per rule (write one rule for each)`);
  const kind = kinds[0];
  const { path } = fields;
  if (path !== undefined && (typeof path !== 'string' || path === '' || path.includes('\0') || path.length > MAX_GLOB_CHARS)) {
    throw new BudgetProblem(`${name}: path must be a non-empty glob of at most ${MAX_GLOB_CHARS} characters, such as "src/**", not ${describe(path)}`);
  }
  // Refused when read (`config set` then leaves the file as it was), rather than when a file is weighed.
  const problem = typeof path === 'string' ? globProblem(path) : undefined;
  if (problem) throw new BudgetProblem(`${name}: path ${quoted(path as string)} cannot be used: ${problem}`);
  const written = fields[kind] as unknown;
  const rule: Rule = { name, budget: { ...(path !== undefined && { path: path as string }), [kind]: written }, kind };
  if (path !== undefined) rule.path = path as string;
  const percent = kind === 'maxIncrease' ? parsePercent(written) : undefined;
  if (percent) rule.percent = percent;
  else {
    const tokens = parseTokens(written);
    if (tokens === undefined) {
      const what = kind === 'maxIncrease' ? `a number of tokens (${TOKEN_EXAMPLES}) or a percentage ("5%")` : `a number of tokens (${TOKEN_EXAMPLES})`;
      throw new BudgetProblem(`${name}: ${kind} must be ${what}, not ${describe(written)}`);
    }
    rule.tokens = tokens;
  }
  return rule;
}

const UNIT_DIGITS: Record<string, number> = { '': 0, k: 3, m: 6 };

/**
 * A number of tokens: a non-negative integer, or a string of one with an optional `k` (thousand)
 * or `M` (million) suffix, exactly: `200000`, `"200k"`, `"1.5M"`. Undefined when it is not one.
 */
export function parseTokens(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^(\d+)(?:\.(\d+))?\s*([km]?)$/i.exec(value.trim());
  if (!m) return undefined;
  // Decimal digits, not floating point: 1.1k is 1100, not 1100.0000000000002.
  const shift = UNIT_DIGITS[m[3].toLowerCase()];
  const fraction = m[2] ?? '';
  if (fraction.slice(shift).replace(/0/g, '') !== '') return undefined;
  const tokens = Number(m[1] + fraction.slice(0, shift).padEnd(shift, '0'));
  return Number.isSafeInteger(tokens) ? tokens : undefined;
}

/** A percentage written `"5%"` or `"0.5%"`, as an exact fraction of percent; undefined when it is not one. */
function parsePercent(value: unknown): Rule['percent'] {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{1,15})(?:\.(\d{1,15}))?\s*%$/.exec(value.trim());
  if (!m) return undefined;
  const fraction = m[2] ?? '';
  return { numerator: BigInt(m[1] + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** A rule's limit on the growth of a scope that held `before` tokens: a percentage's share of it, rounded down. */
export function increaseLimit(rule: Rule, before: number): number {
  if (!rule.percent) return rule.tokens!;
  const { numerator, denominator } = rule.percent;
  // Growth is a whole number of tokens: at most floor(p% of before) is the same test as at most p% of before.
  return Number((BigInt(Math.max(0, before)) * numerator) / (denominator * 100n));
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}
