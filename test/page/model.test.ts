import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OTHER_COLOUR, PALETTE, buildTree, colours, inkOn, label, languageOf, languageTotals, type FileData, type TreeNode } from '../../src/page/model.js';

const test = suite('page model');

const file = (path: string, tokens: number, lines: number, language = 'typescript', methods?: [string, number, number][]): FileData => {
  const f: FileData = { path, tokens, lines, language };
  if (methods) f.methods = methods.map(([name, t, l]) => ({ name, tokens: t, lines: l, file: path }));
  return f;
};
const child = (n: TreeNode, name: string) => n.children!.find((c) => c.name === name)!;
const weights = (n: TreeNode): void => {
  if (!n.children) return;
  for (const metric of ['tokens', 'lines'] as const) {
    const sum = n.children.reduce((s, c) => s + c.weight[metric], 0);
    assert.ok(Math.abs(sum - n.weight[metric]) < 1e-9, `${label(n)} ${metric}: ${sum} against ${n.weight[metric]}`);
  }
  n.children.forEach(weights);
};

test('page model :: folders hold their files\' sums, the language with most tokens, the file count', () => {
  const root = buildTree('app', [file('README.md', 50, 5, 'markdown'), file('src/a.ts', 30, 3), file('src/lib/b.ts', 40, 4), file('src/lib/c.py', 45, 9, 'python')]);
  assert.equal([root.name, root.path, root.kind, root.tokens, root.lines, root.files], ['app', '', 'folder', 165, 21, 4]);
  assert.equal(root.children!.map((c) => c.name), ['README.md', 'src']);
  const src = child(root, 'src');
  assert.equal([src.path, src.tokens, src.lines, src.files, languageOf(src)], ['src', 115, 16, 3, 'typescript']);
  const lib = child(src, 'lib');
  assert.equal([lib.path, languageOf(lib), lib.files], ['src/lib', 'python', 2]);
  assert.equal([label(root), label(lib), label(child(lib, 'b.ts'))], ['app', 'src/lib/', 'src/lib/b.ts']);
  assert.is(languageOf(root), 'typescript');
  assert.is(languageOf(child(lib, 'c.py')), 'python');
  weights(root);
  assert.is(root.weight.tokens, 165);
  assert.is(child(lib, 'c.py').weight.lines, 9);
});

test('page model :: methods nest by qualified name; the rest of a file or method is a node of its own', () => {
  const f = file('q.ts', 100, 50, 'typescript', [['Queue.push', 30, 10], ['outer', 40, 20], ['outer.inner', 15, 5], ['outer.inner.deepest', 5, 2], ['outerish', 10, 4]]);
  const root = buildTree('.', [f]);
  const q = child(root, 'q.ts');
  assert.equal(q.children!.map((c) => [c.kind, c.name, c.tokens, c.lines]), [
    ['method', 'Queue.push', 30, 10], ['method', 'outer', 40, 20], ['method', 'outerish', 10, 4], ['rest', '(outside methods)', 20, 16],
  ]);
  const outer = child(q, 'outer');
  assert.equal(outer.children!.map((c) => [c.kind, c.name, c.tokens, c.lines]), [['method', 'outer.inner', 15, 5], ['rest', '(rest of method)', 25, 15]]);
  assert.equal(child(outer, 'outer.inner').children!.map((c) => c.name), ['outer.inner.deepest', '(rest of method)']);
  assert.is(label(outer), 'q.ts › outer');
  assert.is(child(outer, 'outer.inner').path, 'q.ts');
  weights(root);
});

test('page model :: methods counting more than their file are scaled to fit it; the numbers stay as counted', () => {
  const root = buildTree('.', [file('a.ts', 10, 4, 'typescript', [['f', 6, 2], ['g', 6, 3]]), file('b.ts', 0, 0, 'typescript', [])]);
  const a = child(root, 'a.ts');
  assert.equal(a.children!.map((c) => [c.name, c.tokens, c.weight.tokens]), [['f', 6, 5], ['g', 6, 5]]);
  // Lines: 2 + 3 of 4 also overflow, by one.
  assert.equal(a.children!.map((c) => c.weight.lines), [1.6, 2.4]);
  assert.is(child(root, 'b.ts').children, undefined);
  weights(root);
});

test('page model :: an empty tree', () => {
  const root = buildTree('none', []);
  assert.equal([root.tokens, root.lines, root.files, root.children, root.weight], [0, 0, 0, undefined, { tokens: 0, lines: 0 }]);
});

test('page model :: languages by tokens; the palette in that order, then one grey', () => {
  const files = Array.from({ length: 12 }, (_, i) => file(`f${i}.x`, i === 3 ? 100 : 10 - (i % 5), 1, `lang${String(i).padStart(2, '0')}`));
  const ranked = languageTotals([...files, file('g.x', 5, 2, 'lang03')]);
  assert.equal(ranked[0], { language: 'lang03', files: 2, lines: 3, tokens: 105 });
  // Ties on tokens: more lines first, then by name.
  assert.equal(ranked.slice(1, 4).map((t) => t.language), ['lang00', 'lang05', 'lang10']);
  const map = colours(ranked);
  assert.is(map.get('lang03'), PALETTE[0]);
  assert.is(new Set([...map.values()].slice(0, PALETTE.length)).size, PALETTE.length);
  assert.equal([...map.values()].slice(PALETTE.length), [OTHER_COLOUR, OTHER_COLOUR, OTHER_COLOUR]);
});

test('page model :: labels are black or white, whichever contrasts more', () => {
  assert.equal(PALETTE.map(inkOn), ['#000000', '#000000', '#000000', '#000000', '#FFFFFF', '#000000', '#FFFFFF', '#FFFFFF', '#FFFFFF']);
  assert.is(inkOn(OTHER_COLOUR), '#000000');
});

test.run();
