#!/usr/bin/env node
// node --import tsx bench/check-methods.mjs [py311 node-include jsts go java rust csharp ruby31 php] [--corpora DIR] [--language python] [--show 10] [--time]
// Compares each finder (src/languages/methods/finders/, a scanner) with the parser it stands in
// for, on every file of the corpora in a language that has one: the methods' names, offsets and
// lines must be the same. Prints per corpus and language the files checked, those the finder left
// to the parser (unsure of them), those that differ, and the first differences; a difference in a
// file whose tree-sitter tree holds errors says so (the grammar's recovery, not the source, then
// decides its units). A file the parser rejects (a syntax error and no unit) where the finder finds
// no unit either is counted apart: its methods are [] both ways, and only the parser's warning is
// missing. --time adds each side's time. C/C++ has no finder, but a text that cannot define a
// function is not parsed (cpp.ts's mayHoldUnits()): each such file, as read and without its
// comments, is parsed anyway here, and must give no unit (one the parser rejects with no unit is
// counted apart, as above). Exits 1 when any file differs.
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import mri from 'mri';
import { corpusFiles, corpusText, presentCorpora } from './corpus-files.mjs';
import { detectLanguage } from '../src/languages/detect.ts';
import { removeComments } from '../src/languages/comments.ts';
import { cpp } from '../src/languages/methods/cpp.ts';
import { hasFinder, mayHaveMethods, parseMethods, scanMethods } from '../src/languages/methods/index.ts';
import { treeSitterUnits } from '../src/languages/methods/treeSitter.ts';
import { loadParser } from '../src/languages/treeSitter.ts';

const args = mri(process.argv.slice(2), { string: ['corpora', 'language'], boolean: ['time'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), show: 10 } });
const corpora = args._.length ? args._ : ['py311', 'node-include', 'jsts', 'go', 'java', 'rust', 'csharp', 'ruby31', 'php'];
const languages = args.language ? String(args.language).split(',') : undefined;
const GRAMMARS = { go: 'go', java: 'java', rust: 'rust', csharp: 'c-sharp', python: 'python' };

/** Whether tree-sitter's tree of the text holds an error; undefined for a language parsed otherwise. */
async function treeHasError(source, language) {
  if (!GRAMMARS[language]) return undefined;
  const tree = (await loadParser(GRAMMARS[language])).parse(source);
  try {
    return tree.rootNode.hasError;
  } finally {
    tree.delete();
  }
}
const show = (m) => `${m.name} ${m.start}-${m.end} (lines ${m.startLine}-${m.endLine})`;

/** The first difference of two method lists, as a line; undefined when they are the same. */
function difference(found, parsed) {
  for (let i = 0; i < Math.max(found.length, parsed.length); i++) {
    const a = found[i], b = parsed[i];
    if (!a || !b || a.name !== b.name || a.start !== b.start || a.end !== b.end || a.startLine !== b.startLine || a.endLine !== b.endLine) {
      return `#${i}: finder ${a ? show(a) : 'nothing'}, parser ${b ? show(b) : 'nothing'}`;
    }
  }
  return undefined;
}

let failed = false;
for (const [corpus, root] of presentCorpora(corpora, args.corpora)) {
  const rows = new Map();
  const skips = { files: 0, texts: 0, skipped: 0, bytes: 0, differ: 0, rejected: 0, first: [] };
  for (const path of corpusFiles(root)) {
    const language = detectLanguage(relative(root, path));
    if ((language === 'c' || language === 'cpp') && (!languages || languages.includes(language))) {
      const source = corpusText(path);
      if (source !== undefined) await checkSkip(skips, source, language, relative(root, path));
      continue;
    }
    if (!hasFinder(language) || !mayHaveMethods(language, path) || (languages && !languages.includes(language))) continue;
    const source = corpusText(path);
    if (source === undefined) continue;
    let started = performance.now();
    const found = await scanMethods(source, language, path);
    const scanMs = performance.now() - started;
    const row = rows.get(language) ?? { files: 0, unsure: 0, differ: 0, none: 0, methods: 0, bytes: 0, scanMs: 0, parseMs: 0, first: [] };
    rows.set(language, row);
    row.files++;
    row.bytes += Buffer.byteLength(source);
    row.scanMs += scanMs;
    started = performance.now();
    let parsed;
    try {
      parsed = await parseMethods(source, language, path);
    } catch (err) {
      parsed = err;
    }
    row.parseMs += performance.now() - started;
    if (found === undefined) {
      row.unsure++;
      if (row.first.length < args.show) row.first.push(`unsure ${relative(root, path)}${parsed instanceof Error ? ' (the parser rejects it too)' : ''}`);
      continue;
    }
    row.methods += found.length;
    if (parsed instanceof Error && found.length === 0) {
      row.none++;
      if (row.first.length < args.show) row.first.push(`none ${relative(root, path)}: the parser rejects it (${parsed.message}), the finder finds no unit`);
      continue;
    }
    const diff = parsed instanceof Error ? `the parser rejects it (${parsed.message}); finder ${found.length} methods` : difference(found, parsed);
    if (diff) {
      row.differ++;
      failed = true;
      const errors = (await treeHasError(source, language)) ? ' (tree-sitter\'s tree holds errors)' : '';
      if (row.first.length < args.show) row.first.push(`DIFFERS ${relative(root, path)}${errors}: ${diff}`);
    }
  }
  if (skips.files > 0) {
    console.log(`${corpus} C/C++: ${skips.files} files, ${skips.texts} texts (as read, and without comments where they differ), ${skips.skipped} not parsed (${(skips.bytes / 1e6).toFixed(1)} MB), ${skips.differ} of those with a unit when parsed anyway, ${skips.rejected} rejected by the parser with no unit`);
    for (const line of skips.first) console.log(`  ${line}`);
  }
  for (const [language, row] of rows) {
    const timing = args.time ? `, finder ${(row.bytes / 1e3 / row.scanMs).toFixed(1)} MB/s, parser ${(row.bytes / 1e3 / row.parseMs).toFixed(1)} MB/s` : '';
    console.log(`${corpus} ${language}: ${row.files} files, ${row.methods} methods, ${row.unsure} left to the parser, ${row.none} rejected by the parser with no unit found, ${row.differ} differ${timing}`);
    for (const line of row.first) console.log(`  ${line}`);
  }
}
process.exitCode = failed ? 1 : 0;

/** A C/C++ file, as read and without its comments: when it is not parsed, parsing it must find nothing. */
async function checkSkip(skips, source, language, name) {
  skips.files++;
  for (const text of new Set([source, removeComments(source, language)])) {
    skips.texts++;
    if (cpp.mayHoldUnits(text)) continue;
    skips.skipped++;
    skips.bytes += text.length;
    let units;
    try {
      units = await treeSitterUnits({ ...cpp, mayHoldUnits: undefined }, text);
    } catch (err) {
      // Parsed, the text is rejected (a syntax error, every unit-like node broken) with methods [], as when it is not parsed, less the warning.
      skips.rejected++;
      if (skips.first.length < args.show) skips.first.push(`none ${name}: not parsed; parsed, the parser rejects it (${err.message}) with no unit`);
      continue;
    }
    if (units.length === 0) continue;
    const outcome = `${units.length} units (${units[0].name}...)`;
    skips.differ++;
    failed = true;
    if (skips.first.length < args.show) skips.first.push(`DIFFERS ${name}: not parsed, but parsed gives ${outcome}`);
  }
}
