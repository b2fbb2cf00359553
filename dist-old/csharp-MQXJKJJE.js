import "./chunk-MYMOHPVV.js";
import "./chunk-RKDPA7HW.js";

// src/languages/methods/csharp.ts
var SCOPES = /* @__PURE__ */ new Set(["class_declaration", "struct_declaration", "interface_declaration", "record_declaration", "record_struct_declaration"]);
var METHODS = /* @__PURE__ */ new Set(["method_declaration", "constructor_declaration", "local_function_statement"]);
var csharp = {
  grammar: "c-sharp",
  types: /* @__PURE__ */ new Set([
    ...SCOPES,
    ...METHODS,
    "destructor_declaration",
    "operator_declaration",
    "conversion_operator_declaration",
    "accessor_declaration",
    "property_declaration",
    "indexer_declaration",
    "variable_declarator"
  ]),
  classify(node) {
    if (node.type === "variable_declarator") return lambdaBinding(node);
    const name = node.childForFieldName("name")?.text;
    const hasBody = node.childForFieldName("body") !== null;
    switch (node.type) {
      case "destructor_declaration":
        return hasBody && name ? { unit: `~${name}` } : { descend: false };
      case "operator_declaration":
        return hasBody ? { unit: `operator${node.childForFieldName("operator")?.text ?? ""}` } : { descend: false };
      case "conversion_operator_declaration":
        return hasBody ? { unit: `operator ${node.childForFieldName("type")?.text ?? ""}` } : { descend: false };
      case "accessor_declaration": {
        const owner = node.parent?.parent;
        if (!hasBody || !owner) return { descend: false };
        return { unit: memberName(owner), accessor: name };
      }
      case "property_declaration":
      case "indexer_declaration":
        return node.childForFieldName("value")?.type === "arrow_expression_clause" ? { unit: memberName(node), accessor: "get" } : void 0;
    }
    if (!name) return void 0;
    if (SCOPES.has(node.type)) return { scope: name };
    return hasBody ? { unit: name } : { descend: false };
  }
};
function memberName(owner) {
  return owner.type === "indexer_declaration" ? "this[]" : owner.childForFieldName("name")?.text ?? "";
}
function lambdaBinding(node) {
  const value = node.namedChild(node.namedChildCount - 1);
  if (value?.type !== "lambda_expression" && value?.type !== "anonymous_method_expression") return void 0;
  const name = node.childForFieldName("name")?.text;
  if (!name) return void 0;
  const declaration = node.parent;
  const single = declaration?.type === "variable_declaration" && declaration.namedChildren.filter((c) => c?.type === "variable_declarator").length === 1;
  const statement = single ? declaration.parent : null;
  return { unit: name, start: statement?.startIndex, end: statement?.endIndex };
}
export {
  csharp
};
