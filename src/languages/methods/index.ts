import { removeRanges } from '../comments.js';
import { movedOffset } from '../strip.js';
import type { Dialect } from './finders/javascript.js';
import { linesOf, type Unit } from './lines.js';
import type { Splitter } from './treeSitter.js';
import type { MethodSpan } from '../../types.js';

export type { MethodSpan };

/** A named function-like unit found in a file's text. */

// Names and spans, the same in every language (each splitter file notes its own cases):
// - A unit is a function, method, constructor, accessor, operator, or a function value bound to a
//   name (`const f = () => {}`, `f = lambda: 0`, `f := func() {}`, `$f = fn() => 1`). Signatures
//   without a body (overloads, abstract and interface methods, `@overload` stubs) are not units.
// - Names are qualified by the enclosing classes, objects, traits, modules, TS namespaces, Rust
//   `mod`s and C++ namespaces, and by enclosing units: `Queue.push`, `outer.inner`. Package-like
//   namespaces (Java/PHP/C#/Go) are not part of names. Out-of-class definitions name the type
//   (`Queue<T>::size` gives `Queue.size`); a Rust trait impl names type and trait as Rust does
//   (`<Queue as Display>.fmt`), a C# generic type keeps its type parameters (`Lazy<T>.Force`
//   beside `Lazy.Force`); a Java variable or enum constant names what its initialiser or body
//   holds (`C.R.run`, `C.Op.PLUS.apply`). Instance and static methods are both `Class.name`,
//   except in Ruby, which writes them `Class#name` and `Class.name` (./ruby.ts); overloads repeat
//   their name.
// - Accessors sharing a name are told apart by a prefix: `get Queue.size` / `set Queue.size`
//   (JS, Python properties, C# accessors; also `del`, `init`, `add`, `remove`).
// - Anonymous default exports are `default`; anonymous classes and objects add no name.
// - JS/TS: a function passed first to a call of a plain name that is the whole bound value
//   (`const f = Fn(() => {})`), or on the right of `||`/`&&`/`??`, is bound to that name;
//   `Object.defineProperty(o, 'p', { get() {} })` gives `get o.p` (./estree.ts).
// - A span runs from the unit's first token, decorators, annotations, attributes, modifiers and
//   `template <...>` included, to the end of its body; `export` is not part of it. A function bound
//   by a declaration or assignment statement spans the statement (`const f = ...;`).

// A TypeScript declaration file (`.d.ts`, `.d.mts`, `.d.cts`, `.d.css.ts`...) is all signatures:
// TypeScript rejects a body there ("An implementation cannot be declared in ambient contexts"),
// so it holds no unit and is not parsed (a fifth of the JS/TS corpus, and the slowest to parse).
const DECLARATION_FILE = /\.d\.(?:[^./]+\.)?[cm]?ts$/;

/** Whether findMethods() may find methods in the file: its language has a splitter and it is not a declaration file. */
export function mayHaveMethods(language: string, path = ''): boolean {
  return Object.hasOwn(SPLITTERS, language) && !(language === 'typescript' && DECLARATION_FILE.test(path));
}

/**
 * The methods of a file, in source order; `undefined` when the language has no splitter.
 * `path` (relative or absolute) tells a declaration file, which has none. Rejects when the text
 * cannot be parsed. A language with a finder (a scanner, many times as fast as its parser) is
 * parsed only when the finder cannot be sure of a file.
 */
export async function findMethods(text: string, language: string, path = ''): Promise<MethodSpan[] | undefined> {
  if (!mayHaveMethods(language, path)) return Object.hasOwn(SPLITTERS, language) ? [] : undefined;
  const found = Object.hasOwn(FINDERS, language) ? (await FINDERS[language]())(text) : undefined;
  return spans(text, found ?? await unitsOf(text, language));
}

/** A text with its comments removed, and the methods found in what is left. */
export interface StrippedMethods {
  text: string;
  methods: MethodSpan[];
}

