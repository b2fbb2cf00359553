// Writes each encoding's rank table beside the bundles (dist/ranks-<name>.bin), so a run loads
// it in a few milliseconds instead of parsing tiktoken's text for about 100 ms, and each model
// tokenizer's merges (dist/tokenizer-<name>.bin), read from its dev-only package's
// tokenizer.json (70-240 MB each, never shipped) into 1-4 MB. Run by `npm run build` after tsup.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { toBuiltModel } from '../src/tokenizer/built.js';
import { readTokenizerJson } from '../src/tokenizer/hf.js';
import { toMergeList } from '../src/tokenizer/merges.js';
import { ENCODINGS, MODEL_TOKENIZERS, TABLE_HASHES, builtModelFile } from '../src/tokenizer/index.js';
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
const hashes: Record<string, string> = {};
for (const [name, pkg] of Object.entries(MODEL_TOKENIZERS)) {
  const json = JSON.parse(readFileSync(require.resolve(`${pkg}/models/tokenizer.json`), 'utf8'));
  const table = toBuiltModel(toMergeList(readTokenizerJson(json)));
  write(builtModelFile(name), table);
  hashes[name] = createHash('sha256').update(table).digest('hex');
}
// The cache's key holds each table's hash (tokenizerFingerprint()).
write(TABLE_HASHES, new TextEncoder().encode(`${JSON.stringify(hashes, null, 2)}\n`));
