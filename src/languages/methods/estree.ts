import { qualify, type Unit } from './lines.js';

// Acorn's ESTree (plus the TypeScript plugin's nodes), typed loosely: only the fields read here.
interface EsNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

interface Context {
  /** Qualified name of the enclosing class, object or function; '' at the top. */
  scope: string;
  /** What `this.x = function () {}` is qualified by: the enclosing class or object, else the enclosing plain function. */
  self: string;
}

// Type positions (and acorn's `loc`) never hold a function body; skipping them saves a walk over every annotation.
const TYPE_FIELDS = new Set(['loc', 'typeAnnotation', 'returnType', 'typeParameters', 'typeArguments', 'superTypeParameters', 'implements']);

// A function body's units are taken as soon as the parser finishes the body (see settleBody()),
// named relative to SCOPE, the name of the scope the body turns out to be in, which is known only
// once the whole tree is. Naming by `this` depends on more than that name (on whether it is
// empty); such a body, marked by SELF in a name, is left to the walk of the whole tree.
const SCOPE = '\u0000';
const SELF = '\u0001';
const SETTLED = Symbol('units of a settled body');

/**
 * The function-like units of a parsed program, named by the rules in ./index.ts.
 * `source` is the parsed text, for computed keys such as `[Symbol.iterator]`.
 */
export function estreeUnits(program: EsNode, source: string): Unit[] {
  return unitsWithin(program, source, { scope: '', self: '' });
}

/**
 * Takes the units of a function body the parser has just finished and drops its statements, unless
 * a unit is named by `this`. The tree then keeps little more than the outline of its functions,
 * and the nodes of a body die young instead of filling the heap: on typescript.js (9 MB) the parse
 * takes half the time and a third of the memory. estreeUnits() names the units once it knows the
 * scope of the body.
 */
export function settleBody(body: EsNode, source: string): void {
  const units = unitsWithin(body, source, { scope: SCOPE, self: SELF });
  if (units.some(({ name }) => name.includes(SELF))) return;
  (body as EsNode & { [SETTLED]?: Unit[] })[SETTLED] = units;
  body.body = [];
}

