import type { Node } from '@vscode/tree-sitter-wasm';
import { type Found, type Splitter } from './treeSitter.js';

// Attributes (`#[test]`, `#[inline]`) belong to the unit, as decorators do elsewhere.
export const rust: Splitter = {
  grammar: 'rust',
  types: new Set(['function_item', 'impl_item', 'trait_item', 'mod_item', 'let_declaration']),
  classify(node: Node): Found | undefined {
    switch (node.type) {
      case 'function_item': {
        const name = node.childForFieldName('name')?.text;
        return name ? { unit: name, start: withAttributes(node) } : undefined;
      }
      case 'impl_item': {
        // `impl Trait for Type` and `impl Type` both hold Type's methods: `Type.method`.
        const type = node.childForFieldName('type');
        return { scope: type ? typeName(type) : '' };
      }
      case 'trait_item':
      case 'mod_item':
        return { scope: node.childForFieldName('name')?.text ?? '' };
      case 'let_declaration': {
        // `let f = |x| x + 1;` is a function bound to a name.
        if (node.childForFieldName('value')?.type !== 'closure_expression') return undefined;
        const pattern = node.childForFieldName('pattern');
        return pattern?.type === 'identifier' ? { unit: pattern.text } : undefined;
      }
    }
    return undefined;
  },
};

/** `Queue<T>`, `&'a Queue<i32>`, `std::fmt::Queue` -> `Queue`. */
function typeName(type: Node): string {
  switch (type.type) {
    case 'generic_type':
    case 'reference_type':
    case 'pointer_type': {
      const inner = type.childForFieldName('type');
      return inner ? typeName(inner) : type.text;
    }
    case 'scoped_type_identifier':
      return type.childForFieldName('name')?.text ?? type.text;
    default:
      return type.text;
  }
}

function withAttributes(node: Node): number {
  let start = node.startIndex;
  for (let sibling = node.previousNamedSibling; sibling?.type === 'attribute_item'; sibling = sibling.previousNamedSibling) {
    start = sibling.startIndex;
  }
  return start;
}
