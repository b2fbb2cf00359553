import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from '@toon-format/toon';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Budget, CheckResult } from '../../src/results.js';
import { suiteCheckRepo } from '../_helpers/checkRepo.js';
import { reference, spawnCli, tempTree } from '../_helpers/index.js';
import { XDG, bigTree, session, textOf, type Session } from './_session.js';

// The check tool as a client sees it, over stdio, each verdict checked against `analyzer check
// --json` with the same budgets (test/_helpers/checkRepo.ts: a tree grown since its tag `base`).
const test = suite('mcp/check');

// The root's configured budgets: every kind of rule, three of them exceeded.
const CONFIGURED: Budget[] = [{ maxTokens: '1k' }, { path: 'docs', maxFileTokens: 100 }, { maxMethodTokens: 30 }, { path: 'src', maxIncrease: '50%' }];

const repo = suiteCheckRepo(test);
let root: string;
let s: Session;

test.before(async () => {
  root = realpathSync(repo.dir);
  writeConfig(root, CONFIGURED);
  s = await session({ root });
});
test.after(async () => {
  await s?.close();
});

function writeConfig(dir: string, budgets: Budget[]): void {
  mkdirSync(join(dir, '.analyzer'), { recursive: true });
  writeFileSync(join(dir, '.analyzer', 'config.json'), JSON.stringify({ budgets }));
}

/** `analyzer check --json` run in a folder whose configuration holds `budgets` (the root's when not given). */
async function cliCheck(args: string[], budgets?: Budget[]): Promise<CheckResult> {
  const cwd = budgets ? mkdtempSync(join(tmpdir(), 'analyzer-check-cwd-')) : root;
  try {
    if (budgets) writeConfig(cwd, budgets);
    const run = await spawnCli(['check', ...args, '--json', '--no-cache'], { cwd, env: { XDG_CONFIG_HOME: XDG } });
    const result = JSON.parse(run.stdout) as CheckResult;
    assert.is(run.code, result.ok ? 0 : 1, run.stderr);
    return result;
  } finally {
    if (budgets) rmSync(cwd, { recursive: true, force: true });
  }
}

function structured(answer: CallToolResult): Record<string, any> {
  assert.not.ok(answer.isError, textOf(answer));
  return answer.structuredContent as Record<string, any>;
}

/** What the check tool should answer for the CLI's verdict `cli` on the folder `folder` (relative to the root). */
function expected(cli: CheckResult, folder = ''): Record<string, unknown> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const { ok, counting, base, totals, delta, breaches, held, skipped } = cli;
  const out: Record<string, unknown> = { path: folder || '.', ok, encoding: counting.encoding, includeComments: counting.includeComments };
  if (base) out.base = base;
  out.totals = totals;
  if (delta) out.delta = delta;
  // The CLI names the option's rule by its flag; the tools, as the library and REST, by the field.
  const named = <T extends { rule: string }>(o: T): T => ({ ...o, rule: o.rule === '--max-tokens' ? 'maxTokens' : o.rule });
  out.breaches = breaches.map(named).map((o) => ({ ...o, top: o.top!.map((w) => ({ ...w, path: prefix + w.path, ...(w.previousPath && { previousPath: prefix + w.previousPath }) })) }));
  out.held = held.map(named);
  if (skipped) out.skipped = Object.fromEntries([...new Set(skipped.map((f) => f.reason))].map((reason) => [reason, skipped.filter((f) => f.reason === reason).length]));
  return out;
}

test('mcp/check :: the configured budgets against a base: the verdict as analyzer check --json gives it; ok false is an answer, not an error', async () => {
  const cli = await cliCheck(['--base', 'base']);
  const answer = await s.call('check', { base: 'base' });
  assert.is(answer.isError, undefined);
  const out = structured(answer);
  assert.equal(out, expected(cli));
  assert.equal(decode(textOf(answer)), out);
  // Three rules of four exceeded, each naming what weighs most in it.
  assert.is(out.ok, false);
  assert.equal(out.breaches.map((o: { rule: string }) => o.rule), ['budgets[1]', 'budgets[2]', 'budgets[3]']);
  assert.equal(out.held.map((o: { rule: string }) => o.rule), ['budgets[0]']);
  assert.ok(out.breaches.every((o: { top: unknown[] }) => o.top.length > 0));
});

test('mcp/check :: given budgets and maxTokens replace the configured ones, in a subfolder, paths the root\'s; a verdict that holds; model and includeComments', async () => {
  const budgets: Budget[] = [{ maxFileTokens: 100 }, { path: '*.ts', maxMethodTokens: 40 }];
  const cli = await cliCheck(['--max-tokens', '1k', '-p', join(root, 'src')], budgets);
  const out = structured(await s.call('check', { path: 'src', budgets, maxTokens: '1k' }));
  assert.equal(out, expected(cli, 'src'));
  assert.equal(out.breaches.map((o: { rule: string }) => o.rule), ['budgets[0]', 'budgets[1]']);
  assert.ok(out.breaches[1].top.every((w: { path: string; name: string }) => w.path.startsWith('src/') && w.name));

  const holds = await cliCheck(['--max-tokens', '10M', '--model', 'gpt-4', '--include-comments', '-p', root], []);
  const fine = structured(await s.call('check', { maxTokens: '10M', budgets: [], model: 'gpt-4', includeComments: true }));
  assert.equal(fine, expected(holds));
  assert.equal([fine.ok, fine.encoding, fine.includeComments, fine.breaches], [true, 'cl100k_base', true, []]);
});

