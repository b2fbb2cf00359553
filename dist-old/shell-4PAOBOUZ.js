import "./chunk-MYMOHPVV.js";
import "./chunk-RKDPA7HW.js";

// src/languages/methods/shell.ts
var shell = {
  grammar: "bash",
  types: /* @__PURE__ */ new Set(["function_definition"]),
  classify(node) {
    const name = node.childForFieldName("name")?.text;
    return name ? { unit: name } : void 0;
  }
};
export {
  shell
};
