import "./chunk-MYMOHPVV.js";
import "./chunk-RKDPA7HW.js";

// src/languages/methods/ruby.ts
var ruby = {
  grammar: "ruby",
  types: /* @__PURE__ */ new Set(["class", "module", "singleton_class", "method", "singleton_method", "assignment", "call"]),
  classify(node) {
    switch (node.type) {
      case "class":
      case "module":
        return { scope: constantPath(node.childForFieldName("name")) };
      case "singleton_class":
        return { scope: "" };
      case "method":
        return named(node.childForFieldName("name")?.text);
      case "singleton_method": {
        const name = node.childForFieldName("name")?.text;
        const object = node.childForFieldName("object");
        return named(name && object && object.type !== "self" ? `${constantPath(object)}.${name}` : name);
      }
      case "assignment": {
        const right = node.childForFieldName("right");
        const isLambda = right?.type === "lambda" || right?.type === "call" && isBlockCall(right, ["lambda", "proc"]);
        const left = isLambda ? node.childForFieldName("left") : null;
        return left?.type === "identifier" || left?.type === "constant" ? { unit: left.text } : void 0;
      }
      case "call": {
        if (!isBlockCall(node, ["define_method"])) return void 0;
        const symbol = node.childForFieldName("arguments")?.namedChildren[0];
        return symbol?.type === "simple_symbol" ? { unit: symbol.text.slice(1) } : void 0;
      }
    }
    return void 0;
  }
};
function named(name) {
  return name ? { unit: name } : void 0;
}
function isBlockCall(call, methods) {
  const method = call.childForFieldName("method")?.text;
  return !call.childForFieldName("receiver") && method !== void 0 && methods.includes(method) && call.childForFieldName("block") !== null;
}
function constantPath(node) {
  return node ? node.text.split("::").map((s) => s.trim()).filter(Boolean).join(".") : "";
}
export {
  ruby
};
