import { runReport } from '../run/index.js';
import { planRun, type PlanExtras, type RunPlan } from '../run/plan.js';
import type { RunContext } from '../run/session.js';
import { BudgetProblem, increaseLimit, parseTokens, readBudgets, type Rule } from '../config/budgets.js';
import { configValue } from '../config/index.js';
import { computeDiff } from '../diff/index.js';
import { ConfigError, UsageError } from '../util/errors.js';
import { glob } from '../patterns/ignores.js';
import { OPTION_NAMES, gitValue, type AnalyzeOptions } from '../run/options.js';
import type { Budget, BudgetOutcome, CheckReport, CheckResult, DiffResult, DiffTotals, FileResult, SkippedFile, Weight } from '../results.js';
import { nearest, shown, shownText } from '../util/words.js';
import { byPath } from '../util/paths.js';

/** Options of `check()`: the budgets, a base to compare with, and every analysis option of `analyze()` but the git filters. */
export interface CheckOptions extends Omit<AnalyzeOptions, 'outputFormat' | 'gitDiff' | 'gitCached' | 'gitBranch' | 'gitAuthor' | 'fit'> {
  /** A git revision to compare with; `maxIncrease` rules need one. */
  base?: string;
  /** The simplest budget: the whole tree's tokens, at most this many (`200000`, `"200k"`, `"1.5M"`). */
  maxTokens?: number | string;
  /** The rules to check. Default: the configured `budgets`. */
  budgets?: Budget[];
}

/** How the options that make rules are named to the caller: the CLI's flags, or the library's fields. */
export interface CheckNames {
  base: string;
  maxTokens: string;
}

const LIBRARY_NAMES: CheckNames = { base: 'base', maxTokens: 'maxTokens' };
// A check writes no digest for `fit` to plan.
const CHECK_NAMES = [...OPTION_NAMES.filter((name) => !['outputFormat', 'gitDiff', 'gitCached', 'gitBranch', 'gitAuthor', 'fit'].includes(name)), 'base', 'maxTokens', 'budgets'];
// The files or methods a breach names, heaviest first.
const TOP = 10;

/** A check, decided: its rules, the base to compare with, and the plan of the analysis that weighs them. */
export interface CheckPlan {
  rules: Rule[];
  base?: string;
  plan: RunPlan;
}

/**
 * The rules and analysis options of a check, checked (a UsageError, exit 2 and HTTP 400, naming
 * what is wrong), and resolved once: per method when a rule weighs methods.
 */
