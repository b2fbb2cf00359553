import { mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { decode } from '@toon-format/toon';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isTempName } from '../../src/util/atomic.js';
import type { AnalysisResult, FileResult } from '../../src/results.js';
import { git, reference, spawnCli, tempTree } from '../_helpers/index.js';
import { XDG, bigTree, cancelledCall, exited, session, textOf, type Session } from './_session.js';

// `analyzer mcp` as a client sees it: the SDK's own Client over stdio, every number checked
// against the CLI's JSON for the same tree.
const test = suite('mcp');

const TREE = {
  'README.md': '# Demo\n\nA small tree for the MCP tools.\n',
  'src/queue.ts': 'export class Queue {\n  // the items\n  private items: number[] = [];\n  push(x: number): void {\n    this.items.push(x);\n  }\n  pop(): number | undefined {\n    return this.items.shift();\n  }\n}\n',
  'src/cli.ts': "import { Queue } from './queue';\n\nexport function main(args: string[]): number {\n  const q = new Queue();\n  for (const a of args) q.push(Number(a));\n  return q.pop() ?? 0;\n}\n",
  'src/lib/parse.py': '# parse things\ndef parse(text):\n    """Split a line."""\n    return text.split(",")\n\n\ndef twice(x):\n    return 2 * x\n',
  'src/lib/empty.txt': '',
  'docs/guide.md': '# Guide\n\nRun `demo 1 2 3`.\n',
  'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
};

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

async function cliJson(args: string[]): Promise<AnalysisResult> {
  const run = await spawnCli(['--cli', '--json', '--no-cache', ...args], { env: { XDG_CONFIG_HOME: XDG } });
  assert.is(run.code, 0, run.stderr);
  return JSON.parse(run.stdout);
}

function structured(answer: CallToolResult): Record<string, any> {
  assert.not.ok(answer.isError, textOf(answer));
  return answer.structuredContent as Record<string, any>;
}

function byTokens(a: { tokens: number; path?: string }, b: { tokens: number; path?: string }): number {
  return b.tokens - a.tokens || ((a.path ?? '') < (b.path ?? '') ? -1 : 1);
}

/** The sums of the CLI's files under each of `folders` (`''`: the files directly in the analysed folder), biggest first. */
function folderSums(files: FileResult[], folders: string[], prefix = '') {
  const under = (dir: string) => files.filter((f) => (dir === '' ? !f.path.includes('/') : f.path.startsWith(dir)));
  return folders
    .map((dir) => {
      const inside = under(dir);
      return { path: dir === '' ? '(top-level files)' : prefix + dir, tokens: sum(inside, 'tokens'), lines: sum(inside, 'lines'), files: inside.length };
    })
    .sort(byTokens);
}

function sum(files: FileResult[], key: 'tokens' | 'lines'): number {
  return files.reduce((n, f) => n + f[key], 0);
}

function languages(files: FileResult[]) {
  const names = [...new Set(files.map((f) => f.language))];
  return names
    .map((language) => {
      const of = files.filter((f) => f.language === language);
      return { language, tokens: sum(of, 'tokens'), lines: sum(of, 'lines'), files: of.length };
    })
    .sort((a, b) => b.tokens - a.tokens || (a.language < b.language ? -1 : 1));
}

