#!/usr/bin/env node
// node bench/verify.mjs CORPUS_DIR [ENCODING] [--include-comments] < analyzer.json
// Checks every file of an analyzer JSON result against tiktoken's own encode(text, [], []) and
// an independent line count, on the same text (UTF-8, BOM removed; comments removed as the
// analyzer does by default, unless --include-comments). Prints a one-line verdict and exits 1 on
// any difference. Uses both cores: tiktoken's full encode is slow.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { get_encoding } from 'tiktoken';

function lines(text) {
  const newlines = text.split('\n').length - 1;
  return text.length > 0 && !text.endsWith('\n') ? newlines + 1 : newlines;
}

if (isMainThread) {
  const [dir, encoding = 'o200k_base', comments] = process.argv.slice(2);
  const includeComments = comments === '--include-comments';
  const result = JSON.parse(readFileSync(0, 'utf8'));
  const threads = Math.max(1, availableParallelism());
  const shards = Array.from({ length: threads }, (_, i) => result.files.filter((_, j) => j % threads === i));
  const reports = await Promise.all(
    shards.map((files) => new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { dir, encoding, files, includeComments } });
      worker.once('message', resolve);
      worker.once('error', reject);
    })),
  );
  const mismatches = reports.flat();
  const checked = result.files.length;
  if (mismatches.length > 0) {
    console.log(`${mismatches.length} of ${checked} files differ, e.g. ${JSON.stringify(mismatches.slice(0, 5))}`);
    process.exit(1);
  }
  console.log(`all ${checked} files: tokens equal tiktoken ${encoding}${includeComments ? '' : ' on the text without comments'}, lines equal the physical line count`);
} else {
  const { dir, encoding, files, includeComments } = workerData;
  // A worker does not inherit the main thread's tsx loader.
  (await import('tsx/esm/api')).register();
  const { removeComments } = await import('../src/languages/comments.ts');
  const encoder = get_encoding(encoding);
  const mismatches = [];
  for (const file of files) {
    const text = readFileSync(join(dir, file.path), 'utf8').replace(/^\ufeff/, '');
    const counted = includeComments ? text : removeComments(text, file.language);
    const tokens = encoder.encode(counted, [], []).length;
    if (tokens !== file.tokens || lines(text) !== file.lines) mismatches.push({ path: file.path, tokens, reported: file.tokens, lines: lines(text), reportedLines: file.lines });
  }
  encoder.free();
  parentPort.postMessage(mismatches);
}
