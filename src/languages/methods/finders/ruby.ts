import { isBlank, isDigit, isSpace, isWordChar, lineEnd, nextLine } from '../../lexers/chars.js';
import { ARG, BEG, CLASS, closesOnLine, DOT, END, FNAME, RubyLiterals, VALUE_WORDS } from '../../lexers/rubyLiterals.js';
import type { Unit } from '../lines.js';

// Ruby's units found by one scan of the text, giving what the tree-sitter splitter (../ruby.ts)
// gives, named as it names them, many times as fast as tree-sitter parses. The scan reads tokens as
// the comment lexer (../../lexers/ruby.ts) does, with its literal rules
// (../../lexers/rubyLiterals.ts) and in states named after those of Ruby's own lexer (parse.y), so
// strings, heredocs, `%` literals, regular expressions, symbols and `?x` characters hide what they
// hold; on top of it, a stack of what is open (`class`, `def`, `if` ... `end`, `do` ... `end`,
// brackets) tells where each unit ends and what holds it. `if`, `unless`, `while` and `until` open
// a block only where a value may start (not `x if y`, `return if y`), and `do` after `while x`
// belongs to the loop, as in Ruby. Anything it does not follow (a closer that matches nothing, a
// block left open, an endless `def` it cannot end) gives undefined, and the file goes to
// tree-sitter.

/** Thrown when the text holds something the scan does not follow; caught by rubyUnits(). */
const UNSURE = new Error('unsure');

/**
 * Beside rubyLiterals.ts's states, after `return`, `break`, `next`, `rescue`: a value may start,
 * but `if` is a modifier (parse.y's EXPR_MID).
 */
const MID = 6;

const BEG_WORDS = new Set(['and', 'or', 'not', 'when', 'case', 'in', 'then', 'else', 'elsif', 'do', 'begin', 'ensure', 'for', 'if', 'unless', 'while', 'until', 'module', 'class', 'def']);
const MID_WORDS = new Set(['return', 'break', 'next', 'rescue']);
/** Keywords opening a block closed by `end` wherever they stand (`class` and `def` are read apart). */
const OPENERS = new Set(['case', 'begin', 'for']);
/** Keywords opening a block where a value may start, modifiers elsewhere. */
const CONDITIONS = new Set(['if', 'unless', 'while', 'until']);

// What holds what follows, as its stack entry's `kind`.
const SCOPE = 1; // class or module: its `def`s are instance methods (`Queue#push`)
const SINGLETON = 2; // `class << x`: its `def`s are singleton methods (`Queue.build`)
const UNIT = 3; // a unit's body: a `def` inside is nested (`outer.inner`)
const OTHER = 4; // a block, a condition, a bracket: looked through

/** Closes an entry: `end`, or the closing bracket's code. */
const END_KEYWORD = 0;

interface Entry {
  kind: number;
  close: number;
  /** The qualified name of what is held (scopes and units), joined to with `.` or `#`. */
  name?: string;
  /** A class's or module's own name (`Store.Queue` for `class Store::Queue`): `class << Queue` inside it means `class << self`. */
  own?: string;
  unit?: Unit;
  /** Units found before this one was opened: any after are nested in it. */
  unitsBefore?: number;
  /** An endless `def`, ended by the end of its statement. */
  endless?: boolean;
  /** A `def`'s parameter list. */
  params?: boolean;
  /** `define_method(:name)`'s argument list: the block after it is that method. */
  defines?: Candidate;
  /** The body of a lambda bound to a name: a unit only if nothing follows it (see checkBound()). */
  bound?: boolean;
  /** What the statement in progress outside this entry had started (see `head`). */
  outerHead?: Candidate | undefined;
}

/** A unit about to be: a lambda bound to a name, or `define_method(:name)`, waiting for its block. */
interface Candidate {
  name: string;
  start: number;
  /** `#` or `.`: how it joins its scope. */
  separator: string;
  /** Stack depth it waits at. */
  depth: number;
  /** A lambda bound to a name, rather than `define_method`. */
  lambda: boolean;
}

