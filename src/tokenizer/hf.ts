// Hugging Face `tokenizer.json` files of the BPE kind, read into what counting needs: how text is
// split before the byte-pair merges (added tokens, normalizers, pre-tokenizer splits) and the
// merges themselves, as pairs of symbol ids. Both byte-level BPE (GPT-2's alphabet of 256 bytes:
// Llama 3, Qwen, DeepSeek) and SentencePiece-style BPE (characters, with byte fallback: Gemma) are
// read; anything else is refused with what is wrong, never half-supported. The reference is
// `@huggingface/tokenizers` (`encode(text, { add_special_tokens: false })`), except that special
// tokens are never matched in text: their text counts as ordinary text, as for tiktoken.

import { UnsupportedPattern, splitter } from './patterns.js';

/** A tokenizer file that cannot be used, and why (the caller names the file). */
export class TokenizerFileError extends Error {}

/** A normalizer step, applied to each stretch of text between added tokens. */
export type Normalizer = { type: 'NFC' | 'NFD' | 'NFKC' | 'NFKD' } | { type: 'Replace'; from: string; to: string } | { type: 'Prepend'; text: string };

/** How text becomes pieces before the merges: plain data, so threads get a copy. */
export interface HfSpec {
  /** Symbols are bytes (GPT-2's byte-level alphabet), else characters (SentencePiece-style). */
  byteLevel: boolean;
  /** A piece that is a token as a whole is that one token (`ignore_merges`). */
  ignoreMerges: boolean;
  /** A character with no symbol counts one token per UTF-8 byte (`byte_fallback` with all 256 byte tokens). */
  byteFallback: boolean;
  /**
   * `byte_fallback` without some of the byte tokens (Gemma 1 and 2 have no `<0x09>`): the bytes
   * without one; a character with no symbol falls back on its bytes unless one of them is here.
   */
  missingBytes?: number[];
  /** A symbol with no token and no byte fallback counts one (the unknown token) or, without one, none. */
  unk: boolean;
  /** Character-level: unknown characters with no known symbol between them count one unknown token together (`fuse_unk`). */
  fuseUnk?: boolean;
  /** Non-special added tokens, matched in the text as it is (longest first at each position): one token each. */
  added: string[];
  /** Non-special added tokens matched after normalization. */
  addedNormalized: string[];
  normalizers: Normalizer[];
  /** The pre-tokenizer's regex splits (Oniguruma sources as the file has them), applied in turn; each match and each gap between is a piece. */
  splits: string[];
  /** ByteLevel's own GPT-2 split (`use_regex`). */
  byteRegex: boolean;
  /** Character-level: the single-character symbols, their ids in order (byte-level: ids are the bytes). */
  base: string[];
  /** Symbol ids (base, then merge results in merge order) that are not tokens of the vocabulary. */
  notInVocab: number[];
  /** With ignoreMerges: tokens of the vocabulary no merge makes, as byte-level strings (or characters). */
  extraVocab: string[];
}

/**
 * A BPE tokenizer: its spec, and merges as (left, right) symbol ids in rank order, with the id of
 * what each makes. Symbol ids are the base symbols', then each merge result's, numbered in merge
 * order from the first merge that makes it; a later merge making the same symbol has its id.
 */
export interface HfModel {
  spec: HfSpec;
  merges: Int32Array;
  results: Int32Array;
}

