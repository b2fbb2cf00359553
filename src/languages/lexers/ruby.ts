import { isBlank, isDigit, isSpace, isWordChar, lineEnd, nextLine, type Lexer } from './chars.js';
import { ARG, BEG, CLASS, closesOnLine, DOT, END, FNAME, RubyLiterals, VALUE_WORDS } from './rubyLiterals.js';

// Ruby: `#` to the end of the line, and `=begin` ... `=end` at the start of lines; nothing after
// `__END__`. Strings with `#{...}` interpolation (whose code may hold comments of its own),
// `%q{}`/`%w[]`/`%r{}` literals (nesting brackets), regular expressions, `?#` character literals,
// heredocs (`<<~EOS`, `<<-EOS`, `<<'EOS'`) and `$'`-style globals hide a `#`: rubyLiterals.ts reads
// them, for this scanner and the method finder alike. Whether `/`, `%`, `?`, `<<` and `:` start a
// literal depends on what came before, which the scanner follows in states named after those of
// Ruby's own lexer (parse.y). A comment line inside a method chain (`x\n  # c\n  .y`) is all that
// joins its neighbours, since an empty line there ends the statement: it keeps its `#`.

/** Keywords after which a value starts; any other name may be a method taking arguments. */
const BEG_WORDS = new Set([
  'if', 'unless', 'while', 'until', 'and', 'or', 'not', 'return', 'when', 'case', 'in', 'then', 'else', 'elsif',
  'do', 'begin', 'break', 'next', 'rescue', 'ensure', 'module', 'for',
]);

export const rubyLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0 && text.indexOf('=begin', from) < 0) return;
  const scanner = new RubyScanner(text, to, out);
  scanner.code(from === 0 ? scanner.lineStart(0) : from, false);
};

class RubyScanner extends RubyLiterals {
  /** The code line after the last comment block looked at, and whether it goes on a chain. */
  private chainLine = -1;
  private chain = false;

  constructor(text: string, to: number, private readonly out: number[]) {
    super(text, to);
  }

  protected interpolated(i: number): number {
    return this.code(i, true);
  }

  /** Unterminated, a literal runs to the end; an `=begin` block is no comment. */
  protected unterminated(fallback: number): number {
    return fallback;
  }

  protected comment(start: number, end: number): void {
    this.out.push(start, end);
  }