/** The units of a Ruby text, or undefined when the scan cannot be sure of them (the caller parses). */
export function rubyUnits(text: string): Unit[] | undefined {
  try {
    return new RubyFinder(text).units();
  } catch (err) {
    if (err === UNSURE) return undefined;
    throw err;
  }
}

class RubyFinder extends RubyLiterals {
  private readonly found: Unit[] = [];
  private readonly stack: Entry[] = [];
  /** End of the last token read (blanks, line breaks and comments are no tokens). */
  private tokenEnd = 0;
  /** The last word read where a value may start, when it is `lambda`/`proc` bound to a name or `define_method(:name)`: what a `do` block binds to. */
  private head: Candidate | undefined;
  /** A lambda's body (`{` or `do` at this depth, after `->` and its parameters, or after `lambda`) makes it a unit. */
  private lambda: Candidate | undefined;
  /** The word just read, when `=` after it would bind a name: its start. */
  private assignable = -1;
  private assignableEnd = -1;
  /** A name bound by `=` just read: a lambda after it is a unit. */
  private bound: { name: string; start: number; at: number } | undefined;
  /** `{` right after this offset is the block of `brace` (`lambda {`, `define_method(:x) {`). */
  private braceAt = -1;
  private brace: Candidate | undefined;
  /** Stack depth at which a `do` belongs to `while`/`until`/`for`, until their condition ends. */
  private loopDo = -1;

  constructor(text: string) {
    super(text, text.length);
  }

  units(): Unit[] {
    this.code(this.lineStart(0), false);
    const top = this.stack[this.stack.length - 1];
    if (top?.endless) this.endEndless();
    if (this.stack.length > 0 || this.heredocs.length > 0) throw UNSURE;
    return this.found;
  }