/**
 * removeComments() and findMethods() in one reading of `text`, for a language whose finder reads
 * comments (JS/TS): the finder reads the text as it is, noting each comment, which is then removed
 * without lexing the text again, and each unit is moved to where its text went. The same text and
 * methods as the two apart: comments are what the comment lexer finds (checked on the JS/TS corpus,
 * all 8,742 files), and a unit starts and ends on code, which stays as it was. Undefined when the
 * language has no such finder, or the finder is unsure of the file: the caller then removes the
 * comments and finds the methods apart.
 */
export async function stripAndFindMethods(text: string, language: string, path = ''): Promise<StrippedMethods | undefined> {
  const dialect = COMMENT_READERS[language];
  if (dialect === undefined || !mayHaveMethods(language, path)) return undefined;
  const { javascriptUnits } = await loadJavaScriptFinder();
  const comments: number[] = [];
  const units = javascriptUnits(text, dialect, comments);
  if (!units) return undefined;
  const copied: number[] = [];
  const stripped = removeRanges(text, language, comments, copied);
  const moved = new Array<Unit>(units.length);
  for (let i = 0; i < units.length; i++) {
    const { name, start, end } = units[i];
    // An empty unit is left out anyway (spans()).
    if (end <= start) {
      moved[i] = { name, start: 0, end: 0 };
      continue;
    }
    const from = movedOffset(copied, start, false), to = movedOffset(copied, end, true);
    if (from < 0 || to < 0) return undefined;
    moved[i] = { name, start: from, end: to };
  }
  return { text: stripped, methods: spans(stripped, moved)! };
}

/** What findMethods() gives when it parses every file: the reference its finders are checked against. */
export async function parseMethods(text: string, language: string, path = ''): Promise<MethodSpan[] | undefined> {
  if (!mayHaveMethods(language, path)) return Object.hasOwn(SPLITTERS, language) ? [] : undefined;
  return spans(text, await unitsOf(text, language));
}

/** Whether the language has a finder: a scanner standing in for its parser. */
export function hasFinder(language: string): boolean {
  return Object.hasOwn(FINDERS, language);
}

/** The finder's answer alone: undefined when the language has none or it cannot be sure of the file. */
export async function scanMethods(text: string, language: string, path = ''): Promise<MethodSpan[] | undefined> {
  if (!mayHaveMethods(language, path) || !Object.hasOwn(FINDERS, language)) return undefined;
  return spans(text, (await FINDERS[language]())(text));
}

function spans(text: string, units: Unit[] | undefined): MethodSpan[] | undefined {
  if (!units) return undefined;
  // Stable: a unit and one nested in it at the same offset keep parent-first order.
  const kept = units.filter(({ start, end }) => end > start).sort((a, b) => a.start - b.start);
  // Loops rather than flatMap() and map(): no array per unit, no callback per unit.
  const offsets = new Array<number>(2 * kept.length);
  for (let i = 0; i < kept.length; i++) {
    offsets[2 * i] = kept[i].start;
    offsets[2 * i + 1] = kept[i].end - 1;
  }
  const lines = linesOf(text, offsets);
  const out = new Array<MethodSpan>(kept.length);
  for (let i = 0; i < kept.length; i++) {
    const { name, start, end } = kept[i];
    out[i] = { name: detached(name), start, end, startLine: lines[2 * i], endLine: lines[2 * i + 1] };
  }
  return out;
}

/**
 * A copy of `name` in a string of its own. V8 keeps a slice of a string (13 characters or more)
 * as a view of the whole, so a name cut from a file would keep the file's text alive as long as
 * the result holds it (on jsts, 90 MB of texts for 33 MB of names), and JSON.stringify() reads
 * such views more slowly: jsts's JSON report took 0.5 s longer to write. A round trip through
 * JSON gives a plain string, for any text (lone surrogates included), in about 0.15 microseconds.
 */
function detached(name: string): string {
  return JSON.parse(JSON.stringify(name)) as string;
}

