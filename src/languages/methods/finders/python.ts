import { isWordChar } from '../../lexers/chars.js';
import { stringEnd } from '../../lexers/python.js';
import { qualify, type Unit } from '../lines.js';
import { decoratorAccessor, isOverload } from '../pythonRules.js';

// Python's units found by a scan of logical lines, giving what the tree-sitter splitter
// (../python.ts) gives, five times as fast as tree-sitter parses. Indentation gives the blocks,
// and a block ends where tree-sitter's scanner dedents: comment lines indented at least as far as
// the block belong to it, so a unit ends at its last statement or at such a comment, blank space
// excluded; a one-line body ends with its line, trailing comment included. Anything a valid
// program would not hold (a stray dedent, an unclosed bracket or string, a decorator before no
// definition, a soft keyword starting a line that holds a lambda) gives undefined, and the file
// goes to tree-sitter, which knows how it recovers from errors.

/** Thrown when the text holds something the scan does not follow; caught by pythonUnits(). */
const UNSURE = new Error('unsure');

// What scanLine() notes at bracket depth 0, with each mark's position.
const COLON = 1; // `:`, not `:=`
const SEMICOLON = 2;
const ASSIGN = 3; // `=` alone, not `==`, `<=`, `+=`...
const COMMA = 4;
const LAMBDA = 5;
const OTHER_ASSIGN = 6; // `+=`, `:=`...: no unit

// Classes of ASCII characters for scanLine(); every other unit is taken for part of a name.
const WORD = 1;
const SPACE = 2;
const DIGIT = 3;
const OPEN = 4;
const CLOSE = 5;
const ERROR = 6; // Python 2's backquotes, `$`, `?`: syntax errors
const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95) CLASS[c] = WORD;
  else if (c >= 48 && c <= 57) CLASS[c] = DIGIT;
}
for (const c of [32, 9, 12, 13]) CLASS[c] = SPACE;
for (const c of '([{') CLASS[c.charCodeAt(0)] = OPEN;
for (const c of ')]}') CLASS[c.charCodeAt(0)] = CLOSE;
for (const c of '`$?') CLASS[c.charCodeAt(0)] = ERROR;

// Statements that open a block; a soft keyword (`match`, `case`, `type`) is followed only when the
// line holds no lambda, where telling a header from an assignment would matter.
const COMPOUND = new Set(['if', 'elif', 'else', 'for', 'while', 'try', 'except', 'finally', 'with', 'async', 'def', 'class']);
const SOFT = new Set(['match', 'case']);
// Between `=` and `lambda`: blanks, or a backslash joining lines.
const BLANK = /^[\s\\]*$/;

interface Block {
  /** Indentation (tree-sitter's: a tab counts 8) of the block's statements; -1 until its first statement. */
  indent: number;
  /** Names of what it holds are qualified by this. */
  scope: string;
  /** The unit the block is the body of, whose end is set when the block closes. */
  unit?: Unit;
  /** Inside an `@overload` stub: nothing is a unit. */
  hidden: boolean;
}

// Texts that take the scan's paths, scanned a few times before the first file of a thread (see
// pythonUnits()): V8 then optimises the scan with feedback from every path, where a path first
// taken in optimised code (a lambda, a non-ASCII name, a file the scan is unsure of) sent the
// scan back to the interpreter until it was optimised again, many times in a run.
const WARM_UP = [
  [
    'import os, sys  # a comment',
    'x = 1; y = [1,',
    '    2]  # after a bracket',
    '@decorator(arg)',
    '@property',
    'def name(self, a: int = 3, *args, **kw) -> None:',
    '    """A docstring with "quotes", \'quotes\' and \\"""',
    '    a second line"""',
    '    b = f"{a!r:>{w}} {{x}} {b[\'k\']}" + rb\'\\x00\' + u"\u00fc" + \'\' + F\'\'\'{x:{y}}\'\'\'',
    '    if a == 1 and b <= 2 or c != 3 or d >= 4:',
    '        a += 1; a -= 1',
    '    elif (y := 2):',
    '        pass',
    '    else:',
    '        return lambda q, r=1: q + r',
    '    # a comment in the body',
    '    name2 = lambda: 0',
    '    t: int = lambda v: v',
    '    u = v = lambda: (1, 2), 3',
    '    for i in range(3): print(i)',
    '    while False: break',
    '    try:',
    '        x = y \\',
    '            + 1',
    '    except E as e:',
    '        raise',
    '    finally:',
    '        del x',
    '    with open(p) as f, g: pass',
    '    return {k: v for k, v in d.items()}',
    '        # a comment indented past the block',
    '',
    'class \u00dcn\u00efcode(Base, metaclass=M):',
    '    attr = 1',
    '    async def run(self):',
    '        await self.go(x ** 2 // 3 >> 1 << 2 & 4 | 5 ^ 6 % 7 @ m)',
    '    @overload',
    '    def f(self) -> int: ...',
    '    def __init__(self): self.v = [x for x in (',
    '        1, 2)]',
    'match command:',
    '    case [x, y]:',
    '        pass',
    'asyncio = 1',
    'else_ = 2',
    '',
  ].join('\n'),
  'def f(:\n',
  'x = (\n',
  '  a\n',
  '@d\nx = 1\n',
  'x = `y`\n',
  '\u20ac = 1\n',
  'def f():\n    x = 1 +\n  2\n',
  'match = lambda: 0\n',
  'def f():\nx = 1\n',
  'x = "open\n',
];
let warm = false;

