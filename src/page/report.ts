import { byId, count, h, share } from './dom.js';
import { OTHER_COLOUR, PALETTE, buildTree, colours, languageTotals, type Counting, type Metric, type Payload, type ResultData } from './model.js';
import { FilesTable } from './table.js';
import { windowShare } from '../tokenizer/window.js';
import { Tip, Treemap } from './treemap.js';

/** The whole report: totals, treemap, languages, files, skipped files; shown again for new data. */
export class ReportView {
  private readonly treemap: Treemap;
  private readonly table: FilesTable;
  private palette = new Map<string, string>();
  private total = 0;

  constructor() {
    const tip = new Tip(byId('tip'), () => this.total);
    this.treemap = new Treemap(byId('map'), byId('crumbs'), byId('map-now'), tip, (language) => this.palette.get(language) ?? OTHER_COLOUR);
    this.table = new FilesTable(byId('files'), byId<HTMLInputElement>('filter'), byId('shown'));
    byId('metric').addEventListener('change', (e) => this.treemap.setMetric((e.target as HTMLInputElement).value as Metric));
  }

  async show(payload: Payload): Promise<void> {
    const { name, counting, result } = payload;
    const { files } = result;
    const methodLevel = files.some((f) => f.methods);
    this.total = result.totalTokens;
    document.title = `Token report: ${name}`;
    byId('title').textContent = `Token report: ${name}`;
    byId('totals').replaceChildren(...totals(result, methodLevel));
    const how = byId('counting');
    how.textContent = counting ? describe(counting, result.totalTokens) : '';
    how.hidden = !counting;

    const ranked = languageTotals(files);
    this.palette = colours(ranked);
    byId('legend').replaceChildren(...legend(ranked.map((t) => t.language), this.palette));
    byId<HTMLTableElement>('languages').tBodies[0].replaceChildren(
      ...ranked.map((t) => h('tr', {}, h('th', { scope: 'row' }, swatch(this.palette.get(t.language)!), t.language), ...[count(t.files), count(t.lines), count(t.tokens), share(t.tokens, result.totalTokens)].map((v) => h('td', { class: 'num' }, v)))),
    );

    const tree = buildTree(name, files);
    // Without token counts (--no-token-count) the lines are what there is to size by.
    const metric: Metric = tree.tokens === 0 && tree.lines > 0 ? 'lines' : 'tokens';
    for (const radio of byId('metric').querySelectorAll('input')) radio.checked = radio.value === metric;
    this.treemap.show(tree, metric);
    performance.mark('treemap-drawn');

    const skipped = result.skipped ?? [];
    byId('skipped').hidden = skipped.length === 0;
    byId('skipped-list').replaceChildren(...skipped.map((s) => h('li', {}, h('span', { class: 'path' }, s.path), ` (${s.reason})`)));

    // The table waits for the treemap to be on screen: on a big tree it takes longer to build.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await this.table.show(files, result.totalTokens, methodLevel);
  }
}

function totals(result: ResultData, methodLevel: boolean): HTMLElement[] {
  const items: [string, number][] = [['Tokens', result.totalTokens], ['Files', result.totalFiles], ['Lines', result.totalLines]];
  if (methodLevel) items.push(['Methods', result.files.reduce((n, f) => n + (f.methods?.length ?? 0), 0)]);
  if (result.skipped?.length) items.push(['Skipped', result.skipped.length]);
  return items.map(([term, n]) => h('div', { 'data-total': term.toLowerCase() }, h('dt', {}, term), h('dd', {}, count(n))));
}

function describe({ countMode, encoding, includeComments, window }: Counting, total: number): string {
  const tokens = countMode === 'exact' ? `Exact token counts (${encoding})` : countMode === 'estimate' ? 'Estimated token counts (from the length of the text)' : 'Tokens not counted';
  return `${tokens}; comments ${includeComments ? 'included' : 'removed'}.${window ? ` The text fills ${windowShare(total, window)}.` : ''}`;
}

function swatch(colour: string): HTMLElement {
  const el = h('span', { class: 'swatch', 'aria-hidden': 'true' });
  el.style.background = colour;
  return el;
}

// The palette's languages by name; the ones past it under one grey "other" entry.
function legend(languages: string[], palette: Map<string, string>): HTMLElement[] {
  const named = languages.slice(0, PALETTE.length).map((l) => h('li', {}, swatch(palette.get(l)!), l));
  const others = languages.length - PALETTE.length;
  if (others > 0) named.push(h('li', {}, swatch(OTHER_COLOUR), `${others} other ${others === 1 ? 'language' : 'languages'}`));
  return named;
}
