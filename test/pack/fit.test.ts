import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { fitRank, fitReport } from '../../src/pack/fit.js';
import type { FileResult, Report } from '../../src/results.js';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reference, spawnCli, tempTree } from '../_helpers/index.js';
import { monorepo } from '../_helpers/monorepo.js';

const test = suite('fit');

// Sizes far apart, so which files go does not hang on a few tokens of tree or summary.
const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ') + '\n';
const TREE = {
  'README.md': '# Tiny\n',
  'src/big.ts': words(600, 'const b'),
  'src/mid.ts': words(200, 'let m'),
  'web/app.min.js': words(300, 'var a'),
};

async function digest(dir: string, fit: string): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return spawnCli([dir, '--gitingest', '--fit', fit, '--no-cache']);
}

test('fit :: the order: lock and generated files, vendored code, fixtures and test data, then the rest', () => {
  assert.equal(['package-lock.json', 'web/app.min.js', 'go.sum', 'dist/x.js'].map(fitRank), [0, 0, 0, 0]);
  assert.equal(['vendor/a.go', 'lib/third_party/b.c'].map(fitRank), [1, 1]);
  assert.equal(['test/fixtures/a.json', 'pkg/testdata/x', 'src/__snapshots__/a.snap', 'a.test.ts.snap'].map(fitRank), [2, 2, 2, 2]);
  assert.equal(['src/main.ts', 'README.md', 'fixture.ts'].map(fitRank), [3, 3, 3]);
});

test('fit :: a budget that leaves out nothing gives the digest unchanged', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const plain = await spawnCli([dir, '--gitingest', '--no-cache']);
    const fitted = await digest(dir, '1M');
    assert.is(fitted.stdout, plain.stdout);
    assert.match(fitted.stderr, /^analyzer: fit: the digest fits 1,000,000 tokens with every file \(\d[\d,]* tokens\)\n$/);
  } finally {
    cleanup();
  }
});

test('fit :: files without bodies to elide go to path only, in order: in the tree without their text; the digest as written fits and says so', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const run = await digest(dir, '1000');
    assert.is(run.code, 0);
    const tokens = reference(run.stdout);
    assert.ok(tokens <= 1000, `${tokens} tokens`);
    assert.match(run.stdout, /\nEstimated tokens: [\d.k]+\nTokenizer: o200k_base\nPacked to fit 1,000 tokens: 2 files as path only \(no text\)\n\nDirectory structure:\n/);
    // Path only: in the tree and counted among the files, without a block.
    assert.match(run.stdout, 'Files analyzed: 4\n');
    assert.match(run.stdout, '    │   ├── big.ts\n');
    assert.match(run.stdout, `FILE: src/mid.ts\n================================================\n${TREE['src/mid.ts']}\n\n`);
    assert.not.match(run.stdout, 'FILE: src/big.ts');
    assert.not.match(run.stdout, 'FILE: web/app.min.js');
    assert.is(run.stderr, `analyzer: fit: packed 2 files as path only (no text) to fit 1,000 tokens (digest: ${tokens.toLocaleString('en-US')} tokens)\n`);
    const { fit } = JSON.parse((await spawnCli([dir, '--json', '--fit', '1000', '--no-cache'])).stdout);
    assert.equal(fit.levels, { whole: 2, 'bodies elided': 0, signatures: 0, 'path only': 2, 'left out': 0 });
    assert.equal(fit.packed.map((f: { path: string; level: string; tokens: number }) => [f.path, f.level, f.tokens]), [['src/big.ts', 'path only', 0], ['web/app.min.js', 'path only', 0]]);
    // A budget a little under this digest's count takes the next file's text too.
    const tighter = await digest(dir, String(tokens - 5));
    assert.match(tighter.stdout, 'Packed to fit');
    assert.not.match(tighter.stdout, 'FILE: src/mid.ts');
  } finally {
    cleanup();
  }
});

test('fit :: everything but one file at path only, and a budget nothing fits', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const one = await digest(dir, '300');
    assert.ok(reference(one.stdout) <= 300);
    assert.match(one.stdout, 'Files analyzed: 4\n');
    assert.match(one.stdout, 'FILE: README.md\n');
    assert.match(one.stdout, 'Packed to fit 300 tokens: 3 files as path only (no text)\n');
    assert.is(one.stdout.split('\nFILE: ').length, 2);
  } finally {
    cleanup();
  }
});

