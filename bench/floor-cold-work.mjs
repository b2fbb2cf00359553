// The floor of a cold run, as one process: read, decode, remove comments and count the files a
// plain run analysed, on as many threads as the run counts on, with nothing else (no walk, cache,
// records, streams or report). Not run as it is: floor-cold.mjs bundles it with esbuild, from the
// project's own sources (the read stage's language detection, the comment lexers, the exact
// counter and its tables), into one CommonJS file, as tsup bundles the CLI and its worker.
//
//   node floor.cjs <list.json> [--split]
//
// list.json (written by floor-setup.mjs from a plain run's JSON): { root, encoding, groups }, each
// group [size, files]: the files of one size (identical files are the same size: each group goes
// to one thread, which counts an identical text once, as the run does), largest first, each file
// [path, language, tokens, lines] as the run reported them. Prints one JSON line: the wall time,
// each thread's time in each part, and the files whose count or lines differ from the run's.
// --split also times the pre-tokenizer's split alone on every text, before counting it, so that
// the merge (piece table and byte-pair merge) is the count less the split.
import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { removeComments } from '../src/languages/comments.ts';
import { detectLanguage, languageOfShebang } from '../src/languages/detect.ts';
import { tuneEngine } from '../src/counting/engine.ts';
import { countingThreads } from '../src/counting/workers.ts';
import { countLines, createCounter, loadTables, shareTables, tablesFrom } from '../src/tokenizer/index.ts';
import { tiktokenPipeline } from '../src/tokenizer/pipeline.ts';

// As src/counting/count.ts: below this much text the run counts on its main thread alone.
const POOL_MIN_BYTES = 4 * 1024 * 1024;
// As src/stages/read.ts opens and reads a file.
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
const SCRATCH_BYTES = 1024 * 1024;
const PARTS = ['read', 'decode', 'dedupe', 'strip', 'split', 'count'];

let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/** A file's bytes, in the thread's scratch buffer when they fit (as the run reads them): open, fstat, one read, close. */
function readFile(path) {
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const { size } = fstatSync(fd);
    let bytes = size + 1 > SCRATCH_BYTES ? Buffer.allocUnsafe(size + 1) : scratch;
    if (bytes === scratch && scratch.length < size + 1) bytes = scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_BYTES, Math.max(size + 1, scratch.length * 2)));
    let length = 0;
    for (let n; length <= size && (n = readSync(fd, bytes, length, bytes.length - length, null)) > 0; ) length += n;
    return bytes.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** The pre-tokenizer's pieces of `text`, found and dropped: what the counter's loop does besides looking them up. */
function splitOnly(pipeline, text) {
  const { scan, regex } = pipeline;
  let pieces = 0;
  for (let p = 0, n = text.length; p < n; pieces++) {
    let e = scan(text, p, n);
    if (e < 0) {
      regex.lastIndex = p;
      e = p + regex.exec(text)[0].length;
    }
    p = e;
  }
  return pieces;
}

/**
 * Takes groups from the shared `next` until none is left; returns each part's milliseconds, and
 * each file's tokens and lines by its index in the list (-1: not this thread's).
 */
