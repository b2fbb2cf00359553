import { UsageError } from '../errors.js';
import type { CountMode } from '../types.js';
import { ExactCounter, FAMILY, createPieceTable, type Encoding, type PieceTable, type SpanCounter } from './exact.js';

export type { Encoding } from './exact.js';
export type { SpanCounter };
import { RankTable } from './ranks.js';

export const DEFAULT_ENCODING = 'o200k_base';
export const ENCODINGS = Object.keys(FAMILY) as Encoding[];

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

export function checkEncoding(name: string): Encoding {
  if (!(ENCODINGS as string[]).includes(name)) {
    throw new UsageError(`unknown encoding '${name}' (expected one of ${ENCODINGS.join(', ')})`);
  }
  return name as Encoding;
}

/** What exact counters of one encoding can share between threads: its ranks, and the counts of the pieces seen. */
export interface CounterTables {
  ranks: RankTable;
  pieces: PieceTable;
}

/**
 * Tables to count `encoding` exactly with, shared by a run's threads; kept by a process that
 * counts run after run (watch, the server), each run starts with the ranks loaded and the counts
 * of every piece seen before.
 */
export function loadTables(encoding: string): CounterTables {
  return { ranks: RankTable.load(checkEncoding(encoding)), pieces: createPieceTable(true) };
}

/**
 * One counter per run and thread. The exact one counts with `tables` when given; else it loads
 * its encoding's ranks (a few tens of milliseconds) on first use, so a run that finds everything
 * in the cache never pays for it.
 */
export function createCounter(mode: CountMode, encoding: string = DEFAULT_ENCODING, tables?: CounterTables): TokenCounter {
  if (mode === 'none') return { count: () => 0, spans: () => ({ total: 0, scanned: 0, count: () => 0 }) };
  if (mode === 'estimate') {
    const estimate = (chars: number) => Math.ceil(chars / ESTIMATE_CHARS_PER_TOKEN);
    return { count: (text) => estimate(text.length), spans: (text) => ({ total: estimate(text.length), scanned: 0, count: (start, end) => estimate(end - start) }) };
  }
  const name = checkEncoding(encoding);
  let exact: ExactCounter | undefined;
  const start = () => (tables ? new ExactCounter(tables.ranks, FAMILY[name], tables.pieces) : new ExactCounter(RankTable.load(name), FAMILY[name]));
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