test('mcp :: tools/list: analyze, count_tokens, diff and check, each with an input schema, an output schema, a description saying how big its answer is, and read-only hints', async () => {
  const { tools } = await s.client.listTools();
  assert.equal(tools.map((t) => t.name), ['analyze', 'count_tokens', 'diff', 'check']);
  const [analyze, count, diff, check] = tools as Tool[];
  assert.equal(Object.keys(analyze.inputSchema.properties!), ['path', 'include', 'exclude', 'methodLevel', 'includeComments', 'model', 'fit', 'compress', 'top', 'gitDiff', 'gitCached', 'gitBranch', 'gitAuthor']);
  assert.equal(Object.keys(count.inputSchema.properties!), ['text', 'paths', 'model', 'includeComments']);
  assert.equal(Object.keys(diff.inputSchema.properties!), ['base', 'head', 'cached', 'path', 'methodLevel', 'include', 'exclude', 'includeComments', 'model', 'top']);
  assert.equal(diff.inputSchema.required, ['base']);
  assert.equal(Object.keys(check.inputSchema.properties!), ['path', 'maxTokens', 'budgets', 'base', 'include', 'exclude', 'includeComments', 'model']);
  assert.equal((check.inputSchema.properties!.budgets as any).items.additionalProperties, false);
  for (const tool of tools) {
    assert.is((tool.inputSchema as any).additionalProperties, false);
    assert.is(tool.outputSchema!.type, 'object');
    assert.is(tool.annotations!.readOnlyHint, true);
    assert.match(tool.description!, /tokens each|tokens at the defaults|about 100 tokens, plus/);
    // Every model name `model` takes, and why Claude has none.
    const model = (tool.inputSchema.properties!.model as { description: string }).description;
    for (const name of ['gpt-4o', 'llama-3', 'qwen3', 'deepseek-v3', 'gemma-3', 'gpt-oss']) assert.ok(new RegExp(`[ (]${name}[,;]`).test(model), `${tool.name}: ${name}`);
    assert.match(model, 'claude-* is refused: Anthropic publishes no tokenizer for Claude 3 and later');
    assert.is(model.includes('context window'), tool.name === 'analyze' || tool.name === 'count_tokens', tool.name);
  }
  assert.match((analyze.inputSchema.properties!.fit as { description: string }).description, 'Use it to decide what to read or pack within a context window.');
  assert.equal((analyze.outputSchema as any).required, ['path', 'totalTokens', 'totalFiles', 'totalLines', 'folders', 'files', 'languages']);
  assert.equal((count.outputSchema as any).required, ['encoding', 'tokens']);
  assert.equal((diff.outputSchema as any).required, ['path', 'base', 'head', 'encoding', 'totals', 'changed', 'files']);
  assert.equal((check.outputSchema as any).required, ['path', 'ok', 'encoding', 'totals', 'breaches', 'held']);
  assert.equal(s.errors, []);
});

test('mcp :: the input schemas are the rule: what they refuse is a tool error, what they accept is answered', async () => {
  const { tools } = await s.client.listTools();
  const validator = new AjvJsonSchemaValidator();
  const cases: [string, Record<string, unknown>][] = [
    ['analyze', {}],
    ['analyze', { top: 0 }],
    ['analyze', { top: 101 }],
    ['analyze', { top: 2.5 }],
    ['analyze', { top: '3' }],
    ['analyze', { methodLevel: 'yes' }],
    ['analyze', { include: 'src' }],
    ['analyze', { include: [''] }],
    ['analyze', { include: ['x'.repeat(1001)] }],
    ['analyze', { exclude: Array.from({ length: 101 }, (_, i) => `*.${i}`) }],
    ['analyze', { exclude: Array.from({ length: 100 }, (_, i) => `*.${i}`) }],
    ['analyze', { path: '' }],
    ['analyze', { pth: 'src' }],
    ['analyze', { fit: 0 }],
    ['analyze', { fit: '' }],
    ['analyze', { fit: 2.5 }],
    ['analyze', { fit: true }],
    ['analyze', { fit: 500 }],
    ['analyze', { fit: '200k' }],
    ['analyze', { model: '' }],
    ['analyze', { compress: 'yes' }],
    ['analyze', { compress: true, fit: '20k' }],
    ['count_tokens', {}],
    ['count_tokens', { model: 'gpt-4o', includeComments: false }],
    ['count_tokens', { text: '' }],
    ['count_tokens', { paths: [] }],
    ['count_tokens', { paths: [7] }],
    ['count_tokens', { text: 'x', includeComments: 1 }],
    ['count_tokens', { txt: 'x' }],
    ['diff', {}],
    ['diff', { base: '' }],
    ['diff', { base: 'main', cached: 'yes' }],
    ['diff', { base: 'main', top: -1 }],
    ['diff', { base: 'main', exclude: [3] }],
    ['check', { maxTokens: 1.5 }],
    ['check', { maxTokens: true }],
    ['check', { maxTokens: '' }],
    ['check', { budgets: 'big' }],
    ['check', { budgets: Array.from({ length: 101 }, () => ({ maxTokens: 1 })) }],
    ['check', { maxTokens: 100 }],
    ['check', { maxTokens: '1.5M', budgets: [{ path: 'src/**', maxFileTokens: 800 }, { maxMethodTokens: '2k' }] }],
  ];
  for (const [name, args] of cases) {
    const valid = validator.getValidator(tools.find((t) => t.name === name)!.inputSchema as never)(args).valid;
    const answer = await s.call(name, args);
    // This tree is no repository: a diff its arguments let through fails there, after every check of them.
    const refused = answer.isError === true && !(name === 'diff' && /^not a git repository/.test(textOf(answer)));
    assert.is(refused, !valid, `${name} ${JSON.stringify(args).slice(0, 80)}: ${textOf(answer)}`);
  }
});

