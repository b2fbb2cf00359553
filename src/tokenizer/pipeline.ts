import { countPiece } from './bpe.js';
import { normalize, type HfSpec, type Normalizer } from './hf.js';
import { CUT_CLASSES, MergeCounter, rawReplace, spaceMark, type MergeTableData } from './merges.js';
import type { RankTable } from './ranks.js';
import { BYTE_LEVEL_PATTERN, DEEPSEEK_PATTERNS, QWEN_PATTERN, splitter, toJsRegex, type Splitter } from './patterns.js';
import { DeepseekSplit, SCANNERS, TIKTOKEN_PATTERNS, pattern, type PatternFamily, type PieceScanner } from './split.js';

// How a tokenizer turns text into pieces and counts a piece: what ExactCounter runs. tiktoken's
// encodings and the Hugging Face tokenizers whose split is tiktoken's (Llama 3) or nearly (Qwen)
// split with a hand-written scanner; the others with their regexes in turn, or not at all
// (Gemma). Added tokens and normalizers come first, stretch by stretch, as in the reference.

export interface Pipeline {
  /** The hand-written split and the sticky regex it defers to, when the tokenizer has them. */
  scan?: PieceScanner;
  regex?: RegExp;
  /** Otherwise the regex splits, in turn; none: each stretch is one piece. */
  splits: Splitter[];
  /** Tokens of a piece's UTF-8 bytes. */
  encode: (bytes: Uint8Array, n: number) => number;
  /** Tokens of a piece of one ASCII character, and of two (`first << 7 | second`). */
  singles: Uint8Array;
  doubles: Uint8Array;
  /** Added tokens matched in the text as it is, then after normalization. */
  added?: AddedTokens;
  addedNormalized?: AddedTokens;
  normalizers: Normalizer[];
  /** Characters below this code are left as they are by the normalizers (NFC: U+0300); 0 when any may change. */
  stableBelow: number;
  /**
   * Character-level without pre-tokenizer (Gemma): each stretch is cut between characters no merge
   * joins (MergeTableData.joins), by their class: `classes[code]` for the code units below 0x2600,
   * -1 for a character never cut around.
   */
  cuts?: { joins: Uint8Array; classes: Int16Array };
  /** DeepSeek-V3's three splits. */
  deepseek?: DeepseekSplit;
}

/** tiktoken's encodings: ranks and a pattern family. */
export function tiktokenPipeline(ranks: RankTable, family: PatternFamily): Pipeline {
  const doubles = new Uint8Array(1 << 14);
  for (let c = 0; c < 128; c++) for (let d = 0; d < 128; d++) doubles[(c << 7) | d] = ranks.pairRank(c, d) >= 0 ? 1 : 2;
  return {
    scan: SCANNERS[family],
    regex: pattern(family),
    splits: [],
    encode: (bytes, n) => countPiece(ranks, bytes, n),
    singles: new Uint8Array(128).fill(1),
    doubles,
    normalizers: [],
    stableBelow: Infinity,
  };
}

/** A Hugging Face BPE tokenizer: its spec and merge tables. */
export function hfPipeline(spec: HfSpec, merges: MergeTableData): Pipeline {
  const counter = new MergeCounter(merges, spec);
  const patterns = spec.byteRegex ? [...spec.splits, BYTE_LEVEL_PATTERN] : spec.splits;
  let scanner: PatternFamily | 'qwen' | undefined;
  if (spec.splits.length === 1 && !spec.byteRegex && spec.byteLevel) {
    if (spec.splits[0] === TIKTOKEN_PATTERNS.cl100k) scanner = 'cl100k';
    else if (spec.splits[0] === QWEN_PATTERN) scanner = 'qwen';
  }
  const nfcOnly = spec.normalizers.every((n) => n.type === 'NFC');
  const raw = rawReplace(spec);
  return {
    ...(scanner && { scan: SCANNERS[scanner], regex: new RegExp(toJsRegex(patterns[0]), 'uy') }),
    splits: scanner ? [] : patterns.map(splitter),
    encode: (bytes, n) => counter.count(bytes, n),
    singles: counter.singles,
    doubles: counter.doubles,
    ...(spec.added.length > 0 && { added: new AddedTokens(spec.added) }),
    ...(spec.addedNormalized.length > 0 && { addedNormalized: new AddedTokens(spec.addedNormalized) }),
    normalizers: raw ? [] : spec.normalizers,
    stableBelow: spec.normalizers.length === 0 || raw ? Infinity : nfcOnly ? 0x300 : 0,
    ...(spec.byteLevel && !spec.byteRegex && spec.splits.length === 3 && spec.splits.every((source, i) => source === DEEPSEEK_PATTERNS[i]) && { deepseek: new DeepseekSplit(toJsRegex(patterns[2])) }),
    ...(merges.joins && spec.splits.length === 0 && !spec.byteRegex && { cuts: { joins: merges.joins, classes: cutClasses(spec, raw, merges.ascii) } }),
  };
}

