import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMethods, scanMethods } from '../../../../src/languages/methods/index.js';

const test = suite('finders/javascript');

/** The finder gives exactly what acorn gives, and is sure of it. */
async function same(text: string, language = 'javascript'): Promise<void> {
  const scanned = await scanMethods(text, language);
  assert.ok(scanned, `the finder is unsure of ${JSON.stringify(text)}`);
  assert.equal(scanned, await parseMethods(text, language), JSON.stringify(text));
}

/** The finder leaves the text to acorn. */
async function unsure(text: string, language = 'javascript'): Promise<void> {
  assert.is(await scanMethods(text, language), undefined, JSON.stringify(text));
}

test('finders/javascript :: Object.defineProperty descriptors, wrapper calls and logical operators name functions as acorn does', async () => {
  await same('Object.defineProperty(exports, "q", { enumerable: true, get: function () { function inner() {} } });\nObject.defineProperty(o, k + 1, { get() {}, set: (v) => {}, value: function () {}, other: function () {} }, 1);');
  await same('Object.defineProperty(this, 0x10, { value() {} }); Object.defineProperty(...a, { get() {} }); Object.defineProperty(a, b, c); Object.defineProperty(a, "b", { ["get"]: () => 1, get get() { return 1; } });');
  await same('const a = Fn(() => 1).setLayout({}).other(2), b = (Fn)(function () {}), c = (Fn(() => 1)).x(), d = Fn(() => 1).x.y(), e = Fn(f, () => 1), g = Fn(...h);');
  await same('var h = a || function () {}, i = a && b || (() => {}), j = a || b && function () {}, k = a ?? (async () => {}), l = (a || function () {}), m = a || function () {} || b;');
  await same('const n = Fn<T>((x: T) => x), o = (Fn as any)(() => 1), p = Fn(() => 1)!, q = Fn(() => 1) as X, r = <X>Fn(() => 1), s = Fn(() => 1)!.z(), t = a || (() => 1) as X;', 'typescript');
  await same('class K { f = Fn(() => {}); static g = a || function () {}; }\nexport default Fn(() => {});\nx.y = memo(function () {});\nconst o = { k: Fn(() => {}) };');
});

test('finders/javascript :: bindings: declarations, assignments, chains, exports, `this`', async () => {
  await same('const a = () => 1, b = function () {};\nlet c = async function* named() {}\nvar d = (function () {});');
  await same('a = b = function () {};\nx.y.prototype.z = function () {};\nx["y"].z ||= () => 1;\nx &&= () => 1;\nq ??= () => 2;\nx[0].w = () => 3;');
  await same('exports.f = function () {};\nmodule.exports = { g() {}, h: () => {} };\n(a).b = function () {};\n(n = r[i]).c = function () {};');
  await same('function F() { this.a = function () {}; const g = function () { this.b = function () {}; }; foo(function () { this.c = function () {}; }); }');
  await same('foo(function () { const g = function () { this.x = function () {}; }; });\nvar o = { m() { this.x = function () {}; }, n: () => { this.y = function () {}; } };');
  await same('export default async () => {};\nexport const e = () => {};');
  await same('export default (function () {});');
  await same('export default class { run() {} static get x() { return 1; } }');
  await same('export default function main() {}\nexport default function () {}');
});

test('finders/javascript :: classes and objects: keys, accessors, static blocks, computed and literal keys', async () => {
  await same('class A { x = () => 1\n y = function () {}\n static z = class { m() {} }; [k]() {} "s"() {} 1() {} [\'a b\']() {} get g() { return 1; } set g(v) {} static { function inStatic() {} } #p() {} *gen() {} async *ag() {} }');
  await same('const o = { async *gen() {}, get [k]() {}, "a-b": function () {}, 1: () => 1, 0x10() {}, 1e3: x => x, .5() {}, 5.() {}, 0b11() {}, 0o7() {}, 1_0() {}, get: 1, set() {}, async: () => 2 };');
  await same('const o = { a: { b() { return { c() { function d() {} } }; } } };\nconst p = { a: foo({ b() {} }), c: (function () {}), d: (1, function () {}), e: function () {}.bind(this) };');
  await same('class Store { constructor() { this.onChange = () => {}; } }\nconst Model = class Base { save() {} };\nfoo(class { m() {} });');
  await same('class A { static async\n m() {} get\n n() {} static\n o = 1 }');
});

