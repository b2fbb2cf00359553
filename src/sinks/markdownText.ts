import { textPath } from './escape.js';

// Pieces of GitHub-flavoured Markdown shared by the report's sections.

// `1,510`: en-US grouping of a whole number, without Intl, whose set-up costs every run ~30 ms.
export function count(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// `35.1%` of `total`, rounded half up on exact tenths; `0.0%` when the total is 0.
export function share(part: number, total: number): string {
  if (!(total > 0)) return '0.0%';
  const tenths = Math.floor((part * 2000 + total) / (2 * total));
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

// A path or name as a code span: control characters escaped (see textPath), `|` escaped as `\|`
// inside tables (GFM removes that backslash even in code spans), a fence longer than any backtick
// run inside, and a space of padding where CommonMark would otherwise eat a backtick or a space.
export function code(text: string, inTable = true): string {
  let shown = textPath(text);
  if (inTable) shown = shown.replaceAll('|', '\\|');
  const longest = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = shown.startsWith('`') || shown.endsWith('`') || (shown.startsWith(' ') && shown.endsWith(' ') && shown.trim() !== '');
  return pad ? `${fence} ${shown} ${fence}` : `${fence}${shown}${fence}`;
}

// Plain text that Markdown must not read as markup (a folder name, a language id, a reason).
export function plain(text: string): string {
  return textPath(text).replace(/[\\`*_[\]<>#|~&$]/g, '\\$&');
}

// A table: `align` holds 'l' or 'r' per column; numbers are right-aligned.
export function* table(header: string[], align: string, rows: Iterable<string[]>): Generator<string> {
  yield `| ${header.join(' | ')} |\n| ${[...align].map((a) => (a === 'r' ? '---:' : '---')).join(' | ')} |\n`;
  for (const row of rows) yield `| ${row.join(' | ')} |\n`;
}


export { windowShare } from '../tokenizer/window.js';
