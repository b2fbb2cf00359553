import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CHUNK_CHARS } from '../../src/sinks/chunks.js';
import { html, htmlText, servedPage } from '../../src/sinks/html.js';
import { jsonText } from '../../src/sinks/json.js';
import type { AnalysisResult, Counting, Report } from '../../src/results.js';
import { fixture, runStage } from '../_helpers/index.js';
import { readPage, sha256 } from '../_helpers/page.js';
import { EMPTY, HOSTILE_NAMES, SMALL, SMALL_METHODS, report, summed } from '../_helpers/results.js';

const test = suite('html');

const EXACT: Counting = { countMode: 'exact', encoding: 'o200k_base', includeComments: false };
const withCounting = (result: AnalysisResult, counting?: Counting, name = 'queue'): Report => ({ ...report(result, name), ...(counting && { counting }) });
const render = async (r: Report) => (await runStage<string>(html(), [r])).join('');
// The JSON's object as the page carries it: each method without its `file`, the path it is listed under.
const asJson = (result: AnalysisResult) => {
  const json = JSON.parse([...jsonText(report(result))].join(''));
  for (const file of json.files) {
    for (const method of file.methods ?? []) {
      assert.is(method.file, file.path);
      delete method.file;
    }
  }
  return json;
};

// Names meant to end the data block, open a comment, or inject markup, and one path over 1,000 bytes.
const ATTACKS = ['<script>alert(1)</script>.js', '"><img src=x onerror=alert(1)>.ts', '<!--.md', '--><b>x</b>.md', '</SCRIPT >.txt', 'line\u2028sep\u2029.py', 'a&amp;b.ts', `${'deep/'.repeat(120)}${'é'.repeat(200)}.ts`];

test('html :: the page around the data matches the expected file byte for byte', async () => {
  const page = readPage(await render(withCounting(SMALL, EXACT)));
  assert.is(page.shell, readFileSync(fixture('expected', 'small.html'), 'utf8'));
});

test('html :: the data is the JSON format\'s object, with the name and how the run counted', async () => {
  for (const result of [SMALL, SMALL_METHODS, EMPTY, { ...EMPTY, skipped: [{ path: 'a.bin', reason: 'binary' }] }]) {
    assert.equal(readPage(await render(withCounting(result, EXACT))).data, { name: 'queue', counting: EXACT, result: asJson(result) });
    assert.equal(readPage(await render(withCounting(result, undefined, 'x'))).data, { name: 'x', result: asJson(result) });
  }
  const estimate: Counting = { countMode: 'estimate', encoding: 'cl100k_base', includeComments: true };
  assert.equal((readPage(await render(withCounting(SMALL, estimate))).data as { counting: Counting }).counting, estimate);
});

test('html :: the policy allows the page\'s own script and style and nothing else', async () => {
  const text = await render(withCounting(SMALL_METHODS, EXACT));
  const { policy, script, style } = readPage(text);
  assert.is(policy, `default-src 'none'; script-src '${sha256(script)}'; style-src '${sha256(style)}'; base-uri 'none'; form-action 'none'`);
  assert.ok(script.length > 5000 && style.length > 1000);
  // Two script elements (data, code), one style element; no attribute anywhere runs code or styles.
  assert.is(text.match(/<script/gi)?.length, 2);
  assert.is(text.match(/<style/gi)?.length, 1);
  const markup = text.replace(`<script>${script}</script>`, '').replace(`<style>${style}</style>`, '');
  assert.not.match(markup, /\s(on[a-z]+|style|src|href)=/i);
  assert.ok(text.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'));
  assert.ok(text.endsWith('</script>\n</body>\n</html>\n'));
});

test('html :: hostile names stay text inside the data block', async () => {
  const names = [...HOSTILE_NAMES, ...ATTACKS];
  const result = summed(names.map((name, i): [string, number, number, string] => [name, i, 1, i % 2 ? 'typescript' : 'text']));
  result.skipped = [{ path: '<script>x.png', reason: 'binary' }];
  const text = await render(withCounting(result, EXACT, '</script><script>alert(1)</script>'));
  const { data, dataText } = readPage(text);
  assert.not.match(dataText!, /[<>&\u2028\u2029]/);
  assert.is(text.match(/<script/gi)?.length, 2);
  assert.is(text.match(/<\/script/gi)?.length, 2);
  assert.not.match(text, /<img|<!--|<b>/i);
  assert.equal(data, { name: '</script><script>alert(1)</script>', counting: EXACT, result: asJson(result) });
});

test('html :: a big result leaves in bounded chunks, the same bytes as one pass', async () => {
  const rows = Array.from({ length: 20_000 }, (_, i): [string, number, number, string] => [`src/m${String(i).padStart(5, '0')}/<a>.ts`, i, i % 7, 'typescript']);
  const r = withCounting(summed(rows), EXACT);
  const chunks = await runStage<string>(html(), [r]);
  assert.ok(chunks.length > 20, `${chunks.length} chunks`);
  for (const chunk of chunks) assert.ok(chunk.length < CHUNK_CHARS + 30_000, `chunk of ${chunk.length}`);
  assert.is(chunks.join(''), [...htmlText(r)].join(''));
  assert.is((readPage(chunks.join('')).data as { result: { files: unknown[] } }).result.files.length, 20_000);
});

test('html :: the served page: no data, its API named, and leave to connect to its own origin', () => {
  const text = servedPage('/api');
  const { policy, script, style, dataText } = readPage(text);
  assert.is(dataText, undefined);
  assert.ok(text.startsWith('<!DOCTYPE html>\n<html lang="en" data-api="/api">\n'));
  assert.is(policy, `default-src 'none'; script-src '${sha256(script)}'; style-src '${sha256(style)}'; connect-src 'self'; base-uri 'none'; form-action 'none'`);
  // The same page code as a report's: one build serves both.
  assert.is(script, readPage([...htmlText(report(SMALL))].join('')).script);
  assert.ok(style.length > 0);
  for (const api of ['', 'api', '//evil.example/api', 'https://evil.example/api', '/\\evil', '/api" onload="x', '/a b']) {
    assert.throws(() => servedPage(api), /own origin/, api);
  }
});

test.run();
