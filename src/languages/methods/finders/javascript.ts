import { isIdentPart, isIdentStart, isOtherSpace } from '../../lexers/jsTokens.js';
import { qualify, type Unit } from '../lines.js';

// The units of JavaScript, TypeScript, JSX and TSX, as ../estree.ts names them from acorn's tree,
// found by a parser that builds no tree: a recursive descent over tokens that follows acorn's
// grammar (and @sveltejs/acorn-typescript's) far enough to know every function, class, object
// literal and binding, where each starts and ends, and what names it; types are read only to be
// skipped, statements and expressions only to find their ends. Anything it does not follow, and
// any syntax error, gives undefined: the file then goes to acorn, which also tells the error.
//
// A function, class or object literal found inside an expression is named by what it turns out to
// be bound to (`const f = ...`, `o.m = ...`, `key: ...`), known only once the expression around it
// is complete: its insides are named meanwhile relative to a mark (SCOPE_MARK) that settle()
// resolves once it is known, and names are written out with every mark resolved at the end.

/** Thrown on anything the finder does not follow; caught by the finder, which then gives undefined. */
const UNSURE = new Error('unsure');

// Token types.
const EOF: number = 0, NAME: number = 1, NUM: number = 2, STRING: number = 3, TEMPLATE: number = 4, TEMPLATE_HEAD: number = 5, REGEX: number = 6, PRIVATE: number = 7;
const PAREN_L: number = 8, PAREN_R: number = 9, BRACKET_L: number = 10, BRACKET_R: number = 11, BRACE_L: number = 12, BRACE_R: number = 13, SEMI: number = 14, COMMA: number = 15;
const COLON: number = 16, DOT: number = 17, QDOT: number = 18, QUESTION: number = 19, ARROW: number = 20, ELLIPSIS: number = 21, AT: number = 22, EQ: number = 23, ASSIGN: number = 24;
const LT: number = 25, GT: number = 26, SLASH: number = 27, STAR: number = 28, BINARY: number = 29, PLUS_MINUS: number = 30, INC_DEC: number = 31, BANG: number = 32, TILDE: number = 33;
const SHIFT_L: number = 34; // `<<`: type arguments may start with it (`f<<T>(x: T) => T>()`)

// What an expression is, to whatever binds it.
const K_OTHER: number = 0, K_FUNCTION: number = 1, K_ARROW: number = 2, K_CLASS: number = 3, K_OBJECT: number = 4, K_TARGET: number = 5, K_ARRAY: number = 6;

interface Context {
  /** Qualified name of the enclosing class, object or function; '' at the top. */
  scope: string;
  /** What `this.x = function () {}` is qualified by. */
  self: string;
}

/** A function, class or object literal whose name is not known yet, and the mark its insides are named by. */
interface Pending {
  kind: number;
  /** The function's or class's own name, if it has one. */
  id: string;
  start: number;
  end: number;
  /** Mark standing for the scope its insides are named in (for a class or an object: its name); for an object, '' until something inside needs it. */
  mark: string;
  /** For a function: mark standing for its `this`. */
  selfMark: string;
  /** Where its unit goes in `units`, reserved when it started so that units stay in the walk's order. */
  slot: number;
  /** The number of units when it started: units found inside it come after. */
  first: number;
}

/** A parsed expression, as the binding around it needs it. */
interface Expr {
  kind: number;
  /** The node's span: inside any parentheses around it. */
  start: number;
  end: number;
  /** Where its first token starts, an opening parenthesis included. */
  outer: number;
  pending?: Pending;
  /** The expression is in parentheses. */
  parenthesized?: boolean;
  /** For an object or array literal: the number of units when it started (a destructuring target must hold none). */
  first?: number;
}

// Expressions whose `pending` is a function they bind (see estree.ts's bind()), as kinds of their
// own so that the hot paths read no other field: a call of a plain name with the function first,
// or a method call on such a call (`Fn(f).setLayout(x)`), which a member call may go on; a member
// of one, which only a call makes a wrapper again; a wrapper no member call may go on (after `!`,
// `as T`, or a function on the right of `||`).
const K_WRAP_CALL: number = 8, K_WRAP_MEMBER: number = 9, K_WRAPPED: number = 10;

export interface Dialect {
  typescript: boolean;
  jsx: boolean;
}

/**
 * The units of a JS/TS text, or undefined when the finder cannot be sure of them (the caller parses).
 * With `comments`, the text still has its comments, and the finder notes each one it reads there
 * (`[start0, end0, start1, end1, ...]`, as ../../comments.ts's commentRanges() gives them), so that
 * the caller strips the text without reading it again; it is unsure of a name that would read
 * differently without a comment (`[a /* b *\/]`).
 */
export function javascriptUnits(text: string, dialect: Dialect, comments?: number[]): Unit[] | undefined {
  try {
    return new Finder(text, dialect, comments).run();
  } catch (err) {
    if (err === UNSURE) return undefined;
    throw err;
  }
}

const OTHER: Expr = { kind: K_OTHER, start: 0, end: 0, outer: 0 };

/** An object literal that is `Object.defineProperty()`'s descriptor: the property's qualified name and the object it is defined on. */
interface Descriptor {
  name: string;
  owner?: string;
}

/** A function or arrow function and nothing more (parentheses aside, which acorn drops): what a wrapper or `||` may bind. */
function isBareFunction(e: Expr): boolean {
  const p = e.pending;
  return p !== undefined && (p.kind === K_FUNCTION || p.kind === K_ARROW) && e.start === p.start && e.end === p.end;
}

class Finder {
  // --- tokenizer state ---
  private pos = 0;
  private type = EOF;
  private start = 0;
  private end = 0;
  /** A line break lies between the previous token and this one. */
  private nl = false;
  private lastEnd = 0;
  /** For ASSIGN: the operator names its target (`||=`, `??=`), like `=`. */
  private naming = false;

  // --- parser state ---
  private readonly units: (Unit | null)[] = [];
  /** Resolved value of each mark: a string with marks in it, or [self mark, name] for `self || name`. */
  private readonly marks: (string | [string, string] | undefined)[] = [];
  private inGenerator = false;
  private inAsync = false;
  /** In a `declare` statement, where a `const` needs no value. */
  private ambient = false;
  /** Where an arrow function may start: only at the start of an assignment expression (acorn's potentialArrowAt). */
  private arrowAt = -1;
  private noIn = false;
  /** The span of the last plain name read as an operand: a callee with that span is a plain name. */
  private identStart = -1;
  private identEnd = -1;

  constructor(
    private readonly text: string,
    private readonly dialect: Dialect,
    /** The comments read so far, when the text has them (see javascriptUnits()). */
    private readonly comments?: number[],
  ) {}

