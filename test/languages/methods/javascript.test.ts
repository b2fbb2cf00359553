import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { estreeUnits } from '../../../src/languages/methods/estree.js';
import { findMethods, mayHaveMethods } from '../../../src/languages/methods/index.js';
import { methodsOf, textOf } from '../../_helpers/methods.js';

const test = suite('javascript');

const names = async (text: string, language = 'javascript') => ((await findMethods(text, language)) ?? []).map((m) => m.name);

test('javascript :: TypeScript classes, overloads, accessors, private and static methods, namespaces', async () => {
  assert.equal(await methodsOf('typescript', 'typescript', 'queue.ts'), [
    ['logged', 8, 15],
    ['logged.descriptor.value', 10, 13],
    ['parse', 19, 21],
    ['Worker.stop', 25, 27],
    ['Queue.onDrain', 34, 36],
    ['Queue.constructor', 38, 40],
    ['get Queue.size', 42, 44],
    ['set Queue.size', 46, 48],
    ['Queue.push', 50, 53],
    ['Queue.start', 55, 57],
    ['Queue.#drain', 59, 67],
    ['Queue.#drain.next', 60, 60],
    ['Queue.create', 69, 71],
    ['Queue[Symbol.iterator]', 73, 75],
    ['Tasks.noop', 79, 81],
    ['Tasks.noop.run', 80, 80],
    ['retry', 84, 92],
    ['default', 94, 96],
  ]);
});

test('javascript :: spans: decorators and modifiers in, `export` out, a declaration from `const` to `;`', async () => {
  assert.ok((await textOf('typescript', 'Queue.push', 'typescript', 'queue.ts')).startsWith('@logged\n  push('));
  assert.ok((await textOf('typescript', 'Queue.onDrain', 'typescript', 'queue.ts')).startsWith('private onDrain = '));
  assert.ok((await textOf('typescript', 'parse', 'typescript', 'queue.ts')).startsWith('function parse(input: string | number)'));
  const retry = await textOf('typescript', 'retry', 'typescript', 'queue.ts');
  assert.ok(retry.startsWith('const retry = async <T>'));
  assert.ok(retry.endsWith('};'));
});

test('javascript :: CommonJS: object methods, constructor functions, prototype and exports assignments', async () => {
  assert.equal(await methodsOf('javascript', 'javascript', 'server.js'), [
    ['createServer', 4, 17],
    ['createServer.notFound', 5, 8],
    ['createServer.handle', 10, 14],
    ['routes["/"]', 20, 22],
    ['routes.health', 23, 25],
    ['routes.stats', 26, 28],
    ['get routes.count', 29, 31],
    ['Counter', 34, 39],
    ['Counter.increment', 36, 38],
    ['Counter.reset', 41, 43],
    ['collect', 45, 47],
    ['each', 49, 51],
    ['exports.start', 53, 55],
    ['module.exports.stop', 57, 57],
  ]);
});

test('javascript :: JSX in .js, .jsx and .tsx files', async () => {
  assert.equal(await methodsOf('javascript', 'javascript', 'components.js'), [['Greeting', 3, 6], ['Farewell', 8, 8]]);
  assert.equal(await methodsOf('jsx', 'jsx', 'List.jsx'), [['List', 1, 8], ['List.renderItem', 2, 6]]);
  assert.equal(await methodsOf('tsx', 'tsx', 'Button.tsx'), [
    ['Button', 5, 12], ['Button.handleClick', 7, 10], ['Badge', 14, 14], ['Panel.render', 17, 19],
  ]);
});

test('javascript :: a syntax error rejects with one line naming the position', async () => {
  try {
    await methodsOf('javascript', 'javascript', 'flow.js');
    assert.unreachable('flow.js parsed');
  } catch (err) {
    assert.instance(err, Error);
    assert.is((err as Error).message, 'Unexpected token (8:14)');
  }
  await findMethods('function ok() {}\nconst x = ;\nfunction later() {}\n', 'typescript').then(
    () => assert.unreachable('parsed'),
    (err: Error) => assert.is(err.message, 'Unexpected token (2:10)'),
  );
});

test('javascript :: sloppy scripts, Flow-style annotations and declaration files still parse', async () => {
  assert.equal(await names('with (Math) { var r = function area(x) { return PI * x * x; }; }\nvar n = 010;'), ['r']);
  assert.equal(await names('function add(a: number, b: number): number { return a + b; }'), ['add']);
  assert.equal(await names('export declare function f(): void;\nexport = function g(): void {};\nexport function h(x?: number): void;', 'typescript'), ['g']);
});

