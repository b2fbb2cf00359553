import type { Node } from '@vscode/tree-sitter-wasm';
import { type Found, type Splitter } from './treeSitter.js';

// `f() { ...; }`, `function f { ...; }` and `function f() ( ... )`; a function defined inside another is `outer.inner`.
export const shell: Splitter = {
  grammar: 'bash',
  types: new Set(['function_definition']),
  classify(node: Node): Found | undefined {
    const name = node.childForFieldName('name')?.text;
    return name ? { unit: name } : undefined;
  },
};
