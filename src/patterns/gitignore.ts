import { RegexSet } from './regex.js';

// One ignore file (a `.gitignore`, `.git/info/exclude`) read and matched as git 2.39 reads and
// matches it (dir.c, wildmatch.c), rule by rule: a line's trailing spaces, `!`, a trailing `/`,
// where a pattern is anchored, and the matching itself, which git does on the bytes of a path
// (`?` is one byte of UTF-8, so `?` does not match `é` and `??` does), case-sensitively unless
// the repository sets core.ignorecase. Each rule becomes a regular expression on the path's bytes
// (one code unit per byte) and regex.ts runs all of a file's at once, in time linear in a path's
// length. The path given is relative to the file's folder; a folder's ends with MARK.

/** Ends a folder's path: no file name holds a NUL byte, so no pattern can match one by mistake. */
export const MARK = '\0';

/** Whether the last rule of a file that matches a path ignores it, or takes it back (`!`). */
export type Verdict = 'ignored' | 'unignored' | undefined;

/** A line of an ignore file, as git's parse_path_pattern() reads it. */
interface Rule {
  negative: boolean;
  /** A trailing `/`: the rule matches folders only. */
  folderOnly: boolean;
  /** No `/` but a trailing one: the rule matches the last name of a path, at any depth. */
  byName: boolean;
  /** The pattern's bytes, without `!` and the trailing `/`. */
  pattern: string;
}

/**
 * The rules of one ignore file, answering for paths relative to its folder in `pathBytes()` form
 * (a folder's ending in MARK).
 */
export class IgnoreFile {
  private readonly negative: boolean[] = [];
  private readonly rules: RegexSet | undefined;

  constructor(text: string, ignoreCase = false) {
    const expressions: RegExp[] = [];
    for (const rule of readRules(text)) {
      const source = ruleSource(rule, ignoreCase);
      if (source === undefined) continue;
      expressions.push(new RegExp(source));
      this.negative.push(rule.negative);
    }
    // Every character of a rule is escaped, and no class or star nests: it always runs.
    this.rules = expressions.length > 0 ? new RegexSet(expressions) : undefined;
  }

  /** Whether the file has a rule that can match anything. */
  get empty(): boolean {
    return this.rules === undefined;
  }

  /** The verdict of the last rule matching `path` (pathBytes() form, relative to the file's folder). */
  last(path: string): Verdict {
    const rule = this.rules ? this.rules.last(path) : -1;
    if (rule < 0) return undefined;
    return this.negative[rule] ? 'unignored' : 'ignored';
  }
}

const NON_ASCII = /[^\0-\x7f]/;
const UPPER = /[A-Z]+/g;

/**
 * A path as the rules read it: its UTF-8 bytes, one code unit each (ASCII as it is), lower-cased
 * (ASCII letters only, as git folds) when the repository ignores case.
 */
export function pathBytes(path: string, ignoreCase: boolean): string {
  const bytes = NON_ASCII.test(path) ? Buffer.from(path, 'utf8').toString('latin1') : path;
  return ignoreCase ? bytes.replace(UPPER, (letters) => letters.toLowerCase()) : bytes;
}

/** The rules of an ignore file's text, in order: comments, blank lines and empty patterns left out. */
function readRules(text: string): Rule[] {
  // git reads bytes, and skips a UTF-8 byte order mark at the start.
  const bytes = Buffer.from(text.startsWith('\ufeff') ? text.slice(1) : text, 'utf8').toString('latin1');
  const rules: Rule[] = [];
  for (let line of bytes.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    // git reads a line as a C string: a NUL byte ends it.
    const nul = line.indexOf('\0');
    if (nul >= 0) line = line.slice(0, nul);
    line = trimTrailingSpaces(line);
    let negative = false;
    if (line.startsWith('!')) {
      negative = true;
      line = line.slice(1);
    }
    const folderOnly = line.endsWith('/');
    if (folderOnly) line = line.slice(0, -1);
    // `/` alone, `!` alone: git keeps an empty pattern, which matches nothing.
    if (line === '') continue;
    rules.push({ negative, folderOnly, byName: !line.includes('/'), pattern: line });
  }
  return rules;
}

