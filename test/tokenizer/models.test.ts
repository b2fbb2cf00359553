import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Tokenizer } from '@huggingface/tokenizers';
import { ExactCounter } from '../../src/tokenizer/exact.js';
import { fromBuiltModel } from '../../src/tokenizer/built.js';
import { readTokenizerJson } from '../../src/tokenizer/hf.js';
import { buildMergeTable, toMergeList } from '../../src/tokenizer/merges.js';
import { hfPipeline } from '../../src/tokenizer/pipeline.js';
import { MODEL_TOKENIZERS, builtModelFile, createCounter } from '../../src/tokenizer/index.js';
import { ROOT, fixture } from '../_helpers/index.js';
import { hfOracle, hfReference, tokenizerFiles } from '../_helpers/hf.js';

const test = suite('tokenizer models');

const MODELS = Object.keys(MODEL_TOKENIZERS);
const TRICKY = [
  '', 'a', ' ', '\n', '\r\n\r\n', '   \n   x', 'x   ', '\t\tfoo', "it's I'LL we'Re they've", "ſ's", '<|endoftext|>', 'a<|endofprompt|>b',
  '1234567890', '١٢٣٤ 12٣', '😀😀😀 👩‍💻', 'Ελληνικά русский 中文 日本語 한국어 العربية हिन्दी', 'x'.repeat(5000), ' '.repeat(700),
  '/'.repeat(300) + '\n', 'a\u00a0b\u2028c\u0085d\ufeffe', 'e\u0301\u0301 ǅungla ʰa', 'if (a) {\r\n  return b;\r\n}\r\n', '\n'.repeat(40), '\t'.repeat(40) + 'x',
  '<think></think><thinkx> <tool_call', '<table><tr>', '\u2581\u2581 x\u2581', 'a'.repeat(70) + ' ' + 'ab'.repeat(40),
];

/** Real code of several languages (fixtures/languages), the hard-text file and the other token fixtures. */
function texts(): [string, string][] {
  const out: [string, string][] = [];
  for (const dir of ['tokens', 'languages']) {
    for (const entry of readdirSync(fixture(dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) out.push([join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name), 'utf8')]);
    }
  }
  return out;
}

for (const name of MODELS) {
  test(`tokenizer models :: ${name}: counts equal the reference's on hard text and real code`, () => {
    const counter = createCounter('exact', name);
    for (const text of TRICKY) assert.is(counter.count(text), hfReference(text, name), JSON.stringify(text.slice(0, 40)));
    const all = texts();
    assert.ok(all.length > 60, `${all.length} files`);
    for (const [path, text] of all) assert.is(counter.count(text), hfReference(text, name), path);
  });
}

test('tokenizer models :: random ASCII text (the hand-written splits) counts as the reference does', () => {
  const alphabet = ['a', 'Z', 'x', 'q', '0', '7', '9', ' ', ' ', ' ', '\t', '\n', '\n', '\r', '\v', '\f', '\x01', '\x7f', "'", '.', '_', '(', '-', '/', '$', '<', '>', '=', '"', 's', 't', 'l', 'L', 'E'];
  let seed = 42;
  const next = (below: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % below);
  for (const name of MODELS) {
    const counter = createCounter('exact', name);
    for (let k = 0; k < 150; k++) {
      const text = Array.from({ length: 1 + next(40) }, () => alphabet[next(alphabet.length)]).join('');
      assert.is(counter.count(text), hfReference(text, name), `${name} ${JSON.stringify(text)}`);
    }
  }
});

test('tokenizer models :: random text with other characters among the ASCII counts as the reference does', () => {
  const alphabet = ['a', 'x', '0', '7', ' ', ' ', '\t', '\n', '\r', '\x01', "'", '.', '(', '-', 'é', 'ß', '中', '文', 'か', '١', '٣', '\u00a0', '\u2028', '\u0301', '😀', '—', '«', '\u3000', '€'];
  let seed = 7;
  const next = (below: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % below);
  for (const name of MODELS) {
    const counter = createCounter('exact', name);
    for (let k = 0; k < 150; k++) {
      const text = Array.from({ length: 1 + next(30) }, () => alphabet[next(alphabet.length)]).join('');
      assert.is(counter.count(text), hfReference(text, name), `${name} ${JSON.stringify(text)}`);
    }
  }
});

test('tokenizer models :: special-token text counts as ordinary text, not as the special token', () => {
  const cases: [string, string][] = [['llama-3', '<|begin_of_text|>'], ['qwen3', '<|im_start|>'], ['deepseek-v3', '<｜begin▁of▁sentence｜>'], ['gemma-3', '<start_of_turn>']];
  for (const [name, special] of cases) {
    const ours = createCounter('exact', name).count(special);
    assert.is(ours, hfReference(special, name), name);
    // The reference as shipped takes it as one token: the comparison above would catch that.
    assert.is(hfOracle(name, true).encode(special, { add_special_tokens: false }).ids.length, 1, name);
    assert.ok(ours > 1, `${name}: ${ours}`);
  }
});

for (const name of MODELS) {
  test(`tokenizer models :: ${name}: a span counts as its own text does`, () => {
    const counter = createCounter('exact', name);
    const text = readFileSync(fixture('tokens', 'hard.txt'), 'utf8') + readFileSync(fixture('languages', 'python', 'report.py'), 'utf8');
    const spans = counter.spans(text);
    assert.is(spans.total, counter.count(text));
    let seed = 7;
    const next = (below: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % (below + 1));
    for (let k = 0; k < 300; k++) {
      const a = next(text.length), b = a + next(Math.min(400, text.length - a));
      assert.is(spans.count(a, b), counter.count(text.slice(a, b)), `${a}..${b}`);
    }
  });
}

test('tokenizer models :: a character-level file whose normalizer puts an ASCII character for spaces counts as the reference does', () => {
  // Gemma 3's file with '_' for spaces instead of '▁': the text is then cut around '_' and ' '
  // only where no merge joins the characters, '_' of the text and of the spaces alike.
  const { json, config } = tokenizerFiles('gemma-3');
  json.normalizer = { type: 'Replace', pattern: { String: ' ' }, content: '_' };
  json.added_tokens = (json.added_tokens as { special: boolean }[]).filter((t) => !t.special);
  const reference = new Tokenizer(json, config);
  const model = readTokenizerJson(json);
  const counter = new ExactCounter(hfPipeline(model.spec, buildMergeTable(toMergeList(model))));
  for (const text of ['def __init__(self, a_b):\n    self._x = a_b', 'snake_case_name = other_name__ + 1', ' _ __ ___ a _b c_ ', 'x'.repeat(30) + '_' + 'y'.repeat(30)]) {
    assert.is(counter.count(text), reference.encode(text, { add_special_tokens: false }).ids.length, JSON.stringify(text));
  }
});

for (const name of MODELS) {
  test(`tokenizer models :: ${name}: the build's table is the one read from the tokenizer file`, () => {
    const built = fromBuiltModel(readFileSync(join(ROOT, 'dist', builtModelFile(name))));
    assert.ok(built, 'npm run build writes it');
    const parsed = toMergeList(readTokenizerJson(tokenizerFiles(name).json));
    assert.equal(built.spec, parsed.spec);
    for (const key of ['starts', 'rights', 'ranks', 'results', 'joins'] as const) {
      const bytes = (a: Int32Array | Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
      assert.ok(built[key] === parsed[key] || bytes(built[key]!).equals(bytes(parsed[key]!)), key);
    }
  });
}

test.run();