/** The units of a Python text, or undefined when the scan cannot be sure of them (the caller parses). */
export function pythonUnits(text: string): Unit[] | undefined {
  if (!warm) {
    warm = true;
    for (let round = 0; round < 4; round++) for (const sample of WARM_UP) unitsOf(sample);
  }
  return unitsOf(text);
}

function unitsOf(text: string): Unit[] | undefined {
  try {
    return scan(text);
  } catch (err) {
    if (err === UNSURE) return undefined;
    throw err;
  }
}

function scan(text: string): Unit[] {
  const n = text.length;
  const units: Unit[] = [];
  const blocks: Block[] = [{ indent: 0, scope: '', hidden: false }];
  // Comment lines since the last code line: indentation and end, in pairs.
  const comments: number[] = [];
  // Marks of the current logical line: kind, position, and the end of the token before the mark.
  const marks: number[] = [];
  let count = 0;
  let opened: Block | undefined; // the previous line ends with `:`: the block its next line starts
  let lastEnd = 0; // end of the last statement or comment: where a block closing now ends
  let decorators: { start: number; names: string[] } | undefined;
  let tokenEnd = 0; // of the current logical line: end of its last token
  let contentEnd = 0; // ... or of its trailing comment

  const top = () => blocks[blocks.length - 1];
  const close = () => {
    const block = blocks.pop()!;
    if (block.unit) block.unit.end = lastEnd;
  };

  /** tree-sitter's dedents before a code line indented `indent` (0 at the end of the text). */
  function dedent(indent: number): void {
    if (opened) {
      if (indent <= top().indent) throw UNSURE; // a block with no statement
      opened.indent = indent;
      blocks.push(opened);
      opened = undefined;
    } else {
      for (let c = 0; c < comments.length; c += 2) {
        // A comment indented at least as far as the innermost block belongs to it and keeps it open.
        while (indent < top().indent && comments[c] < top().indent) close();
        lastEnd = comments[c + 1];
      }
      while (indent < top().indent) close();
      if (indent !== top().indent) throw UNSURE;
    }
    // Setting an array's length is a call into the runtime: most lines follow no comment.
    if (comments.length !== 0) comments.length = 0;
  }

  /** Notes a mark of `kind` at `at`, after a token ending at `end`. */
  const mark = (kind: number, at: number, end: number) => {
    marks[count] = kind;
    marks[count + 1] = at;
    marks[count + 2] = end;
    count += 3;
  };

  /** Scans the logical line from `i` to its closing line break (or the end), filling `marks`; returns that break's index. */
  function scanLine(i: number): number {
    let depth = 0;
    count = 0;
    // tokenEnd and contentEnd, kept in locals while the line is scanned: a closure's variables
    // live in its context, where each write is a store to memory.
    let tEnd = tokenEnd, cEnd = contentEnd;
    while (i < n) {
      const c = text.charCodeAt(i);
      const kind = c < 128 ? CLASS[c] : WORD;
      if (kind === WORD) {
        let end = i + 1;
        let ascii = c < 128;
        for (; end < n; end++) {
          const d = text.charCodeAt(end);
          if (d >= 128) ascii = false;
          else if (CLASS[d] !== WORD) break;
        }
        if (!ascii) checkName(text, i, end);
        const next = text.charCodeAt(end);
        if ((next === 34 || next === 39) && end - i <= 2 && isPrefix(text, i, end)) {
          i = tEnd = cEnd = stringAt(text, end, hasF(text, i, end));
        } else {
          if (depth === 0 && end - i === 6 && text.startsWith('lambda', i)) mark(LAMBDA, i, tEnd);
          i = tEnd = cEnd = end;
        }
      } else if (kind === SPACE) {
        i++;
      } else if (kind === DIGIT) {
        i = tEnd = cEnd = i + 1;
      } else if (c === 10) {
        if (depth === 0) {
          tokenEnd = tEnd;
          contentEnd = cEnd;
          return i;
        }
        // tree-sitter dedents within brackets where no closing bracket may come (after `.` or `+`)
        // and the next line is indented less than the block: valid Python it misreads.
        if (!mayClose(text, tEnd) && nextIndent(text, i + 1) < blocks[blocks.length - 1].indent) throw UNSURE;
        i++;
      } else if (c === 35) { // #
        i = text.indexOf('\n', i);
        if (i === -1) i = n;
        cEnd = i;
      } else if (c === 34 || c === 39) {
        i = tEnd = cEnd = stringAt(text, i, false);
      } else if (kind === OPEN) {
        depth++;
        i = tEnd = cEnd = i + 1;
      } else if (kind === CLOSE) {
        if (--depth < 0) throw UNSURE;
        i = tEnd = cEnd = i + 1;
      } else if (c === 92) { // \ joins lines
        if (text.charCodeAt(i + 1) === 13) i++;
        if (text.charCodeAt(i + 1) !== 10) throw UNSURE;
        i += 2;
      } else if (kind === ERROR) {
        throw UNSURE;
      } else {
        if (depth === 0) {
          if (c === 58) { // :
            if (text.charCodeAt(i + 1) === 61) mark(OTHER_ASSIGN, i++, tEnd);
            else mark(COLON, i, tEnd);
          } else if (c === 61) { // =
            if (text.charCodeAt(i + 1) === 61) i++;
            else {
              const assign = assignment(text, i);
              if (assign !== 0) mark(assign, i, tEnd);
            }
          } else if (c === 59) {
            mark(SEMICOLON, i, tEnd);
          } else if (c === 44) {
            mark(COMMA, i, tEnd);
          }
        } else if (c === 61 && text.charCodeAt(i + 1) === 61) {
          i++;
        }
        i = tEnd = cEnd = i + 1;
      }
    }
    if (depth > 0) throw UNSURE;
    tokenEnd = tEnd;
    contentEnd = cEnd;
    return n;
  }

  /** Reports the `name = lambda ...` statements among the marks from mark `m`, the first statement starting at `start`, in `block`. */
  function lambdas(m: number, start: number, block: Block): void {
    let first = m; // the statement's first mark
    for (; m < count; m += 3) {
      if (marks[m] === SEMICOLON) {
        start = marks[m + 1] + 1;
        first = m + 3;
        continue;
      }
      if (marks[m] !== LAMBDA) continue;
      let end = m;
      while (end < count && marks[end] !== SEMICOLON) end += 3;
      const unit = boundLambda(start, first, m, end);
      if (unit && !block.hidden) units.push({ ...unit, name: qualify(block.scope, unit.name) });
      m = end - 3; // on to the next statement
    }
  }

  /**
   * The unit when the statement starting at `start`, whose marks run from `first` to `end` (a `;`
   * or the line's end) and whose first lambda is mark `m`, is `[target =]* name [: type] = lambda
   * ...`: tree-sitter's innermost assignment, whose right side is the lambda, names it.
   */
  function boundLambda(start: number, first: number, m: number, end: number): Unit | undefined {
    const assign = m - 3;
    if (m === first || marks[assign] !== ASSIGN || !BLANK.test(text.slice(marks[assign + 1] + 1, marks[m + 1]))) return undefined;
    let from = start;
    let to = marks[assign + 1];
    if (marks[first] === COLON) {
      // `name: type = lambda ...`
      if (assign !== first + 3) return undefined;
      to = marks[first + 1];
    } else {
      for (let k = first; k < assign; k += 3) if (marks[k] !== ASSIGN) return undefined;
      if (assign > first) from = marks[assign - 2] + 1;
    }
    const target = text.slice(from, to);
    const name = target.trim();
    if (!isName(name)) return undefined;
    // The body runs to the statement's end; a comma outside the lambdas' parameters makes a tuple.
    let pending = 0;
    for (let k = m; k < end; k += 3) {
      const kind = marks[k];
      if (kind === LAMBDA) {
        pending++;
      } else if (kind === COLON) {
        if (pending === 0) throw UNSURE;
        pending--;
      } else if (kind === COMMA && pending === 0) {
        return undefined;
      } else if ((kind === ASSIGN || kind === OTHER_ASSIGN) && pending === 0) {
        throw UNSURE;
      }
    }
    return { name, start: from + target.indexOf(name), end: end < count ? marks[end + 2] : tokenEnd };
  }

  function hasLambda(): boolean {
    for (let m = 0; m < count; m += 3) if (marks[m] === LAMBDA) return true;
    return false;
  }

  /** Index of the header's `:` mark: the first that ends no lambda's parameters. */
  function headerColon(): number {
    let pending = 0;
    for (let m = 0; m < count; m += 3) {
      if (marks[m] === LAMBDA) pending++;
      else if (marks[m] === COLON && pending-- === 0) return m;
    }
    throw UNSURE;
  }

  let i = 0;
  while (i < n) {
    // Indentation as tree-sitter measures it; blank and comment-only lines are no statements.
    let indent = 0;
    let j = i;
    for (; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c === 32) indent++;
      else if (c === 9) indent += 8;
      else if (c === 13 || c === 12) indent = 0;
      else break;
    }
    if (j >= n) break;
    const first = text.charCodeAt(j);
    if (first === 10) {
      i = j + 1;
      continue;
    }
    if (first === 35) {
      let end = text.indexOf('\n', j);
      if (end === -1) end = n;
      comments.push(indent, end);
      i = end + 1;
      continue;
    }
    if (first === 92) throw UNSURE;
    dedent(indent);
    tokenEnd = contentEnd = j;
    const lineEnd = scanLine(j);
    i = lineEnd + 1;
    const block = top();
    const opens = count > 0 && marks[count - 3] === COLON && marks[count - 2] === tokenEnd - 1;

    if (first === 64) { // @
      decorators ??= { start: j, names: [] };
      decorators.names.push(decoratorName(text.slice(j + 1, contentEnd)));
      lastEnd = contentEnd;
      continue;
    }
    // Most lines open no block, define nothing and hold no lambda.
    if (!opens && !decorators && first !== 100 && first !== 99 && first !== 97 && !hasLambda()) {
      lastEnd = contentEnd;
      continue;
    }
    let word = j;
    while (word < n && isWordChar(text.charCodeAt(word))) word++;
    let keyword = text.slice(j, word);
    let after = word;
    if (keyword === 'async') {
      const k = skipBlanks(text, word);
      if (k > word && text.startsWith('def', k) && !isWordChar(text.charCodeAt(k + 3))) {
        keyword = 'def';
        after = k + 3;
      }
    }
    const defining = (keyword === 'def' || keyword === 'class') && after < n && (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 9);
    if (decorators && !defining) throw UNSURE;

    if (defining) {
      const nameStart = skipBlanks(text, after);
      let nameEnd = nameStart;
      while (nameEnd < n && isWordChar(text.charCodeAt(nameEnd))) nameEnd++;
      if (nameEnd === nameStart) throw UNSURE;
      const name = text.slice(nameStart, nameEnd);
      const scope = qualify(block.scope, name);
      let unit: Unit | undefined;
      let hidden = block.hidden;
      if (keyword === 'def') {
        const names = decorators?.names ?? [];
        // `@overload` stubs are signatures: no unit, and nothing inside one is looked at.
        if (names.some(isOverload)) hidden = true;
        else if (!hidden) {
          const accessor = decoratorAccessor(names);
          unit = { name: accessor ? `${accessor} ${scope}` : scope, start: decorators?.start ?? j, end: contentEnd };
          units.push(unit);
        }
      }
      decorators = undefined;
      const inner: Block = { indent: -1, scope, unit, hidden };
      const colon = headerColon();
      if (opens && colon === count - 3) opened = inner;
      else lambdas(colon + 3, marks[colon + 1] + 1, inner);
    } else if (COMPOUND.has(keyword) && text.charCodeAt(word) !== 61 /* `else = ...` is no header */) {
      const colon = headerColon();
      if (opens && colon === count - 3) opened = { indent: -1, scope: block.scope, hidden: block.hidden };
      else lambdas(colon + 3, marks[colon + 1] + 1, block);
    } else {
      if (SOFT.has(keyword) && hasLambda()) throw UNSURE;
      if (opens) opened = { indent: -1, scope: block.scope, hidden: block.hidden };
      else lambdas(0, j, block);
    }
    lastEnd = contentEnd;
  }
  if (decorators) throw UNSURE;
  dedent(0);
  return units;
}

