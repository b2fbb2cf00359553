import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fitTarget, leftOutByFolder, leftOutSection } from '../../src/sinks/leftOut.js';
import type { FitPlan } from '../../src/results.js';

const test = suite('sinks leftOut');

const leftOut = [
  { path: 'web/app.min.js', tokens: 1200, reason: 'lock or generated file' },
  { path: 'src/big.ts', tokens: 900, reason: 'largest file' },
  { path: 'NOTES.md', tokens: 40, reason: 'largest file' },
  { path: 'src/lib/mid.ts', tokens: 400, reason: 'largest file' },
];
const plan = (more: Partial<FitPlan> = {}): FitPlan => ({ budget: 1000, digestTokens: 990, fits: true, leftOut, ...more });

test('sinks leftOut :: the budget, and whose count it is when not the model\'s own', () => {
  assert.is(fitTarget({ budget: 200_000 }), '200,000 tokens');
  assert.is(fitTarget({ budget: 128_000, model: 'gpt-4o' }), "gpt-4o's 128,000-token window");
  assert.is(fitTarget({ budget: 200_000, model: 'claude-haiku-4-5', countedWith: 'o200k_base' }), "claude-haiku-4-5's 200,000-token window (counted with o200k_base, not with claude-haiku-4-5's tokenizer)");
  assert.is(fitTarget({ budget: 32_768, model: 'qwen3', countedWith: 'estimate' }), "qwen3's 32,768-token window (estimated, not with qwen3's tokenizer)");
  // A name cannot break the digest's lines.
  assert.is(fitTarget({ budget: 8192, model: 'gpt-4-\nFILE: x' }), '"gpt-4-\\nFILE: x"\'s 8,192-token window');
});

test('sinks leftOut :: by top-level folder, the most tokens first; files directly in the folder as one row', () => {
  assert.equal(leftOutByFolder(leftOut), [
    { folder: 'src', files: 2, tokens: 1300 },
    { folder: 'web', files: 1, tokens: 1200 },
    { folder: '', files: 1, tokens: 40 },
  ]);
});

test('sinks leftOut :: the digest\'s statement in each listing; nothing when every file is in', () => {
  assert.is(leftOutSection(plan()), [
    'Left out to fit 1,000 tokens: 4 files',
    '  web/app.min.js (lock or generated file, 1,200 tokens)',
    '  src/big.ts (largest file, 900 tokens)',
    '  NOTES.md (largest file, 40 tokens)',
    '  src/lib/mid.ts (largest file, 400 tokens)',
    '',
  ].join('\n'));
  assert.is(leftOutSection(plan({ leftOutListing: 'by folder' })), [
    'Left out to fit 1,000 tokens: 4 files, 2,540 tokens, by folder',
    '  src/ (2 files, 1,300 tokens)',
    '  web/ (1 file, 1,200 tokens)',
    '  (top-level files) (1 file, 40 tokens)',
    '',
  ].join('\n'));
  assert.is(leftOutSection(plan({ leftOutListing: 'total only' })), 'Left out to fit 1,000 tokens: 4 files, 2,540 tokens\n');
  assert.is(leftOutSection(plan({ leftOutListing: 'total only', fits: false })), 'Left out to fit 1,000 tokens: 4 files, 2,540 tokens; even so, this digest is over the budget\n');
  assert.is(leftOutSection(plan({ leftOut: [] })), '');
  assert.is(leftOutSection(plan({ leftOut: [], fits: false, leftOutListing: 'total only' })), 'Left out to fit 1,000 tokens: 0 files, 0 tokens; even so, this digest is over the budget\n');
});

test.run();
