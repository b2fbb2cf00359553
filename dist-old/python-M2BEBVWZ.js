#!/usr/bin/env node
import {
  namedChildren
} from "./chunk-POROXDRF.js";
import "./chunk-DXYZEUXX.js";

// src/languages/methods/python.ts
var python = {
  grammar: "python",
  types: /* @__PURE__ */ new Set(["function_definition", "class_definition", "assignment"]),
  // Definitions and assignments are statements: the walk never needs to enter an expression.
  containers: /* @__PURE__ */ new Set([
    "module",
    "block",
    "decorated_definition",
    "expression_statement",
    "if_statement",
    "elif_clause",
    "else_clause",
    "for_statement",
    "while_statement",
    "try_statement",
    "except_clause",
    "except_group_clause",
    "finally_clause",
    "with_statement",
    "match_statement",
    "case_clause",
    "ERROR"
  ]),
  classify(node) {
    switch (node.type) {
      case "class_definition":
        return { scope: node.childForFieldName("name")?.text ?? "" };
      case "function_definition": {
        const name = node.childForFieldName("name")?.text;
        if (!name) return void 0;
        const parent = node.parent;
        const decorated = parent?.type === "decorated_definition" ? parent : void 0;
        const decorators = decorated ? namedChildren(decorated).filter((c) => c.type === "decorator").map(decoratorName) : [];
        if (decorators.some((d) => d === "overload" || d.endsWith(".overload"))) return { descend: false };
        return { unit: name, accessor: accessor(decorators), start: decorated?.startIndex };
      }
      case "assignment": {
        const right = node.childForFieldName("right");
        if (right?.type === "assignment") return { descend: true };
        const left = right?.type === "lambda" ? node.childForFieldName("left") : null;
        return left?.type === "identifier" ? { unit: left.text } : void 0;
      }
    }
    return void 0;
  }
};
function decoratorName(decorator) {
  const text = decorator.text.slice(1).trim();
  const paren = text.indexOf("(");
  return (paren === -1 ? text : text.slice(0, paren)).trim();
}
function accessor(decorators) {
  for (const d of decorators) {
    if (d === "property" || d.endsWith("cached_property")) return "get";
    if (d.endsWith(".setter")) return "set";
    if (d.endsWith(".deleter")) return "del";
  }
  return void 0;
}
export {
  python
};