  run(): Unit[] {
    const { text } = this;
    if (text.startsWith('#!')) {
      this.pos = 2;
      while (this.pos < text.length && !isBreak(text.charCodeAt(this.pos))) this.pos++;
    }
    this.next();
    const top: Context = { scope: '', self: '' };
    while (this.type !== EOF) this.statement(top);
    const out: Unit[] = [];
    for (const unit of this.units) {
      if (unit) out.push(unit.name.includes('\u0000') ? { ...unit, name: this.expand(unit.name) } : unit);
    }
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // Tokens

  // readToken() reads a name's ASCII characters itself (it called wordEnd()): the engine runs
  // without inlining (see src/counting/engine.ts), and a call less per token counts. Reading the space
  // in next() too, rather than calling skipSpace(), saved only 1.5-1.9% of the finder's CPU over
  // 12,000 jsts files (medians of 9 alternating passes): not worth a second copy of the loop.
  private next(): void {
    this.lastEnd = this.end;
    this.skipSpace();
    const i = this.pos;
    this.start = i;
    if (i >= this.text.length) {
      this.type = EOF;
      this.end = i;
      return;
    }
    this.readToken();
    this.end = this.pos;
  }

  /** The space and comments from `pos`: before each token, and in JSX text. */
  private skipSpace(): void {
    const { text } = this;
    const n = text.length;
    let nl = false;
    let i = this.pos;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) {
        i++;
      } else if (c === 10 || c === 13) {
        nl = true;
        i++;
      } else if (c === 47) {
        const d = text.charCodeAt(i + 1);
        if (d === 47) {
          const from = i;
          i += 2;
          while (i < n && !isBreak(text.charCodeAt(i))) i++;
          if (this.comments !== undefined) this.noteComment(from, i);
        } else if (d === 42) {
          const close = text.indexOf('*/', i + 2);
          if (close < 0) throw UNSURE;
          for (let k = i + 2; k < close; k++) if (isBreak(text.charCodeAt(k))) { nl = true; break; }
          if (this.comments !== undefined) this.noteComment(i, close + 2);
          i = close + 2;
        } else {
          break;
        }
      } else if (c === 11 || c === 12 || (c >= 128 && isOtherSpace(c))) {
        if (c === 0x2028 || c === 0x2029) nl = true;
        i++;
      } else {
        break;
      }
    }
    this.pos = i;
    this.nl = nl;
  }

  /** Notes a comment read for the first time: a token read again (a peek, a retry) reads its comments again. */
  private noteComment(start: number, end: number): void {
    const comments = this.comments!;
    if (comments.length === 0 || start >= comments[comments.length - 1]) comments.push(start, end);
  }

  /** text[start, end) for a name (see uncommented()). */
  private nameText(start: number, end: number): string {
    this.uncommented(start, end);
    return this.text.slice(start, end);
  }

  /** A name read from text[start, end) across a comment would not be the stripped text's: the finder is unsure of it. */
  private uncommented(start: number, end: number): void {
    const comments = this.comments;
    if (comments === undefined) return;
    // The comments are in order, and a name is cut from what was just read: the last few tell.
    for (let k = comments.length - 2; k >= 0 && comments[k + 1] > start; k -= 2) if (comments[k] < end) throw UNSURE;
  }

  private readToken(): void {
    const { text } = this;
    const i = this.pos;
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 36 || c === 95 || c === 92 || (c >= 128 && isIdentStart(c))) {
      // wordEnd()'s ASCII loop, inlined (see next()); wordEnd() goes on past other characters.
      const n = text.length;
      let j = i + 1;
      if (c === 92) throw UNSURE;
      for (; j < n; j++) {
        const e = text.charCodeAt(j);
        if (!((e >= 97 && e <= 122) || (e >= 65 && e <= 90) || (e >= 48 && e <= 57) || e === 36 || e === 95)) break;
      }
      this.pos = j < n && (text.charCodeAt(j) >= 128 || text.charCodeAt(j) === 92) ? this.wordEnd(j) : j;
      this.type = NAME;
      return;
    }
    if (c >= 48 && c <= 57) {
      this.pos = numberEnd(text, i);
      this.type = NUM;
      return;
    }

    const d = text.charCodeAt(i + 1);
    switch (c) {
      case 34: case 39: this.pos = this.stringEnd(i); this.type = STRING; return;
      case 96: this.readTemplate(i + 1); return;
      case 40: this.pos = i + 1; this.type = PAREN_L; return;
      case 41: this.pos = i + 1; this.type = PAREN_R; return;
      case 91: this.pos = i + 1; this.type = BRACKET_L; return;
      case 93: this.pos = i + 1; this.type = BRACKET_R; return;
      case 123: this.pos = i + 1; this.type = BRACE_L; return;
      case 125: this.pos = i + 1; this.type = BRACE_R; return;
      case 59: this.pos = i + 1; this.type = SEMI; return;
      case 44: this.pos = i + 1; this.type = COMMA; return;
      case 58: this.pos = i + 1; this.type = COLON; return;
      case 126: this.pos = i + 1; this.type = TILDE; return;
      case 64: this.pos = i + 1; this.type = AT; return;
      case 35: // #private
        if (!isIdentStart(d)) throw UNSURE;
        this.pos = this.wordEnd(i + 1);
        this.type = PRIVATE;
        return;
      case 46: // .
        if (d >= 48 && d <= 57) {
          this.pos = numberEnd(text, i);
          this.type = NUM;
        } else if (d === 46 && text.charCodeAt(i + 2) === 46) {
          this.pos = i + 3;
          this.type = ELLIPSIS;
        } else {
          this.pos = i + 1;
          this.type = DOT;
        }
        return;
      case 63: { // ?
        const e = text.charCodeAt(i + 2);
        if (d === 46 && !(e >= 48 && e <= 57)) {
          this.pos = i + 2;
          this.type = QDOT;
        } else if (d === 63) {
          this.assignOr(i + 2, BINARY, true);
        } else {
          this.pos = i + 1;
          this.type = QUESTION;
        }
        return;
      }
      case 61: // =
        if (d === 62) {
          this.pos = i + 2;
          this.type = ARROW;
        } else if (d === 61) {
          this.pos = text.charCodeAt(i + 2) === 61 ? i + 3 : i + 2;
          this.type = BINARY;
        } else {
          this.pos = i + 1;
          this.type = EQ;
        }
        return;
      case 33: // !
        if (d === 61) {
          this.pos = text.charCodeAt(i + 2) === 61 ? i + 3 : i + 2;
          this.type = BINARY;
        } else {
          this.pos = i + 1;
          this.type = BANG;
        }
        return;
      case 43: case 45: // + -
        if (d === c) {
          this.pos = i + 2;
          this.type = INC_DEC;
        } else {
          this.assignOr(i + 1, PLUS_MINUS, false);
        }
        return;
      case 42: // *
        if (d === 42) this.assignOr(i + 2, BINARY, false);
        else this.assignOr(i + 1, STAR, false);
        return;
      case 47: // / (a regular expression is read again when the parser expects an operand)
        this.pos = d === 61 ? i + 2 : i + 1;
        this.type = d === 61 ? ASSIGN : SLASH;
        this.naming = false;
        return;
      case 37: case 94: // % ^
        this.assignOr(i + 1, BINARY, false);
        return;
      case 38: case 124: // & |
        if (d === c) this.assignOr(i + 2, BINARY, true);
        else this.assignOr(i + 1, BINARY, false);
        return;
      case 60: // <
        if (d === 60) this.assignOr(i + 2, SHIFT_L, false);
        else if (d === 61) { this.pos = i + 2; this.type = BINARY; }
        else { this.pos = i + 1; this.type = LT; }
        return;
      case 62: // >: read one at a time, so that types close on each; expressions join them
        this.pos = i + 1;
        this.type = GT;
        return;
      default:
        throw UNSURE;
    }
  }

  /** An operator ending before `i`, or with `=` there an assignment (`&&=` and `||=`, `??=` name their target, `+=` does not). */
  private assignOr(i: number, type: number, logical: boolean): void {
    if (this.text.charCodeAt(i) === 61) {
      this.pos = i + 1;
      this.type = ASSIGN;
      this.naming = logical && this.text.charCodeAt(i - 1) !== 38;
    } else {
      this.pos = i;
      this.type = type;
    }
  }

  private wordEnd(i: number): number {
    const { text } = this;
    const n = text.length;
    for (; i < n; ) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 36 || c === 95) i++;
        else if (c === 92) throw UNSURE; // an escaped name: acorn's name is the unescaped one
        else break;
      } else if (isIdentPart(c)) {
        i++;
      } else {
        break;
      }
    }
    return i;
  }

  private stringEnd(i: number): number {
    const { text } = this;
    const quote = text.charCodeAt(i);
    const n = text.length;
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === quote) return i + 1;
      if (c === 92) {
        i++;
        if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
      } else if (c === 10 || c === 13) {
        throw UNSURE;
      }
    }
    throw UNSURE;
  }

  /** Template text from `i` (after a backquote or the `}` closing `${`): a TEMPLATE ends it, a TEMPLATE_HEAD stops at `${`. */
  private readTemplate(i: number): void {
    const { text } = this;
    const n = text.length;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        i++;
      } else if (c === 96) {
        this.pos = i + 1;
        this.type = TEMPLATE;
        return;
      } else if (c === 36 && text.charCodeAt(i + 1) === 123) {
        this.pos = i + 2;
        this.type = TEMPLATE_HEAD;
        return;
      }
    }
    throw UNSURE;
  }

  /** The current token, a `/` or `/=` where an operand goes, is a regular expression. */
  private readRegex(): void {
    const { text } = this;
    const n = text.length;
    let inClass = false;
    for (let i = this.start + 1; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (isBreak(c)) throw UNSURE;
      else if (inClass) inClass = c !== 93;
      else if (c === 91) inClass = true;
      else if (c === 47) {
        const body = i;
        i++;
        while (i < n && isIdentPart(text.charCodeAt(i))) i++;
        // acorn checks the pattern and its flags; so does the engine's own RegExp.
        try {
          new RegExp(text.slice(this.start + 1, body), text.slice(body + 1, i));
        } catch {
          throw UNSURE;
        }
        this.pos = this.end = i;
        this.type = REGEX;
        return;
      }
    }
    throw UNSURE;
  }

  private is(word: string): boolean {
    return this.type === NAME && this.end - this.start === word.length && this.text.startsWith(word, this.start);
  }

  private word(): string {
    return this.text.slice(this.start, this.end);
  }

  /** The current token as a binding name (a declared function, class, variable or parameter); reserved words are errors. */
  private bindingName(): string {
    if (this.type !== NAME) throw UNSURE;
    const word = this.word();
    if (RESERVED.has(word)) throw UNSURE;
    this.next();
    return word;
  }

  private eat(type: number): boolean {
    if (this.type !== type) return false;
    this.next();
    return true;
  }

  private expect(type: number): void {
    if (this.type !== type) throw UNSURE;
    this.next();
  }

  private expectWord(word: string): void {
    if (!this.is(word)) throw UNSURE;
    this.next();
  }

  /** acorn's semicolon(): a `;`, or a place where one is inserted. */
  private semicolon(): void {
    if (this.type === SEMI) this.next();
    else if (this.type !== BRACE_R && this.type !== EOF && !this.nl) throw UNSURE;
  }

  private state(): number[] {
    return [this.pos, this.type, this.start, this.end, this.nl ? 1 : 0, this.lastEnd, this.units.length, this.comments?.length ?? 0];
  }

  private restore(state: number[]): void {
    this.pos = state[0];
    this.type = state[1];
    this.start = state[2];
    this.end = state[3];
    this.nl = state[4] === 1;
    this.lastEnd = state[5];
    this.units.length = state[6];
    if (this.comments !== undefined) this.comments.length = state[7];
  }

  /** Type and text span of the token after the current one. */
  private peek(): { type: number; start: number; end: number; nl: boolean } {
    const { pos, type, start, end, nl, lastEnd } = this;
    const noted = this.comments?.length ?? 0;
    this.next();
    if (this.comments !== undefined) this.comments.length = noted;
    const ahead = { type: this.type, start: this.start, end: this.end, nl: this.nl };
    this.pos = pos;
    this.type = type;
    this.start = start;
    this.end = end;
    this.nl = nl;
    this.lastEnd = lastEnd;
    return ahead;
  }

  private peekIs(word: string): boolean {
    const ahead = this.peek();
    return ahead.type === NAME && ahead.end - ahead.start === word.length && this.text.startsWith(word, ahead.start);
  }

  // ---------------------------------------------------------------------------------------------
  // Names

  private newMark(): string {
    this.marks.push(undefined);
    return `\u0000${this.marks.length - 1}\u0001`;
  }

  /** A name with every mark replaced by what it resolved to. */
  private expand(name: string): string {
    // A loop over the marks rather than name.replace() with a callback: run()'s expansion of the
    // jsts corpus's names took 70-80 ms against 135-140 ms (5 alternating passes).
    let from = 0;
    let out = '';
    for (let at = name.indexOf('\u0000'); at !== -1; at = name.indexOf('\u0000', at + 1)) {
      let id = 0;
      let i = at + 1;
      let c = name.charCodeAt(i);
      for (; c >= 48 && c <= 57; c = name.charCodeAt(++i)) id = id * 10 + c - 48;
      if (i === at + 1 || c !== 1) continue; // a NUL of the source's own (a key `'\0'`), not a mark
      const value = this.resolve(id);
      i++;
      out += name.slice(from, at);
      if (name.charCodeAt(i) === 46) {
        if (value !== '') out += value + '.';
        i++;
      } else {
        out += value;
      }
      from = i;
    }
    return from === 0 ? name : out + name.slice(from);
  }

  /** What mark `id` stands for, marks in it resolved; kept, since the names of a scope's units share their marks (run once the walk is done). */
  private resolve(id: number): string {
    const value = this.marks[id];
    if (value === undefined) throw new Error('a mark left unresolved');
    if (typeof value === 'string' && !value.includes('\u0000')) return value;
    const resolved = typeof value === 'string' ? this.expand(value) : this.expand(value[0]) || this.expand(value[1]);
    this.marks[id] = resolved;
    return resolved;
  }

  private setMark(mark: string, value: string | [string, string]): void {
    this.marks[Number(mark.slice(1, -1))] = value;
  }

  /** `self || name`, when `self` may hold a mark that resolves to ''. */
  private selfOr(self: string, name: string): string {
    if (!self.includes('\u0000')) return self || name;
    const mark = this.newMark();
    this.setMark(mark, [self, name]);
    return mark;
  }

  /** Whether a unit was found since there were `first` (a reserved place may stay empty). */
  private unitsSince(first: number): boolean {
    for (let i = first; i < this.units.length; i++) if (this.units[i]) return true;
    return false;
  }

  /** Reserves the place of a unit that may be found once what follows is parsed. */
  private reserve(): number {
    this.units.push(null);
    return this.units.length - 1;
  }

  /**
   * Settles what `e` holds: bound to `name` (with the binding's span and, for members, the `owner`
   * whose `this` a method sees), or left unbound in `ctx`, as estree.ts's bind() and visit() would.
   */
  private settle(e: Expr, ctx: Context, name?: string, start = 0, end = 0, owner?: string): void {
    const p = e.pending;
    if (!p) return;
    e.pending = undefined;
    switch (p.kind) {
      case K_FUNCTION:
        if (name !== undefined) {
          this.units[p.slot] = { name, start, end };
          this.setMark(p.mark, name);
          this.setMark(p.selfMark, owner ?? [ctx.self, name]);
        } else if (p.id) {
          const own = qualify(ctx.scope, p.id);
          this.units[p.slot] = { name: own, start: p.start, end: p.end };
          this.setMark(p.mark, own);
          this.setMark(p.selfMark, [ctx.self, own]);
        } else {
          this.setMark(p.mark, ctx.scope);
          this.setMark(p.selfMark, ctx.self);
        }
        return;
      case K_ARROW:
        if (name !== undefined) this.units[p.slot] = { name, start, end };
        this.setMark(p.mark, name ?? ctx.scope);
        return;
      case K_CLASS:
        this.setMark(p.mark, name ?? (p.id ? qualify(ctx.scope, p.id) : ctx.scope));
        return;
      default:
        if (p.mark) this.setMark(p.mark, name ?? ctx.scope);
    }
  }

  /** Whether binding `e` to a name names anything: a function, a class, or an object literal that holds one. */
  private names(e: Expr): boolean {
    const p = e.pending;
    return p !== undefined && (p.kind !== K_OBJECT || p.mark !== '');
  }

  /** Binds what `value` holds to `name` when it is a function, class or object literal; otherwise it is left unbound. */
  private bind(value: Expr, ctx: Context, name: string, start: number, end: number, owner?: string): void {
    if (value.pending) this.settle(value, ctx, name, start, end, owner);
  }

  // ---------------------------------------------------------------------------------------------
  // Statements

  private statement(ctx: Context): void {
    switch (this.type) {
      case BRACE_L:
        this.block(ctx);
        return;
      case SEMI:
        this.next();
        return;
      case AT:
        this.decorated(ctx);
        return;
      case NAME:
        if (this.keywordStatement(ctx)) return;
        break;
      default:
    }
    this.expressionStatement(ctx);
  }

  private block(ctx: Context): void {
    this.expect(BRACE_L);
    while (this.type !== BRACE_R) {
      if (this.type === EOF) throw UNSURE;
      this.statement(ctx);
    }
    this.next();
  }

  /** A statement that starts with a word; false when it is an expression statement after all. */
  private keywordStatement(ctx: Context): boolean {
    const start = this.start;
    const length = this.end - start;
    const { text } = this;
    const c = text.charCodeAt(start);
    const ts = this.dialect.typescript;
    switch (length) {
      case 2:
        if (this.is('if')) {
          this.next();
          this.parenthesized(ctx);
          this.statement(ctx);
          if (this.is('else')) {
            this.next();
            this.statement(ctx);
          }
          return true;
        }
        if (this.is('do')) {
          this.next();
          this.statement(ctx);
          this.expectWord('while');
          this.parenthesized(ctx);
          this.eat(SEMI);
          return true;
        }
        break;
      case 3:
        if (this.is('var')) {
          this.variables(ctx, start, false);
          return true;
        }
        if (this.is('let')) {
          if (!this.letDeclares()) return false;
          this.variables(ctx, start, false);
          return true;
        }
        if (this.is('for')) {
          this.forStatement(ctx);
          return true;
        }
        if (this.is('try')) {
          this.next();
          this.block(ctx);
          if (this.is('catch')) {
            this.next();
            if (this.eat(PAREN_L)) {
              this.bindingTarget(ctx);
              if (ts && this.eat(COLON)) this.type_();
              this.expect(PAREN_R);
            }
            this.block(ctx);
          }
          if (this.is('finally')) {
            this.next();
            this.block(ctx);
          }
          return true;
        }
        break;
      case 4:
        if (this.is('with')) {
          this.next();
          this.parenthesized(ctx);
          this.statement(ctx);
          return true;
        }
        if (ts && this.is('type')) {
          const ahead = this.peek();
          if (ahead.type === NAME && !ahead.nl) {
            this.typeAlias();
            return true;
          }
          return false;
        }
        if (ts && this.is('enum')) {
          this.enumDeclaration(ctx);
          return true;
        }
        break;
      case 5:
        if (this.is('const')) {
          if (ts && this.peekIs('enum')) {
            this.next();
            this.enumDeclaration(ctx);
          } else {
            this.variables(ctx, start, false);
          }
          return true;
        }
        if (this.is('class')) {
          this.classDeclaration(ctx, start);
          return true;
        }
        if (this.is('while')) {
          this.next();
          this.parenthesized(ctx);
          this.statement(ctx);
          return true;
        }
        if (this.is('throw')) {
          this.next();
          if (this.nl) throw UNSURE;
          this.discard(this.expression(ctx), ctx);
          this.semicolon();
          return true;
        }
        if (this.is('break')) {
          this.next();
          if (this.type === NAME && !this.nl) this.next();
          this.semicolon();
          return true;
        }
        if (this.is('async')) {
          const ahead = this.peek();
          if (!ahead.nl && ahead.type === NAME && this.text.startsWith('function', ahead.start) && ahead.end - ahead.start === 8) {
            this.next();
            this.functionDeclaration(ctx, start, true);
            return true;
          }
          return false;
        }
        break;
      case 6:
        if (this.is('return')) {
          this.next();
          if (this.type !== SEMI && this.type !== BRACE_R && this.type !== EOF && !this.nl) this.discard(this.expression(ctx), ctx);
          this.semicolon();
          return true;
        }
        if (this.is('switch')) {
          this.switchStatement(ctx);
          return true;
        }
        if (this.is('import')) {
          const ahead = this.peek();
          if (ahead.type === PAREN_L || ahead.type === DOT) return false;
          this.importDeclaration();
          return true;
        }
        if (this.is('export')) {
          this.exportDeclaration(ctx);
          return true;
        }
        if (ts && this.is('module')) return this.namespace(ctx);
        if (ts && this.is('global')) return this.namespace(ctx);
        break;
      case 7:
        if (ts && this.is('declare')) {
          const ahead = this.peek();
          if (ahead.type === NAME && !ahead.nl && DECLARABLE.has(this.text.slice(ahead.start, ahead.end))) {
            this.next();
            const ambient = this.ambient;
            this.ambient = true;
            this.statement(ctx);
            this.ambient = ambient;
            return true;
          }
          return false;
        }
        break;
      case 8:
        if (this.is('function')) {
          this.functionDeclaration(ctx, start, false);
          return true;
        }
        if (this.is('continue')) {
          this.next();
          if (this.type === NAME && !this.nl) this.next();
          this.semicolon();
          return true;
        }
        if (this.is('debugger')) {
          this.next();
          this.semicolon();
          return true;
        }
        if (ts && this.is('abstract')) {
          const ahead = this.peek();
          if (ahead.type === NAME && !ahead.nl && this.text.startsWith('class', ahead.start) && ahead.end - ahead.start === 5) {
            this.next();
            this.classDeclaration(ctx, start);
            return true;
          }
          return false;
        }
        break;
      case 9:
        if (ts && this.is('interface')) {
          const ahead = this.peek();
          if (ahead.type === NAME && !ahead.nl) {
            this.interfaceDeclaration();
            return true;
          }
          return false;
        }
        if (ts && this.is('namespace')) return this.namespace(ctx);
        break;
      default:
    }
    void c;
    // A label.
    if (this.colonFollows() && !this.isReserved()) {
      this.next();
      this.next();
      this.statement(ctx);
      return true;
    }
    return false;
  }

  /** Whether the next token is `:` (read without reading it as a token). */
  private colonFollows(): boolean {
    const i = skipBlank(this.text, this.end, this.text.length);
    return this.text.charCodeAt(i) === 58;
  }

  private isReserved(): boolean {
    return this.is('this') || this.is('true') || this.is('false') || this.is('null');
  }

  private parenthesized(ctx: Context): void {
    this.expect(PAREN_L);
    const noIn = this.noIn;
    this.noIn = false;
    this.discard(this.expression(ctx), ctx);
    this.noIn = noIn;
    this.expect(PAREN_R);
  }

  private expressionStatement(ctx: Context): void {
    const start = this.start;
    const e = this.maybeAssign(ctx, true);
    if (this.type === COMMA) {
      this.settleStatementAssignment(e, ctx);
      while (this.eat(COMMA)) this.discard(this.maybeAssign(ctx), ctx);
      this.semicolon();
      return;
    }
    this.semicolon();
    if (e.kind === K_ASSIGNED) {
      const { target, value } = e as Assigned;
      this.bind(value, ctx, target, start, this.lastEnd);
      this.discard(value, ctx);
    } else {
      this.discard(e, ctx);
    }
  }

  /** An assignment left for its statement to bind, bound with its own span after all (it is part of a sequence). */
  private settleStatementAssignment(e: Expr, ctx: Context): void {
    if (e.kind === K_ASSIGNED) {
      const { target, value } = e as Assigned;
      this.bind(value, ctx, target, e.start, e.end);
      this.discard(value, ctx);
    } else {
      this.discard(e, ctx);
    }
  }

  /** `var`, `let` or `const` declarations from `start` (a keyword); `inFor` leaves the `;` to the loop. */
  private variables(ctx: Context, start: number, inFor: boolean): number {
    const constant = this.is('const');
    this.next();
    // Declarators whose value has something to name: a function, class or object literal.
    const found: { name: string; start: number; end: number; value: Expr }[] = [];
    let count = 0;
    for (;;) {
      count++;
      const idStart = this.start;
      if (this.type === NAME) {
        const name = this.bindingName();
        if (this.dialect.typescript) {
          this.eat(BANG);
          if (this.eat(COLON)) this.type_();
        }
        if (this.type === EQ) {
          this.next();
          const value = this.maybeAssign(ctx);
          if (this.names(value)) found.push({ name, start: idStart, end: this.lastEnd, value });
          else this.discard(value, ctx);
        } else if (constant && !inFor && !this.ambient) {
          throw UNSURE; // a const without a value
        }
      } else {
        this.bindingTarget(ctx);
        if (this.dialect.typescript && this.eat(COLON)) this.type_();
        if (this.eat(EQ)) this.discard(this.maybeAssign(ctx), ctx);
      }
      if (!this.eat(COMMA)) break;
    }
    if (!inFor) this.semicolon();
    for (const { name, start: declaratorStart, end, value } of found) {
      if (count === 1) this.bind(value, ctx, qualify(ctx.scope, name), start, this.lastEnd);
      else this.bind(value, ctx, qualify(ctx.scope, name), declaratorStart, end);
      this.discard(value, ctx);
    }
    return count;
  }

  private forStatement(ctx: Context): void {
    this.next();
    if (this.is('await')) this.next();
    this.expect(PAREN_L);
    if (this.type !== SEMI) {
      const start = this.start;
      this.noIn = true;
      if (this.is('var') || this.is('const') || (this.is('let') && this.letDeclares())) {
        this.variables(ctx, start, true);
      } else {
        const e = this.maybeAssign(ctx, true);
        this.settleStatementAssignment(e, ctx);
        while (this.eat(COMMA)) this.discard(this.maybeAssign(ctx), ctx);
      }
      this.noIn = false;
    }
    if (this.is('of')) {
      this.next();
      this.discard(this.maybeAssign(ctx), ctx);
    } else if (this.is('in')) {
      this.next();
      this.discard(this.expression(ctx), ctx);
    } else {
      this.expect(SEMI);
      if (this.type !== SEMI) this.discard(this.expression(ctx), ctx);
      this.expect(SEMI);
      if (this.type !== PAREN_R) this.discard(this.expression(ctx), ctx);
    }
    this.expect(PAREN_R);
    this.statement(ctx);
  }

  /** acorn's isLet(): `let` followed by a name (not `in` or `instanceof`), `[` or `{` declares. */
  private letDeclares(): boolean {
    const ahead = this.peek();
    if (ahead.type === BRACKET_L || ahead.type === BRACE_L) return true;
    if (ahead.type !== NAME) return false;
    const word = this.text.slice(ahead.start, ahead.end);
    return word !== 'in' && word !== 'instanceof';
  }

  private switchStatement(ctx: Context): void {
    this.next();
    this.parenthesized(ctx);
    this.expect(BRACE_L);
    while (this.type !== BRACE_R) {
      if (this.is('case')) {
        this.next();
        this.discard(this.expression(ctx), ctx);
        this.expect(COLON);
      } else if (this.is('default')) {
        this.next();
        this.expect(COLON);
      } else {
        if (this.type === EOF) throw UNSURE;
        this.statement(ctx);
      }
    }
    this.next();
  }

  private importDeclaration(): void {
    this.next(); // import
    const ts = this.dialect.typescript;
    if (this.type === STRING) {
      this.next();
      this.moduleEnd();
      return;
    }
    if (ts && this.is('type')) {
      // `import type X from`, `import type { X } from`, but `import type from 'x'` imports `type`.
      const ahead = this.peek();
      if (ahead.type === BRACE_L || ahead.type === STAR || (ahead.type === NAME && !this.textIs(ahead.start, ahead.end, 'from'))) this.next();
    }
    if (this.type === NAME) {
      this.bindingName();
      if (ts && this.type === EQ) { // import x = require('y'), import x = A.B
        this.next();
        if (this.is('require') && this.peek().type === PAREN_L) {
          this.next();
          this.next();
          this.expect(STRING);
          this.expect(PAREN_R);
        } else {
          this.expect(NAME);
          while (this.eat(DOT)) this.expect(NAME);
        }
        this.semicolon();
        return;
      }
      if (!this.eat(COMMA)) {
        this.expectWord('from');
        this.expect(STRING);
        this.moduleEnd();
        return;
      }
    }
    if (this.eat(STAR)) {
      this.expectWord('as');
      this.bindingName();
    } else {
      this.specifiers(true);
    }
    this.expectWord('from');
    this.expect(STRING);
    this.moduleEnd();
  }

  /** `{ a, b as c, type d, 'e' as f }` of an import (whose local names are bindings) or an export. */
  private specifiers(imports: boolean): void {
    this.expect(BRACE_L);
    while (this.type !== BRACE_R) {
      if (this.dialect.typescript && this.is('type')) {
        const ahead = this.peek();
        if (ahead.type === STRING || (ahead.type === NAME && !(this.textIs(ahead.start, ahead.end, 'as') && this.peekSecondIsNotName()))) this.next();
      }
      if (this.type === STRING) {
        this.next();
        if (imports && !this.is('as')) throw UNSURE;
      } else if (this.type === NAME) {
        if (imports && !this.peekIs('as')) this.bindingName();
        else this.next();
      } else {
        throw UNSURE;
      }
      if (this.is('as')) {
        this.next();
        if (imports) this.bindingName();
        else if (this.type === NAME || this.type === STRING) this.next();
        else throw UNSURE;
      }
      if (!this.eat(COMMA)) break;
    }
    this.expect(BRACE_R);
  }

  /** After `type as`: true when no name follows (`{ type as }` imports `type` as `as`... rare either way). */
  private peekSecondIsNotName(): boolean {
    const saved = this.state();
    this.next();
    this.next();
    const result = this.type !== NAME;
    this.restore(saved);
    return result;
  }

  private textIs(start: number, end: number, word: string): boolean {
    return end - start === word.length && this.text.startsWith(word, start);
  }

  /** Import attributes (`with { type: 'json' }`) and the end of an import or export. */
  private moduleEnd(): void {
    if ((this.is('with') || (this.is('assert') && !this.nl)) && this.peek().type === BRACE_L) {
      this.next();
      this.skipBalanced();
    }
    this.semicolon();
  }

  private exportDeclaration(ctx: Context): void {
    this.next();
    if (this.is('default')) {
      this.next();
      const start = this.start;
      const name = qualify(ctx.scope, 'default');
      if (this.is('function') || (this.is('async') && this.peekIs('function') && !this.peek().nl)) {
        const async = this.is('async');
        if (async) this.next();
        const fn = this.functionExpression(start, async);
        if (fn.pending!.id) this.settle(fn, ctx);
        else this.settle(fn, ctx, name, fn.start, fn.end);
        return;
      }
      if (this.is('class') || (this.is('abstract') && this.peekIs('class'))) {
        if (this.is('abstract')) this.next();
        this.classDeclaration(ctx, start, name);
        return;
      }
      if (this.type === AT) {
        this.decorated(ctx, name);
        return;
      }
      if (this.dialect.typescript && this.is('interface')) {
        this.interfaceDeclaration();
        return;
      }
      const value = this.maybeAssign(ctx);
      this.bind(value, ctx, name, value.start, value.end);
      this.discard(value, ctx);
      this.semicolon();
      return;
    }
    switch (this.type) {
      case STAR:
        this.next();
        if (this.is('as')) {
          this.next();
          if (this.type !== NAME && this.type !== STRING) throw UNSURE;
          this.next();
        }
        this.expectWord('from');
        this.expect(STRING);
        this.moduleEnd();
        return;
      case BRACE_L:
        this.specifiers(false);
        if (this.is('from')) {
          this.next();
          this.expect(STRING);
        }
        this.moduleEnd();
        return;
      case EQ: { // export = value (TypeScript)
        this.next();
        this.discard(this.expression(ctx), ctx);
        this.semicolon();
        return;
      }
      case AT:
        this.decorated(ctx);
        return;
      default:
    }
    if (this.dialect.typescript && this.is('type') && (this.peek().type === BRACE_L || this.peek().type === STAR)) {
      this.next();
      if (this.eat(STAR)) {
        if (this.is('as')) {
          this.next();
          this.next();
        }
      } else {
        this.specifiers(false);
      }
      if (this.is('from')) {
        this.next();
        this.expect(STRING);
      }
      this.moduleEnd();
      return;
    }
    if (this.dialect.typescript && this.is('as')) { // export as namespace X
      this.next();
      this.next();
      this.next();
      this.semicolon();
      return;
    }
    if (this.dialect.typescript && this.is('import')) {
      this.importDeclaration();
      return;
    }
    if (this.type !== NAME || !this.keywordStatement(ctx)) throw UNSURE;
  }

  /** Decorators (never looked into: estree.ts does not visit them), then the class they decorate. */
  private decorated(ctx: Context, defaultName?: string): void {
    const start = this.start;
    while (this.type === AT) this.decorator();
    if (this.is('export')) {
      this.next();
      if (this.is('default')) {
        this.next();
        defaultName = qualify(ctx.scope, 'default');
      }
    }
    if (this.is('abstract')) this.next();
    if (!this.is('class')) throw UNSURE;
    this.classDeclaration(ctx, start, defaultName);
  }

  /** A decorator; its units are dropped unless `ctx` is given (a parameter's, which estree.ts visits). */
  private decorator(ctx?: Context): void {
    this.expect(AT);
    const saved = this.units.length;
    const scratch: Context = ctx ?? { scope: '', self: '' };
    if (this.type === PAREN_L) {
      this.next();
      this.discard(this.expression(scratch), scratch);
      this.expect(PAREN_R);
    } else {
      if (this.type !== NAME) throw UNSURE;
      this.next();
      while (this.type === DOT) {
        this.next();
        if (this.type !== NAME && this.type !== PRIVATE) throw UNSURE;
        this.next();
      }
      if (this.type === LT && this.dialect.typescript) this.typeArguments();
      if (this.type === PAREN_L) this.callArguments(scratch);
    }
    if (!ctx) this.units.length = saved;
  }

  private functionDeclaration(ctx: Context, start: number, async: boolean): void {
    this.next(); // function
    const generator = this.eat(STAR);
    const name = qualify(ctx.scope, this.bindingName());
    const slot = this.reserve();
    const inner: Context = { scope: name, self: this.selfOr(ctx.self, name) };
    if (this.functionRest(inner, async, generator)) this.units[slot] = { name, start, end: this.lastEnd };
  }

  /**
   * Type parameters, parameters, return type and body of a function, its insides in `inner`;
   * false for a signature without a body (an overload, `declare function`).
   */
  private functionRest(inner: Context, async: boolean, generator: boolean): boolean {
    if (this.type === LT && this.dialect.typescript) this.typeParameters();
    this.parameters(inner);
    if (this.dialect.typescript && this.type === COLON) {
      this.next();
      this.returnType();
    }
    if (this.type !== BRACE_L) {
      if (!this.dialect.typescript) throw UNSURE;
      this.semicolon();
      return false;
    }
    this.functionBody(inner, async, generator);
    return true;
  }

  private functionBody(inner: Context, async: boolean, generator: boolean): void {
    const asyncBefore = this.inAsync, generatorBefore = this.inGenerator, noInBefore = this.noIn;
    this.inAsync = async;
    this.inGenerator = generator;
    this.noIn = false;
    this.block(inner);
    this.inAsync = asyncBefore;
    this.inGenerator = generatorBefore;
    this.noIn = noInBefore;
  }

  /** `( params )`, each a binding target with modifiers, decorators, a type and a default. */
  private parameters(inner: Context): void {
    this.expect(PAREN_L);
    const noInBefore = this.noIn;
    this.noIn = false;
    while (this.type !== PAREN_R) {
      while (this.type === AT) this.decorator(inner);
      if (this.dialect.typescript) {
        while (this.type === NAME && isModifier(this.word())) {
          const ahead = this.peek();
          if (ahead.type === NAME || ahead.type === BRACE_L || ahead.type === BRACKET_L) this.next();
          else break;
        }
      }
      this.eat(ELLIPSIS);
      if (this.dialect.typescript && this.is('this')) this.next(); // the type of `this`
      else this.bindingTarget(inner);
      if (this.dialect.typescript) {
        this.eat(QUESTION);
        if (this.eat(COLON)) this.type_();
      }
      if (this.eat(EQ)) this.discard(this.maybeAssign(inner), inner);
      if (!this.eat(COMMA)) break;
    }
    this.noIn = noInBefore;
    this.expect(PAREN_R);
  }

  /** A name or a destructuring pattern, whose defaults may hold units. */
  private bindingTarget(ctx: Context): void {
    if (this.type === NAME) {
      this.bindingName();
    } else if (this.type === BRACE_L) {
      this.next();
      while (this.type !== BRACE_R) {
        if (this.eat(ELLIPSIS)) {
          this.bindingTarget(ctx);
        } else {
          if (this.type === BRACKET_L) {
            this.next();
            this.discardKey(ctx);
            this.expect(BRACKET_R);
          } else if (this.type === STRING || this.type === NUM) {
            this.next();
            if (this.type !== COLON) throw UNSURE;
          } else if (this.type === NAME) {
            // A shorthand binds the key itself, which may then be no reserved word.
            if (RESERVED.has(this.word()) && this.peek().type !== COLON) throw UNSURE;
            this.next();
          } else {
            throw UNSURE;
          }
          if (this.eat(COLON)) this.bindingTarget(ctx);
          if (this.eat(EQ)) this.discard(this.maybeAssign(ctx), ctx);
        }
        if (!this.eat(COMMA)) break;
      }
      this.expect(BRACE_R);
    } else if (this.type === BRACKET_L) {
      this.next();
      while (this.type !== BRACKET_R) {
        if (this.type === COMMA) {
          this.next();
          continue;
        }
        this.eat(ELLIPSIS);
        this.bindingTarget(ctx);
        if (this.eat(EQ)) this.discard(this.maybeAssign(ctx), ctx);
        if (!this.eat(COMMA)) break;
      }
      this.expect(BRACKET_R);
    } else {
      throw UNSURE;
    }
  }

  /** A computed key: estree.ts never looks into one, so what it holds is no unit. */
  private discardKey(ctx: Context): Expr {
    const saved = this.units.length;
    const key = this.maybeAssign(ctx);
    this.discard(key, ctx);
    this.units.length = saved;
    return key;
  }

  // --- classes ---

  /** A class declaration from `start` (its first decorator or `class`); `name` for `export default class {}`. */
  private classDeclaration(ctx: Context, start: number, defaultName?: string): void {
    void start;
    this.next(); // class
    let name = defaultName;
    if (this.type === NAME && !this.is('extends') && !this.is('implements')) name = qualify(ctx.scope, this.bindingName());
    this.classRest(ctx, name ?? ctx.scope);
  }

  /** Type parameters, heritage and body of a class named `name`. */
  private classRest(ctx: Context, name: string): void {
    const ts = this.dialect.typescript;
    if (ts && this.type === LT) this.typeParameters();
    if (this.is('extends')) {
      this.next();
      this.discard(this.subscripts(this.atom(ctx), ctx, false), ctx);
      if (ts && this.type === LT) this.typeArguments();
    }
    if (ts && this.is('implements')) {
      this.next();
      for (;;) {
        this.type_();
        if (!this.eat(COMMA)) break;
      }
    }
    this.classBody(name);
  }

  private classBody(name: string): void {
    const inClass: Context = { scope: name, self: name };
    const asyncBefore = this.inAsync, generatorBefore = this.inGenerator, noInBefore = this.noIn;
    this.noIn = false;
    this.expect(BRACE_L);
    while (this.type !== BRACE_R) {
      if (this.type === EOF) throw UNSURE;
      if (this.eat(SEMI)) continue;
      this.member(inClass, name);
    }
    this.next();
    this.inAsync = asyncBefore;
    this.inGenerator = generatorBefore;
    this.noIn = noInBefore;
  }

  private member(inClass: Context, className: string): void {
    const start = this.start;
    const ts = this.dialect.typescript;
    while (this.type === AT) this.decorator();
    let kind = '';
    let async = false;
    let generator = false;
    let abstract = false;
    // Modifiers: each is the key itself when what follows cannot be a key.
    for (;;) {
      if (this.type !== NAME) break;
      const word = this.word();
      const modifier = word === 'static' || word === 'async' || word === 'get' || word === 'set' || word === 'accessor'
        || (ts && (isModifier(word) || word === 'abstract' || word === 'declare'));
      if (!modifier) break;
      const ahead = this.peek();
      if (word === 'static' && ahead.type === BRACE_L) { // a static block
        this.next();
        this.functionBodyLike(inClass);
        return;
      }
      if (!startsKey(ahead.type) || (word === 'async' && ahead.nl)) break;
      if (word === 'get' || word === 'set') kind = word;
      else if (word === 'async') async = true;
      else if (word === 'abstract') abstract = true;
      this.next();
    }
    if (this.eat(STAR)) generator = true;
    // An index signature `[key: T]: U`.
    if (ts && this.type === BRACKET_L) {
      const ahead = this.peek();
      if (ahead.type === NAME) {
        const saved = this.state();
        this.next();
        this.next();
        if (this.type === COLON) {
          this.restore(saved);
          this.skipBalanced();
          this.eat(QUESTION);
          if (this.eat(COLON)) this.type_();
          this.semicolon();
          return;
        }
        this.restore(saved);
      }
    }
    const key = this.propertyKey(inClass);
    if (ts) {
      if (!this.eat(QUESTION)) this.eat(BANG);
    }
    if (this.type === PAREN_L || this.type === LT) {
      const unitName = qualify(className, key);
      const slot = this.reserve();
      const inner: Context = { scope: unitName, self: className };
      if (this.functionRest(inner, async, generator) && !abstract) {
        this.units[slot] = { name: kind ? `${kind} ${unitName}` : unitName, start, end: this.lastEnd };
      }
      return;
    }
    // A field.
    if (ts && this.eat(COLON)) this.type_();
    if (this.eat(EQ)) {
      const asyncBefore = this.inAsync, generatorBefore = this.inGenerator;
      this.inAsync = false;
      this.inGenerator = false;
      const value = this.maybeAssign(inClass);
      this.inAsync = asyncBefore;
      this.inGenerator = generatorBefore;
      this.fieldEnd();
      this.bind(value, inClass, qualify(className, key), start, this.lastEnd, className);
      this.discard(value, inClass);
      return;
    }
    this.fieldEnd();
  }

  private fieldEnd(): void {
    if (this.type === SEMI) this.next();
    else if (this.type !== BRACE_R && !this.nl) throw UNSURE;
  }

  /** A static block: statements in the class's context. */
  private functionBodyLike(inClass: Context): void {
    this.functionBody(inClass, false, false);
  }

  /** A member's key, as estree.ts's keyName() writes it. */
  private propertyKey(ctx: Context): string {
    const { text } = this;
    switch (this.type) {
      case NAME: {
        const word = this.word();
        this.next();
        return word;
      }
      case PRIVATE: {
        const word = this.word();
        this.next();
        return word;
      }
      case STRING: {
        const value = stringValue(text, this.start, this.end);
        this.next();
        return literalKey(value);
      }
      case NUM: {
        const value = numberValue(text.slice(this.start, this.end));
        this.next();
        return typeof value === 'number' ? literalKey(value) : value;
      }
      case BRACKET_L: {
        this.next();
        const type = this.type;
        const literalEnd = this.end;
        const key = this.discardKey(ctx);
        this.expect(BRACKET_R);
        // `['a b']` is a literal key all the same.
        if (key.start + (literalEnd - key.start) === key.end && key.end === literalEnd) {
          if (type === STRING) return literalKey(stringValue(text, key.start, key.end));
          if (type === NUM) {
            const value = numberValue(text.slice(key.start, key.end));
            if (typeof value === 'number') return literalKey(value);
          }
        }
        return `[${this.nameText(key.start, key.end).replace(/\s+/g, ' ')}]`;
      }
      default:
        throw UNSURE;
    }
  }

  // --- TypeScript declarations ---

  private typeAlias(): void {
    this.next(); // type
    this.next(); // name
    if (this.type === LT) this.typeParameters();
    this.expect(EQ);
    this.type_();
    this.semicolon();
  }

  private interfaceDeclaration(): void {
    this.next(); // interface
    this.next(); // name
    if (this.type === LT) this.typeParameters();
    if (this.is('extends')) {
      this.next();
      for (;;) {
        this.type_();
        if (!this.eat(COMMA)) break;
      }
    }
    this.objectType();
  }

  private enumDeclaration(ctx: Context): void {
    this.next(); // enum
    this.expect(NAME);
    this.expect(BRACE_L);
    while (this.type !== BRACE_R) {
      if (this.type !== NAME && this.type !== STRING) throw UNSURE;
      this.next();
      if (this.eat(EQ)) this.discard(this.maybeAssign(ctx), ctx);
      if (!this.eat(COMMA)) break;
    }
    this.expect(BRACE_R);
  }

  /** `namespace A.B {}`, `module A {}`, `module 'x' {}`, `global {}`; false when the word is a plain name. */
  private namespace(ctx: Context): boolean {
    const global = this.is('global');
    const ahead = this.peek();
    if (global ? ahead.type !== BRACE_L : (ahead.type !== NAME && ahead.type !== STRING) || ahead.nl) return false;
    this.next();
    let name = ctx.scope;
    if (this.type === STRING) {
      this.next();
      if (this.type !== BRACE_L) {
        this.semicolon();
        return true;
      }
    } else if (!global) {
      for (;;) {
        if (this.type !== NAME) throw UNSURE;
        name = qualify(name, this.word());
        this.next();
        if (!this.eat(DOT)) break;
      }
    }
    const inner: Context = { scope: name, self: name };
    this.expect(BRACE_L);
    while (this.type !== BRACE_R) {
      if (this.type === EOF) throw UNSURE;
      this.statement(inner);
    }
    this.next();
    return true;
  }

  // ---------------------------------------------------------------------------------------------
  // Expressions

  /** Leaves what `e` holds unbound. */
  private discard(e: Expr, ctx: Context): void {
    if (e.kind === K_ASSIGNED) {
      const { value } = e as Assigned;
      this.discard(value, ctx);
    } else if (e.pending) {
      this.settle(e, ctx);
    }
  }

  private expression(ctx: Context): Expr {
    const first = this.maybeAssign(ctx);
    if (this.type !== COMMA) return first;
    this.discard(first, ctx);
    while (this.eat(COMMA)) this.discard(this.maybeAssign(ctx), ctx);
    return OTHER;
  }

  /**
   * acorn's parseMaybeAssign(). `statement`: the expression is a whole statement's, so an
   * assignment is left to the statement to bind (its span is the statement's).
   */
  private maybeAssign(ctx: Context, statement = false): Expr {
    if (this.inGenerator && this.is('yield')) {
      const start = this.start;
      this.next();
      if (this.type === STAR) this.next();
      if (!this.nl && startsExpression(this.type)) this.discard(this.maybeAssign(ctx), ctx);
      return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
    }
    this.arrowAt = this.start;
    const left = this.conditional(ctx);
    if (this.type === EQ || this.type === ASSIGN) {
      const naming = this.type === EQ || this.naming;
      if (left.kind === K_OBJECT || left.kind === K_ARRAY) {
        // A destructuring target: what looked like an object literal names nothing.
        if (this.unitsSince(left.first!)) throw UNSURE;
        this.discard(left, ctx);
      } else if (left.kind !== K_TARGET) {
        throw UNSURE;
      }
      this.next();
      const value = this.maybeAssign(ctx);
      // Named only when there is something to name: a function, class or object literal.
      const target = naming && left.kind === K_TARGET && this.names(value) ? this.targetName(left.start, left.end, ctx) : undefined;
      if (target === undefined) {
        this.discard(value, ctx);
        return { kind: K_OTHER, start: left.outer, end: this.lastEnd, outer: left.outer };
      }
      if (statement) return { kind: K_ASSIGNED, start: left.outer, end: this.lastEnd, outer: left.outer, target, value } as Assigned;
      this.bind(value, ctx, target, left.outer, this.lastEnd);
      this.discard(value, ctx);
      return { kind: K_OTHER, start: left.outer, end: this.lastEnd, outer: left.outer };
    }
    return left;
  }

  private conditional(ctx: Context): Expr {
    const test = this.binary(ctx);
    if (this.type !== QUESTION) return test;
    this.discard(test, ctx);
    this.next();
    const noIn = this.noIn;
    this.noIn = false;
    this.discard(this.maybeAssign(ctx), ctx);
    this.noIn = noIn;
    this.expect(COLON);
    this.discard(this.maybeAssign(ctx), ctx);
    return { kind: K_OTHER, start: test.outer, end: this.lastEnd, outer: test.outer };
  }

  private binary(ctx: Context): Expr {
    let left = this.unary(ctx);
    if (left.kind === K_ARROW && !left.parenthesized) return left;
    // The last operand, kept while it is a function that may be the right side of the root, a
    // logical operator (`a || function () {}`): `||` and `??` always may be, `&&` unless an `||`
    // or `??` came before (every other operator binds more tightly).
    let right: Expr | undefined;
    let sawOr = false;
    for (;;) {
      const type = this.type;
      if (type === BINARY || type === LT || type === GT || type === SLASH || type === STAR || type === PLUS_MINUS || type === SHIFT_L) {
        if (type === GT) this.joinGreater();
        let logical = false;
        if (type === BINARY) {
          const c = this.text.charCodeAt(this.start), d = this.text.charCodeAt(this.start + 1);
          if ((c === 124 && d === 124) || c === 63) logical = sawOr = true;
          else if (c === 38 && d === 38) logical = !sawOr;
        }
        if (right) this.discard(right, ctx);
        right = undefined;
        this.discard(left, ctx);
        this.next();
        const operand = this.unary(ctx);
        if (logical && isBareFunction(operand)) right = operand;
        else this.discard(operand, ctx);
        left = { kind: K_OTHER, start: left.outer, end: this.lastEnd, outer: left.outer };
      } else if (type === NAME && (this.is('instanceof') || (this.is('in') && !this.noIn))) {
        if (right) this.discard(right, ctx);
        right = undefined;
        this.discard(left, ctx);
        this.next();
        this.discard(this.unary(ctx), ctx);
        left = { kind: K_OTHER, start: left.outer, end: this.lastEnd, outer: left.outer };
      } else if (type === NAME && this.dialect.typescript && !this.nl && (this.is('as') || this.is('satisfies'))) {
        if (right) this.discard(right, ctx);
        right = undefined;
        if (left.kind === K_WRAP_MEMBER) this.discard(left, ctx);
        this.next();
        if (this.is('const')) this.next();
        else this.type_();
        // `(fn) as T` is still the function to estree.ts; the node starts at the parenthesis.
        left = { ...left, start: left.outer, end: this.lastEnd, kind: left.kind === K_TARGET ? K_OTHER : left.kind, parenthesized: false };
        if (left.kind === K_ARROW) left.parenthesized = true;
        if (left.kind === K_WRAP_CALL || left.kind === K_WRAP_MEMBER) left.kind = left.pending ? K_WRAPPED : K_OTHER;
      } else {
        if (!right) return left;
        return { ...left, pending: right.pending, kind: K_WRAPPED };
      }
    }
  }


  /** `>` tokens next to each other make `>>`, `>>>`, `>=`, `>>=` and `>>>=` in an expression. */
  private joinGreater(): void {
    const { text } = this;
    let i = this.start + 1;
    while (text.charCodeAt(i) === 62 && i - this.start < 3) i++;
    if (text.charCodeAt(i) === 61) i++;
    this.pos = this.end = i;
  }

  private unary(ctx: Context): Expr {
    const start = this.start;
    switch (this.type) {
      case BANG: case TILDE: case PLUS_MINUS: case INC_DEC:
        this.next();
        this.discard(this.unary(ctx), ctx);
        return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
      case NAME:
        if (this.is('typeof') || this.is('void') || this.is('delete') || (this.is('await') && this.awaits())) {
          this.next();
          this.discard(this.unary(ctx), ctx);
          return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
        }
        break;
      case LT:
        if (this.dialect.typescript && !this.dialect.jsx) return this.angleBracket(ctx);
        break;
      default:
    }
    let e = this.subscripts(this.atom(ctx), ctx, false);
    if (this.type === INC_DEC && !this.nl) {
      this.discard(e, ctx);
      this.next();
      e = { kind: K_OTHER, start: e.start, end: this.lastEnd, outer: e.outer };
    }
    return e;
  }

  /** `await` is an operator in an async function and at a module's top level; elsewhere a name unless an operand follows. */
  private awaits(): boolean {
    if (this.inAsync) return true;
    const ahead = this.peek();
    return !ahead.nl && (ahead.type === NAME || ahead.type === PAREN_L || ahead.type === BRACKET_L || ahead.type === STRING
      || ahead.type === NUM || ahead.type === TEMPLATE || ahead.type === TEMPLATE_HEAD || ahead.type === BRACE_L);
  }

  /** In a .ts file, `<` before an operand: a generic arrow function or a type assertion `<T>x`. */
  private angleBracket(ctx: Context): Expr {
    const start = this.start;
    const saved = this.state();
    if (start === this.arrowAt) {
      try {
        this.typeParameters();
        if (this.type === PAREN_L) return this.arrowFunction(ctx, start, false);
      } catch (err) {
        if (err !== UNSURE) throw err;
      }
      this.restore(saved);
    }
    this.typeArguments();
    const e = this.unwrapMember(this.unary(ctx), ctx);
    const kind = e.kind === K_TARGET ? K_OTHER : e.kind === K_WRAP_CALL ? K_WRAPPED : e.kind;
    return { ...e, start, outer: start, kind };
  }

  /** Calls, members, tagged templates, non-null assertions and instantiations after `e`. */
  private subscripts(e: Expr, ctx: Context, noCalls: boolean): Expr {
    if (e.kind === K_ARROW && !e.parenthesized) return e;
    const ts = this.dialect.typescript;
    for (;;) {
      switch (this.type) {
        case DOT:
          if (e.kind === K_WRAP_CALL) {
            e = this.wrapperMember(e);
            continue;
          }
          this.discard(e, ctx);
          this.next();
          if (this.type !== NAME && this.type !== PRIVATE) throw UNSURE;
          this.next();
          e = { kind: K_TARGET, start: e.outer, end: this.lastEnd, outer: e.outer };
          continue;
        case QDOT:
          this.discard(e, ctx);
          this.next();
          if (this.type === PAREN_L) {
            this.callArguments(ctx);
          } else if (this.type === BRACKET_L) {
            this.next();
            this.discard(this.expression(ctx), ctx);
            this.expect(BRACKET_R);
          } else if (this.type === LT && ts) {
            this.typeArguments();
            this.callArguments(ctx);
          } else if (this.type === NAME || this.type === PRIVATE) {
            this.next();
          } else {
            throw UNSURE;
          }
          e = { kind: K_OTHER, start: e.outer, end: this.lastEnd, outer: e.outer };
          continue;
        case BRACKET_L: {
          this.discard(e, ctx);
          this.next();
          const noInBefore = this.noIn;
          this.noIn = false;
          this.discard(this.expression(ctx), ctx);
          this.noIn = noInBefore;
          this.expect(BRACKET_R);
          e = { kind: K_TARGET, start: e.outer, end: this.lastEnd, outer: e.outer };
          continue;
        }
        case PAREN_L:
          if (noCalls) return this.unwrapMember(e, ctx);
          e = this.call(e, ctx);
          continue;
        case TEMPLATE:
        case TEMPLATE_HEAD:
          this.discard(e, ctx);
          this.template(ctx);
          e = { kind: K_OTHER, start: e.outer, end: this.lastEnd, outer: e.outer };
          continue;
        case BANG:
          if (!ts || this.nl) return this.unwrapMember(e, ctx);
          this.next();
          e = { ...this.unwrapMember(e, ctx), end: this.lastEnd, parenthesized: false };
          if (e.kind === K_WRAP_CALL) e.kind = K_WRAPPED;
          continue;
        case LT:
        case SHIFT_L: {
          if (!ts) return this.unwrapMember(e, ctx);
          const ident = e.start === this.identStart && e.end === this.identEnd;
          if (!this.tryTypeArguments(noCalls)) return this.unwrapMember(e, ctx);
          this.discard(e, ctx);
          e = { kind: K_OTHER, start: e.outer, end: this.lastEnd, outer: e.outer };
          // `Fn<T>(...)` is a call of a plain name all the same.
          if (ident && this.type === PAREN_L) this.identEnd = e.end;
          continue;
        }
        default:
          return e.kind === K_WRAP_MEMBER ? this.unwrapMember(e, ctx) : e;
      }
    }
  }

  /** `.name` after a wrapper call: a member whose call wraps the same function (`Fn(f).setLayout(x)`). */
  private wrapperMember(e: Expr): Expr {
    this.next();
    if (this.type !== NAME && this.type !== PRIVATE) throw UNSURE;
    this.next();
    return { kind: K_WRAP_MEMBER, start: e.outer, end: this.lastEnd, outer: e.outer, pending: e.pending };
  }

  /** After an expression in TypeScript: `<T>` followed by a call, a template or something that ends it (an instantiation), else nothing read. */
  private tryTypeArguments(noCalls: boolean): boolean {
    if (this.type === SHIFT_L) return false;
    const saved = this.state();
    try {
      this.typeArguments();
    } catch (err) {
      if (err !== UNSURE) throw err;
      this.restore(saved);
      return false;
    }
    const type = this.type;
    if (type === TEMPLATE || type === TEMPLATE_HEAD) return true;
    if (type === PAREN_L && !noCalls) return true;
    if (type === GT || (type !== PAREN_L && startsExpression(type) && !this.nl)) {
      this.restore(saved);
      return false;
    }
    return true;
  }

  /** A call of `e`, at its arguments. */
  private call(e: Expr, ctx: Context): Expr {
    if (e.kind === K_WRAP_MEMBER) {
      this.callArguments(ctx);
      return { kind: K_WRAP_CALL, start: e.outer, end: this.lastEnd, outer: e.outer, pending: e.pending };
    }
    const defines = e.kind === K_TARGET && this.definesProperty(e);
    this.discard(e, ctx);
    // A call of a plain name (`Fn(...)`, `(Fn)(...)`, `Fn<T>(...)`) may wrap a function.
    const ident = e.start === this.identStart && e.end === this.identEnd;
    let fn = defines ? this.definePropertyArguments(ctx) : this.callArguments(ctx, ident);
    if (fn && SCHEDULERS.has(this.nameText(e.start, e.end))) {
      this.discard(fn, ctx);
      fn = undefined;
    }
    return fn
      ? { kind: K_WRAP_CALL, start: e.outer, end: this.lastEnd, outer: e.outer, pending: fn.pending }
      : { kind: K_OTHER, start: e.outer, end: this.lastEnd, outer: e.outer };
  }

  /** A member of a wrapper call that no call follows wraps nothing: its function is left unbound. */
  private unwrapMember(e: Expr, ctx: Context): Expr {
    if (e.kind !== K_WRAP_MEMBER) return e;
    this.discard(e, ctx);
    return { ...e, kind: K_OTHER };
  }

  /** A call's arguments; with `wrap`, a function passed first is kept and returned as what the call wraps. */
  private callArguments(ctx: Context, wrap = false): Expr | undefined {
    this.expect(PAREN_L);
    const noInBefore = this.noIn;
    this.noIn = false;
    let kept: Expr | undefined;
    let first = true;
    while (this.type !== PAREN_R) {
      const spread = this.eat(ELLIPSIS);
      const argument = this.maybeAssign(ctx);
      if (wrap && first && !spread && isBareFunction(argument)) kept = argument;
      else this.discard(argument, ctx);
      first = false;
      if (!this.eat(COMMA)) break;
    }
    this.noIn = noInBefore;
    this.expect(PAREN_R);
    return kept;
  }

  /** `Object.defineProperty` (the callee `e`). */
  private definesProperty(e: Expr): boolean {
    return this.text.charCodeAt(e.start) === 79 && e.end - e.start >= 21 && /^Object\s*\.\s*defineProperty$/.test(this.nameText(e.start, e.end));
  }

  /**
   * `Object.defineProperty(target, key, {...})`'s arguments: the descriptor's `get`, `set` and
   * `value` functions are named after `target.key` (estree.ts's defineProperty()). Any other shape
   * is read as a plain call's.
   */
  private definePropertyArguments(ctx: Context): undefined {
    const { text } = this;
    this.expect(PAREN_L);
    const noInBefore = this.noIn;
    this.noIn = false;
    let target: Expr | undefined;
    let key = '';
    for (let index = 0; this.type !== PAREN_R; index++) {
      const spread = this.eat(ELLIPSIS);
      if (index === 2 && !spread && target && key && this.type === BRACE_L) {
        const owner = this.targetName(target.start, target.end, ctx);
        const descriptor = this.objectLiteral(ctx, { name: qualify(owner ?? ctx.scope, key), owner });
        if (this.type !== COMMA && this.type !== PAREN_R) throw UNSURE;
        this.discard(descriptor, ctx);
      } else {
        const type = this.type, tokenStart = this.start, tokenEnd = this.end;
        const argument = this.maybeAssign(ctx);
        this.discard(argument, ctx);
        if (index === 0 && !spread) target = argument;
        if (index === 1 && !spread) {
          const single = argument.start === tokenStart && argument.end === tokenEnd;
          const value = single && type === STRING ? stringValue(text, tokenStart, tokenEnd) : single && type === NUM ? numberValue(text.slice(tokenStart, tokenEnd)) : undefined;
          key = typeof value === 'string' || typeof value === 'number' ? literalKey(value) : `[${this.nameText(argument.start, argument.end).replace(/\s+/g, ' ')}]`;
        }
      }
      if (!this.eat(COMMA)) break;
    }
    this.noIn = noInBefore;
    this.expect(PAREN_R);
    return undefined;
  }

  private template(ctx: Context): void {
    while (this.type === TEMPLATE_HEAD) {
      this.next();
      const noInBefore = this.noIn;
      this.noIn = false;
      this.discard(this.expression(ctx), ctx);
      this.noIn = noInBefore;
      if (this.type !== BRACE_R) throw UNSURE;
      this.readTemplate(this.start + 1);
      this.end = this.pos;
    }
    if (this.type !== TEMPLATE) throw UNSURE;
    this.next();
  }

  private atom(ctx: Context): Expr {
    const start = this.start;
    switch (this.type) {
      case NAME:
        return this.nameAtom(ctx);
      case NUM: case STRING: case REGEX:
        this.next();
        return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
      case SLASH:
      case ASSIGN:
        if (this.text.charCodeAt(start) !== 47) throw UNSURE;
        this.readRegex();
        this.next();
        return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
      case TEMPLATE: case TEMPLATE_HEAD:
        this.template(ctx);
        return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
      case PRIVATE: // `#x in o`
        this.next();
        if (!this.is('in')) throw UNSURE;
        return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
      case PAREN_L:
        return this.parenthesizedOrArrow(ctx, start, false);
      case BRACKET_L:
        return this.arrayLiteral(ctx);
      case BRACE_L:
        return this.objectLiteral(ctx);
      case LT:
        if (this.dialect.jsx) return this.jsxOrGenericArrow(ctx);
        throw UNSURE;
      case AT: {
        while (this.type === AT) this.decorator();
        if (!this.is('class')) throw UNSURE;
        return this.classExpression(ctx, start);
      }
      default:
        throw UNSURE;
    }
  }

  private nameAtom(ctx: Context): Expr {
    const start = this.start;
    const { text } = this;
    const length = this.end - start;
    const c = text.charCodeAt(start);
    if (c === 102 && length === 8 && this.is('function')) return this.functionExpression(start, false);
    if (c === 99 && length === 5 && this.is('class')) return this.classExpression(ctx, start);
    if (c === 110 && length === 3 && this.is('new')) return this.newExpression(ctx);
    if (c === 97 && length === 5 && this.is('async')) {
      const ahead = this.peek();
      if (!ahead.nl && ahead.type === NAME && ahead.end - ahead.start === 8 && text.startsWith('function', ahead.start)) {
        this.next();
        return this.functionExpression(start, true);
      }
      // Async arrow functions, where an arrow may start.
      if (!ahead.nl && start === this.arrowAt) {
        if (ahead.type === NAME) {
          // `async x => ...`
          this.next();
          this.next();
          if (this.type !== ARROW || this.nl) throw UNSURE;
          return this.arrowBody(ctx, start, true);
        }
        if (ahead.type === PAREN_L) {
          this.next();
          return this.parenthesizedOrArrow(ctx, start, true);
        }
        if (ahead.type === LT && this.dialect.typescript) {
          this.next();
          const saved = this.state();
          try {
            this.typeParameters();
            return this.arrowFunction(ctx, start, true);
          } catch (err) {
            if (err !== UNSURE) throw err;
            this.restore(saved);
            return { kind: K_TARGET, start, end: this.lastEnd, outer: start };
          }
        }
      }
    }
    if (c === 105 && length === 6 && this.is('import')) {
      this.next();
      if (this.type === DOT) {
        this.next();
        this.next();
      } else {
        this.callArguments(ctx);
      }
      return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
    }
    if (c === 116 && length === 4 && this.is('this')) {
      this.next();
      return { kind: K_TARGET, start, end: this.lastEnd, outer: start };
    }
    if (isReservedAt(text, start, length) && !VALUE_WORDS.has(this.word())) throw UNSURE;
    this.next();
    if (this.type === ARROW && !this.nl && start === this.arrowAt) return this.arrowBody(ctx, start, false);
    if (length === 5 && text.startsWith('super', start)) return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
    this.identStart = start;
    this.identEnd = this.lastEnd;
    return { kind: K_TARGET, start, end: this.lastEnd, outer: start };
  }

  private newExpression(ctx: Context): Expr {
    const start = this.start;
    this.next();
    if (this.type === DOT) { // new.target
      this.next();
      this.next();
      return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
    }
    let callee: Expr;
    if (this.is('new')) callee = this.newExpression(ctx);
    else callee = this.subscripts(this.atom(ctx), ctx, true);
    this.discard(callee, ctx);
    if (this.dialect.typescript && this.type === LT) this.typeArguments();
    if (this.type === PAREN_L) this.callArguments(ctx);
    return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
  }

  /** A function expression from `start` (`async` or `function`), the current token `function`. */
  private functionExpression(start: number, async: boolean): Expr {
    this.next(); // function
    const generator = this.eat(STAR);
    const id = this.type === NAME ? this.bindingName() : '';
    const p = this.pending(K_FUNCTION, id, start);
    const inner: Context = { scope: p.mark, self: p.selfMark };
    if (!this.functionRest(inner, async, generator)) throw UNSURE;
    p.end = this.lastEnd;
    return { kind: K_FUNCTION, start, end: this.lastEnd, outer: start, pending: p };
  }

  private pending(kind: number, id: string, start: number): Pending {
    const first = this.units.length;
    const slot = kind === K_FUNCTION || kind === K_ARROW ? this.reserve() : -1;
    return { kind, id, start, end: start, mark: kind === K_OBJECT ? '' : this.newMark(), selfMark: kind === K_FUNCTION ? this.newMark() : '', slot, first };
  }

  private classExpression(ctx: Context, start: number): Expr {
    this.next(); // class
    const id = this.type === NAME && !this.is('extends') && !this.is('implements') ? this.bindingName() : '';
    const p = this.pending(K_CLASS, id, start);
    this.classRest(ctx, p.mark);
    p.end = this.lastEnd;
    return { kind: K_CLASS, start, end: this.lastEnd, outer: start, pending: p };
  }

  /** `(` at an operand: a parenthesized expression or an arrow function's parameters (`async (` when `async`). */
  private parenthesizedOrArrow(ctx: Context, start: number, async: boolean): Expr {
    const mayBeArrow = start === this.arrowAt;
    const first = this.units.length;
    const saved = this.state();
    this.next(); // (
    const noInBefore = this.noIn;
    this.noIn = false;
    const items: Expr[] = [];
    let params = false; // something only parameters have: a type, `?`, a rest, nothing at all
    const ts = this.dialect.typescript;
    while (this.type !== PAREN_R) {
      if (this.type === ELLIPSIS) {
        this.next();
        params = true;
      }
      let item: Expr;
      if (ts && this.type === NAME && isModifier(this.word()) && this.peek().type === NAME) {
        this.next();
        params = true;
      }
      if (ts && this.type === NAME && this.peekOptional()) {
        const itemStart = this.start;
        this.next();
        this.next(); // ?
        params = true;
        item = { kind: K_TARGET, start: itemStart, end: this.lastEnd, outer: itemStart };
      } else {
        item = this.maybeAssign(ctx);
      }
      if (ts && this.type === COLON) {
        this.next();
        this.type_();
        params = true;
        if (this.eat(EQ)) this.discard(this.maybeAssign(ctx), ctx);
      }
      items.push(item);
      if (!this.eat(COMMA)) break;
      if (this.type === PAREN_R) params = true; // a trailing comma
    }
    this.noIn = noInBefore;
    this.expect(PAREN_R);
    // `(x): T => y`: a return type; acorn-typescript tries one after any `)` followed by `:`,
    // even in `a ? (b) : c => d` (which it then rejects).
    let arrow = mayBeArrow && this.type === ARROW && !this.nl;
    if (mayBeArrow && ts && this.type === COLON) {
      const beforeType = this.state();
      try {
        this.next();
        this.returnType();
        arrow = this.type === ARROW && !this.nl;
      } catch (err) {
        if (err !== UNSURE) throw err;
      }
      if (!arrow) this.restore(beforeType);
    }
    if (arrow) {
      // Read as parameters after all when they hold units: those are named after the arrow, and
      // `a = ...` in them is a default, not an assignment.
      if (this.unitsSince(first)) {
        this.restore(saved);
        return this.arrowFunction(ctx, start, async);
      }
      for (const item of items) this.discard(item, ctx);
      return this.arrowBody(ctx, start, async);
    }
    if (async) {
      // `async(...)`: a call.
      for (const item of items) this.discard(item, ctx);
      return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
    }
    if (items.length === 0 || params) throw UNSURE;
    if (items.length > 1) {
      for (const item of items) this.discard(item, ctx);
      return { kind: K_OTHER, start: start + 1, end: this.lastEnd - 1, outer: start, parenthesized: true };
    }
    const inner = items[0];
    return { ...inner, outer: start, parenthesized: true };
  }

  /** A name followed by `?` and then `:`, `,`, `)` or `=`: an optional parameter. */
  private peekOptional(): boolean {
    const ahead = this.peek();
    if (ahead.type !== QUESTION) return false;
    const saved = this.state();
    this.next();
    this.next();
    const after = this.type;
    this.restore(saved);
    return after === COLON || after === COMMA || after === PAREN_R || after === EQ;
  }

  /** `(params) => body` from `start`, the current token `(`, after type parameters. */
  private arrowFunction(ctx: Context, start: number, async: boolean): Expr {
    // The parameters are the arrow's: what they hold is named after it (estree.ts's report()).
    const p = this.pending(K_ARROW, '', start);
    this.parameters({ scope: p.mark, self: ctx.self });
    if (this.dialect.typescript && this.type === COLON) {
      this.next();
      this.returnType();
    }
    if (this.type !== ARROW || this.nl) throw UNSURE;
    return this.arrowBody(ctx, start, async, p);
  }

  /** After the parameters, at `=>`: the body. */
  private arrowBody(ctx: Context, start: number, async: boolean, pending?: Pending): Expr {
    this.next(); // =>
    const p = pending ?? this.pending(K_ARROW, '', start);
    const inner: Context = { scope: p.mark, self: ctx.self };
    if (this.type === BRACE_L) {
      this.functionBody(inner, async, false);
    } else {
      const asyncBefore = this.inAsync, generatorBefore = this.inGenerator;
      this.inAsync = async;
      this.inGenerator = false;
      this.discard(this.maybeAssign(inner), inner);
      this.inAsync = asyncBefore;
      this.inGenerator = generatorBefore;
    }
    p.end = this.lastEnd;
    return { kind: K_ARROW, start, end: this.lastEnd, outer: start, pending: p };
  }

  private arrayLiteral(ctx: Context): Expr {
    const start = this.start;
    const first = this.units.length;
    this.next();
    const noInBefore = this.noIn;
    this.noIn = false;
    while (this.type !== BRACKET_R) {
      if (this.eat(COMMA)) continue;
      this.eat(ELLIPSIS);
      this.discard(this.maybeAssign(ctx), ctx);
      if (!this.eat(COMMA)) break;
    }
    this.noIn = noInBefore;
    this.expect(BRACKET_R);
    return { kind: K_ARRAY, start, end: this.lastEnd, outer: start, first };
  }

  private objectLiteral(ctx: Context, descriptor?: Descriptor): Expr {
    const start = this.start;
    const p = this.pending(K_OBJECT, '', start);
    this.next();
    const noInBefore = this.noIn;
    this.noIn = false;
    while (this.type !== BRACE_R) {
      if (this.type === ELLIPSIS) {
        this.next();
        this.discard(this.maybeAssign(ctx), ctx);
      } else {
        this.property(ctx, p, descriptor);
      }
      if (!this.eat(COMMA)) break;
    }
    this.noIn = noInBefore;
    this.expect(BRACE_R);
    p.end = this.lastEnd;
    return { kind: K_OBJECT, start, end: this.lastEnd, outer: start, pending: p, first: p.first };
  }

  /** A property of the object literal `object`, whose name (a mark) is made when something inside needs it. */
  private property(ctx: Context, object: Pending, descriptor?: Descriptor): void {
    const start = this.start;
    let kind = '';
    let async = false;
    let generator = false;
    if (this.type === NAME && (this.is('async') || this.is('get') || this.is('set'))) {
      const word = this.word();
      const ahead = this.peek();
      if (startsKey(ahead.type) && !(word === 'async' && ahead.nl)) {
        if (word === 'async') async = true;
        else kind = word;
        this.next();
      }
    }
    if (this.eat(STAR)) generator = true;
    const keyType = this.type;
    const key = this.propertyKey(ctx);
    // In a property descriptor, `get`, `set` and `value` are the property's.
    const described = descriptor && !kind && keyType !== BRACKET_L && (key === 'get' || key === 'set' || key === 'value') ? descriptor : undefined;
    if (described && (this.type === PAREN_L || (this.type === LT && this.dialect.typescript))) {
      const slot = this.reserve();
      const inner: Context = { scope: described.name, self: described.owner ?? this.selfOr(ctx.self, described.name) };
      if (!this.functionRest(inner, async, generator)) throw UNSURE;
      this.units[slot] = { name: key === 'value' ? described.name : `${key} ${described.name}`, start, end: this.lastEnd };
      return;
    }
    if (this.type === PAREN_L || (this.type === LT && this.dialect.typescript)) {
      const objectName = (object.mark ||= this.newMark());
      const name = qualify(objectName, key);
      const slot = this.reserve();
      const inner: Context = { scope: name, self: objectName };
      if (!this.functionRest(inner, async, generator)) throw UNSURE;
      this.units[slot] = { name: kind ? `${kind} ${name}` : name, start, end: this.lastEnd };
      return;
    }
    if (kind || async || generator) throw UNSURE;
    if (this.eat(COLON)) {
      const value = this.maybeAssign(ctx);
      if (described && (key === 'value' || isBareFunction(value))) {
        const slot = value.pending?.slot ?? -1;
        this.bind(value, ctx, described.name, start, this.lastEnd, described.owner);
        if (key !== 'value') this.units[slot] = { ...this.units[slot]!, name: `${key} ${described.name}` };
        this.discard(value, ctx);
        return;
      }
      if (this.names(value)) {
        const objectName = (object.mark ||= this.newMark());
        this.bind(value, ctx, qualify(objectName, key), start, this.lastEnd, objectName);
      }
      this.discard(value, ctx);
      return;
    }
    // Shorthand, perhaps with a default (a destructuring target).
    if (keyType !== NAME) throw UNSURE;
    if (this.eat(EQ)) this.discard(this.maybeAssign(ctx), ctx);
  }

  // --- JSX ---

  private jsxOrGenericArrow(ctx: Context): Expr {
    const start = this.start;
    if (this.dialect.typescript) {
      // `<T,>(x) =>` and `<T extends U>(x) =>` in .tsx: type parameters, not an element.
      const ahead = this.peek();
      if (ahead.type === NAME) {
        const saved = this.state();
        this.next();
        this.next();
        const generic = this.type === COMMA || this.is('extends');
        this.restore(saved);
        if (generic) {
          this.typeParameters();
          return this.arrowFunction(ctx, start, false);
        }
      }
    }
    this.jsxElement(ctx, start);
    return { kind: K_OTHER, start, end: this.lastEnd, outer: start };
  }

  /** A JSX element whose `<` is at `start`; ends with the token after it read. */
  private jsxElement(ctx: Context, start: number): void {
    this.pos = this.end = this.jsxEnd(ctx, start);
    this.next();
  }

  /** The index just past the JSX element whose `<` is at `i`. */
  private jsxEnd(ctx: Context, i: number): number {
    const { text } = this;
    const n = text.length;
    i = this.jsxTag(ctx, i);
    if (i < 0) return -i; // self-closing
    for (;;) {
      if (i >= n) throw UNSURE;
      const c = text.charCodeAt(i);
      if (c === 123) {
        i = this.jsxExpression(ctx, i);
      } else if (c === 60) {
        let j = i + 1;
        while (isJsxSpace(text.charCodeAt(j))) j++;
        if (text.charCodeAt(j) === 47) { // the closing tag
          const close = text.indexOf('>', j);
          if (close < 0) throw UNSURE;
          return close + 1;
        }
        i = this.jsxEnd(ctx, i);
      } else if (c === 62 || c === 125) {
        throw UNSURE;
      } else {
        i++;
      }
    }
  }

  /** `{expression}` (or `{...spread}`, or `{}` holding a comment) from its `{` at `i`: the index after its `}`. */
  private jsxExpression(ctx: Context, i: number): number {
    this.pos = this.end = i + 1;
    this.next();
    if (this.type !== BRACE_R) {
      this.eat(ELLIPSIS);
      const noIn = this.noIn;
      this.noIn = false;
      this.discard(this.expression(ctx), ctx);
      this.noIn = noIn;
    }
    if (this.type !== BRACE_R) throw UNSURE;
    return this.start + 1;
  }

  /** The opening tag from `<` at `i`: the index after its `>`, or minus the index after `/>`. */
  private jsxTag(ctx: Context, i: number): number {
    const { text } = this;
    const n = text.length;
    i++;
    let named = false;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isJsxSpace(c)) {
        i++;
      } else if (c === 47 && text.charCodeAt(i + 1) === 62) {
        return -(i + 2);
      } else if (c === 62) {
        return i + 1;
      } else if (c === 123) {
        i = this.jsxExpression(ctx, i);
      } else if (c === 34 || c === 39) {
        const close = text.indexOf(text[i], i + 1);
        if (close < 0) throw UNSURE;
        i = close + 1;
      } else if (c === 47 && (text.charCodeAt(i + 1) === 47 || text.charCodeAt(i + 1) === 42)) {
        this.pos = i;
        this.skipSpace();
        i = this.pos;
      } else if (c === 60 && this.dialect.typescript && named) {
        // Type arguments of a component: `<Select<Option> ...>`.
        this.pos = this.end = i;
        this.next();
        this.typeArguments();
        i = this.start;
      } else if (isJsxNamePart(c) || c === 61) {
        named = true;
        i++;
      } else {
        throw UNSURE;
      }
    }
    throw UNSURE;
  }

  // ---------------------------------------------------------------------------------------------
  // Assignment targets

  /** estree.ts's targetName() of the target text[start, end): `f`, `obj.m`, `Foo.prototype.bar` as `Foo.bar`, `this.x`. */
  private targetName(start: number, end: number, ctx: Context): string | undefined {
    const chain = this.chain(start, end);
    if (!chain) return undefined;
    const [root, path] = chain;
    const members = path.filter((segment) => segment !== 'prototype').join('.');
    if (root === 'this') return qualify(ctx.self, members);
    if (!isIdentStart(root.charCodeAt(0)) || root === 'super') return undefined;
    return qualify(ctx.scope, qualify(root, members));
  }

  /**
   * The root and members of the member chain text[start, end) (`a.b['c'][0]`, parentheses
   * anywhere around its head, which acorn drops), or undefined when it is some other expression.
   */
  private chain(start: number, end: number): [string, string[]] | undefined {
    this.uncommented(start, end);
    const { text } = this;
    let i = skipBlank(text, start, end);
    let head: [string, string[]] | undefined;
    if (text.charCodeAt(i) === 40) {
      // The group's end: the `)` that balances it.
      let depth = 0;
      let close = -1;
      for (let k = i; k < end; k++) {
        const c = text.charCodeAt(k);
        if (c === 34 || c === 39 || c === 96) return undefined;
        if (c === 40) depth++;
        else if (c === 41 && --depth === 0) {
          close = k;
          break;
        }
      }
      if (close < 0) return undefined;
      head = this.chain(i + 1, close);
      if (!head) return undefined;
      i = skipBlank(text, close + 1, end);
    } else {
      const wordEnd = scanWord(text, i, end);
      if (wordEnd === i) return undefined;
      head = [text.slice(i, wordEnd), []];
      i = skipBlank(text, wordEnd, end);
    }
    const path = [...head[1]];
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c === 46) {
        i = skipBlank(text, i + 1, end);
        const hash = text.charCodeAt(i) === 35;
        const e = scanWord(text, hash ? i + 1 : i, end);
        if (e === i) return undefined;
        path.push(text.slice(i, e));
        i = skipBlank(text, e, end);
      } else if (c === 91) {
        i = skipBlank(text, i + 1, end);
        const q = text.charCodeAt(i);
        let e: number;
        if (q === 34 || q === 39) {
          e = this.stringEnd(i);
          path.push(literalKey(stringValue(text, i, e)));
        } else if ((q >= 48 && q <= 57) || q === 46) {
          e = numberEnd(text, i);
          const value = numberValue(text.slice(i, e));
          if (typeof value !== 'number') return undefined;
          path.push(literalKey(value));
        } else {
          return undefined;
        }
        i = skipBlank(text, e, end);
        if (text.charCodeAt(i) !== 93) return undefined;
        i = skipBlank(text, i + 1, end);
      } else {
        return undefined;
      }
    }
    return [head[0], path];
  }

  // ---------------------------------------------------------------------------------------------
  // Types: read only to be skipped, closely enough to know where each ends.

  private type_(): void {
    if (this.functionTypeAhead()) {
      this.functionType();
      return;
    }
    if (this.is('new') || (this.is('abstract') && this.peekIs('new'))) {
      if (this.is('abstract')) this.next();
      this.next();
      this.functionType();
      return;
    }
    this.unionType();
    if (!this.nl && this.is('extends')) {
      this.next();
      if (this.functionTypeAhead()) this.functionType();
      else this.unionType();
      this.expect(QUESTION);
      this.type_();
      this.expect(COLON);
      this.type_();
    }
  }

  private returnType(): void {
    // Type predicates: `x is T`, `asserts x`, `asserts x is T`, `this is T`.
    if (this.is('asserts') && this.peek().type === NAME && !this.peek().nl) {
      this.next();
      this.next();
      if (this.is('is') && !this.nl) {
        this.next();
        this.type_();
      }
      return;
    }
    if (this.type === NAME && this.peekIs('is') && !this.peek().nl) {
      this.next();
      this.next();
      this.type_();
      return;
    }
    this.type_();
  }

  /** `<T>(...) =>`, `(...) =>`: a function type, told from a parenthesized type by what follows its `(`. */
  private functionTypeAhead(): boolean {
    if (this.type === LT) return true;
    if (this.type !== PAREN_L) return false;
    const saved = this.state();
    this.next();
    let result: boolean;
    if (this.type === PAREN_R || this.type === ELLIPSIS) {
      result = true;
    } else if (this.type === NAME || this.is('this')) {
      this.next();
      result = this.type === COLON || this.type === COMMA || this.type === QUESTION || this.type === EQ
        || (this.type === PAREN_R && (this.next(), this.type === ARROW));
    } else if (this.type === BRACE_L || this.type === BRACKET_L) {
      this.restore(saved);
      this.next();
      this.skipBalanced();
      result = this.type === COLON || this.type === COMMA || this.type === QUESTION || this.type === EQ
        || (this.type === PAREN_R && (this.next(), this.type === ARROW));
    } else {
      result = false;
    }
    this.restore(saved);
    return result;
  }

  private functionType(): void {
    if (this.type === LT) this.typeParameters();
    this.typeParameterList();
    this.expect(ARROW);
    this.returnType();
  }

  /** The parameters of a function type or a signature: names or patterns, each with `?` and a type. */
  private typeParameterList(): void {
    this.expect(PAREN_L);
    const scratch: Context = { scope: '', self: '' };
    const saved = this.units.length;
    while (this.type !== PAREN_R) {
      this.eat(ELLIPSIS);
      if (this.is('this')) this.next();
      else this.bindingTarget(scratch);
      this.eat(QUESTION);
      if (this.eat(COLON)) this.type_();
      if (!this.eat(COMMA)) break;
    }
    this.units.length = saved;
    this.expect(PAREN_R);
  }

  /** `{ members }` of an object type or an interface, separated by `;`, `,` or line breaks. */
  private objectType(): void {
    this.expect(BRACE_L);
    while (this.type !== BRACE_R) {
      this.typeMember();
      if (!this.eat(SEMI) && !this.eat(COMMA) && this.type !== BRACE_R && !this.nl) throw UNSURE;
    }
    this.next();
  }

  private typeMember(): void {
    // Call and construct signatures.
    if (this.type === PAREN_L || this.type === LT) {
      this.signature();
      return;
    }
    if (this.is('new') && (this.peek().type === PAREN_L || this.peek().type === LT)) {
      this.next();
      this.signature();
      return;
    }
    // Modifiers: `readonly`, a mapped type's `+readonly` / `-readonly`, accessors.
    if (this.type === PLUS_MINUS) this.next();
    for (;;) {
      if (!(this.is('readonly') || this.is('get') || this.is('set'))) break;
      const ahead = this.peek().type;
      if (!startsKey(ahead) || ahead === STAR) break;
      this.next();
    }
    if (this.type === BRACKET_L) {
      const ahead = this.peek();
      const saved = this.state();
      this.next();
      if (ahead.type === NAME && this.peek().type === COLON) { // an index signature
        this.next();
        this.next();
        this.type_();
        this.expect(BRACKET_R);
      } else if (ahead.type === NAME && this.peekIs('in')) { // a mapped type
        this.next();
        this.next();
        this.type_();
        if (this.is('as')) {
          this.next();
          this.type_();
        }
        this.expect(BRACKET_R);
      } else { // a computed key
        this.restore(saved);
        this.skipBalanced();
      }
    } else if (this.type === NAME || this.type === STRING || this.type === NUM || this.type === PRIVATE) {
      this.next();
    } else {
      throw UNSURE;
    }
    if (this.type === PLUS_MINUS) this.next();
    this.eat(QUESTION);
    if (this.type === PAREN_L || this.type === LT) {
      this.signature();
      return;
    }
    if (this.eat(COLON)) this.type_();
  }

  /** Type parameters, parameters and return type of a method or call signature. */
  private signature(): void {
    if (this.type === LT) this.typeParameters();
    this.typeParameterList();
    if (this.eat(COLON)) this.returnType();
  }

  /** `[A, B?, ...C[]]`, elements perhaps named: `[a: A, b?: B]`. */
  private tupleType(): void {
    this.expect(BRACKET_L);
    while (this.type !== BRACKET_R) {
      this.eat(ELLIPSIS);
      if (this.type === NAME && (this.peek().type === COLON || this.peek().type === QUESTION) && this.namedMember()) {
        this.eat(QUESTION);
        this.expect(COLON);
      }
      this.type_();
      this.eat(QUESTION);
      if (!this.eat(COMMA)) break;
    }
    this.expect(BRACKET_R);
  }

  /** At a name followed by `:` or `?`: whether it names a tuple element (`a: T`, `a?: T`), not a type (`a?`). */
  private namedMember(): boolean {
    const saved = this.state();
    this.next();
    this.eat(QUESTION);
    const named = this.type === COLON;
    this.restore(saved);
    if (named) this.next();
    return named;
  }

  private unionType(): void {
    if (this.type === BINARY && this.isBar()) this.next();
    this.intersectionType();
    while (this.type === BINARY && this.isBar()) {
      this.next();
      this.intersectionType();
    }
  }

  private isBar(): boolean {
    return this.end - this.start === 1 && (this.text.charCodeAt(this.start) === 124 || this.text.charCodeAt(this.start) === 38);
  }

  private intersectionType(): void {
    this.operatorType();
  }

  private operatorType(): void {
    if (this.type === NAME && (this.is('keyof') || this.is('unique') || this.is('readonly'))) {
      const ahead = this.peek();
      if (startsType(ahead.type)) {
        this.next();
        this.operatorType();
        return;
      }
    }
    if (this.is('infer')) {
      this.next();
      this.expect(NAME);
      if (this.is('extends') && !this.nl) {
        // `infer U extends X ? ...`: a constraint only when no `?` follows it.
        const saved = this.state();
        try {
          this.next();
          this.unionType();
          if (this.type === QUESTION) this.restore(saved);
        } catch (err) {
          if (err !== UNSURE) throw err;
          this.restore(saved);
        }
      }
      return;
    }
    this.primaryType();
    // `T[]`, `T[K]`.
    while (!this.nl && this.type === BRACKET_L) {
      this.next();
      if (this.type !== BRACKET_R) this.type_();
      this.expect(BRACKET_R);
    }
  }

  private primaryType(): void {
    switch (this.type) {
      case NAME: {
        if (this.is('typeof')) {
          this.next();
          if (this.is('import')) {
            this.next();
            this.skipBalanced();
          } else {
            this.next();
          }
          while (this.type === DOT) {
            this.next();
            this.next();
          }
          if (this.type === LT && !this.nl) this.typeArguments();
          return;
        }
        if (this.is('import') && this.peek().type === PAREN_L) {
          this.next();
          this.skipBalanced();
        } else {
          this.next();
        }
        while (this.type === DOT) {
          this.next();
          if (this.type !== NAME) throw UNSURE;
          this.next();
        }
        if (this.type === LT && !this.nl) this.typeArguments();
        return;
      }
      case STRING: case NUM: case TEMPLATE:
        this.next();
        return;
      case TEMPLATE_HEAD:
        while (this.type === TEMPLATE_HEAD) {
          this.next();
          this.type_();
          if (this.type !== BRACE_R) throw UNSURE;
          this.readTemplate(this.start + 1);
          this.end = this.pos;
        }
        this.expect(TEMPLATE);
        return;
      case PLUS_MINUS:
        this.next();
        this.expect(NUM);
        return;
      case BRACE_L:
        this.objectType();
        return;
      case BRACKET_L:
        this.tupleType();
        return;
      case PAREN_L:
        this.next();
        this.type_();
        this.expect(PAREN_R);
        return;
      default:
        throw UNSURE;
    }
  }

  /** `<T extends U = V, ...>` after a name or before parameters. */
  private typeParameters(): void {
    this.expect(LT);
    if (this.closesAngle()) throw UNSURE; // `<>`
    while (!this.closesAngle()) {
      while (this.type === NAME && (this.is('in') || this.is('out') || this.is('const')) && this.peek().type === NAME) this.next();
      this.expect(NAME);
      if (this.is('extends')) {
        this.next();
        this.type_();
      }
      if (this.eat(EQ)) this.type_();
      if (!this.eat(COMMA)) break;
    }
    if (!this.closesAngle()) throw UNSURE;
    this.next();
  }

  private typeArguments(): void {
    if (this.type !== LT) throw UNSURE;
    this.next();
    if (this.closesAngle()) throw UNSURE; // `<>`
    while (!this.closesAngle()) {
      this.type_();
      if (!this.eat(COMMA)) break;
    }
    if (!this.closesAngle()) throw UNSURE;
    this.next();
  }

  /** A `>` (the tokenizer reads them one at a time). */
  private closesAngle(): boolean {
    return this.type === GT;
  }

  /** Skips a bracketed group from its opening token, tokens inside read as they come (types hold no regular expressions). */
  private skipBalanced(): void {
    let depth = 0;
    for (;;) {
      const type = this.type;
      if (type === PAREN_L || type === BRACKET_L || type === BRACE_L) {
        depth++;
      } else if (type === PAREN_R || type === BRACKET_R || type === BRACE_R) {
        depth--;
      } else if (type === TEMPLATE_HEAD) {
        // A template type inside: skip its fields as types.
        this.primaryType();
        continue;
      } else if (type === EOF) {
        throw UNSURE;
      }
      this.next();
      if (depth === 0) return;
    }
  }
}