test('fit :: a digest over its budget even with every file left out says so in its text, and the run exits 1; a plan alone exits 0', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const out = join(dir, 'out', 'digest.txt');
    mkdirSync(join(dir, 'out'));
    const run = await spawnCli([dir, '--gitingest', '--fit', '10', '--no-cache', '-o', out, '--exclude', 'out/**']);
    assert.is(run.code, 1);
    assert.is(run.stdout, '');
    const written = readFileSync(out, 'utf8');
    const all = (await analyze({ path: dir, cache: false, exclude: ['out/**'] })).totalTokens;
    assert.match(written, `Files analyzed: 0\n\nEstimated tokens: 0\nTokenizer: o200k_base\nLeft out to fit 10 tokens: 4 files, ${all.toLocaleString('en-US')} tokens; even so, this digest is over the budget\n\nDirectory structure:\n`);
    assert.is(run.stderr, `analyzer: fit: the digest is over 10 tokens even with every file left out (${reference(written).toLocaleString('en-US')} tokens)\n`);
    const plan = await spawnCli([dir, '--json', '--fit', '10', '--no-cache', '--exclude', 'out/**']);
    assert.is(plan.code, 0);
    const { fit } = JSON.parse(plan.stdout);
    assert.equal({ fits: fit.fits, listing: fit.leftOutListing, digestTokens: fit.digestTokens, files: fit.leftOut.length }, { fits: false, listing: 'total only', digestTokens: reference(written), files: 4 });
    assert.is(plan.stderr, `analyzer: fit: a digest would be over 10 tokens even with every file left out (${reference(written).toLocaleString('en-US')} tokens)\n`);
  } finally {
    cleanup();
  }
});

const grouped = (n: number) => n.toLocaleString('en-US');

test('fit :: a list of the files left out that would cost more than the budget is summarised by top-level folder; the digest fits, counted exactly', async () => {
  const { dir, cleanup } = tempTree(monorepo());
  try {
    const budget = 20_000;
    const run = await digest(dir, String(budget));
    assert.is(run.code, 0, run.stderr);
    const { fit } = JSON.parse((await spawnCli([dir, '--json', '--fit', String(budget), '--no-cache'])).stdout);
    const tokens = reference(run.stdout);
    assert.ok(tokens <= budget, `${tokens} tokens`);
    assert.is(fit.digestTokens, tokens);
    assert.is(fit.leftOutListing, 'by folder');
    const files = Object.keys(monorepo()).length;
    assert.ok(fit.leftOut.length < files - 20, `${fit.leftOut.length} of ${files} left out`);
    // One line a file would cost more than the whole budget: with it, not a file would fit.
    const oneALine = fit.leftOut.map((f: { path: string; reason: string; tokens: number }) => `  ${f.path} (${f.reason}, ${grouped(f.tokens)} tokens)\n`).join('');
    assert.ok(reference(oneALine) > budget);
    // The summary: each top-level folder's files and tokens, the most tokens first.
    const rows = new Map<string, { files: number; tokens: number }>();
    for (const { path, tokens } of fit.leftOut as { path: string; tokens: number }[]) {
      const folder = path.includes('/') ? `${path.slice(0, path.indexOf('/'))}/` : '(top-level files)';
      const row = rows.get(folder) ?? { files: 0, tokens: 0 };
      rows.set(folder, { files: row.files + 1, tokens: row.tokens + tokens });
    }
    const lines = [...rows].sort(([a, x], [b, y]) => y.tokens - x.tokens || (a < b ? -1 : 1)).map(([folder, row]) => `${folder} (${grouped(row.files)} file${row.files === 1 ? '' : 's'}, ${grouped(row.tokens)} tokens)`);
    const total = fit.leftOut.reduce((sum: number, f: { tokens: number }) => sum + f.tokens, 0);
    assert.match(run.stdout, `\nTokenizer: o200k_base\nLeft out to fit 20,000 tokens: ${grouped(fit.leftOut.length)} files, ${grouped(total)} tokens, by folder\n${lines.map((line) => `  ${line}\n`).join('')}\nDirectory structure:\n`);
    assert.match(run.stdout, `Files analyzed: ${files - fit.leftOut.length}\n`);
    assert.is(run.stderr, [`fit: left out ${grouped(fit.leftOut.length)} files to fit 20,000 tokens (digest: ${grouped(tokens)} tokens, listed by folder)`, ...lines.map((line) => `  ${line}`)].map((line) => `analyzer: ${line}\n`).join(''));
  } finally {
    cleanup();
  }
});

