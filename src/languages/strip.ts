import type { StripRules } from './lexers/chars.js';

/**
 * Removes comment ranges (`[start0, end0, start1, end1, ...]`, sorted, disjoint) from `text` by the
 * rules every language shares: line breaks inside a comment stay; a comment that ends its line
 * takes the blanks around it along; code after a comment keeps one side's blanks (a line start
 * counts as one), or a single space when nothing else keeps its neighbours apart.
 *
 * A language whose logical lines run over line breaks (C's directives, Dockerfile instructions)
 * gives a `continuation`, which says what stays of each comment so its logical line goes on; a
 * language whose comments are nothing at all, not even a blank, says which (`joins`).
 *
 * With `copied`, notes where each stretch of `text` that is kept as it is goes: `from, to, at` for
 * text[from, to) at `at` in the result (see movedOffset()).
 */
export function stripRanges(text: string, ranges: readonly number[], { continuation, joins }: StripRules = {}, copied?: number[]): string {
  if (ranges.length === 0) {
    copied?.push(0, text.length, 0);
    return text;
  }
  const length = text.length;
  const hasCr = text.includes('\r');
  const carry = continuation?.(text, ranges);
  // Parts joined once at the end: `+=` would build a rope, which the tokenizer then reads 20%
  // slower than the flat string join() makes.
  const out: string[] = [];
  let kept = 0; // text[kept..] is not yet copied to `out`
  // With `copied`: which parts of `out` are stretches of `text`, as (part's index, where it starts in `text`).
  const sources: number[] | undefined = copied && [];
  for (let k = 0; k < ranges.length; ) {
    const start = ranges[k];
    let end = ranges[k + 1];
    let breaks = lineBreaks(text, start, end, hasCr);
    k += 2;
    // Comments apart only by blanks (`/* a */ /* b */`) are removed as one.
    while (k < ranges.length && blanksUntil(text, end, ranges[k])) {
      breaks += lineBreaks(text, ranges[k], ranges[k + 1], hasCr);
      end = ranges[k + 1];
      k += 2;
    }
    let before = start;
    while (before > kept && isBlank(text.charCodeAt(before - 1))) before--;
    let after = end;
    while (after < length && isBlank(text.charCodeAt(after))) after++;
    const endsLine = after === length || isBreak(text.charCodeAt(after));
    const startsLine = before === 0 || isBreak(text.charCodeAt(before - 1));
    if (carry) breaks = carry(start, end, breaks, endsLine);
    sources?.push(out.length, kept);
    out.push(text.slice(kept, before));
    if (endsLine) {
      out.push(breaks);
    } else if (startsLine) {
      // Code follows: it takes the comment's indentation, on the comment's last line.
      sources?.push(out.length + 1, before);
      out.push(breaks, text.slice(before, start));
    } else if (breaks !== '') {
      // A continuation joins the lines again: a blank keeps the code on either side apart.
      out.push(isBreak(breaks.charCodeAt(0)) ? breaks : ` ${breaks}`);
    } else if (before < start) {
      sources?.push(out.length, before);
      out.push(text.slice(before, start));
    } else if (after === end) {
      if (!joins?.(text, start)) out.push(' ');
    } else {
      after = end; // the blanks after it keep the code apart
    }
    kept = after;
  }
  sources?.push(out.length, kept);
  out.push(text.slice(kept));
  if (copied && sources) noteCopied(out, sources, copied);
  return out.join('');
}

/** stripRanges()'s `copied`, from the parts it joins and which of them are stretches of the text. */
function noteCopied(parts: string[], sources: number[], copied: number[]): void {
  let at = 0;
  let next = 0;
  for (let i = 0; i < parts.length; i++) {
    const length = parts[i].length;
    if (next < sources.length && sources[next] === i) {
      if (length > 0) copied.push(sources[next + 1], sources[next + 1] + length, at);
      next += 2;
    }
    at += length;
  }
}

/**
 * Where offset `offset` of a text is in what stripRanges() made of it, from its `copied`: `end`
 * for the end of a span (the offset just after its last character), else its start; -1 when the
 * character there (or before, for an end) was not kept as it was.
 */
export function movedOffset(copied: readonly number[], offset: number, end: boolean): number {
  // The last stretch starting at or before the offset (before it, for an end).
  let lo = 0, hi = copied.length / 3 - 1, found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const from = copied[3 * mid];
    if (from < offset || (!end && from === offset)) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  if (found < 0) return -1;
  const from = copied[3 * found], to = copied[3 * found + 1];
  if (end ? offset > to : offset >= to) return -1;
  return copied[3 * found + 2] + offset - from;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 12 || c === 11;
}

function isBreak(c: number): boolean {
  return c === 10 || c === 13;
}

function blanksUntil(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isBlank(text.charCodeAt(i))) return false;
  return true;
}

/** The `\n` and `\r` characters of text[from, to), in order; `hasCr` says whether the text has any `\r`. */
function lineBreaks(text: string, from: number, to: number, hasCr: boolean): string {
  if (!hasCr) {
    let count = 0;
    for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) count++;
    return count === 0 ? '' : '\n'.repeat(count);
  }
  let breaks = '';
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) breaks += '\n';
    else if (c === 13) breaks += '\r';
  }
  return breaks;
}
