import { isBlank, isWordChar, lineEnd, nextLine, type Lexer } from './chars.js';

// Perl: `#` to the end of the line, and POD blocks (`=head1` ... `=cut`) at line starts. A `#` in
// '...', "...", `...`, in quote-like operators (q qq qw qr m s tr y, with any delimiter: `s#a#b#`),
// in a regular expression `/.../` where a value starts, in `$#array` or `$#{...}`, or in a heredoc
// body is not a comment. Everything after `__END__` or `__DATA__` is data.

const QUOTE_LIKE = new Set(['q', 'qq', 'qw', 'qr', 'm', 's', 'tr', 'y']);
const TWO_PARTS = new Set(['s', 'tr', 'y']);
const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
// After these words a value starts, so `/` begins a regular expression.
const REGEX_AFTER = new Set(['split', 'if', 'unless', 'and', 'or', 'not', 'return', 'grep', 'map', 'while', 'until', 'when', 'x', 'lt', 'gt', 'le', 'ge', 'eq', 'ne', 'cmp']);

export const perlLexer: Lexer = (text, from, to, out) => {
  const heredocs: { marker: string; indented: boolean }[] = [];
  let valueStarts = true;
  let i = from;
  let lineStart = true;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (lineStart) {
      lineStart = false;
      if (c === 61 && /[A-Za-z]/.test(text[i + 1] ?? '')) {
        let end = i;
        while (end < to && !/^=cut\b/.test(text.slice(end, lineEnd(text, end, to)))) end = nextLine(text, end, to);
        end = lineEnd(text, end, to);
        out.push(i, end);
        i = end;
        continue;
      }
      if (/^__(?:END|DATA)__\s*$/.test(text.slice(i, lineEnd(text, i, to)))) return;
    }
    if (c === 10 || c === 13) {
      i = nextLine(text, i, to);
      lineStart = true;
      for (const { marker, indented } of heredocs) {
        while (i < to) {
          const end = lineEnd(text, i, to);
          const line = text.slice(i, end);
          i = nextLine(text, end, to);
          if ((indented ? line.trim() : line) === marker) break;
        }
      }
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
    if (c === 36 && text.charCodeAt(i + 1) === 35) {
      i += 2; // $#array, $#{...}, $#$ref
      valueStarts = false;
      continue;
    }
    if (c === 39 || c === 34 || c === 96) {
      i = delimitedEnd(text, i + 1, to, text[i], text[i]);
      valueStarts = false;
      continue;
    }
    if (c === 47 && valueStarts) {
      i = delimitedEnd(text, i + 1, to, '/', '/');
      while (i < to && isWordChar(text.charCodeAt(i))) i++;
      valueStarts = false;
      continue;
    }
    if (c === 60 && text.charCodeAt(i + 1) === 60) {
      const match = /^<<(~?)(?:(["'])([^"'\r\n]*)\2|([A-Za-z_]\w*))/.exec(text.slice(i, i + 256));
      if (match) {
        heredocs.push({ marker: match[3] ?? match[4], indented: match[1] === '~' });
        i += match[0].length;
        valueStarts = false;
        continue;
      }
    }
    if (isWordChar(c)) {
      const start = i;
      while (i < to && isWordChar(text.charCodeAt(i))) i++;
      const word = text.slice(start, i);
      const before = text.charCodeAt(start - 1);
      const sigil = before === 36 || before === 64 || before === 37 || before === 38 || before === 42 ||
        (before === 62 && text.charCodeAt(start - 2) === 45);
      if (!sigil && QUOTE_LIKE.has(word)) {
        const end = quoteLikeEnd(text, i, to, TWO_PARTS.has(word));
        if (end > 0) {
          i = end;
          valueStarts = false;
          continue;
        }
      }
      valueStarts = !sigil && REGEX_AFTER.has(word);
      continue;
    }
    valueStarts = !(c === 41 || c === 93 || c === 125);
    i++;
  }
};

/** After a word that may be a quote-like operator: past its last delimiter, or -1 if it is not one. */
function quoteLikeEnd(text: string, i: number, to: number, twoParts: boolean): number {
  let j = i;
  while (isBlank(text.charCodeAt(j))) j++;
  const open = text[j];
  if (open === undefined || /[\w\s=,;)]/.test(open) || (open === '#' && j > i)) return -1;
  if (open === '>' || (open === '-' && text[j + 1] === '>')) return -1;
  const close = CLOSING[open] ?? open;
  let end = delimitedEnd(text, j + 1, to, open, close);
  if (twoParts) {
    if (close !== open) {
      while (end < to && /\s/.test(text[end])) end++;
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
