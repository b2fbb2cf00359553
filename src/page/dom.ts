// Small DOM helpers for the report page. Every name from the data goes in as text (textContent),
// never as markup.

type Attrs = Record<string, string | number | boolean | undefined>;

/** An element with attributes (set one by one, so no value is ever parsed) and text or child nodes. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...content: (Node | string)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (key === 'class') el.className = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const c of content) el.append(c);
  return el;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
}

const whole = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** `1,510`. */
export function count(n: number): string {
  return whole.format(n);
}

/** `1.5K`, for labels on the treemap. */
export function short(n: number): string {
  return compact.format(n);
}

/** `35.1%` of `total`; `0.0%` when the total is 0. */
export function share(part: number, total: number): string {
  return `${total > 0 ? ((100 * part) / total).toFixed(1) : '0.0'}%`;
}
