import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { findMethods, stripAndFindMethods } from '../../../src/languages/methods/index.js';
import { detectLanguage } from '../../../src/languages/table.js';
import { ROOT, fixture, tempTree } from '../../_helpers/index.js';

const test = suite('methods');

test('methods :: languages without a splitter give undefined', async () => {
  for (const language of ['markdown', 'json', 'yaml', 'css', 'html', 'text', 'toString', '__proto__']) {
    assert.is(await findMethods('# Title\n{"a": 1}\n', language), undefined, language);
  }
});

test('methods :: source order, a nested unit right after its parent, lines from offsets', async () => {
  const text = 'const b = () => 1;\nfunction a() {\n  function inner() {}\n}\n\r\nclass C { m() {} }\n';
  assert.equal(await findMethods(text, 'javascript'), [
    { name: 'b', start: 0, end: 18, startLine: 1, endLine: 1 },
    { name: 'a', start: 19, end: 57, startLine: 2, endLine: 4 },
    { name: 'a.inner', start: 36, end: 55, startLine: 3, endLine: 3 },
    { name: 'C.m', start: 70, end: 76, startLine: 6, endLine: 6 },
  ]);
});

test('methods :: parsers load only when a file of their language arrives', () => {
  const { dir, cleanup } = tempTree({
    'hook.mjs': [
      // Written at once (hooks run on a thread of their own, whose buffered writes a busy machine
      // may not flush before the child exits).
      "import { writeSync } from 'node:fs';",
      'export async function resolve(specifier, context, next) {',
      '  const result = await next(specifier, context);',
      "  if (/acorn/.test(result.url)) writeSync(2, `loaded ${result.url}\\n`);",
      '  return result;',
      '}',
    ].join('\n'),
    'child.mjs': [
      "import { createRequire, register } from 'node:module';",
      "register(new URL('./hook.mjs', import.meta.url));",
      `const { analyze } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'src', 'entry', 'index.ts')).href)});`,
      `await analyze({ path: ${JSON.stringify(fixture('methods'))}, methodLevel: process.argv[2] === 'on', include: process.argv.slice(3), cache: false });`,
      "const wasm = Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('tree-sitter-wasm'));",
      "console.log(wasm ? 'tree-sitter loaded' : 'no tree-sitter');",
    ].join('\n'),
  });
  const run = (...args: string[]) => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'child.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });
    assert.is(child.status, 0, child.stderr);
    const acorn = child.stderr.split('\n').filter((line) => line.startsWith('loaded')).map((line) => line.replace(/^.*node_modules\//, ''));
    return { acorn: [...new Set(acorn)].sort(), treeSitter: child.stdout.trim() };
  };
  try {
    assert.equal(run('off'), { acorn: [], treeSitter: 'no tree-sitter' });
    // Python, JS/TS, Go and Java are scanned (src/languages/methods/finders/): a parser loads only for a
    // file its finder is unsure of, such as flow.js, which holds a syntax error.
    assert.equal(run('on', 'python/**'), { acorn: [], treeSitter: 'no tree-sitter' });
    assert.equal(run('on', 'go/**'), { acorn: [], treeSitter: 'no tree-sitter' });
    assert.equal(run('on', 'java/**'), { acorn: [], treeSitter: 'no tree-sitter' });
    assert.equal(run('on', 'c/**'), { acorn: [], treeSitter: 'tree-sitter loaded' });
    assert.equal(run('on', 'javascript/server.js'), { acorn: [], treeSitter: 'no tree-sitter' });
    assert.equal(run('on', 'typescript/**'), { acorn: [], treeSitter: 'no tree-sitter' });
    assert.equal(run('on', 'javascript/flow.js'), { acorn: ['@sveltejs/acorn-typescript/index.js', 'acorn/dist/acorn.mjs'], treeSitter: 'no tree-sitter' });
  } finally {
    cleanup();
  }
});

test('methods :: JS/TS comments and methods in one reading: the text and methods of the two apart', async () => {
  const path = fixture('methods-comments', 'parse.jsx');
  const text = readFileSync(path, 'utf8');
  const both = await stripAndFindMethods(text, 'jsx', path);
  const stripped = removeComments(text, 'jsx');
  assert.ok(both);
  assert.is(both.text, stripped);
  // Comments in a parameter list, after a regex holding `//`, in a template, a JSX tag and a JSX
  // expression, before a class body, inside and after a method; `//` in JSX text stays.
  assert.ok(stripped.includes('{item.name} // text, not a comment</li>'));
  assert.not.ok(/the raw text|a division|inside a template|in a tag|an expression|before the body|nothing to check|after a method|two lines/.test(stripped));
  assert.equal(both.methods.map(({ name, startLine, endLine }) => [name, startLine, endLine]), [
    ['parse', 8, 14], ['render', 16, 21], ['Queue.push', 24, 24], ['get Queue.size', 25, 28],
  ]);
  assert.equal(both.methods, await findMethods(stripped, 'jsx', path));
  assert.is(stripped.slice(both.methods[2].start, both.methods[2].end), 'push(job) { this.jobs.push(job); }');
});

test('methods :: a name read across a comment leaves the file to be stripped, then read', async () => {
  const path = fixture('methods-comments', 'keys.ts');
  const text = readFileSync(path, 'utf8');
  assert.is(await stripAndFindMethods(text, 'typescript', path), undefined);
  const apart = await findMethods(removeComments(text, 'typescript'), 'typescript', path);
  assert.equal(apart?.map((m) => m.name), ["handlers[PREFIX + 'Start']", 'handlers.stop']);
  // Languages whose finder reads no comments, and declaration files, have no such reading.
  assert.is(await stripAndFindMethods('def f():\n    pass  # done\n', 'python'), undefined);
  assert.is(await stripAndFindMethods('declare function f(): void; // none\n', 'typescript', 'types.d.ts'), undefined);
});

test('methods :: every JS/TS fixture read once gives what stripping, then finding gives', async () => {
  let fused = 0;
  for (const folder of ['methods', 'methods-comments', 'languages']) {
    const root = fixture(folder);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const language = detectLanguage(path) ?? '';
      if (!['javascript', 'jsx', 'typescript', 'tsx'].includes(language)) continue;
      const text = readFileSync(path, 'utf8');
      const both = await stripAndFindMethods(text, language, path);
      if (!both) continue;
      fused++;
      const stripped = removeComments(text, language);
      assert.is(both.text, stripped, path);
      assert.equal(both.methods, await findMethods(stripped, language, path), path);
    }
  }
  assert.is(fused, 14);
});

test.run();
