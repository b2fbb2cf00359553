import { isBlank, isSpace, isWordChar } from '../../lexers/chars.js';
import type { Unit } from '../lines.js';

// PHP's units found by one scan of the text, giving what the tree-sitter splitter (../php.ts)
// gives, many times as fast as tree-sitter parses. The scan skips what is not code (text outside
// `<?php ... ?>`, comments, strings, heredocs and nowdocs, reading `{$...}` in them as code) and
// keeps a stack of brackets: a `function` is a unit when a body follows its signature (not an
// abstract or interface method, not `use function`), named after the class, interface, trait or
// enum whose body holds it and after the units around it; a method starts at its first attribute or
// modifier; a closure or arrow function assigned to `$name` is the unit `$name`, spanning its
// statement when the assignment is one. Anything it does not follow (a closer that matches nothing,
// something left open, an arrow function that is not a statement of its own) gives undefined, and
// the file goes to tree-sitter.

/** Thrown when the text holds something the scan does not follow; caught by phpUnits(). */
const UNSURE = new Error('unsure');

const CLASS_BODY = 1; // `{ ... }` of a class, interface, trait or enum, named or anonymous
const UNIT = 2; // a unit's body
const OTHER = 3;

interface Entry {
  kind: number;
  close: number;
  /** The qualified name of what is held (named classes and units). */
  name?: string;
  unit?: Unit;
  /** A class body: where its current member started (its first attribute or modifier), -1 between members. */
  memberStart?: number;
  /** A closure bound to a name: whether its assignment is a statement of its own (ending at `;`). */
  statement?: boolean;
}

/** A declaration waiting for its `{`: a class-like (`name` undefined when anonymous) or a function. */
interface Pending {
  depth: number;
  name?: string;
  /** A function's unit: its start (undefined for a class-like). */
  start?: number;
  /** A closure bound to a name. */
  closure?: { statement: boolean };
  /** An anonymous closure: its body is looked through. */
  anonymous?: boolean;
}

/** The units of a PHP text, or undefined when the scan cannot be sure of them (the caller parses). */
export function phpUnits(text: string): Unit[] | undefined {
  try {
    return new PhpFinder(text).units();
  } catch (err) {
    if (err === UNSURE) return undefined;
    throw err;
  }
}

// Tokens the statement logic looks back at.
const T_NONE = 0;
const T_BOUNDARY = 1; // `;`, `{`, `}`, an opening tag, `else`: a statement may start after it
const T_MEMBER = 2; // `->`, `?->`, `::`: a member name follows
const T_VARIABLE = 3;
const T_OTHER = 4;
const T_ASSIGN = 5; // `=` after a variable that may be bound
const T_NEW = 7;
const T_USE = 8;
const T_CLOSE_PAREN = 9;
const T_COLON = 10;
const T_ATTRIBUTE = 11; // `]` closing `#[...]`
const T_DECLARES = 12; // `static`, `global`, `var` and visibility before a variable: no assignment to bind

const KEYWORDS = ['function', 'fn', 'class', 'interface', 'trait', 'enum', 'static', 'new', 'use', 'else', 'global', 'var', 'public', 'private', 'protected', 'readonly', '__halt_compiler'];
/** The keywords above by their first letter (lower case), so a word is looked up without cutting it from the text. */
const BY_FIRST: string[][] = Array.from({ length: 128 }, () => []);
for (const keyword of KEYWORDS) BY_FIRST[keyword.charCodeAt(0) | 32].push(keyword);

// Brackets other than class and unit bodies hold nothing of their own: one shared entry each.
const PAREN: Entry = Object.freeze({ kind: OTHER, close: 41 });
const BRACKET: Entry = Object.freeze({ kind: OTHER, close: 93 });
const ATTRIBUTE: Entry = Object.freeze({ kind: OTHER, close: -93 });
const BRACE: Entry = Object.freeze({ kind: OTHER, close: 125 });

