import type { AnalysisResult, FileResult, MethodResult, Report } from '../../src/results.js';

// Hand-built results for the sink suites: the sinks render what they are given, whatever produced it.

/** FORMATS.md's TOON example. */
export const SMALL: AnalysisResult = {
  totalTokens: 1510, totalFiles: 3, totalLines: 177, encoding: 'o200k_base',
  files: [
    { path: 'README.md', tokens: 96, lines: 14, language: 'markdown' },
    { path: 'src/cli.ts', tokens: 530, lines: 61, language: 'typescript' },
    { path: 'src/lib/queue.ts', tokens: 884, lines: 102, language: 'typescript' },
  ],
};

const method = (file: string, name: string, tokens: number, lines: number, line: number): MethodResult => ({ name, tokens, lines, file, line });
const CLI_METHODS = [method('src/cli.ts', 'main', 310, 30, 12), method('src/cli.ts', 'usage', 42, 6, 48)];
const QUEUE_METHODS = [
  method('src/lib/queue.ts', 'Queue.constructor', 40, 4, 8), method('src/lib/queue.ts', 'Queue.push', 120, 14, 14),
  method('src/lib/queue.ts', 'Queue.pop', 120, 9, 30), method('src/lib/queue.ts', 'Queue.size', 18, 3, 41),
];

/** SMALL with method-level analysis and a skipped file. */
export const SMALL_METHODS: AnalysisResult = {
  totalTokens: 1510, totalFiles: 3, totalLines: 177, encoding: 'o200k_base',
  files: [
    { path: 'README.md', tokens: 96, lines: 14, language: 'markdown', methods: [] },
    { path: 'src/cli.ts', tokens: 530, lines: 61, language: 'typescript', methods: CLI_METHODS },
    { path: 'src/lib/queue.ts', tokens: 884, lines: 102, language: 'typescript', methods: QUEUE_METHODS },
  ],
  skipped: [{ path: 'assets/logo.png', reason: 'binary' }],
};

export const SMALL_TEXTS = new Map([
  ['README.md', '# Queue\n\nA tiny job queue.\n'],
  ['src/cli.ts', "import { Queue } from './lib/queue';\n"],
  ['src/lib/queue.ts', 'export class Queue {}\n'],
]);

export const EMPTY: AnalysisResult = { totalTokens: 0, totalFiles: 0, totalLines: 0, encoding: 'o200k_base', files: [] };

/** Twelve files: more than the top ten, ties on tokens, files at the root, a folder over half the tokens. */
export const WIDE: AnalysisResult = summed([
  ['.github/workflows/ci.yml', 90, 30, 'yaml'],
  ['Makefile', 40, 12, 'text'],
  ['README.md', 120, 40, 'markdown'],
  ['docs/api.md', 300, 80, 'markdown'],
  ['docs/intro.md', 120, 25, 'markdown'],
  ['src/core/engine.ts', 2400, 310, 'typescript'],
  ['src/core/util.ts', 300, 44, 'typescript'],
  ['src/index.ts', 50, 9, 'typescript'],
  ['src/ui/app.tsx', 1200, 150, 'tsx'],
  ['src/ui/button.tsx', 300, 40, 'tsx'],
  ['src/ui/deep/icon.tsx', 7, 2, 'tsx'],
  ['tests/engine.test.ts', 1173, 120, 'typescript'],
]);

export function summed(rows: [string, number, number, string][]): AnalysisResult {
  const files: FileResult[] = rows.map(([path, tokens, lines, language]) => ({ path, tokens, lines, language }));
  return {
    totalTokens: files.reduce((n, f) => n + f.tokens, 0),
    totalFiles: files.length,
    totalLines: files.reduce((n, f) => n + f.lines, 0),
    encoding: 'o200k_base',
    files,
  };
}

export function report(result: AnalysisResult, name = 'queue', texts?: ReadonlyMap<string, string>): Report {
  return texts ? { result, name, texts, warnings: [] } : { result, name, warnings: [] };
}

/** FORMATS.md's GitIngest worked example, folder `kiwi/`. */
export const KIWI_TEXTS = new Map([
  ['.env.example', 'A=1'],
  ['README.md', 'Kiwi\n'],
  ['src/empty.txt', ''],
  ['src/main.py', 'print(1)\n'],
]);
export const KIWI = summed([
  ['.env.example', 3, 1, 'text'],
  ['README.md', 2, 1, 'markdown'],
  ['src/empty.txt', 0, 0, 'text'],
  ['src/main.py', 7, 1, 'python'],
]);

/** Names that could trip a format: delimiters, quotes, markers, number- and keyword-lookalikes, controls. */
export const HOSTILE_NAMES = [
  'a,b.ts', 'a:b.ts', 'a: b', 'with space.ts', ' lead', 'trail ', '[x].ts', '[3]: x', '{y}.ts', '"quoted".ts', "it's.ts",
  '-dash.ts', '- x', '#hash.ts', '123', '1e5', '-1', '0x10', '1.0', '007', 'true', 'false', 'null', 'back\\slash',
  'pipe|name', '`tick`', 'tab\tname', 'new\nline', 'cr\rname', '\u0001ctl', 'del\u007f', 'nel\u0085', 'ls\u2028', 'é.ts',
  'dir/with,comma/x.ts', '[3]{a,b}:/y.ts',
];
