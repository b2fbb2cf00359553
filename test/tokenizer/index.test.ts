import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ExactCounter, FAMILY, createPieceTable } from '../../src/tokenizer/exact.js';
import { tiktokenPipeline } from '../../src/tokenizer/pipeline.js';
import { ENCODINGS, countLines, createCounter } from '../../src/tokenizer/index.js';
import { RankTable, builtFileName, fromBuilt, parseEncoding, readBuilt, toBuilt } from '../../src/tokenizer/ranks.js';
import { ROOT, fixture, reference } from '../_helpers/index.js';

const test = suite('tokenizer');

const TRICKY = [
  '', 'a', '\n', '\r\n\r\n', '   \n   x', 'x   ', '\t\tfoo', "it's I'LL we'Re they've", 'ſ\'s', '<|endoftext|>', 'a<|endofprompt|>b',
  '1234567890', '١٢٣٤ 12٣', '😀😀😀 👩‍💻', 'Ελληνικά русский 中文 日本語 한국어 العربية हिन्दी', 'x'.repeat(5000), ' '.repeat(700),
  '/'.repeat(300) + '\n', 'a\u00a0b\u2028c\u0085d\ufeffe', 'e\u0301\u0301 ǅungla ʰa', 'if (a) {\r\n  return b;\r\n}\r\n',
];

for (const encoding of ENCODINGS) {
  test(`tokenizer :: exact counts equal tiktoken's for ${encoding}`, async () => {
    const counter = createCounter('exact', encoding);
    for (const text of TRICKY) assert.is(counter.count(text), reference(text, encoding), JSON.stringify(text.slice(0, 40)));
    for (const name of readdirSync(fixture('tokens'))) {
      const text = readFileSync(fixture('tokens', name), 'utf8');
      assert.is(counter.count(text), reference(text, encoding), name);
    }
  });
}

for (const encoding of ENCODINGS) {
  test(`tokenizer :: a span counted from the text's pieces is what counting its own text gives, for ${encoding}`, () => {
    const counter = createCounter('exact', encoding);
    const texts = [...TRICKY.slice(1), TRICKY.join(' \n'), ...readdirSync(fixture('tokens')).map((name) => readFileSync(fixture('tokens', name), 'utf8'))];
    // Every span of the short texts; near the edges of pieces and blank runs, spans of the long ones.
    let seed = 1;
    const next = (below: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % (below + 1));
    for (const text of texts) {
      const spans = counter.spans(text);
      assert.is(spans.total, counter.count(text));
      const pairs: [number, number][] = [];
      if (text.length <= 40) {
        for (let a = 0; a <= text.length; a++) for (let b = a; b <= text.length; b++) pairs.push([a, b]);
      } else {
        for (let k = 0; k < 200; k++) {
          const a = next(text.length);
          pairs.push([a, Math.min(text.length, a + next(k % 2 ? 24 : 400))]);
        }
      }
      for (const [a, b] of pairs) assert.is(spans.count(a, b), counter.count(text.slice(a, b)), `${JSON.stringify(text.slice(0, 30))} [${a}, ${b})`);
    }
  });
}

test('tokenizer :: spans of the estimate and of no counting', () => {
  const estimate = createCounter('estimate').spans('abcdefghij');
  assert.equal([estimate.total, estimate.count(0, 5), estimate.count(2, 2)], [3, 2, 0]);
  const none = createCounter('none').spans('abcdefghij');
  assert.equal([none.total, none.count(0, 5)], [0, 0]);
});