function skipBlanks(text: string, i: number): number {
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  return i;
}

/** Whether text[from, to) is a string prefix tree-sitter knows: letters of `rbuf`, any case. */
function isPrefix(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) | 32;
    if (c !== 114 && c !== 98 && c !== 117 && c !== 102) return false;
  }
  return true;
}

/** Whether the prefix text[from, to) makes an f-string. */
function hasF(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if ((text.charCodeAt(i) | 32) === 102) return true;
  return false;
}

/** End of the string whose quote is at `quote`; throws when it is not closed. */
function stringAt(text: string, quote: number, formatted: boolean): number {
  const end = stringEnd(text, quote, text.length, formatted);
  const q = text.charCodeAt(quote);
  const triple = end - quote >= 6 && text.charCodeAt(quote + 1) === q && text.charCodeAt(quote + 2) === q;
  const closes = triple ? 3 : 1;
  if (end - quote < closes * 2 && !(end - quote === 2 && text.charCodeAt(quote + 1) === q)) throw UNSURE;
  for (let k = end - closes; k < end; k++) if (text.charCodeAt(k) !== q) throw UNSURE;
  // A closing quote is never escaped: an odd run of backslashes before it means the string ran on.
  let slashes = 0;
  for (let k = end - closes - 1; k > quote && text.charCodeAt(k) === 92; k--) slashes++;
  if (slashes % 2 === 1) throw UNSURE;
  return end;
}