function work({ list, next, tables, split }) {
  const counter = createCounter('exact', list.encoding, tables);
  const pipeline = split ? tiktokenPipeline(tables.ranks, tables.family) : undefined;
  const ms = Object.fromEntries(PARTS.map((part) => [part, 0]));
  const tokens = new Int32Array(list.files).fill(-1);
  const lines = new Int32Array(list.files).fill(-1);
  let files = 0, bytesRead = 0, counted = 0;
  for (let g = Atomics.add(next, 0, 1); g < list.groups.length; g = Atomics.add(next, 0, 1)) {
    const { first, files: group } = list.groups[g];
    // Identical texts in a group are counted once (by language, as the run's cache key has it).
    const seen = group.length > 1 ? new Map() : undefined;
    for (let i = 0; i < group.length; i++) {
      const [path, reported] = group[i];
      let t = performance.now();
      const raw = readFile(join(list.root, path));
      let now = performance.now();
      ms.read += now - t;
      t = now;
      let language = detectLanguage(path);
      if (language === 'text' && path.lastIndexOf('.') <= path.lastIndexOf('/') + 1) language = languageOfShebang(raw) ?? 'text';
      const body = raw.length >= 3 && raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? raw.subarray(3) : raw;
      if (!isUtf8(body)) throw new Error(`${path}: not UTF-8, yet the run counted it`);
      const text = body.toString('utf8');
      lines[first + i] = countLines(text);
      now = performance.now();
      ms.decode += now - t;
      t = now;
      files++;
      bytesRead += raw.length;
      if (language !== reported) throw new Error(`${path}: ${language}, the run says ${reported}`);
      const known = seen?.get(language)?.get(text);
      if (seen) {
        if (!seen.has(language)) seen.set(language, new Map());
        now = performance.now();
        ms.dedupe += now - t;
        t = now;
      }
      if (known !== undefined) {
        tokens[first + i] = known;
        continue;
      }
      const stripped = removeComments(text, language);
      now = performance.now();
      ms.strip += now - t;
      t = now;
      if (pipeline) {
        splitOnly(pipeline, stripped);
        now = performance.now();
        ms.split += now - t;
        t = now;
      }
      const n = counter.count(stripped);
      ms.count += performance.now() - t;
      tokens[first + i] = n;
      counted += stripped.length;
      seen?.get(language).set(text, n);
    }
  }
  return { ms, files, bytesRead, counted, tokens, lines };
}

function fromList(path) {
  const { root, encoding, groups } = JSON.parse(readFileSync(path, 'utf8'));
  let files = 0, bytes = 0;
  const placed = groups.map(([size, group]) => {
    files += group.length;
    bytes += size * group.length;
    return { first: files - group.length, files: group.map(([file, language]) => [file, language]) };
  });
  return { list: { root, encoding, files, groups: placed }, bytes, expected: groups.flatMap(([, group]) => group) };
}

async function main() {
  // As the CLI sets them (src/entry/cli.ts, src/counting/engine.ts), in this thread and its workers.
  setFlagsFromString('--max-semi-space-size=2');
  tuneEngine({ countMode: 'exact' });
  const [listPath, ...flags] = process.argv.slice(2);
  const split = flags.includes('--split');
  const start = performance.now();
  const { list, bytes, expected } = fromList(listPath);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const threads = bytes < POOL_MIN_BYTES ? 1 : Math.max(1, countingThreads());
  // The workers start while this thread loads the tables they share, as the run's pool does.
  const workers = Array.from({ length: threads - 1 }, () => new Worker(__filename, { resourceLimits: { maxYoungGenerationSizeMb: 8 } }));
  const tables = loadTables(list.encoding);
  const shared = shareTables(tables);
  const answers = workers.map(
    (worker) =>
      new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ list, next, tables: shared, split });
      }),
  );
  const mine = work({ list, next, tables, split });
  const results = [mine, ...(await Promise.all(answers))];
  const wallMs = performance.now() - start;
  await Promise.all(workers.map((worker) => worker.terminate()));
  let total = 0, mismatches = 0, missing = 0;
  expected.forEach(([path, , tokens, lines], i) => {
    const result = results.find((r) => r.tokens[i] >= 0);
    if (!result) return void missing++;
    total += result.tokens[i];
    if (result.tokens[i] !== tokens || result.lines[i] !== lines) {
      mismatches++;
      if (mismatches <= 5) process.stderr.write(`floor: ${path}: ${result.tokens[i]} tokens, ${result.lines[i]} lines; the run: ${tokens}, ${lines}\n`);
    }
  });
  const threadsOut = results.map(({ ms, files, bytesRead, counted }) => ({ ms, files, bytesRead, counted }));
  process.stdout.write(`${JSON.stringify({ wallMs, sinceStartMs: performance.now(), threads: threadsOut, total, mismatches, missing })}\n`);
}

if (isMainThread) {
  main().catch((err) => {
    process.stderr.write(`${err.stack}\n`);
    process.exitCode = 1;
  });
} else {
  parentPort.once('message', ({ list, next, tables, split }) => {
    parentPort.postMessage(work({ list, next, tables: tablesFrom(tables), split }));
  });
}
