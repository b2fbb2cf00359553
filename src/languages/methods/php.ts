import type { Node } from '@vscode/tree-sitter-wasm';
import { type Found, type Splitter } from './treeSitter.js';

// Namespaces name the package, as in Java and C#, and are not part of a name. Attributes (`#[...]`)
// are children of the declaration, so a unit's text starts at them. A closure or arrow function
// assigned to a variable is named after the variable, `$` included: `$handler`. Static and instance
// methods are both `Class.name` (PHP forbids the two under one name); traits and enums name like
// classes; an anonymous class adds no name, so its methods are qualified by the function holding it
// (`Queue.worker.run`). finders/php.ts gives the same units without parsing.
export const php: Splitter = {
  grammar: 'php',
  types: new Set(['class_declaration', 'interface_declaration', 'trait_declaration', 'enum_declaration', 'function_definition', 'method_declaration', 'assignment_expression']),
  classify(node: Node): Found | undefined {
    switch (node.type) {
      case 'function_definition':
      case 'method_declaration': {
        const name = node.childForFieldName('name')?.text;
        // Abstract and interface methods have no body: signatures, not units.
        return name && node.childForFieldName('body') ? { unit: name } : { descend: false };
      }
      case 'assignment_expression': {
        const right = node.childForFieldName('right');
        if (right?.type !== 'anonymous_function' && right?.type !== 'arrow_function') return undefined;
        const left = node.childForFieldName('left');
        if (left?.type !== 'variable_name') return undefined;
        const statement = node.parent?.type === 'expression_statement' ? node.parent : undefined;
        return { unit: left.text, start: statement?.startIndex, end: statement?.endIndex };
      }
      default:
        return { scope: node.childForFieldName('name')?.text ?? '' };
    }
  },
};