/** What the `=` at `i` (not `==`) is: ASSIGN, OTHER_ASSIGN (`+=`, `>>=`...) or 0 for a comparison (`<=`, `>=`, `!=`). */
function assignment(text: string, i: number): number {
  const c = text.charCodeAt(i - 1);
  if (c === 60 || c === 62) return text.charCodeAt(i - 2) === c ? OTHER_ASSIGN : 0;
  if (c === 33) return 0;
  if (c === 43 || c === 45 || c === 42 || c === 47 || c === 37 || c === 38 || c === 124 || c === 94 || c === 64) return OTHER_ASSIGN;
  return ASSIGN;
}

// Words after which no closing bracket may come.
const KEYWORDS = new Set([
  'and', 'as', 'assert', 'async', 'await', 'del', 'elif', 'else', 'except', 'for', 'from', 'global', 'if', 'import',
  'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'print', 'exec', 'raise', 'return', 'while', 'with', 'yield',
]);

/** Whether a closing bracket may follow the token ending at `end`: a value, a comma or an opening bracket. */
function mayClose(text: string, end: number): boolean {
  const c = text.charCodeAt(end - 1);
  if (c === 41 || c === 93 || c === 125 || c === 40 || c === 91 || c === 123 || c === 44 || c === 34 || c === 39) return true;
  if (!isWordChar(c)) return false;
  let start = end - 1;
  while (start > 0 && isWordChar(text.charCodeAt(start - 1))) start--;
  return !KEYWORDS.has(text.slice(start, end));
}

