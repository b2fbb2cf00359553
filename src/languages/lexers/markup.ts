import type { Lexer } from './chars.js';
import { cssLexer, sassLexer, scssLexer } from './css.js';
import { jsLexer } from './js.js';

// HTML, XML, Vue and Svelte: `<!-- -->` comments outside tags. Attribute values, CDATA sections
// (`<![CDATA[...]]>`), processing instructions and `<textarea>`/`<title>` text are data. The
// content of `<script>` and `<style>` is lexed by the JavaScript (TypeScript with `lang="ts"`) and
// CSS (SCSS/Less with `lang`) rules; a script of another type (`text/template`, JSON) stays whole.
// HTML reads comments as its tokenizer does: `<!-->` and `<!--->` are whole (empty) comments,
// `--!>` closes one too, and what it calls bogus comments are comments as well (they are comment
// nodes in the page): `<?...>`, `<!...>` other than a doctype or CDATA, and `</` followed by no
// letter, each up to the first `>` (left alone when there is none). XML keeps `<?...?>` as the
// processing instruction it is there.

interface MarkupOptions {
  /** HTML rules for `<script>`, `<style>` and raw-text elements; off for XML. */
  html: boolean;
  /** Svelte's `{...}` expressions in text and attributes, which may hold `<` and `>`. */
  braces: boolean;
}

const javascript = jsLexer({ jsx: false, typescript: false });
const typescript = jsLexer({ jsx: false, typescript: true });
const LEXER_BY_LANG: Record<string, Lexer | undefined> = {
  js: javascript, javascript, ts: typescript, typescript, jsx: jsLexer({ jsx: true, typescript: false }),
  tsx: jsLexer({ jsx: true, typescript: true }), css: cssLexer, scss: scssLexer, sass: sassLexer, less: scssLexer,
  postcss: cssLexer,
};
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', 'text/babel', 'text/jsx']);

function markupLexer({ html, braces }: MarkupOptions): Lexer {
  return (text, from, to, out) => {
    let i = from;
    while (i < to) {
      const lt = text.indexOf('<', i);
      const brace = braces ? text.indexOf('{', i) : -1;
      if (brace >= 0 && brace < to && (lt < 0 || brace < lt)) {
        i = braceEnd(text, brace, to);
        continue;
      }
      if (lt < 0 || lt >= to) return;
      i = lt;
      if (text.startsWith('<!--', i)) {
        const end = html ? htmlCommentEnd(text, i + 4, to) : xmlCommentEnd(text, i + 4, to);
        if (end < 0) return;
        out.push(i, end);
        i = end;
      } else if (text.startsWith('<![CDATA[', i)) {
        const close = text.indexOf(']]>', i + 9);
        i = close < 0 || close >= to ? to : close + 3;
      } else if (html && isBogusComment(text, i)) {
        const close = text.indexOf('>', i + 2);
        if (close < 0 || close >= to) i++;
        else {
          out.push(i, close + 1);
          i = close + 1;
        }
      } else if (text.startsWith('<?', i)) {
        const close = text.indexOf('?>', i + 2);
        i = close < 0 || close >= to ? to : close + 2;
      } else if (text.charCodeAt(i + 1) === 33) {
        i = declarationEnd(text, i + 2, to); // <!DOCTYPE ...> and DTD declarations
      } else if (isNameStart(text.charCodeAt(i + 1)) || (text.charCodeAt(i + 1) === 47 && isNameStart(text.charCodeAt(i + 2)))) {
        i = tag(text, i, to, out, html, braces);
      } else {
        i++;
      }
    }
  };
}

/** Past the `-->` closing an XML comment whose text starts at `i`, or -1. */
function xmlCommentEnd(text: string, i: number, to: number): number {
  const close = text.indexOf('-->', i);
  return close < 0 || close + 3 > to ? -1 : close + 3;
}

/** Past the end of an HTML comment whose text starts at `i` (after `<!--`), or -1. */
function htmlCommentEnd(text: string, i: number, to: number): number {
  if (text.charCodeAt(i) === 62) return i + 1; // <!-->
  if (text.charCodeAt(i) === 45 && text.charCodeAt(i + 1) === 62) return i + 2; // <!--->
  for (let dashes = text.indexOf('--', i); dashes >= 0 && dashes < to; dashes = text.indexOf('--', dashes + 1)) {
    let j = dashes + 2;
    if (text.charCodeAt(j) === 33) j++;
    if (text.charCodeAt(j) === 62 && j < to) return j + 1;
  }
  return -1;
}

