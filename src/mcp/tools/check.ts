import { relative } from 'node:path';
import { BUDGET_KINDS } from '../../config/budgets.js';
import { runCheck } from '../../check/index.js';
import { configValue } from '../../config/index.js';
import { UsageError } from '../../util/errors.js';
import { toPosix } from '../../patterns/ignores.js';
import { MAX_BUDGETS, checkRequest } from '../../server/request.js';
import { EXCLUDE, INCLUDE, INCLUDE_COMMENTS, MODEL, checkInput, modelOptions, tokenCount, type ObjectSchema } from './input.js';
import { tally } from './changes.js';
import { leftovers, toonOf } from './overview.js';
import { progressOf } from './progress.js';
import { READ_ONLY, callRun, type Tool } from './tool.js';
import type { BudgetOutcome, CheckReport, Weight } from '../../results.js';

const TOKENS = 'a number of tokens: 200000, or a string "200k" (thousands), "1.5M" (millions)';

const tokens = (description: string) => tokenCount(description);

const INPUT: ObjectSchema = {
  type: 'object',
  properties: {
    path: { type: 'string', minLength: 1, default: '.', description: 'The folder to weigh, relative to the root (an absolute path inside the root works too). Default: the root itself.' },
    maxTokens: tokens(`The simplest budget: the folder's tokens, at most this many; ${TOKENS}.`),
    budgets: {
      type: 'array',
      maxItems: MAX_BUDGETS,
      description: "The rules to check, instead of the ones configured for the root (the configuration's `budgets`). Each has an optional `path` and exactly one limit.",
      items: {
        type: 'object',
        properties: {
          path: { type: 'string', minLength: 1, description: "A glob on paths relative to the weighed folder, read as include reads one ('src/**', '*.ts', 'docs'). Default: every file." },
          maxTokens: tokens("The matching files' tokens together, at most this many."),
          maxFileTokens: tokens("Each matching file's tokens."),
          maxMethodTokens: tokens("Each function's or method's tokens in the matching files."),
          maxIncrease: tokens('The growth of the matching files\' tokens since `base`: tokens, or a percentage of what they held then ("5%").'),
        },
        additionalProperties: false,
      },
    },
    base: { type: 'string', minLength: 1, description: 'A git revision (branch, tag or commit) to compare with: maxIncrease rules need one.' },
    include: INCLUDE,
    exclude: EXCLUDE,
    includeComments: INCLUDE_COMMENTS,
    model: MODEL,
  },
  additionalProperties: false,
};

const count = (description: string) => ({ type: 'integer', minimum: 0, description });
const totals = (description: string, number: (description: string) => Record<string, unknown> = count) => ({
  type: 'object',
  description,
  properties: { files: number('files'), tokens: number('tokens'), lines: number('lines') },
  required: ['files', 'tokens', 'lines'],
  additionalProperties: false,
});
const outcome = (description: string, extra: Record<string, unknown> = {}) => ({
  type: 'array',
  description,
  items: {
    type: 'object',
    properties: {
      rule: { type: 'string', description: "The rule's name: budgets[i], its place in the list, or maxTokens." },
      budget: { type: 'object', description: 'The rule as written.' },
      kind: { type: 'string', enum: BUDGET_KINDS },
      limit: count('The limit in tokens (a percentage\'s: that share of the base\'s tokens, rounded down).'),
      actual: { type: 'integer', description: 'The value weighed against it: the sum (maxTokens), the largest file or method (maxFileTokens, maxMethodTokens), the growth (maxIncrease).' },
      before: count("maxIncrease: the matching files' tokens at the base."),
      after: count("maxIncrease: the matching files' tokens now."),
      over: count('maxFileTokens, maxMethodTokens: how many files or methods exceed the limit.'),
      ...extra,
    },
    required: ['rule', 'budget', 'kind', 'limit', 'actual', ...Object.keys(extra)],
    additionalProperties: false,
  },
});

