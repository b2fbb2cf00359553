import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { approxTokens, gitingest, quoteSeparators } from '../../src/sinks/gitingest.js';
import type { AnalysisResult } from '../../src/results.js';
import { fixture, runStage } from '../_helpers/index.js';
import { EMPTY, KIWI, KIWI_TEXTS, SMALL, SMALL_METHODS, SMALL_TEXTS, report, summed } from '../_helpers/results.js';

const test = suite('gitingest');

const SEP = '='.repeat(48);
const render = async (result: AnalysisResult, name: string, texts: ReadonlyMap<string, string>) =>
  (await runStage<string>(gitingest(), [report(result, name, texts)])).join('');
const textsFor = (result: AnalysisResult, text = (path: string) => `${path}\n`) => new Map(result.files.map((f) => [f.path, text(f.path)]));
const treeOf = (out: string) => out.slice(out.indexOf('Directory structure:\n'), out.indexOf('\n\n', out.indexOf('Directory structure:\n')) + 1);

test('gitingest :: FORMATS.md worked example byte for byte', async () => {
  assert.is(await render(KIWI, 'kiwi', KIWI_TEXTS), readFileSync(fixture('expected', 'kiwi.gitingest.txt'), 'utf8'));
});

test('gitingest :: matches the expected file; methods and skipped files change nothing', async () => {
  const expected = readFileSync(fixture('expected', 'small.gitingest.txt'), 'utf8');
  assert.is(await render(SMALL, 'queue', SMALL_TEXTS), expected);
  assert.is(await render(SMALL_METHODS, 'queue', SMALL_TEXTS), expected);
  assert.not.match(expected, 'logo.png');
});

test('gitingest :: sibling order: README files, files, dot-files, folders, dot-folders, by lower-cased name', async () => {
  const result = summed([
    '.Zeta', '.alpha', 'B.txt', 'README', 'Readme.txt', 'a.txt', 'readme.md', 'readmeNOT.md', 'Src/x', '.git2/y', '.A/z', 'lib/w', 'A.txt',
  ].sort().map((path): [string, number, number, string] => [path, 1, 1, 'text']));
  assert.is(treeOf(await render(result, 'r', textsFor(result))), `Directory structure:
└── r/
    ├── README
    ├── readme.md
    ├── Readme.txt
    ├── A.txt
    ├── a.txt
    ├── B.txt
    ├── readmeNOT.md
    ├── .alpha
    ├── .Zeta
    ├── lib/
    │   └── w
    ├── Src/
    │   └── x
    ├── .A/
    │   └── z
    └── .git2/
        └── y
`);
});

test('gitingest :: blocks follow the tree, deep prefixes', async () => {
  const result = summed(['a/b/c/d.txt', 'a/b/e.txt', 'a/f.txt', 'g.txt'].map((path): [string, number, number, string] => [path, 1, 1, 'text']));
  const out = await render(result, 'deep', textsFor(result));
  assert.is(treeOf(out), `Directory structure:
└── deep/
    ├── g.txt
    └── a/
        ├── f.txt
        └── b/
            ├── e.txt
            └── c/
                └── d.txt
`);
  assert.equal([...out.matchAll(/^FILE: (.*)$/gm)].map((m) => m[1]), ['g.txt', 'a/f.txt', 'a/b/e.txt', 'a/b/c/d.txt']);
  assert.ok(out.endsWith(`${SEP}\nFILE: a/b/c/d.txt\n${SEP}\na/b/c/d.txt\n\n\n`));
});

test('gitingest :: an empty result', async () => {
  assert.is(await render(EMPTY, 'none', new Map()), 'Directory: none\nFiles analyzed: 0\n\nEstimated tokens: 0\nTokenizer: o200k_base\n\nDirectory structure:\n└── none/\n\n');
});

test('gitingest :: estimated tokens the way gitingest prints them', () => {
  const cases: [number, string][] = [
    [0, '0'], [999, '999'], [1000, '1.0k'], [1049, '1.0k'], [1050, '1.1k'], [1150, '1.1k'], [1250, '1.2k'], [1350, '1.4k'],
    [1500, '1.5k'], [1750, '1.8k'], [2250, '2.2k'], [999_949, '999.9k'], [999_950, '1000.0k'], [999_999, '1000.0k'],
    [1_000_000, '1.0M'], [1_250_000, '1.2M'], [1_750_000, '1.8M'], [2_200_000, '2.2M'], [2_250_000, '2.2M'], [999_950_000, '1000.0M'],
  ];
  for (const [n, s] of cases) assert.is(approxTokens(n), s, String(n));
});

test('gitingest :: summary carries the result totals', async () => {
  const out = await render(SMALL, 'queue', SMALL_TEXTS);
  assert.ok(out.startsWith('Directory: queue\nFiles analyzed: 3\n\nEstimated tokens: 1.5k\nTokenizer: o200k_base\n\nDirectory structure:\n└── queue/\n'));
});

test('gitingest :: paths with control characters cannot forge blocks; separator lines in text are quoted', async () => {
  const forged = `x\n${SEP}\nFILE: forged.txt\n${SEP}\nevil`;
  const paths = [forged, '"quoted".txt', 'a\rb', 'c\u2028d', 'e\u0085f', 'tab\there', 'ok.txt'].sort();
  const result = summed(paths.map((path): [string, number, number, string] => [path, 1, 1, 'text']));
  const texts = textsFor(result, (path) => (path === 'ok.txt' ? `top\n${SEP}\nFILE: inner.txt\n${SEP}\r\n\\${SEP}\n${SEP}` : 'body\n'));
  const out = await render(result, 'na\nme', texts);
  assert.ok(out.startsWith('Directory: "na\\nme"\nFiles analyzed: 7\n'));
  assert.match(out, '└── "na\\nme"/\n');
  // Every line break a splitter might use: the headers are the only separator lines left.
  const lines = out.split(/\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/);
  const headers = lines.flatMap((line, i) => (line === SEP && lines[i + 1]?.startsWith('FILE: ') ? [lines[i + 1]] : []));
  assert.equal(headers, [
    'FILE: "\\"quoted\\".txt"', 'FILE: "a\\rb"', 'FILE: "c\\u2028d"', 'FILE: "e\\u0085f"', 'FILE: ok.txt', 'FILE: "tab\\there"',
    `FILE: "x\\n${SEP}\\nFILE: forged.txt\\n${SEP}\\nevil"`,
  ]);
  assert.match(out, `FILE: ok.txt\n${SEP}\ntop\n\\${SEP}\nFILE: inner.txt\n\\${SEP}\r\n\\\\${SEP}\n\\${SEP}\n\n`);
  for (const header of headers.filter((h) => h.startsWith('FILE: "'))) assert.ok(paths.includes(JSON.parse(header.slice(6))), header);
});

test('gitingest :: quoting separator lines is reversible and touches nothing else', () => {
  const text = `${SEP}\n=${SEP}\n${SEP}=\n \\${SEP}\n\\\\${SEP}\u2028${SEP}`;
  const quoted = quoteSeparators(text);
  assert.is(quoted, `\\${SEP}\n=${SEP}\n${SEP}=\n \\${SEP}\n\\\\\\${SEP}\u2028\\${SEP}`);
  assert.is(quoted.replace(/(^|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029])\\(\\*={48})(?=[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]|$)/g, '$1$2'), text);
});

test.run();