test('javascript :: a declaration file has no bodies, so no methods: it is not even parsed', async () => {
  const text = 'export declare function f(): void;\nexport declare class C { m(): void; }\nconst broken = ;\n';
  for (const path of ['index.d.ts', 'src/esm/index.d.mts', 'lib/index.d.cts', 'styles.d.css.ts']) {
    assert.equal(await findMethods(text, 'typescript', path), [], path);
    assert.not.ok(mayHaveMethods('typescript', path), path);
  }
  // A module named d.ts, or one merely mentioning .d. in its folders, is no declaration file.
  for (const path of ['d.ts', 'types.d/index.ts', 'index.d.tsx']) assert.ok(mayHaveMethods(path.endsWith('x') ? 'tsx' : 'typescript', path), path);
  assert.equal(await names('export function f(): void {}', 'typescript'), ['f']);
  await findMethods(text, 'typescript', 'index.ts').then(() => assert.unreachable('parsed'), (err: Error) => assert.is(err.message, 'Unexpected token (3:15)'));
});

test('javascript :: default exports, anonymous classes and `this` assignments', async () => {
  assert.equal(await names('export default class { run() {} static get x() { return 1; } }'), ['default.run', 'get default.x']);
  assert.equal(await names('export default { data() { return {}; }, methods: { save() {} } };'), ['default.data', 'default.methods.save']);
  assert.equal(await names('export default async () => {};'), ['default']);
  assert.equal(await names('export default function main() {}'), ['main']);
  assert.equal(await names('class Store { constructor() { this.onChange = () => {}; } }'), ['Store.constructor', 'Store.onChange']);
  assert.equal(await names('const Model = class Base { save() {} };'), ['Model.save']);
  assert.equal(await names('abstract class A { abstract run(): void; m(): void; m(x?: number) {} }', 'typescript'), ['A.m']);
  assert.equal(await names('declare module "pkg" { export function f(): void; }\nnamespace A.B { export const g = () => 1; }', 'typescript'), ['A.B.g']);
});

test('javascript :: bodies settled as they are parsed name their units as the walk of the whole tree would', async () => {
  const { Parser } = await import('acorn');
  const snippets = [
    'function f() { const o = { get x() { return 1; }, [\'a b\']() {}, [k]: () => 0 }; function g() { class C { m() {} } } }',
    'describe(() => { const o = { [\'a b\']() { function deep() {} } }; (class { m() { return () => { function z() {} }; } }); });',
    'function outer() { class K { constructor() { this.h = () => { function inner() {} }; } } }',
    'setup(function () { this.y = function () { function w() {} }; });',
    'const a = { b: { c() { return { d() { function e() {} } }; } } };',
    'exports.run = function () { return function named() { const q = async () => { (class { static s() {} }); }; }; };',
  ];
  for (const text of snippets) {
    const whole = estreeUnits(Parser.parse(text, { ecmaVersion: 'latest', sourceType: 'module' }) as never, text).sort((a, b) => a.start - b.start);
    assert.equal((await findMethods(text, 'javascript'))!.map(({ name, start, end }) => ({ name, start, end })), whole, text);
  }
});

test('javascript :: Object.defineProperty names get, set and value after the property; wrapper calls and `||` bind a function to a name', async () => {
  assert.equal(await methodsOf('javascript', 'javascript', 'bindings.js'), [
    ['__assign', 2, 4],
    ['get exports.queue', 8, 10],
    ['get Queue.size', 13, 15],
    ['set Queue.size', 16, 18],
    ['exports.drain', 20, 20],
    ['hsvToRgb', 21, 23],
    ['onResize', 24, 26],
  ]);
  assert.ok((await textOf('javascript', 'hsvToRgb', 'javascript', 'bindings.js')).startsWith('const hsvToRgb = /*@__PURE__*/ Fn('));
  assert.equal(await names('const t = Fn(f)(() => {}), m = Fn(() => {}).member, c = cond ? Fn(() => {}) : null, h = setTimeout(() => {}, 10);'), []);
  assert.equal(await names('Object.defineProperty(o, k, { get: function () {} }); Object.defineProperty(this, "x", { get: () => 1 });'), ['get o[k]', 'get x']);
});

test('javascript :: callbacks are not units, named functions inside them are', async () => {
  assert.equal(await names('describe("queue", () => { it("works", function () { function helper() {} }); });'), ['helper']);
  assert.equal(await names('items.map(function double(x) { return 2 * x; });'), ['double']);
});

test.run();
