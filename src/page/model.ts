// The report page's data: what the page is given, and the tree of folders, files and methods the
// treemap draws. No DOM here, so the suite can check it in Node.

export type CountMode = 'exact' | 'estimate' | 'none';

export interface Counting {
  countMode: CountMode;
  encoding: string;
  includeComments: boolean;
  /** The chosen model's context window. */
  window?: { model: string; tokens: number };
}

/** A method as the page gets it: the HTML report leaves out its `file`, the REST API does not. */
export interface MethodData {
  name: string;
  tokens: number;
  lines: number;
  file?: string;
}

export interface FileData {
  path: string;
  tokens: number;
  lines: number;
  language: string;
  methods?: MethodData[];
}

export interface ResultData {
  totalTokens: number;
  totalFiles: number;
  totalLines: number;
  files: FileData[];
  skipped?: { path: string; reason: string }[];
}

/** What the page shows: the HTML sink embeds it; in served mode it is made from the API's answer. */
export interface Payload {
  name: string;
  counting?: Counting;
  result: ResultData;
}

export type Metric = 'tokens' | 'lines';
export type Kind = 'folder' | 'file' | 'method' | 'rest' | 'more';

export interface TreeNode {
  kind: Kind;
  /** The name drawn on the treemap: a folder's or file's own name, a method's qualified name. */
  name: string;
  /** Root-relative path of a folder or file (`''` for the root); a method's file. */
  path: string;
  tokens: number;
  lines: number;
  /** A file's or method's language; a folder's is `''` until `languageOf()` has worked it out. */
  language: string;
  /** Files below a folder (1 for a file). */
  files: number;
  parent?: TreeNode;
  /** Folders' are made up front; a file's methods only when `childrenOf()` first asks for them. */
  children?: TreeNode[];
  /** A file's methods, until they become its children. */
  methods?: readonly MethodData[];
  /** The area each metric gives the node; children's weights add up to their parent's. */
  weight: Record<Metric, number>;
}

/**
 * Folders, then files, then (with method-level analysis) methods, nested methods inside the
 * method they are declared in (`outer.inner` inside `outer`). A file's or method's methods rarely
 * cover all of it: the rest is a `rest` node. The numbers shown are always the counted ones;
 * only the weights that size the cells are scaled, where a file's methods add up to more than the
 * file (a method's tokens are counted on its own text, so a split can cost a token or two).
 * Methods become nodes only when asked for (`childrenOf`): a big tree has hundreds of thousands,
 * and the treemap shows few of them at a time.
 */
export function buildTree(name: string, files: readonly FileData[]): TreeNode {
  const root = node('folder', name, '', undefined);
  // Each folder's subfolders by name, while the tree is built.
  const subfolders = new Map<TreeNode, Map<string, TreeNode>>();
  for (const file of files) {
    const parts = file.path.split('/');
    let parent = root;
    for (let i = 0; i < parts.length - 1; i++) {
      let byName = subfolders.get(parent);
      if (!byName) subfolders.set(parent, (byName = new Map()));
      let folder = byName.get(parts[i]);
      if (!folder) byName.set(parts[i], (folder = node('folder', parts[i], parent.path === '' ? parts[i] : `${parent.path}/${parts[i]}`, parent)));
      parent = folder;
    }
    const leaf = node('file', parts[parts.length - 1], file.path, parent);
    leaf.tokens = file.tokens;
    leaf.lines = file.lines;
    leaf.language = file.language;
    leaf.files = 1;
    if (file.methods && file.methods.length > 0) leaf.methods = file.methods;
  }
  total(root);
  for (const metric of ['tokens', 'lines'] as const) weigh(root, metric, root[metric]);
  return root;
}

function node(kind: Kind, name: string, path: string, parent: TreeNode | undefined): TreeNode {
  const n: TreeNode = { kind, name, path, tokens: 0, lines: 0, language: '', files: 0, weight: { tokens: 0, lines: 0 } };
  if (parent) {
    n.parent = parent;
    (parent.children ??= []).push(n);
  }
  return n;
}

/** A node's children; a file's methods are made into nodes (and weighed) the first time. */
export function childrenOf(n: TreeNode): TreeNode[] | undefined {
  if (n.methods) {
    addMethods(n, n.methods);
    n.methods = undefined;
    for (const metric of ['tokens', 'lines'] as const) weigh(n, metric, n.weight[metric]);
  }
  return n.children;
}

/**
 * `n`'s children as a drawing sees them, where a unit of weight covers `px2` square pixels: those
 * that would cover `minPx2` or more, then the others as one `more` node of their summed counts
 * and weights (outside the tree: it is nobody's child). A folder of 5,000 tiny files is then laid
 * out as the few boxes one can see, not 5,000 (on 215,000 methods, seconds of layout).
 */
export function visibleChildren(n: TreeNode, metric: Metric, px2: number, minPx2: number): TreeNode[] | undefined {
  const children = childrenOf(n);
  if (!children) return undefined;
  const shown: TreeNode[] = [], small: TreeNode[] = [];
  for (const c of children) (c.weight[metric] * px2 >= minPx2 ? shown : small).push(c);
  if (small.length < 2) return children;
  const more = node('more', `${small.length} smaller`, n.path, undefined);
  more.parent = n;
  more.language = languageOf(n);
  for (const c of small) {
    more.tokens += c.tokens;
    more.lines += c.lines;
    more.files += c.files;
    more.weight.tokens += c.weight.tokens;
    more.weight.lines += c.weight.lines;
  }
  shown.push(more);
  return shown;
}