/** At `<`: HTML's bogus comments `<?`, `<!` (no doctype, CDATA or comment) and `</` not before a letter. */
function isBogusComment(text: string, i: number): boolean {
  const c = text.charCodeAt(i + 1);
  if (c === 63) return true;
  if (c === 33) return !/^(?:--|\[CDATA\[|doctype)/i.test(text.slice(i + 2, i + 9));
  if (c !== 47) return false;
  const d = text.charCodeAt(i + 2);
  return d !== 62 && !((d >= 97 && d <= 122) || (d >= 65 && d <= 90)) && !Number.isNaN(d);
}

/** Comments in markup are nothing in the text around them: `a<!-- x -->b` reads `ab`. */
export function markupJoins(text: string, start: number): boolean {
  return text.charCodeAt(start) === 60;
}

function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c >= 128;
}

/** Past a `<!...>` declaration; a DTD's internal subset `[` is markup again, with comments. */
function declarationEnd(text: string, i: number, to: number): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 62 || c === 91) return i + 1;
    if (c === 34 || c === 39) {
      const close = text.indexOf(text[i], i + 1);
      if (close < 0 || close >= to) return to;
      i = close;
    }
  }
  return to;
}

/** A tag at `i`; for `<script>`, `<style>` and raw-text elements, their content too. Returns the index past it. */
function tag(text: string, i: number, to: number, out: number[], html: boolean, braces: boolean): number {
  const closing = text.charCodeAt(i + 1) === 47;
  let j = i + (closing ? 2 : 1);
  const nameStart = j;
  while (j < to && !/[\s/>]/.test(text[j])) j++;
  const name = text.slice(nameStart, j).toLowerCase();
  const attributes: Record<string, string> = {};
  let selfClosing = false;
  while (j < to) {
    const c = text.charCodeAt(j);
    if (c === 62) {
      j++;
      break;
    }
    if (c === 47 && text.charCodeAt(j + 1) === 62) {
      selfClosing = true;
      j += 2;
      break;
    }
    if (braces && c === 123) {
      j = braceEnd(text, j, to);
      continue;
    }
    if (c === 34 || c === 39) {
      const close = text.indexOf(text[j], j + 1);
      j = close < 0 || close >= to ? to : close + 1;
      continue;
    }
    const nameEnd = attributeNameEnd(text, j, to);
    if (nameEnd === j) {
      j++;
      continue;
    }
    const attribute = text.slice(j, nameEnd).toLowerCase();
    j = nameEnd;
    let k = j;
    while (k < to && /\s/.test(text[k])) k++;
    if (text.charCodeAt(k) !== 61) {
      attributes[attribute] = '';
      continue;
    }
    k++;
    while (k < to && /\s/.test(text[k])) k++;
    const q = text.charCodeAt(k);
    let valueStart = k, valueEnd: number;
    if (q === 34 || q === 39) {
      const close = text.indexOf(text[k], k + 1);
      valueStart = k + 1;
      valueEnd = close < 0 || close >= to ? to : close;
      j = Math.min(valueEnd + 1, to);
    } else if (q === 123 && braces) {
      j = valueEnd = braceEnd(text, k, to);
    } else {
      while (k < to && !/[\s>]/.test(text[k])) k++;
      j = valueEnd = k;
    }
    attributes[attribute] = text.slice(valueStart, valueEnd).toLowerCase();
  }
  if (!html || closing || selfClosing) return j;
  if (name === 'script' || name === 'style' || name === 'textarea' || name === 'title') {
    const end = closingTag(text, j, to, name);
    const lexer = name === 'script' ? scriptLexer(attributes) : name === 'style' ? styleLexer(attributes) : undefined;
    if (lexer) lexer(text, j, end, out);
    return end;
  }
  return j;
}

function attributeNameEnd(text: string, i: number, to: number): number {
  while (i < to && !/[\s=>/"'{]/.test(text[i])) i++;
  return i;
}

/** Index of the `</name` that ends a raw-text element's content (case-insensitive), or `to`. */
function closingTag(text: string, i: number, to: number, name: string): number {
  const pattern = new RegExp(`</${name}[\\s>/]`, 'gi');
  pattern.lastIndex = i;
  const match = pattern.exec(text);
  return match && match.index < to ? match.index : to;
}

function scriptLexer(attributes: Record<string, string>): Lexer | undefined {
  const lang = attributes.lang;
  if (lang !== undefined) return LEXER_BY_LANG[lang];
  const type = attributes.type ?? '';
  if (type === 'text/typescript' || type === 'application/typescript') return typescript;
  return JS_TYPES.has(type) ? javascript : undefined;
}

function styleLexer(attributes: Record<string, string>): Lexer | undefined {
  const lang = attributes.lang ?? 'css';
  return LEXER_BY_LANG[lang];
}

/** Svelte: past the `}` balancing the `{` at `i`, skipping JavaScript strings and templates. */
function braceEnd(text: string, i: number, to: number): number {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && --depth === 0) return i + 1;
    else if (c === 34 || c === 39 || c === 96) {
      for (i++; i < to && text.charCodeAt(i) !== c; i++) if (text.charCodeAt(i) === 92) i++;
    }
  }
  return to;
}

export const htmlLexer = markupLexer({ html: true, braces: false });
export const xmlLexer = markupLexer({ html: false, braces: false });
export const vueLexer = markupLexer({ html: true, braces: false });
export const svelteLexer = markupLexer({ html: true, braces: true });
