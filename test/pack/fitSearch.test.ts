import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { estimates, searcher, type Listing } from '../../src/pack/fitSearch.js';
import { goingOrder } from '../../src/pack/fit.js';
import { Packing } from '../../src/pack/levels.js';
import type { Report } from '../../src/results.js';

const test = suite('fitSearch');

const REPORT: Report = { name: 'x', warnings: [], result: { totalTokens: 0, totalFiles: 0, totalLines: 0, encoding: 'o200k_base', files: [] } };

/** A searcher over a made-up digest whose count at k files left out is `tokens(k)`, counting the counts. */
function made(tokens: (k: number) => number, n: number, budget: number, saving: number) {
  const calls: number[] = [];
  const savings = { files: Array(n).fill(saving), 'by folder': Array(n).fill(saving), 'total only': Array(n).fill(saving) } as Record<Listing, number[]>;
  const search = searcher(async (k) => (calls.push(k), { k, tokens: tokens(k), report: REPORT }), savings, n, budget);
  return { search, calls };
}

test('fitSearch :: the fewest files that fit, in a few counts, from a guess far off and savings estimated short', async () => {
  // Each file saves 7 tokens; the estimate says 6.
  const { search, calls } = made((k) => 10_000 - 7 * k, 1000, 5000, 6);
  const found = await search('files', 0);
  assert.equal([found.k, found.fits, found.tokens], [715, true, 4995]);
  assert.equal(calls, [0, 834, 714, 715]);
  // From above, too; and a count already made is not made again.
  const again = made((k) => 10_000 - 7 * k, 1000, 5000, 8);
  assert.is((await again.search('files', 1000)).k, 715);
  const made1 = again.calls.length;
  assert.is(await again.search.fitsAt('files', 715), true);
  assert.is(again.calls.length, made1);
});

test('fitSearch :: nothing to leave out, nothing that fits, and a digest that grows as files go', async () => {
  const fitsWhole = made(() => 100, 10, 1000, 5);
  assert.equal(await fitsWhole.search('files', 3), { k: 0, tokens: 100, report: REPORT, listing: 'files', fits: true });
  const never = made(() => 2000, 10, 1000, 5);
  const none = await never.search('by folder', 4);
  assert.equal([none.k, none.fits, none.listing], [10, false, 'by folder']);
  // Each file's line costing more than its block: leaving all out must not pass for fitting.
  const growing = made((k) => 100 + k, 20, 50, -1);
  const worse = await growing.search('files', 0);
  assert.equal([worse.k, worse.fits, worse.tokens], [20, false, 120]);
});

test('fitSearch :: estimates: a body saves what its marker does not cost; a file dropped, its block (and its tree line, less its line in the list, when left out); the first guesses', async () => {
  const counter = { count: (text: string) => text.length };
  const body = { start: 0, end: 10, tokens: 60, replacement: 'x', saving: 40 };
  const files = [
    { path: 'a/x.ts', tokens: 100, lines: 1, language: 'typescript' },
    { path: 'a/y.ts', tokens: 50, lines: 1, language: 'typescript' },
    { path: 'b.ts', tokens: 10, lines: 1, language: 'typescript' },
  ];
  const report: Report = { ...REPORT, bodies: new Map([['a/x.ts', [body]]]), result: { ...REPORT.result, files } };
  const packing = new Packing(report, goingOrder(files), false);
  assert.equal(packing.moves.map((m) => [m.kind, m.file]), [['body', 0], ['drop', 0], ['drop', 1], ['drop', 2]]);
  const { savings, guess } = await estimates(packing, 20, counter, 300, async () => {});
  const frame = (path: string) => `${'='.repeat(48)}\nFILE: ${path}\n${'='.repeat(48)}\n`.length + 1;
  const tree = (name: string) => `    ├── ${name}\n`.length;
  // After its body went, a/x.ts weighs 60 (of 100): still the largest, the first dropped.
  const blocks = [frame('a/x.ts') + 60, frame('a/y.ts') + 50, frame('b.ts') + 10];
  assert.equal(savings.files, [40, ...blocks]);
  assert.equal(savings['total only'], [40, blocks[0] + tree('x.ts'), blocks[1] + tree('y.ts'), blocks[2] + tree('b.ts')]);
  // The second file of a/ changes its folder's line from 1 file to 2: only the difference counts.
  assert.equal(savings['by folder'], [
    40,
    blocks[0] + tree('x.ts') - '  a/ (1 file, 100 tokens)\n'.length,
    blocks[1] + tree('y.ts') - ('  a/ (2 files, 150 tokens)\n'.length - '  a/ (1 file, 100 tokens)\n'.length),
    blocks[2] + tree('b.ts') - '  (top-level files) (1 file, 10 tokens)\n'.length,
  ]);
  const whole = 20 + frame('a/x.ts') + 100 + tree('x.ts') + frame('a/y.ts') + 50 + tree('y.ts') + frame('b.ts') + 10 + tree('b.ts');
  const first = (save: number[]) => {
    let k = 0;
    for (let over = whole - 300; k < save.length && over > 0; k++) over -= save[k];
    return k;
  };
  assert.equal(guess, { files: first(savings.files), 'by folder': first(savings['by folder']), 'total only': first(savings['total only']) });
});

test.run();
