import type { Node } from '@vscode/tree-sitter-wasm';
import { type Found, type Splitter } from './treeSitter.js';

// Instance and singleton methods are both qualified with `.`: `Queue.push`, `Queue.build` for `def self.build`.
export const ruby: Splitter = {
  grammar: 'ruby',
  types: new Set(['class', 'module', 'singleton_class', 'method', 'singleton_method', 'assignment', 'call']),
  classify(node: Node): Found | undefined {
    switch (node.type) {
      case 'class':
      case 'module':
        return { scope: constantPath(node.childForFieldName('name')) };
      case 'singleton_class':
        // `class << self` holds the enclosing class's own methods.
        return { scope: '' };
      case 'method':
        return named(node.childForFieldName('name')?.text);
      case 'singleton_method': {
        const name = node.childForFieldName('name')?.text;
        const object = node.childForFieldName('object');
        return named(name && object && object.type !== 'self' ? `${constantPath(object)}.${name}` : name);
      }
      case 'assignment': {
        // `square = ->(x) { x * x }` and `square = lambda { |x| ... }` are functions bound to a name.
        const right = node.childForFieldName('right');
        const isLambda = right?.type === 'lambda' || (right?.type === 'call' && isBlockCall(right, ['lambda', 'proc']));
        const left = isLambda ? node.childForFieldName('left') : null;
        return left?.type === 'identifier' || left?.type === 'constant' ? { unit: left.text } : undefined;
      }
      case 'call': {
        // `define_method(:name) { ... }` defines a method as surely as `def`.
        if (!isBlockCall(node, ['define_method'])) return undefined;
        const symbol = node.childForFieldName('arguments')?.namedChildren[0];
        return symbol?.type === 'simple_symbol' ? { unit: symbol.text.slice(1) } : undefined;
      }
    }
    return undefined;
  },
};

function named(name: string | undefined): Found | undefined {
  return name ? { unit: name } : undefined;
}

function isBlockCall(call: Node, methods: string[]): boolean {
  const method = call.childForFieldName('method')?.text;
  return !call.childForFieldName('receiver') && method !== undefined && methods.includes(method) && call.childForFieldName('block') !== null;
}

/** `Store::Queue` -> `Store.Queue`. */
function constantPath(node: Node | null): string {
  return node ? node.text.split('::').map((s) => s.trim()).filter(Boolean).join('.') : '';
}
