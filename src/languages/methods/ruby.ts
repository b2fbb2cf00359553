import type { Node } from '@vscode/tree-sitter-wasm';
import type { Unit } from './lines.js';
import { treeSitterUnits, type Found, type Splitter } from './treeSitter.js';

// Names follow Ruby's own documentation: `Queue#push` for an instance method, `Queue.build` for a
// singleton one (`def self.build`, `def Queue.build`, a `def` in `class << self` or in
// `class << Queue`), so the two never share a name; `Queue#[]` and `Queue.[]` for operators.
// Modules and classes nest with `.` as in every language here (`Shop.Cart#add`). A `def` is an
// instance method when the nearest enclosing class, module, singleton class or unit is a class or
// module (conditionals and blocks such as `Struct.new do` in between); a `def` inside a method,
// a lambda bound to a name and a top-level `def` are joined to what holds them with `.`
// (`Cart#total.apply`, `helper`).

// The walk joins a unit to its scope with `.`; each unit's name starts with the separator it wants
// instead (`#` or `.`, neither of which a Ruby method name can hold), which unitsOf() then folds.
const INSTANCE = '#';
const OTHER = '.';

export const ruby: Splitter = {
  grammar: 'ruby',
  types: new Set(['class', 'module', 'singleton_class', 'method', 'singleton_method', 'assignment', 'call']),
  classify(node: Node): Found | undefined {
    switch (node.type) {
      case 'class':
      case 'module':
        return { scope: constantPath(node.childForFieldName('name')) };
      case 'singleton_class':
        // `class << self` (or `class << Queue` inside `class Queue`) holds the enclosing class's own methods.
        return { scope: owner(node, node.childForFieldName('value')) };
      case 'method': {
        const name = node.childForFieldName('name')?.text;
        return name ? { unit: `${separator(node)}${name}` } : undefined;
      }
      case 'singleton_method': {
        const name = node.childForFieldName('name')?.text;
        const object = owner(node, node.childForFieldName('object'));
        return name ? { unit: `${OTHER}${object ? `${object}.` : ''}${name}` } : undefined;
      }
      case 'assignment': {
        const name = boundLambda(node);
        return name === undefined ? undefined : { unit: `${OTHER}${name}` };
      }
      case 'call': {
        const name = definedMethod(node);
        return name === undefined ? undefined : { unit: `${separator(node)}${name}` };
      }
    }
    return undefined;
  },
};

/** The Ruby units of `text` as tree-sitter finds them, named as above. */
export async function rubyUnits(text: string): Promise<Unit[]> {
  const units = await treeSitterUnits(ruby, text);
  for (const unit of units) unit.name = foldSeparators(unit.name);
  return units;
}

/** `Cart.#add` -> `Cart#add`, `Cart.#total..apply` -> `Cart#total.apply`, `.helper` -> `helper`. */
export function foldSeparators(name: string): string {
  return name.replace(/\.(?=[.#])/g, '').replace(/^[.#]/, '');
}

/** `square = ->(x) { x * x }` and `square = lambda { |x| ... }`: a function bound to a name, or undefined. */
function boundLambda(node: Node): string | undefined {
  const right = node.childForFieldName('right');
  const isLambda = right?.type === 'lambda' || (right?.type === 'call' && isBlockCall(right, ['lambda', 'proc']));
  const left = isLambda ? node.childForFieldName('left') : null;
  return left?.type === 'identifier' || left?.type === 'constant' ? left.text : undefined;
}

/** `define_method(:name) { ... }` defines a method as surely as `def`: its name, or undefined. */
function definedMethod(node: Node): string | undefined {
  if (!isBlockCall(node, ['define_method'])) return undefined;
  const symbol = node.childForFieldName('arguments')?.namedChildren[0];
  return symbol?.type === 'simple_symbol' ? symbol.text.slice(1) : undefined;
}

/** `#` when the nearest enclosing class, module, singleton class or unit is a class or module, else `.`. */
function separator(node: Node): string {
  for (let p = node.parent; p; p = p.parent) {
    switch (p.type) {
      case 'class':
      case 'module':
        return INSTANCE;
      case 'singleton_class':
      case 'method':
      case 'singleton_method':
        return OTHER;
      case 'assignment':
        if (boundLambda(p) !== undefined) return OTHER;
        break;
      case 'call':
        if (definedMethod(p) !== undefined) return OTHER;
        break;
    }
  }
  return OTHER;
}

/**
 * The object a singleton method or class belongs to, relative to the enclosing scope: '' for
 * `self` and for the nearest enclosing class or module named again (`class Time; class << Time`),
 * its path for another constant (`class << OptionParser`), a variable (`def fmt.%(x)`, `def @conf.inspect`), '' for
 * anything else (`class << (RANDOM = Random.new)`).
 */
function owner(node: Node, object: Node | null): string {
  if (object?.type === 'identifier' || object?.type === 'instance_variable' || object?.type === 'class_variable' || object?.type === 'global_variable') return object.text;
  if (object?.type !== 'constant' && object?.type !== 'scope_resolution') return '';
  const path = constantPath(object);
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'class' || p.type === 'module') {
      const enclosing = constantPath(p.childForFieldName('name'));
      return enclosing === path || enclosing.endsWith(`.${path}`) ? '' : path;
    }
  }
  return path;
}

function isBlockCall(call: Node, methods: string[]): boolean {
  const method = call.childForFieldName('method')?.text;
  return !call.childForFieldName('receiver') && method !== undefined && methods.includes(method) && call.childForFieldName('block') !== null;
}

/** `Store::Queue` -> `Store.Queue`. */
function constantPath(node: Node | null): string {
  return node ? node.text.split('::').map((s) => s.trim()).filter(Boolean).join('.') : '';
}
