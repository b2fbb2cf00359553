// Writes each encoding's rank table beside the bundles (dist/ranks-<name>.bin), so a run loads
// it in a few milliseconds instead of parsing tiktoken's text for about 100 ms, and each model
// tokenizer's merges (dist/tokenizer-<name>.bin), read from its dev-only package's
// tokenizer.json (70-240 MB each, never shipped) into 1-4 MB. Run by `npm run build` after tsup.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readTokenizerJson, toBuiltModel } from '../src/tokenizer/hf.js';
import { ENCODINGS, MODEL_TOKENIZERS, builtModelFile } from '../src/tokenizer/index.js';
import { builtFileName, parseEncoding, toBuilt } from '../src/tokenizer/ranks.js';

const dist = join(import.meta.dirname, '..', 'dist');
const write = (name: string, bytes: Uint8Array) => {
  const file = join(dist, name);
  writeFileSync(`${file}.tmp`, bytes);
  renameSync(`${file}.tmp`, file);
};
for (const name of new Set(ENCODINGS.map(builtFileName))) {
  write(name, toBuilt(parseEncoding(ENCODINGS.find((e) => builtFileName(e) === name)!)));
}
const require = createRequire(import.meta.url);
for (const [name, pkg] of Object.entries(MODEL_TOKENIZERS)) {
  const json = JSON.parse(readFileSync(require.resolve(`${pkg}/models/tokenizer.json`), 'utf8'));
  write(builtModelFile(name), toBuiltModel(readTokenizerJson(json)));
}