/**
 * Pipeline.cuts' classes: ASCII characters are their own, the space mark (and, in text left raw,
 * the character it replaces) the last. With fused unknown tokens, an ASCII character that has no
 * symbol (`ascii`, MergeTableData's) is never cut around: unknown characters fuse across it.
 */
function cutClasses(spec: HfSpec, raw: { from: string; to: string } | undefined, ascii: Int32Array): Int16Array {
  const classes = new Int16Array(0x2600).fill(-1);
  for (let c = 0; c < 128; c++) classes[c] = spec.fuseUnk && ascii[c] < 0 ? -1 : c;
  const mark = spaceMark(spec);
  if (mark && mark.length === 1 && mark.charCodeAt(0) < classes.length) classes[mark.charCodeAt(0)] = CUT_CLASSES - 1;
  if (raw && raw.to === mark) classes[raw.from.charCodeAt(0)] = CUT_CLASSES - 1;
  return classes;
}

/**
 * Added tokens as the reference matches them: at each position the longest that starts there,
 * positions taken left to right, UTF-16 code unit by code unit.
 */
export class AddedTokens {
  // A trie in arrays: node k's edges are `edges[k]` to `edges[k + 1] - 1`, ordered by their code
  // unit (`codes`), each leading to node `targets[e]`; `ends[k]` is the length of the token that
  // ends at node k, 0 for none; node 0 is the root. A Map for each node took about 18 MB of peak
  // memory for Gemma 3's 6,406 added tokens (one trie in each counting thread), these 0.3 MB.
  private readonly edges: Int32Array;
  private readonly codes: Uint16Array;
  private readonly targets: Int32Array;
  private readonly ends: Int32Array;
  /** Finds the next position where some token may start. */
  private readonly first: RegExp;
  /** 1 for each UTF-16 code unit some token starts with. */
  readonly firsts = new Uint8Array(1 << 16);

  constructor(tokens: string[]) {
    // Nodes in breadth-first order, each the tokens of one prefix: in sorted order, those of a
    // prefix are together, the prefix itself first, then those of each next code unit in turn.
    const sorted = [...new Set(tokens)].filter((t) => t.length > 0).sort();
    const nodes: [lo: number, hi: number, depth: number][] = [[0, sorted.length, 0]];
    const edges: number[] = [], codes: number[] = [], targets: number[] = [], ends: number[] = [];
    for (let k = 0; k < nodes.length; k++) {
      let [lo] = nodes[k];
      const [, hi, depth] = nodes[k];
      ends.push(lo < hi && sorted[lo].length === depth ? depth : 0);
      if (ends[k] > 0) lo++;
      edges.push(codes.length);
      while (lo < hi) {
        const c = sorted[lo].charCodeAt(depth);
        let next = lo + 1;
        while (next < hi && sorted[next].charCodeAt(depth) === c) next++;
        codes.push(c);
        targets.push(nodes.length);
        nodes.push([lo, next, depth + 1]);
        lo = next;
      }
    }
    edges.push(codes.length);
    this.edges = Int32Array.from(edges);
    this.codes = Uint16Array.from(codes);
    this.targets = Int32Array.from(targets);
    this.ends = Int32Array.from(ends);
    for (const token of sorted) this.firsts[token.charCodeAt(0)] = 1;
    const firsts = [...new Set(sorted.map((t) => t.charCodeAt(0)))];
    this.first = new RegExp(`[${firsts.map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')}]`, 'g');
  }

  /** Length of the longest token at `s[i..]`, 0 for none. */
  longestAt(s: string, i: number): number {
    const { edges, codes, targets, ends } = this;
    let node = 0, best = 0;
    for (let j = i; j < s.length; j++) {
      const c = s.charCodeAt(j);
      let e = edges[node];
      const last = edges[node + 1];
      while (e < last && codes[e] < c) e++;
      if (e === last || codes[e] !== c) break;
      node = targets[e];
      if (ends[node] > 0) best = ends[node];
    }
    return best;
  }

  /** Whether `s` holds any of the tokens. */
  test(s: string): boolean {
    return this.count(s, () => 0) > 0;
  }

  /** One token for each match in `s`, plus `counted()` of each stretch between (never empty). */
  count(s: string, counted: (stretch: string) => number): number {
    const first = this.first;
    first.lastIndex = 0;
    let total = 0, start = 0;
    for (let m = first.exec(s); m; m = first.exec(s)) {
      const len = this.longestAt(s, m.index);
      if (len === 0) continue;
      if (m.index > start) total += counted(s.slice(start, m.index));
      total += 1;
      start = m.index + len;
      first.lastIndex = start;
    }
    if (start < s.length) total += counted(start === 0 ? s : s.slice(start));
    return total;
  }
}

/** `text` normalized, skipped when no character can change. */
export function normalized(text: string, { normalizers, stableBelow }: Pipeline): string {
  if (normalizers.length === 0) return text;
  if (stableBelow > 0) {
    let i = 0;
    while (i < text.length && text.charCodeAt(i) < stableBelow) i++;
    if (i === text.length) return text;
  }
  return normalize(text, normalizers);
}