  /** Code from `i`; inside `#{...}` (`interpolation`), returns the index past the closing brace. */
  code(i: number, interpolation: boolean): number {
    const { text, to } = this;
    let state = BEG;
    let spaced = true; // a blank or a line start before the current token
    let braces = 0;
    let parens = 0;
    let defParens = -1; // `parens` outside a `def`'s parameter list, whose `)` lets a value start
    let names = 0; // method names still to come after `alias` / `undef`
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        i = nextLine(text, i, to);
        if (this.heredocs.length > 0) i = this.heredocBodies(i);
        i = this.lineStart(i);
        if (state !== DOT) state = BEG;
        spaced = true;
        continue;
      }
      if (c === 32 || c === 9 || c === 12 || c === 11) {
        i++;
        spaced = true;
        continue;
      }
      if (c === 35) {
        const end = lineEnd(text, i, to);
        const start = aloneOnLine(text, i) && this.chainFollows(end) ? i + 1 : i;
        if (start < end) this.out.push(start, end);
        i = end;
        continue;
      }
      if (c === 92 && (text.charCodeAt(i + 1) === 10 || text.charCodeAt(i + 1) === 13)) {
        i = nextLine(text, i + 1, to); // a line continued: the statement goes on
        spaced = true;
        continue;
      }
      const blankBefore = spaced;
      spaced = false;
      if (state === DOT || state === FNAME) {
        const end = state === FNAME && c === 58 ? this.symbolEnd(i) : this.methodName(i, state === FNAME);
        if (end > 0) {
          i = end;
          state = state === DOT ? ARG : --names > 0 ? FNAME : END;
          continue;
        }
        state = BEG;
      }
      if (isWordChar(c)) {
        let j = i + 1;
        while (j < to && isWordChar(text.charCodeAt(j))) j++;
        if (c >= 48 && c <= 57) {
          while (text.charCodeAt(j) === 46 && isDigit(text.charCodeAt(j + 1))) for (j++; j < to && isWordChar(text.charCodeAt(j)); j++);
          i = j;
          state = END;
          continue;
        }
        const q = text.charCodeAt(j);
        if ((q === 63 || q === 33) && text.charCodeAt(j + 1) !== 61) j++; // empty? save! (not `!=`)
        if (text.charCodeAt(j) === 58 && text.charCodeAt(j + 1) !== 58 && state !== CLASS) {
          i = j + 1; // a label: `key: value`, `f(key: value)`
          state = BEG;
          continue;
        }
        const word = j - i <= 8 ? text.slice(i, j) : '';
        i = j;
        if (VALUE_WORDS.has(word)) state = END;
        else if (BEG_WORDS.has(word)) state = BEG;
        else if (word === 'def') {
          i = this.defName(i);
          if (text.charCodeAt(i) === 40) defParens = parens;
          state = END;
        } else if (word === 'class') state = CLASS;
        else if (word === 'alias' || word === 'undef') {
          state = FNAME;
          names = word === 'alias' ? 2 : 1;
        } else state = ARG;
        continue;
      }
      const next = text.charCodeAt(i + 1);
      // An argument of a method called without parentheses: `puts %w[a]`, `foo /x/`, `bar <<~EOS`.
      const argument = state === ARG && blankBefore && !isSpace(next) && next === next;
      switch (c) {
        case 34: // "
        case 96: // `
        case 39: // '
          i = this.quoted(i + 1, c, c, c !== 39);
          state = END;
          continue;
        case 64: // @ivar, @@cvar
          for (i += next === 64 ? 2 : 1; i < to && isWordChar(text.charCodeAt(i));) i++;
          state = END;
          continue;
        case 36: // $
          i = this.globalEnd(i);
          state = END;
          continue;
        case 58: { // :
          if (next === 58) {
            i += 2; // Mod::name
            state = DOT;
            continue;
          }
          const end = state === END || isSpace(next) || next === 35 ? -1 : this.symbolEnd(i);
          i = end > 0 ? end : i + 1;
          state = end > 0 ? END : BEG;
          continue;
        }
        case 47: // /
          if (state === BEG || state === CLASS || (argument && next !== 61 && closesOnLine(text, i + 1, to))) {
            i = this.quoted(i + 1, 47, 47, true);
            state = END;
            continue;
          }
          break;
        case 37: { // %
          const end = state === BEG || state === CLASS || (argument && next !== 61) ? this.percentLiteral(i) : -1;
          if (end > 0) {
            i = end;
            state = END;
            continue;
          }
          break;
        }
        case 63: { // ?
          const end = state === END ? -1 : this.characterEnd(i);
          if (end > 0) {
            i = end;
            state = END;
            continue;
          }
          break;
        }
        case 60: // <
          if (next === 60) {
            const end = state === BEG || argument ? this.heredocStart(i + 2, state === ARG) : -1;
            i = end > 0 ? end : i + 2;
            state = end > 0 ? END : BEG;
            continue;
          }
          break;
        case 123: // {
          braces++;
          break;
        case 125: // }
          if (interpolation && braces === 0) return i + 1;
          braces--;
          i++;
          state = END;
          continue;
        case 40: // (
          parens++;
          break;
        case 41: // )
          i++;
          state = --parens === defParens ? BEG : END;
          if (state === BEG) defParens = -1;
          continue;
        case 93: // ]
          i++;
          state = END;
          continue;
        case 46: // .
          if (next === 46) {
            i += text.charCodeAt(i + 2) === 46 ? 3 : 2; // a range, or `...` passing arguments on
            state = BEG;
          } else {
            i++;
            state = DOT;
          }
          continue;
        case 38: // &
          if (next === 46) {
            i += 2; // a&.b
            state = DOT;
            continue;
          }
          break;
      }
      i++;
      state = BEG;
    }
    return to;
  }

  /** After comment lines, the line after the one ending at `end` goes on a method chain (`.name`, `&.name`). */
  private chainFollows(end: number): boolean {
    const { text, to } = this;
    // Each line of a comment block asks about the same code line: find it once.
    if (end < this.chainLine) return this.chain;
    let i = nextLine(text, end, to);
    for (;;) {
      while (i < to && isBlank(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== 35) break;
      i = nextLine(text, i, to);
    }
    const c = text.charCodeAt(i), next = text.charCodeAt(i + 1);
    this.chainLine = i;
    this.chain = (c === 46 && next !== 46) || (c === 38 && next === 46);
    return this.chain;
  }

  /** After `def`: past the method's name, receiver included (`def self.name=`, `def ==`). */
  private defName(i: number): number {
    const { text } = this;
    while (isBlank(text.charCodeAt(i))) i++;
    const end = this.methodName(i, true);
    if (end < 0) return i;
    const c = text.charCodeAt(end);
    if ((c === 46 && text.charCodeAt(end + 1) !== 46) || (c === 58 && text.charCodeAt(end + 1) === 58)) {
      const name = this.methodName(end + (c === 46 ? 1 : 2), true);
      if (name > 0) return name;
    }
    return end;
  }
}

/** Only blanks precede `i` on its line. */
function aloneOnLine(text: string, i: number): boolean {
  while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
  return i === 0 || text.charCodeAt(i - 1) === 10 || text.charCodeAt(i - 1) === 13;
}
