import type { BudgetOutcome, CheckReport, CheckResult, Weight } from '../results.js';
import { percent, signed } from './diffMarkdown.js';
import { textPath } from './escape.js';
import { code, count, plain, table } from './markdownText.js';

// The verdict of `analyzer check`: JSON for scripts, Markdown for a pull request or a job's
// summary, plain text for a person (coloured by the caller's paint), and GitHub's workflow
// commands that make each breach an annotation.

export type CheckFormat = 'text' | 'json' | 'markdown';

/** `JSON.stringify(result, null, 2)`. */
export function* checkJsonText({ result }: CheckReport): Generator<string> {
  yield `${JSON.stringify(result, null, 2)}\n`;
}

/** Colours of the text report; the identity where there is no colour. */
export interface CheckPaint {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
}

const NO_PAINT: CheckPaint = { bold: same, dim: same, red: same, green: same };

/** The verdict for a person: each breach with what weighs most in it, each rule that holds, then one line of verdict. */
export function* checkText({ result }: CheckReport, paint: CheckPaint = NO_PAINT): Generator<string> {
  for (const outcome of result.breaches) {
    yield `${paint.red(paint.bold('FAIL'))} ${label(outcome)}: ${finding(outcome, result)}\n`;
    const rows = (outcome.top ?? []).map((weight) => [outcome.kind === 'maxIncrease' ? signed(weight.delta!) : count(weight.tokens), paint.dim(where(weight, outcome))]);
    const width = Math.max(0, ...rows.map(([n]) => n.length));
    for (const [n, text] of rows) yield `  ${n.padStart(width)}  ${text}\n`;
    const more = (outcome.over ?? 0) - (outcome.top?.length ?? 0);
    if (more > 0) yield `  ${paint.dim(`and ${plural(more, outcome.kind === 'maxMethodTokens' ? 'more method' : 'more file')}`)}\n`;
  }
  for (const outcome of result.held) yield `${paint.green('ok')}   ${label(outcome)}: ${finding(outcome, result)}\n`;
  yield `${verdict(result, paint)}\n`;
}

/** `1 of 3 budgets exceeded (210,345 tokens in 48 files)`, or that all hold. */
export function verdict(result: CheckResult, paint: CheckPaint = NO_PAINT): string {
  const rules = result.breaches.length + result.held.length;
  const tree = `${count(result.totals.tokens)} tokens in ${plural(result.totals.files, 'file')}${result.base ? `, ${signed(result.delta!.tokens)} since ${result.base.ref}` : ''}`;
  if (result.ok) return `${paint.green(paint.bold(rules === 1 ? 'the budget holds' : `all ${rules} budgets hold`))} (${tree})`;
  return `${paint.red(paint.bold(`${result.breaches.length} of ${plural(rules, 'budget')} exceeded`))} (${tree})`;
}

/** A comment-ready report: the verdict, the whole tree, a table of every rule, and each breach's heaviest files or methods. */
export function* checkMarkdownText({ result }: CheckReport): Generator<string> {
  const rules = result.breaches.length + result.held.length;
  yield result.ok
    ? `### ✅ Token budgets: ${rules === 1 ? 'the budget holds' : `all ${rules} hold`}\n\n`
    : `### ❌ Token budgets: ${result.breaches.length} of ${rules} exceeded\n\n`;
  const { totals, counting } = result;
  const how = counting.countMode === 'estimate' ? 'tokens estimated' : `tokens of ${code(counting.encoding, false)}`;
  yield `Whole tree: ${count(totals.tokens)} tokens in ${plural(totals.files, 'file')}, ${plural(totals.lines, 'line')} (${how}, comments ${counting.includeComments ? 'included' : 'removed'})`;
  if (result.base) yield `; ${signed(result.delta!.tokens)} tokens${percent(result.delta!.tokens, totals.tokens - result.delta!.tokens)} since ${side(result.base)}`;
  yield '.\n\n';
  const row = (mark: string) => (o: BudgetOutcome) => [mark, code(o.rule), ruleMarkdown(o), limitText(o), o.kind === 'maxIncrease' ? signed(o.actual) : count(o.actual)];
  yield* table(['', 'Budget', 'Rule', 'Limit', 'Actual'], 'lllrr', [...result.breaches.map(row('❌')), ...result.held.map(row('✅'))]);
  for (const outcome of result.breaches) {
    yield `\n#### ❌ ${code(outcome.rule, false)}: ${ruleMarkdown(outcome)}\n\n${plain(finding(outcome, result, ' → '))}.\n\n`;
    const top = outcome.top ?? [];
    if (outcome.kind === 'maxMethodTokens') yield* table(['Method', 'File', 'Line', 'Tokens'], 'llrr', top.map((w) => [code(w.name!), code(w.path), String(w.line), count(w.tokens)]));
    else if (outcome.kind === 'maxIncrease') yield* table(['File', 'Tokens', 'Δ Tokens'], 'lrr', top.map((w) => [fileMarkdown(w), count(w.tokens), signed(w.delta!)]));
    else yield* table(['File', 'Tokens'], 'lr', top.map((w) => [code(w.path), count(w.tokens)]));
    const more = (outcome.over ?? 0) - top.length;
    if (more > 0) yield `\nand ${plural(more, outcome.kind === 'maxMethodTokens' ? 'more method' : 'more file')}.\n`;
  }
  if (result.skipped && result.skipped.length > 0) yield `\n${plural(result.skipped.length, 'file')} not weighed (${reasons(result.skipped)}).\n`;
}

/** `2 binary, 1 symlink`: how many were skipped for each reason, in the order first met. */
function reasons(skipped: { reason: string }[]): string {
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => `${count(n)} ${reason}`).join(', ');
}

