import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from '@toon-format/toon';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnalysisResult, FitPlan } from '../../src/results.js';
import { tokenizerFiles } from '../_helpers/hf.js';
import { spawnCli, tempTree } from '../_helpers/index.js';
import { XDG, session, textOf, type Session } from './_session.js';

// `model` and `fit` through the tools, as a client sees them over stdio: every count, window
// and plan checked against the CLI's --model and --fit on the same tree.
const test = suite('mcp/models');

// Sizes far apart, so which files a budget leaves out does not hang on a few tokens of tree or
// summary; one file of each reason `fit` knows, and text the model tokenizers split differently.
const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ') + '\n';
const TREE = {
  'README.md': '# Tiny\n\nÜber 東京 🚀 naïve — 12345678901234\n',
  'src/big.ts': words(600, 'const b'),
  'src/mid.ts': words(200, 'let m'),
  'src/util.py': 'def twice(x):\n    # doubled\n    return 2 * x\n',
  'web/app.min.js': words(300, 'var a'),
  'vendor/lib.js': words(150, 'v'),
  'test/fixtures/data.json': `[${Array.from({ length: 80 }, (_, i) => `"item ${i}"`).join(', ')}]\n`,
};
const FILES = Object.keys(TREE).length;

let tree: { dir: string; cleanup: () => void };
let root: string;
let s: Session;

test.before(async () => {
  tree = tempTree(TREE);
  root = realpathSync(tree.dir);
  s = await session({ root });
});
test.after(async () => {
  await s.close();
  tree.cleanup();
});

async function cli(args: string[]): Promise<string> {
  const run = await spawnCli(['--cli', '--no-cache', ...args], { env: { XDG_CONFIG_HOME: XDG } });
  assert.is(run.code, 0, run.stderr);
  return run.stdout;
}

const cliJson = async (args: string[]): Promise<AnalysisResult> => JSON.parse(await cli(['--json', ...args]));

function structured(answer: CallToolResult): Record<string, any> {
  assert.not.ok(answer.isError, textOf(answer));
  assert.equal(decode(textOf(answer)), answer.structuredContent);
  return answer.structuredContent as Record<string, any>;
}

/** The Markdown report's window statement: "The analysed text fills 41% of gpt-4o's 128,000-token window." */
function windowStatement(markdown: string): { percent: number; model: string; tokens: number } {
  const m = /\nThe analysed text fills ([\d.]+)% of (.+)'s ([\d,]+)-token window\.\n/.exec(markdown);
  assert.ok(m, markdown.slice(0, 600));
  return { percent: Number(m![1]), model: m![2], tokens: Number(m![3].replaceAll(',', '')) };
}

test('mcp/models :: analyze with each family\'s model: the CLI\'s counts and tokenizer, and the window its Markdown states', async () => {
  const o200k = structured(await s.call('analyze'));
  assert.is(o200k.window, undefined);
  for (const model of ['gpt-4', 'llama-3.1-8b', 'qwen3', 'deepseek-r1', 'gemma-3', 'gpt-oss']) {
    const json = await cliJson(['--model', model, root]);
    const said = windowStatement(await cli(['--markdown', '--model', model, root]));
    const out = structured(await s.call('analyze', { model, top: 3 }));
    assert.is(out.totalTokens, json.totalTokens, model);
    assert.is(out.encoding, json.encoding, model);
    assert.equal(out.files, [...json.files].sort((a, b) => b.tokens - a.tokens || (a.path < b.path ? -1 : 1)).slice(0, 3).map(({ path, tokens, lines }) => ({ path, tokens, lines })), model);
    assert.equal(out.window, { model: said.model, tokens: said.tokens, share: Math.round((json.totalTokens * 1000) / said.tokens) / 1000 }, model);
    // The share and the Markdown's percentage are one figure, rounded each its way (whole percents from 10%).
    assert.ok(Math.abs(out.window.share * 100 - said.percent) <= (said.percent >= 10 ? 0.5 : 0.05) + 1e-9, `${model}: ${out.window.share} against ${said.percent}%`);
  }
  // gpt-oss counts as o200k_base does.
  assert.is(structured(await s.call('analyze', { model: 'gpt-oss' })).totalTokens, o200k.totalTokens);
});

test('mcp/models :: count_tokens with a model: files and text as the CLI counts them, and the share of the window', async () => {
  for (const model of ['llama-3', 'gemma-3', 'deepseek-v3']) {
    const json = await cliJson(['--model', model, '--include-comments', root]);
    const of = (path: string) => json.files.find((f) => f.path === path)!;
    const out = structured(await s.call('count_tokens', { text: TREE['README.md'], paths: ['src/util.py', 'README.md'], model }));
    const tokens = 2 * of('README.md').tokens + of('src/util.py').tokens;
    const said = windowStatement(await cli(['--markdown', '--model', model, root]));
    assert.equal(out, {
      encoding: model,
      tokens,
      textTokens: of('README.md').tokens,
      window: { model, tokens: said.tokens, share: Math.round((tokens * 1000) / said.tokens) / 1000 },
      files: [
        { path: 'src/util.py', tokens: of('src/util.py').tokens, lines: 3 },
        { path: 'README.md', tokens: of('README.md').tokens, lines: 3 },
      ],
    });
  }
  // A model whose window is not known counts, without a window.
  const davinci = structured(await s.call('count_tokens', { text: 'hello there', model: 'text-davinci-003' }));
  assert.equal(davinci, { encoding: 'p50k_base', tokens: 2, textTokens: 2 });
});

