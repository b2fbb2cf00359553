import { readFileSync } from 'node:fs';
import { decode } from '@toon-format/toon';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DiffReport, DiffResult } from '../../src/results.js';
import { DIFF_SINKS } from '../../src/sinks/diff.js';
import { percent, signed } from '../../src/sinks/diffMarkdown.js';
import { sample } from '../_helpers/diffResults.js';
import { fixture, runStage } from '../_helpers/index.js';

const test = suite('sinks/diff');

const report = (result: DiffResult): DiffReport => ({ result, name: 'queue', counting: { countMode: 'exact', encoding: 'o200k_base', includeComments: false }, warnings: [] });
const render = async (format: 'json' | 'toon' | 'markdown', result = sample()) => (await runStage<string>(DIFF_SINKS[format].create(), [report(result)])).join('');

test('sinks/diff :: JSON is the object, pretty, in the documented key order', async () => {
  const result = sample();
  const out = await render('json', result);
  assert.is(out, `${JSON.stringify(result, null, 2)}\n`);
  assert.is(out, readFileSync(fixture('expected', 'diff.json'), 'utf8'));
  assert.equal(Object.keys(JSON.parse(out)), ['base', 'head', 'encoding', 'totals', 'files', 'skipped']);
  assert.equal(Object.keys(JSON.parse(out).files[0]), ['path', 'previousPath', 'status', 'before', 'after', 'delta', 'methods']);
  // No change, nothing skipped.
  const none: DiffResult = { ...result, files: [], totals: { ...result.totals, after: result.totals.before, delta: { files: 0, tokens: 0, lines: 0 } } };
  delete none.skipped;
  assert.is(await render('json', none), `${JSON.stringify(none, null, 2)}\n`);
});

test('sinks/diff :: JSON keeps the documented order and drops undefined, whatever order the object has', async () => {
  const result = sample();
  const shuffled = { files: result.files.map((f) => ({ ...f, delta: f.delta, path: f.path, extra: undefined })), skipped: [], encoding: result.encoding, totals: result.totals, head: result.head, base: result.base } as unknown as DiffResult;
  const { skipped: _, ...expected } = result;
  assert.is(await render('json', shuffled), `${JSON.stringify(expected, null, 2)}\n`);
});

test('sinks/diff :: TOON decodes to the JSON', async () => {
  const out = await render('toon');
  assert.is(out, readFileSync(fixture('expected', 'diff.toon'), 'utf8'));
  assert.equal(decode(out, { strict: true }), JSON.parse(await render('json')));
});

test('sinks/diff :: Markdown: headline, files by the size of their change, 20 shown and the rest folded, methods that grew most', async () => {
  const out = await render('markdown');
  assert.is(out, readFileSync(fixture('expected', 'diff.md'), 'utf8'));
  assert.ok(out.startsWith('### +1,314 tokens (+0.9%)\n\nWhole tree: 150,000 → 151,314 tokens, 120 → 120 files, 9,000 → 9,106 lines (`main` (`1a2b3c4`) → working tree; tokens of `o200k_base`, comments removed).\n'));
  const rows = out.split('\n').filter((line) => line.startsWith('| `'));
  assert.is(rows[0], '| `src/a\\|b.ts` | added |  | 1,234 | +1,234 | +80 |');
  assert.is(rows[1], '| `src/queue.ts` | modified | 1,200 | 1,320 | +120 | +8 |');
  assert.is(rows[2], '| `old.js` | removed | 40 |  | -40 | -3 |');
  assert.is(rows[3], '| `src/gen/f20.ts` | modified | 100 | 80 | -20 | +2 |');
  assert.is(rows[14], '| `docs/guide.md` → `docs/manual.md` | renamed | 400 | 410 | +10 | 0 |');
  assert.is(rows[19], '| `src/gen/f05.ts` | modified | 100 | 105 | +5 | +2 |');
  assert.match(out, '\n<details>\n<summary>4 more files</summary>\n\n| File |');
  assert.match(out, '#### Methods that grew most\n\n| Method | File | Status | Before | After | Δ Tokens |\n| --- | --- | --- | ---: | ---: | ---: |\n| `Pipe.run` | `src/a\\|b.ts` | added |  | 300 | +300 |\n| `Queue.peek` | `src/queue.ts` | added |  | 20 | +20 |\n| `Queue.push` | `src/queue.ts` | modified | 30 | 45 | +15 |\n\n');
});

test('sinks/diff :: Markdown of no change', async () => {
  const result = sample();
  const none: DiffResult = { ...result, head: { ref: 'feature', commit: 'ffeeddccbbaa99887766554433221100ffeeddcc' }, files: [], totals: { ...result.totals, after: result.totals.before, delta: { files: 0, tokens: 0, lines: 0 } } };
  delete none.skipped;
  assert.is(await render('markdown', none), '### 0 tokens (0.0%)\n\nWhole tree: 150,000 → 150,000 tokens, 120 → 120 files, 9,000 → 9,000 lines (`main` (`1a2b3c4`) → `feature` (`ffeeddc`); tokens of `o200k_base`, comments removed).\n\nNo file changed.\n');
});

test('sinks/diff :: signed numbers and percentages', () => {
  assert.equal([signed(1234), signed(-40), signed(0)], ['+1,234', '-40', '0']);
  assert.equal([percent(1234, 150000), percent(-3, 200), percent(1, 10000), percent(5, 0), percent(1, 2000)], [' (+0.8%)', ' (-1.5%)', ' (0.0%)', '', ' (+0.1%)']);
});

test.run();
