// Splits text into the same pieces as tiktoken's pre-tokenizer regex, so each distinct piece is
// encoded once. ASCII is scanned by hand (several times faster than the regex); whenever a
// decision depends on a non-ASCII character the scanner answers -1 and the caller takes one
// piece from the exact regex instead. Matches are contiguous, so the two can be mixed freely.

/** Finds the end of the piece that starts at `p`, or -1 when the regex must decide. */
export type PieceScanner = (s: string, p: number, n: number) => number;

export type PatternFamily = 'o200k' | 'cl100k' | 'gpt2';

const UP = 1, LO = 2, DI = 4, WS = 8, NL = 16, PU = 32;
const LETTER = UP | LO;
const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (c >= 65 && c <= 90) CLASS[c] = UP;
  else if (c >= 97 && c <= 122) CLASS[c] = LO;
  else if (c >= 48 && c <= 57) CLASS[c] = DI;
  else if (c === 10 || c === 13) CLASS[c] = WS | NL;
  else if ((c >= 9 && c <= 12) || c === 32) CLASS[c] = WS;
  else CLASS[c] = PU;
}
const APOSTROPHE = 39, SPACE = 32, SLASH = 47, LONG_S = 0x17f;

// Rust's `\s` is Unicode White_Space; JavaScript's `\s` adds U+FEFF and lacks U+0085.
const WHITE = '\\t-\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
// `(?i:'s|...)`: JavaScript has no scoped flags; U+017F (long s) case-folds to `s`.
const CONTRACTION_I = "(?:'[sS\\u017f]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])";
const UPPERISH = '[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]';
const LOWERISH = '[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]';
const NOT_CRLF_L_N = '[^\\r\\n\\p{L}\\p{N}]';
const PUNCT = `[^${WHITE}\\p{L}\\p{N}]`;
const SPACES = `[${WHITE}]`;
const TAIL = `${SPACES}*[\\r\\n]+|${SPACES}+(?![^${WHITE}])|${SPACES}+`;

// tiktoken's patterns, rewritten for JavaScript with identical matches.
const SOURCES: Record<PatternFamily, string> = {
  o200k:
    `${NOT_CRLF_L_N}?${UPPERISH}*${LOWERISH}+${CONTRACTION_I}?|${NOT_CRLF_L_N}?${UPPERISH}+${LOWERISH}*${CONTRACTION_I}?` +
    `|\\p{N}{1,3}| ?${PUNCT}+[\\r\\n/]*|${TAIL}`,
  cl100k: `${CONTRACTION_I}|${NOT_CRLF_L_N}?\\p{L}+|\\p{N}{1,3}| ?${PUNCT}+[\\r\\n]*|${TAIL}`,
  gpt2: `'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?${PUNCT}+|${SPACES}+(?![^${WHITE}])|${SPACES}+`,
};
const built: Partial<Record<PatternFamily, RegExp>> = {};

/**
 * tiktoken's pattern for `family`, rewritten for JavaScript with identical matches; sticky.
 * Built on first use: compiling all three cost about 2 ms of every run, counting or not.
 */
export function pattern(family: PatternFamily): RegExp {
  return (built[family] ??= new RegExp(SOURCES[family], 'uy'));
}

/** The pattern strings tiktoken ships, one per family, that pattern() reproduces. */
export const TIKTOKEN_PATTERNS: Record<PatternFamily, string> = {
  o200k:
    "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
  cl100k:
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
  gpt2: "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+",
};

// Each run helper returns the end of its run, or -1 when a non-ASCII character ends it
// (it might continue the run, which only the regex can tell).
function run(s: string, q: number, n: number, mask: number): number {
  while (q < n) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    if ((CLASS[c] & mask) === 0) return q;
    q++;
  }
  return q;
}

function digits(s: string, p: number, n: number, max: number): number {
  const end = Math.min(n, p + max);
  let q = p + 1;
  for (; q < end; q++) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    if (CLASS[c] !== DI) break;
  }
  return q;
}

/** `'s|'t|'re|'ve|'m|'ll|'d` at `e`, case-insensitive or not; `e` when none, -1 when undecidable. */
function contraction(s: string, e: number, n: number, ignoreCase: boolean): number {
  if (e + 1 >= n || s.charCodeAt(e) !== APOSTROPHE) return e;
  const raw = s.charCodeAt(e + 1);
  if (ignoreCase && raw === LONG_S) return -1;
  const a = ignoreCase ? raw | 0x20 : raw;
  if (a === 0x73 || a === 0x74 || a === 0x6d || a === 0x64) return e + 2; // s t m d
  if (e + 2 < n && (a === 0x72 || a === 0x76 || a === 0x6c)) {
    const b = ignoreCase ? s.charCodeAt(e + 2) | 0x20 : s.charCodeAt(e + 2);
    if (b === (a === 0x6c ? 0x6c : 0x65)) return e + 3; // re ve ll
  }
  return e;
}