test('mcp/models :: an unknown model, claude-* and gemini-* are tool errors in every tool, in the tools\' terms (no CLI flag)', async () => {
  const refusals: [string, string][] = [
    ['gpt-4x', "unknown model 'gpt-4x' (did you mean 'gpt-4'?)"],
    ['claude-sonnet-4', "no exact count for 'claude-sonnet-4': Anthropic publishes no tokenizer for Claude 3 and later models; to approximate, count with another model's tokenizer (gpt-4o or llama-3) and expect Claude's own counts to differ"],
    ['gemini-2.5-pro', "no exact count for 'gemini-2.5-pro': Google publishes no Gemini tokenizer file; its Gen AI SDK counts Gemini 2.0, 2.5 and the Gemini 3 previews locally with Gemma 3's vocabulary, so gemma-3 comes closest"],
  ];
  for (const [model, message] of refusals) {
    for (const [tool, args] of [['analyze', {}], ['count_tokens', { text: 'x' }], ['diff', { base: 'HEAD' }], ['check', { maxTokens: 10 }]] as const) {
      const answer = await s.call(tool, { ...args, model });
      assert.is(answer.isError, true, `${tool} ${model}`);
      assert.is(textOf(answer), message, `${tool} ${model}`);
    }
  }
  for (const [fit, message] of [
    ['gpt-4x', "fit: unknown model 'gpt-4x' (did you mean 'gpt-4'?)"],
    // A budget needs no tokenizer, only a known window.
    ['claude-opus-4', "fit: the context window of 'claude-opus-4' is not known; give a number of tokens"],
    ['text-davinci-003', "fit: the context window of 'text-davinci-003' is not known; give a number of tokens"],
    ['0', 'fit must be a positive number of tokens, or a model name'],
  ]) {
    const answer = await s.call('analyze', { fit });
    assert.is(answer.isError, true, fit);
    assert.is(textOf(answer), message);
  }
  // The session goes on.
  assert.ok(structured(await s.call('analyze', { model: 'gpt-4o' })).window);
});

/** analyze with `fit` (every row listed), checked to leave the counts as they are without it. */
async function fitted(args: Record<string, unknown>): Promise<Record<string, any>> {
  const { fit, ...rest } = args;
  const plain = structured(await s.call('analyze', { top: 100, ...rest }));
  const out = structured(await s.call('analyze', { top: 100, ...args }));
  const { fit: plan, ...counts } = out;
  assert.equal(counts, plain, `fit ${String(fit)} changed the counts`);
  return plan;
}

/** The CLI's plan, `fit` of `--fit <budget> --json`, its packed files as the tool lists them: the most shrunk first. */
const cliPlan = async (args: string[]): Promise<FitPlan> => asTool((await cliJson(args)).fit!);
const asTool = (plan: FitPlan): FitPlan => ({
  ...plan,
  packed: [...plan.packed].sort((a, b) => b.wholeTokens - b.tokens - (a.wholeTokens - a.tokens) || (a.path < b.path ? -1 : 1)),
});
/** Files whose text the digest holds, whole or in part. */
const withText = (plan: Record<string, any>) => plan.levels.whole + plan.levels['bodies elided'] + plan.levels.signatures;

test('mcp/models :: fit: plans equal to the CLI\'s --fit for budgets that keep every file whole, some, one file\'s text; the counts stay whole', async () => {
  const all = await fitted({ fit: '1M' });
  assert.equal(all, await cliPlan(['--fit', '1M', root]));
  assert.equal([all.leftOut, all.packed], [[], []]);
  assert.ok(all.fits);

  // Half the whole digest: the generated, vendored and fixture files go to path only first, then the largest.
  const half = Math.floor(all.digestTokens / 2);
  const some = await fitted({ fit: half });
  assert.equal(some, await cliPlan(['--fit', String(half), root]));
  assert.ok(some.fits && some.digestTokens <= half && some.levels['path only'] > 0 && withText(some) > 1, JSON.stringify(some.levels));

  // The smallest budget that keeps one file (found with the tool; the plan there is then the CLI's).
  let lo = 1;
  let hi = all.digestTokens;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (withText(await fitted({ fit: mid })) >= 1) hi = mid;
    else lo = mid + 1;
  }
  const one = await fitted({ fit: lo });
  assert.equal(one, await cliPlan(['--fit', String(lo), root]));
  assert.is(withText(one), 1);
  assert.not.ok([...one.leftOut, ...one.packed].some((f: { path: string }) => f.path === 'src/util.py'));
  const none = await fitted({ fit: lo - 1 });
  assert.is(withText(none), 0);

  // Compact: the first `top` files packed and left out, and how many more.
  const short = structured(await s.call('analyze', { fit: lo, top: 2 }));
  assert.equal(short.fit, { ...one, packed: one.packed.slice(0, 2), leftOut: one.leftOut.slice(0, 2) });
  assert.equal(short.unlisted, {
    folders: short.unlisted.folders, files: FILES - 2, languages: short.unlisted.languages,
    ...(one.packed.length > 2 && { packed: one.packed.length - 2 }), ...(one.leftOut.length > 2 && { leftOut: one.leftOut.length - 2 }),
  });
});

