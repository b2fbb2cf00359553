import type { DiffCounts, DiffResult, FileDiff, MethodDiff } from '../results.js';

/** The diff every format renders: its keys in the documented order, none undefined. */
export function normaliseDiff(result: DiffResult): DiffResult {
  const { base, head, encoding, totals, files, skipped } = result;
  const out: DiffResult = {
    base: { ref: base.ref, commit: base.commit },
    head: head.commit === undefined ? { ref: head.ref } : { ref: head.ref, commit: head.commit },
    encoding,
    totals: { before: totalsOf(totals.before), after: totalsOf(totals.after), delta: totalsOf(totals.delta) },
    files: files.map(fileOf),
  };
  if (skipped && skipped.length > 0) out.skipped = skipped.map(({ path, side, reason }) => ({ path, side, reason }));
  return out;
}

function totalsOf({ files, tokens, lines }: { files: number; tokens: number; lines: number }) {
  return { files, tokens, lines };
}

function fileOf(file: FileDiff): FileDiff {
  const out = { path: file.path } as FileDiff;
  if (file.previousPath !== undefined) out.previousPath = file.previousPath;
  out.status = file.status;
  sides(out, file);
  if (file.methods) out.methods = file.methods.map((method) => sides({ name: method.name, status: method.status } as MethodDiff, method));
  return out;
}

function sides<T extends { before?: DiffCounts; after?: DiffCounts; delta: DiffCounts }>(out: T, from: T): T {
  if (from.before) out.before = countsOf(from.before);
  if (from.after) out.after = countsOf(from.after);
  out.delta = countsOf(from.delta);
  return out;
}

function countsOf({ tokens, lines }: DiffCounts): DiffCounts {
  return { tokens, lines };
}