function unitsWithin(root: EsNode, source: string, context: Context): Unit[] {
  const units: Unit[] = [];
  /** Functions reported by bind() inside a value it then walks: not to be met again. */
  const taken = new WeakSet<EsNode>();

  const isNode = (value: unknown): value is EsNode => typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

  function children(node: EsNode, ctx: Context): void {
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

  /** Reports `fn` as `name`; `owner` is the class or object whose member it is, `kind` its `get`/`set`. */
  function report(name: string, span: EsNode, fn: EsNode, ctx: Context, owner?: string, kind?: unknown): void {
    units.push({ name: accessor(kind, name), start: span.start, end: span.end });
    // An arrow keeps the outer `this`; a plain function outside a class is taken for a constructor.
    const self = fn.type === 'ArrowFunctionExpression' ? ctx.self : owner ?? (ctx.self || name);
    // Parameters can hold default-valued functions; they belong to this unit like its body.
    for (const param of (fn.params as EsNode[] | undefined) ?? []) visit(param, { scope: name, self });
    if (isNode(fn.body)) visit(fn.body, { scope: name, self });
  }

  /**
   * A value bound to `name`: a function becomes a unit, a class or object a scope for its members.
   * So does a function passed first to a call of a plain name, when that call, perhaps followed by
   * calls of its result's methods, is the value (`Fn(() => {}).setLayout({})`, `memo(function () {})`;
   * not `setTimeout(() => {})`, whose value is a handle),
   * and a function on the right of `||`, `&&` or `??` (`(this && this.__assign) || function () {}`).
   */
  function bind(name: string, value: EsNode, span: EsNode, ctx: Context, owner?: string): void {
    const inner = unwrap(value);
    if (isFunction(inner)) report(name, span, inner, ctx, owner);
    else if (inner.type === 'ClassExpression') classBody(name, inner, ctx);
    else if (inner.type === 'ObjectExpression') objectBody(name, inner, ctx);
    else {
      const fn = wrapped(inner);
      if (fn) {
        report(name, span, fn, ctx, owner);
        taken.add(fn);
      }
      visit(value, ctx);
    }
  }

  function classBody(name: string, cls: EsNode, ctx: Context): void {
    if (isNode(cls.superClass)) visit(cls.superClass, ctx);
    for (const member of ((cls.body as EsNode).body as EsNode[])) {
      const inClass: Context = { scope: name, self: name };
      if (member.type === 'MethodDefinition' || member.type === 'TSAbstractMethodDefinition') {
        const fn = member.value as EsNode;
        // Overload signatures and abstract methods have no body: they are not units.
        if (!isFunction(fn)) continue;
        report(qualify(name, keyName(member, source)), member, fn, inClass, name, member.kind);
      } else if (member.type === 'PropertyDefinition' || member.type === 'TSAbstractPropertyDefinition') {
        if (isNode(member.value)) bind(qualify(name, keyName(member, source)), member.value, member, inClass, name);
      } else {
        visit(member, inClass);
      }
    }
  }

  /**
   * `descriptor`: the object is `Object.defineProperty(target, key, {...})`'s, whose `get`, `set`
   * and `value` functions are named after the property (`get exports.queue`, `exports.queue`).
   */
  function objectBody(name: string, object: EsNode, ctx: Context, descriptor?: { name: string; owner?: string }): void {
    for (const property of object.properties as EsNode[]) {
      if (property.type !== 'Property') {
        visit(property, ctx);
        continue;
      }
      if (descriptor && property.kind === 'init' && !property.computed) {
        const key = keyName(property, source);
        const value = property.value as EsNode;
        if (key === 'value') {
          bind(descriptor.name, value, property, ctx, descriptor.owner);
          continue;
        }
        if ((key === 'get' || key === 'set') && isFunction(value)) {
          report(descriptor.name, property, value, ctx, descriptor.owner, key);
          continue;
        }
      }
      const key = qualify(name, keyName(property, source));
      const value = property.value as EsNode;
      if (property.kind === 'get' || property.kind === 'set') report(key, property, value, ctx, name, property.kind);
      else bind(key, value, property, ctx, name);
    }
  }

  function visit(node: EsNode, ctx: Context): void {
    if (taken.has(node)) return;
    const settled = (node as EsNode & { [SETTLED]?: Unit[] })[SETTLED];
    if (settled) {
      for (const { name, start, end } of settled) units.push({ name: rebase(name, ctx.scope), start, end });
      return;
    }
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression': {
        const id = node.id as EsNode | null;
        if (id && isFunction(node)) report(qualify(ctx.scope, id.name as string), node, node, ctx);
        else children(node, ctx);
        return;
      }
      case 'ClassDeclaration':
      case 'ClassExpression': {
        const id = node.id as EsNode | null;
        classBody(id ? qualify(ctx.scope, id.name as string) : ctx.scope, node, ctx);
        return;
      }
      case 'ExportDefaultDeclaration': {
        // An anonymous default export is named `default`; a named one keeps its own name.
        const declaration = node.declaration as EsNode;
        const name = qualify(ctx.scope, 'default');
        if (declaration.type === 'ClassDeclaration' && !declaration.id) classBody(name, declaration, ctx);
        else if (declaration.type === 'FunctionDeclaration' && !declaration.id) bind(name, declaration, declaration, ctx);
        else if (declaration.type.endsWith('Declaration')) visit(declaration, ctx);
        else bind(name, declaration, declaration, ctx);
        return;
      }
      case 'VariableDeclaration': {
        const declarations = node.declarations as EsNode[];
        for (const declarator of declarations) {
          const id = declarator.id as EsNode;
          const init = declarator.init as EsNode | null;
          if (id.type === 'Identifier' && init) {
            // `const f = () => {}` is one statement: its text runs from `const` to `;`.
            bind(qualify(ctx.scope, id.name as string), init, declarations.length === 1 ? node : declarator, ctx);
          } else {
            visit(declarator, ctx);
          }
        }
        return;
      }
      case 'ExpressionStatement': {
        const expression = node.expression as EsNode;
        if (expression.type === 'AssignmentExpression') assignment(expression, node, ctx);
        else visit(expression, ctx);
        return;
      }
      case 'AssignmentExpression':
        assignment(node, node, ctx);
        return;
      case 'ObjectExpression':
        objectBody(ctx.scope, node, ctx);
        return;
      case 'CallExpression':
        if (definesProperty(node)) defineProperty(node, ctx);
        else children(node, ctx);
        return;
      case 'TSModuleDeclaration': {
        // `namespace A.B {}` nests a declaration per segment; `declare module 'x'` and `global` add no name.
        const id = node.id as EsNode;
        const name = id.type === 'Identifier' && node.kind !== 'global' && id.name !== 'global' ? qualify(ctx.scope, id.name as string) : ctx.scope;
        if (isNode(node.body)) visit(node.body, { scope: name, self: name });
        return;
      }
      default:
        children(node, ctx);
    }
  }

  /** `Object.defineProperty(target, key, {...})`: the descriptor's functions are named after `target.key`. */
  function defineProperty(call: EsNode, ctx: Context): void {
    const [target, key, descriptor, ...rest] = call.arguments as EsNode[];
    visit(target, ctx);
    visit(key, ctx);
    const owner = targetName(target, ctx);
    const property = key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')
      ? literalKey(key.value) : `[${source.slice(key.start, key.end).replace(/\s+/g, ' ')}]`;
    objectBody(ctx.scope, descriptor, ctx, { name: qualify(owner ?? ctx.scope, property), owner });
    for (const argument of rest) visit(argument, ctx);
  }

  function assignment(node: EsNode, span: EsNode, ctx: Context): void {
    const name = node.operator === '=' || node.operator === '||=' || node.operator === '??=' ? targetName(node.left as EsNode, ctx) : undefined;
    if (name === undefined) {
      children(node, ctx);
      return;
    }
    bind(name, node.right as EsNode, span, ctx);
  }

  /** `f`, `obj.m`, `exports.h`, `Foo.prototype.bar` (as `Foo.bar`), `this.x` (as `Class.x`); undefined otherwise. */
  function targetName(target: EsNode, ctx: Context): string | undefined {
    const path: string[] = [];
    let node = target;
    while (node.type === 'MemberExpression') {
      const property = node.property as EsNode;
      if (!node.computed && property.type === 'Identifier') path.unshift(property.name as string);
      else if (property.type === 'PrivateIdentifier') path.unshift(`#${property.name as string}`);
      else if (property.type === 'Literal' && (typeof property.value === 'string' || typeof property.value === 'number')) path.unshift(literalKey(property.value));
      else return undefined;
      node = node.object as EsNode;
    }
    const members = path.filter((segment) => segment !== 'prototype').join('.');
    if (node.type === 'ThisExpression') return qualify(ctx.self, members);
    if (node.type !== 'Identifier') return undefined;
    return qualify(ctx.scope, qualify(node.name as string, members));
  }

  visit(root, context);
  return units;
}