const OUTPUT = {
  type: 'object',
  properties: {
    root: { type: 'string', description: 'With more than one root: the one the paths are relative to.' },
    path: { type: 'string', description: "The weighed folder, relative to the root ('.' for the root)." },
    ok: { type: 'boolean', description: 'The verdict: true when every budget holds, false when one is exceeded.' },
    encoding: { type: 'string', description: 'The tokenizer the counts are exact for.' },
    countMode: { type: 'string', enum: ['estimate'], description: 'Present when tokens are estimates (the configuration turned exact counting off).' },
    includeComments: { type: 'boolean', description: 'Whether comments were counted.' },
    base: { type: 'object', properties: { ref: { type: 'string' }, commit: { type: 'string' } }, required: ['ref', 'commit'], additionalProperties: false, description: 'With base: the revision and its commit.' },
    totals: totals("The folder's files, tokens and lines now."),
    delta: totals('With base: the change since then.', (description: string) => ({ type: 'integer', description })),
    breaches: outcome('The rules exceeded, in their order.', {
      top: {
        type: 'array',
        description: 'What weighs most in the breach, heaviest first (at most 10): files { path, tokens }; methods also name and line; a growth\'s files delta (and previousPath when renamed). Paths relative to the root.',
        items: {
          type: 'object',
          properties: { path: { type: 'string' }, previousPath: { type: 'string' }, name: { type: 'string' }, line: count('line'), tokens: count('tokens'), delta: { type: 'integer' } },
          required: ['path', 'tokens'],
          additionalProperties: false,
        },
      },
    }),
    held: outcome('The rules that hold, in their order.'),
    skipped: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Files not weighed, by reason (binary, too-large, invalid-utf8, ...).' },
    warnings: { type: 'array', items: { type: 'string' }, description: 'Problems that did not stop the check.' },
  },
  required: ['path', 'ok', 'encoding', 'totals', 'breaches', 'held'],
  additionalProperties: false,
} as const;

export const checkTool: Tool = {
  name: 'check',
  title: 'Token budgets: verdict and breaches',
  description: [
    "Weighs a folder under the root against token budgets: the `budgets` given, else the project's configured ones, and `maxTokens` (the whole folder's limit);",
    'with none of them it has nothing to check and says so.',
    'Use it to know whether the code still fits the limits the project set (a whole tree, each file, each function, the growth since a base revision),',
    'and what to trim when it does not. Returns ok (true when every budget holds), each breach with its limit, the actual value and the files or methods',
    'that weigh most in it (at most 10 each), and the rules that hold. An exceeded budget is an answer (ok: false), not an error.',
    'The answer is about 100 tokens, plus 50 per exceeded budget and 10-25 per file or method it lists; paths in it are relative to the root.',
  ].join(' '),
  inputSchema: INPUT,
  outputSchema: OUTPUT as unknown as Tool['outputSchema'],
  annotations: READ_ONLY,

  async call(input, context) {
    const args = checkInput(input, INPUT);
    const { path = '.', model, ...fields } = args;
    const { root, given, place } = context.roots.locate(path as string);
    const budgets = (fields.budgets as unknown[] | undefined) ?? configValue('budgets');
    if (fields.maxTokens === undefined && Array.isArray(budgets) && budgets.length === 0) {
      throw new UsageError('no budget to check: give maxTokens or budgets (such as [{"maxTokens": "200k"}, {"path": "src/**", "maxFileTokens": "8k"}]), or configure budgets in the project\'s .analyzer/config.json');
    }
    // The REST server's checks: budgets read (a malformed one named by its place), refs refused when they start with '-', the folder confined to the root.
    const { check } = checkRequest({ ...fields, path: given, ...modelOptions(model) }, root, place);
    const report = await runCheck(check, callRun(context, progressOf(context)));
    const summary = verdict(report, toPosix(relative(root, check.plan.options.root)));
    const structured = context.roots.current.length > 1 ? { root, ...summary } : summary;
    return { structured, text: toonOf(structured) };
  },
};

/** The check's result as `analyzer check --json` gives it, paths relative to the root, skipped files counted by reason. */
function verdict({ result, warnings }: CheckReport, folder: string): Record<string, unknown> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const { ok, counting, base, totals, delta, breaches, held, skipped = [] } = result;
  const out: Record<string, unknown> = { path: folder === '' ? '.' : folder, ok, encoding: counting.encoding };
  if (counting.countMode !== 'exact') out.countMode = counting.countMode;
  out.includeComments = counting.includeComments;
  if (base) out.base = base;
  out.totals = totals;
  if (delta) out.delta = delta;
  const weight = ({ path, previousPath, ...rest }: Weight): Weight => ({ path: prefix + path, ...(previousPath !== undefined && { previousPath: prefix + previousPath }), ...rest });
  out.breaches = breaches.map((o: BudgetOutcome) => ({ ...o, top: (o.top ?? []).map(weight) }));
  out.held = held;
  if (skipped.length > 0) out.skipped = tally(skipped.map((s) => s.reason));
  return leftovers(out, {}, 0, warnings);
}
