import type { Node } from '@vscode/tree-sitter-wasm';
import { decoratorAccessor, isOverload } from './pythonRules.js';
import { namedChildren, type Found, type Splitter } from './treeSitter.js';

// Decorators belong to the unit: its text starts at the first `@`.
export const python: Splitter = {
  grammar: 'python',
  types: new Set(['function_definition', 'class_definition', 'assignment']),
  // Definitions and assignments are statements: the walk never needs to enter an expression.
  containers: new Set([
    'module', 'block', 'decorated_definition', 'expression_statement', 'if_statement', 'elif_clause', 'else_clause',
    'for_statement', 'while_statement', 'try_statement', 'except_clause', 'except_group_clause', 'finally_clause',
    'with_statement', 'match_statement', 'case_clause', 'ERROR',
  ]),
  classify(node: Node): Found | undefined {
    switch (node.type) {
      case 'class_definition':
        return { scope: node.childForFieldName('name')?.text ?? '' };
      case 'function_definition': {
        const name = node.childForFieldName('name')?.text;
        if (!name) return undefined;
        const parent = node.parent;
        const decorated = parent?.type === 'decorated_definition' ? parent : undefined;
        const decorators = decorated ? namedChildren(decorated).filter((c) => c.type === 'decorator').map(decoratorName) : [];
        if (decorators.some(isOverload)) return { descend: false };
        return { unit: name, accessor: decoratorAccessor(decorators), start: decorated?.startIndex };
      }
      case 'assignment': {
        // `square = lambda x: x * x` is a function bound to a name, like a JS arrow; `a = b = ...` chains.
        const right = node.childForFieldName('right');
        if (right?.type === 'assignment') return { descend: true };
        const left = right?.type === 'lambda' ? node.childForFieldName('left') : null;
        return left?.type === 'identifier' ? { unit: left.text } : undefined;
      }
    }
    return undefined;
  },
};

/** `@functools.wraps(fn)` -> `functools.wraps`. */
function decoratorName(decorator: Node): string {
  const text = decorator.text.slice(1).trim();
  const paren = text.indexOf('(');
  return (paren === -1 ? text : text.slice(0, paren)).trim();
}
