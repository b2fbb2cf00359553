import type { Node } from '@vscode/tree-sitter-wasm';
import { namedChildren, type Found, type Splitter } from './treeSitter.js';

export const go: Splitter = {
  grammar: 'go',
  types: new Set(['function_declaration', 'method_declaration', 'short_var_declaration', 'var_spec', 'assignment_statement']),
  classify(node: Node): Found | undefined {
    // A declaration without a body (`func addVV(z, x, y []uint) (c uint)`, written in assembly) is a signature, not a unit.
    if ((node.type === 'function_declaration' || node.type === 'method_declaration') && !node.childForFieldName('body')) return { descend: false };
    switch (node.type) {
      case 'function_declaration':
        return named(node.childForFieldName('name')?.text);
      case 'method_declaration': {
        // `func (q *Queue[T]) Push()` is `Queue.Push`.
        const name = node.childForFieldName('name')?.text;
        // The receiver's parameter, not a comment beside it (`func (/* doc */ T) m()`).
        const receiver = node.childForFieldName('receiver')?.namedChildren.find((c) => c?.type === 'parameter_declaration')?.childForFieldName('type');
        return named(name && receiver ? `${typeName(receiver)}.${name}` : name);
      }
      default:
        return funcLiteral(node);
    }
  },
};

function named(name: string | undefined): Found | undefined {
  return name ? { unit: name } : undefined;
}

function typeName(type: Node): string {
  if (type.type === 'pointer_type' || type.type === 'parenthesized_type') {
    const inner = namedChildren(type)[0];
    return inner ? typeName(inner) : type.text;
  }
  if (type.type === 'generic_type') return type.childForFieldName('type')?.text ?? type.text;
  return type.text;
}

/** `f := func() {}`, `var f = func() {}`, `f = func() {}`: a single func literal bound to one name. */
function funcLiteral(node: Node): Found | undefined {
  // The value is checked first: most declarations bind no function, and each node lookup crosses into WASM.
  const values = node.childForFieldName(node.type === 'var_spec' ? 'value' : 'right');
  if (values?.namedChildCount !== 1 || values.namedChild(0)?.type !== 'func_literal') return undefined;
  const names = node.type === 'var_spec' ? node.childrenForFieldName('name') : node.childForFieldName('left')?.namedChildren ?? [];
  const name = names.length === 1 ? names[0] : null;
  if (name?.type !== 'identifier') return undefined;
  // `var f = func() {}` runs from `var`, as `f := func() {}` runs from `f`.
  const declaration = node.type === 'var_spec' && node.parent?.type === 'var_declaration' && node.parent.namedChildCount === 1 ? node.parent : undefined;
  return { unit: name.text, start: declaration?.startIndex, end: declaration?.endIndex };
}