const K_ASSIGNED: number = 7;

/** An assignment whose statement binds it. */
interface Assigned extends Expr {
  target: string;
  value: Expr;
}

// TypeScript's modifiers of members and constructor parameters.
function isModifier(word: string): boolean {
  return word === 'public' || word === 'private' || word === 'protected' || word === 'readonly' || word === 'override'
    || word === 'declare' || word === 'abstract' || word === 'static' || word === 'accessor';
}

/** A token that may start a member's key (so the word before it is a modifier). */
function startsKey(type: number): boolean {
  return type === NAME || type === STRING || type === NUM || type === BRACKET_L || type === PRIVATE || type === STAR;
}

function startsExpression(type: number): boolean {
  return type === NAME || type === NUM || type === STRING || type === TEMPLATE || type === TEMPLATE_HEAD || type === PAREN_L
    || type === BRACKET_L || type === BRACE_L || type === PLUS_MINUS || type === BANG || type === TILDE || type === INC_DEC
    || type === LT || type === SLASH || type === PRIVATE || type === AT;
}

function startsType(type: number): boolean {
  return type === NAME || type === STRING || type === NUM || type === BRACE_L || type === BRACKET_L || type === PAREN_L
    || type === TEMPLATE || type === TEMPLATE_HEAD || type === PLUS_MINUS;
}

