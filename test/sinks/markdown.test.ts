import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { markdown } from '../../src/sinks/markdown.js';
import type { AnalysisResult } from '../../src/results.js';
import { fixture, runStage } from '../_helpers/index.js';
import { EMPTY, HOSTILE_NAMES, SMALL, SMALL_METHODS, WIDE, report, summed } from '../_helpers/results.js';

const test = suite('markdown');

const render = async (result: AnalysisResult, name = 'queue') => (await runStage<string>(markdown(), [report(result, name)])).join('');
const section = (out: string, heading: string) => {
  const start = out.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, heading);
  const end = out.indexOf('\n## ', start + 1);
  return out.slice(start + 1, end < 0 ? undefined : end);
};

test('markdown :: matches the expected files byte for byte', async () => {
  assert.is(await render(SMALL), readFileSync(fixture('expected', 'small.md'), 'utf8'));
  assert.is(await render(SMALL_METHODS), readFileSync(fixture('expected', 'small-methods.md'), 'utf8'));
  assert.is(await render(WIDE, 'wide'), readFileSync(fixture('expected', 'wide.md'), 'utf8'));
});

test('markdown :: an empty result', async () => {
  assert.is(await render(EMPTY, 'none'), `# Code Token Analysis: none

## Summary

| Metric | Value |
| --- | ---: |
| Files | 0 |
| Lines | 0 |
| Tokens | 0 |
| Tokenizer | \`o200k_base\` |

_No files analysed._
`);
  const skipped = await render({ ...EMPTY, skipped: [{ path: 'a|b.png', reason: 'binary' }] }, 'none');
  assert.ok(skipped.endsWith('| Skipped | 1 |\n| Tokenizer | `o200k_base` |\n\n_No files analysed._\n\n## Skipped Files\n\n| File | Reason |\n| --- | --- |\n| `a\\|b.png` | binary |\n'));
});

test('markdown :: top files: ten at most, by tokens then path, shares to one decimal', async () => {
  const top = section(await render(WIDE, 'wide'), '## Top 10 Files by Token Count');
  assert.match(top, '| 4 | `docs/api.md` | 300 | 80 | 4.9% |\n| 5 | `src/core/util.ts` | 300 | 44 | 4.9% |\n| 6 | `src/ui/button.tsx` | 300 | 40 | 4.9% |\n');
  assert.is(top.split('\n').filter((l) => /^\| \d+ \|/.test(l)).length, 10);
  assert.not.match(top, 'icon.tsx');
  assert.match(section(await render(SMALL), '## Top 3 Files by Token Count'), '| 2 | `src/cli.ts` | 530 | 61 | 35.1% |');
});

test('markdown :: thousands grouped en-US, shares never NaN', async () => {
  const big = summed([['a.ts', 1_234_567, 10_000, 'typescript'], ['b.ts', 0, 0, 'typescript']]);
  assert.match(await render(big), '| Tokens | 1,234,567 |');
  const zero = await render(summed([['a.ts', 0, 3, 'typescript'], ['b/c.ts', 0, 1, 'typescript']]));
  assert.not.match(zero, 'NaN');
  assert.match(zero, '| 1 | `a.ts` | 0 | 3 | 0.0% |');
  assert.match(zero, '| (root) | 1 | 3 | 0 | 0.0% |');
});