/** Horizontal and vertical whitespace: `\s*[\r\n]+` (when `newlines`), `\s+(?!\S)`, `\s+`. */
function whitespace(s: string, p: number, n: number, newlines: boolean): number {
  let q = p, last = -1;
  while (q < n) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    const k = CLASS[c];
    if ((k & WS) === 0) break;
    if (k & NL) last = q;
    q++;
  }
  if (newlines && last >= 0) return last + 1;
  return q - p >= 2 && q < n ? q - 1 : q;
}

function punctuation(s: string, p: number, n: number, trail: number): number {
  let q = run(s, p, n, PU);
  if (q < 0 || trail === 0) return q;
  for (; q < n; q++) {
    const c = s.charCodeAt(q);
    if (c !== 10 && c !== 13 && !(trail === 2 && c === SLASH)) break;
  }
  return q;
}

// CLASS over every UTF-16 code unit, the non-ASCII ones BAIL: a run stops at them without a
// comparison of its own (64 KB, read on every character of o200k's scanner).
const BAIL = 64;
const WIDE = new Uint8Array(65536).fill(BAIL);
WIDE.set(CLASS);

/**
 * o200k's piece at `p`: letters (`[Lu]*[Ll]+` or else `[Lu]+[Ll]*`, after one other character
 * that is no line break, then a contraction), up to three digits, punctuation (after one space)
 * with its trailing `[\r\n/]*`, or blanks. Written out as one function, with no call: the CLI
 * compiles without inlining (counting/engine.ts), where the helpers above cost a call each, and
 * the code runs on its baseline tiers for the first part of a run (a fifth less time splitting
 * the Python corpus, either way).
 */
function o200k(s: string, p: number, n: number): number {
  const c = s.charCodeAt(p);
  const k = WIDE[c];
  let q = p;
  if ((k & LETTER) === 0) {
    if (k === DI) {
      const end = p + 3 < n ? p + 3 : n;
      for (q = p + 1; q < end; q++) {
        const kq = WIDE[s.charCodeAt(q)];
        if (kq !== DI) return kq === BAIL ? -1 : q;
      }
      return q;
    }
    if (k === BAIL) return -1;
    const d = p + 1 < n ? WIDE[s.charCodeAt(p + 1)] : WS;
    if (d === BAIL) return -1;
    if ((k & NL) === 0 && (d & LETTER) !== 0) {
      q = p + 1;
    } else if (k === PU || (c === SPACE && d === PU)) {
      // Punctuation, then line breaks and slashes.
      for (q = k === PU ? p + 1 : p + 2; q < n; q++) {
        const kq = WIDE[s.charCodeAt(q)];
        if (kq !== PU) {
          if (kq === BAIL) return -1;
          break;
        }
      }
      for (; q < n; q++) {
        const e = s.charCodeAt(q);
        if (e !== 10 && e !== 13 && e !== SLASH) break;
      }
      return q;
    } else {
      // Blanks: `\s*[\r\n]+` to the last line break, else `\s+(?!\S)`, else `\s+`.
      let last = -1;
      for (; q < n; q++) {
        const kq = WIDE[s.charCodeAt(q)];
        if ((kq & WS) === 0) {
          if (kq === BAIL) return -1;
          break;
        }
        if (kq & NL) last = q;
      }
      if (last >= 0) return last + 1;
      return q - p >= 2 && q < n ? q - 1 : q;
    }
  }
  // Letters from q: upper case, then lower case, then a contraction.
  for (; q < n; q++) {
    const kq = WIDE[s.charCodeAt(q)];
    if (kq !== UP) {
      if (kq === BAIL) return -1;
      break;
    }
  }
  for (; q < n; q++) {
    const kq = WIDE[s.charCodeAt(q)];
    if (kq !== LO) {
      if (kq === BAIL) return -1;
      break;
    }
  }
  if (q + 1 >= n || s.charCodeAt(q) !== APOSTROPHE) return q;
  const raw = s.charCodeAt(q + 1);
  if (raw === LONG_S) return -1;
  const a = raw | 0x20;
  if (a === 0x73 || a === 0x74 || a === 0x6d || a === 0x64) return q + 2; // s t m d
  if (q + 2 < n && (a === 0x72 || a === 0x76 || a === 0x6c) && (s.charCodeAt(q + 2) | 0x20) === (a === 0x6c ? 0x6c : 0x65)) return q + 3; // re ve ll
  return q;
}

