import type { Duplex } from 'node:stream';
import type { CompressSaving, FileResult, FitPlan, MethodResult, Report } from '../results.js';
import { sinkOf } from './chunks.js';
import { fitTarget, packedLevels } from './leftOut.js';
import { code, count, plain, share, table, windowShare } from './markdownText.js';
import { normalise } from './normalise.js';
import { byText } from '../util/paths.js';

// markdown: Report -> a human report in GitHub-flavoured Markdown: summary, top files, languages,
// directories, every file, and with method-level analysis the top methods and each file's methods.
export function markdown(): Duplex {
  return sinkOf(markdownText);
}

const TOP = 10;

export function* markdownText({ result, name, counting }: Report): Generator<string> {
  const { totalTokens: total, totalFiles, totalLines, encoding, files, skipped = [] } = normalise(result);
  const methodLevel = files.some((file) => file.methods);
  const methods = files.flatMap((file) => file.methods ?? []);
  yield `# Code Token Analysis: ${plain(name)}\n\n## Summary\n\n`;
  const summary: [string, number][] = [['Files', totalFiles], ['Lines', totalLines], ['Tokens', total]];
  if (methodLevel) summary.push(['Methods', methods.length]);
  if (skipped.length > 0) summary.push(['Skipped', skipped.length]);
  const rows = summary.map(([label, n]) => [label, count(n)]);
  if (encoding !== undefined) rows.push(['Tokenizer', code(encoding)]);
  yield* table(['Metric', 'Value'], 'lr', rows);
  if (counting?.window) yield `\nThe analysed text fills ${windowShare(total, counting.window)}.\n`;
  if (result.compress) yield* compressSection(result.compress);
  if (result.fit) yield* fitSection(result.fit);
  if (files.length === 0) yield '\n_No files analysed._\n';
  else {
    yield* filesSections(files, total, methodLevel);
    if (methodLevel) yield* methodSections(files, methods);
  }
  if (skipped.length > 0) {
    yield '\n## Skipped Files\n\n';
    yield* table(['File', 'Reason'], 'll', skipped.map(({ path, reason }) => [code(path), plain(reason)]));
  }
}

function* fitSection(fit: FitPlan): Generator<string> {
  const { digestTokens, fits, leftOut, packed = [] } = fit;
  const target = plain(fitTarget(fit));
  yield '\n## Fit\n\n';
  if (leftOut.length === 0 && packed.length === 0) {
    yield fits ? `A GitIngest digest of these files fits ${target} with every file (${count(digestTokens)} tokens).\n` : `A GitIngest digest of no file is over ${target} (${count(digestTokens)} tokens).\n`;
    return;
  }
  if (packed.length > 0) {
    yield `A GitIngest digest packs ${plain(packedLevels(fit))} to fit ${target} (${count(digestTokens)} tokens${fits ? '' : ', still over it'}):\n\n`;
    yield* table(['File', 'Level', 'Tokens', 'Whole'], 'llrr', packed.map(({ path, level, tokens, wholeTokens }) => [code(path), plain(level), count(tokens), count(wholeTokens)]));
    if (leftOut.length === 0) return;
    yield '\n';
  }
  yield `A GitIngest digest leaves out ${count(leftOut.length)} file${leftOut.length === 1 ? '' : 's'} to fit ${target} (${count(digestTokens)} tokens${fits ? '' : ', still over it'}):\n\n`;
  yield* table(['File', 'Reason', 'Tokens'], 'llr', leftOut.map(({ path, reason, tokens }) => [code(path), plain(reason), count(tokens)]));
}

function* compressSection({ files, bodies, tokensBefore, tokensAfter }: CompressSaving): Generator<string> {
  yield `\n## Compress\n\nWith every method body elided (${count(bodies)} in ${count(files)} file${files === 1 ? '' : 's'}), the analysed text is ${count(tokensAfter)} tokens instead of ${count(tokensBefore)}.\n`;
}

