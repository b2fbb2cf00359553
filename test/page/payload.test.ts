import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readPayload } from '../../src/page/payload.js';
import { SMALL, SMALL_METHODS } from '../_helpers/results.js';

const test = suite('page payload');

const EXACT = { countMode: 'exact', encoding: 'o200k_base', includeComments: false };

test('page payload :: a report\'s data passes as it is; extra keys (the top-level methods) are left out', () => {
  // The page states the tokenizer from `counting`; the result's own `encoding` is not kept.
  const { encoding: _, ...small } = SMALL;
  const { encoding: __, ...smallMethods } = SMALL_METHODS;
  assert.equal(readPayload({ name: 'q', counting: EXACT, result: SMALL }), { name: 'q', counting: EXACT, result: small });
  const withExtra = { ...SMALL_METHODS, methods: SMALL_METHODS.files.flatMap((f) => f.methods ?? []) };
  assert.equal(readPayload({ name: 'q', result: withExtra }), { name: 'q', result: smallMethods });
});

test('page payload :: a model\'s window passes with the counting; a malformed one is dropped', () => {
  const window = { ...EXACT, window: { model: 'gpt-4o', tokens: 128000 } };
  assert.equal(readPayload({ name: 'q', counting: window, result: SMALL }).counting, window);
  assert.equal(readPayload({ name: 'q', counting: { ...EXACT, window: { model: 'gpt-4o', tokens: -1 } }, result: SMALL }).counting, EXACT);
});

test('page payload :: a minimal REST answer: totals from the files, language text, unknown counting dropped', () => {
  const minimal = { totalTokens: 7, totalFiles: 2, files: [{ path: 'a.ts', tokens: 3, lines: 2, language: 'typescript' }, { path: 'b', tokens: 4, lines: 5 }] };
  assert.equal(readPayload({ name: '.', counting: { countMode: 'magic' }, result: minimal }), {
    name: '.',
    result: { totalTokens: 7, totalFiles: 2, totalLines: 7, files: [minimal.files[0], { path: 'b', tokens: 4, lines: 5, language: 'text' }] },
  });
});

test('page payload :: what cannot be shown is an error', () => {
  const file = { path: 'a', tokens: 1, lines: 1, language: 'text' };
  const bad: [unknown, RegExp][] = [
    [undefined, /not an analysis result/],
    [{ name: 3, result: SMALL }, /not an analysis result/],
    [{ name: 'x', result: { files: 'no' } }, /not an analysis result/],
    [{ name: 'x', result: { files: [null] } }, /malformed file/],
    [{ name: 'x', result: { files: [{ ...file, tokens: -1 }] } }, /malformed file/],
    [{ name: 'x', result: { files: [{ ...file, lines: '3' }] } }, /malformed file/],
    [{ name: 'x', result: { files: [{ ...file, methods: [{ name: 'f', tokens: NaN, lines: 1 }] }] } }, /malformed method/],
    [{ name: 'x', result: { files: [file], skipped: [{ path: 'y' }] } }, /malformed skipped/],
  ];
  for (const [value, message] of bad) assert.throws(() => readPayload(value), message, JSON.stringify(value));
});

test.run();
