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
// TODO(#4): acorn for the JS family, tree-sitter for the others.
export async function findMethods(_text: string, _language: string): Promise<MethodSpan[] | undefined> {
  return undefined;
}
