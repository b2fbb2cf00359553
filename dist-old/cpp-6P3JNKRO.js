import "./chunk-MYMOHPVV.js";
import "./chunk-RKDPA7HW.js";

// src/languages/methods/cppMacros.ts
var SPECIFIER = /\b[A-Z][A-Z0-9_]*[A-Z0-9_](?:[ \t]*\((?:[^()\n]|\([^()\n]*\))*\)(?=[ \t]*[*&]*[ \t]*[A-Za-z_~])|(?=[ \t]+[A-Za-z_~]))/g;
function blank(macro, offset, line) {
  const typeLike = macro.endsWith(")") && /^[ \t]*[*&]/.test(line.slice(offset + macro.length));
  return typeLike ? `_${" ".repeat(macro.length - 1)}` : " ".repeat(macro.length);
}
function maskMacros(text) {
  let out = "";
  let inDirective = false;
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline + 1;
    const line = text.slice(start, end);
    const directive = inDirective || /^[ \t]*#/.test(line);
    out += directive ? line : line.replace(SPECIFIER, blank);
    inDirective = directive && /\\\r?\n?$/.test(line);
    start = end;
  }
  return out;
}

// src/languages/methods/cpp.ts
var cpp = {
  grammar: "cpp",
  types: /* @__PURE__ */ new Set(["function_definition", "namespace_definition", "class_specifier", "struct_specifier", "union_specifier"]),
  containers: /* @__PURE__ */ new Set([
    "translation_unit",
    "declaration_list",
    "namespace_definition",
    "template_declaration",
    "linkage_specification",
    "class_specifier",
    "struct_specifier",
    "union_specifier",
    "field_declaration_list",
    "field_declaration",
    "friend_declaration",
    "declaration",
    "type_definition",
    "preproc_if",
    "preproc_ifdef",
    "preproc_else",
    "preproc_elif",
    "preproc_elifdef",
    "ERROR"
  ]),
  mask: maskMacros,
  tolerant: true,
  classify(node) {
    if (node.type === "function_definition") {
      const declarator = node.childForFieldName("declarator");
      const name2 = node.childForFieldName("body") ? functionName(declarator) : void 0;
      return name2 ? { unit: name2, start: withTemplate(node), descend: false, broken: declarator?.hasError } : { descend: false };
    }
    const name = node.childForFieldName("name");
    if (node.type !== "namespace_definition" && !node.childForFieldName("body")) return { descend: false };
    return { scope: name ? scopeName(name) : "" };
  }
};
function functionName(declarator) {
  let isFunction = false;
  for (let node = declarator; node; ) {
    switch (node.type) {
      case "function_declarator":
        isFunction = true;
        node = node.childForFieldName("declarator");
        break;
      case "pointer_declarator":
      case "reference_declarator":
      case "parenthesized_declarator":
      case "attributed_declarator":
        node = node.childForFieldName("declarator") ?? node.namedChildren.find((c) => c?.type !== "attribute_declaration") ?? null;
        break;
      case "operator_cast":
        return castName(node);
      default:
        return isFunction ? scopeName(node) : void 0;
    }
  }
  return void 0;
}
function scopeName(node) {
  switch (node.type) {
    case "qualified_identifier": {
      const scope = node.childForFieldName("scope");
      const name = node.childForFieldName("name");
      const tail = name ? scopeName(name) : "";
      return scope ? `${scopeName(scope)}.${tail}` : tail;
    }
    case "nested_namespace_specifier":
      return node.text.split("::").map((s) => s.trim()).filter(Boolean).join(".");
    case "template_type":
    case "template_function":
      return node.childForFieldName("name")?.text ?? node.text;
    case "operator_name":
      return operatorText(node.text);
    case "operator_cast":
      return castName(node);
    default:
      return node.text;
  }
}
function operatorText(text) {
  return text.replace(/\s+/g, " ").replace(/ ?([^\w\s]) ?/g, "$1").trim();
}
function castName(node) {
  const declarator = node.childForFieldName("declarator");
  return operatorText(declarator ? node.text.slice(0, declarator.startIndex - node.startIndex) : node.text);
}
function withTemplate(node) {
  let start = node.startIndex;
  for (let parent = node.parent; parent?.type === "template_declaration"; parent = parent.parent) start = parent.startIndex;
  return start;
}
export {
  cpp
};