class PhpFinder {
  private readonly to: number;
  private readonly found: Unit[] = [];
  private readonly stack: Entry[] = [];
  private last = T_BOUNDARY;
  /** Start of the token before the current one's: where a variable bound by `=` started. */
  private variableStart = -1;
  private variableEnd = -1;
  private variableAfter = T_NONE;
  /** The assignment just read, when it may bind a closure. */
  private assigned: { name: string; start: number; statement: boolean | undefined } | undefined;
  private pending: Pending | undefined;
  /** An arrow function bound to a name, ending with its statement at this depth. */
  private arrow: { unit: Unit; depth: number; units: number } | undefined;
  /** Where the attributes before the next token started, when the last token closed one. */
  private attributesStart = -1;

  constructor(private readonly text: string) {
    this.to = text.length;
  }

  units(): Unit[] {
    let i = this.html(0);
    while (i < this.to) i = this.html(this.code(i, false));
    if (this.stack.length > 0 || this.pending || this.arrow) throw UNSURE;
    return this.found;
  }

  /** Text outside PHP from `i`: the index past the next opening tag, or the end. */
  private html(i: number): number {
    const { text, to } = this;
    for (;;) {
      const open = text.indexOf('<?', i);
      if (open < 0) return to;
      if (text.startsWith('=', open + 2)) return this.opened(open + 3);
      if (text.slice(open + 2, open + 5).toLowerCase() === 'php' && (open + 5 === to || isSpace(text.charCodeAt(open + 5)))) return this.opened(open + 5);
      i = open + 2;
    }
  }

  private opened(i: number): number {
    this.last = T_BOUNDARY;
    return i;
  }

