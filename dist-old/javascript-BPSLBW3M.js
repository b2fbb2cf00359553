import {
  init_esm_shims,
  qualify
} from "./chunk-INNWRZOZ.js";

// src/languages/methods/javascript.ts
init_esm_shims();

// src/languages/methods/estree.ts
init_esm_shims();
var TYPE_FIELDS = /* @__PURE__ */ new Set(["loc", "typeAnnotation", "returnType", "typeParameters", "typeArguments", "superTypeParameters", "implements"]);
function estreeUnits(program, source) {
  const units = [];
  const isNode = (value) => typeof value === "object" && value !== null && typeof value.type === "string";
  function children(node, ctx) {
    for (const field in node) {
      if (TYPE_FIELDS.has(field)) continue;
      const value = node[field];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, ctx);
      } else if (isNode(value)) {
        visit(value, ctx);
      }
    }
  }
  function report(name, span, fn, ctx, owner, kind) {
    units.push({ name: accessor(kind, name), start: span.start, end: span.end });
    const self = fn.type === "ArrowFunctionExpression" ? ctx.self : owner ?? (ctx.self || name);
    for (const param of fn.params ?? []) visit(param, { scope: name, self });
    if (isNode(fn.body)) visit(fn.body, { scope: name, self });
  }
  function bind(name, value, span, ctx, owner) {
    const inner = unwrap(value);
    if (isFunction(inner)) report(name, span, inner, ctx, owner);
    else if (inner.type === "ClassExpression") classBody(name, inner, ctx);
    else if (inner.type === "ObjectExpression") objectBody(name, inner, ctx);
    else visit(value, ctx);
  }
  function classBody(name, cls, ctx) {
    if (isNode(cls.superClass)) visit(cls.superClass, ctx);
    for (const member of cls.body.body) {
      const inClass = { scope: name, self: name };
      if (member.type === "MethodDefinition" || member.type === "TSAbstractMethodDefinition") {
        const fn = member.value;
        if (!isFunction(fn)) continue;
        report(qualify(name, keyName(member, source)), member, fn, inClass, name, member.kind);
      } else if (member.type === "PropertyDefinition" || member.type === "TSAbstractPropertyDefinition") {
        if (isNode(member.value)) bind(qualify(name, keyName(member, source)), member.value, member, inClass, name);
      } else {
        visit(member, inClass);
      }
    }
  }
  function objectBody(name, object, ctx) {
    for (const property of object.properties) {
      if (property.type !== "Property") {
        visit(property, ctx);
        continue;
      }
      const key = qualify(name, keyName(property, source));
      const value = property.value;
      if (property.kind === "get" || property.kind === "set") report(key, property, value, ctx, name, property.kind);
      else bind(key, value, property, ctx, name);
    }
  }
  function visit(node, ctx) {
    switch (node.type) {
      case "FunctionDeclaration":
      case "FunctionExpression": {
        const id = node.id;
        if (id && isFunction(node)) report(qualify(ctx.scope, id.name), node, node, ctx);
        else children(node, ctx);
        return;
      }
      case "ClassDeclaration":
      case "ClassExpression": {
        const id = node.id;
        classBody(id ? qualify(ctx.scope, id.name) : ctx.scope, node, ctx);
        return;
      }
      case "ExportDefaultDeclaration": {
        const declaration = node.declaration;
        const name = qualify(ctx.scope, "default");
        if (declaration.type === "ClassDeclaration" && !declaration.id) classBody(name, declaration, ctx);
        else if (declaration.type === "FunctionDeclaration" && !declaration.id) bind(name, declaration, declaration, ctx);
        else if (declaration.type.endsWith("Declaration")) visit(declaration, ctx);
        else bind(name, declaration, declaration, ctx);
        return;
      }
      case "VariableDeclaration": {
        const declarations = node.declarations;
        for (const declarator of declarations) {
          const id = declarator.id;
          const init = declarator.init;
          if (id.type === "Identifier" && init) {
            bind(qualify(ctx.scope, id.name), init, declarations.length === 1 ? node : declarator, ctx);
          } else {
            visit(declarator, ctx);
          }
        }
        return;
      }
      case "ExpressionStatement": {
        const expression = node.expression;
        if (expression.type === "AssignmentExpression") assignment(expression, node, ctx);
        else visit(expression, ctx);
        return;
      }
      case "AssignmentExpression":
        assignment(node, node, ctx);
        return;
      case "ObjectExpression":
        objectBody(ctx.scope, node, ctx);
        return;
      case "TSModuleDeclaration": {
        const id = node.id;
        const name = id.type === "Identifier" && node.kind !== "global" && id.name !== "global" ? qualify(ctx.scope, id.name) : ctx.scope;
        if (isNode(node.body)) visit(node.body, { scope: name, self: name });
        return;
      }
      default:
        children(node, ctx);
    }
  }
  function assignment(node, span, ctx) {
    const name = node.operator === "=" || node.operator === "||=" || node.operator === "??=" ? targetName(node.left, ctx) : void 0;
    if (name === void 0) {
      children(node, ctx);
      return;
    }
    bind(name, node.right, span, ctx);
  }
  function targetName(target, ctx) {
    const path = [];
    let node = target;
    while (node.type === "MemberExpression") {
      const property = node.property;
      if (!node.computed && property.type === "Identifier") path.unshift(property.name);
      else if (property.type === "PrivateIdentifier") path.unshift(`#${property.name}`);
      else if (property.type === "Literal" && (typeof property.value === "string" || typeof property.value === "number")) path.unshift(literalKey(property.value));
      else return void 0;
      node = node.object;
    }
    const members = path.filter((segment) => segment !== "prototype").join(".");
    if (node.type === "ThisExpression") return qualify(ctx.self, members);
    if (node.type !== "Identifier") return void 0;
    return qualify(ctx.scope, qualify(node.name, members));
  }
  visit(program, { scope: "", self: "" });
  return units;
}
function isFunction(node) {
  return (node.type === "FunctionExpression" || node.type === "ArrowFunctionExpression" || node.type === "FunctionDeclaration") && typeof node.body === "object" && node.body !== null;
}
function unwrap(node) {
  let inner = node;
  while (inner.type === "TSAsExpression" || inner.type === "TSSatisfiesExpression" || inner.type === "TSNonNullExpression" || inner.type === "ParenthesizedExpression" || inner.type === "TSTypeAssertion") {
    inner = inner.expression;
  }
  return inner;
}
function accessor(kind, name) {
  return kind === "get" || kind === "set" ? `${kind} ${name}` : name;
}
function keyName(member, source) {
  const key = member.key;
  if (key.type === "Literal" && (typeof key.value === "string" || typeof key.value === "number")) return literalKey(key.value);
  if (member.computed) return `[${source.slice(key.start, key.end).replace(/\s+/g, " ")}]`;
  if (key.type === "Identifier") return key.name;
  if (key.type === "PrivateIdentifier") return `#${key.name}`;
  return String(key.value);
}
function literalKey(value) {
  return typeof value === "string" && /^[A-Za-z_$][\w$]*$/.test(value) ? value : `[${JSON.stringify(value)}]`;
}

