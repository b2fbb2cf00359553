import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PAGE_FILES, bundlePage, type PageAssets } from '../page/bundle.js';
import { SHELL } from '../page/shell.js';
import type { FileResult, Report } from '../results.js';
import { FROM_SOURCES } from '../util/version.js';
import { sinkOf } from './chunks.js';
import { normalise } from './normalise.js';

// html: Report -> one self-contained HTML page (a treemap of tokens, the files, the languages):
// the page's script and style (src/page/) and the data, all inline, so it opens from disk offline.
export function html(): Duplex {
  return sinkOf(htmlText);
}

// Files per stringify() call, as in the JSON sink.
const SLICE = 64;

/**
 * The data is `{ name, counting?, result }`, `result` being the JSON format's object less each
 * method's `file` (the path of the file it is listed under: with `--method-level` on 11,000 files
 * that repetition was 13 of 30 MB), in a `<script type="application/json">` block the page parses.
 * `<`, `>` and `&` are written as JSON escapes, so no path can close the block or open a comment
 * in it; U+2028 and U+2029 too, for any reader that takes them as line ends.
 */
export function* htmlText({ result, name, counting }: Report): Generator<string> {
  yield head('');
  const { files, skipped, ...totals } = normalise(result);
  const meta = JSON.stringify(counting ? { name, counting } : { name });
  yield `<script type="application/json" id="report-data">${forScript(meta.slice(0, -1))},"result":${forScript(JSON.stringify(totals).slice(0, -1))},"files":[`;
  for (let start = 0; start < files.length; start += SLICE) {
    const items = JSON.stringify(files.slice(start, start + SLICE).map(withoutMethodFiles));
    yield `${start > 0 ? ',' : ''}${forScript(items.slice(1, -1))}`;
  }
  yield `]${skipped ? `,"skipped":${forScript(JSON.stringify(skipped))}` : ''}}}</script>\n`;
  yield tail();
}

function withoutMethodFiles(file: FileResult): unknown {
  return file.methods ? { ...file, methods: file.methods.map(({ name, tokens, lines, line }) => ({ name, tokens, lines, line })) } : file;
}

/**
 * The page `analyzer serve` sends at `GET /`: the same page without data. Told its API by
 * `data-api` (a path on the same origin, such as `/api`), it posts `{ path, methodLevel }` to
 * `<api>/analyze` and shows the `data` of the answer; its policy lets it connect to its own origin.
 */
export function servedPage(api: string): string {
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(api)) throw new Error(`the report page's API must be a path on its own origin, not '${api}'`);
  return `${head(api)}${tail()}`;
}

/**
 * The Content-Security-Policy of the page (`servedPage(api)`'s when `api` is given): its own
 * script and style by their hashes, and with an API its own origin to connect to; nothing else.
 * The server sends it as a header too.
 */
export function pagePolicy(api = ''): string {
  const { script, style } = pageAssets();
  return [
    "default-src 'none'",
    `script-src '${sha256(script)}'`,
    `style-src '${sha256(style)}'`,
    ...(api ? ["connect-src 'self'"] : []),
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function head(api: string): string {
  const { style } = pageAssets();
  const policy = pagePolicy(api);
  return `<!DOCTYPE html>
<html lang="en"${api ? ` data-api="${attribute(api)}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="referrer" content="no-referrer">
<title>Token report</title>
<style>${style}</style>
</head>
<body>
<noscript><p>This report is drawn by its script: open it in a browser with JavaScript on.</p></noscript>
${SHELL}`;
}

function tail(): string {
  return `<script>${pageAssets().script}</script>
</body>
</html>
`;
}

let assets: PageAssets | undefined;

// Built: the files the build wrote beside this bundle. From TypeScript sources: bundled now.
function pageAssets(): PageAssets {
  if (assets) return assets;
  let loaded: PageAssets;
  if (FROM_SOURCES) loaded = bundlePage();
  else {
    const read = (name: string) => {
      try {
        return readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8');
      } catch (err) {
        throw new Error(`the HTML report's ${name} is missing beside the build (npm run build writes it): ${(err as Error).message}`);
      }
    };
    loaded = { script: read(PAGE_FILES.script), style: read(PAGE_FILES.style) };
  }
  // Inline code that could end its own element early would break the page, and every hash with it.
  if (/<\/script|<!--/i.test(loaded.script) || /<\/style/i.test(loaded.style)) throw new Error("the HTML report's page code closes its own element");
  return (assets = loaded);
}

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

// Outside strings JSON has none of these characters, so escaping them all keeps the JSON the same.
export function forScript(json: string): string {
  return json.replace(SCRIPT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function attribute(text: string): string {
  return text.replace(/[&"<>']/g, (c) => `&#${c.charCodeAt(0)};`);
}
