#!/usr/bin/env node
// node bench/verify.mjs CORPUS_DIR [--digest DIGEST_FILE] [--encoding NAME] < analyzer.json
// Checks every file of an analyzer JSON result against tiktoken's own encode(text, [], []) and
// an independent line count. Tokens are checked on the file as read (UTF-8, BOM removed), or,
// with --digest, on the text analyzer analysed (comments removed) as its GitIngest digest of the
// same run shows it; lines always on the file as read. Prints a one-line verdict and exits 1 on
// any difference. Uses every core: tiktoken's full encode is slow.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { get_encoding } from 'tiktoken';
import mri from 'mri';

const SEP = '='.repeat(48);

function lines(text) {
  const newlines = text.split('\n').length - 1;
  return text.length > 0 && !text.endsWith('\n') ? newlines + 1 : newlines;
}

/** path -> analysed text, from a GitIngest digest (blocks: SEP, FILE: path, SEP, text, blank line). */
function digestTexts(digest) {
  const texts = new Map();
  const blocks = digest.split(`\n${SEP}\nFILE: `).slice(1);
  // Splitting on the joining newline too leaves every block ending in the text and `\n\n`.
  for (const block of blocks) {
    const path = block.slice(0, block.indexOf('\n'));
    const body = block.slice(path.length + 1 + SEP.length + 1, -2);
    // The digest escapes text lines of exactly 48 `=` with one more leading backslash.
    texts.set(path, body === '[Empty file]' ? '' : body.replace(/^\\(\\*={48})$/gm, '$1'));
  }
  return texts;
}

if (isMainThread) {
  const args = mri(process.argv.slice(2), { string: ['digest', 'encoding'], default: { encoding: 'o200k_base' } });
  const [dir] = args._;
  const result = JSON.parse(readFileSync(0, 'utf8'));
  const texts = args.digest ? digestTexts(readFileSync(args.digest, 'utf8')) : undefined;
  if (texts && texts.size !== result.files.length) {
    console.log(`the digest has ${texts.size} files, the JSON ${result.files.length}`);
    process.exit(1);
  }
  const files = result.files.map((f) => ({ ...f, text: texts?.get(f.path) }));
  const threads = Math.max(1, availableParallelism());
  const shards = Array.from({ length: threads }, (_, i) => files.filter((_, j) => j % threads === i));
  const reports = await Promise.all(
    shards.map((shard) => new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { dir, encoding: args.encoding, files: shard } });
      worker.once('message', resolve);
      worker.once('error', reject);
    })),
  );
  const mismatches = reports.flat();
  if (mismatches.length > 0) {
    console.log(`${mismatches.length} of ${files.length} files differ, e.g. ${JSON.stringify(mismatches.slice(0, 5))}`);
    process.exit(1);
  }
  const what = texts ? 'the analysed text in the digest' : 'the file as read';
  console.log(`all ${files.length} files: tokens equal tiktoken ${args.encoding} on ${what}, lines equal the physical line count`);
} else {
  const { dir, encoding, files } = workerData;
  const encoder = get_encoding(encoding);
  const mismatches = [];
  for (const file of files) {
    const raw = readFileSync(join(dir, file.path), 'utf8').replace(/^\ufeff/, '');
    const tokens = encoder.encode(file.text ?? raw, [], []).length;
    if (tokens !== file.tokens || lines(raw) !== file.lines) mismatches.push({ path: file.path, tokens, reported: file.tokens, lines: lines(raw), reportedLines: file.lines });
  }
  encoder.free();
  parentPort.postMessage(mismatches);
}
