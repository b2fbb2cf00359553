import type { Duplex } from 'node:stream';
import type { Report } from '../results.js';
import { compressLine, leftOutSection } from './leftOut.js';
import { sinkOf } from './chunks.js';
import { textPath } from './escape.js';
import { byText } from '../util/paths.js';

// gitingest: Report with texts -> a digest in gitingest's layout: summary, tree, one block per file.
export function gitingest(): Duplex {
  return sinkOf(gitingestText);
}

const SEPARATOR = '='.repeat(48);

export function* gitingestText({ result, name, texts }: Report): Generator<string> {
  const root = buildTree(result.files.map((file) => file.path));
  yield summaryText({ result, name });
  yield treeHead(name);
  const order: string[] = [];
  yield* treeLines(root, '    ', '', order);
  yield '\n';
  // A file `fit` packed to its path alone is in the tree, without a block.
  const pathOnly = new Set(result.fit?.packed?.flatMap((f) => (f.level === 'path only' ? [f.path] : [])));
  let blocks = 0;
  for (const path of order) {
    if (pathOnly.has(path)) continue;
    // Every path here was analysed, so the run kept its text; `render()` checks texts it is given.
    yield `${blocks++ > 0 ? '\n' : ''}${fileBlock(path, fileBody(texts?.get(path) ?? ''))}`;
  }
}

/** The digest's summary: the folder, its files and tokens, the tokenizer, what `fit` left out; then a blank line. */
export function summaryText({ result, name }: Pick<Report, 'result' | 'name'>): string {
  // The tokenizer on a line of its own after gitingest's, so a reader of its summary lines still finds them.
  const tokenizer = result.encoding === undefined ? '' : `Tokenizer: ${result.encoding}\n`;
  return `Directory: ${textPath(name)}\nFiles analyzed: ${result.totalFiles}\n\nEstimated tokens: ${approxTokens(result.totalTokens)}\n${tokenizer}${result.compress ? compressLine(result.compress) : ''}${result.fit ? leftOutSection(result.fit) : ''}\n`;
}

/** The digest's pieces for `split`: its summary, the lines of its tree (without its head), and the files in tree order. */
export function digestPieces({ result, name }: Pick<Report, 'result' | 'name'>): { summary: string; tree: string; order: string[] } {
  const order: string[] = [];
  const tree = [...treeLines(buildTree(result.files.map((file) => file.path)), '    ', '', order)].join('');
  return { summary: summaryText({ result, name }), tree: `└── ${textPath(name)}/\n${tree}`, order };
}

function treeHead(name: string): string {
  return `Directory structure:\n└── ${textPath(name)}/\n`;
}

/** A file's block: its head, its body as fileBody() gives it, then a blank line. */
export function fileBlock(path: string, body: string, label = ''): string {
  return `${fileHead(path, label)}${body}\n\n`;
}

/** A file's block's head: its path between separators, `label` after it for a part of it (split). */
export function fileHead(path: string, label = ''): string {
  return `${SEPARATOR}\nFILE: ${textPath(path)}${label}\n${SEPARATOR}\n`;
}

/** A block's body: the text with separator-like lines quoted, or `[Empty file]`. */
export function fileBody(text: string): string {
  return text === '' ? '[Empty file]' : quoteSeparators(text);
}

// Line breaks as Python's splitlines() sees them, which is what digest splitters tend to use.
const BREAK = '\\n\\r\\v\\f\\x1c-\\x1e\\x85\\u2028\\u2029';
const SEPARATOR_LINE = new RegExp(`(^|[${BREAK}])(\\\\*={48})(?=[${BREAK}]|$)`, 'g');

// A text line that reads as a separator (48 '=', after any backslashes) gets one more leading
// backslash, as mboxrd quotes "From " lines: a file cannot forge a block, and removing one backslash
// from such lines gives the analysed text back. Nothing else in the text changes.
export function quoteSeparators(text: string): string {
  return text.replace(SEPARATOR_LINE, '$1\\$2');
}

interface Folder {
  files: string[];
  folders: Map<string, Folder>;
}

function buildTree(paths: string[]): Folder {
  const root: Folder = { files: [], folders: new Map() };
  for (const path of paths) {
    const parts = path.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, (next = { files: [], folders: new Map() }));
      folder = next;
    }
    folder.files.push(parts[parts.length - 1]);
  }
  return root;
}

interface Entry {
  name: string;
  group: number;
  key: string;
  folder?: Folder;
}

// gitingest's sibling order: README files, other files, dot-files, folders, dot-folders; by lower-cased
// name within a group, then by the name itself so names differing only in case keep a fixed order.
function entries(folder: Folder): Entry[] {
  const list: Entry[] = [];
  for (const name of folder.files) {
    const key = name.toLowerCase();
    list.push({ name, key, group: key === 'readme' || key.startsWith('readme.') ? 0 : key.startsWith('.') ? 2 : 1 });
  }
  for (const [name, sub] of folder.folders) {
    const key = name.toLowerCase();
    list.push({ name, key, group: key.startsWith('.') ? 4 : 3, folder: sub });
  }
  return list.sort((a, b) => a.group - b.group || byText(a.key, b.key) || byText(a.name, b.name));
}

// The tree below `folder`, drawn gitingest's way; pushes each file's path to `order` as it is drawn.
function* treeLines(folder: Folder, prefix: string, base: string, order: string[]): Generator<string> {
  const list = entries(folder);
  for (const [i, { name, folder: sub }] of list.entries()) {
    const last = i === list.length - 1;
    yield `${prefix}${last ? '└── ' : '├── '}${textPath(name)}${sub ? '/' : ''}\n`;
    if (sub) yield* treeLines(sub, prefix + (last ? '    ' : '│   '), `${base}${name}/`, order);
    else order.push(`${base}${name}`);
  }
}

// gitingest's token estimate: `999`, `1.5k`, `2.2M`, as Python's `f"{n / 1000:.1f}k"` prints it.
// Python rounds the exact binary value of the quotient, ties to even; a quotient of n / 1000 or
// n / 1e6 is an exact tie only at .25 and .75, so 1,250 is `1.2k`, 1,750 is `1.8k`, and 1,350 is
// `1.4k` (1.35 is stored a little above). Like gitingest, 999,950 is `1000.0k`: the unit is picked
// before rounding, and 1,000,000 is `1.0M`.
export function approxTokens(n: number): string {
  if (n >= 1_000_000) return `${oneDecimal(n / 1_000_000)}M`;
  if (n >= 1_000) return `${oneDecimal(n / 1_000)}k`;
  return String(n);
}

function oneDecimal(x: number): string {
  // toFixed rounds the exact value too, but ties away from zero; x * 4 is exact, so it finds the ties.
  const quarters = x * 4;
  if (!Number.isInteger(quarters) || quarters % 2 === 0) return x.toFixed(1);
  const below = Math.floor(x * 10);
  const tenths = below % 2 === 0 ? below : below + 1;
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}