/** GPT-2's byte-level alphabet: byte -> the character that stands for it in token strings. */
export const BYTE_CHARS: string[] = (() => {
  const chars: string[] = new Array(256);
  let extra = 0;
  for (let b = 0; b < 256; b++) {
    const printable = (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
    chars[b] = String.fromCharCode(printable ? b : 256 + extra++);
  }
  return chars;
})();
const CHAR_BYTES = new Map(BYTE_CHARS.map((c, b) => [c, b]));

/** A byte-level token string's bytes, or undefined when it holds a character outside the alphabet. */
export function byteLevelBytes(token: string): number[] | undefined {
  const bytes: number[] = [];
  for (const c of token) {
    const b = CHAR_BYTES.get(c);
    if (b === undefined) return undefined;
    bytes.push(b);
  }
  return bytes;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A parsed `tokenizer.json` as a model; throws TokenizerFileError saying what is wrong. */
export function readTokenizerJson(json: unknown): HfModel {
  if (!isObject(json) || !isObject(json.model)) throw new TokenizerFileError('not a tokenizer.json (no "model" object)');
  const model = json.model;
  if (model.type !== 'BPE') {
    throw new TokenizerFileError(`a ${typeof model.type === 'string' ? model.type : 'model without a type'} tokenizer; only BPE tokenizers (byte-level, or SentencePiece-style with byte fallback) are supported`);
  }
  if (!isObject(model.vocab) || !Array.isArray(model.merges)) throw new TokenizerFileError('a BPE model without "vocab" and "merges"');
  if (model.dropout !== undefined && model.dropout !== null) throw new TokenizerFileError('BPE dropout is random: counts could not be exact');
  if (model.continuing_subword_prefix || model.end_of_word_suffix || model.continuing_subword_suffix) {
    throw new TokenizerFileError('subword prefixes and suffixes are not supported');
  }
  const added = Array.isArray(json.added_tokens) ? json.added_tokens : [];
  const normalizers = readNormalizer(json.normalizer);
  const pre = readPreTokenizer(json.pre_tokenizer, normalizers);
  const vocab = new Map<string, number>();
  for (const [token, id] of Object.entries(model.vocab)) if (typeof id === 'number') vocab.set(token, id);
  const nonSpecial: { content: string; normalized: boolean }[] = [];
  for (const token of added) {
    if (!isObject(token) || typeof token.content !== 'string') throw new TokenizerFileError('an added token without "content"');
    // Special tokens are never matched: their text is ordinary text.
    if (token.special === true) continue;
    if (token.lstrip || token.rstrip || token.single_word) throw new TokenizerFileError(`added token '${token.content}' strips or matches whole words only, which is not supported`);
    if (token.content === '') continue;
    nonSpecial.push({ content: token.content, normalized: token.normalized !== false });
    vocab.set(token.content, typeof token.id === 'number' ? token.id : -1);
  }
  const byteLevel = pre.byteLevel;
  const merges = model.merges.map((m): [string, string] => {
    const pair = Array.isArray(m) ? m : typeof m === 'string' ? m.split(' ') : [];
    if (pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') throw new TokenizerFileError(`a malformed merge: ${JSON.stringify(m)}`);
    return [pair[0], pair[1]];
  });
  // Symbols: the base alphabet, then each merge's result, in merge order.
  const ids = new Map<string, number>();
  const base: string[] = [];
  if (byteLevel) {
    BYTE_CHARS.forEach((c, b) => ids.set(c, b));
    const missing = BYTE_CHARS.filter((c) => !vocab.has(c)).length;
    if (missing > 0) throw new TokenizerFileError(`a byte-level vocabulary without ${missing} of the 256 byte tokens`);
  } else {
    const single = (s: string) => s.length > 0 && s.length <= 2 && [...s].length === 1;
    for (const token of [...vocab.keys(), ...merges.flat()]) {
      if (single(token) && !ids.has(token)) {
        ids.set(token, base.length);
        base.push(token);
      }
    }
  }
  // Merges may join symbols a later merge makes (Llama 3's second merge joins 'ĠĠĠ'): every result
  // gets its id first, in merge order, so that a merge's parts are known whatever their order.
  const results = new Int32Array(merges.length);
  let next = byteLevel ? 256 : base.length;
  const symbols: string[] = byteLevel ? [...BYTE_CHARS] : [...base];
  merges.forEach(([left, right], i) => {
    const joined = left + right;
    const made = ids.get(joined);
    if (made !== undefined) return void (results[i] = made);
    results[i] = next;
    ids.set(joined, next++);
    symbols.push(joined);
  });
  const pairs = new Int32Array(merges.length * 2);
  merges.forEach(([left, right], i) => {
    const l = ids.get(left), r = ids.get(right);
    if (l === undefined || r === undefined) throw new TokenizerFileError(`merge ${i} ('${left} ${right}') joins a symbol that no merge makes`);
    pairs[2 * i] = l;
    pairs[2 * i + 1] = r;
  });
  if (next >= 1 << 23) throw new TokenizerFileError('more than 8 million symbols');
  const notInVocab: number[] = [];
  symbols.forEach((s, id) => vocab.has(s) || notInVocab.push(id));
  const missingBytes = model.byte_fallback === true ? Array.from({ length: 256 }, (_, b) => b).filter((b) => !vocab.has(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`)) : [];
  const byteFallback = model.byte_fallback === true && missingBytes.length === 0;
  const unk = typeof model.unk_token === 'string';
  // Merges that make symbols no token is: the reference refuses such a file, or falls back on
  // the symbol's bytes (as counted here), which some may then lack.
  if (notInVocab.length > 0 && ((model.fuse_unk === true && unk) || missingBytes.length > 0)) {
    throw new TokenizerFileError(`merges make ${notInVocab.length} symbols that are not in the vocabulary, which is not supported with fuse_unk or an incomplete byte fallback`);
  }
  const extraVocab = model.ignore_merges === true ? [...vocab.keys()].filter((t) => !ids.has(t) && (!byteLevel || byteLevelBytes(t))) : [];
  const spec: HfSpec = {
    byteLevel,
    ignoreMerges: model.ignore_merges === true,
    byteFallback,
    ...(missingBytes.length > 0 && !byteLevel && { missingBytes }),
    unk,
    ...(model.fuse_unk === true && unk && !byteLevel && !byteFallback && { fuseUnk: true }),
    added: nonSpecial.filter((t) => !t.normalized || normalizers.length === 0).map((t) => t.content),
    addedNormalized: normalizers.length === 0 ? [] : nonSpecial.filter((t) => t.normalized).map((t) => normalize(t.content, normalizers)),
    normalizers,
    splits: pre.splits,
    byteRegex: pre.byteRegex,
    base,
    notInVocab,
    extraVocab,
  };
  return { spec, merges: pairs, results };
}

function readNormalizer(value: unknown): Normalizer[] {
  if (value === null || value === undefined) return [];
  if (!isObject(value)) throw new TokenizerFileError('a malformed normalizer');
  switch (value.type) {
    case 'Sequence':
      if (!Array.isArray(value.normalizers)) throw new TokenizerFileError('a malformed normalizer sequence');
      return value.normalizers.flatMap(readNormalizer);
    case 'NFC':
    case 'NFD':
    case 'NFKC':
    case 'NFKD':
      return [{ type: value.type }];
    case 'Replace': {
      const pattern = value.pattern as Json | undefined;
      if (!isObject(pattern) || typeof pattern.String !== 'string' || pattern.String === '' || typeof value.content !== 'string') {
        throw new TokenizerFileError('a Replace normalizer of a regex is not supported (only of a string)');
      }
      return [{ type: 'Replace', from: pattern.String, to: value.content }];
    }
    case 'Prepend':
      if (typeof value.prepend !== 'string') throw new TokenizerFileError('a malformed Prepend normalizer');
      return [{ type: 'Prepend', text: value.prepend }];
    default:
      throw new TokenizerFileError(`the ${String(value.type)} normalizer is not supported`);
  }
}

/** Applies the normalizers, in order, to one stretch of text. */
export function normalize(text: string, normalizers: readonly Normalizer[]): string {
  for (const n of normalizers) {
    if (n.type === 'Replace') text = text.replaceAll(n.from, n.to);
    // As the reference: nothing is put before an empty text (an empty file is 0 tokens, not 1).
    else if (n.type === 'Prepend') text = text === '' ? text : n.text + text;
    else text = text.normalize(n.type);
  }
  return text;
}

interface PreTokenizer {
  byteLevel: boolean;
  byteRegex: boolean;
  splits: string[];
}

function readPreTokenizer(value: unknown, normalizers: Normalizer[]): PreTokenizer {
  const out: PreTokenizer = { byteLevel: false, byteRegex: false, splits: [] };
  const steps = value === null || value === undefined ? [] : isObject(value) && value.type === 'Sequence' && Array.isArray(value.pretokenizers) ? value.pretokenizers : [value];
  for (const step of steps) {
    if (!isObject(step)) throw new TokenizerFileError('a malformed pre-tokenizer');
    if (out.byteLevel) throw new TokenizerFileError('a pre-tokenizer step after ByteLevel is not supported');
    if (step.type === 'ByteLevel') {
      if (step.add_prefix_space === true) throw new TokenizerFileError('ByteLevel with add_prefix_space is not supported');
      out.byteLevel = true;
      out.byteRegex = step.use_regex !== false;
    } else if (step.type === 'Split') {
      const pattern = step.pattern as Json | undefined;
      if (step.invert === true) throw new TokenizerFileError('an inverted Split pre-tokenizer is not supported');
      const regex = isObject(pattern) && typeof pattern.Regex === 'string' ? pattern.Regex : undefined;
      const text = isObject(pattern) && typeof pattern.String === 'string' ? pattern.String : undefined;
      if (regex === undefined && (text === undefined || text === '')) throw new TokenizerFileError('a Split pre-tokenizer without a pattern');
      // A string every occurrence of which the normalizer has replaced never matches: no split.
      if (text !== undefined && normalizers.some((n) => n.type === 'Replace' && n.from === text && !n.to.includes(text))) continue;
      if (step.behavior !== 'Isolated') throw new TokenizerFileError(`a Split pre-tokenizer with behavior ${String(step.behavior)} is not supported (only Isolated)`);
      const source = regex ?? escapeRegex(text!);
      checkPattern(source);
      out.splits.push(source);
    } else {
      throw new TokenizerFileError(`the ${String(step.type)} pre-tokenizer is not supported`);
    }
  }
  return out;
}

/** Throws TokenizerFileError, naming the pattern, when it cannot split text as the reference does in time linear in the text. */
function checkPattern(source: string): void {
  try {
    splitter(source);
  } catch (err) {
    if (!(err instanceof UnsupportedPattern)) throw err;
    const shown = source.length > MAX_SHOWN_CHARS ? `${source.slice(0, MAX_SHOWN_CHARS)}…` : source;
    throw new TokenizerFileError(`the pre-tokenizer pattern ${JSON.stringify(shown)} is not supported: ${err.message}`);
  }
}

// A pattern in a message is cut after this many characters.
const MAX_SHOWN_CHARS = 200;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
