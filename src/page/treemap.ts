import { hierarchy, treemap, treemapSquarify, type HierarchyRectangularNode } from 'd3-hierarchy';
import { count, h, share, short } from './dom.js';
import { canOpen, childCount, inkOn, label, languageOf, visibleChildren, type Metric, type TreeNode } from './model.js';

// A node is divided into its children only if it would cover this many square pixels, and
// MIN_CELL_PX2 per child: the layout then handles a few thousand nodes however big the tree
// (11,000 files; 215,000 methods, where a bundle of 5,000 functions stays one box until it is big).
const MIN_SPLIT_PX2 = 400;
// Cells below the first level smaller than this are left out, and so is any past MAX_CELLS
// (the shallowest and biggest are drawn first): the box they would be in shows their colour.
const MIN_CELL_PX2 = 16;
const MAX_CELLS = 3000;
const HEADER_PX = 16;
const FOLDER_COLOURS = ['#F2F3F5', '#E6E8EC'];

type Cell = HierarchyRectangularNode<TreeNode>;

/** The tooltip: what a cell is, shown on hover and on keyboard focus. */
export class Tip {
  constructor(private readonly el: HTMLElement, private readonly total: () => number) {}

  show(n: TreeNode, x: number, y: number): void {
    const { el } = this;
    const facts = [`Tokens ${count(n.tokens)} (${share(n.tokens, this.total())})`, `Lines ${count(n.lines)}`];
    const mostly = n.kind === 'folder' ? languageOf(n) : '';
    const files = `${count(n.files)} ${n.files === 1 ? 'file' : 'files'}`;
    const what = {
      folder: `${files}${mostly ? `, mostly ${mostly}` : ''}`,
      file: n.language,
      method: `method, ${n.language}`,
      rest: `not in a method, ${n.language}`,
      more: n.files > 0 ? `${files} too small to draw` : 'methods too small to draw',
    }[n.kind];
    el.replaceChildren(h('div', { class: 'tip-path' }, label(n)), h('div', {}, facts.join(' · ')), h('div', {}, what));
    el.hidden = false;
    const { offsetWidth: w, offsetHeight: hh } = el;
    const left = Math.max(4, Math.min(x + 14, window.innerWidth - w - 4));
    const top = y + 14 + hh > window.innerHeight ? Math.max(4, y - hh - 10) : y + 14;
    el.style.left = `${left}px`;
    el.style.top = `${top}px`;
  }

  hide(): void {
    this.el.hidden = true;
  }
}

/** The zoomable treemap: the node zoomed into fills the box, its children and theirs inside it. */
export class Treemap {
  private current?: TreeNode;
  private metric: Metric = 'tokens';
  private readonly nodes = new WeakMap<Element, TreeNode>();
  private tops: HTMLElement[] = [];
  private drawnSize = '';

  constructor(
    private readonly map: HTMLElement,
    private readonly crumbs: HTMLElement,
    private readonly now: HTMLElement,
    private readonly tip: Tip,
    private readonly colourOf: (language: string) => string,
  ) {
    map.addEventListener('pointermove', (e) => {
      const n = this.nodeAt(e.target);
      if (n) tip.show(n, e.clientX, e.clientY);
      else tip.hide();
    });
    map.addEventListener('pointerleave', () => tip.hide());
    map.addEventListener('click', (e) => {
      const n = this.nodeAt(e.target);
      const target = n && (canOpen(n) ? n : n.parent);
      if (target && target !== this.current) this.zoom(target, false);
      // A touch screen has no hover: a tap on what cannot be zoomed into tells what it is.
      else if (n) tip.show(n, e.clientX, e.clientY);
    });
    map.addEventListener('focusin', (e) => {
      const n = this.nodeAt(e.target);
      if (!n) return;
      const r = (e.target as HTMLElement).getBoundingClientRect();
      tip.show(n, r.left, Math.min(r.bottom, window.innerHeight - 40) - 14);
    });
    map.addEventListener('focusout', () => tip.hide());
    map.addEventListener('keydown', (e) => this.key(e));
    new ResizeObserver(() => {
      if (`${map.clientWidth}x${map.clientHeight}` !== this.drawnSize) this.draw();
    }).observe(map);
  }

  show(root: TreeNode, metric: Metric): void {
    this.metric = metric;
    this.zoom(root, false);
  }

  setMetric(metric: Metric): void {
    this.metric = metric;
    this.draw();
  }

  zoom(node: TreeNode, focus: boolean, from?: TreeNode): void {
    this.current = node;
    this.tip.hide();
    this.draw();
    this.breadcrumb();
    this.now.textContent = `Showing ${label(node)}: ${count(node.tokens)} tokens, ${count(node.lines)} lines`;
    if (!focus) return;
    const back = from && this.tops.find((el) => this.nodes.get(el) === from);
    this.move(back ?? this.tops[0]);
  }