export function planCheck(options: CheckOptions, names: CheckNames = LIBRARY_NAMES, extras: Omit<PlanExtras, 'format'> = {}): CheckPlan {
  if (typeof options !== 'object' || options === null) throw new UsageError('options must be an object');
  for (const key of Object.keys(options)) {
    if (CHECK_NAMES.includes(key)) continue;
    const near = nearest(key, CHECK_NAMES);
    throw new UsageError(`unknown option '${shownText(key)}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  const { base, maxTokens, budgets, ...analysis } = options;
  gitValue(base, names.base, 'git ref');
  const rules = budgets === undefined ? configuredRules() : givenRules(budgets);
  if (maxTokens !== undefined) {
    const tokens = parseTokens(maxTokens);
    if (tokens === undefined) throw new UsageError(`invalid ${names.maxTokens} ${shown(maxTokens)}: a number of tokens (200000, 200k, 1.5M)`);
    rules.push({ name: names.maxTokens, budget: { maxTokens }, kind: 'maxTokens', tokens });
  }
  if (rules.length === 0) throw new UsageError(`no budget to check: give ${names.maxTokens}, or configure budgets (analyzer config set budgets '[{"maxTokens":"200k"}]')`);
  const methods = rules.some((rule) => rule.kind === 'maxMethodTokens');
  // The verdict is rendered in check's own formats: no configured format (GitIngest) keeps texts for it.
  const plan = planRun({ ...(analysis as AnalyzeOptions), ...(methods && { methodLevel: true }) }, { ...extras, format: 'json' });
  if (plan.options.countMode === 'none') throw new UsageError('check weighs tokens: with tokenCount off (--no-token-count) there are none to weigh');
  const increase = rules.find((rule) => rule.kind === 'maxIncrease');
  if (increase && base === undefined) throw new UsageError(`${increase.name} limits the growth since a base revision: give ${names.base}`);
  return { rules, ...(base !== undefined && { base }), plan };
}

function configuredRules(): Rule[] {
  try {
    return readBudgets(configValue('budgets'));
  } catch (err) {
    if (err instanceof BudgetProblem) throw new ConfigError(err.message);
    throw err;
  }
}

function givenRules(budgets: unknown): Rule[] {
  try {
    return readBudgets(budgets);
  } catch (err) {
    if (err instanceof BudgetProblem) throw new UsageError(err.message);
    throw err;
  }
}

/**
 * Weighs the tree at `options.path` against every rule: one analysis of the working tree (per
 * method when a rule limits methods), or, with a base, one computeDiff() whose head side is that
 * analysis and whose changes give the growth since the base.
 */
export async function runCheck({ rules, base, plan }: CheckPlan, context: RunContext = {}): Promise<CheckReport> {
  const { counting } = plan;
  let files: FileResult[];
  let skipped: SkippedFile[];
  let warnings: string[];
  let diff: DiffResult | undefined;
  if (base !== undefined) {
    const report = await computeDiff({ base, cached: false, plan }, context, { keepHead: true });
    ({ result: diff, warnings } = report);
    ({ files, skipped = [] } = report.headResult!);
  } else {
    const report = await runReport(plan, context);
    ({ warnings } = report);
    ({ files, skipped = [] } = report.result);
  }
  const totals: DiffTotals = { files: files.length, tokens: 0, lines: 0 };
  for (const file of files) {
    totals.tokens += file.tokens;
    totals.lines += file.lines;
  }
  const breaches: BudgetOutcome[] = [];
  const held: BudgetOutcome[] = [];
  for (const rule of rules) {
    const outcome = weigh(rule, files, diff);
    if (outcome.actual > outcome.limit) breaches.push(outcome);
    else held.push(dropTop(outcome));
  }
  const result: CheckResult = { ok: breaches.length === 0, counting, ...(diff && { base: diff.base }), totals, ...(diff && { delta: diff.totals.delta }), breaches, held };
  if (skipped.length > 0) result.skipped = skipped.sort(byPath);
  return { result, name: plan.name, warnings };
}

/** A rule weighed against the head's files (and the changes since the base, for maxIncrease). */
function weigh(rule: Rule, files: FileResult[], diff: DiffResult | undefined): BudgetOutcome {
  const inScope = scope(rule.path);
  const matching = files.filter((file) => inScope(file.path));
  const outcome = { rule: rule.name, budget: rule.budget, kind: rule.kind } as BudgetOutcome;
  switch (rule.kind) {
    case 'maxTokens': {
      outcome.limit = rule.tokens!;
      outcome.actual = matching.reduce((sum, file) => sum + file.tokens, 0);
      outcome.top = heaviest(matching.map(({ path, tokens }) => ({ path, tokens })));
      break;
    }
    case 'maxFileTokens': {
      outcome.limit = rule.tokens!;
      outcome.actual = Math.max(0, ...matching.map((file) => file.tokens));
      const over = matching.filter((file) => file.tokens > outcome.limit);
      outcome.over = over.length;
      outcome.top = heaviest(over.map(({ path, tokens }) => ({ path, tokens })));
      break;
    }
    case 'maxMethodTokens': {
      outcome.limit = rule.tokens!;
      const methods = matching.flatMap((file) => (file.methods ?? []).map(({ name, line, tokens }) => ({ path: file.path, name, line, tokens })));
      outcome.actual = Math.max(0, ...methods.map((method) => method.tokens));
      const over = methods.filter((method) => method.tokens > outcome.limit);
      outcome.over = over.length;
      outcome.top = heaviest(over);
      break;
    }
    case 'maxIncrease': {
      // The base's tokens in scope are the head's, less what the changed files weigh now, plus
      // what they weighed then: unchanged files weigh the same on both sides.
      const after = matching.reduce((sum, file) => sum + file.tokens, 0);
      let before = after;
      const grown: Weight[] = [];
      for (const file of diff!.files) {
        const now = file.after && inScope(file.path) ? file.after.tokens : 0;
        const then = file.before && inScope(file.previousPath ?? file.path) ? file.before.tokens : 0;
        before += then - now;
        if (now - then > 0) grown.push({ path: file.path, ...(file.previousPath !== undefined && { previousPath: file.previousPath }), tokens: now, delta: now - then });
      }
      outcome.limit = increaseLimit(rule, before);
      outcome.actual = after - before;
      outcome.before = before;
      outcome.after = after;
      outcome.top = grown.sort((a, b) => b.delta! - a.delta! || byPath(a, b)).slice(0, TOP);
      break;
    }
  }
  return outcome;
}

function heaviest<T extends Weight>(weights: T[]): T[] {
  return weights.sort((a, b) => b.tokens - a.tokens || byPath(a, b) || (a.line ?? 0) - (b.line ?? 0)).slice(0, TOP);
}

function dropTop({ top: _top, ...outcome }: BudgetOutcome): BudgetOutcome {
  return outcome;
}

/**
 * Whether a root-relative path is in a rule's scope, as `include` reads a glob: one with a `/`
 * matches the path, one without matches a name, and a matching folder takes all it holds.
 */
function scope(pattern: string | undefined): (path: string) => boolean {
  if (pattern === undefined) return () => true;
  const matches = glob([pattern]);
  return (path) => {
    for (let at = path; ; ) {
      if (matches(at)) return true;
      const slash = at.lastIndexOf('/');
      if (slash <= 0) return false;
      at = at.slice(0, slash);
    }
  };
}
