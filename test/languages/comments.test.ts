import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { commentRanges, removeComments } from '../../src/languages/comments.js';
import { commentSyntax, languageIds } from '../../src/languages/table.js';
import { fixture, reference } from '../_helpers/index.js';
import { codeShape, hasOracle, nodeRanges, oracle } from '../_helpers/oracle.js';

const test = suite('comments');

interface Fixture {
  language: string;
  name: string;
  path: string;
  text: string;
}

// fixtures/languages/<language>/<file>: real code with the tricky cases of each language.
const FIXTURES: Fixture[] = readdirSync(fixture('languages')).sort().flatMap((language) =>
  readdirSync(fixture('languages', language)).sort().map((name) => ({
    language, name, path: `${language}/${name}`, text: readFileSync(fixture('languages', language, name), 'utf8'),
  })));

// Where the parser is provably wrong, the lexer keeps to the language's definition. tree-sitter's C
// grammar reads a directive's argument as one token, `// comment` included; the preprocessor removes
// comments before it runs directives (C11 5.1.1.2, translation phase 3).
const PARSER_WRONG: Record<string, string[]> = {
  'c/list.c': ['// a limit'],
  'c/crlf.c': ['// a limit'],
};

function pairs(ranges: number[], text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < ranges.length; i += 2) out.push(`${ranges[i]}:${text.slice(ranges[i], ranges[i + 1])}`);
  return out;
}

test('comments :: every fixture strips to its expected text, byte for byte', () => {
  for (const { language, name, path, text } of FIXTURES) {
    const expected = readFileSync(fixture('expected', 'comments', language, name), 'utf8');
    assert.is(removeComments(text, language), expected, path);
  }
});

test('comments :: every language with comments has fixtures, and each fixture has comments to remove', () => {
  const covered = new Set(FIXTURES.map((f) => f.language));
  const missing = languageIds().filter((id) => commentSyntax(id) !== 'none' && !covered.has(id));
  assert.equal(missing, []);
  for (const { language, path, text } of FIXTURES) assert.ok(commentRanges(text, language).length > 0, path);
});

test('comments :: stripping stripped text changes nothing', () => {
  for (const { language, path, text } of FIXTURES) {
    const once = removeComments(text, language);
    assert.is(removeComments(once, language), once, path);
  }
});

test('comments :: a CRLF fixture strips like its LF twin', () => {
  const twins = FIXTURES.filter((f) => f.name.startsWith('crlf.') && f.text.includes('\r\n'));
  assert.ok(twins.length >= 8);
  for (const { language, path, text } of twins) {
    const lf = removeComments(text.replaceAll('\r\n', '\n'), language);
    assert.is(removeComments(text, language), lf.replaceAll('\n', '\r\n'), path);
  }
});

test('comments :: the lexer finds exactly the comments the parser finds', async () => {
  let checked = 0;
  for (const { language, path, text } of FIXTURES) {
    if (!hasOracle(language)) continue;
    const parsed = await oracle(text, language, path);
    if (!parsed.ok) continue; // the parser's own limits, see the fixtures that hold them
    checked++;
    const mine = pairs(commentRanges(text, language), text);
    const theirs = pairs(parsed.ranges, text);
    const onlyMine = mine.filter((c) => !theirs.includes(c)).map((c) => c.slice(c.indexOf(':') + 1));
    const onlyTheirs = theirs.filter((c) => !mine.includes(c));
    assert.equal(onlyTheirs, [], path);
    assert.equal(onlyMine, PARSER_WRONG[path] ?? [], path);
    if (PARSER_WRONG[path]) {
      const args = await nodeRanges(text, 'cpp', ['preproc_arg']);
      const inside = commentRanges(text, language).filter((s, i, r) => i % 2 === 0 && args.some(([a, b]) => a <= s && r[i + 1] <= b));
      assert.is(inside.length, onlyMine.length, `${path}: the differences lie inside preproc_arg`);
    }
  }
  assert.ok(checked >= 24, `only ${checked} fixtures checked against a parser`);
});

test('comments :: stripped fixtures still parse, with the same code', async () => {
  for (const { language, path, text } of FIXTURES) {
    if (!hasOracle(language)) continue;
    const before = await oracle(text, language, path);
    const stripped = removeComments(text, language);
    const after = await oracle(stripped, language, path);
    if (before.ok) assert.ok(after.ok, `${path} no longer parses`);
    else assert.ok(after.errors <= before.errors, `${path}: ${before.errors} -> ${after.errors} parse errors`);
    if (!before.ok) continue;
    // A directive's argument holds its comment in tree-sitter's tree (see PARSER_WRONG).
    const normalise = (type: string, leaf: string) => (type === 'preproc_arg' ? removeComments(leaf, 'c').trim() : leaf);
    assert.is(await codeShape(stripped, language, normalise), await codeShape(text, language, normalise), path);
  }
});

test('comments :: Python fixtures keep the same syntax tree (python3 ast)', () => {
  const dump = (text: string) => execFileSync('python3', ['-c', 'import ast,sys; print(ast.dump(ast.parse(sys.stdin.read())))'], { input: text, encoding: 'utf8' });
  for (const { language, path, text } of FIXTURES.filter((f) => f.language === 'python')) {
    assert.is(dump(removeComments(text, language)), dump(text), path);
  }
});

test('comments :: TOML fixtures keep the same data (python3 tomllib)', () => {
  const load = (text: string) => execFileSync('python3', ['-c', 'import json,sys,tomllib; print(json.dumps(tomllib.loads(sys.stdin.read())))'], { input: text, encoding: 'utf8' });
  const tomls = FIXTURES.filter((f) => f.language === 'toml');
  assert.ok(tomls.length > 0);
  for (const { language, path, text } of tomls) assert.is(load(removeComments(text, language)), load(text), path);
});

test('comments :: JSONC becomes JSON', () => {
  for (const { language, path, text } of FIXTURES.filter((f) => f.language === 'jsonc')) {
    assert.throws(() => JSON.parse(text));
    assert.ok(JSON.parse(removeComments(text, language)), path);
  }
});

test('comments :: lines stay the same and tokens are counted on the text without comments', async () => {
  const without = await analyze({ path: fixture('languages') });
  const withComments = await analyze({ path: fixture('languages'), includeComments: true });
  assert.is(without.files.length, FIXTURES.length);
  assert.equal(without.files.map((f) => [f.path, f.lines]), withComments.files.map((f) => [f.path, f.lines]));
  for (const file of without.files) {
    const text = readFileSync(join(fixture('languages'), file.path), 'utf8');
    assert.is(file.language, file.path.slice(0, file.path.indexOf('/')), file.path);
    assert.is(file.tokens, reference(removeComments(text, file.language)), file.path);
    assert.ok(file.tokens < withComments.files.find((f) => f.path === file.path)!.tokens, file.path);
  }
});

test.run();
