#!/usr/bin/env node
// node --import tsx bench/check-stripped-methods.mjs [jsts ...] [--corpora DIR] [--show 10]
// Checks the one reading of a JS/TS file for its comments and its methods (stripAndFindMethods()
// in src/languages/methods/index.ts, what a method-level run does) against the two apart: the
// comments removed by the comment lexer (removeComments()), then findMethods() on what is left.
// The text and every method's name, offsets and lines must be the same. Prints per corpus the
// JS/TS files, those read once, those left to the two apart (the finder unsure, or a declaration
// file), and those that differ; exits 1 when any differs.
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import mri from 'mri';
import { corpusFiles, corpusText, presentCorpora } from './corpus-files.mjs';
import { removeComments } from '../src/languages/comments.ts';
import { detectLanguage } from '../src/languages/detect.ts';
import { findMethods, stripAndFindMethods } from '../src/languages/methods/index.ts';

const args = mri(process.argv.slice(2), { string: ['corpora'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), show: 10 } });
const corpora = args._.length ? args._ : ['jsts'];
const JS_TS = new Set(['javascript', 'jsx', 'typescript', 'tsx']);

let failed = false;
for (const [corpus, root] of presentCorpora(corpora, args.corpora)) {
  let files = 0, once = 0, apart = 0, differ = 0;
  const first = [];
  for (const path of corpusFiles(root)) {
    const language = detectLanguage(relative(root, path));
    if (!JS_TS.has(language)) continue;
    const source = corpusText(path);
    if (source === undefined) continue;
    files++;
    const both = await stripAndFindMethods(source, language, path);
    if (!both) {
      apart++;
      continue;
    }
    once++;
    const stripped = removeComments(source, language);
    let problem;
    if (both.text !== stripped) {
      let at = 0;
      while (both.text[at] === stripped[at]) at++;
      problem = `text differs at ${at}`;
    } else {
      const methods = await findMethods(stripped, language, path);
      const a = JSON.stringify(both.methods), b = JSON.stringify(methods);
      if (a !== b) problem = `methods differ: ${both.methods.length} read once, ${methods.length} apart`;
    }
    if (problem) {
      differ++;
      if (first.length < args.show) first.push(`${relative(root, path)}: ${problem}`);
    }
  }
  failed ||= differ > 0;
  console.log(`${corpus}: ${files} JS/TS files, ${once} read once, ${apart} left to the two apart, ${differ} differ`);
  for (const line of first) console.log(`  ${line}`);
}
process.exit(failed ? 1 : 0);