// What may follow `declare`.
const DECLARABLE = new Set(['var', 'let', 'const', 'function', 'class', 'enum', 'namespace', 'module', 'global', 'type', 'interface', 'abstract', 'async', 'export']);

// Calls that schedule a function rather than wrap it: their value is a handle (as in estree.ts).
const SCHEDULERS = new Set(['setTimeout', 'setInterval', 'setImmediate', 'requestAnimationFrame', 'requestIdleCallback', 'queueMicrotask']);

// Reserved words that are operands.
const VALUE_WORDS = new Set(['this', 'null', 'true', 'false', 'super']);

// Words that are never names (in sloppy scripts either), so a name there is a syntax error.
const RESERVED = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with',
  // Names only in sloppy scripts, and then hardly ever: acorn, reading modules first, decides.
  'yield', 'let', 'static', 'implements', 'interface', 'package', 'private', 'protected', 'public',
]);

// RESERVED by length, for isReservedAt().
const RESERVED_BY_LENGTH: string[][] = [];
for (const word of RESERVED) (RESERVED_BY_LENGTH[word.length] ??= []).push(word);

/** Whether text[start, start + length) is a reserved word, without slicing it. */
function isReservedAt(text: string, start: number, length: number): boolean {
  const words = RESERVED_BY_LENGTH[length];
  if (!words) return false;
  const c = text.charCodeAt(start);
  if (c < 97 || c > 121) return false;
  for (const word of words) if (word.charCodeAt(0) === c && text.startsWith(word, start)) return true;
  return false;
}

function isBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

function isJsxSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function isJsxNamePart(c: number): boolean {
  return isIdentPart(c) || c === 45 || c === 58 || c === 46;
}

function skipBlank(text: string, i: number, end: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? end : close + 2;
    } else if (c === 47 && text.charCodeAt(i + 1) === 47) {
      while (i < end && !isBreak(text.charCodeAt(i))) i++;
    } else break;
  }
  return i;
}

function scanWord(text: string, i: number, end: number): number {
  if (i >= end || !isIdentStart(text.charCodeAt(i))) return i;
  i++;
  while (i < end && isIdentPart(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Index past the number starting at `i` (a digit, or `.` and a digit): `0x1f`, `0o7`, `0b1`,
 * `1_000`, `1.5e-3`, `10n`. A name or a digit right after it is an error, as acorn says.
 */
function numberEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const radix = c === 48 ? text.charCodeAt(i + 1) | 32 : 0;
  if (radix === 120 || radix === 111 || radix === 98) {
    i += 2;
    while (isDigitOf(text.charCodeAt(i), radix) || text.charCodeAt(i) === 95) i++;
    if (text.charCodeAt(i) === 110) i++;
  } else {
    i = digits(text, i);
    let integer = true;
    if (text.charCodeAt(i) === 46) {
      integer = false;
      i = digits(text, i + 1);
    }
    const e = text.charCodeAt(i) | 32;
    if (e === 101) {
      integer = false;
      i++;
      if (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 45) i++;
      const from = i;
      i = digits(text, i);
      if (i === from) throw UNSURE;
    }
    if (integer && text.charCodeAt(i) === 110) i++;
  }
  const next = text.charCodeAt(i);
  if ((next >= 48 && next <= 57) || isIdentStart(next)) throw UNSURE;
  return i;
}

function digits(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 95) i++;
    else return i;
  }
}