/** A finder gives a file's units, or undefined when it cannot be sure of them and the parser must decide. */
type Finder = (text: string) => Unit[] | undefined;

const loadJavaScriptFinder = once(() => import('./finders/javascript.js'));
const javascriptFinder = (dialect: Dialect) => async (): Promise<Finder> => {
  const { javascriptUnits } = await loadJavaScriptFinder();
  return (text) => javascriptUnits(text, dialect);
};

/** The languages whose finder notes the comments it reads (stripAndFindMethods()), and how it reads each. */
const COMMENT_READERS: Record<string, Dialect> = {
  javascript: { typescript: false, jsx: true },
  jsx: { typescript: true, jsx: true },
  typescript: { typescript: true, jsx: false },
  tsx: { typescript: true, jsx: true },
};

// acorn reads .js files as JavaScript and, failing that, as TSX (JSX, Flow-like annotations); the
// finder reads JSX in them but no types, leaving annotated files to acorn. .jsx files are read as
// TSX first, like acorn does.
const FINDERS: Record<string, () => Promise<Finder>> = {
  python: once(async () => (await import('./finders/python.js')).pythonUnits),
  ruby: once(async () => (await import('./finders/ruby.js')).rubyUnits),
  php: once(async () => (await import('./finders/php.js')).phpUnits),
  javascript: once(javascriptFinder(COMMENT_READERS.javascript)),
  jsx: once(javascriptFinder(COMMENT_READERS.jsx)),
  typescript: once(javascriptFinder(COMMENT_READERS.typescript)),
  tsx: once(javascriptFinder(COMMENT_READERS.tsx)),
  go: once(async () => (await import('./finders/go.js')).goUnits),
  java: once(async () => (await import('./finders/java.js')).javaUnits),
  csharp: once(async () => (await import('./finders/csharp.js')).csharpUnits),
  rust: once(async () => (await import('./finders/rust.js')).rustUnits),
};

type Splitters = (text: string) => Promise<Unit[]>;

// Each splitter module, and the parser behind it, loads on the first file of its language, so runs
// without --method-level never load acorn or tree-sitter. The loaded module is kept: import() on
// every file would cost a trip through the module loader.
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

const treeSitter = (load: () => Promise<Splitter>): Splitters => {
  const ready = once(() => Promise.all([import('./treeSitter.js'), load()]));
  return async (text) => {
    const [{ treeSitterUnits }, splitter] = await ready();
    return treeSitterUnits(splitter, text);
  };
};
// Ruby names its units with `#` or `.` (Queue#push, Queue.build), which its splitter sets apart.
function ruby(): Splitters {
  const load = once(() => import('./ruby.js'));
  return async (text) => (await load()).rubyUnits(text);
}
const loadJavaScript = once(() => import('./javascript.js'));
const javascript = (language: string): Splitters => async (text) => (await loadJavaScript()).javascriptUnits(text, language);

const SPLITTERS: Record<string, Splitters> = {
  javascript: javascript('javascript'),
  jsx: javascript('jsx'),
  typescript: javascript('typescript'),
  tsx: javascript('tsx'),
  python: treeSitter(async () => (await import('./python.js')).python),
  go: treeSitter(async () => (await import('./go.js')).go),
  rust: treeSitter(async () => (await import('./rust.js')).rust),
  java: treeSitter(async () => (await import('./java.js')).java),
  csharp: treeSitter(async () => (await import('./csharp.js')).csharp),
  c: treeSitter(async () => (await import('./cpp.js')).cpp),
  cpp: treeSitter(async () => (await import('./cpp.js')).cpp),
  ruby: ruby(),
  php: treeSitter(async () => (await import('./php.js')).php),
  shell: treeSitter(async () => (await import('./shell.js')).shell),
};

function unitsOf(text: string, language: string): Promise<Unit[]> | undefined {
  return Object.hasOwn(SPLITTERS, language) ? SPLITTERS[language](text) : undefined;
}
