import type { Node } from '@vscode/tree-sitter-wasm';
import { type Found, type Splitter } from './treeSitter.js';

// Namespaces name the package, as Java's `package` does, and are not part of a name. A generic
// type is named with its type parameters (`Inventory<TItem>.Add`).
const SCOPES = new Set(['class_declaration', 'struct_declaration', 'interface_declaration', 'record_declaration', 'record_struct_declaration']);
const METHODS = new Set(['method_declaration', 'constructor_declaration', 'local_function_statement']);

// Attributes are children of the declaration, so a unit's text starts at its first `[`.
// A property's accessors with a body are units named like JS accessors: `get Queue.Count`,
// `set Queue.Count` (also `init`, and `add`/`remove` for events); an expression-bodied
// property (`int Count => n;`) is its getter. An indexer is `this[]`.
export const csharp: Splitter = {
  grammar: 'c-sharp',
  types: new Set([
    ...SCOPES, ...METHODS, 'destructor_declaration', 'operator_declaration', 'conversion_operator_declaration',
    'accessor_declaration', 'property_declaration', 'indexer_declaration', 'variable_declarator',
  ]),
  classify(node: Node): Found | undefined {
    if (node.type === 'variable_declarator') return lambdaBinding(node);
    const name = node.childForFieldName('name')?.text;
    const hasBody = node.childForFieldName('body') !== null;
    switch (node.type) {
      case 'destructor_declaration':
        return hasBody && name ? { unit: `~${name}` } : { descend: false };
      case 'operator_declaration':
        return hasBody ? { unit: `operator${node.childForFieldName('operator')?.text ?? ''}` } : { descend: false };
      case 'conversion_operator_declaration':
        return hasBody ? { unit: `operator ${node.childForFieldName('type')?.text ?? ''}` } : { descend: false };
      case 'accessor_declaration': {
        const owner = node.parent?.parent;
        if (!hasBody || !owner) return { descend: false };
        return { unit: memberName(owner), accessor: name };
      }
      case 'property_declaration':
      case 'indexer_declaration':
        return node.childForFieldName('value')?.type === 'arrow_expression_clause' ? { unit: memberName(node), accessor: 'get' } : undefined;
    }
    if (!name) return undefined;
    if (SCOPES.has(node.type)) return { scope: name + typeParameters(node) };
    // Abstract and interface methods without a body are signatures, not units.
    return hasBody ? { unit: name } : { descend: false };
  },
};

/**
 * A generic type's parameters as written, blanks collapsed: `Queue<T>` and `Queue` are two types
 * a file may hold side by side (UniTask's `AsyncLazy` and `AsyncLazy<T>`), so their methods are
 * `AsyncLazy<T>.GetAwaiter` and `AsyncLazy.GetAwaiter`.
 */
function typeParameters(node: Node): string {
  const list = node.children.find((child) => child?.type === 'type_parameter_list');
  return list ? list.text.replace(/\s+/g, ' ') : '';
}

function memberName(owner: Node): string {
  return owner.type === 'indexer_declaration' ? 'this[]' : owner.childForFieldName('name')?.text ?? '';
}

/** `Func<int, int> twice = x => 2 * x;` is a function bound to a name. */
function lambdaBinding(node: Node): Found | undefined {
  const value = node.namedChild(node.namedChildCount - 1);
  if (value?.type !== 'lambda_expression' && value?.type !== 'anonymous_method_expression') return undefined;
  const name = node.childForFieldName('name')?.text;
  if (!name) return undefined;
  const declaration = node.parent;
  const single = declaration?.type === 'variable_declaration' && declaration.namedChildren.filter((c) => c?.type === 'variable_declarator').length === 1;
  const statement = single ? declaration.parent : null;
  return { unit: name, start: statement?.startIndex, end: statement?.endIndex };
}
