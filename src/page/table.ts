import { count, h, share } from './dom.js';
import type { FileData } from './model.js';

type Key = 'path' | 'language' | 'tokens' | 'lines' | 'methods';

interface Column {
  key: Key;
  title: string;
  numeric: boolean;
}

interface Row {
  el: HTMLTableRowElement;
  file: FileData;
  /** What the filter matches against, lower-cased once. */
  text: string;
}

// Rows are made in slices of this many between frames, so a big tree's table never holds up the
// treemap's first paint, nor the page for long.
const ROWS_PER_SLICE = 2000;

/** Every file: sortable by any column (a header button), narrowed by a filter box. */
export class FilesTable {
  private rows: Row[] = [];
  private columns: Column[] = [];
  private sortKey: Key = 'tokens';
  private descending = true;
  private generation = 0;

  constructor(
    private readonly table: HTMLTableElement,
    private readonly filter: HTMLInputElement,
    private readonly shown: HTMLElement,
  ) {
    let pending: ReturnType<typeof setTimeout> | undefined;
    filter.addEventListener('input', () => {
      clearTimeout(pending);
      pending = setTimeout(() => this.applyFilter(), 120);
    });
  }

  /** Fills the table; resolves once every row is in. */
  show(files: readonly FileData[], total: number, methodLevel: boolean): Promise<void> {
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
    this.table.tBodies[0].replaceChildren();
    this.shown.textContent = `Loading ${count(files.length)} files…`;
    return new Promise((resolve) => {
      let next = 0;
      const slice = () => {
        if (generation !== this.generation) return resolve();
        const end = Math.min(files.length, next + ROWS_PER_SLICE);
        for (; next < end; next++) this.rows.push(this.row(files[next], total, methodLevel));
        if (next < files.length) return void setTimeout(slice, 0);
        this.sort();
        this.applyFilter();
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
      return h('th', { scope: 'col', class: c.numeric ? 'num' : undefined, 'data-key': c.key }, button);
    });
    this.table.tHead!.rows[0].replaceChildren(...cells, h('th', { scope: 'col', class: 'num' }, 'Share'));
  }

  private row(file: FileData, total: number, methodLevel: boolean): Row {
    const cells = [h('td', { class: 'path' }, file.path), h('td', {}, file.language), h('td', { class: 'num' }, count(file.tokens)), h('td', { class: 'num' }, count(file.lines))];
    if (methodLevel) cells.push(h('td', { class: 'num' }, count(file.methods?.length ?? 0)));
    cells.push(h('td', { class: 'num' }, share(file.tokens, total)));
    return { el: h('tr', {}, ...cells), file, text: `${file.path}\n${file.language}`.toLowerCase() };
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
    for (const th of this.table.tHead!.rows[0].cells) {
      const sorted = th.dataset.key === key;
      if (sorted) th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
      const arrow = th.querySelector('.arrow');
      if (arrow) arrow.textContent = sorted ? (descending ? ' ▼' : ' ▲') : '';
    }
    const body = document.createDocumentFragment();
    for (const r of this.rows) body.append(r.el);
    this.table.tBodies[0].append(body);
  }

  private applyFilter(): void {
    const needle = this.filter.value.trim().toLowerCase();
    let shown = 0;
    for (const r of this.rows) {
      const hide = needle !== '' && !r.text.includes(needle);
      if (r.el.hidden !== hide) r.el.hidden = hide;
      if (!hide) shown++;
    }
    const all = this.rows.length;
    this.shown.textContent = needle === '' ? `${count(all)} ${all === 1 ? 'file' : 'files'}` : `${count(shown)} of ${count(all)} files match`;
  }
}
