import { count, h, share } from './dom.js';
import type { FileData } from './model.js';

type Key = 'path' | 'language' | 'tokens' | 'lines' | 'methods';

interface Column {
  key: Key;
  title: string;
  numeric: boolean;
}

interface Row {
  el: HTMLElement;
  file: FileData;
  /** What the filter matches against, lower-cased once. */
  text: string;
}

// Rows are made in slices of this many between frames, so a big tree's table never holds up the
// treemap's first paint, nor the page for long.
const ROWS_PER_SLICE = 2000;
// Rows are laid out a block at a time, only near the screen (`content-visibility`), once there are
// enough for it to matter: 11,000 rows in one table took Chromium 3 to 6 s of layout here, blocks
// of 100 a few tens of milliseconds. A short table is laid out whole, so it prints and pictures whole.
const ROWS_PER_BLOCK = 100;
const LAZY_ROWS = 1000;
// A one-line row's height: what a block not yet laid out reserves per row.
const ROW_PX = 27;

/**
 * Every file: sortable by any column (a header button), narrowed by a filter box. Rows are ARIA
 * rows of divs rather than a <table>, whose rows cannot skip layout.
 */
export class FilesTable {
  private rows: Row[] = [];
  private columns: Column[] = [];
  private sortKey: Key = 'tokens';
  private descending = true;
  private generation = 0;

  private readonly head: HTMLElement;
  private readonly body: HTMLElement;

  constructor(
    table: HTMLElement,
    private readonly filter: HTMLInputElement,
    private readonly shown: HTMLElement,
  ) {
    this.head = table.querySelector('.grid-head [role="row"]')!;
    this.body = table.querySelector('.grid-body')!;
    let pending: ReturnType<typeof setTimeout> | undefined;
    filter.addEventListener('input', () => {
      clearTimeout(pending);
      pending = setTimeout(() => this.place(), 120);
    });
  }

  /** Fills the table; resolves once every row is in. */
  show(files: readonly FileData[], total: number, methodLevel: boolean): Promise<void> {
    this.body.parentElement!.setAttribute('aria-rowcount', String(files.length + 1));
    const generation = ++this.generation;
    this.columns = [
      { key: 'path', title: 'File', numeric: false },
      { key: 'language', title: 'Language', numeric: false },
      { key: 'tokens', title: 'Tokens', numeric: true },
      { key: 'lines', title: 'Lines', numeric: true },
      ...(methodLevel ? [{ key: 'methods' as const, title: 'Methods', numeric: true }] : []),
    ];
    this.header();
    this.rows = [];
    this.body.replaceChildren();
    this.body.parentElement!.classList.toggle('with-methods', methodLevel);
    this.shown.textContent = `Loading ${count(files.length)} files…`;
    // Cloning one row is about twice as fast as making each of its elements.
    const cell = (className?: string) => h('div', { role: 'cell', class: className });
    const template = h('div', { role: 'row', class: 'row' }, cell('path'), cell(), ...this.columns.slice(2).map(() => cell('num')), cell('num'));
    return new Promise((resolve) => {
      let next = 0;
      const slice = () => {
        if (generation !== this.generation) return resolve();
        const end = Math.min(files.length, next + ROWS_PER_SLICE);
        for (; next < end; next++) this.rows.push(this.row(template, files[next], total, methodLevel));
        if (next < files.length) return void setTimeout(slice, 0);
        this.sort();
        resolve();
      };
      slice();
    });
  }

  private header(): void {
    const cells = this.columns.map((c) => {
      const button = h('button', { type: 'button' }, c.title, h('span', { class: 'arrow', 'aria-hidden': 'true' }));
      button.addEventListener('click', () => {
        // A new column starts with what one looks for first: the biggest numbers, names A to Z.
        this.descending = c.key === this.sortKey ? !this.descending : c.numeric;
        this.sortKey = c.key;
        this.sort();
      });
      return h('div', { role: 'columnheader', class: c.numeric ? 'num' : undefined, 'data-key': c.key }, button);
    });
    this.head.replaceChildren(...cells, h('div', { role: 'columnheader', class: 'num' }, 'Share'));
  }

  private row(template: HTMLElement, file: FileData, total: number, methodLevel: boolean): Row {
    const el = template.cloneNode(true) as HTMLElement;
    const cells = el.children;
    const texts = [file.path, file.language, count(file.tokens), count(file.lines)];
    if (methodLevel) texts.push(count(file.methods?.length ?? 0));
    texts.push(share(file.tokens, total));
    for (let i = 0; i < texts.length; i++) cells[i].textContent = texts[i];
    return { el, file, text: `${file.path}\n${file.language}`.toLowerCase() };
  }


  private sort(): void {
    const { sortKey: key, descending } = this;
    const value = (f: FileData): string | number => (key === 'methods' ? (f.methods?.length ?? 0) : f[key]);
    const byPath = (a: Row, b: Row) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0);
    this.rows.sort((a, b) => {
      const x = value(a.file), y = value(b.file);
      const order = x < y ? -1 : x > y ? 1 : 0;
      return (descending ? -order : order) || byPath(a, b);
    });
    for (const th of this.head.children as HTMLCollectionOf<HTMLElement>) {
      const sorted = th.dataset.key === key;
      if (sorted) th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
      const arrow = th.querySelector('.arrow');
      if (arrow) arrow.textContent = sorted ? (descending ? ' ▼' : ' ▲') : '';
    }
    this.place();
  }

  // The matching rows, in order, in blocks that each skip layout and paint while off screen.
  private place(): void {
    const needle = this.filter.value.trim().toLowerCase();
    const matching = needle === '' ? this.rows : this.rows.filter((r) => r.text.includes(needle));
    const blocks = document.createDocumentFragment();
    for (let start = 0; start < matching.length; start += ROWS_PER_BLOCK) {
      const rows = matching.slice(start, start + ROWS_PER_BLOCK);
      const block = h('div', { class: 'block', role: 'presentation' }, ...rows.map((r) => r.el));
      block.style.containIntrinsicSize = `auto ${rows.length * ROW_PX}px`;
      blocks.append(block);
    }
    this.body.classList.toggle('lazy', matching.length > LAZY_ROWS);
    this.body.replaceChildren(blocks);
    const all = this.rows.length;
    this.shown.textContent = needle === '' ? `${count(all)} ${all === 1 ? 'file' : 'files'}` : `${count(matching.length)} of ${count(all)} files match`;
  }

}