test('markdown :: directories: top level by tokens, a folder over half the tokens broken down', async () => {
  assert.is(section(await render(WIDE, 'wide'), '## Directories'), `## Directories

| Directory | Files | Lines | Tokens | Share |
| --- | ---: | ---: | ---: | ---: |
| \`src/\` | 6 | 555 | 4,257 | 69.8% |
| \`src/core/\` | 2 | 354 | 2,700 | 44.3% |
| \`src/ui/\` | 3 | 192 | 1,507 | 24.7% |
| \`tests/\` | 1 | 120 | 1,173 | 19.2% |
| \`docs/\` | 2 | 105 | 420 | 6.9% |
| (root) | 2 | 52 | 160 | 2.6% |
| \`.github/\` | 1 | 30 | 90 | 1.5% |
`);
  // Exactly half is not more than half; a big folder without subfolders has nothing to break down.
  const half = await render(summed([['a/x/1.ts', 5, 1, 'typescript'], ['b/2.ts', 5, 1, 'typescript']]));
  assert.not.match(half, '`a/x/`');
  const flat = section(await render(summed([['a/1.ts', 9, 1, 'typescript'], ['b.ts', 1, 1, 'typescript']])), '## Directories');
  assert.ok(flat.endsWith('| `a/` | 1 | 1 | 9 | 90.0% |\n| (root) | 1 | 1 | 1 | 10.0% |\n'));
});

test('markdown :: with methods but none found', async () => {
  const result: AnalysisResult = { ...SMALL, files: SMALL.files.map((f) => ({ ...f, methods: [] })) };
  const out = await render(result);
  assert.match(out, '| Methods | 0 |\n');
  assert.match(out, '| `README.md` | markdown | 96 | 14 | 0 |\n');
  assert.ok(out.endsWith('\n## Methods\n\n_No methods found._\n'));
  assert.not.match(out, 'Top 0');
});

test('markdown :: top methods: ten at most, by tokens, then file, then position', async () => {
  const methods = Array.from({ length: 12 }, (_, i) => ({ name: `m${i}`, tokens: i < 6 ? 50 : i, lines: 1, file: i % 2 ? 'b.ts' : 'a.ts', line: i + 1 }));
  const result: AnalysisResult = {
    ...summed([['a.ts', 500, 10, 'typescript'], ['b.ts', 500, 10, 'typescript']]),
  };
  result.files[0].methods = methods.filter((m) => m.file === 'a.ts');
  result.files[1].methods = methods.filter((m) => m.file === 'b.ts');
  const top = section(await render(result), '## Top 10 Methods by Token Count');
  const names = [...top.matchAll(/^\| `(m\d+)` \|/gm)].map((m) => m[1]);
  assert.equal(names, ['m0', 'm2', 'm4', 'm1', 'm3', 'm5', 'm11', 'm10', 'm9', 'm8']);
});

test('markdown :: hostile names keep every table row intact', async () => {
  const result = summed(HOSTILE_NAMES.map((name, i): [string, number, number, string] => [name, i, 1, i % 2 ? 'text' : 'a|b']));
  result.files.forEach((f, i) => (f.methods = [{ name: HOSTILE_NAMES[(i + 3) % HOSTILE_NAMES.length], tokens: 1, lines: 1, file: f.path, line: 1 }]));
  const out = await render(result, 'we|rd\n*name*');
  assert.ok(out.startsWith('# Code Token Analysis: "we\\|rd\\\\n\\*name\\*"\n'));
  for (const line of out.split('\n')) {
    if (!line.startsWith('|')) continue;
    // Cells split at pipes that are not escaped: every row of a table has its header's column count.
    const cells = line.replace(/\\\\/g, '').split(/(?<!\\)\|/).length;
    assert.ok(cells === 3 || cells === 4 || cells === 5 || cells === 6 || cells === 7, line);
  }
  for (const section of out.split('\n\n')) {
    const rows = section.split('\n').filter((l) => l.startsWith('|'));
    const counts = new Set(rows.map((l) => l.replace(/\\\\/g, '').split(/(?<!\\)\|/).length));
    assert.ok(counts.size <= 1, section);
  }
  assert.not.match(out, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  assert.match(out, '| `"new\\nline"` |');
  assert.match(out, '| `` `tick` `` |');
  assert.match(out, '| `pipe\\|name` |');
  assert.match(out, '| `"\\"quoted\\".ts"` |');
  assert.match(out, '\n### `pipe|name`\n');
  assert.match(out, '| a\\|b |');
});

test.run();
