import { isBlank, isDigit, isSpace, isWordChar, lineEnd, nextLine, type Lexer } from './chars.js';

// Perl: `#` to the end of the line, and POD blocks (`=head1` ... `=cut`) at line starts, after
// `__END__` too (perl never reads them, perldoc does). A `#` in '...', "...", `...`, in
// quote-like operators (q qq qw qr m s tr y, with any delimiter: `s#a#b#`, `q,a,`), in a regular
// expression `/.../` where a value starts, in `$#array`, `$#{...}` or the special variables (`$#`,
// `$/`, `$"`), in a heredoc body or a format's picture lines is not a comment; a comment line
// of a format keeps its `#`. Everything after
// `__DATA__`, and all but POD after `__END__`, is data.

const QUOTE_LIKE = new Set(['q', 'qq', 'qw', 'qr', 'm', 's', 'tr', 'y']);
const TWO_PARTS = new Set(['s', 'tr', 'y']);
const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
// After these words a value starts, so `/` begins a regular expression.
const REGEX_AFTER = new Set([
  'split', 'if', 'elsif', 'unless', 'and', 'or', 'xor', 'not', 'return', 'grep', 'map', 'while', 'until', 'when',
  'x', 'lt', 'gt', 'le', 'ge', 'eq', 'ne', 'cmp', 'push', 'unshift', 'join', 'print', 'die', 'warn',
]);
// The file tests of `-X $file`, where `-s` is no substitution.
const FILE_TESTS = /[rwxoRWXOezsfdlpSbcugktTBAMC]/;

interface Heredoc {
  marker: string;
  indented: boolean;
}

export const perlLexer: Lexer = (text, from, to, out) => {
  const heredocs: Heredoc[] = [];
  let valueStarts = true;
  let i = from;
  let lineStart = true;
  let word = ''; // the last bareword read, when it was the last token
  while (i < to) {
    const c = text.charCodeAt(i);
    if (lineStart) {
      lineStart = false;
      if (c === 61 && isLetter(text.charCodeAt(i + 1))) {
        i = pod(text, i, to, out);
        continue;
      }
      const data = c === 95 ? (text.startsWith('__END__', i) ? 7 : text.startsWith('__DATA__', i) ? 8 : 0) : 0;
      if (data > 0 && onlyBlanksAfter(text, i + data, to)) {
        if (data === 7) afterEnd(text, i, to, out);
        return;
      }
    }
    if (c === 10 || c === 13) {
      i = nextLine(text, i, to);
      lineStart = true;
      for (const { marker, indented } of heredocs) i = heredocBody(text, i, to, marker, indented);
      heredocs.length = 0;
      continue;
    }
    if (isBlank(c)) {
      i++;
      continue;
    }
    if (c === 35) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
      continue;
    }
    const last = word;
    word = '';
    // Sigils: `$` always (`$/` and `$"` are variables), `@`, `%`, `&` and `*` where a value starts,
    // and after a function's name (`keys %s`, `defined &y`).
    if (c === 36 || c === 64 || ((c === 37 || c === 38 || c === 42) && sigilled(text.charCodeAt(i + 1)) &&
      (valueStarts || (last !== '' && isBlank(text.charCodeAt(i - 1)))))) {
      i = variableEnd(text, i, to);
      valueStarts = false;
      continue;
    }
    if (c === 39 || c === 34 || c === 96) {
      i = delimitedEnd(text, i + 1, to, text[i], text[i]);
      valueStarts = false;
      continue;
    }
    if (c === 47) {
      if (valueStarts) {
        i = delimitedEnd(text, i + 1, to, '/', '/');
        while (i < to && isWordChar(text.charCodeAt(i))) i++;
        valueStarts = false;
      } else {
        i += text.charCodeAt(i + 1) === 47 ? 2 : 1; // a division, or `//` (defined-or)
        valueStarts = true;
      }
      continue;
    }
    if (c === 60 && valueStarts && text.charCodeAt(i + 1) !== 60) {
      const end = readlineEnd(text, i, to);
      if (end > 0) {
        i = end; // <$fh>, <STDIN>, <>: a value, so `//` after it is defined-or
        valueStarts = false;
        continue;
      }
    }
    if (c === 60 && text.charCodeAt(i + 1) === 60) {
      const end = heredocStart(text, i + 2, to, heredocs);
      if (end > 0) {
        i = end;
        valueStarts = false;
        continue;
      }
    }
    if (c === 45 && FILE_TESTS.test(text[i + 1] ?? '') && !isWordChar(text.charCodeAt(i + 2)) && !isWordChar(text.charCodeAt(i - 1))) {
      i += 2; // -s $file, -e $path: an operand follows
      valueStarts = true;
      continue;
    }
    if (isWordChar(c)) {
      const start = i;
      while (i < to && (isWordChar(text.charCodeAt(i)) || (text.charCodeAt(i) === 58 && text.charCodeAt(i + 1) === 58))) {
        i += text.charCodeAt(i) === 58 ? 2 : 1;
      }
      const name = text.slice(start, i);
      if (isDigit(c)) {
        valueStarts = false;
        continue;
      }
      // A method (`->s`), a sub's name (`sub y`) or a hash key (`{s}`, `q => 1`) quotes nothing.
      const named = (text.charCodeAt(start - 1) === 62 && text.charCodeAt(start - 2) === 45) || last === 'sub' ||
        bareKey(text, start, i, to);
      if (!named && QUOTE_LIKE.has(name)) {
        const end = quoteLikeEnd(text, i, to, TWO_PARTS.has(name));
        if (end > 0) {
          i = end;
          valueStarts = false;
          continue;
        }
      }
      if (name === 'format' && !named) {
        const end = formatEnd(text, i, to, out);
        if (end > 0) {
          i = end;
          continue;
        }
      }
      word = name;
      valueStarts = !named && REGEX_AFTER.has(name);
      continue;
    }
    valueStarts = !(c === 41 || c === 93 || c === 125);
    i++;
  }
};

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function onlyBlanksAfter(text: string, i: number, to: number): boolean {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
    if (!isBlank(c)) return false;
  }
  return true;
}

