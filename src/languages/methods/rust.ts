import type { Node } from '@vscode/tree-sitter-wasm';
import { type Found, type Splitter } from './treeSitter.js';

// Attributes (`#[test]`, `#[inline]`) belong to the unit, as decorators do elsewhere. An impl's
// functions are named by its type (`Queue.new`), a trait impl's by type and trait
// (`<Queue as Display>.fmt`), a trait's default methods by the trait (`Drain.is_drained`).
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
        // `impl Type` holds `Type.method`; `impl Trait for Type` holds `<Type as Trait>.method`, as
        // Rust itself names it: a type's `fmt` for Display and its `fmt` for Debug are two functions.
        const type = node.childForFieldName('type');
        const trait = node.childForFieldName('trait');
        const name = type ? typeName(type) : '';
        return { scope: trait ? `<${name} as ${traitName(trait)}>` : name };
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

/** `fmt::Display` -> `Display`, `convert::From<&'a str>` -> `From<&'a str>`: the last segment and its arguments, blanks collapsed. */
function traitName(trait: Node): string {
  if (trait.type === 'generic_type') {
    const inner = trait.childForFieldName('type');
    const args = trait.childForFieldName('type_arguments');
    if (inner && args) return `${traitName(inner)}${args.text.replace(/\s+/g, ' ')}`;
  }
  if (trait.type === 'scoped_type_identifier') return trait.childForFieldName('name')?.text ?? trait.text;
  return trait.text.replace(/\s+/g, ' ');
}

function withAttributes(node: Node): number {
  let start = node.startIndex;
  for (let sibling = node.previousNamedSibling; sibling?.type === 'attribute_item'; sibling = sibling.previousNamedSibling) {
    start = sibling.startIndex;
  }
  return start;
}