  /** Code from `i`; inside `#{...}` (`interpolation`), returns the index past the closing brace. */
  private code(i: number, interpolation: boolean): number {
    const { text, to, stack } = this;
    const base = stack.length;
    let state = BEG;
    let spaced = true;
    let names = 0; // method names still to come after `alias` / `undef`
    let token = false; // a token was read in the last step: its end is where the next step starts
    while (i < to) {
      if (token) {
        this.tokenEnd = i;
        token = false;
      }
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        this.lineBreak(state, i);
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
        i = lineEnd(text, i, to);
        continue;
      }
      if (c === 92 && (text.charCodeAt(i + 1) === 10 || text.charCodeAt(i + 1) === 13)) {
        i = nextLine(text, i + 1, to);
        spaced = true;
        continue;
      }
      token = true;
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
        const start = i;
        let j = i + 1;
        while (j < to && isWordChar(text.charCodeAt(j))) j++;
        if (c >= 48 && c <= 57) {
          while (text.charCodeAt(j) === 46 && isDigit(text.charCodeAt(j + 1))) for (j++; j < to && isWordChar(text.charCodeAt(j)); j++);
          i = j;
          state = END;
          continue;
        }
        let plain = true; // no `?` or `!`: a name `=` may bind
        const q = text.charCodeAt(j);
        if ((q === 63 || q === 33) && text.charCodeAt(j + 1) !== 61) {
          j++;
          plain = false;
        }
        if (text.charCodeAt(j) === 58 && text.charCodeAt(j + 1) !== 58 && state !== CLASS) {
          i = j + 1; // a label: `key: value`
          state = BEG;
          continue;
        }
        const word = j - i <= 13 ? text.slice(i, j) : '';
        const before = state;
        i = j;
        if (VALUE_WORDS.has(word)) {
          if (word === 'end') this.close(END_KEYWORD, i);
          state = END;
        } else if (CONDITIONS.has(word)) {
          if (before === BEG) {
            if (this.topEndless()) throw UNSURE;
            this.open({ kind: OTHER, close: END_KEYWORD });
            if (word === 'while' || word === 'until') this.loopDo = stack.length;
          } else if (this.topEndless()) {
            throw UNSURE; // `def x = y if z`
          }
          state = BEG;
        } else if (word === 'do') {
          this.doBlock();
          state = BEG;
        } else if (word === 'def') {
          i = this.def(start, i);
          state = END;
        } else if (word === 'class') {
          this.classOrModule(i, true);
          state = CLASS;
        } else if (word === 'module') {
          this.classOrModule(i, false);
          state = BEG;
        } else if (OPENERS.has(word)) {
          this.open({ kind: OTHER, close: END_KEYWORD });
          if (word === 'for') this.loopDo = stack.length;
          state = BEG;
        } else if (MID_WORDS.has(word)) {
          if (word === 'rescue' && this.topEndless()) throw UNSURE;
          state = MID;
        } else if (BEG_WORDS.has(word)) {
          if ((word === 'and' || word === 'or') && this.topEndless()) throw UNSURE;
          state = BEG;
        } else if (word === 'alias' || word === 'undef') {
          state = FNAME;
          names = word === 'alias' ? 2 : 1;
        } else {
          this.word(start, i, word, before, plain);
          state = ARG;
        }
        continue;
      }
      const next = text.charCodeAt(i + 1);
      const argument = state === ARG && blankBefore && !isSpace(next) && next === next;
      const valueStarts = state === BEG || state === MID || state === CLASS;
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
            this.head = undefined;
            state = DOT;
            continue;
          }
          const end = state === END || isSpace(next) || next === 35 ? -1 : this.symbolEnd(i);
          i = end > 0 ? end : i + 1;
          state = end > 0 ? END : BEG;
          continue;
        }
        case 47: // /
          if (valueStarts || (argument && next !== 61 && closesOnLine(text, i + 1, to))) {
            i = this.quoted(i + 1, 47, 47, true);
            state = END;
            continue;
          }
          break;
        case 37: { // %
          const end = valueStarts || (argument && next !== 61) ? this.percentLiteral(i) : -1;
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
            const end = state === BEG || state === MID || argument ? this.heredocStart(i + 2, state === ARG) : -1;
            i = end > 0 ? end : i + 2;
            state = end > 0 ? END : BEG;
            continue;
          }
          break;
        case 61: // =
          if (next !== 61 && next !== 126 && next !== 62 && this.assignableEnd === this.tokenEnd) {
            this.bound = { name: text.slice(this.assignable, this.assignableEnd), start: this.assignable, at: i + 1 };
          }
          break;
        case 45: // -
          if (next === 62) {
            i += 2; // `->`: a lambda, a unit when bound to a name
            this.lambda = this.boundHere(i - 2) ? this.candidate(this.bound!.name, this.bound!.start, '.', true) : undefined;
            this.bound = undefined;
            state = BEG;
            continue;
          }
          break;
        case 123: // {
          this.openBrace(i);
          i++;
          state = BEG;
          continue;
        case 125: // }
          if (interpolation && stack.length === base) return i + 1;
          this.close(125, i + 1);
          i++;
          state = END;
          continue;
        case 40: { // (
          const params = this.paramsAt === i;
          this.open({ kind: OTHER, close: 41, params, defines: this.definesAt === i ? this.defines : undefined });
          i++;
          state = BEG;
          continue;
        }
        case 41: { // )
          const closed = this.close(41, i + 1);
          i++;
          state = END;
          if (closed.params) {
            state = BEG;
            if (this.endlessAfter(i)) this.stack[this.stack.length - 1].endless = true;
          }
          if (closed.defines) {
            this.braceAt = i;
            this.brace = closed.defines;
          }
          continue;
        }
        case 91: // [
          this.open({ kind: OTHER, close: 93 });
          i++;
          state = BEG;
          continue;
        case 93: // ]
          this.close(93, i + 1);
          i++;
          state = END;
          continue;
        case 59: // ;
          this.statementEnd();
          break;
        case 46: // .
          if (next === 46) {
            i += text.charCodeAt(i + 2) === 46 ? 3 : 2;
            state = BEG;
          } else {
            i++;
            this.head = undefined;
            state = DOT;
          }
          continue;
        case 38: // &
          if (next === 46) {
            i += 2;
            this.head = undefined;
            state = DOT;
            continue;
          }
          break;
      }
      i++;
      state = BEG;
    }
    if (token) this.tokenEnd = i;
    if (interpolation) throw UNSURE;
    return to;
  }

  /** `(` at this offset opens a `def`'s parameters. */
  private paramsAt = -1;
  /** `(` at this offset opens `define_method(:name)`'s arguments. */
  private definesAt = -1;
  private defines: Candidate | undefined;

  private open(entry: Entry): void {
    entry.outerHead = this.head;
    this.head = undefined;
    this.stack.push(entry);
  }

  /** Closes the innermost entry, which must be closed by `close`; a unit ends at `end`. */
  private close(close: number, end: number): Entry {
    if (this.topEndless() && close !== END_KEYWORD) this.endEndless();
    else if (this.topEndless()) throw UNSURE; // `def x = y end`
    const entry = this.stack.pop();
    if (!entry || entry.close !== close) throw UNSURE;
    this.head = entry.outerHead;
    if (this.loopDo > this.stack.length) this.loopDo = -1;
    if (entry.unit) {
      entry.unit.end = end;
      if (entry.bound) this.checkBound(entry, end);
    }
    return entry;
  }

  private topEndless(): boolean {
    return this.stack[this.stack.length - 1]?.endless === true;
  }

  /** Ends the endless `def` on top of the stack at the last token read. */
  private endEndless(): void {
    const entry = this.stack.pop()!;
    entry.unit!.end = this.tokenEnd;
    this.head = entry.outerHead;
  }

  /** At a line break after a token in `state`: a statement may end there. */
  private lineBreak(state: number, i: number): void {
    this.braceAt = -1;
    if (state === BEG || state === DOT) return; // the expression goes on (`x =`, `a &&`, `foo.`)
    const top = this.stack[this.stack.length - 1];
    if (top && (top.close === 41 || top.close === 93)) return;
    if (top?.endless) {
      if (this.heredocs.length > 0) throw UNSURE;
      if (this.chainFollows(i)) return;
    }
    this.statementEnd();
  }

  /** A statement ends: an endless `def` on top of the stack ends with it, and nothing waits for a block. */
  private statementEnd(): void {
    if (this.topEndless()) this.endEndless();
    this.head = undefined;
    this.bound = undefined;
    if (this.lambda && this.lambda.depth >= this.stack.length) this.lambda = undefined;
    if (this.loopDo === this.stack.length) this.loopDo = -1;
  }

  /** The next code line goes on a method chain (`.name`, `&.name`), comment lines skipped. */
  private chainFollows(i: number): boolean {
    const { text, to } = this;
    i = nextLine(text, i, to);
    for (;;) {
      while (i < to && isBlank(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== 35) break;
      i = nextLine(text, i, to);
    }
    const c = text.charCodeAt(i), next = text.charCodeAt(i + 1);
    return (c === 46 && next !== 46) || (c === 38 && next === 46);
  }

  /** A name was bound by the `=` just before the token at `i`. */
  private boundHere(i: number): boolean {
    return this.bound !== undefined && this.bound.at === this.tokenEnd && this.tokenEnd <= i;
  }

  /** A plain word (a local variable or a method call) from `start` to `end`. */
  private word(start: number, end: number, word: string, before: number, plain: boolean): void {
    const valueStarts = before === BEG || before === MID;
    // `x = ...` binds x unless it follows `.` (a call), `,` outside brackets (several targets) or
    // stands in a def's parameters (a default value).
    const top = this.stack[this.stack.length - 1];
    const prev = this.text.charCodeAt(this.tokenEnd - 1);
    const inBrackets = top !== undefined && (top.close === 41 || top.close === 93);
    const target = plain && !(prev === 44 && !inBrackets) && !top?.params && !(prev === 42 || prev === 38);
    this.assignable = target ? start : -1;
    this.assignableEnd = target ? end : -1;
    if ((word === 'lambda' || word === 'proc') && this.boundHere(start)) {
      const candidate = this.candidate(this.bound!.name, this.bound!.start, '.', true);
      this.head = candidate;
      this.braceAt = end;
      this.brace = candidate;
      this.bound = undefined;
      return;
    }
    if (word === 'define_method') {
      // Its block is `{` after its parenthesised arguments, or `do` when it is what the statement calls.
      const symbol = this.definedName(end);
      const candidate = symbol ? this.candidate(symbol.name, start, this.separator(), false) : undefined;
      if (valueStarts) this.head = candidate;
      if (candidate && symbol!.parens >= 0) {
        this.definesAt = symbol!.parens;
        this.defines = candidate;
      }
      return;
    }
    if (valueStarts) this.head = undefined;
  }

  /** `define_method(:name` or `define_method :name` after `end`: the name, and the offset of `(` (-1 without). */
  private definedName(end: number): { name: string; parens: number } | undefined {
    const { text } = this;
    let i = end;
    let parens = -1;
    if (text.charCodeAt(i) === 40) {
      parens = i;
      i++;
      while (isBlank(text.charCodeAt(i))) i++;
    } else {
      if (!isBlank(text.charCodeAt(i))) return undefined;
      while (isBlank(text.charCodeAt(i))) i++;
    }
    if (text.charCodeAt(i) !== 58) return undefined;
    const nameEnd = this.methodName(i + 1, true);
    if (nameEnd < 0 || text.charCodeAt(i + 1) === 36 || text.charCodeAt(i + 1) === 64) return undefined;
    return { name: text.slice(i + 1, nameEnd), parens };
  }

  private candidate(name: string, start: number, separator: string, lambda: boolean): Candidate {
    return { name, start, separator, depth: this.stack.length, lambda };
  }

  /** `do`: a loop's own, or a block, the body of the unit waiting for it. */
  private doBlock(): void {
    if (this.loopDo === this.stack.length) {
      this.loopDo = -1;
      return;
    }
    const waiting = this.lambda?.depth === this.stack.length ? this.lambda : this.head?.depth === this.stack.length ? this.head : undefined;
    this.lambda = undefined;
    this.openBody(waiting, END_KEYWORD);
  }

  private openBrace(i: number): void {
    const waiting = this.lambda?.depth === this.stack.length ? this.lambda : this.braceAt === this.tokenEnd && this.tokenEnd <= i ? this.brace : undefined;
    this.lambda = undefined;
    this.braceAt = -1;
    this.openBody(waiting, 125);
  }

  /** Opens a block; when a unit waits for it, the block is that unit's body. */
  private openBody(waiting: Candidate | undefined, close: number): void {
    if (!waiting) {
      this.open({ kind: OTHER, close });
      return;
    }
    const name = this.qualified(waiting.separator, waiting.name);
    const unit = { name, start: waiting.start, end: waiting.start };
    this.found.push(unit);
    this.open({ kind: UNIT, close, name, unit, unitsBefore: this.found.length, bound: waiting.lambda });
    // The block is taken: nothing after it in the statement binds to the same call.
    this.stack[this.stack.length - 1].outerHead = undefined;
  }

  /**
   * A lambda bound to a name is a unit only when it is the whole value: not `x = ->{}.curry` or
   * `x = ->{} || y`. Checked once its body is closed at `end`; what is left is no unit.
   */
  private checkBound(entry: Entry, end: number): void {
    const { text } = this;
    let i = end;
    while (isBlank(text.charCodeAt(i))) i++;
    const c = text.charCodeAt(i);
    if (!(c === c) || c === 10 || c === 13 || c === 59 || c === 35 || c === 41 || c === 93 || c === 125 || c === 44) return;
    if (isWordChar(c)) {
      let j = i;
      while (isWordChar(text.charCodeAt(j))) j++;
      const word = text.slice(i, j);
      if (word === 'if' || word === 'unless' || word === 'while' || word === 'until' || word === 'and' || word === 'or' || word === 'end') return;
      throw UNSURE;
    }
    if (c === 46 || c === 38 || c === 124 || c === 43 || c === 45 || c === 42 || c === 63 || c === 58 || c === 91) {
      // Part of a longer expression: tree-sitter's assignment holds a call or an operation, not a lambda.
      if (this.found.length > entry.unitsBefore!) throw UNSURE;
      this.found.splice(this.found.indexOf(entry.unit!), 1);
      return;
    }
    throw UNSURE;
  }

  /** `def` from `start`; `i` is past the keyword. Returns where the scan goes on. */
  private def(start: number, i: number): number {
    const { text } = this;
    while (isBlank(text.charCodeAt(i))) i++;
    const first = i;
    let end = this.methodName(i, true);
    if (end < 0) throw UNSURE;
    let receiver: string | undefined;
    let name = text.slice(first, end);
    const c = text.charCodeAt(end);
    if ((c === 46 && text.charCodeAt(end + 1) !== 46) || (c === 58 && text.charCodeAt(end + 1) === 58)) {
      const from = end + (c === 46 ? 1 : 2);
      const nameEnd = this.methodName(from, true);
      if (nameEnd > 0) {
        receiver = name;
        name = text.slice(from, nameEnd);
        end = nameEnd;
      }
    }
    if (receiver !== undefined && !/^(?:self|(?:@@?|\$)?[A-Za-z_][A-Za-z0-9_]*)$/.test(receiver)) throw UNSURE;
    let relative: string;
    let separator = '.';
    if (receiver === undefined) {
      separator = this.separator();
      relative = name;
    } else {
      const owner = this.owner(receiver);
      relative = owner ? `${owner}.${name}` : name;
    }
    const full = this.qualified(separator, relative);
    const unit = { name: full, start, end: start };
    this.found.push(unit);
    const endless = text.charCodeAt(end) !== 40 && this.endlessAfter(end);
    this.open({ kind: UNIT, close: END_KEYWORD, name: full, unit, endless });
    if (text.charCodeAt(end) === 40) this.paramsAt = end;
    return end;
  }

  /** After a `def`'s name or parameters: `=` (not `==`, `=~`, `=>`) makes it endless. */
  private endlessAfter(i: number): boolean {
    const { text } = this;
    while (isBlank(text.charCodeAt(i))) i++;
    const c = text.charCodeAt(i), next = text.charCodeAt(i + 1);
    return c === 61 && next !== 61 && next !== 126 && next !== 62;
  }

  /** `class` or `module`; `i` is past the keyword. */
  private classOrModule(i: number, isClass: boolean): void {
    const { text } = this;
    while (isBlank(text.charCodeAt(i))) i++;
    if (isClass && text.charCodeAt(i) === 60 && text.charCodeAt(i + 1) === 60) {
      i += 2;
      while (isBlank(text.charCodeAt(i))) i++;
      const owner = this.singletonOwner(i);
      const scope = this.scopeName();
      this.open({ kind: SINGLETON, close: END_KEYWORD, name: owner === '' ? scope : qualify(scope, owner) });
      return;
    }
    const path = this.constantPathAt(i);
    if (path === undefined) throw UNSURE;
    const name = qualify(this.scopeName(), path);
    this.open({ kind: SCOPE, close: END_KEYWORD, name, own: path });
  }

  /** The value of `class << value` at `i`, as tree-sitter's splitter names it (see owner()). */
  private singletonOwner(i: number): string {
    const { text } = this;
    let end = i;
    let path: string | undefined;
    if (text.startsWith('self', i) && !isWordChar(text.charCodeAt(i + 4))) {
      end = i + 4;
      path = '';
    } else {
      let j = i;
      while (isWordChar(text.charCodeAt(j)) || (text.charCodeAt(j) === 58 && text.charCodeAt(j + 1) === 58 && j++)) j++;
      const word = text.slice(i, j);
      if (/^(?:(?:::)?[A-Z]\w*)(?:::[A-Z]\w*)*$/.test(word)) path = word;
      else if (/^[a-z_]\w*$/.test(word) && !VALUE_WORDS.has(word) && !BEG_WORDS.has(word)) path = word;
      end = j;
    }
    // Only a value alone on its line is read: `class << (X = Object.new)` and `class << dig = {}` name nothing.
    while (isBlank(text.charCodeAt(end))) end++;
    const c = text.charCodeAt(end);
    if (path === undefined || !(c === 10 || c === 13 || c === 59 || c === 35 || !(c === c))) {
      if (path !== undefined && c !== 40 && c !== 46 && c !== 61 && c !== 91) throw UNSURE;
      return '';
    }
    return /^[a-z_]/.test(path) ? path : this.owner(path);
  }

  /** As ../ruby.ts's owner(): '' for `self` and for the nearest enclosing class or module named again. */
  private owner(object: string): string {
    if (object === 'self') return '';
    if (!/^(?:::)?[A-Z]/.test(object)) return object; // a variable
    const path = object.split('::').filter(Boolean).join('.');
    for (let k = this.stack.length - 1; k >= 0; k--) {
      const own = this.stack[k].own;
      if (own !== undefined) return own === path || own.endsWith(`.${path}`) ? '' : path;
    }
    return path;
  }

  /** `Store::Queue` at `i` as `Store.Queue`; undefined when no constant path starts there. */
  private constantPathAt(i: number): string | undefined {
    const { text } = this;
    const parts: string[] = [];
    if (text.charCodeAt(i) === 58 && text.charCodeAt(i + 1) === 58) i += 2;
    for (;;) {
      let j = i;
      while (isWordChar(text.charCodeAt(j))) j++;
      if (j === i) return undefined;
      parts.push(text.slice(i, j));
      if (text.charCodeAt(j) !== 58 || text.charCodeAt(j + 1) !== 58) break;
      i = j + 2;
    }
    return parts.join('.');
  }

  /** The name what is read now is qualified by: the nearest enclosing scope or unit. */
  private scopeName(): string {
    for (let k = this.stack.length - 1; k >= 0; k--) {
      const { name } = this.stack[k];
      if (name !== undefined) return name;
    }
    return '';
  }

  /** `#` when the nearest enclosing scope or unit is a class or module, else `.`. */
  private separator(): string {
    for (let k = this.stack.length - 1; k >= 0; k--) {
      const { kind } = this.stack[k];
      if (kind === SCOPE) return '#';
      if (kind === SINGLETON || kind === UNIT) return '.';
    }
    return '.';
  }

  private qualified(separator: string, name: string): string {
    const scope = this.scopeName();
    return scope === '' ? name : `${scope}${separator}${name}`;
  }

  /** The text ends inside a literal or an `=begin` block: the scan is not sure of it. */
  protected unterminated(): never {
    throw UNSURE;
  }

  /** An `=begin` block holds no unit. */
  protected comment(): void {}

  /** `#{...}` from `i` (past the brace): its code, with what the statement around it waits for kept aside. */
  protected interpolated(i: number): number {
    const { head, lambda, bound, braceAt, brace, assignable, assignableEnd, loopDo, tokenEnd } = this;
    this.head = this.lambda = this.bound = this.brace = undefined;
    this.loopDo = this.braceAt = -1;
    const end = this.code(i, true);
    Object.assign(this, { head, lambda, bound, braceAt, brace, assignable, assignableEnd, loopDo, tokenEnd });
    return end;
  }
}

function qualify(scope: string, name: string): string {
  return scope === '' ? name : name === '' ? scope : `${scope}.${name}`;
}