/** A line without its trailing spaces, unless a backslash escapes one (tabs stay, as in git). */
function trimTrailingSpaces(line: string): string {
  let lastSpace = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === ' ') {
      if (lastSpace < 0) lastSpace = i;
    } else {
      // An escaped character is never trimmed; a backslash ending the line keeps the line whole.
      if (c === '\\' && ++i === line.length) return line;
      lastSpace = -1;
    }
  }
  return lastSpace < 0 ? line : line.slice(0, lastSpace);
}

/** The characters git's simple_length() stops at: a pattern's literal prefix ends before one. */
const SPECIAL = /[*?[\\]/;

/**
 * A rule's expression on a path (pathBytes() form) relative to the ignore file's folder, or
 * undefined for a rule that matches nothing (a malformed class, a trailing backslash).
 */
function ruleSource(rule: Rule, ignoreCase: boolean): string | undefined {
  const end = rule.folderOnly ? '\\x00$' : '\\x00?$';
  if (rule.byName) {
    // match_basename(): the whole pattern against the last name, which holds no `/`.
    const body = wildmatch(rule.pattern, ignoreCase, true);
    return body === undefined ? undefined : `(?:^|\\/)${body}${end}`;
  }
  // match_pathname(): a leading `/` only anchors (every such rule is anchored to the folder). The
  // literal prefix is compared apart, and wildmatch() sees the rest as a pattern of its own: a
  // `**` right after the prefix counts as at its start (`b**/*` ignores `b.md`, as git does).
  const pattern = rule.pattern.startsWith('/') ? rule.pattern.slice(1) : rule.pattern;
  const special = pattern.search(SPECIAL);
  const prefix = special < 0 ? pattern : pattern.slice(0, special);
  const rest = wildmatch(pattern.slice(prefix.length), ignoreCase, false);
  return rest === undefined ? undefined : `^${literal(prefix, ignoreCase)}${rest}${end}`;
}

const NOT_SLASH = bytesClass((b) => b !== 0x2f);
const ANY = bytesClass(() => true);

/**
 * wildmatch() with WM_PATHNAME as an expression: `?` and a class match one byte other than `/`,
 * `*` a run of them, and `**` any run of bytes when it stands alone between slashes or at an
 * end (elsewhere it is `*`), `**` followed by `/` also matching nothing at all. `byName`: the
 * text is a name, with no `/` to cross (a `**` is a `*`). Undefined when nothing can match.
 */
function wildmatch(pattern: string, ignoreCase: boolean, byName: boolean): string | undefined {
  let out = '';
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i];
    if (c === '\\') {
      // An escaped character is compared as written, even when case is ignored (git's quirk).
      if (i + 1 === pattern.length) return undefined;
      out += byte(pattern.charCodeAt(i + 1));
      i += 2;
    } else if (c === '?') {
      out += NOT_SLASH;
      i++;
    } else if (c === '*') {
      let j = i + 1;
      let globstar = false;
      if (pattern[j] === '*') {
        while (pattern[j] === '*') j++;
        const after = pattern[j];
        globstar = !byName && (i === 0 || pattern[i - 1] === '/') && (after === undefined || after === '/' || (after === '\\' && pattern[j + 1] === '/'));
      }
      if (!globstar) out += `${NOT_SLASH}*`;
      else if (pattern[j] === '/') {
        out += `(?:${ANY}*\\/)?`;
        j++;
      } else out += `${ANY}*`;
      i = j;
    } else if (c === '[') {
      const found = bracket(pattern, i, ignoreCase);
      if (!found) return undefined;
      out += found.source;
      i = found.end;
    } else {
      out += literal(c, ignoreCase);
      i++;
    }
  }
  return out;
}

/**
 * The class starting at `start` (its `[`), read as wildmatch reads one: `!` or `^` negates, a
 * first `]` is a member, `\` escapes, `a-z` ranges bytes, `[:alpha:]` and its kin are ASCII
 * classes. With case ignored a range also takes the lower-case letters whose upper case it
 * holds, and `[:upper:]` the lower-case ones; a lone member is compared as written. Undefined
 * when the class is malformed (unclosed, an unknown `[:name:]`): the rule then matches nothing.
 */
