import { findMethods } from '../languages/methods/index.js';
import type { Counting, Report } from '../results.js';
import { encodingOf } from '../results.js';
import { digestPieces, fileBody, fileHead, quoteSeparators } from '../sinks/gitingest.js';
import { fitTarget } from '../sinks/leftOut.js';
import { textPath } from '../sinks/escape.js';
import { createCounter, type TokenCounter } from '../tokenizer/index.js';
import type { SpanCounter } from '../tokenizer/exact.js';
import { UsageError } from '../util/errors.js';
import type { FitOptions } from './fit.js';

/** What `split` asks: the budget of each part, as `fit` takes one. */
export type SplitOptions = Pick<FitOptions, 'budget' | 'window' | 'tokenizer'>;

// A block of the digest placed in parts: the tree, or a file. Whole when it fits a part; else cut
// into pieces, each of lines [from, to) of the text (or a piece of one line, too long for a part).
interface Block {
  /** The block's head for a piece: `label` says which (`''` for the whole block). */
  head: (label: string) => string;
  /** What the label says of a piece: `part 2 of 3, lines 40-97`. */
  label: (piece: number, pieces: number, cut: Cut) => string;
  body: (text: string) => string;
  tail: string;
  text: string;
  /** Where each line of the text starts, and its length last (lineStarts()). */
  lines: () => number[];
  /** Where the text may be cut best (method boundaries): line indexes a piece may start at. */
  boundaries: () => Promise<Set<number>>;
  /** A file: after another in the same part it starts with a `\n` (the digest joins files' blocks with one). */
  joined: boolean;
}

/** Lines [from, to) of a text (0-based), or with `chars`, the characters [from, to) of line `line`. */
type Cut = { from: number; to: number } & ({ chars?: undefined } | { chars: true; line: number });

/**
 * The GitIngest digest of `report` in parts, each at most `budget` tokens counted as written with
 * the run's tokenizer: a header naming the part, the total and the budget; the summary and tree in
 * the first; then whole files in tree order. A file bigger than a part alone is cut, at a method
 * boundary where one falls in the part, else at a line boundary (a line too long for a part, at a
 * character), and each piece says which it is (`FILE: src/big.ts (part 2 of 3, lines 400-812)`).
 * A budget too small for a header and one line of a file is a UsageError.
 */
export async function splitDigest(report: Report, counting: Counting, options: SplitOptions): Promise<string[]> {
  const counter = createCounter(counting.countMode, counting.encoding);
  const budget = options.budget.tokens;
  const countedWith = options.window && (counting.countMode !== 'exact' || counting.encoding !== options.tokenizer) ? encodingOf(counting) : undefined;
  const target = fitTarget({ budget, ...(options.window && { model: options.budget.label }), ...(countedWith !== undefined && { countedWith }) });
  const header = (part: number, parts: number) => `Digest of ${textPath(report.name)}: part ${part} of ${parts}, each at most ${target}\n\n`;
  const { summary, tree, order } = digestPieces(report);
  const languages = new Map(report.result.files.map((file) => [file.path, file.language]));
  const blocks = [treeBlock(tree), ...order.map((path) => fileBlockOf(path, report.texts?.get(path) ?? '', languages.get(path) ?? 'text'))];
  // Blocks are weighed one by one, but a part is counted as written: where its pieces meet, or as
  // its header's numbers grow, it can come out a few tokens over. Then the parts are made again
  // with that much less room in each, until every one fits.
  let margin = 0;
  for (;;) {
    const parts = await pack(blocks, { counter, budget: budget - margin, header, summary });
    const over = Math.max(...parts.map((part) => counter.count(part) - budget));
    if (over <= 0) return parts;
    margin += over;
  }
}

interface Packing {
  counter: TokenCounter;
  budget: number;
  header: (part: number, parts: number) => string;
  summary: string;
}

/** A block in a part: whole, or a piece of it (`cut`), the `piece`th of `pieces`. */
interface Entry {
  block: Block;
  joined: boolean;
  cut?: Cut;
  piece?: number;
  pieces?: number;
}

