/** A named unit as a splitter finds it: a qualified name and the UTF-16 offsets of its text. */
export interface Unit {
  name: string;
  start: number;
  end: number;
}

/**
 * The 1-based line of each UTF-16 offset of `text`, in one pass over the text up to the last of
 * them (a table of every line's start cost a tenth of --method-level's time on big files). The
 * offsets are put in order as numbers `offset * n + index` (exact: far below 2 ** 53) in a
 * Float64Array, sorted without a comparator: with the loops in index.ts's spans(), this took
 * spans() from 250-400 ms to 180-195 ms of CPU over the jsts corpus (py311: 53 to 40 ms).
 */
export function linesOf(text: string, offsets: number[]): number[] {
  const n = offsets.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = offsets[i] * n + i;
  keys.sort();
  const lines = new Array<number>(n);
  let line = 1;
  let next = text.indexOf('\n');
  for (let k = 0; k < n; k++) {
    const i = keys[k] % n;
    const offset = (keys[k] - i) / n;
    while (next !== -1 && next < offset) {
      line++;
      next = text.indexOf('\n', next + 1);
    }
    lines[i] = line;
  }
  return lines;
}

/** Joins a scope and a name with `.` (a computed key `[k]` attaches directly); either may be empty. */
export function qualify(scope: string, name: string): string {
  return scope === '' ? name : name === '' ? scope : name.startsWith('[') ? `${scope}${name}` : `${scope}.${name}`;
}
