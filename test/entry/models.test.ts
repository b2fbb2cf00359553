import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze, resetConfig, serve } from '../../src/entry/index.js';
import { fixture, reference, spawnCli, tempTree } from '../_helpers/index.js';
import { monorepo } from '../_helpers/monorepo.js';
import { hfReference, tokenizerFiles } from '../_helpers/hf.js';

const test = suite('models');

const project = fixture('project');
const json = async (args: string[], cwd?: string, fitLines = false) => {
  const run = await spawnCli([...args, '--no-cache'], cwd ? { cwd } : {});
  // --fit tells its plan on stderr.
  if (!fitLines) assert.is(run.stderr, '', args.join(' '));
  assert.is(run.code, 0);
  return JSON.parse(run.stdout);
};

test('models :: --model takes the model tokenizers and the names people type; results name the tokenizer', async () => {
  const cases: [string, string][] = [
    ['llama-3', 'llama-3'], ['llama3', 'llama-3'], ['llama-3.1', 'llama-3'], ['llama-3.3-70b', 'llama-3'], ['qwen3', 'qwen3'], ['qwen-3', 'qwen3'],
    ['deepseek-v3', 'deepseek-v3'], ['deepseek-r1', 'deepseek-v3'], ['gemma-3', 'gemma-3'], ['gpt-oss', 'o200k_harmony'], ['gpt-oss-120b', 'o200k_harmony'],
  ];
  for (const [model, encoding] of cases) {
    const result = await json([project, '--model', model]);
    assert.is(result.encoding, encoding, model);
    for (const file of result.files) {
      const text = readFileSync(join(project, file.path), 'utf8');
      if (file.language === 'markdown' && encoding !== 'o200k_harmony') assert.is(file.tokens, hfReference(text, encoding), `${model} ${file.path}`);
    }
  }
  // gpt-oss's o200k_harmony counts text as o200k_base does.
  assert.equal((await json([project, '--model', 'gpt-oss'])).files, (await json([project])).files);
  // The same tokenizer by --encoding.
  assert.equal((await json([project, '--encoding', 'gemma-3'])).files, (await json([project, '--model', 'gemma-3'])).files);
});

