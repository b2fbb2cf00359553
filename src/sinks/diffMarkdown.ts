import type { Counting, DiffReport, DiffResult, FileDiff } from '../results.js';
import { normaliseDiff } from './normaliseDiff.js';
import { code, count, plain, table } from './markdownText.js';
import { byText } from '../util/paths.js';

// A diff as a pull request's comment (GitHub-flavoured Markdown): a headline with the whole tree's
// change, the changed files by the size of their change (past the first 20, folded), the methods
// that grew most, and the files skipped.

const SHOWN_FILES = 20;
const TOP_METHODS = 10;

export function* diffMarkdownText({ result, counting }: DiffReport): Generator<string> {
  const { totals, files, skipped = [] } = normaliseDiff(result);
  const { before, after, delta } = totals;
  yield `### ${signed(delta.tokens)} tokens${percent(delta.tokens, before.tokens)}\n\n`;
  yield `Whole tree: ${count(before.tokens)} → ${count(after.tokens)} tokens, ${count(before.files)} → ${count(after.files)} files, `;
  yield `${count(before.lines)} → ${count(after.lines)} lines (${side(result.base)} → ${side(result.head)}; ${how(result, counting)}).\n`;
  if (files.length === 0) yield '\nNo file changed.\n';
  else {
    const ranked = [...files].sort((a, b) => Math.abs(b.delta.tokens) - Math.abs(a.delta.tokens) || Math.abs(b.delta.lines) - Math.abs(a.delta.lines) || byText(a.path, b.path));
    yield `\n${files.length === 1 ? '1 file' : `${count(files.length)} files`} changed:\n\n`;
    yield* fileTable(ranked.slice(0, SHOWN_FILES));
    if (ranked.length > SHOWN_FILES) {
      const rest = ranked.length - SHOWN_FILES;
      yield `\n<details>\n<summary>${count(rest)} more file${rest === 1 ? '' : 's'}</summary>\n\n`;
      yield* fileTable(ranked.slice(SHOWN_FILES));
      yield '\n</details>\n';
    }
    yield* grownMethods(files);
  }
  if (skipped.length > 0) {
    yield '\n#### Skipped\n\n';
    yield* table(['File', 'Side', 'Reason'], 'lll', skipped.map(({ path, side, reason }) => [code(path), side, plain(reason)]));
  }
}

function* fileTable(files: FileDiff[]): Generator<string> {
  yield* table(['File', 'Status', 'Before', 'After', 'Δ Tokens', 'Δ Lines'], 'llrrrr', files.map((f) => [
    f.previousPath === undefined ? code(f.path) : `${code(f.previousPath)} → ${code(f.path)}`,
    f.status,
    f.before ? count(f.before.tokens) : '',
    f.after ? count(f.after.tokens) : '',
    signed(f.delta.tokens),
    signed(f.delta.lines),
  ]));
}

/** The methods whose tokens grew most (added ones included), biggest growth first. */
function* grownMethods(files: FileDiff[]): Generator<string> {
  const grown = files.flatMap((file) => (file.methods ?? []).filter((m) => m.delta.tokens > 0).map((m) => ({ file: file.path, m })));
  if (grown.length === 0) return;
  const top = grown.sort((a, b) => b.m.delta.tokens - a.m.delta.tokens || byText(a.file, b.file) || byText(a.m.name, b.m.name)).slice(0, TOP_METHODS);
  yield `\n#### Methods that grew most\n\n`;
  yield* table(['Method', 'File', 'Status', 'Before', 'After', 'Δ Tokens'], 'lllrrr', top.map(({ file, m }) => [
    code(m.name), code(file), m.status, m.before ? count(m.before.tokens) : '', m.after ? count(m.after.tokens) : '', signed(m.delta.tokens),
  ]));
}

/** `+1,234`, `-40`, `0`. */
export function signed(n: number): string {
  return n > 0 ? `+${count(n)}` : n < 0 ? `-${count(-n)}` : '0';
}

/** ` (+0.8%)` of `before`, to one decimal (half up); nothing when there was nothing before. */
export function percent(delta: number, before: number): string {
  if (!(before > 0)) return '';
  const tenths = Math.floor((Math.abs(delta) * 2000 + before) / (2 * before));
  const sign = tenths === 0 ? '' : delta > 0 ? '+' : '-';
  return ` (${sign}${Math.floor(tenths / 10)}.${tenths % 10}%)`;
}

/** `` `main` (`1a2b3c4`) ``, or `working tree`, `index`. */
function side({ ref, commit }: { ref: string; commit?: string }): string {
  if (commit === undefined) return ref;
  const short = commit.slice(0, 7);
  return commit.startsWith(ref) ? code(short, false) : `${code(ref, false)} (${code(short, false)})`;
}

function how(result: DiffResult, counting: Counting | undefined): string {
  const counted = counting?.countMode === 'none' ? 'tokens not counted' : counting?.countMode === 'estimate' ? 'tokens estimated' : `tokens of ${code(result.encoding, false)}`;
  return counting === undefined ? counted : `${counted}, comments ${counting.includeComments ? 'included' : 'removed'}`;
}