function cl100k(s: string, p: number, n: number): number {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  if (c === APOSTROPHE) {
    const e = contraction(s, p, n, true);
    if (e !== p) return e;
  }
  const k = CLASS[c];
  if (k & LETTER) return run(s, p, n, LETTER);
  if (k === DI) return digits(s, p, n, 3);
  const d = p + 1 < n ? s.charCodeAt(p + 1) : SPACE;
  if (d >= 128) return -1;
  if ((k & NL) === 0 && CLASS[d] & LETTER) return run(s, p + 1, n, LETTER);
  if (k === PU) return punctuation(s, p, n, 1);
  if (c === SPACE && p + 1 < n && CLASS[d] === PU) return punctuation(s, p + 1, n, 1);
  return whitespace(s, p, n, true);
}

/** Qwen's split: cl100k's with one digit a piece. */
function qwen(s: string, p: number, n: number): number {
  const c = s.charCodeAt(p);
  return c < 128 && CLASS[c] === DI ? p + 1 : cl100k(s, p, n);
}

function gpt2(s: string, p: number, n: number): number {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  if (c === APOSTROPHE) {
    const e = contraction(s, p, n, false);
    if (e !== p) return e;
  }
  const k = CLASS[c];
  if (k & LETTER) return run(s, p, n, LETTER);
  if (k === DI) return run(s, p, n, DI);
  if (k === PU) return punctuation(s, p, n, 0);
  if (c === SPACE && p + 1 < n) {
    const d = s.charCodeAt(p + 1);
    if (d >= 128) return -1;
    const kd = CLASS[d];
    if (kd & LETTER) return run(s, p + 1, n, LETTER);
    if (kd === DI) return run(s, p + 1, n, DI);
    if (kd === PU) return punctuation(s, p + 1, n, 0);
  }
  return whitespace(s, p, n, false);
}

export const SCANNERS: Record<PatternFamily | 'qwen', PieceScanner> = { o200k, cl100k, gpt2, qwen };

/** Calls `piece(start, end)` for every pre-tokenizer piece of `s`, in order. */
export function forEachPiece(s: string, family: PatternFamily, piece: (start: number, end: number) => void): void {
  const scan = SCANNERS[family];
  const regex = pattern(family);
  const n = s.length;
  let p = 0;
  while (p < n) {
    let e = scan(s, p, n);
    if (e < 0) {
      regex.lastIndex = p;
      const m = regex.exec(s);
      // Every character starts some alternative, so the sticky match cannot fail.
      e = p + (m as RegExpExecArray)[0].length;
    }
    piece(p, e);
    p = e;
  }
}

// DeepSeek-V3's pre-tokenizer, three regex splits in turn: digits by three (`\p{N}{1,3}`), runs of
// CJK characters, then `[!"#...~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+| ?[\p{P}\p{S}]+[\r\n]*|
// \s*[\r\n]+|\s+(?!\S)|\s+` on each stretch between those, whose end is the end of the text for it
// (so `\s+(?!\S)` takes a run of blanks up to a digit whole). Characters no alternative matches
// form pieces of their own. ASCII is scanned by hand (deepseek() below), an ASCII digit standing
// for the end of the stretch; a piece whose end depends on another character is found by the
// regexes (see DeepseekSplit).
const DL = 1, DP = 2, DS = 4, DN = 8, DO = 16, DEND = 32;
const DEEPSEEK = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) DEEPSEEK[c] = DL;
  else if (c >= 48 && c <= 57) DEEPSEEK[c] = DEND;
  else if (c === 10 || c === 13) DEEPSEEK[c] = DS | DN;
  else if (c === 9 || c === 11 || c === 12 || c === 32) DEEPSEEK[c] = DS;
  else if (c > 32 && c < 127) DEEPSEEK[c] = DP;
  else DEEPSEEK[c] = DO;
}

/** The end of a run of `[A-Za-z]` from `q`; with `strict`, -1 when a character that is not ASCII ends it (`\p{L}` might go on). */
function deepseekLetters(s: string, q: number, n: number, strict: boolean): number {
  for (; q < n; q++) {
    const c = s.charCodeAt(q);
    if (c >= 128) return strict ? -1 : q;
    if (DEEPSEEK[c] !== DL) return q;
  }
  return q;
}

/** ` ?[\p{P}\p{S}]+[\r\n]*` from the first punctuation character at `q`; -1 when a character that is not ASCII may go on with the run. */
function deepseekPunctuation(s: string, q: number, n: number): number {
  for (q++; q < n; q++) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    if (DEEPSEEK[c] !== DP) break;
  }
  for (; q < n; q++) {
    const c = s.charCodeAt(q);
    if (c !== 10 && c !== 13) break;
  }
  return q;
}

/**
 * The end of DeepSeek-V3's piece at `p` of `s[..n)`, an ASCII digit ending the stretch, or -1 when
 * a character that is not ASCII has a say (it may go on with a run, or end the stretch). `s[p]`
 * is not a digit.
 */
