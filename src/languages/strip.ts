/**
 * Removes comment ranges (`[start0, end0, start1, end1, ...]`, sorted, disjoint) from `text` by the
 * rules every language shares: line breaks inside a comment stay; a comment that ends its line
 * takes the blanks before it along; a comment between code keeps one side's blanks, or becomes one
 * space when nothing else keeps its neighbours apart.
 */
export function stripRanges(text: string, ranges: readonly number[]): string {
  if (ranges.length === 0) return text;
  const length = text.length;
  let out = '';
  let kept = 0; // text[kept..] is not yet copied to `out`
  for (let k = 0; k < ranges.length; ) {
    const start = ranges[k];
    let end = ranges[k + 1];
    let breaks = lineBreaks(text, start, end);
    k += 2;
    // Comments apart only by blanks (`/* a */ /* b */`) are removed as one.
    while (k < ranges.length && blanksUntil(text, end, ranges[k])) {
      breaks += lineBreaks(text, ranges[k], ranges[k + 1]);
      end = ranges[k + 1];
      k += 2;
    }
    let before = start;
    while (before > kept && isBlank(text.charCodeAt(before - 1))) before--;
    let after = end;
    while (after < length && isBlank(text.charCodeAt(after))) after++;
    const endsLine = after === length || isBreak(text.charCodeAt(after));
    out += text.slice(kept, before);
    if (endsLine) {
      out += breaks;
      kept = after;
    } else if (breaks !== '') {
      // Code follows on a later line: its indentation stays, the blanks left on the first line go.
      out += breaks;
      kept = end;
    } else if (before < start && after > end) {
      out += text.slice(before, start);
      kept = after;
    } else {
      out += text.slice(before, start);
      const startsLine = start === 0 || isBreak(text.charCodeAt(start - 1));
      if (before === start && after === end && !startsLine) out += ' ';
      kept = end;
    }
  }
  return out + text.slice(kept);
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

/** The `\n` and `\r` characters of text[from, to), in order. */
function lineBreaks(text: string, from: number, to: number): string {
  let breaks = '';
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) breaks += '\n';
    else if (c === 13) breaks += '\r';
  }
  return breaks;
}