function bracket(pattern: string, start: number, ignoreCase: boolean): { source: string; end: number } | undefined {
  const members: ((b: number) => boolean)[] = [];
  const code = (k: number) => (k < pattern.length ? pattern.charCodeAt(k) : 0);
  let i = start + 1;
  let c = code(i);
  if (c === 0x5e) c = 0x21;
  const negated = c === 0x21;
  if (negated) c = code(++i);
  let previous = 0;
  do {
    if (c === 0) return undefined;
    if (c === 0x5c) {
      c = code(++i);
      if (c === 0) return undefined;
      const member = c;
      members.push((b) => b === member);
    } else if (c === 0x2d && previous !== 0 && code(i + 1) !== 0 && code(i + 1) !== 0x5d) {
      c = code(++i);
      if (c === 0x5c) {
        c = code(++i);
        if (c === 0) return undefined;
      }
      const [low, high] = [previous, c];
      members.push((b) => (b >= low && b <= high) || (ignoreCase && isLower(b) && b - 32 >= low && b - 32 <= high));
      c = 0;
    } else if (c === 0x5b && code(i + 1) === 0x3a) {
      const from = i + 2;
      let k = from;
      while (code(k) !== 0 && code(k) !== 0x5d) k++;
      if (code(k) === 0) return undefined;
      if (k - from - 1 < 0 || code(k - 1) !== 0x3a) {
        // No `:]`: the `[` is a member, and what follows is read on.
        i = from - 2;
        c = 0x5b;
        members.push((b) => b === 0x5b);
      } else {
        const named = NAMED_CLASSES[pattern.slice(from, k - 1)];
        if (!named) return undefined;
        members.push(ignoreCase && pattern.slice(from, k - 1) === 'upper' ? isLetter : named);
        i = k;
        c = 0;
      }
    } else {
      const member = c;
      members.push((b) => b === member);
    }
    previous = c;
    c = code(++i);
  } while (c !== 0x5d);
  return { source: bytesClass((b) => b !== 0x2f && members.some((has) => has(b)) !== negated), end: i + 1 };
}

const isLower = (b: number) => b >= 0x61 && b <= 0x7a;
const isUpper = (b: number) => b >= 0x41 && b <= 0x5a;
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;
const isLetter = (b: number) => isLower(b) || isUpper(b);
const isPrint = (b: number) => b >= 0x20 && b <= 0x7e;

// git's own ctype (ASCII only, whatever the locale): sane_ctype.
const NAMED_CLASSES: Record<string, (b: number) => boolean> = {
  alnum: (b) => isLetter(b) || isDigit(b),
  alpha: isLetter,
  blank: (b) => b === 0x20 || b === 0x09,
  cntrl: (b) => b < 0x20 || b === 0x7f,
  digit: isDigit,
  graph: (b) => b > 0x20 && b <= 0x7e,
  lower: isLower,
  print: isPrint,
  punct: (b) => isPrint(b) && b !== 0x20 && !isLetter(b) && !isDigit(b),
  space: (b) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d,
  upper: isUpper,
  xdigit: (b) => isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66),
};

/** Bytes as written in a pattern, lower-cased when case is ignored (the path is too). */
function literal(bytes: string, ignoreCase: boolean): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes.charCodeAt(i);
    out += byte(ignoreCase && isUpper(b) ? b + 32 : b);
  }
  return out;
}

function byte(b: number): string {
  return `\\x${b.toString(16).padStart(2, '0')}`;
}

/** A class of the bytes (NUL, the folder mark, never among them) `has` takes: `[]` when none. */
function bytesClass(has: (b: number) => boolean): string {
  let out = '';
  for (let b = 1; b < 256; b++) {
    if (!has(b)) continue;
    let last = b;
    while (last + 1 < 256 && has(last + 1)) last++;
    out += last === b ? byte(b) : `${byte(b)}-${byte(last)}`;
    b = last;
  }
  return `[${out}]`;
}