/** A POD block at the line start `i`: recorded up to the end of its `=cut` line (or the text). */
function pod(text: string, i: number, to: number, out: number[]): number {
  let line = i;
  while (line < to && !(text.startsWith('=cut', line) && !isWordChar(text.charCodeAt(line + 4)))) line = nextLine(text, line, to);
  const end = lineEnd(text, line, to);
  out.push(i, end);
  return end;
}

/** After `__END__` at `i`: only POD blocks are comments. */
function afterEnd(text: string, i: number, to: number, out: number[]): void {
  for (i = nextLine(text, i, to); i < to; i = nextLine(text, i, to)) {
    if (text.charCodeAt(i) === 61 && isLetter(text.charCodeAt(i + 1))) i = pod(text, i, to, out);
  }
}

/** What may follow a sigil: a name, `::`, a block `{`, a reference `$`, or the `-` and `+` of `@-`, `%+`. */
function sigilled(c: number): boolean {
  return isWordChar(c) || c === 58 || c === 123 || c === 36 || c === 45 || c === 43 || c === 94;
}

/**
 * A variable at its sigil `i`: past its name (`$x`, `@Foo::bar`, `$::x`, `%+`, `$^W`, `$#a`) or a
 * one-character special variable (`$/`, `$"`, `$;`, `$$`); just past the sigil before a block or a
 * reference (`${...}`, `@$ref`, `$#{...}`), which are read on their own.
 */
function variableEnd(text: string, i: number, to: number): number {
  const sigil = text.charCodeAt(i);
  let j = i + 1;
  let c = text.charCodeAt(j);
  if (sigil === 36 && c === 35) { // $#array, $#{...}, $#$ref
    c = text.charCodeAt(++j);
    if (c === 123 || c === 36) return j;
  }
  if (isWordChar(c) || (c === 58 && text.charCodeAt(j + 1) === 58)) {
    while (j < to && (isWordChar(text.charCodeAt(j)) || (text.charCodeAt(j) === 58 && text.charCodeAt(j + 1) === 58))) {
      j += text.charCodeAt(j) === 58 ? 2 : 1;
    }
    return j;
  }
  if (c === 123 || c === 36) return sigil === 36 && c === 36 && !sigilled(text.charCodeAt(j + 1)) ? j + 1 : j;
  if (c === 94) return j + 2; // $^W
  if (sigil === 36 || c === 45 || c === 43) return c === c && !isSpace(c) ? j + 1 : j;
  return j;
}

/** The word text[start, end) is a hash key: `{key}` or `key =>`. */
function bareKey(text: string, start: number, end: number, to: number): boolean {
  let j = end;
  while (j < to && isBlank(text.charCodeAt(j))) j++;
  if (text.charCodeAt(j) === 61 && text.charCodeAt(j + 1) === 62) return true;
  if (text.charCodeAt(j) !== 125) return false;
  let k = start - 1;
  while (k >= 0 && isBlank(text.charCodeAt(k))) k--;
  return text.charCodeAt(k) === 123;
}

