#!/usr/bin/env node
import "./chunk-POROXDRF.js";
import "./chunk-DXYZEUXX.js";

// src/languages/methods/java.ts
var SCOPES = /* @__PURE__ */ new Set(["class_declaration", "interface_declaration", "enum_declaration", "record_declaration", "annotation_type_declaration"]);
var METHODS = /* @__PURE__ */ new Set(["method_declaration", "constructor_declaration", "compact_constructor_declaration"]);
var java = {
  grammar: "java",
  types: /* @__PURE__ */ new Set([...SCOPES, ...METHODS, "variable_declarator"]),
  classify(node) {
    if (node.type === "variable_declarator" && node.childForFieldName("value")?.type !== "lambda_expression") return void 0;
    const name = node.childForFieldName("name")?.text;
    if (!name) return void 0;
    if (SCOPES.has(node.type)) return { scope: name };
    if (METHODS.has(node.type)) return node.childForFieldName("body") ? { unit: name } : { descend: false };
    const declaration = node.parent;
    const single = declaration && declaration.childrenForFieldName("declarator").length === 1;
    return { unit: name, start: single ? declaration.startIndex : void 0, end: single ? declaration.endIndex : void 0 };
  }
};
export {
  java
};
