import type { Node } from '@vscode/tree-sitter-wasm';
import { type Found, type Splitter } from './treeSitter.js';

const SCOPES = new Set(['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration', 'annotation_type_declaration']);
const METHODS = new Set(['method_declaration', 'constructor_declaration', 'compact_constructor_declaration']);

// Annotations are part of a declaration's modifiers, so a unit's text starts at its first annotation.
export const java: Splitter = {
  grammar: 'java',
  types: new Set([...SCOPES, ...METHODS, 'variable_declarator', 'enum_constant']),
  classify(node: Node): Found | undefined {
    const name = node.childForFieldName('name')?.text;
    if (!name) return undefined;
    // A variable names what its initialiser holds (an anonymous class's methods: `C.R.run`), and
    // an enum constant what its arguments and body hold (`C.Op.PLUS.apply`).
    if (node.type === 'variable_declarator' && node.childForFieldName('value')?.type !== 'lambda_expression') {
      return node.childForFieldName('value') ? { scope: name } : undefined;
    }
    if (SCOPES.has(node.type) || node.type === 'enum_constant') return { scope: name };
    // Abstract and interface methods without a body are signatures, not units.
    if (METHODS.has(node.type)) return node.childForFieldName('body') ? { unit: name } : { descend: false };
    // `Comparator<T> byName = (a, b) -> ...;` is a function bound to a name.
    const declaration = node.parent;
    const single = declaration && declaration.childrenForFieldName('declarator').length === 1;
    return { unit: name, start: single ? declaration.startIndex : undefined, end: single ? declaration.endIndex : undefined };
  },
};
