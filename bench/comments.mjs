#!/usr/bin/env node
// node --import tsx bench/comments.mjs [py311 node-include jsts] [--corpora DIR] [--runs 5]
// Single-threaded speed of removeComments on the corpora: every file is read into memory first,
// then stripped `runs` times; prints MB/s (file bytes) of the median run, by CPU time (the machine
// is shared: wall time there measures the neighbours too) and by wall time.
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { removeComments } from '../src/languages/comments.ts';
import { detectLanguage } from '../src/languages/detect.ts';

// The corpora bench/make-corpora.sh builds, where npm run bench keeps them.
const CORPORA_DIR = join(tmpdir(), 'analyzer-corpora');
const args = mri(process.argv.slice(2), { string: ['corpora'], default: { corpora: CORPORA_DIR, runs: 5 } });
const corpora = args._.length ? args._ : ['py311', 'node-include', 'jsts'];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

for (const corpus of corpora) {
  const root = join(args.corpora, corpus);
  const inputs = [];
  let bytes = 0;
  for (const path of files(root)) {
    const buffer = readFileSync(path);
    bytes += buffer.length;
    inputs.push([buffer.toString('utf8').replace(/^\ufeff/, ''), detectLanguage(relative(root, path))]);
  }
  const times = [], cpuTimes = [];
  let removed = 0;
  for (let run = 0; run < args.runs; run++) {
    removed = 0;
    const start = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    for (const [text, language] of inputs) removed += text.length - removeComments(text, language).length;
    const used = process.cpuUsage(cpu);
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
    cpuTimes.push((used.user + used.system) / 1e6);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const wall = median(times), cpu = median(cpuTimes);
  console.log(`${corpus}: ${inputs.length} files, ${(bytes / 1e6).toFixed(1)} MB; median of ${args.runs} runs: ` +
    `${(bytes / 1e6 / cpu).toFixed(0)} MB/s of CPU time (${cpu.toFixed(3)} s), ${(bytes / 1e6 / wall).toFixed(0)} MB/s wall ` +
    `(${wall.toFixed(3)} s); ${(removed / 1e6).toFixed(1)} M chars of comments removed`);
}
