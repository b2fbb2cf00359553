import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import analyzer, { analyze, render, renderStream, type AnalysisResult, type Format } from '../../src/entry/index.js';
import { fixture } from '../_helpers/index.js';
import { readPage } from '../_helpers/page.js';
import { KIWI, KIWI_TEXTS, SMALL, SMALL_TEXTS, summed } from '../_helpers/results.js';

const test = suite('render');

const FORMATS: [Format, string][] = [['json', 'json'], ['toon', 'toon'], ['gitingest', 'gitingest.txt'], ['markdown', 'md']];
const expected = (name: string) => readFileSync(fixture('expected', name), 'utf8');

async function collect(stream: Readable): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

function usageError(fn: () => unknown, message: string): void {
  try {
    fn();
    assert.unreachable(message);
  } catch (err) {
    assert.instance(err, Error);
    assert.is((err as Error).message, message);
    assert.is((err as { exitCode: number }).exitCode, 2);
    assert.is((err as { status: number }).status, 400);
  }
}

test('render :: any format of an analyze() result, as the CLI writes it', async () => {
  const result = await analyze({ path: fixture('project'), includeComments: true, outputFormat: 'gitingest' });
  for (const [format, ext] of FORMATS) {
    assert.is(render(result, format), expected(`project.${ext}`), format);
    assert.is((await collect(renderStream(result, format))).join(''), expected(`project.${ext}`), format);
  }
});

test('render :: hand-built results, name from the options or "."', () => {
  assert.is(render(SMALL, 'markdown', { name: 'queue' }), expected('small.md'));
  assert.is(render(SMALL, 'toon'), expected('small.toon'));
  assert.ok(render(SMALL, 'markdown').startsWith('# Code Token Analysis: .\n'));
  assert.is(render(KIWI, 'gitingest', { name: 'kiwi', texts: KIWI_TEXTS }), expected('kiwi.gitingest.txt'));
  assert.is(render(SMALL, 'gitingest', { name: 'queue', texts: Object.fromEntries(SMALL_TEXTS) }), expected('small.gitingest.txt'));
});

test('render :: texts kept by analyze() stay off the result', async () => {
  const plain = await analyze({ path: fixture('project'), includeComments: true });
  const kept = await analyze({ path: fixture('project'), includeComments: true, outputFormat: 'gitingest' });
  assert.equal(kept, plain);
  assert.equal(Object.keys(kept), ['totalTokens', 'totalFiles', 'totalLines', 'encoding', 'files']);
  assert.is(JSON.stringify(kept), JSON.stringify(plain));
  assert.match(render(kept, 'gitingest'), 'FILE: src/queue.ts\n');
  usageError(() => render(plain, 'gitingest'), "gitingest output shows each file's text: pass options.texts, or analyze() with outputFormat 'gitingest'");
  assert.ok(render(plain, 'gitingest', { texts: new Map(plain.files.map((f) => [f.path, 'x'])) }).startsWith('Directory: project\n'));
});

test('render :: bad calls throw a usage error before any stream exists', () => {
  usageError(() => render(SMALL, 'yaml' as Format), "unknown output format 'yaml' (expected one of json, toon, gitingest, markdown, html)");
  usageError(() => renderStream(SMALL, 'constructor' as Format), "unknown output format 'constructor' (expected one of json, toon, gitingest, markdown, html)");
  usageError(() => renderStream(SMALL, 'gitingest'), "gitingest output shows each file's text: pass options.texts, or analyze() with outputFormat 'gitingest'");
  usageError(() => render(SMALL, 'gitingest', { texts: { 'README.md': 'x' } }), "no text for 'src/cli.ts' in options.texts");
  usageError(() => render(summed([['constructor', 1, 1, 'text']]), 'gitingest', { texts: {} }), "no text for 'constructor' in options.texts");
  usageError(() => render(SMALL, 'json', { texts: 'x' as never }), 'texts must be a Map or an object of path -> text');
  usageError(() => render(SMALL, 'json', { name: 3 as never }), 'name must be a string');
  usageError(() => render(null as unknown as AnalysisResult, 'json'), 'result must be an AnalysisResult');
});

test('render :: HTML of an analyze() result states how it was counted; of a hand-built one, not', async () => {
  const result = await analyze({ path: fixture('project'), encoding: 'cl100k_base' });
  const data = (text: string) => readPage(text).data as Record<string, unknown>;
  assert.equal(data(render(result, 'html')), {
    name: 'project',
    counting: { countMode: 'exact', encoding: 'cl100k_base', includeComments: false },
    result: JSON.parse(render(result, 'json')),
  });
  assert.is((await collect(renderStream(result, 'html'))).join(''), render(result, 'html'));
  assert.equal(data(render(SMALL, 'html', { name: 'queue' })), { name: 'queue', result: JSON.parse(render(SMALL, 'json')) });
  const estimated = await analyze({ path: fixture('project'), tiktoken: false, includeComments: true, outputFormat: 'html' });
  assert.equal(data(render(estimated, 'html')).counting, { countMode: 'estimate', encoding: 'o200k_base', includeComments: true });
});

test('render :: a big result streams in several string chunks', async () => {
  const big = summed(Array.from({ length: 5000 }, (_, i): [string, number, number, string] => [`src/file-${String(i).padStart(4, '0')}.ts`, i, 1, 'typescript']));
  for (const [format] of FORMATS) {
    const texts = new Map(big.files.map((f) => [f.path, `export const v = ${f.tokens};\n`]));
    const chunks = await collect(renderStream(big, format, { texts }));
    assert.ok(chunks.length > 1, format);
    assert.ok(chunks.every((c) => typeof c === 'string'), format);
    assert.is(chunks.join(''), render(big, format, { texts }), format);
  }
});

test('render :: the default export carries both', () => {
  assert.is(analyzer.render, render);
  assert.is(analyzer.renderStream, renderStream);
});

test.run();