/** A settled unit's name (`get \0.Queue.size`) in the scope `scope` (`get jobs.Queue.size`), as qualify() would have built it. */
function rebase(name: string, scope: string): string {
  const at = name.indexOf(SCOPE);
  if (at === -1) return name;
  const rest = name.slice(at + 1);
  return name.slice(0, at) + qualify(scope, rest.startsWith('.') ? rest.slice(1) : rest);
}

// Calls that schedule a function rather than wrap it: their value is a handle (`const timer = setTimeout(() => {}, 10)`).
const SCHEDULERS = new Set(['setTimeout', 'setInterval', 'setImmediate', 'requestAnimationFrame', 'requestIdleCallback', 'queueMicrotask']);

/** The function a wrapper call binds (see bind()), or undefined. */
function wrapped(value: EsNode): EsNode | undefined {
  if (value.type === 'LogicalExpression') {
    const right = value.right as EsNode;
    return isFunction(right) && right.type !== 'FunctionDeclaration' ? right : undefined;
  }
  let call = value;
  while (call.type === 'CallExpression') {
    const callee = call.callee as EsNode;
    if (callee.type === 'Identifier') {
      if (SCHEDULERS.has(callee.name as string)) return undefined;
      const first = (call.arguments as EsNode[])[0];
      return first && isFunction(first) ? first : undefined;
    }
    if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
    call = callee.object as EsNode;
  }
  return undefined;
}

/** `Object.defineProperty(target, key, { ... })`, the descriptor written out. */
function definesProperty(call: EsNode): boolean {
  const callee = call.callee as EsNode;
  const args = call.arguments as EsNode[];
  if (callee.type !== 'MemberExpression' || callee.computed || call.optional) return false;
  const object = callee.object as EsNode, property = callee.property as EsNode;
  return object.type === 'Identifier' && object.name === 'Object' && property.type === 'Identifier' && property.name === 'defineProperty'
    && args.length >= 3 && args.slice(0, 3).every((a) => a.type !== 'SpreadElement') && args[2].type === 'ObjectExpression';
}

function isFunction(node: EsNode): boolean {
  return (node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression' || node.type === 'FunctionDeclaration')
    && typeof node.body === 'object' && node.body !== null;
}

// `(() => {}) as Handler`, `fn satisfies T`, `fn!`: the function is still what the name holds.
function unwrap(node: EsNode): EsNode {
  let inner = node;
  while (inner.type === 'TSAsExpression' || inner.type === 'TSSatisfiesExpression' || inner.type === 'TSNonNullExpression'
    || inner.type === 'ParenthesizedExpression' || inner.type === 'TSTypeAssertion') {
    inner = inner.expression as EsNode;
  }
  return inner;
}

// A getter and a setter share a key; the prefix keeps the two apart: `get Queue.size`, `set Queue.size`.
function accessor(kind: unknown, name: string): string {
  return kind === 'get' || kind === 'set' ? `${kind} ${name}` : name;
}

/** A member's key as written: `push`, `#drain`, `'quoted'` as `quoted`, `'/'` as `["/"]`, `[Symbol.iterator]` as itself. */
function keyName(member: EsNode, source: string): string {
  const key = member.key as EsNode;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return literalKey(key.value);
  if (member.computed) return `[${source.slice(key.start, key.end).replace(/\s+/g, ' ')}]`;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'PrivateIdentifier') return `#${key.name as string}`;
  return String(key.value);
}

// A key that is not an identifier keeps its brackets, so `routes['/']` does not read as `routes./`.
function literalKey(value: string | number): string {
  return typeof value === 'string' && /^[A-Za-z_$][\w$]*$/.test(value) ? value : `[${JSON.stringify(value)}]`;
}