/** After a word that may be a quote-like operator: past its last delimiter, or -1 if it is not one. */
function quoteLikeEnd(text: string, i: number, to: number, twoParts: boolean): number {
  let j = i;
  while (isBlank(text.charCodeAt(j))) j++;
  const open = text[j];
  // Perl takes any delimiter but a blank; after a blank, `#` starts a comment instead.
  if (open === undefined || isSpace(open.charCodeAt(0)) || isWordChar(open.charCodeAt(0)) || open === ')' || (open === '#' && j > i)) return -1;
  if (open === '=' && text[j + 1] === '>') return -1;
  if (open === '-' && text[j + 1] === '>') return -1;
  const close = CLOSING[open] ?? open;
  let end = delimitedEnd(text, j + 1, to, open, close);
  if (twoParts) {
    if (close !== open) {
      while (end < to && isSpace(text.charCodeAt(end))) end++;
      const second = text[end];
      if (second === undefined) return to;
      end = delimitedEnd(text, end + 1, to, second, CLOSING[second] ?? second);
    } else {
      end = delimitedEnd(text, end, to, open, close);
    }
  }
  while (end < to && isWordChar(text.charCodeAt(end))) end++; // modifiers
  return end;
}

/** From just after an opening delimiter: past the closing one, nesting brackets, skipping escapes. */
function delimitedEnd(text: string, i: number, to: number, open: string, close: string): number {
  const openCode = open.charCodeAt(0), closeCode = close.charCodeAt(0);
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === closeCode && depth === 0) return i + 1;
    else if (c === closeCode) depth--;
    else if (c === openCode && openCode !== closeCode) depth++;
  }
  return to;
}

/**
 * After `<<`: a heredoc marker (`<<EOT`, `<<"EOT"`, `<< 'EOT'`, `<<~EOT`, `<<\EOT`) queues its
 * body, read after this line, and returns its end; -1 for a shift.
 */
function heredocStart(text: string, i: number, to: number, heredocs: Heredoc[]): number {
  let j = i;
  const indented = text.charCodeAt(j) === 126;
  if (indented) j++;
  let k = j;
  while (isBlank(text.charCodeAt(k))) k++; // `<< "EOT"`: blanks before a quoted marker only
  const q = text.charCodeAt(k);
  if (q === 34 || q === 39 || q === 96) {
    const close = text.indexOf(text[k], k + 1);
    if (close < 0 || close > lineEnd(text, k, to)) return -1;
    heredocs.push({ marker: text.slice(k + 1, close), indented });
    return close + 1;
  }
  if (text.charCodeAt(j) === 92) j++; // <<\EOT, as <<'EOT'
  const start = j;
  if (!isWordChar(text.charCodeAt(j)) || isDigit(text.charCodeAt(j))) return -1;
  while (j < to && isWordChar(text.charCodeAt(j))) j++;
  heredocs.push({ marker: text.slice(start, j), indented });
  return j;
}

/** `<` at `i` reading a line (`<$fh>`, `<STDIN>`, `<>`): past its `>`, or -1. */
function readlineEnd(text: string, i: number, to: number): number {
  let j = i + 1;
  if (text.charCodeAt(j) === 36) j++;
  while (j < to && isWordChar(text.charCodeAt(j))) j++;
  return text.charCodeAt(j) === 62 ? j + 1 : -1;
}

/** A heredoc body from the line start `i`; returns the start of the line after its terminator. */
function heredocBody(text: string, i: number, to: number, marker: string, indented: boolean): number {
  while (i < to) {
    const end = lineEnd(text, i, to);
    let start = i;
    if (indented) while (start < end && isBlank(text.charCodeAt(start))) start++;
    i = nextLine(text, end, to);
    if (end - start === marker.length && text.startsWith(marker, start)) break;
  }
  return i;
}

/**
 * After `format` at `i`: when `NAME =` ends the line, the picture lines up to a lone `.`, where
 * `#` only starts a comment in the first column (`@##.##` is a number field). Such a comment line
 * keeps its `#`: an empty line would be a picture line, printed. Returns the end of the `.` line,
 * or -1 when this is no format.
 */
function formatEnd(text: string, i: number, to: number, out: number[]): number {
  const head = /^[ \t]*(?:[A-Za-z_][\w:]*)?[ \t]*=[ \t]*(?=\r?\n)/.exec(text.slice(i, Math.min(to, i + 256)));
  if (!head) return -1;
  for (let line = nextLine(text, i + head[0].length, to); line < to; line = nextLine(text, line, to)) {
    const end = lineEnd(text, line, to);
    if (text.charCodeAt(line) === 46 && onlyBlanksAfter(text, line + 1, to)) return end;
    if (text.charCodeAt(line) === 35 && end > line + 1) out.push(line + 1, end);
  }
  return to;
}