/** The blocks placed in parts of at most `budget` tokens each, in order. */
async function pack(blocks: Block[], { counter, budget, header, summary }: Packing): Promise<string[]> {
  // The header is weighed with the widest numbers it may show, so that parts do not outgrow it.
  const room = (first: boolean) => budget - counter.count(header(99_999, 99_999)) - (first ? counter.count(summary) : 0);
  if (room(true) < 0) throw tooSmall(budget, 'the header and summary of the first part');
  const parts: Entry[][] = [[]];
  let left = room(true);
  const current = () => parts[parts.length - 1];
  const newPart = () => (parts.push([]), (left = room(false)));
  for (const block of blocks) {
    let joined = follows(current(), block);
    let tokens = weighWhole(block, joined, room(false), counter);
    if (tokens <= left) {
      current().push({ block, joined });
      left -= tokens;
      continue;
    }
    joined = false;
    tokens = weighWhole(block, joined, room(false), counter);
    if (tokens <= room(false)) {
      newPart();
      current().push({ block, joined });
      left -= tokens;
      continue;
    }
    // Bigger than a part alone: cut, the first piece into what is left of this part.
    const pieces: Entry[] = [];
    for (let after: Cut | undefined = { from: 0, to: 0 }; after; ) {
      const fresh = current().length === 0;
      const entry = { block, joined: follows(current(), block) };
      const next = await nextPiece(block, after, left, entry.joined, fresh, counter);
      if (!next) {
        if (fresh && parts.length > 1) throw tooSmall(budget, "a part's header and one character of a file");
        newPart();
        continue;
      }
      const placed: Entry = { ...entry, cut: next.cut, piece: pieces.length + 1 };
      pieces.push(placed);
      current().push(placed);
      left -= next.tokens;
      after = next.done ? undefined : next.cut;
      // A piece ends where the part is full (or at the last method boundary before that): the next one starts the next part.
      if (after) newPart();
    }
    // A piece's label names how many there are: known only now.
    for (const piece of pieces) piece.pieces = pieces.length;
  }
  return parts.map((entries, i) => `${header(i + 1, parts.length)}${i === 0 ? summary : ''}${entries.map(writtenEntry).join('')}`);
}

/** Whether `block` joins the block before it in the part with a `\n`: a file after a file. */
function follows(part: Entry[], block: Block): boolean {
  return block.joined && part.length > 0 && part[part.length - 1].block.joined;
}

function writtenEntry({ block, joined, cut, piece, pieces }: Entry): string {
  if (!cut) return written(block, joined, '', block.text);
  return written(block, joined, block.label(piece!, pieces!, cut), textOf(block, cut));
}

/** A block or a piece of it as the part holds it. */
function written(block: Block, joined: boolean, label: string, text: string): string {
  return `${joined && block.joined ? '\n' : ''}${block.head(label)}${block.body(text)}${block.tail}`;
}

type Piece = { cut: Cut; tokens: number; done: boolean };

/**
 * The next piece of a block after `after`, as much as fits in `left` tokens: whole lines up to the
 * last method boundary that fits, else as many lines as fit, else (in a `fresh` part, empty) as
 * much of one line as fits. Undefined when nothing fits in `left`.
 */
async function nextPiece(block: Block, after: Cut, left: number, joined: boolean, fresh: boolean, counter: TokenCounter): Promise<Piece | undefined> {
  const lines = block.lines();
  const total = lines.length - 1;
  // A line cut at a character goes on where it stopped.
  if (after.chars && after.to < lineLength(lines, after.line)) return fresh ? charPiece(block, after.line, after.to, left, joined, counter) : undefined;
  const start = after.chars ? after.line + 1 : after.to;
  const cut = (to: number): Cut => ({ from: start, to });
  const most = largest(start, total, (to) => estimated(block, cut(to), joined, counter) <= left);
  let to = most;
  // The methods are found only for a file cut between lines (a minified one is cut within them).
  const boundaries = most > start + 1 && most < total ? await block.boundaries() : new Set<number>();
  for (let b = most; to < total && b > start; b--) {
    if (boundaries.has(b)) {
      to = b;
      break;
    }
  }
  const piece = fitting(block, cut, start, to, left, joined, counter);
  if (piece) return { ...piece, done: piece.cut.to === total };
  return fresh ? charPiece(block, start, 0, left, joined, counter) : undefined;
}

/** As much of line `line` from character `from` as fits in `left`: undefined when not one character does. */
function charPiece(block: Block, line: number, from: number, left: number, joined: boolean, counter: TokenCounter): Piece | undefined {
  const lines = block.lines();
  const length = lineLength(lines, line);
  const cut = (to: number): Cut => ({ from, to, chars: true, line });
  let to = largest(from, length, (end) => estimated(block, cut(end), joined, counter) <= left);
  // Never between the two halves of a surrogate pair.
  if (to < length && to - 1 > from && isLowSurrogate(block.text.charCodeAt(lines[line] + to))) to--;
  const piece = fitting(block, cut, from, to, left, joined, counter);
  return piece && { ...piece, done: piece.cut.to === length && line === lines.length - 2 };
}

/**
 * The piece `cut(to)`, counted as written, or the longest shorter one that fits `left` when the
 * estimate it was chosen by fell short (by a few tokens, where the piece's edges meet its head and
 * tail). Undefined when none after `start` fits.
 */
function fitting(block: Block, cut: (to: number) => Cut, start: number, to: number, left: number, joined: boolean, counter: TokenCounter): Omit<Piece, 'done'> | undefined {
  while (to > start) {
    const tokens = weighed(block, cut(to), joined, counter);
    if (tokens <= left) return { cut: cut(to), tokens };
    // Short by what the estimate missed: the longest piece the estimate puts that much lower.
    const short = tokens - estimated(block, cut(to), joined, counter);
    to = Math.min(to - 1, largest(start, to - 1, (end) => estimated(block, cut(end), joined, counter) + Math.max(short, 1) <= left));
  }
  return undefined;
}

