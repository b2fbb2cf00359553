#!/usr/bin/env node
// node --import tsx bench/count-models.mjs [--corpora DIR --only py311 --models o200k_base,deepseek-v3 --passes 1]
// What counting alone costs with each tokenizer, in this one thread: a corpus's distinct texts
// (as read, comments in) counted by the engine, with the tables the build wrote (`npm run build`
// first), each tokenizer in turn. Prints the CPU time of loading its tables, of each pass over the
// texts (the first fills the table of pieces; later ones find every piece there) and the heap and
// RSS after, so `node --cpu-prof --import tsx bench/count-models.mjs --models gemma-3` profiles
// the counting of one model without worker threads, the walk or the cache.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mri from 'mri';
import { ExactCounter, FAMILY, createPieceTable } from '../src/tokenizer/exact.js';
import { fromBuiltModel } from '../src/tokenizer/built.js';
import { buildMergeTable } from '../src/tokenizer/merges.js';
import { hfPipeline, tiktokenPipeline } from '../src/tokenizer/pipeline.js';
import { RankTable, builtFileName, readBuilt } from '../src/tokenizer/ranks.js';
import { builtModelFile } from '../src/tokenizer/index.js';
import { corpusFiles, corpusText } from './corpus-files.mjs';

const args = mri(process.argv.slice(2), {
  string: ['corpora', 'only', 'models'],
  default: { corpora: join(tmpdir(), 'analyzer-corpora'), only: 'py311', models: 'o200k_base,llama-3,qwen3,deepseek-v3,gemma-3', passes: 1 },
});
const DIST = new URL('../dist/', import.meta.url);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** A counter with the built tables of `name`, as loadTables() and the counting threads make one, and its table of pieces. */
function counterFor(name) {
  if (Object.hasOwn(FAMILY, name)) {
    const ranks = new RankTable(readBuilt(new URL(builtFileName(name), DIST).pathname));
    const pieces = createPieceTable(true, undefined, FAMILY[name] === 'o200k' ? 0 : 1 << 19);
    return { pieces, counter: new ExactCounter(tiktokenPipeline(ranks, FAMILY[name]), pieces) };
  }
  const model = fromBuiltModel(readFileSync(new URL(builtModelFile(name), DIST)));
  const pieces = createPieceTable(true, undefined, 1 << 19);
  return { pieces, counter: new ExactCounter(hfPipeline(model.spec, buildMergeTable(model)), pieces) };
}

for (const corpus of String(args.only).split(',')) {
  const seen = new Set();
  for (const path of corpusFiles(join(args.corpora, corpus))) {
    const text = corpusText(path);
    if (text !== undefined) seen.add(text);
  }
  const texts = [...seen];
  const chars = texts.reduce((n, t) => n + t.length, 0);
  process.stdout.write(`${corpus}: ${texts.length} distinct texts, ${(chars / 1e6).toFixed(1)} M characters\n`);
  for (const name of String(args.models).split(',')) {
    let at = cpu();
    const { counter, pieces } = counterFor(name);
    const load = cpu() - at;
    const passes = [];
    let tokens = 0;
    for (let pass = 0; pass < Number(args.passes); pass++) {
      at = cpu();
      tokens = 0;
      for (const text of texts) tokens += counter.count(text);
      passes.push((cpu() - at).toFixed(2));
    }
    const { heapUsed, rss } = process.memoryUsage();
    process.stdout.write(`  ${name}: ${tokens} tokens; load ${load.toFixed(2)} s, count ${passes.join(' / ')} s CPU; ${pieces.state[0] + pieces.state[2]} distinct pieces kept (${pieces.state[2]} spilled) ${pieces.state[1]} characters apart; heap ${(heapUsed / 2 ** 20).toFixed(0)} MB, RSS ${(rss / 2 ** 20).toFixed(0)} MB\n`);
  }
}
