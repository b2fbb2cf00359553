#!/usr/bin/env node
// node --import tsx bench/methods-options.mjs [go java rust csharp] [--corpora DIR] [--rounds 3]
// The ways to find methods, side by side on one thread, per language of the corpora
// (bench/make-corpora.sh): CPU seconds and MB/s of
// - tree-sitter's parse alone: the floor of any use of tree-sitter (one parser per thread, the
//   grammar compiled once, no query, no walk of the tree in JS);
// - tree-sitter's parse and the splitter's walk of the tree (parseMethods(), the fallback);
// - the finder, a scanner of tokens (scanMethods());
// and how much of the text is in files without a unit (what parsing only the files that can hold
// functions could save). Each figure is the median of --rounds passes after one to warm up.
// Then, per language, the finder on the corpus's largest file repeated 1 to 16 times in one text:
// its time per unit stays flat when the cost is linear in the number of units.
// Run it as `node --liftoff-only --import tsx ...` to see tree-sitter as the CLI compiles it.
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import mri from 'mri';
import { corpusFiles, corpusText } from './corpus-files.mjs';
import { detectLanguage } from '../src/languages/detect.ts';
import { loadParser } from '../src/languages/treeSitter.ts';
import { parseMethods, scanMethods } from '../src/languages/methods/index.ts';

const args = mri(process.argv.slice(2), { string: ['corpora'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), rounds: 3 } });
const languages = args._.length ? args._ : ['go', 'java', 'rust', 'csharp'];
const GRAMMARS = { go: 'go', java: 'java', rust: 'rust', csharp: 'c-sharp', python: 'python' };
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function timed(texts, each) {
  await each(texts[0]);
  const times = [];
  for (let r = 0; r < Number(args.rounds); r++) {
    const started = cpu();
    for (const text of texts) await each(text);
    times.push(cpu() - started);
  }
  return median(times);
}

const largest = [];
console.log('| language | files | MB | parse alone | parse + walk | finder | in files without a unit |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const language of languages) {
  const root = join(args.corpora, language);
  const texts = [];
  for (const path of corpusFiles(root)) {
    if (detectLanguage(relative(root, path)) !== language) continue;
    const text = corpusText(path);
    if (text !== undefined) texts.push(text);
  }
  const mb = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / 1e6;
  const parser = await loadParser(GRAMMARS[language]);
  const parse = await timed(texts, (text) => parser.parse(text).delete());
  const walk = await timed(texts, (text) => parseMethods(text, language).catch(() => undefined));
  const scan = await timed(texts, (text) => scanMethods(text, language));
  let empty = 0;
  for (const text of texts) if ((await scanMethods(text, language))?.length === 0) empty += Buffer.byteLength(text);
  const cell = (s) => `${s.toFixed(2)} s (${(mb / s).toFixed(1)} MB/s)`;
  console.log(`| ${language} | ${texts.length} | ${mb.toFixed(1)} | ${cell(parse)} | ${cell(walk)} | ${cell(scan)} | ${(100 * empty / 1e6 / mb).toFixed(1)}% |`);
  largest.push([language, texts.reduce((a, b) => (b.length > a.length ? b : a))]);
}

console.log('\n| language | copies of its largest file | MB | units | finder | per 1,000 units |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [language, text] of largest) {
  for (const copies of [1, 4, 16]) {
    const big = `${text}\n`.repeat(copies);
    const units = (await scanMethods(big, language))?.length ?? 0;
    const seconds = await timed([big], (t) => scanMethods(t, language));
    console.log(`| ${language} | ${copies} | ${(Buffer.byteLength(big) / 1e6).toFixed(1)} | ${units.toLocaleString('en')} | ${(seconds * 1000).toFixed(0)} ms | ${(seconds * 1e6 / units).toFixed(1)} ms |`);
  }
}
