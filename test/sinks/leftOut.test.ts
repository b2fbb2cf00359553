import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compressLine, fitTarget, leftOutByFolder, leftOutSection, packedLevels } from '../../src/sinks/leftOut.js';
import type { FitPlan } from '../../src/results.js';

const test = suite('sinks leftOut');

const leftOut = [
  { path: 'web/app.min.js', tokens: 1200, reason: 'lock or generated file' },
  { path: 'src/big.ts', tokens: 900, reason: 'largest file' },
  { path: 'NOTES.md', tokens: 40, reason: 'largest file' },
  { path: 'src/lib/mid.ts', tokens: 400, reason: 'largest file' },
];
const levels = { whole: 0, 'bodies elided': 0, signatures: 0, 'path only': 0, 'left out': leftOut.length };
const plan = (more: Partial<FitPlan> = {}): FitPlan => ({ budget: 1000, digestTokens: 990, fits: true, levels, packed: [], leftOut, ...more });

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

test('sinks leftOut :: the files packed short of whole, by level, before what is left out; compress in one line', () => {
  const packed = [
    { path: 'a.ts', level: 'bodies elided' as const, tokens: 10, wholeTokens: 50 },
    { path: 'b.ts', level: 'signatures' as const, tokens: 5, wholeTokens: 90 },
    { path: 'c.ts', level: 'signatures' as const, tokens: 5, wholeTokens: 90 },
    { path: 'd.json', level: 'path only' as const, tokens: 0, wholeTokens: 900 },
  ];
  assert.is(packedLevels({ packed }), '1 file with bodies elided, 2 as signatures, 1 as path only (no text)');
  assert.is(packedLevels({ packed: packed.slice(1, 3) }), '2 files as signatures');
  assert.is(leftOutSection(plan({ packed, leftOut: [] })), 'Packed to fit 1,000 tokens: 1 file with bodies elided, 2 as signatures, 1 as path only (no text)\n');
  assert.is(leftOutSection(plan({ packed: packed.slice(3), leftOut: leftOut.slice(0, 1) })), 'Packed to fit 1,000 tokens: 1 file as path only (no text)\nLeft out to fit 1,000 tokens: 1 file\n  web/app.min.js (lock or generated file, 1,200 tokens)\n');
  assert.is(compressLine({ files: 3, bodies: 12, tokensBefore: 12_345, tokensAfter: 4_321 }), 'Compressed: 12 method bodies elided in 3 files (12,345 tokens of text to 4,321)\n');
  assert.is(compressLine({ files: 1, bodies: 1, tokensBefore: 50, tokensAfter: 20 }), 'Compressed: 1 method body elided in 1 file (50 tokens of text to 20)\n');
});

test.run();
