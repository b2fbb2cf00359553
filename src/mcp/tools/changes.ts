import type { DiffReport, FileDiff, MethodDiff } from '../../results.js';
import { byText } from '../../util/paths.js';
import { leftovers } from './overview.js';

// What the diff tool answers: the whole tree's totals on each side, then the biggest changes
// first, never every changed file. As for analyze, the agent asks again (a larger `top`, a
// narrower `path`) when it needs more.

export interface ChangesOptions {
  /** How many files (and methods) to list. */
  top: number;
  /** The analysed folder relative to the root, `/`-separated (`''` for the root): listed paths are relative to the root. */
  folder: string;
  /** Whether methods were compared. */
  methodLevel: boolean;
}

const FILE_STATUSES: FileDiff['status'][] = ['added', 'modified', 'renamed', 'removed'];
const METHOD_STATUSES: MethodDiff['status'][] = ['added', 'modified', 'removed'];

export function changes({ result, counting, warnings }: DiffReport, { top, folder, methodLevel }: ChangesOptions): Record<string, unknown> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const { base, head, totals, files, skipped = [] } = result;
  const out: Record<string, unknown> = {
    path: folder === '' ? '.' : folder,
    base: { ref: base.ref, commit: base.commit },
    head: head.commit === undefined ? { ref: head.ref } : { ref: head.ref, commit: head.commit },
    encoding: result.encoding,
  };
  if (counting) {
    if (counting.countMode !== 'exact') out.countMode = counting.countMode;
    out.includeComments = counting.includeComments;
  }
  const sides = ({ files, tokens, lines }: { files: number; tokens: number; lines: number }) => ({ files, tokens, lines });
  out.totals = { before: sides(totals.before), after: sides(totals.after), delta: sides(totals.delta) };
  out.changed = tally(files.map((file) => file.status), FILE_STATUSES);
  if (skipped.length > 0) out.skipped = tally(skipped.map((s) => s.reason));
  // As the Markdown report ranks them: the size of the change, either way.
  const ranked = [...files].sort((a, b) => Math.abs(b.delta.tokens) - Math.abs(a.delta.tokens) || Math.abs(b.delta.lines) - Math.abs(a.delta.lines) || byText(a.path, b.path));
  const listed = ranked.slice(0, top);
  out.files = listed.map((file) => ({ path: prefix + file.path, status: file.status, before: file.before?.tokens ?? 0, after: file.after?.tokens ?? 0, delta: file.delta.tokens }));
  // Apart from the rows: a key only some rows have makes TOON write every row as a list (1.6
  // times the tokens of a table for ten rows, measured), where this costs one short table.
  const renamed = listed.filter((file) => file.previousPath !== undefined);
  if (renamed.length > 0) out.previousPaths = renamed.map((file) => ({ path: prefix + file.path, previousPath: prefix + file.previousPath! }));
  let grown: { file: string; method: MethodDiff }[] = [];
  if (methodLevel) {
    const methods = files.flatMap((file) => (file.methods ?? []).map((method) => ({ file: file.path, method })));
    out.changedMethods = tally(methods.map(({ method }) => method.status), METHOD_STATUSES);
    grown = methods.filter(({ method }) => method.delta.tokens > 0).sort((a, b) => b.method.delta.tokens - a.method.delta.tokens || byText(a.file, b.file) || byText(a.method.name, b.method.name));
    out.methods = grown.slice(0, top).map(({ file, method }) => ({
      name: method.name,
      file: prefix + file,
      status: method.status,
      before: method.before?.tokens ?? 0,
      after: method.after?.tokens ?? 0,
      delta: method.delta.tokens,
    }));
  }
  return leftovers(out, { files: files.length, ...(methodLevel && { methods: grown.length }) }, top, warnings);
}

/** How many of each value, in `order` (values not in it after, as they come); none of those with none. */
export function tally(values: string[], order: string[] = []): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of [...order, ...values]) counts[value] = 0;
  for (const value of values) counts[value]++;
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}
