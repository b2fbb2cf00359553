import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OTHER_COLOUR, PALETTE, buildTree, canOpen, childrenOf, colours, inkOn, label, languageOf, languageTotals, visibleChildren, type FileData, type TreeNode } from '../../src/page/model.js';

const test = suite('page model');

const file = (path: string, tokens: number, lines: number, language = 'typescript', methods?: [string, number, number][]): FileData => {
  const f: FileData = { path, tokens, lines, language };
  if (methods) f.methods = methods.map(([name, t, l]) => ({ name, tokens: t, lines: l, file: path }));
  return f;
};
const child = (n: TreeNode, name: string) => childrenOf(n)!.find((c) => c.name === name)!;
const weights = (n: TreeNode): void => {
  const children = childrenOf(n);
  if (!children) return;
  for (const metric of ['tokens', 'lines'] as const) {
    const sum = children.reduce((s, c) => s + c.weight[metric], 0);
    assert.ok(Math.abs(sum - n.weight[metric]) < 1e-9, `${label(n)} ${metric}: ${sum} against ${n.weight[metric]}`);
  }
  children.forEach(weights);
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
  assert.is(q.children, undefined);
  assert.ok(canOpen(q));
  assert.equal(childrenOf(q)!.map((c) => [c.kind, c.name, c.tokens, c.lines]), [
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
  assert.equal(childrenOf(a)!.map((c) => [c.name, c.tokens, c.weight.tokens]), [['f', 6, 5], ['g', 6, 5]]);
  // Lines: 2 + 3 of 4 also overflow, by one.
  assert.equal(a.children!.map((c) => c.weight.lines), [1.6, 2.4]);
  assert.is(childrenOf(child(root, 'b.ts')), undefined);
  assert.not.ok(canOpen(child(root, 'b.ts')));
  weights(root);
});

test('page model :: children too small to see are drawn as one box of their sums', () => {
  const root = buildTree('app', [file('big.ts', 1000, 100), file('a/x.py', 2, 1, 'python'), file('a/y.py', 3, 9, 'python'), file('z.md', 4, 2, 'markdown')]);
  // 1 px² per token: a, z.md and... under 16 px².
  const seen = visibleChildren(root, 'tokens', 1, 16)!;
  assert.equal(seen.map((c) => [c.kind, c.name]), [['file', 'big.ts'], ['more', '2 smaller']]);
  const more = seen[1];
  assert.equal([more.tokens, more.lines, more.files, more.weight.tokens, more.weight.lines, more.language], [9, 12, 3, 9, 12, 'typescript']);
  assert.is(label(more), 'app (2 smaller)');
  assert.is(more.parent, root);
  assert.not.ok(childrenOf(root)!.includes(more));
  assert.not.ok(canOpen(more));
  // One small child is drawn as itself; so is every child when all are big enough.
  assert.is(visibleChildren(root, 'tokens', 1, 5)!.length, 3);
  assert.is(visibleChildren(root, 'tokens', 100, 16)!.length, 3);
  assert.is(visibleChildren(child(root, 'big.ts'), 'tokens', 1, 16), undefined);
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
