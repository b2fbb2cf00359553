import { LinearPattern, UnsupportedPattern } from './linear.js';
import { TIKTOKEN_PATTERNS } from './split.js';

// What a tokenizer file's pre-tokenizer patterns (Oniguruma's syntax) become: a JavaScript source
// with the same matches, run by V8 when it is one of the patterns of the tokenizers this tool
// knows (their runs are linear in the text's length: a run of characters is matched once, with
// at most a step back), else by LinearPattern, whose runs are linear whatever the pattern. A
// file's pattern would otherwise run on V8's backtracking engine, where `(a+)+b` against forty
// `a`s takes longer than anyone waits.

export { UnsupportedPattern };

/** A pre-tokenizer split: calls `each(start, end)` for each non-empty match of `s`, left to right, as a global RegExp's exec() loop finds them. */
export interface Splitter {
  matches(s: string, each: (start: number, end: number) => void): void;
}

/** Qwen's split: tiktoken's cl100k with one digit a piece. */
export const QWEN_PATTERN = TIKTOKEN_PATTERNS.cl100k.replace('\\p{N}{1,3}', '\\p{N}');
/** DeepSeek-V3's splits, as its tokenizer.json has them. */
export const DEEPSEEK_PATTERNS = [
  '\\p{N}{1,3}',
  '[\u4e00-\u9fa5\u3040-\u309f\u30a0-\u30ff]+',
  "[!\"#$%&'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~][A-Za-z]+|[^\r\n\\p{L}\\p{P}\\p{S}]?[\\p{L}\\p{M}]+| ?[\\p{P}\\p{S}]+[\r\n]*|\\s*[\r\n]+|\\s+(?!\\S)|\\s+",
];
/** ByteLevel's own split (`use_regex`), GPT-2's: tiktoken's gpt2 pattern. */
export const BYTE_LEVEL_PATTERN = TIKTOKEN_PATTERNS.gpt2;

// The patterns V8 runs: those of tiktoken's encodings and of the model tokenizers, whose every
// alternative reads a run of one kind of character, with at most one step back.
const VETTED = new Set<string>([...Object.values(TIKTOKEN_PATTERNS), QWEN_PATTERN, ...DEEPSEEK_PATTERNS]);

// Longer patterns are refused before they are read: the known ones take under 300 characters.
export const MAX_PATTERN_CHARS = 10_000;

/** A tokenizer file's pattern as it splits text; throws UnsupportedPattern when it cannot be run as the reference runs it. */
export function splitter(source: string): Splitter {
  if (source.length > MAX_PATTERN_CHARS) throw new UnsupportedPattern(`it is longer than ${MAX_PATTERN_CHARS.toLocaleString('en-US')} characters`);
  const js = toJsRegex(source);
  return VETTED.has(source) ? new RegexSplit(js) : new LinearPattern(js);
}

/** A split by V8's engine, for the patterns it runs in linear time. */
class RegexSplit implements Splitter {
  private readonly regex: RegExp;

  constructor(source: string) {
    this.regex = new RegExp(source, 'gu');
  }

