import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { fitRank, fitReport } from '../../src/stages/fit.js';
import type { FileResult, Report } from '../../src/types.js';
import { reference, spawnCli, tempTree } from '../_helpers/index.js';

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

test('fit :: some files left out, in order, whole; the digest as written fits and says what went', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const run = await digest(dir, '1000');
    assert.is(run.code, 0);
    const tokens = reference(run.stdout);
    assert.ok(tokens <= 1000, `${tokens} tokens`);
    assert.match(run.stdout, /\nEstimated tokens: [\d.k]+\nTokenizer: o200k_base\nLeft out to fit 1,000 tokens: 2 files\n  web\/app\.min\.js \(lock or generated file, [\d,]+ tokens\)\n  src\/big\.ts \(largest file, [\d,]+ tokens\)\n\nDirectory structure:\n/);
    assert.match(run.stdout, 'Files analyzed: 2\n');
    // Never half a file: what is shown is the whole text.
    assert.match(run.stdout, `FILE: src/mid.ts\n================================================\n${TREE['src/mid.ts']}\n\n`);
    assert.not.match(run.stdout, 'FILE: src/big.ts');
    assert.match(run.stderr, `analyzer: fit: left out 2 files to fit 1,000 tokens (digest: ${tokens.toLocaleString('en-US')} tokens)\n`);
    // Keeping the next file would not fit: a budget a little under this digest's count (the budget's
    // own figure is written in the digest, a token or two) leaves out one more.
    const tighter = await digest(dir, String(tokens - 5));
    assert.match(tighter.stdout, 'Left out to fit');
    assert.match(tighter.stdout, '  src/mid.ts (largest file');
  } finally {
    cleanup();
  }
});

test('fit :: everything but one file, and a budget nothing fits', async () => {
  const { dir, cleanup } = tempTree(TREE);
  try {
    const one = await digest(dir, '300');
    assert.ok(reference(one.stdout) <= 300);
    assert.match(one.stdout, 'Files analyzed: 1\n');
    assert.match(one.stdout, 'FILE: README.md\n');
    assert.match(one.stdout, 'Left out to fit 300 tokens: 3 files\n  web/app.min.js (lock or generated file');
    const none = await digest(dir, '10');
    assert.match(none.stdout, 'Files analyzed: 0\n');
    assert.match(none.stderr, 'analyzer: fit: even without any file the digest is over 10 tokens\n');
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
    assert.equal(planned.fit?.leftOut.map((f) => f.path), ['web/app.min.js', 'src/big.ts']);
    assert.ok(planned.fit!.fits && planned.fit!.digestTokens <= 1000);
    const json = await spawnCli([dir, '--json', '--fit', '1000', '--no-cache']);
    assert.equal(JSON.parse(json.stdout).fit, planned.fit);
    assert.match(json.stderr, 'analyzer: fit: a digest would leave out 2 files to fit 1,000 tokens');
    const model = await analyze({ path: dir, cache: false, fit: 'gpt-4' });
    assert.is(model.fit?.budget, 8192);
    assert.is(model.fit?.model, 'gpt-4');
    const md = await spawnCli([dir, '--markdown', '--fit', '1000', '--no-cache']);
    assert.match(md.stdout, '\n## Fit\n\nA GitIngest digest leaves out 2 files to fit 1,000 tokens (');
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
  const { leftOut, fits, digestTokens } = fitted.result.fit!;
  assert.ok(leftOut.length > 0 && fits, `${leftOut.length} left out, ${digestTokens} tokens`);
  // Without the pacing, no turn comes before the plan is made.
  assert.ok(turns >= 3, `${turns} turns`);
});

test.run();