/** How many children a node has, made into nodes or not yet. */
export function childCount(n: TreeNode): number {
  return n.children?.length ?? n.methods?.length ?? 0;
}

/** Whether a node has anything inside it to zoom into. */
export function canOpen(n: TreeNode): boolean {
  return n.children !== undefined || n.methods !== undefined;
}

// Methods come in source order, so an enclosing method is always seen before the ones inside it.
function addMethods(file: TreeNode, methods: readonly MethodData[]): void {
  const open: TreeNode[] = [];
  for (const m of methods) {
    while (open.length > 0 && !m.name.startsWith(`${open[open.length - 1].name}.`)) open.pop();
    const method = node('method', m.name, file.path, open[open.length - 1] ?? file);
    method.tokens = m.tokens;
    method.lines = m.lines;
    method.language = file.language;
    open.push(method);
  }
  addRests(file);
}

function addRests(n: TreeNode): void {
  if (!n.children) return;
  for (const child of n.children) addRests(child);
  const rest = node('rest', '(rest)', n.path, undefined);
  rest.tokens = Math.max(0, n.tokens - sum(n.children, 'tokens'));
  rest.lines = Math.max(0, n.lines - sum(n.children, 'lines'));
  rest.language = n.language;
  if (rest.tokens > 0 || rest.lines > 0) {
    rest.parent = n;
    rest.name = n.kind === 'file' ? '(outside methods)' : '(rest of method)';
    n.children.push(rest);
  }
}

// Folders' counts are their files' sums.
function total(n: TreeNode): void {
  if (n.kind !== 'folder') return;
  for (const child of n.children ?? []) {
    total(child);
    n.tokens += child.tokens;
    n.lines += child.lines;
    n.files += child.files;
  }
}

/**
 * The language of a file or method; of a folder, the one with most tokens below it (ties by
 * name). Worked out when first asked (a tooltip): building the whole tree's tallies up front cost
 * the first paint of a big tree more than the rest of the tree did.
 */
export function languageOf(n: TreeNode): string {
  if (n.kind !== 'folder' || n.language !== '') return n.language;
  const tally = new Map<string, number>();
  const visit = (m: TreeNode) => {
    if (m.kind !== 'folder') tally.set(m.language, (tally.get(m.language) ?? 0) + m.tokens);
    else for (const c of m.children ?? []) visit(c);
  };
  visit(n);
  let best = -1;
  for (const [language, tokens] of tally) {
    if (tokens > best || (tokens === best && language < n.language)) [best, n.language] = [tokens, language];
  }
  return n.language;
}

function weigh(n: TreeNode, metric: Metric, weight: number): void {
  n.weight[metric] = weight;
  if (!n.children) return;
  if (n.kind === 'folder') {
    for (const child of n.children) weigh(child, metric, child[metric]);
    return;
  }
  // A file or method: its children are its methods and the rest, which fill it exactly.
  const whole = Math.max(n[metric], sum(n.children, metric));
  for (const child of n.children) weigh(child, metric, whole > 0 ? (child[metric] * weight) / whole : 0);
}

function sum(nodes: readonly TreeNode[], metric: Metric): number {
  let s = 0;
  for (const n of nodes) s += n[metric];
  return s;
}

/** A node's path as the page shows it: a folder ends in `/`; a method is `file › name`. */
export function label(n: TreeNode): string {
  if (n.kind === 'folder') return n.parent ? `${n.path}/` : n.name;
  if (n.kind === 'file') return n.path;
  if (n.kind === 'more') return `${label(n.parent!)} (${n.name})`;
  return `${n.path} › ${n.name}`;
}

export interface LanguageTotal {
  language: string;
  files: number;
  lines: number;
  tokens: number;
}

/** Tokens by language, most first; ties by name. */
export function languageTotals(files: readonly FileData[]): LanguageTotal[] {
  const groups = new Map<string, LanguageTotal>();
  for (const f of files) {
    let t = groups.get(f.language);
    if (!t) groups.set(f.language, (t = { language: f.language, files: 0, lines: 0, tokens: 0 }));
    t.files++;
    t.lines += f.lines;
    t.tokens += f.tokens;
  }
  return [...groups.values()].sort((a, b) => b.tokens - a.tokens || b.lines - a.lines || (a.language < b.language ? -1 : a.language > b.language ? 1 : 0));
}

// Paul Tol's "muted" qualitative scheme, which stays distinct for colour-blind readers; the lighter
// colours first, so the biggest languages (the biggest areas) carry dark, easily read labels.
export const PALETTE = ['#88CCEE', '#DDCC77', '#CC6677', '#44AA99', '#AA4499', '#999933', '#332288', '#117733', '#882255'];
/** Languages past the palette share Tol's pale grey and the legend's "other" entry. */
export const OTHER_COLOUR = '#DDDDDD';

/** Each language's colour: the palette in order of tokens (as `languageTotals` ranks them), then grey. */
export function colours(ranked: readonly LanguageTotal[]): Map<string, string> {
  return new Map(ranked.map((t, i) => [t.language, PALETTE[i] ?? OTHER_COLOUR]));
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function inkOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05): equal at l ≈ 0.179.
  return l > 0.179 ? '#000000' : '#FFFFFF';
}
