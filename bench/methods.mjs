#!/usr/bin/env node
// npm run bench:methods [-- --corpora DIR --only py311,jsts --leak 10000]
// Throughput of findMethods per language on the real corpora (bench/make-corpora.sh): MB/s of
// UTF-8 input, files, methods found and files rejected (parse failures). --leak N then parses N
// files (cycling through the corpora) and prints how much WASM/external memory grew: freed trees
// keep it flat. Runs from source through tsx: `node --import tsx bench/methods.mjs`.
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { corpusFiles, corpusText } from './corpus-files.mjs';
import { detectLanguage } from '../src/languages/detect.ts';
import { findMethods } from '../src/languages/methods/index.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const args = mri(process.argv.slice(2), { string: ['corpora', 'only'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), leak: 0 } });
const corpora = args.only ? String(args.only).split(',') : ['py311', 'node-include', 'jsts'];



const inputs = [];
for (const corpus of corpora) {
  const root = join(args.corpora, corpus);
  let paths;
  try {
    paths = [...corpusFiles(root)];
  } catch {
    console.error(`bench: no corpus at ${root} (build it with bench/make-corpora.sh, or pass --corpora)`);
    process.exit(1);
  }
  const rows = new Map();
  for (const path of paths) {
    const language = detectLanguage(relative(root, path));
    const source = corpusText(path);
    if (source === undefined) continue;
    const started = performance.now();
    let found;
    let rejected = false;
    try {
      found = await findMethods(source, language);
    } catch {
      rejected = true;
    }
    const ms = performance.now() - started;
    if (found === undefined && !rejected) continue;
    if (inputs.length < args.leak) inputs.push({ source, language });
    const row = rows.get(language) ?? { corpus, language, files: 0, bytes: 0, ms: 0, methods: 0, rejected: 0 };
    row.files++;
    row.bytes += Buffer.byteLength(source);
    row.ms += ms;
    row.methods += found?.length ?? 0;
    row.rejected += rejected ? 1 : 0;
    rows.set(language, row);
  }
  for (const row of rows.values()) {
    const mb = row.bytes / 1e6;
    console.log([row.corpus, row.language, `${row.files} files`, `${mb.toFixed(1)} MB`, `${(row.ms / 1000).toFixed(1)} s`,
      `${(mb / (row.ms / 1000)).toFixed(2)} MB/s`, `${row.methods} methods`, `${row.rejected} rejected`].join('\t'));
  }
}

if (args.leak > 0 && inputs.length > 0) {
  const external = () => process.memoryUsage().external / 1e6;
  const before = external();
  for (let i = 0; i < args.leak; i++) {
    const { source, language } = inputs[i % inputs.length];
    await findMethods(source, language).catch(() => undefined);
  }
  console.log(`leak check: ${args.leak} files, external memory ${before.toFixed(1)} MB -> ${external().toFixed(1)} MB`);
}
