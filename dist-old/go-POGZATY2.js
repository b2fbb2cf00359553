import {
  namedChildren
} from "./chunk-TG7I2OJ2.js";
import {
  init_esm_shims
} from "./chunk-INNWRZOZ.js";

// src/languages/methods/go.ts
init_esm_shims();
var go = {
  grammar: "go",
  types: /* @__PURE__ */ new Set(["function_declaration", "method_declaration", "short_var_declaration", "var_spec", "assignment_statement"]),
  classify(node) {
    switch (node.type) {
      case "function_declaration":
        return named(node.childForFieldName("name")?.text);
      case "method_declaration": {
        const name = node.childForFieldName("name")?.text;
        const receiver = node.childForFieldName("receiver")?.namedChildren[0]?.childForFieldName("type");
        return named(name && receiver ? `${typeName(receiver)}.${name}` : name);
      }
      default:
        return funcLiteral(node);
    }
  }
};
function named(name) {
  return name ? { unit: name } : void 0;
}
function typeName(type) {
  if (type.type === "pointer_type" || type.type === "parenthesized_type") {
    const inner = namedChildren(type)[0];
    return inner ? typeName(inner) : type.text;
  }
  if (type.type === "generic_type") return type.childForFieldName("type")?.text ?? type.text;
  return type.text;
}
function funcLiteral(node) {
  const values = node.childForFieldName(node.type === "var_spec" ? "value" : "right");
  if (values?.namedChildCount !== 1 || values.namedChild(0)?.type !== "func_literal") return void 0;
  const names = node.type === "var_spec" ? node.childrenForFieldName("name") : node.childForFieldName("left")?.namedChildren ?? [];
  const name = names.length === 1 ? names[0] : null;
  if (name?.type !== "identifier") return void 0;
  const declaration = node.type === "var_spec" && node.parent?.type === "var_declaration" && node.parent.namedChildCount === 1 ? node.parent : void 0;
  return { unit: name.text, start: declaration?.startIndex, end: declaration?.endIndex };
}
export {
  go
};