test('models :: Claude, Gemini and unknown models are refused with what to do instead (exit 2)', async () => {
  const cases: [string, RegExp][] = [
    ['claude-3-5-sonnet', /^analyzer: no exact count for 'claude-3-5-sonnet': Anthropic publishes no tokenizer for Claude 3 and later models; to approximate, count with another model's tokenizer \(--model gpt-4o or --model llama-3\)/],
    ['gemini-2.5-pro', /^analyzer: no exact count for 'gemini-2.5-pro': Google publishes no Gemini tokenizer file; .* --model gemma-3 comes closest\n$/],
    // Each Gemini generation gets what Google's Gen AI SDK counts it with offline.
    ['gemini-3-flash-preview', /^analyzer: no exact count for 'gemini-3-flash-preview': Google publishes no Gemini tokenizer file; its Gen AI SDK counts Gemini 2.0, 2.5 and the Gemini 3 previews locally with Gemma 3's vocabulary, so --model gemma-3 comes closest\n$/],
    ['gemini-3.1-pro-preview', /^analyzer: no exact count for 'gemini-3.1-pro-preview': Google publishes no Gemini tokenizer file; its Gen AI SDK counts Gemini 3.1 and 3.5 locally with Gemma 4's tokenizer \(google\/gemma-4-E4B-it\), which this tool does not ship; to count with it, give Gemma 4's tokenizer.json as --tokenizer\n$/],
    ['gemini-3.5-flash', /^analyzer: no exact count for 'gemini-3.5-flash': .* with Gemma 4's tokenizer/],
    ['gemini-1.5-pro', /^analyzer: no exact count for 'gemini-1.5-pro': Google publishes no Gemini tokenizer file; its Gen AI SDK counted Gemini 1.0 and 1.5 locally with Gemma 2's vocabulary \(later releases dropped them\), which this tool does not ship; to count with it, give Gemma 2's tokenizer.json as --tokenizer\n$/],
    ['gemini-3.8-flash', /^analyzer: no exact count for 'gemini-3.8-flash': Google publishes no Gemini tokenizer file; its Gen AI SDK names no local tokenizer for this model\n$/],
    ['lama-3', /^analyzer: unknown model 'lama-3' \(did you mean 'llama-3'\?\); give an --encoding or a --tokenizer file instead\n$/],
    ['qwen4', /^analyzer: unknown model 'qwen4' \(did you mean 'qwen3'\?\)/],
  ];
  for (const [model, message] of cases) {
    const run = await spawnCli([project, '--model', model]);
    assert.is(run.code, 2, model);
    assert.match(run.stderr, message);
    assert.is(run.stdout, '');
  }
  const both = await spawnCli([project, '--model', 'llama-3', '--tokenizer', 'x.json']);
  assert.is(both.stderr, 'analyzer: --tokenizer counts alone: give --tokenizer or --model, not both\n');
});

const grouped = (n: number) => n.toLocaleString('en-US');

test('models :: --fit <model> counts with that model\'s tokenizer unless --model, --encoding or --tokenizer says otherwise; the digest fits by that count', async () => {
  // About 60,000 tokens: more than qwen3's window.
  const { dir, cleanup } = tempTree(monorepo({ packages: 1 }));
  try {
    const window = 32_768;
    const digest = await spawnCli([dir, '--gitingest', '--fit', 'qwen3', '--no-cache']);
    assert.is(digest.code, 0, digest.stderr);
    const plan = await json([dir, '--json', '--fit', 'qwen3'], undefined, true);
    assert.is(plan.encoding, 'qwen3');
    assert.not.ok('countedWith' in plan.fit);
    const tokens = hfReference(digest.stdout, 'qwen3');
    assert.ok(tokens <= window, `${tokens} qwen3 tokens`);
    assert.is(plan.fit.digestTokens, tokens);
    assert.match(digest.stdout, `\nTokenizer: qwen3\nPacked to fit qwen3's 32,768-token window: ${grouped(plan.fit.packed.length)} files as path only (no text)\n`);
    assert.match(digest.stderr, `analyzer: fit: packed ${grouped(plan.fit.packed.length)} files as path only (no text) to fit qwen3's 32,768-token window (digest: ${grouped(tokens)} tokens`);
    // Another tokenizer chosen: its count, and every output says whose it is.
    const other = await spawnCli([dir, '--gitingest', '--fit', 'qwen3', '--encoding', 'cl100k_base', '--no-cache']);
    const otherPlan = await json([dir, '--json', '--fit', 'qwen3', '--encoding', 'cl100k_base'], undefined, true);
    assert.equal([otherPlan.encoding, otherPlan.fit.countedWith, otherPlan.fit.digestTokens], ['cl100k_base', 'cl100k_base', reference(other.stdout, 'cl100k_base')]);
    assert.ok(otherPlan.fit.digestTokens <= window);
    assert.match(other.stdout, "\nTokenizer: cl100k_base\nPacked to fit qwen3's 32,768-token window (counted with cl100k_base, not with qwen3's tokenizer): ");
    assert.match(other.stderr, "to fit qwen3's 32,768-token window (counted with cl100k_base, not with qwen3's tokenizer) (digest: ");
    assert.is((await json([dir, '--json', '--fit', 'qwen3', '--model', 'llama-3'], undefined, true)).fit.countedWith, 'llama-3');
    // An OpenAI model's window counts with its encoding: gpt-4's is cl100k_base.
    assert.is((await json([dir, '--json', '--fit', 'gpt-4'], undefined, true)).encoding, 'cl100k_base');
  } finally {
    cleanup();
  }
});

test('models :: --fit claude-* and gemini-* take the model\'s window, counted with the run\'s tokenizer and saying so; an unknown window is refused', async () => {
  // About 230,000 tokens: more than Claude Sonnet 4.5's window.
  const { dir, cleanup } = tempTree(monorepo({ packages: 4 }));
  try {
    const digest = await spawnCli([dir, '--gitingest', '--fit', 'claude-sonnet-4-5-20250929', '--no-cache']);
    assert.is(digest.code, 0, digest.stderr);
    const tokens = reference(digest.stdout);
    assert.ok(tokens <= 200_000, `${tokens} tokens`);
    assert.match(digest.stdout, "\nTokenizer: o200k_base\nPacked to fit claude-sonnet-4-5-20250929's 200,000-token window (counted with o200k_base, not with claude-sonnet-4-5-20250929's tokenizer): ");
    assert.match(digest.stderr, `to fit claude-sonnet-4-5-20250929's 200,000-token window (counted with o200k_base, not with claude-sonnet-4-5-20250929's tokenizer) (digest: ${grouped(tokens)} tokens`);
    const claude = (await json([dir, '--json', '--fit', 'claude-sonnet-4-5-20250929'], undefined, true)).fit;
    assert.equal([claude.budget, claude.model, claude.countedWith, claude.digestTokens], [200_000, 'claude-sonnet-4-5-20250929', 'o200k_base', tokens]);
    const gemini = await json([dir, '--json', '--fit', 'gemini-2.5-pro', '--model', 'gemma-3'], undefined, true);
    assert.equal([gemini.fit.budget, gemini.fit.model, gemini.fit.countedWith, gemini.fit.leftOut], [1_048_576, 'gemini-2.5-pro', 'gemma-3', []]);
    assert.is((await json([dir, '--json', '--fit', 'claude-opus-4-6'], undefined, true)).fit.budget, 1_000_000);
    for (const name of ['claude-3-opus-20240229', 'claude-opus-5-7', 'gemini-1.5-pro']) {
      const refused = await spawnCli([dir, '--fit', name]);
      assert.is(refused.code, 2, name);
      assert.is(refused.stderr, `analyzer: fit: the context window of '${name}' is not known; give a number of tokens\n`);
    }
  } finally {
    cleanup();
  }
});

test('models :: --tokenizer counts with a real tokenizer.json, named by its content', async () => {
  const { path } = tokenizerFiles('qwen3');
  const byFile = await json([project, '--tokenizer', path]);
  assert.match(byFile.encoding, /^file:tokenizer\.json@[0-9a-f]{64}$/);
  assert.equal(byFile.files, (await json([project, '--model', 'qwen3'])).files);
  // Another file (here the same one changed) is another tokenizer: another name, so never another's cached counts.
  const { dir, cleanup } = tempTree();
  try {
    const copy = tokenizerFiles('qwen3').json as { model: { merges: unknown[] } };
    copy.model.merges = copy.model.merges.slice(0, 1000);
    writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(copy));
    const changed = await analyze({ path: project, tokenizer: join(dir, 'tokenizer.json'), cache: { directory: join(dir, 'cache') } });
    assert.ok(changed.encoding !== byFile.encoding && changed.encoding.startsWith('file:tokenizer.json@'));
    assert.ok(changed.totalTokens > byFile.totalTokens, `${changed.totalTokens} with fewer merges`);
  } finally {
    cleanup();
  }
});

test('models :: a tokenizer file that cannot be used: exit 2 naming it and what is wrong; exit 3 from the configuration', async () => {
  const cases: [string, string][] = [
    ['wordpiece.json', 'a WordPiece tokenizer; only BPE tokenizers (byte-level, or SentencePiece-style with byte fallback) are supported'],
    ['unigram.json', 'a Unigram tokenizer; only BPE tokenizers (byte-level, or SentencePiece-style with byte fallback) are supported'],
    ['package.json', 'not a tokenizer.json (no "model" object)'],
    ['not-json.txt', 'not a tokenizer.json (not JSON)'],
    ['whitespace-split.json', 'the Whitespace pre-tokenizer is not supported'],
  ];
  for (const [name, why] of cases) {
    const file = join('fixtures', 'tokenizers', name);
    const run = await spawnCli([project, '--tokenizer', file]);
    assert.is(run.code, 2, name);
    assert.is(run.stderr, `analyzer: cannot count with tokenizer file '${file}': ${why}\n`);
  }
  const missing = await spawnCli([project, '--tokenizer', 'no/such.json']);
  assert.is(missing.stderr, "analyzer: cannot read tokenizer file 'no/such.json': no such file\n");
  assert.is(missing.code, 2);
  // A project's configuration names a file inside the project (test/entry/hostile.test.ts: not outside it).
  const { dir, cleanup } = tempTree({
    '.analyzer/config.json': JSON.stringify({ analysis: { tokenizer: 'unigram.json' } }),
    'unigram.json': readFileSync(fixture('tokenizers', 'unigram.json')),
    'a.txt': 'hello\n',
  });
  try {
    const run = await spawnCli(['.'], { cwd: dir });
    assert.is(run.code, 3);
    assert.is(run.stderr, `analyzer: analysis.tokenizer: cannot count with tokenizer file '${join(dir, 'unigram.json')}': a Unigram tokenizer; only BPE tokenizers (byte-level, or SentencePiece-style with byte fallback) are supported\n`);
    writeFileSync(join(dir, '.analyzer', 'config.json'), JSON.stringify({ analysis: { model: 'claude-sonnet-4' } }));
    const claude = await spawnCli(['.'], { cwd: dir });
    assert.is(claude.code, 3);
    assert.match(claude.stderr, /^analyzer: analysis\.model: no exact count for 'claude-sonnet-4'/);
    writeFileSync(join(dir, '.analyzer', 'config.json'), JSON.stringify({ analysis: { model: 'llama-3' } }));
    assert.is((await json(['.'], dir)).encoding, 'llama-3');
    // Given flags win over the configuration as a whole.
    assert.is((await json(['.', '--encoding', 'cl100k_base'], dir)).encoding, 'cl100k_base');
  } finally {
    cleanup();
  }
});

test('models :: Markdown and the library say how much of the chosen model\'s window the text fills', async () => {
  const run = await spawnCli([project, '--model', 'gpt-4o', '--markdown', '--no-cache']);
  const total = (await analyze({ path: project, cache: false })).totalTokens;
  assert.match(run.stdout, `\n| Tokenizer | \`o200k_base\` |\n\nThe analysed text fills ${((total * 100) / 128000).toFixed(1)}% of gpt-4o's 128,000-token window.\n\n## Top`);
  const none = await spawnCli([project, '--markdown', '--no-cache']);
  assert.not.match(none.stdout, 'window');
  const html = await spawnCli([project, '--model', 'llama-3.1', '--html', '--no-cache']);
  assert.match(html.stdout, '"window":{"model":"llama-3.1","tokens":131072}');
});

test("models :: a project's analysis.tokenizer is relative to its project folder, wherever the run starts (serve --root, the library)", async () => {
  const { dir, cleanup } = tempTree({
    '.analyzer/config.json': JSON.stringify({ analysis: { tokenizer: 'tok/tokenizer.json' } }),
    'tok/tokenizer.json': readFileSync(tokenizerFiles('llama-3').path),
    'a.py': 'def greet(name):\n    return f"hello {name}"\n',
  });
  try {
    // Started elsewhere: the CLI's -p reads no configuration of the folder, a server's root does.
    const server = await serve({ port: 0, root: dir });
    try {
      const answer = await (await fetch(`${server.url}api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ include: ['a.py'] }) })).json();
      assert.ok(answer.success, JSON.stringify(answer));
      assert.match(answer.data.encoding, /^file:tokenizer\.json@[0-9a-f]{64}$/);
      const llama = await analyze({ path: dir, include: ['a.py'], model: 'llama-3', cache: false });
      assert.is(answer.data.totalTokens, llama.totalTokens);
    } finally {
      await server.stop();
    }
  } finally {
    // serve() loaded the folder's configuration into this process: the suites after this one must not see it.
    resetConfig();
    cleanup();
  }
});

test.run();
