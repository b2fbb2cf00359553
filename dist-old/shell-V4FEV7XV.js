import "./chunk-TG7I2OJ2.js";
import {
  init_esm_shims
} from "./chunk-INNWRZOZ.js";

// src/languages/methods/shell.ts
init_esm_shims();
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