test('mcp/models :: fit: a model\'s window as the budget, counted with its tokenizer or another model\'s, in a subfolder', async () => {
  // The window's model counts (gpt-4: cl100k_base), as --fit gpt-4 does.
  const gpt4 = structured(await s.call('analyze', { top: 100, fit: 'gpt-4' }));
  assert.equal(gpt4.fit, await cliPlan(['--fit', 'gpt-4', root]));
  assert.equal([gpt4.encoding, gpt4.fit.budget, gpt4.fit.countedWith], ['cl100k_base', 8192, undefined]);
  // Claude publishes no tokenizer: the plan is the run's tokenizer's, and says so.
  const claude = await fitted({ fit: 'claude-opus-4-6' });
  assert.equal(claude, await cliPlan(['--fit', 'claude-opus-4-6', root]));
  assert.equal([claude.budget, claude.model, claude.countedWith], [1_000_000, 'claude-opus-4-6', 'o200k_base']);
  const llama = await fitted({ fit: 1500, model: 'llama-3' });
  assert.equal(llama, await cliPlan(['--fit', '1500', '--model', 'llama-3', root]));
  assert.ok(llama.packed.length + llama.leftOut.length > 0);
  const cli = await cliPlan(['--fit', '1000', join(root, 'src')]);
  const src = await fitted({ fit: 1000, path: 'src' });
  assert.equal(src, { ...cli, packed: cli.packed.map((f) => ({ ...f, path: `src/${f.path}` })), leftOut: cli.leftOut.map((f) => ({ ...f, path: `src/${f.path}` })) });
  assert.ok(src.packed.length + src.leftOut.length > 0);
});

test('mcp/models :: fit: a root configured to write GitIngest still gets its whole counts and the plan', async () => {
  const other = mkdtempSync(join(tmpdir(), 'analyzer-mcp-fit-'));
  // Not the root's cache: the session's own.
  cpSync(root, other, { recursive: true, filter: (path) => !path.endsWith('/.analyzer') });
  mkdirSync(join(other, '.analyzer'));
  writeFileSync(join(other, '.analyzer', 'config.json'), JSON.stringify({ output: { format: 'gitingest' } }));
  const t = await session({ root: realpathSync(other) });
  try {
    const out = structured(await t.call('analyze', { fit: 1000, top: 100 }));
    const { fit, ...counts } = out;
    assert.equal(counts, structured(await s.call('analyze', { top: 100 })));
    // The digest names its folder: the plan is this folder's.
    assert.equal(fit, await cliPlan(['--fit', '1000', other]));
    assert.ok(fit.packed.length + fit.leftOut.length > 0);
  } finally {
    await t.close();
    rmSync(other, { recursive: true, force: true });
  }
});

test('mcp/models :: a tokenizer.json the root\'s configuration names counts for the tools, as --tokenizer does; model wins over it', async () => {
  const { path } = tokenizerFiles('qwen3');
  const other = mkdtempSync(join(tmpdir(), 'analyzer-mcp-tokenizer-'));
  cpSync(root, other, { recursive: true, filter: (p) => !p.endsWith('/.analyzer') });
  mkdirSync(join(other, '.analyzer'));
  // Inside the project, as a project's configuration must name it; node_modules is not analysed.
  mkdirSync(join(other, 'node_modules', 'qwen3'), { recursive: true });
  cpSync(path, join(other, 'node_modules', 'qwen3', 'tokenizer.json'));
  writeFileSync(join(other, '.analyzer', 'config.json'), JSON.stringify({ analysis: { tokenizer: 'node_modules/qwen3/tokenizer.json' } }));
  const t = await session({ root: realpathSync(other) });
  try {
    const json = await cliJson(['--tokenizer', path, other]);
    const out = structured(await t.call('analyze'));
    assert.match(json.encoding!, /^file:tokenizer\.json@[0-9a-f]{64}$/);
    assert.is(out.encoding, json.encoding);
    assert.is(out.totalTokens, json.totalTokens);
    assert.is(out.window, undefined);
    const text = structured(await t.call('count_tokens', { text: TREE['README.md'] }));
    assert.equal(text, { encoding: json.encoding, tokens: json.files.find((f) => f.path === 'README.md')!.tokens, textTokens: text.tokens });
    const llama = structured(await t.call('analyze', { model: 'llama-3' }));
    assert.is(llama.encoding, 'llama-3');
    assert.is(llama.totalTokens, (await cliJson(['--model', 'llama-3', other])).totalTokens);
  } finally {
    await t.close();
    rmSync(other, { recursive: true, force: true });
  }
});

test.run();
