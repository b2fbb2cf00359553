import { decode } from '@toon-format/toon';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DiffReport } from '../../src/results.js';
import { changes } from '../../src/mcp/tools/changes.js';
import { toonOf } from '../../src/mcp/tools/overview.js';
import { sample } from '../_helpers/diffResults.js';

const test = suite('mcp/changes');

const report = (extra: Partial<DiffReport> = {}): DiffReport => ({
  result: sample(),
  name: 'x',
  counting: { countMode: 'exact', encoding: 'o200k_base', includeComments: false },
  warnings: [],
  ...extra,
});

test('changes :: the biggest changes either way first, renamed ones\' previous paths apart; methods that grew most; what was left out', () => {
  const out = changes(report(), { top: 4, folder: '', methodLevel: true });
  assert.equal(out, {
    path: '.',
    base: { ref: 'main', commit: '1a2b3c4d5e6f708192a3b4c5d6e7f80912345678' },
    head: { ref: 'working tree' },
    encoding: 'o200k_base',
    includeComments: false,
    totals: sample().totals,
    changed: { added: 1, modified: 21, renamed: 1, removed: 1 },
    skipped: { binary: 2 },
    // |delta| 1234, 120, 40, then f20 (-20) before f19 (+19); docs/manual.md (+10) is not among them.
    files: [
      { path: 'src/a|b.ts', status: 'added', before: 0, after: 1234, delta: 1234 },
      { path: 'src/queue.ts', status: 'modified', before: 1200, after: 1320, delta: 120 },
      { path: 'old.js', status: 'removed', before: 40, after: 0, delta: -40 },
      { path: 'src/gen/f20.ts', status: 'modified', before: 100, after: 80, delta: -20 },
    ],
    changedMethods: { added: 2, modified: 1, removed: 2 },
    methods: [
      { name: 'Pipe.run', file: 'src/a|b.ts', status: 'added', before: 0, after: 300, delta: 300 },
      { name: 'Queue.peek', file: 'src/queue.ts', status: 'added', before: 0, after: 20, delta: 20 },
      { name: 'Queue.push', file: 'src/queue.ts', status: 'modified', before: 30, after: 45, delta: 15 },
    ],
    unlisted: { files: 20 },
  });
  assert.equal(decode(toonOf(out)), out);
});

test('changes :: a subfolder\'s paths are the root\'s, a listed rename names its previous path; no methods without methodLevel; warnings beyond five counted', () => {
  const out = changes(report({ warnings: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'] }), { top: 100, folder: 'pkg', methodLevel: false });
  const files = out.files as { path: string; delta: number }[];
  assert.is(files.length, 24);
  assert.equal(files.find((f) => f.path === 'pkg/docs/manual.md'), { path: 'pkg/docs/manual.md', status: 'renamed', before: 400, after: 410, delta: 10 });
  assert.equal(out.previousPaths, [{ path: 'pkg/docs/manual.md', previousPath: 'pkg/docs/guide.md' }]);
  assert.is(out.path, 'pkg');
  assert.is(out.methods, undefined);
  assert.is(out.changedMethods, undefined);
  assert.is(out.unlisted, undefined);
  assert.equal(out.warnings, ['w1', 'w2', 'w3', 'w4', 'w5', 'and 1 more']);
  // Every row has the same keys: TOON writes them as one table.
  assert.match(toonOf(out), '\nfiles[24]{path,status,before,after,delta}:\n');
  assert.match(toonOf(out), '\npreviousPaths[1]{path,previousPath}:\n  pkg/docs/manual.md,pkg/docs/guide.md\n');
});

test('changes :: nothing changed: the totals, empty lists; estimates say so', () => {
  const result = { ...sample(), files: [], skipped: undefined, head: { ref: 'HEAD', commit: 'f'.repeat(40) } };
  result.totals = { before: result.totals.before, after: result.totals.before, delta: { files: 0, tokens: 0, lines: 0 } };
  const out = changes(report({ result, counting: { countMode: 'estimate', encoding: 'o200k_base', includeComments: true } }), { top: 10, folder: '', methodLevel: true });
  assert.equal(out, {
    path: '.',
    base: { ref: 'main', commit: '1a2b3c4d5e6f708192a3b4c5d6e7f80912345678' },
    head: { ref: 'HEAD', commit: 'f'.repeat(40) },
    encoding: 'o200k_base',
    countMode: 'estimate',
    includeComments: true,
    totals: { before: result.totals.before, after: result.totals.before, delta: { files: 0, tokens: 0, lines: 0 } },
    changed: {},
    files: [],
    changedMethods: {},
    methods: [],
  });
});

test.run();