test('mcp :: the schemas are portable: Ajv\'s strict mode compiles them (2020-12 and draft-07), one type per schema, no anyOf, oneOf or allOf at the top level; count_tokens\'s says text or paths is required', async () => {
  const { tools } = await s.client.listTools();
  const strays: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray((node as { type?: unknown }).type)) strays.push(`${at}: type ${JSON.stringify((node as { type: unknown }).type)}`);
    for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
  };
  for (const tool of tools) {
    for (const [kind, schema] of [['input', tool.inputSchema], ['output', tool.outputSchema]] as const) {
      walk(schema, `${tool.name} ${kind}`);
      for (const combinator of ['anyOf', 'oneOf', 'allOf']) assert.not.ok(combinator in schema!, `${tool.name} ${kind}: ${combinator} at the top level`);
      for (const strict of [new Ajv2020({ strict: true }), new Ajv({ strict: true })]) strict.compile(schema!);
    }
  }
  assert.equal(strays, []);
  const count = new Ajv2020({ strict: true }).compile(tools.find((t) => t.name === 'count_tokens')!.inputSchema);
  assert.equal([{}, { model: 'gpt-4o' }, { text: '' }, { paths: [] }, { text: 'a', paths: ['b'] }].map((args) => count(args)), [false, false, true, true, true]);
  assert.equal(textOf(await s.call('count_tokens', { includeComments: true })), 'give text, paths or both');
});

test('mcp :: analyze: the CLI\'s totals, the biggest files, folders and languages; the text is the same object in TOON', async () => {
  const cli = await cliJson([root]);
  const answer = await s.call('analyze');
  const out = structured(answer);
  assert.equal(out, {
    path: '.',
    totalTokens: cli.totalTokens,
    totalFiles: cli.totalFiles,
    totalLines: cli.totalLines,
    encoding: 'o200k_base',
    includeComments: false,
    skipped: { binary: 1 },
    // src/ holds more than half of the tokens: its subfolder is listed too.
    folders: folderSums(cli.files, ['src/', 'src/lib/', 'docs/', '']),
    files: [...cli.files].sort(byTokens).map(({ path, tokens, lines }) => ({ path, tokens, lines })),
    languages: languages(cli.files),
  });
  assert.equal(decode(textOf(answer)), out);
  assert.ok(cli.totalTokens > 0 && cli.files.length === 6);
});

test('mcp :: analyze: a subfolder, globs, methods and top, paths relative to the root; as the CLI counts them', async () => {
  const cli = await cliJson(['--method-level', '--exclude', '*.txt', join(root, 'src')]);
  const out = structured(await s.call('analyze', { path: 'src', exclude: ['*.txt'], methodLevel: true, top: 2 }));
  const methods = cli.files.flatMap((f) => f.methods!).sort((a, b) => b.tokens - a.tokens);
  assert.equal(out, {
    path: 'src',
    totalTokens: cli.totalTokens,
    totalFiles: 3,
    totalLines: cli.totalLines,
    totalMethods: methods.length,
    encoding: 'o200k_base',
    includeComments: false,
    folders: folderSums(cli.files, ['lib/', ''], 'src/').slice(0, 2),
    files: [...cli.files].sort(byTokens).slice(0, 2).map(({ path, tokens, lines }) => ({ path: `src/${path}`, tokens, lines })),
    languages: languages(cli.files).slice(0, 2),
    methods: methods.slice(0, 2).map(({ name, file, line, tokens, lines }) => ({ name, file: `src/${file}`, line, tokens, lines })),
    unlisted: { files: 1, methods: methods.length - 2 },
  });
  assert.ok(methods.length >= 5);
});

test('mcp :: analyze: model and includeComments count as --model and --include-comments do', async () => {
  const cli = await cliJson(['--model', 'gpt-4', '--include-comments', root]);
  const out = structured(await s.call('analyze', { model: 'gpt-4', includeComments: true }));
  assert.is(out.encoding, 'cl100k_base');
  assert.is(out.includeComments, true);
  assert.is(out.totalTokens, cli.totalTokens);
  const unknown = await s.call('analyze', { model: 'gpt-4x' });
  assert.is(unknown.isError, true);
  assert.is(textOf(unknown), "unknown model 'gpt-4x' (did you mean 'gpt-4'?)");
});

