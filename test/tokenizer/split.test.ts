import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FAMILY } from '../../src/tokenizer/exact.js';
import { TIKTOKEN_PATTERNS, forEachPiece, pattern, type PatternFamily } from '../../src/tokenizer/split.js';

const test = suite('split');
const registry = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('tiktoken/registry.json'), 'utf8'));

test('split :: our patterns are the ones tiktoken ships', () => {
  for (const [encoding, family] of Object.entries(FAMILY)) {
    // gpt-oss's o200k_harmony, which tiktoken 1.0.22 does not ship, has o200k_base's pattern and ranks.
    if (encoding === 'o200k_harmony') continue;
    assert.is(registry[encoding].pat_str, TIKTOKEN_PATTERNS[family], encoding);
  }
});

const ALPHABET = [
  'a', 'b', 'Z', 'Q', 's', 't', 'r', 'e', 'l', 'd', 'm', 'v', 'S', 'L', 'E', '0', '7', '9', ' ', ' ', ' ', '\t', '\n', '\n', '\r',
  '\v', '\f', "'", "'", '/', '.', '(', ';', '-', 'é', 'ſ', '\u00a0', '\u2028', '\u0301', '😀', '٣', '中', '\u0085', '\ufeff', 'ǅ', 'ʰ',
];

function* randomTexts(seed: number, count: number, alphabet: string[]): Generator<string> {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = 0; i < count; i++) {
    let s = '';
    for (let j = 1 + Math.floor(next() * 30); j > 0; j--) s += alphabet[Math.floor(next() * alphabet.length)];
    yield s;
  }
}

function regexPieces(s: string, family: PatternFamily): string[] {
  return [...s.matchAll(new RegExp(pattern(family).source, 'gu'))].map((m) => m[0]);
}

function scannedPieces(s: string, family: PatternFamily): string[] {
  const pieces: string[] = [];
  forEachPiece(s, family, (a, b) => pieces.push(s.slice(a, b)));
  return pieces;
}

for (const family of ['o200k', 'cl100k', 'gpt2'] as const) {
  test(`split :: ${family} scanner yields the regex's pieces on random text`, () => {
    for (const alphabet of [ALPHABET, ALPHABET.filter((c) => c.charCodeAt(0) < 128)]) {
      for (const s of randomTexts(7, 4000, alphabet)) assert.equal(scannedPieces(s, family), regexPieces(s, family), JSON.stringify(s));
    }
  });
}

test('split :: o200k pieces of a known line', () => {
  assert.equal(scannedPieces("  it's HTMLElement.push(x);\n\n  // done", 'o200k'), [
    ' ', " it's", ' HTMLElement', '.push', '(x', ');\n\n', ' ', ' //', ' done',
  ]);
});

test.run();
