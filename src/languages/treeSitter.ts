import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Node, Parser as ParserType } from '@vscode/tree-sitter-wasm';

/** Grammars shipped by @vscode/tree-sitter-wasm that the tool uses. */
export type Grammar =
  | 'bash' | 'c-sharp' | 'cpp' | 'css' | 'go' | 'java' | 'javascript' | 'php' | 'powershell' | 'python' | 'ruby' | 'rust' | 'tsx' | 'typescript';

type Runtime = typeof import('@vscode/tree-sitter-wasm');

let runtime: Promise<{ ts: Runtime; folder: string }> | undefined;
const parsers = new Map<Grammar, Promise<ParserType>>();

// The runtime and each grammar load once per thread, and only when a file needs them.
function loadRuntime(): Promise<{ ts: Runtime; folder: string }> {
  runtime ??= (async () => {
    const require = createRequire(import.meta.url);
    const main = require.resolve('@vscode/tree-sitter-wasm');
    const ts = require('@vscode/tree-sitter-wasm') as Runtime;
    const folder = dirname(main);
    await ts.Parser.init({ locateFile: (file: string) => join(folder, file) });
    return { ts, folder };
  })();
  return runtime;
}

export function loadParser(grammar: Grammar): Promise<ParserType> {
  let parser = parsers.get(grammar);
  if (!parser) {
    parser = (async () => {
      const { ts, folder } = await loadRuntime();
      const language = await ts.Language.load(await readFile(join(folder, `tree-sitter-${grammar}.wasm`)));
      const p = new ts.Parser();
      p.setLanguage(language);
      return p;
    })();
    parsers.set(grammar, parser);
  }
  return parser;
}

/** Parses `text`, hands the root node to `use`, and frees the tree's WASM memory whatever happens. */
export async function withTree<T>(grammar: Grammar, text: string, use: (root: Node) => T): Promise<T> {
  const parser = await loadParser(grammar);
  const tree = parser.parse(text);
  if (!tree) throw new Error(`tree-sitter could not parse the text as ${grammar}`);
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}