test('mcp/check :: refused with a clear message, the session going on: nothing to check, malformed budgets, growth without a base, refs, paths outside', async () => {
  const none = 'no budget to check: give maxTokens or budgets (such as [{"maxTokens": "200k"}, {"path": "src/**", "maxFileTokens": "8k"}]), or configure budgets in the project\'s .analyzer/config.json';
  const refused = `is outside the root ${root}: give a path relative to it`;
  for (const [args, message] of [
    [{ budgets: [] }, none],
    [{ budgets: [{ maxTokens: 1 }, { path: 'src' }] }, 'budgets[1] has no limit: give one of maxTokens, maxFileTokens, maxMethodTokens, maxIncrease'],
    [{ budgets: [{ maxTokens: 1, maxFileTokens: 2 }] }, 'budgets[0] has maxTokens and maxFileTokens: one limit per rule (write one rule for each)'],
    [{ budgets: [{ maxTokens: 'lots' }] }, 'budgets[0]: maxTokens must be a number of tokens (200000, "200k" or "1.5M"), not "lots"'],
    [{ budgets: [{ maxTokens: '1.2345k' }] }, 'budgets[0]: maxTokens must be a number of tokens (200000, "200k" or "1.5M"), not "1.2345k"'],
    [{ budgets: [{ maxIncrease: 'a lot' }] }, 'budgets[0]: maxIncrease must be a number of tokens (200000, "200k" or "1.5M") or a percentage ("5%"), not "a lot"'],
    [{ budgets: [{ maxTokens: 1, scope: 'src' }] }, "budgets[0]: unknown field 'scope'; a rule has a path and one of maxTokens, maxFileTokens, maxMethodTokens, maxIncrease"],
    [{ budgets: ['200k'] }, 'budgets[0] must be an object such as {"path": "src/**", "maxTokens": "200k"}, not "200k"'],
    [{ budgets: { maxTokens: 1 } }, 'budgets must be an array of objects'],
    [{ budgets: Array.from({ length: 101 }, () => ({ maxTokens: 1 })) }, 'budgets holds 101 items; at most 100'],
    [{ budgets: [{ maxIncrease: '5%' }] }, 'budgets[0] limits the growth since a base revision: give base'],
    [{}, 'budgets[3] limits the growth since a base revision: give base'],
    [{ maxTokens: 'lots', budgets: [] }, 'invalid maxTokens "lots": a number of tokens (200000, 200k, 1.5M)'],
    [{ maxTokens: 1.5 }, 'maxTokens must be an integer or a string'],
    [{ maxTokens: -1 }, `maxTokens must be an integer from 0 to ${Number.MAX_SAFE_INTEGER}`],
    [{ base: '-x' }, "invalid git ref '-x': it cannot start with '-'"],
    [{ base: 'nope' }, "unknown git ref 'nope'"],
    [{ base: 'base', path: '..' }, `'..' ${refused}`],
    [{ maxTokens: 1, path: '/' }, `'/' is outside the root ${root}: give a path relative to the root, or inside it`],
    [{ maxTokens: 1, methodLevel: true }, "unknown argument 'methodLevel'; this tool takes path, maxTokens, budgets, base, include, exclude, includeComments, model"],
  ] as const) {
    const answer = await s.call('check', args);
    assert.is(answer.isError, true, JSON.stringify(args).slice(0, 80));
    assert.is(textOf(answer), message);
  }
  assert.is(structured(await s.call('check', { maxTokens: 1, budgets: [] })).ok, false);
  assert.equal(s.errors, []);
});

test('mcp/check :: a root with no budgets configured: nothing to check unless maxTokens or budgets are given', async () => {
  const plain = tempTree({ 'a.ts': 'export const a = 1;\n' });
  const r = await session({ root: realpathSync(plain.dir) });
  try {
    const answer = await r.call('check');
    assert.is(answer.isError, true);
    assert.match(textOf(answer), /^no budget to check: give maxTokens or budgets/);
    assert.equal(structured(await r.call('check', { maxTokens: 100 })).held, [{ rule: 'maxTokens', budget: { maxTokens: 100 }, kind: 'maxTokens', limit: 100, actual: reference('export const a = 1;\n') }]);
  } finally {
    await r.close();
    plain.cleanup();
  }
});

test('mcp/check :: progress: told as each batch is counted (the first of at most 128 files), the last, before the verdict, all 2,400 files', async () => {
  const big = bigTree(40, 60);
  const r = await session({ root: realpathSync(big.dir) });
  try {
    const seen: { progress: number; total?: number }[] = [];
    const out = structured(await r.call('check', { maxTokens: '10k' }, { onprogress: (p) => void seen.push(p) }));
    assert.is(out.ok, false);
    assert.ok(seen.length >= 2 && seen[0].progress > 0 && seen[0].progress <= 128, JSON.stringify(seen));
    assert.ok(seen.every((p, i) => i === 0 || p.progress > seen[i - 1].progress), 'progress grows');
    assert.equal(seen.at(-1), { progress: 2400, total: 2400 });
    assert.equal(r.errors, []);
  } finally {
    await r.close();
    big.cleanup();
  }
});

test.run();