test('mcp :: count_tokens: a text as tiktoken counts it; files as the CLI counts them, whole or without comments; binary files skipped', async () => {
  const text = 'Hello <|endoftext|> world, 1234567 tokens\n';
  const both = structured(await s.call('count_tokens', { text, paths: ['src/queue.ts', 'src/lib/parse.py', 'assets/logo.png'] }));
  const whole = await cliJson(['--include-comments', root]);
  const of = (result: AnalysisResult, path: string) => result.files.find((f) => f.path === path)!;
  assert.equal(both, {
    encoding: 'o200k_base',
    tokens: reference(text) + of(whole, 'src/queue.ts').tokens + of(whole, 'src/lib/parse.py').tokens,
    textTokens: reference(text),
    files: [
      { path: 'src/queue.ts', tokens: of(whole, 'src/queue.ts').tokens, lines: 10 },
      { path: 'src/lib/parse.py', tokens: of(whole, 'src/lib/parse.py').tokens, lines: 8 },
    ],
    skipped: [{ path: 'assets/logo.png', reason: 'binary' }],
  });
  const code = structured(await s.call('count_tokens', { paths: [join(root, 'src/queue.ts')], includeComments: false, model: 'gpt-3.5-turbo' }));
  const cl100k = await cliJson(['--model', 'gpt-3.5-turbo', root]);
  assert.equal(code.files, [{ path: join(root, 'src/queue.ts'), tokens: of(cl100k, 'src/queue.ts').tokens, lines: 10 }]);
  assert.is(code.encoding, 'cl100k_base');
  // The comment counts in the whole file, not without comments.
  assert.ok(of(await cliJson(['--model', 'gpt-3.5-turbo', '--include-comments', root]), 'src/queue.ts').tokens > code.tokens);
  assert.is(textOf(await s.call('count_tokens', { text: 'hi there' })), `encoding: o200k_base\ntokens: ${reference('hi there')}\ntextTokens: ${reference('hi there')}`);
  for (const [args, message] of [
    [{}, 'give text, paths or both'],
    [{ paths: ['src'] }, "'src' is a folder: count_tokens counts files (analyze counts folders)"],
    [{ paths: ['src/nothing.ts'] }, `no such file: src/nothing.ts\nENOENT: no such file or directory, realpath '${root}/src/nothing.ts'`],
  ] as const) {
    const answer = await s.call('count_tokens', args);
    assert.is(answer.isError, true);
    assert.is(textOf(answer), message);
  }
});

test('mcp :: confinement: paths outside the root, symlinks leading out and absolute paths elsewhere are tool errors; the session goes on', async () => {
  const outside = mkdtempSync(join(tmpdir(), 'analyzer-outside-'));
  writeFileSync(join(outside, 'secret.ts'), 'export const secret = 1;\n');
  symlinkSync(outside, join(root, 'out'));
  symlinkSync(join(outside, 'secret.ts'), join(root, 'secret.ts'));
  try {
    const refused = `is outside the root ${root}: give a path relative to it`;
    for (const [tool, args, message] of [
      ['analyze', { path: '..' }, `'..' ${refused}`],
      ['analyze', { path: 'src/../..' }, `'src/../..' ${refused}`],
      ['analyze', { path: 'out' }, `'out' ${refused}`],
      ['analyze', { path: 'out/.' }, `'out/.' ${refused}`],
      ['analyze', { path: outside }, `'${outside}' is outside the root ${root}: give a path relative to the root, or inside it`],
      ['count_tokens', { paths: ['secret.ts'] }, `'secret.ts' ${refused}`],
      ['count_tokens', { paths: ['src/queue.ts', '../x.ts'] }, `'../x.ts' ${refused}`],
      ['count_tokens', { paths: [join(outside, 'secret.ts')] }, `'${join(outside, 'secret.ts')}' is outside the root ${root}: give a path relative to the root, or inside it`],
    ] as const) {
      const answer = await s.call(tool, args);
      assert.is(answer.isError, true, JSON.stringify(args));
      assert.is(textOf(answer), message);
    }
    // An absolute path inside the root is the same folder as its relative path.
    const inside = structured(await s.call('analyze', { path: join(root, 'src') }));
    assert.is(inside.path, 'src');
    assert.is(inside.totalFiles, 4);
    assert.equal(s.errors, []);
  } finally {
    rmSync(join(root, 'out'));
    rmSync(join(root, 'secret.ts'));
    rmSync(outside, { recursive: true, force: true });
  }
});

