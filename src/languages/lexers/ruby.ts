import { isBlank, isWordChar, lineEnd, nextLine, type Lexer } from './chars.js';

// Ruby: `#` to the end of the line, and `=begin` ... `=end` at the start of lines. Strings with
// `#{...}` interpolation, `%q{}`/`%w[]`/`%r{}` literals (nesting brackets), regular expressions,
// `?#` character literals, heredocs (`<<~EOS`, `<<-EOS`, `<<'EOS'`) and `$'`-style globals hide a
// `#`. Whether `/`, `%`, `?` and `<<` start a literal depends on what came before, as in Ruby's
// own lexer: an operator or keyword means a value starts; a name then a blank, with no blank
// after, means an argument does (`puts %w[a b]`, `foo /x/`).

// Keywords after which a value starts (others, like `end` or `self`, are values themselves).
const VALUE_STARTS = new Set([
  'if', 'unless', 'while', 'until', 'and', 'or', 'not', 'return', 'when', 'case', 'in', 'then', 'else', 'elsif',
  'do', 'begin', 'yield', 'puts', 'print', 'p', 'raise', 'break', 'next', 'rescue', 'ensure', 'defined?',
]);

/** A `/` before the end of the line (escapes skipped) closes the regexp whose body starts at `i`. */
function closesOnLine(text: string, i: number, to: number): boolean {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 47) return true;
    else if (c === 10 || c === 13) return false;
  }
  return false;
}

interface Heredoc {
  marker: string;
  indented: boolean;
}

export const rubyLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0 && text.indexOf('=begin', from) < 0) return;
  new RubyScanner(text, to, out).code(from, 0);
};

class RubyScanner {
  private readonly heredocs: Heredoc[] = [];

  constructor(private readonly text: string, private readonly to: number, private readonly out: number[]) {}

  /** Code from `i`; inside `#{...}` (`close` = `}`), returns the index past the closing brace. */
  code(i: number, close: number): number {
    const { text, to } = this;
    let valueEnd = false; // the last token ends a value: `/` divides, `?` is the ternary
    let afterName = false; // the last token is a plain name (a possible method call)
    let defName = false; // after `def` (and `.`): an operator is a method name
    let depth = 0;
    while (i < to) {
      const c = text.charCodeAt(i);
      const blankBefore = i > 0 && isBlank(text.charCodeAt(i - 1));
      const argument = afterName && blankBefore && !isBlank(text.charCodeAt(i + 1));
      const valueStarts = !valueEnd || argument;
      if (c === 10 || c === 13) {
        i = nextLine(text, i, to);
        if (this.heredocs.length > 0) i = this.heredocBodies(i);
        if (close === 0) {
          if (text.startsWith('=begin', i) && !isWordChar(text.charCodeAt(i + 6))) i = this.blockComment(i);
          else if (text.startsWith('__END__', i) && lineEnd(text, i, to) === i + 7) return to;
        }
        valueEnd = afterName = false;
        continue;
      }
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (i === 0 && text.startsWith('=begin', i) && !isWordChar(text.charCodeAt(i + 6))) {
        i = this.blockComment(i);
        continue;
      }
      afterName = false;
      if (c === 35) {
        const end = lineEnd(text, i, to);
        this.out.push(i, end);
        i = end;
        continue;
      }
      if (defName && !isWordChar(c) && c !== 36 && c !== 64) {
        while (i < to && /[-+*/%<>=!~^&|[\]]/.test(text[i])) i++;
        defName = false;
        valueEnd = true;
        continue;
      }
      valueEnd = true;
      if (isWordChar(c) || c === 64) {
        const start = i;
        i++;
        while (i < to && (isWordChar(text.charCodeAt(i)) || text.charCodeAt(i) === 64)) i++;
        const q = text.charCodeAt(i);
        if ((q === 63 || q === 33) && text.charCodeAt(i + 1) !== 61) i++; // empty? save!
        const word = text.slice(start, i);
        if (text.charCodeAt(i) === 58 && text.charCodeAt(i + 1) !== 58 && text.charCodeAt(start) !== 64) {
          i++; // a hash key `key:` or a keyword argument: a value follows
          valueEnd = false;
        } else if (VALUE_STARTS.has(word)) {
          valueEnd = false;
        } else if (word === 'def') {
          defName = true;
        } else {
          afterName = text.charCodeAt(start) !== 64 && !(c >= 48 && c <= 57);
        }
        continue;
      }
      switch (c) {
        case 34: case 96: // " `
          i = this.quotedEnd(i + 1, c, c, true);
          continue;
        case 39: // '
          i = this.quotedEnd(i + 1, 39, 39, false);
          continue;
        case 36: // $
          i += text.charCodeAt(i + 1) === 123 || isWordChar(text.charCodeAt(i + 1)) ? 1 : 2; // $' $" $/ ...
          continue;
        case 58: // :
          if (text.charCodeAt(i + 1) === 58) {
            i += 2;
          } else if (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 39) {
            i++; // :"symbol"
          } else {
            i++;
            if (/[-+*/%<>=!~^&|[]/.test(text[i] ?? '') && !isBlank(text.charCodeAt(i - 2))) {
              while (i < to && /[-+*/%<>=!~^&|[\]]/.test(text[i])) i++; // :/, :<=>, :[]
            } else {
              valueEnd = false;
            }
          }
          continue;
        case 47: // /
          // After `name `, only a regexp that closes on its line is taken for one (`foo /x/`).
          if (valueStarts && (!valueEnd || closesOnLine(text, i + 1, to))) i = this.quotedEnd(i + 1, 47, 47, true);
          else {
            i++;
            valueEnd = false;
          }
          continue;
        case 37: { // %
          const end = valueStarts ? this.percentLiteral(i) : -1;
          if (end > 0) i = end;
          else {
            i++;
            valueEnd = false;
          }
          continue;
        }
        case 63: { // ?
          const next = text.charCodeAt(i + 1);
          if (valueStarts && next === next && !isBlank(next) && next !== 10 && next !== 13) {
            const width = next === 92 ? 2 : 1;
            if (!isWordChar(text.charCodeAt(i + 1 + width)) || next === 92) {
              i += 1 + width;
              continue;
            }
          }
          i++;
          valueEnd = false;
          continue;
        }
        case 60: // <
          if (text.charCodeAt(i + 1) === 60 && valueStarts) {
            const end = this.heredocStart(i + 2);
            if (end > 0) {
              i = end;
              continue;
            }
          }
          break;
        case 123: // { [ (
        case 40:
        case 91:
          depth++;
          i++;
          valueEnd = false;
          continue;
        case 125: // } ] )
          if (close === 125 && depth === 0) return i + 1;
          depth--;
          i++;
          continue;
        case 41:
        case 93:
          depth--;
          i++;
          continue;
        case 46: // .
          i++;
          if (text.charCodeAt(i) !== 46) defName = true;
          valueEnd = false;
          defName = defName && /[-+*/%<>=!~^&|[]/.test(text[i] ?? '') && text.charCodeAt(i) !== 46;
          continue;
        case 92: // \ before a line break continues the line
          i += 2;
          continue;
      }
      i++;
      valueEnd = false;
    }
    return to;
  }

  /** `=begin` at `i` (a line start): the comment runs to the end of the `=end` line. */
  private blockComment(i: number): number {
    const { text, to } = this;
    let line = nextLine(text, i, to);
    while (line < to && !(text.startsWith('=end', line) && !isWordChar(text.charCodeAt(line + 4)))) line = nextLine(text, line, to);
    if (line >= to) return i + 1; // unterminated: not a comment Ruby would accept
    const end = lineEnd(text, line, to);
    this.out.push(i, end);
    return end;
  }

  /** After an opening delimiter: past the closing one, nesting `open`/`close` pairs, skipping `#{...}`. */
  private quotedEnd(i: number, open: number, close: number, interpolates: boolean): number {
    const { text, to } = this;
    let depth = 0;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        i++;
      } else if (c === close && depth === 0) {
        i++;
        if (close === 47) while (i < to && isWordChar(text.charCodeAt(i))) i++; // /re/imx
        return i;
      } else if (c === close) {
        depth--;
      } else if (c === open && open !== close) {
        depth++;
      } else if (c === 35 && interpolates && text.charCodeAt(i + 1) === 123) {
        i = new RubyScanner(text, to, []).code(i + 2, 125) - 1;
      }
    }
    return to;
  }

