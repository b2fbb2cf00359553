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
    // Never nearer than their difference in length: a long word costs no edit table.
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

// A message names the value at fault; it need not repeat 100 KB of it.
const SHOWN_CHARS = 80;
// Characters that would break a one-line message, or that a terminal acts on.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `text` as one line: control characters and line separators written as escapes (`\n`, `\u001b`). */
export function oneLine(text: string): string {
  return text.replace(CONTROL, (c) => JSON.stringify(c).slice(1, -1).replace(/^[\u007f-\u009f\u2028\u2029]$/, `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** A string a user gave, for a message: on one line, cut after SHOWN_CHARS characters. */
export function shownText(text: string): string {
  return cut(oneLine(text));
}

/**
 * Any value a user gave, as JSON, for a message: cut after SHOWN_CHARS characters. Never throws:
 * a list nested 100,000 deep (too deep for JSON.stringify), an object without a prototype, a BigInt.
 */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'bigint' ? `${value}n` : typeof value === 'number' || typeof value === 'symbol' || typeof value === 'function' ? String(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = Array.isArray(value) ? '[…]' : '{…}';
  }
  return cut(oneLine(text));
}

function cut(text: string): string {
  if (text.length <= SHOWN_CHARS) return text;
  // Not between the two halves of a surrogate pair.
  const end = /[\ud800-\udbff]/.test(text[SHOWN_CHARS - 1]) ? SHOWN_CHARS - 1 : SHOWN_CHARS;
  return `${text.slice(0, end)}… (${text.length} characters)`;
}