// src/languages/methods/javascript.ts
var OPTIONS = {
  ecmaVersion: "latest",
  allowHashBang: true,
  // Bundles, CommonJS wrappers and scripts do these at the top level; a splitter need not be strict about it.
  allowReturnOutsideFunction: true,
  allowImportExportEverywhere: true,
  allowAwaitOutsideFunction: true
};
var parsers = /* @__PURE__ */ new Map();
function parserFor(dialect) {
  let parser = parsers.get(dialect);
  if (!parser) {
    parser = (async () => {
      const { Parser } = await import("acorn");
      if (dialect === "js") return Parser;
      const { tsPlugin } = await import("@sveltejs/acorn-typescript");
      return Parser.extend(tsPlugin(dialect === "tsx" ? { jsx: true } : { dts: dialect === "dts" }));
    })();
    parsers.set(dialect, parser);
  }
  return parser;
}
var ATTEMPTS = {
  javascript: [["js", "module"], ["js", "script"], ["tsx", "module"]],
  jsx: [["tsx", "module"], ["js", "module"]],
  // A .d.ts file (the language id does not tell) needs the declaration-file mode.
  typescript: [["ts", "module"], ["dts", "module"], ["ts", "script"]],
  tsx: [["tsx", "module"]]
};
async function javascriptUnits(text, language) {
  let furthest;
  for (const [dialect, sourceType] of ATTEMPTS[language]) {
    const Parser = await parserFor(dialect);
    let program;
    try {
      program = Parser.parse(text, { ...OPTIONS, sourceType, locations: dialect !== "js" });
    } catch (err) {
      const pos = typeof err.pos === "number" ? err.pos : -1;
      const message = String(err.message ?? err).split("\n")[0];
      if (!furthest || pos > furthest.pos) furthest = { pos, message };
      continue;
    }
    return estreeUnits(program, text);
  }
  throw new Error(furthest?.message ?? "cannot parse");
}
export {
  javascriptUnits
};
