import "./chunk-MYMOHPVV.js";
import "./chunk-RKDPA7HW.js";

// src/languages/methods/rust.ts
var rust = {
  grammar: "rust",
  types: /* @__PURE__ */ new Set(["function_item", "impl_item", "trait_item", "mod_item", "let_declaration"]),
  classify(node) {
    switch (node.type) {
      case "function_item": {
        const name = node.childForFieldName("name")?.text;
        return name ? { unit: name, start: withAttributes(node) } : void 0;
      }
      case "impl_item": {
        const type = node.childForFieldName("type");
        return { scope: type ? typeName(type) : "" };
      }
      case "trait_item":
      case "mod_item":
        return { scope: node.childForFieldName("name")?.text ?? "" };
      case "let_declaration": {
        if (node.childForFieldName("value")?.type !== "closure_expression") return void 0;
        const pattern = node.childForFieldName("pattern");
        return pattern?.type === "identifier" ? { unit: pattern.text } : void 0;
      }
    }
    return void 0;
  }
};
function typeName(type) {
  switch (type.type) {
    case "generic_type":
    case "reference_type":
    case "pointer_type": {
      const inner = type.childForFieldName("type");
      return inner ? typeName(inner) : type.text;
    }
    case "scoped_type_identifier":
      return type.childForFieldName("name")?.text ?? type.text;
    default:
      return type.text;
  }
}
function withAttributes(node) {
  let start = node.startIndex;
  for (let sibling = node.previousNamedSibling; sibling?.type === "attribute_item"; sibling = sibling.previousNamedSibling) {
    start = sibling.startIndex;
  }
  return start;
}
export {
  rust
};