const bytesOf = (a: Int32Array | Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

for (const encoding of ENCODINGS) {
  test(`tokenizer :: the build's rank table for ${encoding} is the one parsed from tiktoken's, and counts the same`, () => {
    const built = readBuilt(join(ROOT, 'dist', builtFileName(encoding)));
    assert.ok(built, 'npm run build writes it');
    assert.ok(built.arena.buffer instanceof SharedArrayBuffer);
    const parsed = parseEncoding(encoding);
    for (const part of ['slots', 'pairs', 'arena'] as const) assert.ok(bytesOf(built[part]).equals(bytesOf(parsed[part])), part);
    const counter = new ExactCounter(tiktokenPipeline(new RankTable(built), FAMILY[encoding]));
    for (const text of TRICKY) assert.is(counter.count(text), reference(text, encoding), JSON.stringify(text.slice(0, 40)));
  });
}

test('tokenizer :: a built rank table in another byte order, or cut short, is refused', () => {
  const bytes = toBuilt(parseEncoding('r50k_base'));
  assert.ok(fromBuilt(bytes));
  const swapped = bytes.slice();
  swapped.set(swapped.slice(0, 4).reverse(), 0);
  assert.is(fromBuilt(swapped), undefined);
  assert.is(fromBuilt(bytes.slice(0, bytes.length - 1)), undefined);
  assert.ok(fromBuilt(bytes), 'the original is untouched');
  assert.is(readBuilt(join(ROOT, 'dist', 'no-such-table.bin')), undefined);
});

test('tokenizer :: the estimate is ceil(characters / 4)', async () => {
  const counter = createCounter('estimate');
  assert.is(counter.count(''), 0);
  assert.is(counter.count('abcd'), 1);
  assert.is(counter.count('abcde'), 2);
});

test('tokenizer :: no counting gives 0', async () => {
  assert.is((createCounter('none')).count('some text'), 0);
});

test('tokenizer :: an unknown encoding is a usage error', async () => {
  try {
    createCounter('exact', 'o300k');
    assert.unreachable();
  } catch (err) {
    assert.is((err as { exitCode: number }).exitCode, 2);
    assert.match((err as Error).message, "unknown encoding 'o300k'");
  }
});

test('tokenizer :: physical line counts', () => {
  assert.is(countLines(''), 0);
  assert.is(countLines('\n'), 1);
  assert.is(countLines('a'), 1);
  assert.is(countLines('a\nb'), 2);
  assert.is(countLines('a\nb\n'), 2);
  assert.is(countLines('a\r\nb\r\n'), 2);
  assert.is(countLines('\n\n\n'), 3);
});

// The table's layout, as exact.ts writes it: 8 int32 per row, [hash, meta, key...]; state[0] = entries.
const ROW = 8;
const CLAIMED = -1;
const SOURCE = [...TRICKY, ...readdirSync(fixture('tokens')).map((name) => readFileSync(fixture('tokens', name), 'utf8'))];

test('tokenizer :: counters sharing a piece table count exactly, and each piece is stored once for all', () => {
  const ranks = RankTable.load('o200k_base');
  const table = createPieceTable();
  const first = new ExactCounter(tiktokenPipeline(ranks, 'o200k'), table);
  for (const text of SOURCE) assert.is(first.count(text), reference(text), JSON.stringify(text.slice(0, 40)));
  const stored = table.state[0];
  assert.ok(stored > 50, `${stored} pieces stored`);
  const second = new ExactCounter(tiktokenPipeline(ranks, 'o200k'), table);
  for (const text of SOURCE) assert.is(second.count(text), reference(text), JSON.stringify(text.slice(0, 40)));
  assert.is(table.state[0], stored, 'the second counter found every piece the first stored');
});

test('tokenizer :: pieces past three quarters of the rows go to the spill, where counters sharing the table find them', () => {
  const ranks = RankTable.load('o200k_base');
  const table = createPieceTable(false, 64, 256);
  const first = new ExactCounter(tiktokenPipeline(ranks, 'o200k'), table);
  for (const text of SOURCE) assert.is(first.count(text), reference(text), JSON.stringify(text.slice(0, 40)));
  assert.is(table.state[0], 48, 'the rows hold three quarters of their 64 slots');
  assert.is(table.state[2], 192, 'and so does the spill of its 256');
  const second = new ExactCounter(tiktokenPipeline(ranks, 'o200k'), table);
  for (const text of SOURCE) assert.is(second.count(text), reference(text), JSON.stringify(text.slice(0, 40)));
  assert.equal([table.state[0], table.state[2]], [48, 192], 'nothing stored again');
  // A row of the spill another thread is still writing, or whose key is not visible yet, is not taken for its piece.
  for (let row = 0; row < table.spill.length; row += ROW) {
    if (row % (3 * ROW) === 0) table.spill[row + 1] = CLAIMED;
    else if (row % (3 * ROW) === ROW) table.spill[row] = 0;
    else table.spill.fill(0, row + 2, row + ROW);
  }
  const third = new ExactCounter(tiktokenPipeline(ranks, 'o200k'), table);
  for (const text of SOURCE) assert.is(third.count(text), reference(text), JSON.stringify(text.slice(0, 40)));
});

test('tokenizer :: a row another thread is still writing is not read: its piece is counted instead', () => {
  const table = createPieceTable();
  for (let row = 0; row < table.rows.length; row += ROW) table.rows[row + 1] = CLAIMED;
  const counter = new ExactCounter(tiktokenPipeline(RankTable.load('o200k_base'), 'o200k'), table);
  for (const text of SOURCE) assert.is(counter.count(text), reference(text), JSON.stringify(text.slice(0, 40)));
  assert.is(table.state[0], 0, 'nothing stored');
});

test('tokenizer :: a row whose key or hash is not visible yet (still 0) never matches', () => {
  const ranks = RankTable.load('o200k_base');
  const table = createPieceTable();
  const first = new ExactCounter(tiktokenPipeline(ranks, 'o200k'), table);
  for (const text of SOURCE) first.count(text);
  // What a weakly ordered CPU may show another thread just as the rows are published: the
  // meta (with the count), but the other words as they were.
  const { rows } = table;
  for (let row = 0; row < rows.length; row += ROW) {
    if (rows[row + 1] === 0) continue;
    if (row % (2 * ROW) === 0) rows[row] = 0;
    else rows.fill(0, row + 2, row + ROW);
  }
  const second = new ExactCounter(tiktokenPipeline(ranks, 'o200k'), table);
  for (const text of SOURCE) assert.is(second.count(text), reference(text), JSON.stringify(text.slice(0, 40)));
});

test('tokenizer :: pieces with a NUL character are counted, never stored (a key not yet visible reads as NULs)', () => {
  const table = createPieceTable();
  const counter = new ExactCounter(tiktokenPipeline(RankTable.load('o200k_base'), 'o200k'), table);
  for (const text of ['\0\0\0\0', 'x\0\0\0\0\0\0y', '\0\0\0 \0\0\0\0\0', '!!!!\0', '!!!!!\0!', '!\0!!!!!!', '—\0', '\0——', '———————\0']) assert.is(counter.count(text), reference(text), JSON.stringify(text));
  assert.is(table.state[0], 0);
});

test.run();
