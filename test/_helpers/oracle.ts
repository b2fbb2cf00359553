// The parsers that decide what a comment is, for the tests and bench/check-comments.mjs: acorn
// (with acorn-typescript for TypeScript) for the JavaScript family, tree-sitter for the rest.
import * as acorn from 'acorn';
import { tsPlugin } from '@sveltejs/acorn-typescript';
import type { Node } from '@vscode/tree-sitter-wasm';
import { loadParser, type Grammar } from '../../src/languages/treeSitter.js';

const TS = acorn.Parser.extend(tsPlugin());
const TSX = acorn.Parser.extend(tsPlugin({ jsx: true }));
const DTS = acorn.Parser.extend(tsPlugin({ dts: true }));

/** tree-sitter grammar and comment node types for the languages it parses. */
export const GRAMMARS: Record<string, [Grammar, string[]]> = {
  python: ['python', ['comment']],
  c: ['cpp', ['comment']],
  cpp: ['cpp', ['comment']],
  csharp: ['c-sharp', ['comment']],
  java: ['java', ['line_comment', 'block_comment']],
  go: ['go', ['comment']],
  rust: ['rust', ['line_comment', 'block_comment']],
  ruby: ['ruby', ['comment']],
  php: ['php', ['comment']],
  shell: ['bash', ['comment']],
  powershell: ['powershell', ['comment']],
  css: ['css', ['comment']],
};

const JS_LANGUAGES = new Set(['javascript', 'jsx', 'typescript', 'tsx']);

export interface Parsed {
  /** The parser accepted the text: acorn did not throw, tree-sitter found no ERROR or MISSING node. */
  ok: boolean;
  /** tree-sitter's ERROR and MISSING nodes (1 when acorn threw). */
  errors: number;
  /** Comments as [start0, end0, start1, end1, ...], sorted. */
  ranges: number[];
}

export function hasOracle(language: string): boolean {
  return JS_LANGUAGES.has(language) || language in GRAMMARS;
}

/**
 * Parses `text` as `language` (`path` tells .d.ts files apart). Comment ranges leave out a trailing
 * line break (tree-sitter keeps a `\r`, and Rust's doc comments their `\n`) and a shebang.
 */
export async function oracle(text: string, language: string, path = ''): Promise<Parsed> {
  if (JS_LANGUAGES.has(language)) return acornComments(text, language, path);
  const [grammar, types] = GRAMMARS[language];
  const parser = await loadParser(grammar);
  const tree = parser.parse(text)!;
  try {
    const root = tree.rootNode;
    const errors = root.hasError ? countErrors(root) : 0;
    const ranges: number[] = [];
    for (const node of root.descendantsOfType(types)) {
      if (!node) continue;
      let end = node.endIndex;
      while (end > node.startIndex && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
      if (node.startIndex === 0 && text.startsWith('#!')) continue;
      ranges.push(node.startIndex, end);
    }
    return { ok: errors === 0, errors, ranges: sortPairs(ranges) };
  } finally {
    tree.delete();
  }
}

/** [start, end] of every node of `types` in the tree of `text` (for explaining differences). */
export async function nodeRanges(text: string, grammar: Grammar, types: string[]): Promise<[number, number][]> {
  const parser = await loadParser(grammar);
  const tree = parser.parse(text)!;
  try {
    return tree.rootNode.descendantsOfType(types).flatMap((n) => (n ? [[n.startIndex, n.endIndex] as [number, number]] : []));
  } finally {
    tree.delete();
  }
}

function countErrors(root: Node): number {
  let errors = 0;
  const cursor = root.walk();
  let more = true;
  while (more) {
    const node = cursor.currentNode;
    if (node.isError || node.isMissing) errors++;
    if (node.hasError && cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) {
        more = false;
        break;
      }
    }
  }
  cursor.delete();
  return errors;
}

function acornComments(text: string, language: string, path: string): Parsed {
  const Parser = language === 'tsx' || language === 'jsx' ? TSX
    : language === 'typescript' ? (path.endsWith('.d.ts') || path.endsWith('.d.mts') || path.endsWith('.d.cts') ? DTS : TS)
    : acorn.Parser;
  for (const sourceType of ['module', 'script'] as const) {
    const ranges: number[] = [];
    try {
      Parser.parse(text, {
        ecmaVersion: 'latest',
        sourceType,
        locations: true,
        allowHashBang: true,
        allowReturnOutsideFunction: true,
        allowImportExportEverywhere: true,
        allowAwaitOutsideFunction: sourceType === 'module',
        onComment: (_block, _text, start, end) => {
          if (!(start === 0 && text.startsWith('#!'))) ranges.push(start, end);
        },
      });
      return { ok: true, errors: 0, ranges: sortPairs(ranges) };
    } catch {
      // try the next source type
    }
  }
  return { ok: false, errors: 1, ranges: [] };
}

function sortPairs(ranges: number[]): number[] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < ranges.length; i += 2) pairs.push([ranges[i], ranges[i + 1]]);
  pairs.sort((a, b) => a[0] - b[0]);
  return pairs.flat();
}

/**
 * The code of `text` as the parser sees it, comments left out: for acorn the AST without positions,
 * for tree-sitter every leaf that is not (inside) a comment, as `type text`. Removing comments must
 * leave this unchanged. `normalise` may rewrite a leaf's text first.
 */
export async function codeShape(text: string, language: string, normalise = (_type: string, leaf: string) => leaf): Promise<string> {
  if (JS_LANGUAGES.has(language)) {
    const Parser = language === 'tsx' || language === 'jsx' ? TSX : language === 'typescript' ? TS : acorn.Parser;
    const ast = Parser.parse(text, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, locations: true });
    return JSON.stringify(ast, (key, value) => (key === 'start' || key === 'end' || key === 'loc' || key === 'trailingComma' ? undefined : value));
  }
  const [grammar, types] = GRAMMARS[language];
  const parser = await loadParser(grammar);
  const tree = parser.parse(text)!;
  try {
    const leaves: string[] = [];
    const cursor = tree.walk();
    let more = true;
    while (more) {
      const node = cursor.currentNode;
      const comment = types.includes(node.type);
      // Blanks at a token's edges may go with a comment next to it: PowerShell's argument separators,
      // and the `\r` that tree-sitter counts into a comment in CRLF text.
      const leaf = node.text.trim();
      if (!comment && node.childCount === 0 && leaf !== '') leaves.push(`${node.type} ${normalise(node.type, leaf)}`);
      if (!comment && cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) {
          more = false;
          break;
        }
      }
    }
    cursor.delete();
    return leaves.join('\n');
  } finally {
    tree.delete();
  }
}