/** tree-sitter's indentation of the first line from `i` that holds code, 0 at the end. */
function nextIndent(text: string, i: number): number {
  let indent = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) indent++;
    else if (c === 9) indent += 8;
    else if (c === 13 || c === 12 || c === 10) indent = 0;
    else if (c === 35) {
      i = text.indexOf('\n', i);
      if (i === -1) return 0;
      indent = 0;
    } else return indent;
  }
  return 0;
}

// A name outside strings and comments that is no identifier (`€`, `→`) is a syntax error.
const IDENTIFIER = /^[\p{ID_Start}_][\p{ID_Continue}\u00b7\u0387\u1369-\u1371\u19da\u200c\u200d]*$/u;

function checkName(text: string, from: number, to: number): void {
  if (!IDENTIFIER.test(text.slice(from, to))) throw UNSURE;
}

function isName(text: string): boolean {
  if (text === '' || !isWordChar(text.charCodeAt(0)) || (text.charCodeAt(0) >= 48 && text.charCodeAt(0) <= 57)) return false;
  for (let i = 1; i < text.length; i++) if (!isWordChar(text.charCodeAt(i))) return false;
  return true;
}

/** A decorator's text after `@` as tree-sitter's node holds it (a trailing comment included) -> its name, as ../python.ts reads it. */
function decoratorName(text: string): string {
  const trimmed = text.trim();
  const paren = trimmed.indexOf('(');
  return (paren === -1 ? trimmed : trimmed.slice(0, paren)).trim();
}