  /** `%` literal at `i` (`%q(...)`, `%w[...]`, `%r{...}`, `%(...)`): its end, or -1 for a modulo. */
  private percentLiteral(i: number): number {
    const { text } = this;
    let j = i + 1;
    const kind = text.charCodeAt(j);
    if (kind === 113 || kind === 81 || kind === 119 || kind === 87 || kind === 105 || kind === 73 || kind === 114 ||
      kind === 120 || kind === 115) j++;
    const open = text.charCodeAt(j);
    if (!(open === open) || isWordChar(open) || isBlank(open) || open === 10 || open === 13 || (j === i + 1 && open === 61)) return -1;
    const close = open === 40 ? 41 : open === 91 ? 93 : open === 123 ? 125 : open === 60 ? 62 : open;
    const interpolates = kind !== 113 && kind !== 119 && kind !== 105 && kind !== 115;
    return this.quotedEnd(j + 1, open, close, interpolates);
  }

  /** After `<<`: a heredoc marker queues its body (read after this line) and returns its end; else -1. */
  private heredocStart(i: number): number {
    const { text, to } = this;
    const match = /^([~-]?)(?:(['"`])([^'"`\r\n]+)\2|([A-Za-z_]\w*))/.exec(text.slice(i, Math.min(to, i + 200)));
    if (!match) return -1;
    if (match[1] === '' && match[4] && !/^[A-Z_]/.test(match[4])) return -1; // `x <<y` shifts
    this.heredocs.push({ marker: match[3] ?? match[4], indented: match[1] !== '' });
    return i + match[0].length;
  }

  /** Skips the queued heredoc bodies starting at `i`; returns where code resumes. */
  private heredocBodies(i: number): number {
    const { text, to } = this;
    for (const { marker, indented } of this.heredocs) {
      while (i < to) {
        const end = lineEnd(text, i, to);
        let start = i;
        if (indented) while (isBlank(text.charCodeAt(start))) start++;
        i = nextLine(text, end, to);
        if (end - start === marker.length && text.startsWith(marker, start)) break;
      }
    }
    this.heredocs.length = 0;
    return i;
  }
}