function deepseek(s: string, p: number, n: number): number {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  const k = DEEPSEEK[c];
  if (k === DL) return deepseekLetters(s, p + 1, n, true);
  const d = p + 1 < n ? s.charCodeAt(p + 1) : 48;
  if (d >= 128) return -1;
  const next = DEEPSEEK[d];
  if (k === DP) return next === DL ? deepseekLetters(s, p + 2, n, false) : deepseekPunctuation(s, p, n);
  if (next === DL && (k & DN) === 0) return deepseekLetters(s, p + 2, n, true);
  if (k === DO) {
    // No alternative starts at a control character not before a letter, nor at the next ones like it.
    let q = p + 1;
    for (; q < n; q++) {
      const e = s.charCodeAt(q);
      if (e >= 128) return -1;
      if (DEEPSEEK[e] !== DO) break;
      const f = q + 1 < n ? s.charCodeAt(q + 1) : 48;
      if (f >= 128) return -1;
      if (DEEPSEEK[f] === DL) break;
    }
    return q;
  }
  if (c === SPACE && next === DP) return deepseekPunctuation(s, p + 1, n);
  // Blanks: `\s*[\r\n]+` to the last line break, else `\s+(?!\S)`, else `\s+`.
  let q = p, last = -1;
  for (; q < n; q++) {
    const e = s.charCodeAt(q);
    if (e >= 128) return -1;
    const ke = DEEPSEEK[e];
    if ((ke & DS) === 0) break;
    if (ke & DN) last = q;
  }
  if (last >= 0) return last + 1;
  return q - p >= 2 && q < n && DEEPSEEK[s.charCodeAt(q)] !== DEND ? q - 1 : q;
}

const DEEPSEEK_STOP = /[\p{N}\u4e00-\u9fa5\u3040-\u309f\u30a0-\u30ff]/gu;
const DEEPSEEK_DIGITS = /\p{N}{1,3}/uy;
const DEEPSEEK_CJK = /[\u4e00-\u9fa5\u3040-\u309f\u30a0-\u30ff]+/uy;

/** DeepSeek-V3's pieces of a text, one at a time: the scanner for ASCII, the regexes where it cannot decide. */
export class DeepseekSplit {
  /** The third split's regex, sticky, and global to find where the next match starts. */
  private readonly sticky: RegExp;
  private readonly global: RegExp;
  /** The end of the stretch found last (the next digit or CJK character, or the end), and where its search started. */
  private stop = -1;
  private from = -1;

  constructor(source: string) {
    this.sticky = new RegExp(source, 'uy');
    this.global = new RegExp(source, 'gu');
  }

  /** Calls `piece(start, end)` for each piece of `s`, in order. */
  pieces(s: string, piece: (start: number, end: number) => void): void {
    this.start();
    for (let p = 0, n = s.length; p < n; ) {
      const e = this.end(s, p, n);
      piece(p, e);
      p = e;
    }
  }

  /** Readies the split for another text. */
  start(): void {
    this.stop = this.from = -1;
  }

  /** The end of the piece at `p` of `s` (of length `n`), the text start() readied the split for. */
  end(s: string, p: number, n: number): number {
    const c = s.charCodeAt(p);
    if (c >= 48 && c <= 57) {
      let q = p + 1;
      for (; q < n && q - p < 3; q++) {
        const d = s.charCodeAt(q);
        if (d >= 128) return this.byRegex(s, p);
        if (d < 48 || d > 57) break;
      }
      return q;
    }
    const e = deepseek(s, p, n);
    return e >= 0 ? e : this.byRegex(s, p);
  }

  /** The end of the piece at `p` by the three regexes, as the reference splits. */
  private byRegex(s: string, p: number): number {
    DEEPSEEK_DIGITS.lastIndex = p;
    const digits = DEEPSEEK_DIGITS.exec(s);
    if (digits) return p + digits[0].length;
    DEEPSEEK_CJK.lastIndex = p;
    const cjk = DEEPSEEK_CJK.exec(s);
    if (cjk) return p + cjk[0].length;
    // The stretch the third split sees ends at the next digit or CJK character: found once for
    // all the pieces before it.
    if (!(this.from <= p && p < this.stop)) {
      DEEPSEEK_STOP.lastIndex = p;
      const stop = DEEPSEEK_STOP.exec(s);
      this.from = p;
      this.stop = stop ? stop.index : s.length;
    }
    const stretch = this.stop === s.length ? s : s.slice(0, this.stop);
    this.sticky.lastIndex = p;
    const match = this.sticky.exec(stretch);
    if (match && match[0].length > 0) return p + match[0].length;
    // No alternative starts here: the piece runs to where the next match starts.
    this.global.lastIndex = p + 1;
    const next = this.global.exec(stretch);
    return next ? next.index : this.stop;
  }
}