/**
 * GitHub Actions workflow commands, one line each: an `::error` annotation per breach of a sum
 * (on the file that weighs most in it), and one per file or method over a per-file or per-method
 * limit (the heaviest 10 of a rule). `prefix` leads each path to the repository's top.
 */
export function annotations(result: CheckResult, prefix = ''): string[] {
  const lines: string[] = [];
  for (const outcome of result.breaches) {
    const title = `Token budget exceeded: ${outcome.rule}`;
    const rule = label(outcome);
    const top = outcome.top ?? [];
    if (outcome.kind === 'maxTokens' || outcome.kind === 'maxIncrease') {
      const heaviest = top[0];
      const weighs = heaviest ? `; ${outcome.kind === 'maxIncrease' ? 'grew most' : 'weighs most'}: ${textPath(prefix + heaviest.path)} (${outcome.kind === 'maxIncrease' ? signed(heaviest.delta!) : count(heaviest.tokens)} tokens)` : '';
      lines.push(command({ ...(heaviest && { file: prefix + heaviest.path }), title }, `${rule}: ${finding(outcome, result)}${weighs}`));
    } else {
      const unit = outcome.kind === 'maxMethodTokens' ? 'method' : 'file';
      for (const weight of top) {
        const what = weight.name === undefined ? textPath(weight.path) : weight.name;
        lines.push(command({ file: prefix + weight.path, ...(weight.line !== undefined && { line: String(weight.line) }), title }, `${what}: ${count(weight.tokens)} tokens, over the limit of ${count(outcome.limit)} per ${unit} (${rule})`));
      }
    }
  }
  return lines;
}

/** `::error file=...,title=...::message`, escaped as GitHub's runner reads it back. */
function command(properties: Record<string, string>, message: string): string {
  const props = Object.entries(properties).map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',');
  return `::error${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

/** A workflow command's message: `%`, CR and LF as percent escapes. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property: also `:` and `,`, which end a value. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `budgets[1] src/** maxFileTokens 2k`, `--max-tokens 200k`: the rule's name and the rule as written. */
function label(outcome: BudgetOutcome): string {
  return fromOption(outcome) ? `${outcome.rule} ${written(outcome.budget.maxTokens!)}` : `${outcome.rule} ${ruleText(outcome)}`;
}

/** `src/** maxFileTokens 2k`. */
function ruleText({ budget, kind }: BudgetOutcome): string {
  return `${budget.path !== undefined ? `${textPath(budget.path)} ` : ''}${kind} ${written(budget[kind]!)}`;
}

function ruleMarkdown({ budget, kind }: BudgetOutcome): string {
  return `${budget.path !== undefined ? `${code(budget.path)} ` : ''}${kind} ${plain(written(budget[kind]!))}`;
}

/** A rule made by an option (`--max-tokens`), not one of the configured list. */
function fromOption({ rule }: BudgetOutcome): boolean {
  return !rule.startsWith('budgets[');
}

function written(value: number | string): string {
  return typeof value === 'number' ? count(value) : value;
}

/** What was found, in words: `2 files over 2,000 tokens, the largest 2,750`. */
function finding(o: BudgetOutcome, result: CheckResult, arrow = ' -> '): string {
  const verdict = o.actual > o.limit ? 'over the limit of' : 'within';
  switch (o.kind) {
    case 'maxTokens':
      return `${count(o.actual)} tokens, ${verdict} ${count(o.limit)}`;
    case 'maxFileTokens':
    case 'maxMethodTokens': {
      const unit = o.kind === 'maxFileTokens' ? 'file' : 'method';
      if (o.over! > 0) return `${plural(o.over!, unit)} over ${count(o.limit)} tokens, the largest ${count(o.actual)}`;
      return `the largest ${unit} ${count(o.actual)} tokens, within ${count(o.limit)}`;
    }
    case 'maxIncrease':
      return `${signed(o.actual)} tokens${percent(o.actual, o.before!)} since ${result.base?.ref ?? 'the base'} (${count(o.before!)}${arrow}${count(o.after!)}), ${verdict} ${limitText(o)}`;
  }
}

/** The limit in tokens; a percentage's with what it is a share of: `+5,000 (5% of 100,000)`. */
function limitText(o: BudgetOutcome): string {
  if (o.kind !== 'maxIncrease') return count(o.limit);
  const given = o.budget.maxIncrease;
  return typeof given === 'string' && given.trim().endsWith('%') ? `${signed(o.limit)} (${given.trim()} of ${count(o.before!)})` : signed(o.limit);
}

/** A weight as the text report lists it: `src/a.ts`, `src/a.ts:12 Queue.push`, `old.ts -> new.ts`. */
function where(weight: Weight, outcome: BudgetOutcome): string {
  if (outcome.kind === 'maxMethodTokens') return `${textPath(weight.path)}:${weight.line} ${weight.name}`;
  return weight.previousPath === undefined ? textPath(weight.path) : `${textPath(weight.previousPath)} -> ${textPath(weight.path)}`;
}

function fileMarkdown(weight: Weight): string {
  return weight.previousPath === undefined ? code(weight.path) : `${code(weight.previousPath)} → ${code(weight.path)}`;
}

function side({ ref, commit }: { ref: string; commit: string }): string {
  const short = commit.slice(0, 7);
  return commit.startsWith(ref) ? code(short, false) : `${code(ref, false)} (${code(short, false)})`;
}

function plural(n: number, noun: string): string {
  return `${count(n)} ${noun}${n === 1 ? '' : 's'}`;
}

function same(text: string): string {
  return text;
}
