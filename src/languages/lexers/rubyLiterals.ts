import { isBlank, isDigit, isSpace, isWordChar, lineEnd, nextLine } from './chars.js';

// Ruby's literals, read alike by the comment lexer (ruby.ts) and the method finder
// (../methods/finders/ruby.ts): strings with `#{...}` interpolation, `%q{}`/`%w[]`/`%r{}` literals
// (nesting brackets), regular expressions, `?#` character literals, heredocs (`<<~EOS`, `<<-EOS`,
// `<<'EOS'`), symbols, `$'`-style globals and method names, `=begin` ... `=end` and `__END__`.
// Whether `/`, `%`, `?`, `<<` and `:` start a literal depends on what came before, which both
// scanners follow in the states below, named after those of Ruby's own lexer (parse.y).

/** A value may start: `/` opens a regexp, `%` a literal, `?x` is a character, `<<X` a heredoc. */
export const BEG = 0;
/**
 * After a name that may be a method call: a value starts only as an argument, after a blank and
 * with none after (`puts %w[a]`, `foo /x/`). Ruby knows which names are local variables (`x /2`
 * divides); the scanners do not, so a regexp there must also close on its line.
 */
export const ARG = 1;
/** A value ended: `/` divides, `%` is modulo, `?` the ternary, `<<` shifts. */
export const END = 2;
/** After `.`, `&.` or `::`: a method name follows, keywords and operators included (`x.class`, `a.+(b)`). */
export const DOT = 3;
/** After `alias` or `undef`: method names follow, operators included (`alias + add`). */
export const FNAME = 4;
/** After `class`: `class << self` opens no heredoc. */
export const CLASS = 5;

/** Keywords that are values themselves. */
export const VALUE_WORDS = new Set(['end', 'self', 'nil', 'true', 'false', 'redo', 'retry', '__FILE__', '__LINE__', '__ENCODING__']);

interface Heredoc {
  marker: string;
  indented: boolean;
  interpolates: boolean;
}

/**
 * The literals of a Ruby text up to `to`. A scanner extends it with its reading of the code
 * between them (`interpolated`) and says what an unterminated literal and an `=begin` block are to it.
 */
export abstract class RubyLiterals {
  /** Heredocs opened on the current line, whose bodies follow it. */
  protected readonly heredocs: Heredoc[] = [];

  constructor(protected readonly text: string, protected readonly to: number) {}

  /** Code inside `#{...}` from `i` (past the brace): the index past the closing brace. */
  protected abstract interpolated(i: number): number;

  /** The text ends inside a literal: the lexer returns `fallback`, the finder gives up (throws). */
  protected abstract unterminated(fallback: number): number;

  /** An `=begin` block from `start` to the end of its `=end` line. */
  protected abstract comment(start: number, end: number): void;

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
    if (line >= to) return this.unterminated(i + 1); // Ruby rejects it, so it is no comment
    const end = lineEnd(text, line, to);
    this.comment(i, end);
    return end;
  }

  /** After an opening delimiter: past the closing one, nesting `open`/`close` pairs, reading `#{...}` as code. */
  protected quoted(i: number, open: number, close: number, interpolates: boolean): number {
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
        i = this.interpolated(i + 2) - 1;
      }
    }
    return this.unterminated(to);
  }

  /** `%` literal at `i` (`%q(...)`, `%w[...]`, `%r{...}`, `%(...)`): its end, or -1 for a modulo. */
  protected percentLiteral(i: number): number {
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
  protected characterEnd(i: number): number {
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
  protected globalEnd(i: number): number {
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
  protected symbolEnd(i: number): number {
    const c = this.text.charCodeAt(i + 1);
    if (c === 34 || c === 39) return this.quoted(i + 2, c, c, c === 34);
    return this.methodName(i + 1, true);
  }

  /**
   * A method name at `i` (a word with `?`, `!` and, when `setter`, `=`; `@x`, `$x`; an operator):
   * its end, or -1.
   */
  protected methodName(i: number, setter: boolean): number {
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
  protected heredocStart(i: number, argument: boolean): number {
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
  protected heredocBodies(i: number): number {
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
        else if (c === 35 && text.charCodeAt(i + 1) === 123) i = this.interpolated(i + 2) - 1;
      }
      i = nextLine(text, i, to);
    }
    return this.unterminated(to);
  }
}

/** A `/` before the end of the line (escapes skipped) closes the regexp whose body starts at `i`. */
export function closesOnLine(text: string, i: number, to: number): boolean {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 47) return true;
    else if (c === 10 || c === 13) return false;
  }
  return false;
}
