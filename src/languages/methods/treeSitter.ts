import type { Node } from '@vscode/tree-sitter-wasm';
import { withTree, type Grammar } from '../treeSitter.js';
import { linesOf, qualify, type Unit } from './lines.js';

/** What a node means to a splitter. */
export interface Found {
  /** A unit, named relative to the enclosing scope (`Queue.Push` for a Go method); it is also the scope of what it holds. */
  unit?: string;
  /** Keeps accessors that share a name apart: `get` and `set` give `get Queue.size`, `set Queue.size`. */
  accessor?: string;
  /** Otherwise a scope for what the node holds, such as a class; '' adds no name. */
  scope?: string;
  /** The unit's text when it is not the node's own, e.g. with its decorators. */
  start?: number;
  end?: number;
  /** Whether units may sit inside; true unless said otherwise. */
  descend?: boolean;
  /** The node the name was read from holds a syntax error, so the name cannot be trusted. */
  broken?: boolean;
}

/** How one tree-sitter grammar's nodes become units. */
export interface Splitter {
  grammar: Grammar;
  /** The node types classify() is asked about; any other node is only walked through. */
  types: ReadonlySet<string>;
  classify(node: Node): Found | undefined;
  /** When set, the walk enters only these node types (plus scopes), e.g. never a C++ function body. */
  containers?: ReadonlySet<string>;
  /** Blanks what the grammar cannot read (C/C++ macros) in a same-length copy that is parsed instead. */
  mask?(text: string): string;
  /** Errors are normal here (C/C++ headers full of macros): a file with errors and nothing to report is not worth a warning. */
  tolerant?: boolean;
  /** Whether the text may hold a unit at all (a cheap test that never says no to one): when not, it is not parsed. */
  mayHoldUnits?(text: string): boolean;
}

/** A unit as found; `broken` when its name or its end cannot be trusted. */
interface Candidate extends Unit {
  broken: boolean;
}

/**
 * The units of `text`. tree-sitter always returns a tree, with ERROR nodes where it had to recover.
 * A unit is dropped when its name was read from an erroneous node or its last token is missing or
 * part of an error: its name or end cannot be trusted. An error elsewhere inside it (an unknown
 * macro in a body or among the specifiers) does not move its boundaries and is tolerated, and the
 * units that survive are reported without a warning. The file is rejected (`methods: []` and one
 * warning) when it has errors and no unit survived; for a tolerant grammar (C/C++) only when units
 * were found and every one was dropped, since headers of declarations and macros parse with errors
 * as a matter of course and have nothing to report.
 */
export async function treeSitterUnits(splitter: Splitter, text: string): Promise<Unit[]> {
  if (splitter.mayHoldUnits && !splitter.mayHoldUnits(text)) return [];
  const parsed = splitter.mask ? splitter.mask(text) : text;
  return withTree(splitter.grammar, parsed, (root) => {
    const candidates = walk(splitter, root);
    const units = candidates.filter((c) => !c.broken).map(({ name, start, end }) => ({
      name, start: parsed === text ? start : widenOverMasks(start, text, parsed), end,
    }));
    if (units.length === 0 && root.hasError && (candidates.length > 0 || !splitter.tolerant)) {
      throw new Error(`syntax error (${firstError(root, text)})`);
    }
    return units;
  });
}

function walk(splitter: Splitter, root: Node): Candidate[] {
  const units: Candidate[] = [];
  const scopes: { depth: number; name: string }[] = [];
  const cursor = root.walk();
  try {
    let depth = 0;
    for (;;) {
      const type = cursor.nodeType;
      let descend = splitter.containers?.has(type) ?? true;
      if (splitter.types.has(type)) {
        const node = cursor.currentNode;
        const found = splitter.classify(node);
        if (found) {
          const scope = scopes.length > 0 ? scopes[scopes.length - 1].name : '';
          if (found.unit !== undefined) {
            const name = qualify(scope, found.unit);
            const label = found.accessor ? `${found.accessor} ${name}` : name;
            const broken = (found.broken ?? false) || (node.hasError && endsBadly(node));
            units.push({ name: label, start: found.start ?? node.startIndex, end: found.end ?? node.endIndex, broken });
            scopes.push({ depth, name });
          } else if (found.scope !== undefined) {
            scopes.push({ depth, name: qualify(scope, found.scope) });
          }
          descend = found.descend ?? true;
        }
      }
      if (descend && cursor.gotoFirstChild()) {
        depth++;
        continue;
      }
      for (;;) {
        while (scopes.length > 0 && scopes[scopes.length - 1].depth >= depth) scopes.pop();
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return units;
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}

/** Whether the node's last token was made up by the parser or swallowed by an error. */
function endsBadly(node: Node): boolean {
  for (let last: Node | null = node; last; last = last.childCount > 0 ? last.child(last.childCount - 1) : null) {
    if (last.isError || last.isMissing) return true;
  }
  return false;
}

/** Moves a unit's start back over masked tokens on its own line, so `V8_INLINE` stays part of the function. */
function widenOverMasks(start: number, original: string, masked: string): number {
  let widened = start;
  for (let i = start - 1; i >= 0 && (masked[i] === ' ' || masked[i] === '\t'); i--) {
    if (original[i] !== masked[i]) widened = i;
  }
  return widened;
}

/** `line:column` (line 1-based, column 0-based, like acorn's) of the first error or missing node, for the warning. */
function firstError(root: Node, text: string): string {
  const cursor = root.walk();
  try {
    for (;;) {
      if (cursor.nodeType === 'ERROR' || cursor.nodeIsMissing) break;
      const node = cursor.currentNode;
      if (node.hasError && cursor.gotoFirstChild()) continue;
      if (!cursor.gotoNextSibling()) break;
    }
    const offset = cursor.startIndex;
    const [line] = linesOf(text, [offset]);
    return `${line}:${offset - text.lastIndexOf('\n', offset - 1) - 1}`;
  } finally {
    cursor.delete();
  }
}

/** The node's named children (tree-sitter's list may hold nulls). */
export function namedChildren(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null);
}