function* filesSections(files: FileResult[], total: number, methodLevel: boolean): Generator<string> {
  const top = [...files].sort((a, b) => b.tokens - a.tokens || byText(a.path, b.path)).slice(0, TOP);
  yield `\n## Top ${top.length} Files by Token Count\n\n`;
  yield* table(['#', 'File', 'Tokens', 'Lines', 'Share'], 'rlrrr', top.map((f, i) => [count(i + 1), code(f.path), count(f.tokens), count(f.lines), share(f.tokens, total)]));
  yield '\n## Languages\n\n';
  yield* table(['Language', 'Files', 'Lines', 'Tokens', 'Share'], 'lrrrr', ranked(tally(files, (f) => f.language)).map(([language, t]) => [plain(language), ...totals(t, total)]));
  yield '\n## Directories\n\n';
  yield* table(['Directory', 'Files', 'Lines', 'Tokens', 'Share'], 'lrrrr', directoryRows(files, total).map(([dir, t]) => [dir === '' ? '(root)' : code(dir), ...totals(t, total)]));
  yield '\n## Files\n\n';
  const header = ['File', 'Language', 'Tokens', 'Lines', ...(methodLevel ? ['Methods'] : [])];
  yield* table(header, methodLevel ? 'llrrr' : 'llrr', rows(files, (f) => {
    const row = [code(f.path), plain(f.language), count(f.tokens), count(f.lines)];
    return methodLevel ? [...row, count(f.methods?.length ?? 0)] : row;
  }));
}

function* methodSections(files: FileResult[], methods: MethodResult[]): Generator<string> {
  if (methods.length === 0) {
    yield '\n## Methods\n\n_No methods found._\n';
    return;
  }
  // Ties keep their order in `methods`: by file, then by position in the file.
  const top = methods.map((m, i) => ({ m, i })).sort((a, b) => b.m.tokens - a.m.tokens || byText(a.m.file, b.m.file) || a.i - b.i).slice(0, TOP);
  yield `\n## Top ${top.length} Methods by Token Count\n\n`;
  yield* table(['Method', 'File', 'Tokens', 'Lines'], 'llrr', top.map(({ m }) => [code(m.name), code(`${m.file}:${m.line}`), count(m.tokens), count(m.lines)]));
  yield '\n## Methods\n';
  for (const file of files) {
    if (!file.methods?.length) continue;
    yield `\n### ${code(file.path, false)}\n\n`;
    yield* table(['Method', 'Line', 'Tokens', 'Lines'], 'lrrr', file.methods.map((m) => [code(m.name), count(m.line), count(m.tokens), count(m.lines)]));
  }
}

export interface Totals {
  files: number;
  lines: number;
  tokens: number;
}

function totals({ files, lines, tokens }: Totals, total: number): string[] {
  return [count(files), count(lines), count(tokens), share(tokens, total)];
}

export function tally(files: FileResult[], keyOf: (file: FileResult) => string | undefined): Map<string, Totals> {
  const groups = new Map<string, Totals>();
  for (const file of files) {
    const key = keyOf(file);
    if (key === undefined) continue;
    let t = groups.get(key);
    if (!t) groups.set(key, (t = { files: 0, lines: 0, tokens: 0 }));
    t.files++;
    t.lines += file.lines;
    t.tokens += file.tokens;
  }
  return groups;
}

// By tokens, most first; ties by key.
export function ranked(groups: Map<string, Totals>): [string, Totals][] {
  return [...groups].sort(([a, x], [b, y]) => y.tokens - x.tokens || byText(a, b));
}

// Top-level folders (`src/`; files at the root as `''`, shown as "(root)"), by tokens. A folder
// holding more than half of all tokens is followed by its own subfolders (`src/lib/`), by tokens:
// that is where the breakdown tells something. Its files directly inside get no row of their own
// (its row minus its subfolders' rows), so shares add up to 100% over the top-level rows only.
function directoryRows(files: FileResult[], total: number): [string, Totals][] {
  const out: [string, Totals][] = [];
  for (const [dir, t] of ranked(tally(files, (f) => folderAt(f.path, 1) ?? ''))) {
    out.push([dir, t]);
    if (dir === '' || !(2 * t.tokens > total)) continue;
    out.push(...ranked(tally(files, (f) => (f.path.startsWith(dir) ? folderAt(f.path, 2) : undefined))));
  }
  return out;
}

/** The folder `depth` levels down holding `path` (`src/lib/`), or undefined for a file above it. */
export function folderAt(path: string, depth: number): string | undefined {
  const parts = path.split('/');
  return parts.length > depth ? `${parts.slice(0, depth).join('/')}/` : undefined;
}

function* rows<T>(items: T[], row: (item: T) => string[]): Generator<string[]> {
  for (const item of items) yield row(item);
}