  /** Code from `i` to a closing tag (returns past it) or, in `{$...}` (`interpolation`), past the closing brace. */
  private code(i: number, interpolation: boolean): number {
    const { text, to, stack } = this;
    const base = stack.length;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        i++;
        continue;
      }
      if (c === 35 || (c === 47 && text.charCodeAt(i + 1) === 47)) {
        if (c === 35 && text.charCodeAt(i + 1) === 91) {
          // `#[...]`: attributes, code.
          if (this.last !== T_ATTRIBUTE) this.attributesStart = i;
          this.member(i);
          this.push(ATTRIBUTE);
          this.last = T_OTHER;
          i += 2;
          continue;
        }
        const end = this.lineComment(i);
        if (end < 0) return this.closeTag(-end - 1);
        i = end;
        continue;
      }
      if (c === 47 && text.charCodeAt(i + 1) === 42) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) throw UNSURE;
        i = end + 2;
        continue;
      }
      if (c === 63 && text.charCodeAt(i + 1) === 62) {
        if (interpolation) throw UNSURE;
        return this.closeTag(i);
      }
      const start = i;
      this.member(start);
      if (isWordChar(c) || c === 92) {
        let j = i + 1;
        while (j < to && (isWordChar(text.charCodeAt(j)) || text.charCodeAt(j) === 92)) j++;
        this.word(start, j);
        i = this.afterWord ?? j;
        this.afterWord = undefined;
        continue;
      }
      const next = text.charCodeAt(i + 1);
      let kind = T_OTHER;
      switch (c) {
        case 36: { // $
          let j = i + 1;
          while (j < to && isWordChar(text.charCodeAt(j))) j++;
          if (j === i + 1) {
            kind = T_MEMBER; // `$$x`, `${...}`: no variable `=` may bind
            break;
          }
          const after = this.last;
          this.variableStart = start;
          this.variableEnd = j;
          this.variableAfter = after;
          this.last = T_VARIABLE;
          i = j;
          continue;
        }
        case 39: // '
          i = this.singleQuoted(i + 1);
          this.last = T_OTHER;
          continue;
        case 34: // "
        case 96: // `
          i = this.doubleQuoted(i + 1, c);
          this.last = T_OTHER;
          continue;
        case 60: // <<<
          if (next === 60 && text.charCodeAt(i + 2) === 60) {
            i = this.heredoc(i + 3);
            this.last = T_OTHER;
            continue;
          }
          break;
        case 61: // =
          if (next === 61 || next === 62) break;
          if (this.last === T_VARIABLE && this.variableAfter !== T_MEMBER && this.variableAfter !== T_DECLARES) {
            const after = this.variableAfter;
            // After `:` (`case 1:`, `else:` or a ternary) whether it is a statement is not told apart here.
            const statement = after === T_COLON ? undefined : after === T_BOUNDARY || after === T_CLOSE_PAREN;
            this.assigned = { name: text.slice(this.variableStart, this.variableEnd), start: this.variableStart, statement };
            this.last = T_ASSIGN;
            i++;
            continue;
          }
          break;
        case 45: // ->
          if (next === 62) {
            i += 2;
            this.last = T_MEMBER;
            continue;
          }
          break;
        case 63: // ?->
          if (next === 45 && text.charCodeAt(i + 2) === 62) {
            i += 3;
            this.last = T_MEMBER;
            continue;
          }
          break;
        case 58: // ::
          if (next === 58) {
            i += 2;
            this.last = T_MEMBER;
            continue;
          }
          kind = T_COLON;
          break;
        case 123: // {
          this.openBrace(interpolation && stack.length === base);
          i++;
          this.last = T_BOUNDARY;
          continue;
        case 125: // }
          if (interpolation && stack.length === base) return i + 1;
          this.closeBrace(i + 1);
          i++;
          this.last = T_BOUNDARY;
          continue;
        case 40: // (
          this.push(PAREN);
          break;
        case 91: // [
          this.push(BRACKET);
          break;
        case 41: // )
          this.pop(41);
          kind = T_CLOSE_PAREN;
          break;
        case 93: { // ]
          const top = stack[stack.length - 1];
          this.pop(top?.close === -93 ? -93 : 93);
          if (top?.close === -93) kind = T_ATTRIBUTE;
          break;
        }
        case 59: // ;
          this.semicolon(i + 1);
          i++;
          this.last = T_BOUNDARY;
          continue;
      }
      i++;
      this.last = kind;
    }
    if (interpolation) throw UNSURE;
    return to;
  }

  /** Set by word() when it read on past the word. */
  private afterWord: number | undefined;

  /** At a token starting at `i`: in a class body, the first token of a member starts it. */
  private member(i: number): void {
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === CLASS_BODY && top.memberStart! < 0) top.memberStart = i;
  }

  /** A word (a name, a keyword, a namespaced name) from `start` to `end`. */
  private word(start: number, end: number): void {
    const { text } = this;
    const before = this.last;
    this.last = T_OTHER;
    if (before === T_MEMBER) return;
    const word = keywordAt(text, start, end);
    if (word === undefined) return;
    const attributes = before === T_ATTRIBUTE ? this.attributesStart : -1;
    switch (word) {
      case 'function':
      case 'fn':
        this.function(start, end, word === 'fn', before, attributes);
        return;
      case 'class':
      case 'interface':
      case 'trait':
      case 'enum': {
        if (before === T_NEW) {
          this.pending = { depth: this.stack.length };
          return;
        }
        const { name, end: nameEnd } = this.nameAt(end);
        // `enum` is a keyword only before a name and `{`, `:` or `implements`.
        if (word === 'enum' && !(name && /^\s*(?:[{:]|implements\b)/i.test(text.slice(nameEnd, nameEnd + 12)))) return;
        if (!name) return;
        this.pending = { depth: this.stack.length, name: this.qualified(name) };
        return;
      }
      case 'static':
        this.last = before === T_ASSIGN ? T_ASSIGN : T_DECLARES; // `$f = static fn`, `static $x`, `static::`
        return;
      case 'global':
      case 'var':
      case 'public':
      case 'private':
      case 'protected':
      case 'readonly':
        this.last = T_DECLARES;
        return;
      case 'new':
        this.last = T_NEW;
        return;
      case 'use':
        this.last = T_USE;
        return;
      case 'else':
        this.last = T_BOUNDARY;
        return;
      case '__halt_compiler':
        throw UNSURE;
    }
  }

  /** `function` or `fn` from `start` to `end`, after a token of kind `before`. */
  private function(start: number, end: number, arrow: boolean, before: number, attributes: number): void {
    const { text } = this;
    if (before === T_USE) return; // `use function Foo\bar;`
    let i = end;
    while (isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === 38) for (i++; isSpace(text.charCodeAt(i));) i++; // returns by reference
    const depth = this.stack.length;
    const bound = before === T_ASSIGN ? this.assigned : undefined;
    this.assigned = undefined;
    if (bound && bound.statement === undefined) throw UNSURE;
    if (text.charCodeAt(i) === 40) {
      // A closure or an arrow function: a unit when assigned to a variable.
      if (arrow) {
        if (!bound) return;
        if (!bound.statement) throw UNSURE; // it ends where its expression does
        if (this.arrow) throw UNSURE;
        const unit = { name: this.qualified(bound.name), start: bound.start, end: bound.start };
        this.found.push(unit);
        this.arrow = { unit, depth, units: this.found.length };
        return;
      }
      this.pending = bound
        ? { depth, name: this.qualified(bound.name), start: bound.start, closure: { statement: bound.statement! } }
        : { depth, anonymous: true };
      return;
    }
    if (arrow) return;
    const { name, end: nameEnd } = this.nameAt(i);
    if (!name) return;
    let j = nameEnd;
    while (isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 40) return; // not a declaration
    this.afterWord = nameEnd; // the name may be a keyword: `function list()`
    const top = this.stack[this.stack.length - 1];
    const unitStart = top?.kind === CLASS_BODY ? top.memberStart! : attributes >= 0 ? attributes : start;
    this.pending = { depth, name: this.qualified(name), start: unitStart };
  }

  /** The name at `i` after blanks (a word), and its end; name '' when there is none. */
  private nameAt(i: number): { name: string; end: number } {
    const { text } = this;
    while (isSpace(text.charCodeAt(i))) i++;
    let j = i;
    while (isWordChar(text.charCodeAt(j))) j++;
    return { name: text.slice(i, j), end: j };
  }

  private qualified(name: string): string {
    for (let k = this.stack.length - 1; k >= 0; k--) {
      const scope = this.stack[k].name;
      if (scope !== undefined) return `${scope}.${name}`;
    }
    return name;
  }

  private push(entry: Entry): void {
    if (this.arrow && entry.kind !== OTHER) throw UNSURE;
    this.stack.push(entry);
  }

  private pop(close: number): Entry {
    const entry = this.stack.pop();
    if (!entry || entry.close !== close) throw UNSURE;
    return entry;
  }

  private openBrace(interpolated: boolean): void {
    const { pending } = this;
    if (!interpolated && pending && pending.depth === this.stack.length) {
      this.pending = undefined;
      if (pending.start === undefined) {
        this.push({ kind: CLASS_BODY, close: 125, name: pending.name, memberStart: -1 });
        return;
      }
      if (pending.anonymous) {
        this.push(BRACE);
        return;
      }
      if (this.arrow) throw UNSURE;
      const unit = { name: pending.name!, start: pending.start, end: pending.start };
      this.found.push(unit);
      this.push({ kind: UNIT, close: 125, name: pending.name, unit, statement: pending.closure?.statement });
      return;
    }
    this.push(BRACE);
  }

  private closeBrace(end: number): void {
    const entry = this.pop(125);
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === CLASS_BODY) top.memberStart = -1;
    if (!entry.unit) return;
    entry.unit.end = end;
    if (entry.statement === undefined) return;
    // A closure bound to a name: its assignment ends here, or its statement at the `;` after it.
    const after = this.nextToken(end);
    const c = this.text.charCodeAt(after);
    if (entry.statement) {
      if (c !== 59) throw UNSURE;
      entry.unit.end = after + 1;
      return;
    }
    if (c !== 41 && c !== 44 && c !== 93 && c !== 59) throw UNSURE;
  }

  /** `;` ending at `end`: a signature without a body, an arrow function's statement, a class member. */
  private semicolon(end: number): void {
    const depth = this.stack.length;
    if (this.pending && this.pending.depth === depth) this.pending = undefined;
    if (this.arrow && this.arrow.depth === depth) {
      if (this.found.length > this.arrow.units) throw UNSURE;
      this.arrow.unit.end = end;
      this.arrow = undefined;
    }
    const top = this.stack[depth - 1];
    if (top?.kind === CLASS_BODY) top.memberStart = -1;
  }

  /** `?>` at `i`: ends a statement as `;` does; returns past it. */
  private closeTag(i: number): number {
    if (this.arrow || (this.pending && this.pending.depth === this.stack.length)) throw UNSURE;
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === CLASS_BODY) top.memberStart = -1;
    this.last = T_BOUNDARY;
    return i + 2;
  }

  /** The next code token from `i`, comments skipped. */
  private nextToken(i: number): number {
    const { text, to } = this;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (isSpace(c)) i++;
      else if (c === 47 && text.charCodeAt(i + 1) === 42) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) return to;
        i = end + 2;
      } else if ((c === 35 && text.charCodeAt(i + 1) !== 91) || (c === 47 && text.charCodeAt(i + 1) === 47)) {
        const end = this.lineComment(i);
        if (end < 0) return -end - 1; // `?>` ends the comment
        i = end;
      } else return i;
    }
    return to;
  }

  /** A `//` or `#` comment at `i`: its end (the line break), or -1 - the offset of a `?>` that ends it and PHP with it. */
  private lineComment(i: number): number {
    const { text, to } = this;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) return i;
      if (c === 63 && text.charCodeAt(i + 1) === 62) return -i - 1;
    }
    return to;
  }

  private singleQuoted(i: number): number {
    const { text, to } = this;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 39) return i + 1;
    }
    throw UNSURE;
  }

  /** A `"` or backtick string from `i` (past the quote): past its end; `{$...}` and `${...}` in it are code. */
  private doubleQuoted(i: number, quote: number): number {
    const { text, to } = this;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (c === quote) return i + 1;
      else if ((c === 123 && text.charCodeAt(i + 1) === 36) || (c === 36 && text.charCodeAt(i + 1) === 123)) i = this.interpolation(i + 2) - 1;
    }
    throw UNSURE;
  }

  /** Code in a string from `i` to the matching `}`: returns past it. */
  private interpolation(i: number): number {
    const { last, variableStart, variableEnd, variableAfter, assigned, attributesStart } = this;
    const end = this.code(i, true);
    Object.assign(this, { last, variableStart, variableEnd, variableAfter, assigned, attributesStart });
    return end;
  }

  /** After `<<<`: a heredoc or nowdoc; returns past its closing marker. */
  private heredoc(i: number): number {
    const { text, to } = this;
    while (isBlank(text.charCodeAt(i))) i++;
    const q = text.charCodeAt(i);
    const quoted = q === 39 || q === 34;
    if (quoted) i++;
    const start = i;
    while (isWordChar(text.charCodeAt(i))) i++;
    const marker = text.slice(start, i);
    if (marker === '') throw UNSURE;
    if (quoted) {
      if (text.charCodeAt(i) !== q) throw UNSURE;
      i++;
    }
    const interpolates = q !== 39;
    // The body starts on the next line; the closing marker starts a line (after blanks) and no name goes on after it.
    let line = text.indexOf('\n', i);
    if (line < 0) throw UNSURE;
    line++;
    while (line < to) {
      let j = line;
      while (isBlank(text.charCodeAt(j))) j++;
      if (text.startsWith(marker, j) && !isWordChar(text.charCodeAt(j + marker.length))) return j + marker.length;
      let k = line;
      for (; k < to; k++) {
        const c = text.charCodeAt(k);
        if (c === 10) break;
        if (!interpolates) continue;
        if (c === 92) k++;
        else if ((c === 123 && text.charCodeAt(k + 1) === 36) || (c === 36 && text.charCodeAt(k + 1) === 123)) k = this.interpolation(k + 2) - 1;
      }
      line = k + 1;
    }
    throw UNSURE;
  }
}

/** The keyword from `start` to `end` (PHP's keywords ignore case: `Function`), or undefined. */
function keywordAt(text: string, start: number, end: number): string | undefined {
  const first = text.charCodeAt(start) | 32;
  if (first >= 128) return undefined;
  for (const keyword of BY_FIRST[first]) {
    if (keyword.length !== end - start) continue;
    let i = 1;
    while (i < keyword.length && (text.charCodeAt(start + i) | 32) === (keyword.charCodeAt(i) | 32)) i++;
    if (i === keyword.length) return keyword;
  }
  return undefined;
}
