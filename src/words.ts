/** Edits (insertions, deletions, substitutions) that turn `a` into `b`. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}

/** The word of `words` nearest to `word`, if one is near enough to be a slip of the keyboard. */
export function nearest(word: string, words: readonly string[]): string | undefined {
  let best: string | undefined, bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const candidate of words) {
    const d = distance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
