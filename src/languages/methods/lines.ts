/** A named unit as a splitter finds it: a qualified name and the UTF-16 offsets of its text. */
export interface Unit {
  name: string;
  start: number;
  end: number;
}

/** Maps UTF-16 offsets of `text` to 1-based line numbers. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0, hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid; else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** Joins a scope and a name with `.` (a computed key `[k]` attaches directly); either may be empty. */
export function qualify(scope: string, name: string): string {
  return scope === '' ? name : name === '' ? scope : name.startsWith('[') ? `${scope}${name}` : `${scope}.${name}`;
}