/** The largest n in [low, high] for which `fits(n)` holds, given that it holds for low and fits less as n grows (a count of tokens does). */
function largest(low: number, high: number, fits: (n: number) => boolean): number {
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

// Counts kept for the next packing (splitDigest() packs again when a part came out over).
const wholeTokens = new WeakMap<Block, Map<boolean, number>>();
const spanCounters = new WeakMap<Block, SpanCounter>();

/**
 * A whole block's tokens as written; for a block more than twice `room` by its text's own count
 * (counted once, for cutting it), that count: it goes in pieces whatever the few tokens of its
 * head and tail.
 */
function weighWhole(block: Block, joined: boolean, room: number, counter: TokenCounter): number {
  let known = wholeTokens.get(block);
  if (!known) wholeTokens.set(block, (known = new Map()));
  let tokens = known.get(joined);
  if (tokens !== undefined) return tokens;
  // A token holds at least one byte: a text of at most `room` bytes needs no more than counting.
  const big = Buffer.byteLength(block.text) > room;
  const own = big ? spansOf(block, counter).total : 0;
  tokens = own > 2 * room ? own : counter.count(written(block, joined, '', block.text));
  known.set(joined, tokens);
  return tokens;
}

function spansOf(block: Block, counter: TokenCounter): SpanCounter {
  let spans = spanCounters.get(block);
  if (!spans) spanCounters.set(block, (spans = counter.spans(block.text)));
  return spans;
}

/**
 * A piece's tokens from its block's text counted once (SpanCounter: each span's own count), and
 * its head and tail apart: what a binary search over a piece's end can afford to ask at each step.
 * Exact but for a token or so where the three meet; fitting() counts the piece chosen as written.
 */
function estimated(block: Block, cut: Cut, joined: boolean, counter: TokenCounter): number {
  const spans = spansOf(block, counter);
  const lines = block.lines();
  const [from, to] = cut.chars ? [lines[cut.line] + cut.from, lines[cut.line] + cut.to] : [lines[cut.from], lines[cut.to]];
  return counter.count(`${joined ? '\n' : ''}${block.head(block.label(99_999, 99_999, cut))}`) + spans.count(from, to) + counter.count(block.tail);
}

/** A piece's tokens, its label as wide as it could get (`part 99999 of 99999`): the count of pieces is not known yet. */
function weighed(block: Block, cut: Cut, joined: boolean, counter: TokenCounter): number {
  return counter.count(written(block, joined, block.label(99_999, 99_999, cut), textOf(block, cut)));
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function lineLength(lines: number[], line: number): number {
  return lines[line + 1] - lines[line];
}

/** The offsets where each line starts, and the text's length last: line i is [lines[i], lines[i + 1]). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  starts.push(text.length);
  return starts;
}

function textOf(block: Block, cut: Cut): string {
  const lines = block.lines();
  if (cut.chars) return block.text.slice(lines[cut.line] + cut.from, lines[cut.line] + cut.to);
  return block.text.slice(lines[cut.from], lines[cut.to]);
}

/** `lines 40-97`, `line 40`, or `part of line 40` for a piece of a line. */
function linesLabel(cut: Cut): string {
  if (cut.chars) return `part of line ${cut.line + 1}`;
  return cut.to - cut.from === 1 ? `line ${cut.from + 1}` : `lines ${cut.from + 1}-${cut.to}`;
}

function treeBlock(tree: string): Block {
  return {
    head: (label) => `Directory structure${label}:\n`,
    label: (piece, pieces) => ` (part ${piece} of ${pieces})`,
    body: (text) => text,
    tail: '\n',
    text: tree,
    lines: once(() => lineStarts(tree)),
    boundaries: async () => new Set(),
    joined: false,
  };
}

function fileBlockOf(path: string, text: string, language: string): Block {
  return {
    head: (label) => fileHead(path, label),
    label: (piece, pieces, cut) => ` (part ${piece} of ${pieces}, ${linesLabel(cut)})`,
    // Quoted piece by piece: a line cut at a character could otherwise read as a separator.
    body: (body) => (text === '' ? fileBody('') : quoteSeparators(body)),
    tail: '\n\n',
    text,
    lines: once(() => lineStarts(text)),
    boundaries: once(() => methodBoundaries(text, language, path)),
    joined: true,
  };
}

/** The lines a method starts on and the lines after one ends (0-based): where a file is best cut. */
async function methodBoundaries(text: string, language: string, path: string): Promise<Set<number>> {
  const boundaries = new Set<number>();
  try {
    for (const { startLine, endLine } of (await findMethods(text, language, path)) ?? []) {
      boundaries.add(startLine - 1);
      boundaries.add(endLine);
    }
  } catch {
    // A file that cannot be parsed for methods is cut at lines.
  }
  return boundaries;
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function tooSmall(budget: number, what: string): UsageError {
  return new UsageError(`split: ${budget} tokens are too few for ${what}`);
}
