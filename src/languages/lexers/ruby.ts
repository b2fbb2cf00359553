import { isBlank, isDigit, isSpace, isWordChar, lineEnd, nextLine, type Lexer } from './chars.js';

// Ruby: `#` to the end of the line, and `=begin` ... `=end` at the start of lines; nothing after
// `__END__`. Strings with `#{...}` interpolation (whose code may hold comments of its own),
// `%q{}`/`%w[]`/`%r{}` literals (nesting brackets), regular expressions, `?#` character literals,
// heredocs (`<<~EOS`, `<<-EOS`, `<<'EOS'`) and `$'`-style globals hide a `#`. Whether `/`, `%`,
// `?`, `<<` and `:` start a literal depends on what came before, which the scanner follows in
// states named after those of Ruby's own lexer (parse.y). A comment line inside a method chain
// (`x\n  # c\n  .y`) is all that joins its neighbours, since an empty line there ends the
// statement: it keeps its `#`.

/** A value may start: `/` opens a regexp, `%` a literal, `?x` is a character, `<<X` a heredoc. */
const BEG = 0;
/**
 * After a name that may be a method call: a value starts only as an argument, after a blank and
 * with none after (`puts %w[a]`, `foo /x/`). Ruby knows which names are local variables (`x /2`
 * divides); the scanner does not, so a regexp there must also close on its line.
 */
const ARG = 1;
/** A value ended: `/` divides, `%` is modulo, `?` the ternary, `<<` shifts. */
const END = 2;
/** After `.`, `&.` or `::`: a method name follows, keywords and operators included (`x.class`, `a.+(b)`). */
const DOT = 3;
/** After `alias` or `undef`: method names follow, operators included (`alias + add`). */
const FNAME = 4;
/** After `class`: `class << self` opens no heredoc. */
const CLASS = 5;

/** Keywords that are values themselves. */
const VALUE_WORDS = new Set(['end', 'self', 'nil', 'true', 'false', 'redo', 'retry', '__FILE__', '__LINE__', '__ENCODING__']);
/** Keywords after which a value starts; any other name may be a method taking arguments. */
const BEG_WORDS = new Set([
  'if', 'unless', 'while', 'until', 'and', 'or', 'not', 'return', 'when', 'case', 'in', 'then', 'else', 'elsif',
  'do', 'begin', 'break', 'next', 'rescue', 'ensure', 'module', 'for',
]);

interface Heredoc {
  marker: string;
  indented: boolean;
  interpolates: boolean;
}

export const rubyLexer: Lexer = (text, from, to, out) => {
  if (text.indexOf('#', from) < 0 && text.indexOf('=begin', from) < 0) return;
  const scanner = new RubyScanner(text, to, out);
  scanner.code(from === 0 ? scanner.lineStart(0) : from, false);
};

class RubyScanner {
  /** Heredocs opened on the current line, whose bodies follow it. */
  private readonly heredocs: Heredoc[] = [];
  /** The code line after the last comment block looked at, and whether it goes on a chain. */
  private chainLine = -1;
  private chain = false;

  constructor(private readonly text: string, private readonly to: number, private readonly out: number[]) {}

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

  /** At a line start: past an `=begin` block, `to` at `__END__`, else `i`. */
  lineStart(i: number): number {
    const { text, to } = this;
    const c = text.charCodeAt(i);
    if (c === 61 && text.startsWith('=begin', i) && isSpace(text.charCodeAt(i + 6))) return this.blockComment(i);
    if (c === 95 && text.startsWith('__END__', i) && lineEnd(text, i, to) === i + 7) return to;
    return i;
  }

  /** `=begin` at `i`: the comment runs to the end of the `=end` line. */
  private blockComment(i: number): number {
    const { text, to } = this;
    let line = nextLine(text, i, to);
    while (line < to && !(text.startsWith('=end', line) && (line + 4 === to || isSpace(text.charCodeAt(line + 4))))) {
      line = nextLine(text, line, to);
    }
    if (line >= to) return i + 1; // unterminated: Ruby rejects it, so it is no comment
    const end = lineEnd(text, line, to);
    this.out.push(i, end);
    return end;
  }

  /** After an opening delimiter: past the closing one, nesting `open`/`close` pairs, reading `#{...}` as code. */
  private quoted(i: number, open: number, close: number, interpolates: boolean): number {
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
        i = this.code(i + 2, true) - 1;
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
    if (!(open === open) || isWordChar(open) || isSpace(open) || (j === i + 1 && open === 61)) return -1;
    const close = open === 40 ? 41 : open === 91 ? 93 : open === 123 ? 125 : open === 60 ? 62 : open;
    const interpolates = kind !== 113 && kind !== 119 && kind !== 105 && kind !== 115;
    return this.quoted(j + 1, open, close, interpolates);
  }

  /** `?` at `i`: past a character literal (`?a`, `?#`, `?\n`, `?\u{1F600}`), or -1 for the ternary. */
  private characterEnd(i: number): number {
    const { text, to } = this;
    const c = text.charCodeAt(i + 1);
    if (!(c === c) || isSpace(c)) return -1;
    if (c === 92) {
      let j = i + 2;
      // Meta and control prefixes stack: ?\C-a, ?\M-\C-a, ?\ca.
      while ((text.charCodeAt(j) === 67 || text.charCodeAt(j) === 77) && text.charCodeAt(j + 1) === 45 && j + 2 < to) {
        j += 2;
        if (text.charCodeAt(j) !== 92) return j + 1;
        j++;
      }
      if (text.charCodeAt(j) === 117 && text.charCodeAt(j + 1) === 123) {
        const close = text.indexOf('}', j);
        return close < 0 ? to : close + 1;
      }
      return j + 1;
    }
    // `?ab` is no character: the ternary, right before a name.
    if (c < 128 && isWordChar(c) && isWordChar(text.charCodeAt(i + 2))) return -1;
    return c >= 0xd800 && c <= 0xdbff ? i + 3 : i + 2;
  }

