import "./chunk-MYMOHPVV.js";
import "./chunk-RKDPA7HW.js";

// src/languages/methods/php.ts
var php = {
  grammar: "php",
  types: /* @__PURE__ */ new Set(["class_declaration", "interface_declaration", "trait_declaration", "enum_declaration", "function_definition", "method_declaration", "assignment_expression"]),
  classify(node) {
    switch (node.type) {
      case "function_definition":
      case "method_declaration": {
        const name = node.childForFieldName("name")?.text;
        return name && node.childForFieldName("body") ? { unit: name } : { descend: false };
      }
      case "assignment_expression": {
        const right = node.childForFieldName("right");
        if (right?.type !== "anonymous_function" && right?.type !== "arrow_function") return void 0;
        const left = node.childForFieldName("left");
        if (left?.type !== "variable_name") return void 0;
        const statement = node.parent?.type === "expression_statement" ? node.parent : void 0;
        return { unit: left.text, start: statement?.startIndex, end: statement?.endIndex };
      }
      default:
        return { scope: node.childForFieldName("name")?.text ?? "" };
    }
  }
};
export {
  php
};