function isDigitOf(c: number, radix: number): boolean {
  if (radix === 120) return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);
  if (radix === 111) return c >= 48 && c <= 55;
  return c === 48 || c === 49;
}

/** A numeric literal's value as acorn reads it; a bigint's digits as a string. */
function numberValue(raw: string): number | string {
  const text = raw.replace(/_/g, '');
  if (text.endsWith('n')) return String(BigInt(text.slice(0, -1)));
  if (/^0[0-7]+$/.test(text)) return parseInt(text, 8);
  if (/^0\d+$/.test(text)) return parseInt(text, 10);
  const value = Number(text);
  if (Number.isNaN(value)) throw UNSURE;
  return value;
}

/** The value of the string literal text[start, end), escapes resolved. */
function stringValue(text: string, start: number, end: number): string {
  const body = text.slice(start + 1, end - 1);
  if (!body.includes('\\')) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const d = body[++i];
    switch (d) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'v': out += '\v'; break;
      case '\r': if (body[i + 1] === '\n') i++; break;
      case '\n': case '\u2028': case '\u2029': break;
      case 'x': out += String.fromCharCode(parseInt(body.slice(i + 1, i + 3), 16)); i += 2; break;
      case 'u':
        if (body[i + 1] === '{') {
          const close = body.indexOf('}', i);
          out += String.fromCodePoint(parseInt(body.slice(i + 2, close), 16));
          i = close;
        } else {
          out += String.fromCharCode(parseInt(body.slice(i + 1, i + 5), 16));
          i += 4;
        }
        break;
      default:
        if (d >= '0' && d <= '7') {
          if (d === '0' && !(body[i + 1] >= '0' && body[i + 1] <= '9')) {
            out += '\0';
            break;
          }
          throw UNSURE; // legacy octal escapes
        }
        out += d;
    }
  }
  return out;
}

// A key that is not an identifier keeps its brackets, as estree.ts writes it.
function literalKey(value: string | number): string {
  return typeof value === 'string' && /^[A-Za-z_$][\w$]*$/.test(value) ? value : `[${JSON.stringify(value)}]`;
}