  /** A global at `i` (`$x`, `$1`, `$-w`, `$'`, `$"`, `$/`): its end. */
  private globalEnd(i: number): number {
    const { text, to } = this;
    const c = text.charCodeAt(i + 1);
    if (isWordChar(c)) {
      for (i += 2; i < to && isWordChar(text.charCodeAt(i)); ) i++;
      return i;
    }
    if (c === 45) return i + 3;
    return c === c && !isSpace(c) ? i + 2 : i + 1;
  }

  /** `:` at `i` starting a symbol (`:name`, `:[]=`, `:"..."`, `:@x`): its end, or -1. */
  private symbolEnd(i: number): number {
    const c = this.text.charCodeAt(i + 1);
    if (c === 34 || c === 39) return this.quoted(i + 2, c, c, c === 34);
    return this.methodName(i + 1, true);
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

  /**
   * A method name at `i` (a word with `?`, `!` and, when `setter`, `=`; `@x`, `$x`; an operator):
   * its end, or -1.
   */
  private methodName(i: number, setter: boolean): number {
    const { text, to } = this;
    const c = text.charCodeAt(i);
    if (c === 36) return this.globalEnd(i);
    if (isWordChar(c) || c === 64) {
      let j = i + 1;
      if (c === 64 && text.charCodeAt(j) === 64) j++;
      while (j < to && isWordChar(text.charCodeAt(j))) j++;
      const q = text.charCodeAt(j);
      const after = text.charCodeAt(j + 1);
      if ((q === 63 || q === 33) && after !== 61) return j + 1;
      // `name=` is a setter, but `:name=>` and `:name==` are not.
      if (setter && q === 61 && after !== 126 && after !== 62 && after !== 61) return j + 1;
      return j;
    }
    const next = text.charCodeAt(i + 1);
    switch (c) {
      case 91: // [] []=
        if (next !== 93) return -1;
        return text.charCodeAt(i + 2) === 61 ? i + 3 : i + 2;
      case 60: // < << <= <=>
        if (next === 61) return text.charCodeAt(i + 2) === 62 ? i + 3 : i + 2;
        return next === 60 ? i + 2 : i + 1;
      case 62: // > >> >=
        return next === 62 || next === 61 ? i + 2 : i + 1;
      case 61: // == === =~
        if (next === 61) return text.charCodeAt(i + 2) === 61 ? i + 3 : i + 2;
        return next === 126 ? i + 2 : -1;
      case 33: // ! != !~
        return next === 61 || next === 126 ? i + 2 : i + 1;
      case 42: // * **
        return next === 42 ? i + 2 : i + 1;
      case 43: // + - ~ and their unary +@ -@ ~@
      case 45:
      case 126:
        return next === 64 ? i + 2 : i + 1;
      case 47: // / % & | ^ `
      case 37:
      case 38:
      case 124:
      case 94:
      case 96:
        return i + 1;
    }
    return -1;
  }

  /** After `<<`: a heredoc marker queues its body (read after this line) and returns its end; else -1. */
  private heredocStart(i: number, argument: boolean): number {
    const { text, to } = this;
    let j = i;
    const dash = text.charCodeAt(j);
    const indented = dash === 126 || dash === 45;
    if (indented) j++;
    const q = text.charCodeAt(j);
    let marker: string;
    if (q === 39 || q === 34 || q === 96) {
      const close = text.indexOf(text[j], j + 1);
      if (close < 0 || close > lineEnd(text, j, to)) return -1;
      marker = text.slice(j + 1, close);
      j = close + 1;
    } else {
      if (!isWordChar(q) || isDigit(q)) return -1;
      // `x <<y` after a name shifts far more often than it opens a heredoc: take only `<<EOS`.
      if (argument && !indented && !((q >= 65 && q <= 90) || q === 95)) return -1;
      const start = j;
      while (j < to && isWordChar(text.charCodeAt(j))) j++;
      marker = text.slice(start, j);
    }
    this.heredocs.push({ marker, indented, interpolates: q !== 39 });
    return j;
  }

  /** Reads the queued heredoc bodies from the line start `i`; returns where code resumes. */
  private heredocBodies(i: number): number {
    for (const heredoc of this.heredocs.splice(0)) i = this.heredocBody(i, heredoc);
    return i;
  }

  /** One body from the line start `i` to past its terminator line; `#{...}` in it is code. */
  private heredocBody(i: number, { marker, indented, interpolates }: Heredoc): number {
    const { text, to } = this;
    while (i < to) {
      const end = lineEnd(text, i, to);
      let start = i;
      if (indented) while (start < end && isBlank(text.charCodeAt(start))) start++;
      if (end - start === marker.length && text.startsWith(marker, start)) return nextLine(text, end, to);
      if (!interpolates) {
        i = nextLine(text, end, to);
        continue;
      }
      // Code in `#{...}` may run over lines: the body goes on after its closing brace.
      for (; i < to; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || c === 13) break;
        if (c === 92 && !(text.charCodeAt(i + 1) === 10 || text.charCodeAt(i + 1) === 13)) i++;
        else if (c === 35 && text.charCodeAt(i + 1) === 123) i = this.code(i + 2, true) - 1;
      }
      i = nextLine(text, i, to);
    }
    return to;
  }
}

/** Only blanks precede `i` on its line. */
function aloneOnLine(text: string, i: number): boolean {
  while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
  return i === 0 || text.charCodeAt(i - 1) === 10 || text.charCodeAt(i - 1) === 13;
}

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
