import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { overview } from '../../src/mcp/tools/overview.js';
import type { FileResult, Report } from '../../src/results.js';

const test = suite('mcp/overview');

const file = (path: string, tokens: number, language = 'typescript'): FileResult => ({ path, tokens, lines: tokens / 10, language });
const report = (files: FileResult[], extra: Partial<Report> = {}): Report => ({
  result: { totalTokens: files.reduce((n, f) => n + f.tokens, 0), totalFiles: files.length, totalLines: files.reduce((n, f) => n + f.lines, 0), encoding: 'o200k_base', files },
  name: 'x',
  counting: { countMode: 'exact', encoding: 'o200k_base', includeComments: false },
  warnings: [],
  ...extra,
});

test('overview :: folders: the top level, then down through each folder that holds over half of all tokens, biggest first', () => {
  const out = overview(report([
    file('app/core/engine/a.ts', 400),
    file('app/core/engine/b.ts', 200),
    file('app/core/util.ts', 100),
    file('app/ui/view.ts', 90),
    file('lib/x.ts', 150),
    file('README.md', 60, 'markdown'),
  ]), { top: 10, folder: '' });
  assert.equal(out.folders, [
    { path: 'app/', tokens: 790, lines: 79, files: 4 },
    { path: 'app/core/', tokens: 700, lines: 70, files: 3 },
    { path: 'app/core/engine/', tokens: 600, lines: 60, files: 2 },
    { path: 'lib/', tokens: 150, lines: 15, files: 1 },
    { path: 'app/ui/', tokens: 90, lines: 9, files: 1 },
    { path: '(top-level files)', tokens: 60, lines: 6, files: 1 },
  ]);
  assert.equal(out.languages, [{ language: 'typescript', tokens: 940, lines: 94, files: 5 }, { language: 'markdown', tokens: 60, lines: 6, files: 1 }]);
  assert.is(out.unlisted, undefined);
});

test('overview :: top cuts every list and says what it left out; paths are the root\'s; skipped files by reason; warnings beyond five counted', () => {
  const warnings = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'];
  const files = [file('a/one.ts', 30), file('b/two.py', 20, 'python'), { ...file('b/three.ts', 10), methods: [{ name: 'f', tokens: 8, lines: 2, file: 'b/three.ts', line: 3 }, { name: 'g', tokens: 9, lines: 1, file: 'b/three.ts', line: 7 }] }];
  const skipped = [{ path: 'x.png', reason: 'binary' }, { path: 'y.bin', reason: 'binary' }, { path: 'z.txt', reason: 'invalid-utf8' }];
  const out = overview(report(files, { warnings, result: { ...report(files).result, skipped } }), { top: 1, folder: 'src/pkg' });
  assert.equal(out, {
    path: 'src/pkg',
    totalTokens: 60,
    totalFiles: 3,
    totalLines: 6,
    totalMethods: 2,
    encoding: 'o200k_base',
    includeComments: false,
    skipped: { binary: 2, 'invalid-utf8': 1 },
    // b/ holds exactly half: not over it, so not opened.
    folders: [{ path: 'src/pkg/a/', tokens: 30, lines: 3, files: 1 }],
    files: [{ path: 'src/pkg/a/one.ts', tokens: 30, lines: 3 }],
    languages: [{ language: 'typescript', tokens: 40, lines: 4, files: 2 }],
    methods: [{ name: 'g', file: 'src/pkg/b/three.ts', line: 7, tokens: 9, lines: 1 }],
    unlisted: { folders: 1, files: 2, languages: 1, methods: 1 },
    warnings: ['w1', 'w2', 'w3', 'w4', 'w5', 'and 2 more'],
  });
});

test('overview :: nothing analysed: zeros and empty lists; estimates say so', () => {
  const out = overview(report([], { counting: { countMode: 'estimate', encoding: 'o200k_base', includeComments: true } }), { top: 10, folder: '' });
  assert.equal(out, { path: '.', totalTokens: 0, totalFiles: 0, totalLines: 0, encoding: 'o200k_base', countMode: 'estimate', includeComments: true, folders: [], files: [], languages: [] });
});

test.run();