  private draw(): void {
    const { map, current } = this;
    if (!current) return;
    const width = map.clientWidth, height = map.clientHeight;
    this.drawnSize = `${width}x${height}`;
    this.tops = [];
    if (width === 0 || height === 0) return;
    if (current.weight[this.metric] <= 0) {
      map.replaceChildren(h('p', { class: 'empty' }, current.files === 0 ? 'No files analysed.' : `Nothing to size: every ${this.metric === 'tokens' ? 'token count' : 'line count'} here is 0.`));
      return;
    }
    const metric = this.metric;
    const px2 = (width * height) / current.weight[metric];
    const splits = (d: TreeNode) => d === current || d.weight[metric] * px2 >= Math.max(MIN_SPLIT_PX2, childCount(d) * MIN_CELL_PX2);
    const tree = hierarchy(current, (d) => (canOpen(d) && splits(d) ? visibleChildren(d, metric, px2, MIN_CELL_PX2) : undefined));
    // Weights already add up (see buildTree), so each node takes its own rather than a sum.
    tree.each((n) => void ((n as { value?: number }).value = n.data.weight[metric]));
    tree.sort((a, b) => b.value! - a.value!);
    const edge = (n: Cell) => (n.depth === 0 ? 0 : 1);
    // Decided as the layout reaches each node: rounding may shave a pixel off the final size.
    const headed = new Set<Cell>();
    const top = (n: Cell) => {
      if (n.depth === 0) return 0;
      if (!hasHeader(n)) return 1;
      headed.add(n);
      return HEADER_PX;
    };
    const laid = treemap<TreeNode>()
      .tile(treemapSquarify)
      .size([width, height])
      .round(true)
      .paddingInner(1)
      .paddingTop(top)
      .paddingRight(edge)
      .paddingBottom(edge)
      .paddingLeft(edge)(tree);
    const chosen = new Set<Cell>();
    for (const n of laid.descendants()) {
      const w = n.x1 - n.x0, hh = n.y1 - n.y0;
      if (n.depth === 0 || w < 1 || hh < 1) continue;
      if (n.depth > 1 && (chosen.size >= MAX_CELLS || w * hh < MIN_CELL_PX2 || !chosen.has(n.parent!))) continue;
      chosen.add(n);
    }
    const cells = document.createDocumentFragment();
    for (const n of chosen) cells.append(this.cell(n, headed.has(n), n.children?.some((c) => chosen.has(c)) ?? false));
    map.replaceChildren(cells);
    if (this.tops[0]) this.tops[0].tabIndex = 0;
  }

  // `open`: some of its children are drawn over it. A folder that shows none takes the colour of
  // its main language, so a box too small to divide still says what is in it.
  private cell(n: Cell, headed: boolean, open: boolean): HTMLElement {
    const d = n.data;
    const w = n.x1 - n.x0, hh = n.y1 - n.y0;
    const el = document.createElement('div');
    el.className = `cell ${d.kind}`;
    const s = el.style;
    s.left = `${n.x0}px`;
    s.top = `${n.y0}px`;
    s.width = `${w}px`;
    s.height = `${hh}px`;
    if (d.kind === 'folder' && open) s.background = FOLDER_COLOURS[n.depth % 2];
    else {
      const colour = this.colourOf(languageOf(d));
      s.background = colour;
      s.color = inkOn(colour);
    }
    if (headed && open) el.append(h('span', { class: 'head' }, h('span', { class: 'name' }, d.name), ` ${short(d[this.metric])}`));
    else if (w >= 36 && hh >= 16) {
      el.append(h('span', { class: 'name' }, d.name));
      if (hh >= 32) el.append(h('span', { class: 'num' }, `${short(d[this.metric])} ${this.metric}`));
    }
    el.dataset.path = d.path;
    if (d.kind === 'method') el.dataset.method = d.name;
    el.dataset.depth = String(n.depth);
    if (n.depth === 1) {
      el.tabIndex = -1;
      el.setAttribute('role', 'button');
      el.setAttribute('aria-label', `${label(d)}: ${count(d.tokens)} tokens, ${count(d.lines)} lines, ${d.kind === 'folder' ? `${count(d.files)} files` : d.language}`);
      this.tops.push(el);
    } else el.setAttribute('aria-hidden', 'true');
    this.nodes.set(el, d);
    return el;
  }

  private nodeAt(target: EventTarget | null): TreeNode | undefined {
    const el = target instanceof Element ? target.closest('.cell') : null;
    return el ? this.nodes.get(el) : undefined;
  }

  private key(e: KeyboardEvent): void {
    const at = this.tops.indexOf(document.activeElement as HTMLElement);
    const n = at >= 0 ? this.nodes.get(this.tops[at]) : undefined;
    const last = this.tops.length - 1;
    const go: Record<string, () => void> = {
      ArrowRight: () => this.move(this.tops[Math.min(last, at + 1)]),
      ArrowDown: () => this.move(this.tops[Math.min(last, at + 1)]),
      ArrowLeft: () => this.move(this.tops[Math.max(0, at - 1)]),
      ArrowUp: () => this.move(this.tops[Math.max(0, at - 1)]),
      Home: () => this.move(this.tops[0]),
      End: () => this.move(this.tops[last]),
      Enter: () => n && canOpen(n) && this.zoom(n, true),
      ' ': () => n && canOpen(n) && this.zoom(n, true),
      Escape: () => this.up(),
      Backspace: () => this.up(),
    };
    const action = go[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  }

  private up(): void {
    const { current } = this;
    if (current?.parent) this.zoom(current.parent, true, current);
  }

  private move(el: HTMLElement | undefined): void {
    if (!el) return;
    for (const t of this.tops) t.tabIndex = t === el ? 0 : -1;
    el.focus();
  }

  private breadcrumb(): void {
    const path: TreeNode[] = [];
    for (let n = this.current; n; n = n.parent) path.unshift(n);
    const items = path.map((n, i) => {
      const name = i === 0 ? n.name : n.kind === 'folder' ? `${n.name}/` : n.name;
      if (n === this.current) return h('li', {}, h('span', { 'aria-current': 'location' }, name));
      const button = h('button', { type: 'button' }, name);
      button.addEventListener('click', () => this.zoom(n, true, path[i + 1]));
      return h('li', {}, button);
    });
    this.crumbs.replaceChildren(h('ol', {}, ...items));
  }
}

// Room for a name above the children: a folder (or a file with methods) big enough to read one.
function hasHeader(n: Cell): boolean {
  return n.x1 - n.x0 >= 48 && n.y1 - n.y0 >= HEADER_PX * 2 + 4;
}