test('fit :: when even the summary by folder would not fit, only the total is given, and what fits is kept', async () => {
  // Sixty top-level folders of one file each: their summary alone is several hundred tokens.
  const files: Record<string, string> = {};
  for (let i = 0; i < 60; i++) files[`folder${String(i).padStart(2, '0')}/note.txt`] = `note ${i}\n`;
  const { dir, cleanup } = tempTree(files);
  try {
    const run = await digest(dir, '150');
    assert.is(run.code, 0, run.stderr);
    const tokens = reference(run.stdout);
    assert.ok(tokens <= 150, `${tokens} tokens`);
    const { fit } = JSON.parse((await spawnCli([dir, '--json', '--fit', '150', '--no-cache'])).stdout);
    assert.equal({ listing: fit.leftOutListing, fits: fit.fits, digestTokens: fit.digestTokens }, { listing: 'total only', fits: true, digestTokens: tokens });
    assert.ok(fit.leftOut.length < 60, 'some files are kept');
    const total = fit.leftOut.reduce((sum: number, f: { tokens: number }) => sum + f.tokens, 0);
    assert.match(run.stdout, `\nLeft out to fit 150 tokens: ${fit.leftOut.length} files, ${total} tokens\n\nDirectory structure:\n`);
    const head = `analyzer: fit: left out ${fit.leftOut.length} files to fit 150 tokens (digest: ${tokens} tokens, too many to list)\n`;
    assert.is(run.stderr, head);
    // --verbose names every file on stderr, whatever the digest could hold.
    const verbose = await spawnCli([dir, '--gitingest', '--fit', '150', '--no-cache', '--verbose']);
    assert.is(verbose.stdout, run.stdout);
    assert.match(verbose.stderr, `${head}${fit.leftOut.map((f: { path: string; tokens: number }) => `analyzer:   ${f.path} (largest file, ${f.tokens} tokens)\n`).join('')}`);
  } finally {
    cleanup();
  }
});

test('fit :: other formats keep the counts and carry the plan; a model\'s window is a budget', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const whole = await analyze({ path: dir, cache: false });
    const planned = await analyze({ path: dir, cache: false, fit: 1000 });
    assert.equal(planned.files, whole.files);
    assert.is(planned.totalTokens, whole.totalTokens);
    assert.equal(planned.fit?.packed.map((f) => f.path), ['src/big.ts', 'web/app.min.js']);
    assert.equal(planned.fit?.leftOut, []);
    assert.is(planned.fit?.leftOutListing, undefined);
    assert.ok(planned.fit!.fits && planned.fit!.digestTokens <= 1000);
    const json = await spawnCli([dir, '--json', '--fit', '1000', '--no-cache']);
    assert.equal(JSON.parse(json.stdout).fit, planned.fit);
    assert.match(json.stderr, 'analyzer: fit: a digest would pack 2 files as path only (no text) to fit 1,000 tokens');
    const model = await analyze({ path: dir, cache: false, fit: 'gpt-4' });
    assert.is(model.fit?.budget, 8192);
    assert.is(model.fit?.model, 'gpt-4');
    const md = await spawnCli([dir, '--markdown', '--fit', '1000', '--no-cache']);
    assert.match(md.stdout, '\n## Fit\n\nA GitIngest digest packs 2 files as path only (no text) to fit 1,000 tokens (');
    assert.match(md.stdout, `| \`src/big.ts\` | path only | 0 | ${grouped(whole.files.find((f) => f.path === 'src/big.ts')!.tokens)} |\n`);
    const bad = await spawnCli([dir, '--fit', 'lots']);
    assert.is(bad.code, 2);
    assert.is(bad.stderr, "analyzer: unknown model 'lots'; give an --encoding or a --tokenizer file instead\n");
  } finally {
    cleanup();
  }
});

test('fit :: a long plan gives the event loop turns (a server answers meanwhile)', async () => {
  // 20,000 files to weigh one by one: far more than one turn's 20 ms of work on any machine.
  const files: FileResult[] = [];
  const texts = new Map<string, string>();
  for (let i = 0; i < 20_000; i++) {
    const path = `src/m${String(i).padStart(5, '0')}.ts`;
    texts.set(path, `export const value${i} = ${i};\n`);
    files.push({ path, tokens: 8, lines: 1, language: 'typescript' } as FileResult);
  }
  const report: Report = { name: 'many', texts, warnings: [], result: { totalTokens: 160_000, totalFiles: files.length, totalLines: files.length, encoding: 'o200k_base', files } };
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  const fitted = await fitReport(report, { countMode: 'exact', encoding: 'o200k_base', includeComments: false }, { budget: { tokens: 300_000, label: '300000' }, window: false, apply: false });
  running = false;
  const { packed, fits, digestTokens } = fitted.result.fit!;
  assert.ok(packed.length > 0 && fits, `${packed.length} packed, ${digestTokens} tokens`);
  // Without the pacing, no turn comes before the plan is made.
  assert.ok(turns >= 3, `${turns} turns`);
});

test.run();
