import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configTable } from '../scripts/config-table.js';
import { ROOT } from './_helpers/index.js';

const test = suite('docs');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const PAGES = ['README.md', 'bench/README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The text outside fenced code blocks, where links and headings are read. */
function prose(markdown: string): string {
  return markdown.split(/^```.*$/m).filter((_, i) => i % 2 === 0).join('\n');
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as '-', repeats numbered. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return found;
}

test('docs :: anchors are GitHub\'s', () => {
  assert.equal([...anchors('# A b\n## Budgets: `analyzer check`\n### Methods (`--method-level`)\n## A b\n```\n# not a heading\n```\n')], ['a-b', 'budgets-analyzer-check', 'methods---method-level', 'a-b-1']);
});

test('docs :: the configuration table is the schema (node --import tsx scripts/config-table.ts)', () => {
  assert.ok(read('docs/configuration.md').includes(configTable()), configTable());
});

test('docs :: every relative link and anchor in the README and docs/ resolves', () => {
  const broken: string[] = [];
  for (const page of PAGES) {
    for (const [, target] of prose(read(page)).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [file, anchor] = target.split('#');
      const path = file === '' ? page : relative(ROOT, join(ROOT, dirname(page), file));
      if (!existsSync(join(ROOT, path))) broken.push(`${page}: ${target} (no ${path})`);
      else if (anchor !== undefined && !anchors(read(path)).has(anchor)) broken.push(`${page}: ${target} (no heading #${anchor} in ${path})`);
    }
  }
  assert.equal(broken, []);
});

test('docs :: the README is a front page', () => {
  assert.ok(read('README.md').split('\n').length <= 250);
});

test.run();