  matches(s: string, each: (start: number, end: number) => void): void {
    const regex = this.regex;
    regex.lastIndex = 0;
    for (let m = regex.exec(s); m; m = regex.exec(s)) {
      if (m[0].length === 0) {
        // As matchAll() steps past an empty match: by a whole character.
        regex.lastIndex = m.index + ((s.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
        continue;
      }
      each(m.index, m.index + m[0].length);
    }
  }
}

const JS_SYNTAX = new Set('^$\\.*+?()[]{}|/'.split(''));
const WORD = '\\p{L}\\p{M}\\p{Nd}\\p{Pc}';

/**
 * An Oniguruma pattern of a tokenizer file as a JavaScript source with the same matches (flags
 * `gu`): `\s` is Unicode White_Space (JavaScript's adds U+FEFF and lacks U+0085), `(?i:...)`
 * folds ASCII letters, `.` is anything but `\n`. Constructs outside that set are refused.
 */
export function toJsRegex(source: string): string {
  let out = '';
  let fold = 0;
  const groups: boolean[] = [];
  const unsupported = (what: string) => new UnsupportedPattern(`it uses ${what}`);
  const escape = (c: string, inClass: boolean): string => {
    switch (c) {
      case 's': return '\\p{White_Space}';
      case 'S': return '\\P{White_Space}';
      case 'd': return '\\p{Nd}';
      case 'D': return '\\P{Nd}';
      case 'w': return inClass ? WORD : `[${WORD}]`;
      case 'W': if (inClass) throw unsupported('\\W in a character class'); return `[^${WORD}]`;
      case 'r': case 'n': case 't': case 'f': case 'v': return `\\${c}`;
    }
    if (/[A-Za-z0-9]/.test(c)) throw unsupported(`\\${c}`);
    return JS_SYNTAX.has(c) || (inClass && c === '-') ? `\\${c}` : c;
  };
  const foldLetter = (c: string) => (fold > 0 && /[A-Za-z]/.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c);
  let lastQuantifier = false;
  for (let i = 0; i < source.length; ) {
    const c = source[i];
    if (c === '\\') {
      const d = source[i + 1];
      if (d === undefined) throw unsupported('a trailing backslash');
      if ((d === 'p' || d === 'P') && source[i + 2] === '{') {
        const end = source.indexOf('}', i);
        out += source.slice(i, end + 1);
        i = end + 1;
      } else if (d === 'x' || d === 'u') {
        const m = /^\\(x\{[0-9A-Fa-f]+\}|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4})/.exec(source.slice(i));
        if (!m) throw unsupported(`\\${d}`);
        out += m[1].startsWith('x{') ? `\\u{${m[1].slice(2, -1)}}` : `\\${m[1]}`;
        i += m[0].length;
      } else {
        out += fold > 0 && /[A-Za-z]/.test(d) && !/[sSdDwWrntfv]/.test(d) ? foldLetter(d) : escape(d, false);
        i += 2;
      }
      lastQuantifier = false;
      continue;
    }
    if (c === '[') {
      let j = i + 1;
      let body = '';
      if (source[j] === '^') {
        body += '^';
        j++;
      }
      for (let first = true; j < source.length && (source[j] !== ']' || first); first = false) {
        const ch = source[j];
        if (ch === '[') throw unsupported('a nested character class');
        if (ch === '&' && source[j + 1] === '&') throw unsupported('a class intersection');
        if (ch === '\\') {
          const d = source[j + 1];
          if ((d === 'p' || d === 'P') && source[j + 2] === '{') {
            const end = source.indexOf('}', j);
            body += source.slice(j, end + 1);
            j = end + 1;
          } else if (d === 'x' || d === 'u') {
            const m = /^\\(x\{[0-9A-Fa-f]+\}|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4})/.exec(source.slice(j));
            if (!m) throw unsupported(`\\${d}`);
            body += m[1].startsWith('x{') ? `\\u{${m[1].slice(2, -1)}}` : `\\${m[1]}`;
            j += m[0].length;
          } else {
            body += escape(d, true);
            j += 2;
          }
          continue;
        }
        if (fold > 0 && /[A-Za-z]/.test(ch)) {
          if (source[j + 1] === '-' || source[j - 1] === '-') throw unsupported('a letter range under (?i)');
          body += ch.toLowerCase() + ch.toUpperCase();
        } else {
          body += ch === ']' ? '\\]' : ch === '/' ? '\\/' : ch;
        }
        j++;
      }
      if (j >= source.length) throw unsupported('an unterminated character class');
      out += `[${body}]`;
      i = j + 1;
      lastQuantifier = false;
      continue;
    }
    if (c === '(') {
      const prefix = /^\((\?i:|\?:|\?=|\?!|\?<=|\?<!)?/.exec(source.slice(i))![0];
      if (prefix === '(' && source[i + 1] === '?') throw unsupported(`the group '${source.slice(i, i + 3)}'`);
      const caseless = prefix === '(?i:';
      groups.push(caseless);
      if (caseless) fold++;
      out += caseless ? '(?:' : prefix;
      i += prefix.length;
      lastQuantifier = false;
      continue;
    }
    if (c === ')') {
      if (groups.length === 0) throw unsupported('an unbalanced parenthesis');
      if (groups.pop()) fold--;
      out += ')';
      i++;
      lastQuantifier = false;
      continue;
    }
    if (c === '*' || c === '+' || c === '?' || c === '{') {
      if (lastQuantifier) {
        // `x*?` is lazy, as in JavaScript; `x*+` is possessive and `x{2}+` nested in Oniguruma.
        if (c !== '?') throw unsupported('a possessive or nested quantifier');
        out += '?';
        i++;
        lastQuantifier = false;
        continue;
      }
      if (c === '{') {
        const m = /^\{\d+(,\d*)?\}/.exec(source.slice(i));
        if (!m) throw unsupported("a '{' that is not a quantifier");
        out += m[0];
        i += m[0].length;
      } else {
        out += c;
        i++;
      }
      lastQuantifier = true;
      continue;
    }
    lastQuantifier = false;
    if (c === '^' || c === '$') throw unsupported(`the anchor '${c}'`);
    if (c === '.') out += '[^\\n]';
    else if (c === ']' || c === '}' || c === '/') out += `\\${c}`;
    else out += foldLetter(c);
    i += c.length;
  }
  if (groups.length > 0) throw unsupported('an unbalanced parenthesis');
  try {
    new RegExp(out, 'gu');
  } catch (err) {
    throw new UnsupportedPattern(`it is not valid: ${(err as Error).message}`);
  }
  return out;
}
