import type { Node } from '@vscode/tree-sitter-wasm';
import { removeComments } from '../comments.js';
import { maskMacros } from './cppMacros.js';
import { type Found, type Splitter } from './treeSitter.js';

// C is parsed with the C++ grammar. Units are function definitions (free, member, out-of-class,
// operators, constructors, destructors, templates with their `template <...>` line); named
// namespaces qualify like classes. Function bodies are not searched: C++ has no nested named
// functions, and lambdas and local classes are not units here. That keeps headers cheap.
export const cpp: Splitter = {
  grammar: 'cpp',
  types: new Set(['function_definition', 'namespace_definition', 'class_specifier', 'struct_specifier', 'union_specifier']),
  containers: new Set([
    'translation_unit', 'declaration_list', 'namespace_definition', 'template_declaration', 'linkage_specification',
    'class_specifier', 'struct_specifier', 'union_specifier', 'field_declaration_list', 'field_declaration', 'friend_declaration',
    'declaration', 'type_definition', 'preproc_if', 'preproc_ifdef', 'preproc_else', 'preproc_elif', 'preproc_elifdef', 'ERROR',
  ]),
  mask: maskMacros,
  tolerant: true,
  mayHoldUnits,
  classify(node: Node): Found | undefined {
    if (node.type === 'function_definition') {
      // `= default;` and `= delete;` definitions have no body.
      const declarator = node.childForFieldName('declarator');
      const name = node.childForFieldName('body') ? functionName(declarator) : undefined;
      return name ? { unit: name, start: withTemplate(node), descend: false, broken: declarator?.hasError } : { descend: false };
    }
    // An anonymous namespace, struct or union adds no name.
    const name = node.childForFieldName('name');
    if (node.type !== 'namespace_definition' && !node.childForFieldName('body')) return { descend: false };
    return { scope: name ? scopeName(name) : '' };
  },
};

/** The name a function declarator declares, `Queue.push` for `Queue<T>::push`; undefined if it declares no function. */
function functionName(declarator: Node | null): string | undefined {
  let isFunction = false;
  for (let node = declarator; node; ) {
    switch (node.type) {
      case 'function_declarator':
        isFunction = true;
        node = node.childForFieldName('declarator');
        break;
      case 'pointer_declarator':
      case 'reference_declarator':
      case 'parenthesized_declarator':
      case 'attributed_declarator':
        node = node.childForFieldName('declarator') ?? node.namedChildren.find((c) => c?.type !== 'attribute_declaration') ?? null;
        break;
      case 'operator_cast':
        return castName(node);
      default:
        return isFunction ? scopeName(node) : undefined;
    }
  }
  return undefined;
}

/** `ns::Queue<T>::push` -> `ns.Queue.push`; template arguments are dropped so in-class and out-of-class names match. */
function scopeName(node: Node): string {
  switch (node.type) {
    case 'qualified_identifier': {
      const scope = node.childForFieldName('scope');
      const name = node.childForFieldName('name');
      const tail = name ? scopeName(name) : '';
      return scope ? `${scopeName(scope)}.${tail}` : tail;
    }
    case 'nested_namespace_specifier':
      return node.text.split('::').map((s) => s.trim()).filter(Boolean).join('.');
    case 'template_type':
    case 'template_function':
      return node.childForFieldName('name')?.text ?? node.text;
    case 'operator_name':
      return operatorText(node.text);
    case 'operator_cast':
      return castName(node);
    default:
      return node.text;
  }
}

/** `operator ==` -> `operator==`, `operator  bool` -> `operator bool`. */
function operatorText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/ ?([^\w\s]) ?/g, '$1').trim();
}

/** `operator bool() const` -> `operator bool`. */
function castName(node: Node): string {
  const declarator = node.childForFieldName('declarator');
  return operatorText(declarator ? node.text.slice(0, declarator.startIndex - node.startIndex) : node.text);
}

function withTemplate(node: Node): number {
  let start = node.startIndex;
  for (let parent = node.parent; parent?.type === 'template_declaration'; parent = parent.parent) start = parent.startIndex;
  return start;
}

// A function definition closes its parameter list before its body opens, with nothing between the
// two but specifiers, attributes, a trailing return type, a requires-clause, `try`, K&R parameter
// declarations or a constructor's initialisers, whose last `)` or whose `name{` then comes just
// before a brace; in a broken one (`void f(int x {`, which gets a warning) an unclosed `(` does.
// So a text where no `(` or `)` is followed by a `{` without another bracket between defines
// nothing, not even a broken function (most headers of declarations: 1,396 of the 2,363 files of
// Node's headers, a quarter of their text, none with a unit or an error tree-sitter finds). A
// comment between them may hold a bracket: a text that may still have comments is tested without
// them.
const PARAMETERS_THEN_BODY = /[()][^{}()]*\{/;

/** Whether a C/C++ text may define a function (see PARAMETERS_THEN_BODY). */
export function mayHoldUnits(text: string): boolean {
  if (PARAMETERS_THEN_BODY.test(text)) return true;
  return (text.includes('/*') || text.includes('//')) && PARAMETERS_THEN_BODY.test(removeComments(text, 'cpp'));
}
