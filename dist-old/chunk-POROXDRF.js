#!/usr/bin/env node
import {
  lineFinder,
  qualify
} from "./chunk-DXYZEUXX.js";

// src/languages/treeSitter.ts
import { readFile } from "fs/promises";
import { createRequire } from "module";
import { dirname, join } from "path";
var runtime;
var parsers = /* @__PURE__ */ new Map();
function loadRuntime() {
  runtime ??= (async () => {
    const require2 = createRequire(import.meta.url);
    const main = require2.resolve("@vscode/tree-sitter-wasm");
    const ts = require2("@vscode/tree-sitter-wasm");
    const folder = dirname(main);
    await ts.Parser.init({ locateFile: (file) => join(folder, file) });
    return { ts, folder };
  })();
  return runtime;
}
function loadParser(grammar) {
  let parser = parsers.get(grammar);
  if (!parser) {
    parser = (async () => {
      const { ts, folder } = await loadRuntime();
      const language = await ts.Language.load(await readFile(join(folder, `tree-sitter-${grammar}.wasm`)));
      const p = new ts.Parser();
      p.setLanguage(language);
      return p;
    })();
    parsers.set(grammar, parser);
  }
  return parser;
}
async function withTree(grammar, text, use) {
  const parser = await loadParser(grammar);
  const tree = parser.parse(text);
  if (!tree) throw new Error(`tree-sitter could not parse the text as ${grammar}`);
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}

// src/languages/methods/treeSitter.ts
async function treeSitterUnits(splitter, text) {
  const parsed = splitter.mask ? splitter.mask(text) : text;
  return withTree(splitter.grammar, parsed, (root) => {
    const candidates = walk(splitter, root);
    const units = candidates.filter((c) => !c.broken).map(({ name, start, end }) => ({
      name,
      start: parsed === text ? start : widenOverMasks(start, text, parsed),
      end
    }));
    if (units.length === 0 && root.hasError && (candidates.length > 0 || !splitter.tolerant)) {
      throw new Error(`syntax error (${firstError(root, text)})`);
    }
    return units;
  });
}
function walk(splitter, root) {
  const units = [];
  const scopes = [];
  const cursor = root.walk();
  try {
    let depth = 0;
    for (; ; ) {
      const type = cursor.nodeType;
      let descend = splitter.containers?.has(type) ?? true;
      if (splitter.types.has(type)) {
        const node = cursor.currentNode;
        const found = splitter.classify(node);
        if (found) {
          const scope = scopes.length > 0 ? scopes[scopes.length - 1].name : "";
          if (found.unit !== void 0) {
            const name = qualify(scope, found.unit);
            const label = found.accessor ? `${found.accessor} ${name}` : name;
            const broken = (found.broken ?? false) || node.hasError && endsBadly(node);
            units.push({ name: label, start: found.start ?? node.startIndex, end: found.end ?? node.endIndex, broken });
            scopes.push({ depth, name });
          } else if (found.scope !== void 0) {
            scopes.push({ depth, name: qualify(scope, found.scope) });
          }
          descend = found.descend ?? true;
        }
      }
      if (descend && cursor.gotoFirstChild()) {
        depth++;
        continue;
      }
      for (; ; ) {
        while (scopes.length > 0 && scopes[scopes.length - 1].depth >= depth) scopes.pop();
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return units;
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
function endsBadly(node) {
  for (let last = node; last; last = last.childCount > 0 ? last.child(last.childCount - 1) : null) {
    if (last.isError || last.isMissing) return true;
  }
  return false;
}
function widenOverMasks(start, original, masked) {
  let widened = start;
  for (let i = start - 1; i >= 0 && (masked[i] === " " || masked[i] === "	"); i--) {
    if (original[i] !== masked[i]) widened = i;
  }
  return widened;
}
function firstError(root, text) {
  const cursor = root.walk();
  try {
    for (; ; ) {
      if (cursor.nodeType === "ERROR" || cursor.nodeIsMissing) break;
      const node = cursor.currentNode;
      if (node.hasError && cursor.gotoFirstChild()) continue;
      if (!cursor.gotoNextSibling()) break;
    }
    const offset = cursor.startIndex;
    const line = lineFinder(text)(offset);
    return `${line}:${offset - text.lastIndexOf("\n", offset - 1) - 1}`;
  } finally {
    cursor.delete();
  }
}
function namedChildren(node) {
  return node.namedChildren.filter((child) => child !== null);
}

export {
  treeSitterUnits,
  namedChildren
};
