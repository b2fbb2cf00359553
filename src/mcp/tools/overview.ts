import { createRequire } from 'node:module';
import { folderAt, ranked, tally, type Totals } from '../../sinks/markdown.js';
import { fitPlanOf, type Counting, type FileResult, type Report } from '../../results.js';
import { byText } from '../../util/paths.js';

// What the analyze tool answers: the totals and the biggest few of each list, never every file.
// An agent's context is what it pays for; it asks again, narrower or with a larger `top`, when
// it needs more.

export interface OverviewOptions {
  /** How many rows each list keeps. */
  top: number;
  /** The analysed folder relative to the root, `/`-separated (`''` for the root): listed paths are relative to the root. */
  folder: string;
}

// The row of files that lie directly in the analysed folder, beside its subfolders.
export const TOP_LEVEL_FILES = '(top-level files)';
// Run warnings listed in full; the rest are counted.
const MAX_WARNINGS = 5;

export function overview({ result, counting, warnings }: Report, { top, folder }: OverviewOptions): Record<string, unknown> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const { files, totalTokens, totalFiles, totalLines, skipped = [] } = result;
  const methodLevel = files.some((file) => file.methods);
  const methods = files.flatMap((file) => file.methods ?? []);
  const out: Record<string, unknown> = { path: folder === '' ? '.' : folder, totalTokens, totalFiles, totalLines };
  if (methodLevel) out.totalMethods = methods.length;
  if (counting) {
    out.encoding = counting.encoding;
    if (counting.countMode !== 'exact') out.countMode = counting.countMode;
    out.includeComments = counting.includeComments;
    if (counting.window) out.window = windowOf(totalTokens, counting.window);
  }
  if (skipped.length > 0) {
    const reasons: Record<string, number> = {};
    for (const { reason } of skipped) reasons[reason] = (reasons[reason] ?? 0) + 1;
    out.skipped = reasons;
  }
  const folders = folderRows(files, totalTokens);
  out.folders = folders.slice(0, top).map(([dir, t]) => ({ path: dir === '' ? TOP_LEVEL_FILES : prefix + dir, tokens: t.tokens, lines: t.lines, files: t.files }));
  const biggest = [...files].sort((a, b) => b.tokens - a.tokens || byText(a.path, b.path)).slice(0, top);
  out.files = biggest.map((f) => ({ path: prefix + f.path, tokens: f.tokens, lines: f.lines }));
  const languages = ranked(tally(files, (f) => f.language));
  out.languages = languages.slice(0, top).map(([language, t]) => ({ language, tokens: t.tokens, lines: t.lines, files: t.files }));
  if (methodLevel) {
    // Ties keep the order of `methods`: by file, then by position in the file.
    const order = methods.map((m, i) => ({ m, i })).sort((a, b) => b.m.tokens - a.m.tokens || byText(a.m.file, b.m.file) || a.i - b.i);
    out.methods = order.slice(0, top).map(({ m }) => ({ name: m.name, file: prefix + m.file, line: m.line, tokens: m.tokens, lines: m.lines }));
  }
  const { fit } = result;
  if (fit) {
    // The JSON's plan, the first `top` rows of each list: the files left out in the order they go,
    // the packed files that lost the most first.
    out.fit = fitPlanOf(fit, {
      packedRows: (rows) => [...rows].sort((a, b) => b.wholeTokens - b.tokens - (a.wholeTokens - a.tokens) || byText(a.path, b.path)).slice(0, top),
      leftOutRows: (rows) => rows.slice(0, top),
      path: (p) => prefix + p,
    });
  }
  if (result.compress) out.compress = { ...result.compress };
  const lists = { folders: folders.length, files: files.length, languages: languages.length, ...(methodLevel && { methods: methods.length }), ...(fit && { packed: fit.packed.length, leftOut: fit.leftOut.length }) };
  return leftovers(out, lists, top, warnings);
}

/**
 * Ends a tool's answer: under `unlisted`, how many rows each list (`lists`: its full length) lost
 * to `top`; under `warnings`, the run's first warnings and how many more there were.
 */
export function leftovers(out: Record<string, unknown>, lists: Record<string, number>, top: number, warnings: string[]): Record<string, unknown> {
  const unlisted = Object.entries(lists)
    .filter(([, n]) => n > top)
    .map(([list, n]) => [list, n - top]);
  if (unlisted.length > 0) out.unlisted = Object.fromEntries(unlisted);
  if (warnings.length > 0) {
    out.warnings = warnings.slice(0, MAX_WARNINGS);
    if (warnings.length > MAX_WARNINGS) (out.warnings as string[]).push(`and ${warnings.length - MAX_WARNINGS} more`);
  }
  return out;
}

/** How much of the chosen model's context window `tokens` fill: `share` 0.41 is 41% (to a tenth of a percent), above 1 they do not fit. */
export function windowOf(tokens: number, window: NonNullable<Counting['window']>): { model: string; tokens: number; share: number } {
  return { model: window.model, tokens: window.tokens, share: Math.round((tokens * 1000) / window.tokens) / 1000 };
}

/** The answer's text: the same object in TOON, which measured fewer tokens than Markdown for it (bench/mcp.mjs). */
export function toonOf(value: Record<string, unknown>): string {
  const { encode } = createRequire(import.meta.url)('@toon-format/toon') as typeof import('@toon-format/toon');
  return encode(value);
}

/**
 * The analysed folder's subfolders (and its top-level files as one row), then the subfolders of
 * the one that holds more than half of all tokens, and of theirs that does, and so on down: the
 * Markdown report's rule for its Directories, followed all the way to where the weight spreads.
 * By tokens, most first, so the first rows are the biggest whatever their depth.
 */
function folderRows(files: FileResult[], total: number): [string, Totals][] {
  let level = ranked(tally(files, (f) => folderAt(f.path, 1) ?? ''));
  const rows = [...level];
  for (let depth = 2; ; depth++) {
    const big = level.find(([dir, t]) => dir !== '' && 2 * t.tokens > total);
    if (!big) break;
    level = ranked(tally(files, (f) => (f.path.startsWith(big[0]) ? folderAt(f.path, depth) : undefined)));
    rows.push(...level);
  }
  return rows.sort(([a, x], [b, y]) => y.tokens - x.tokens || byText(a, b));
}
