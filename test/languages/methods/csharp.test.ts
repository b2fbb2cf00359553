import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMethods, scanMethods } from '../../../src/languages/methods/index.js';
import { fixture } from '../../_helpers/index.js';
import { methodsOf } from '../../_helpers/methods.js';

const test = suite('csharp');

test('csharp :: constructors, finalizers, accessors with bodies, indexers, operators, local functions, lambdas', async () => {
  assert.equal(await methodsOf('csharp', 'csharp', 'Inventory.cs'), [
    ['Inventory<TItem>.Inventory', 12, 12],
    ['Inventory<TItem>.~Inventory', 14, 17],
    ['get Inventory<TItem>.Count', 19, 19],
    ['get Inventory<TItem>.Version', 25, 25],
    ['set Inventory<TItem>.Version', 26, 29],
    ['get Inventory<TItem>.this[]', 32, 32],
    ['Inventory<TItem>.Add', 34, 40],
    ['Inventory<TItem>.Add.Valid', 37, 37],
    ['Inventory<TItem>.operator+', 42, 46],
    ['Inventory<TItem>.operator bool', 48, 48],
    ['Inventory<TItem>.describe', 50, 50],
    ['Inventory<TItem>.IAuditor.Reset', 56, 56],
    ['Inventory<TItem>.Snapshot.IsEmpty', 61, 61],
  ]);
});

test('csharp :: the finder gives what tree-sitter gives, unit for unit', async () => {
  const text = readFileSync(fixture('methods', 'csharp', 'Inventory.cs'), 'utf8');
  const found = await scanMethods(text, 'csharp');
  assert.ok(found);
  assert.equal(found, await parseMethods(text, 'csharp'));
});

test('csharp :: tuple return types, generic methods, strings of every kind, balanced #if branches', async () => {
  const text = [
    'class A {',
    String.raw`    static (int, string) Pair<T>(T x) where T : new() => (1, $"{x} {{ \"}}\" {(x is null ? "}" : @"""")}");`,
    '#if DEBUG',
    '    void Log(string s) { var raw = """ { """; }',
    '#else',
    '    void Log(string s) { }',
    '#endif',
    String.raw`    string Verbatim() => @"C:\ ""quoted"" }";`,
    '}',
  ].join('\n');
  const found = await scanMethods(text, 'csharp');
  assert.equal(found?.map((m) => m.name), ['A.Pair', 'A.Log', 'A.Log', 'A.Verbatim']);
  assert.equal(found, await parseMethods(text, 'csharp'));
});

test('csharp :: an #if branch that opens what another closes goes to tree-sitter', async () => {
  const text = 'class A {\n#if DEBUG\n    void F(int x) {\n#else\n    void F() {\n#endif\n    }\n}\n';
  assert.is(await scanMethods(text, 'csharp'), undefined);
});

test.run();
