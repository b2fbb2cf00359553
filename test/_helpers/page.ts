import { createHash } from 'node:crypto';

/** The parts of an HTML report, read back with plain string searches (the sink writes each once). */
export interface PageParts {
  policy: string;
  style: string;
  script: string;
  /** The text of the data block, as written (escaped). */
  dataText?: string;
  data?: unknown;
  /** The page with its script, style and their hashes elided, for comparing with an expected file. */
  shell: string;
}

const between = (text: string, start: string, end: string): string => {
  const from = text.indexOf(start);
  if (from < 0) throw new Error(`no ${start}`);
  const to = text.indexOf(end, from + start.length);
  if (to < 0) throw new Error(`no ${end} after ${start}`);
  return text.slice(from + start.length, to);
};

export function readPage(html: string): PageParts {
  const policy = between(html, '<meta http-equiv="Content-Security-Policy" content="', '"');
  const style = between(html, '<style>', '</style>');
  const script = between(html, '<script>', '</script>');
  const hasData = html.includes('<script type="application/json" id="report-data">');
  const dataText = hasData ? between(html, '<script type="application/json" id="report-data">', '</script>') : undefined;
  const shell = html
    .replace(`<style>${style}</style>`, '<style>/* src/page/page.css */</style>')
    .replace(`<script>${script}</script>`, '<script>/* src/page/main.ts */</script>')
    .replace(sha256(script), 'sha256-(script)')
    .replace(sha256(style), 'sha256-(style)');
  return { policy, style, script, dataText, data: dataText === undefined ? undefined : JSON.parse(dataText), shell };
}

export function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
