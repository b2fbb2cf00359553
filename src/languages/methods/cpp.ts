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
// nothing, not even a broken function (most headers of declarations). Nor does a `{` whose
// stretch back to that bracket, preprocessor lines left out, holds a `;` with code after the last
// one (`int f(void); struct s {`: only K&R declarations end in a `;` just before a body), or,
// with no `;`, a string or a word that opens a type, namespace or linkage body (`#if
// defined(__cplusplus)` then `extern "C" {`, `STACK_OF(X) ... typedef struct x_st {`; `-> struct
// S` is a trailing return type): OpenSSL's and libuv's headers, 64 files that tree-sitter took
// 0.4 s to parse for no unit. A comment between them may hold anything: a text that may still
// have comments is tested without them when it seems to hold no definition.
const BODY_AFTER_BRACKET = /[()][^{}()]*\{/g;
const NOT_BEFORE_BODY = /"|\b(?:namespace|typedef|extern)\b/;
const TYPE_HEAD = /\b(?:struct|class|union|enum)\b/;
const DIRECTIVE_LINE = /^[ \t]*#/;

/** Whether a C/C++ text may define a function (see BODY_AFTER_BRACKET). */
export function mayHoldUnits(text: string): boolean {
  if (opensBody(text)) return true;
  return (text.includes('/*') || text.includes('//')) && opensBody(removeComments(text, 'cpp'));
}

/** Whether some `{` of `text` may open a function's body. */
function opensBody(text: string): boolean {
  BODY_AFTER_BRACKET.lastIndex = 0;
  for (let m; (m = BODY_AFTER_BRACKET.exec(text)); ) {
    const brace = m.index + m[0].length - 1;
    // The next search starts at this `{`, which may be the bracket before another one.
    BODY_AFTER_BRACKET.lastIndex = brace;
    if (!onDirective(text, brace) && mayPrecedeBody(codeOf(text, m.index + 1, brace))) return true;
  }
  return false;
}

/** Whether what stands between a bracket and a `{` (no bracket in it) may come before a function's body. */
function mayPrecedeBody(between: string): boolean {
  const semicolon = between.lastIndexOf(';');
  if (semicolon >= 0) return between.slice(semicolon + 1).trim() === '';
  return !NOT_BEFORE_BODY.test(between) && (!TYPE_HEAD.test(between) || between.includes('->'));
}

/** `text[from..to)` without its preprocessor lines (a line starting with `#`, and the lines a trailing `\` joins to it). */
function codeOf(text: string, from: number, to: number): string {
  const hash = text.indexOf('#', from);
  if (hash < 0 || hash >= to) return onDirective(text, from) ? text.slice(lineEnd(text, from), to) : text.slice(from, to);
  let code = '';
  for (let at = from; at < to; ) {
    const end = Math.min(lineEnd(text, at), to);
    if (!onDirective(text, at)) code += text.slice(at, end);
    at = end;
  }
  return code;
}

/** The offset just past the line break that ends the line holding `at` (a `\` before it joins the next line), or the text's end. */
function lineEnd(text: string, at: number): number {
  for (let i = text.indexOf('\n', at); i >= 0; i = text.indexOf('\n', i + 1)) {
    if (!DIRECTIVE_CONTINUES.test(text.slice(Math.max(0, i - 2), i))) return i + 1;
  }
  return text.length;
}
const DIRECTIVE_CONTINUES = /\\\r?$/;

/** Whether the offset `at` is on a preprocessor line, or on a line a trailing `\` joins to one. */
function onDirective(text: string, at: number): boolean {
  let start = text.lastIndexOf('\n', at - 1) + 1;
  // Back over lines that a trailing backslash continues.
  while (start >= 2 && DIRECTIVE_CONTINUES.test(text.slice(Math.max(0, start - 3), start - 1))) start = text.lastIndexOf('\n', start - 2) + 1;
  return DIRECTIVE_LINE.test(text.slice(start, Math.min(text.length, start + 200)));
}