test('mcp :: git filters as the CLI applies them; a ref starting with - and an unknown ref are tool errors', async () => {
  const repo = tempTree({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 2;\n', 'c.py': 'c = 3\n' });
  const repoRoot = realpathSync(repo.dir);
  const r = await session({ root: repoRoot });
  try {
    git(repoRoot, 'init', '-q', '-b', 'main');
    git(repoRoot, 'add', '.');
    git(repoRoot, 'commit', '-q', '-m', 'one');
    writeFileSync(join(repoRoot, 'b.ts'), 'export const b = 2;\nexport const bb = 22;\n');
    writeFileSync(join(repoRoot, 'd.ts'), 'export const d = 4;\n');
    const cli = await cliJson(['--git-diff', 'HEAD', repoRoot]);
    const out = structured(await r.call('analyze', { gitDiff: 'HEAD' }));
    assert.equal([out.totalFiles, out.totalTokens, out.totalLines], [2, cli.totalTokens, cli.totalLines]);
    assert.equal(out.files.map((f: FileResult) => f.path).sort(), ['b.ts', 'd.ts']);
    for (const [args, message] of [
      [{ gitDiff: '--output=/tmp/x' }, "invalid git ref '--output=/tmp/x': it cannot start with '-'"],
      [{ gitBranch: '-main' }, "invalid git branch '-main': it cannot start with '-'"],
      [{ gitAuthor: '--all' }, "invalid git author '--all': it cannot start with '-'"],
    ] as const) {
      const answer = await r.call('analyze', args);
      assert.is(answer.isError, true);
      assert.is(textOf(answer), message);
    }
    const unknown = await r.call('analyze', { gitDiff: 'no-such-ref' });
    assert.is(unknown.isError, true);
    assert.match(textOf(unknown), /no-such-ref/);
    assert.is(structured(await r.call('analyze')).totalFiles, 4);
  } finally {
    await r.close();
    repo.cleanup();
  }
});

test('mcp :: a repeated analyze sees an edit; an include that matches nothing is a warning in the answer and on stderr, never on stdout', async () => {
  const first = structured(await s.call('analyze', { path: 'docs' }));
  writeFileSync(join(root, 'docs', 'guide.md'), '# Guide\n\nRun `demo 1 2 3` and then more words.\n');
  const cli = await cliJson([join(root, 'docs')]);
  const again = structured(await s.call('analyze', { path: 'docs' }));
  assert.is(again.totalTokens, cli.totalTokens);
  assert.is.not(again.totalTokens, first.totalTokens);
  const none = structured(await s.call('analyze', { include: ['*.rs'] }));
  assert.is(none.totalFiles, 0);
  assert.equal(none.warnings, ["no file matches the include pattern '*.rs'"]);
  assert.match(s.stderr(), "analyzer: warning: no file matches the include pattern '*.rs'\n");
  assert.equal(s.errors, []);
});

test('mcp :: an unknown tool is a protocol error; the session goes on', async () => {
  try {
    await s.call('analyse');
    assert.unreachable('an unknown tool was answered');
  } catch (err) {
    assert.match((err as Error).message, "unknown tool 'analyse' (did you mean 'analyze'?); the tools are analyze, count_tokens, diff, check");
  }
  assert.is(structured(await s.call('count_tokens', { text: 'ok' })).tokens, 1);
});

test('mcp :: the client\'s roots replace --root; relative paths lie in the first; a change of roots is followed', async () => {
  const a = tempTree({ 'x.ts': 'export const x = 1;\n' });
  const b = tempTree({ 'y.py': 'y = 2\n', 'z.py': 'z = 3\n' });
  const [ra, rb] = [realpathSync(a.dir), realpathSync(b.dir)];
  const r = await session({ root, roots: [ra] });
  try {
    assert.is(structured(await r.call('analyze')).totalFiles, 1);
    // --root is not a root any more.
    const refused = await r.call('analyze', { path: join(root, 'src') });
    assert.is(refused.isError, true);
    assert.is(textOf(refused), `'${join(root, 'src')}' is outside the root ${ra}: give a path relative to the root, or inside it`);
    await r.setRoots([rb, ra]);
    // The server asks for the list again when told of the change; its next calls wait for it.
    let files = 0;
    for (let i = 0; i < 50 && files !== 2; i++) {
      files = structured(await r.call('analyze')).totalFiles;
      if (files !== 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.is(files, 2);
    // With two roots, the answer names the one its paths are relative to.
    const second = structured(await r.call('analyze', { path: ra }));
    assert.equal([second.root, second.path, second.totalFiles, second.files[0].path], [ra, '.', 1, 'x.ts']);
    assert.equal(structured(await r.call('count_tokens', { paths: [join(ra, 'x.ts'), 'y.py'] })).files.map((f: { path: string }) => f.path), [join(ra, 'x.ts'), 'y.py']);
  } finally {
    await r.close();
    a.cleanup();
    b.cleanup();
  }
});

test('mcp :: roots that name no folder are not used (a warning on stderr): the tools fall back to --root', async () => {
  const r = await session({ root, roots: ['/nonexistent/analyzer-root'] });
  try {
    assert.is(structured(await r.call('analyze')).totalFiles, 6);
    assert.match(r.stderr(), "analyzer: warning: the client's root file:///nonexistent/analyzer-root is not used: ENOENT");
  } finally {
    await r.close();
  }
});

test('mcp :: a configuration that is not valid (--root\'s, the start folder\'s, a client root\'s) starts the server: each tool call answers its error, naming the file, until it is fixed', async () => {
  const bad = tempTree({ '.analyzer/config.json': '{"analysis": {"methodLevel": true}', 'a.ts': 'export const a = 1;\n' });
  const dir = realpathSync(bad.dir);
  const file = join(dir, '.analyzer', 'config.json');
  const error = `${file}: not valid JSON: Expected ',' or '}' after property value in JSON at position 34 (line 1, column 35)`;
  const refused = { isError: true, content: [{ type: 'text', text: error }] };
  try {
    for (const options of [{ root: dir }, { cwd: dir }, { root, roots: [dir] }]) {
      const r = await session(options);
      try {
        assert.is((await r.client.listTools()).tools.length, 4);
        assert.equal(await r.call('analyze'), refused, JSON.stringify(options));
        assert.equal(await r.call('count_tokens', { text: 'hello' }), refused);
        assert.match(r.stderr(), `analyzer: warning: ${error}; the tools answer this error until it is fixed\n`);
        // Read again at each call until it loads.
        writeFileSync(file, '{"analysis": {"methodLevel": true}}');
        assert.is(structured(await r.call('analyze')).totalMethods, 0);
        writeFileSync(file, '{"analysis": {"methodLevel": true}');
      } finally {
        await r.close();
      }
    }
  } finally {
    bad.cleanup();
  }
});

test('mcp :: progress: the last notification, before the answer, says all is done; with fit, notifications keep coming while the plan is made', async () => {
  const big = bigTree(40, 60);
  const r = await session({ root: realpathSync(big.dir) });
  try {
    for (const args of [{}, { fit: '20k' }]) {
      const started = performance.now();
      const seen: { progress: number; total?: number; at: number }[] = [];
      const answer = structured(await r.call('analyze', args, { onprogress: (p) => void seen.push({ ...p, at: performance.now() - started }) }));
      const answeredAt = performance.now() - started;
      assert.is(answer.totalFiles, 2400);
      const last = seen.at(-1)!;
      // Every file counted; with fit, every file weighed again, and the search for the plan.
      assert.equal(last, { progress: 'fit' in args ? 4801 : 2400, total: 'fit' in args ? 4801 : 2400, at: last.at });
      assert.ok(seen.every((p, i) => i === 0 || p.progress > seen[i - 1].progress), 'progress grows');
      // With fit, the plan is followed too (before, the counts were the last), and nothing goes quiet
      // for long: when making the plan took longer than the server's 200 ms between notifications,
      // one came while it was made.
      const counted = seen.filter((p) => p.progress <= 2400).at(-1)!;
      if ('fit' in args && answeredAt - counted.at > 500) assert.ok(seen.some((p) => p.progress > 2400 && p.progress < 4801), JSON.stringify(seen.map((p) => p.progress)));
      const gaps = [...seen.map((p, i) => p.at - (i === 0 ? p.at : seen[i - 1].at)), answeredAt - last.at];
      assert.ok(Math.max(...gaps) < 1500, `${JSON.stringify(args)}: gaps up to ${Math.round(Math.max(...gaps))} ms over ${Math.round(answeredAt)} ms`);
    }
    // No notification came after its call was over.
    assert.equal(r.errors, []);
  } finally {
    await r.close();
    big.cleanup();
  }
});

test('mcp :: cancelled: the analysis stops (the log says after how many files) and the session goes on; progress notifications came first', async () => {
  const big = bigTree(40, 60);
  const r = await session({ root: realpathSync(big.dir) });
  try {
    const { log, progress } = await cancelledCall(r, 'analyze', {});
    const done = Number(/^analyze cancelled after (\d+) files( of 2400)?$/.exec(log)?.[1]);
    assert.ok(done > 0 && done < 2400, log);
    assert.ok(progress.length >= 1 && progress[0].progress > 0);
    const cli = await cliJson([big.dir]);
    const out = structured(await r.call('analyze'));
    assert.is(out.totalTokens, cli.totalTokens);
    assert.is(out.totalFiles, 2400);
  } finally {
    await r.close();
    big.cleanup();
  }
});

test('mcp :: on a big tree the answer stays small: at most 2,000 tokens of text, with methods too', async () => {
  const big = bigTree(30, 20);
  const r = await session({ root: realpathSync(big.dir) });
  try {
    for (const args of [{}, { methodLevel: true }]) {
      const answer = await r.call('analyze', args);
      const out = structured(answer);
      assert.is(out.totalFiles, 600);
      const size = reference(textOf(answer));
      assert.ok(size <= 2000, `${JSON.stringify(args)}: ${size} tokens`);
      assert.equal([out.files.length, out.folders.length, out.unlisted.files], [10, 10, 590]);
      if (args.methodLevel) assert.equal([out.methods.length, out.totalMethods], [10, 7200]);
    }
  } finally {
    await r.close();
    big.cleanup();
  }
});

test('mcp :: the process ends when the client closes its input, even mid-analysis, and leaves nothing behind', async () => {
  const big = bigTree(20, 40);
  const r = await session({ root: realpathSync(big.dir), wrapped: true });
  try {
    structured(await r.call('count_tokens', { text: 'warm' }));
    void r.call('analyze', { methodLevel: true }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    await r.close();
    await exited(r.pid);
    assert.match(r.stderr(), /^exit 0\n$/m);
    // No temp file of the tool's nor of the cache's own (cacache writes through <cache>/tmp).
    const left = readdirSync(big.dir, { recursive: true, encoding: 'utf8' }).filter((path) => !path.startsWith('package-'));
    assert.equal(left.filter((path) => isTempName(basename(path)) || /(^|\/)tmp\/./.test(path)), []);
  } finally {
    big.cleanup();
  }
});

test('mcp :: SIGTERM ends the server and its analysis', async () => {
  const big = bigTree(20, 40);
  const r = await session({ root: realpathSync(big.dir) });
  try {
    void r.call('analyze').catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(r.pid, 'SIGTERM');
    await exited(r.pid, 5000);
  } finally {
    await r.close();
    big.cleanup();
  }
});

test('mcp :: analyze with fit and compress: the plan\'s levels and packed files, and compress\'s saving, as the CLI\'s JSON gives them, in the output schema', async () => {
  const { tools } = await s.client.listTools();
  const analyzeTool = tools.find((t) => t.name === 'analyze')!;
  const fitSchema = (analyzeTool.outputSchema!.properties as Record<string, any>).fit;
  assert.equal(fitSchema.required, ['budget', 'digestTokens', 'fits', 'levels', 'packed', 'leftOut']);
  assert.equal(Object.keys(fitSchema.properties.levels.properties), ['whole', 'bodies elided', 'signatures', 'path only', 'left out']);
  const cli = await cliJson([tree.dir, '--fit', '200', '--compress']);
  const out = structured(await s.call('analyze', { fit: 200, compress: true }));
  assert.equal(out.compress, cli.compress);
  assert.ok(cli.compress!.tokensAfter < cli.compress!.tokensBefore);
  assert.equal(out.fit.levels, cli.fit!.levels);
  assert.equal(out.fit.digestTokens, cli.fit!.digestTokens);
  const byShrink = [...cli.fit!.packed].sort((a, b) => b.wholeTokens - b.tokens - (a.wholeTokens - a.tokens) || (a.path < b.path ? -1 : 1));
  assert.equal(out.fit.packed, byShrink.slice(0, 10));
  assert.ok(out.fit.packed.length > 0);
});

test.run();
