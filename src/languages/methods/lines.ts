/** A named unit as a splitter finds it: a qualified name and the UTF-16 offsets of its text. */
export interface Unit {
  name: string;
  start: number;
  end: number;
}

/**
 * The 1-based line of each UTF-16 offset of `text`, in one pass over the text up to the last of
 * them (a table of every line's start cost a tenth of --method-level's time on big files).
 */
export function linesOf(text: string, offsets: number[]): number[] {
  const order = Array.from(offsets.keys()).sort((a, b) => offsets[a] - offsets[b]);
  const lines = new Array<number>(offsets.length);
  let line = 1;
  let next = text.indexOf('\n');
  for (const i of order) {
    while (next !== -1 && next < offsets[i]) {
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
