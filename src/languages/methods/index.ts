import { lineFinder, type Unit } from './lines.js';
import type { Splitter } from './treeSitter.js';

/** A named function-like unit found in a file's text. */
export interface MethodSpan {
  /** Qualified by its enclosing class, object or function: `Queue.push`, `outer.inner`. */
  name: string;
  /** UTF-16 offsets of the unit's text: `text.slice(start, end)`. */
  start: number;
  end: number;
  /** 1-based first and last line. */
  startLine: number;
  endLine: number;
}

/**
 * The methods of a file, in source order; `undefined` when the language has no splitter.
 * Rejects when the text cannot be parsed.
 */
export async function findMethods(text: string, language: string): Promise<MethodSpan[] | undefined> {
  const units = await unitsOf(text, language);
  if (!units) return undefined;
  const line = lineFinder(text);
  // Stable: a unit and one nested in it at the same offset keep parent-first order.
  return units
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start)
    .map(({ name, start, end }) => ({ name, start, end, startLine: line(start), endLine: line(end - 1) }));
}

type Splitters = (text: string) => Promise<Unit[]>;

// Each splitter module, and the parser behind it, loads on the first file of its language, so runs
// without --method-level never load acorn or tree-sitter.
const treeSitter = (load: () => Promise<Splitter>): Splitters => async (text) => {
  const [{ treeSitterUnits }, splitter] = await Promise.all([import('./treeSitter.js'), load()]);
  return treeSitterUnits(splitter, text);
};
const javascript = (language: string): Splitters => async (text) => (await import('./javascript.js')).javascriptUnits(text, language);

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
  ruby: treeSitter(async () => (await import('./ruby.js')).ruby),
  php: treeSitter(async () => (await import('./php.js')).php),
  shell: treeSitter(async () => (await import('./shell.js')).shell),
};

function unitsOf(text: string, language: string): Promise<Unit[]> | undefined {
  return Object.hasOwn(SPLITTERS, language) ? SPLITTERS[language](text) : undefined;
}