test('finders/javascript :: callbacks are no units, named functions inside them are', async () => {
  await same('describe("queue", () => { it("works", function () { function helper() {} }); });\nitems.map(function double(x) { return 2 * x; });');
  await same('x = function () {}\n(foo)\ny = () => {}\n(bar)');
  await same('printSizes = (v, { formatSize: I = (v) => `${v}` }) => { const o = { m() {} }; };');
  await same('const f = (a = function named() {}, { b = () => 1 } = {}) => a;');
});

test('finders/javascript :: regular expressions, templates and JSX hold no units', async () => {
  await same('if (a) /function f() {}/.test(b);\nconst r = a / 2 / b, s = `function g() { ${(() => { function h() {} })()} }`;\nconst t = x => /}/;');
  await same('const Greeting = ({ name }) => <div onClick={function handle() {}} title="a } b">{name}{/* c */}</div>;\nconst F = () => <><A.B x={{ m() {} }} {...rest} /> text</>;', 'jsx');
});

test('finders/javascript :: TypeScript: types with `=>` and `{}`, overloads, abstract members, generics, namespaces', async () => {
  await same('export function parse(input: string): number;\nexport function parse(input: string | number): number { return 1; }\nabstract class A { abstract run(): void; m(): void; m(x?: number) {} }', 'typescript');
  await same('function f(opts: { a(): void; b: () => void }, cb: (x: { y: number }) => { z: string }): { m(): void } { return opts as any; }', 'typescript');
  await same('const r = async <T>(fn: () => Promise<T>, times = 3): Promise<{ ok: T }> => { return { ok: await fn() }; };\nconst g = <T,>(x: T) => x;\nconst h = (x: number): x is 1 => x === 1;', 'typescript');
  await same('class Q<T> extends B<T> implements I<T> { private onDrain = (): void => {}; constructor(private readonly limit = 1) { super(); } static create<U>(): Q<U> { return new Q<U>(); } declare y: () => void; readonly r?: () => void = () => {}; [key: string]: unknown; }', 'typescript');
  await same('namespace A.B { export const g = () => 1; }\ndeclare module "pkg" { export function f(): void; }\nmodule Q.R { function g() {} }\ndeclare global { interface W { m(): void } }\nenum E { A = 1, B }', 'typescript');
  await same('const a = f<T>(x), b = g < h, c = i<j>(k), d = (l as any)!.m, e = <T>n;\ntype Fn = (x: number) => void;\ninterface I { m(): void; n: () => void; [k: string]: any }', 'typescript');
  await same('const v = a ? (b): string => c : (d) => e;\nswitch (x) { case (y): break; }\nconst u = a ? (b) : (c);', 'typescript');
  await same('type Cons<X, Y extends readonly any[]> = ((arg: X, ...rest: Y) => any) extends (...args: infer U) => any ? U : never;\nfunction AjaxError(this: any, message: string) {}', 'typescript');
  await same('export const Badge = <T,>({ text }: { text: T }) => <span>{text}</span>;\nexport default class Panel extends React.Component<Props> { render() { return <div>{this.props.label}</div>; } }', 'tsx');
});

test('finders/javascript :: syntax errors, and what acorn alone decides, go to acorn', async () => {
  for (const text of [
    'const x = ;', 'function function () {}', 'x = 1.toString();', 'const pref\nixes = [];', '#x.y = 1;', 'import { a b } from "c";',
    'class A extends C => d {}', 'x = /)/;', 'var yield = 1;', 'const \\u0061 = () => 1;',
  ]) await unsure(text);
  await same('const r = a ? (b) : c => d;');
  // acorn-typescript reads `(b) : c => d` as an arrow function with a return type, then misses the `:`.
  for (const text of ['a ? (b) : c => d;', 'declare constx: T;', 'function f<>(value: T) {}', 'import X = equire("x");', 'let a: string[?];', 'interface I { a:, b }']) {
    await unsure(text, 'typescript');
  }
});

test.run();
