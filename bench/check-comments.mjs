#!/usr/bin/env node
// node --import tsx bench/check-comments.mjs [py311 node-include jsts] [--corpora DIR] [--only SUBSTRING]
//   [--report FILE] [--with-errors] [--gcc]
// Compares the lexers' comment ranges with the parsers' (test/_helpers/oracle.ts) on every file of
// the corpora that the parser accepts, and re-parses every stripped file to confirm it still parses.
// --gcc also asks gcc to remove the comments of every C/C++ file itself (`-fpreprocessed -dD -E`)
// and checks that the original and the stripped file give the same tokens.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { commentRanges, removeComments } from '../src/languages/comments.ts';
import { detectLanguage } from '../src/languages/detect.ts';
import { hasOracle, nodeRanges, oracle } from '../test/_helpers/oracle.ts';
import { gccOutput, tokenText } from './gcc.mjs';

// The corpora bench/make-corpora.sh builds, where npm run bench keeps them.
const CORPORA_DIR = join(tmpdir(), 'analyzer-corpora');
const args = mri(process.argv.slice(2), { string: ['corpora', 'only', 'report'], boolean: ['with-errors', 'gcc'], default: { corpora: CORPORA_DIR } });
const corpora = args._.length ? args._ : ['py311', 'node-include', 'jsts'];
const report = [];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

function pairs(ranges) {
  const out = [];
  for (let i = 0; i < ranges.length; i += 2) out.push(`${ranges[i]}-${ranges[i + 1]}`);
  return out;
}

const scratch = mkdtempSync(join(tmpdir(), 'check-comments-'));

/** gcc's tokens of `text` after its own comment removal; undefined when gcc cannot read the file. */
function gccTokens(text) {
  const out = gccOutput(text, scratch);
  return out === undefined ? undefined : tokenText(out);
}

// Headers in Node's include folder are C++; a `.h` is `c` to the table but parsed as C++ here.
const ORACLE_LANGUAGE = { c: 'cpp' };

// tree-sitter's C grammar reads a directive's argument as one token, comments included; the
// preprocessor removes comments before it runs directives (C11 5.1.1.2, phase 3).
async function explain(text, language, onlyLexer, onlyParser) {
  if ((language === 'c' || language === 'cpp') && onlyParser.length === 0) {
    const args = await nodeRanges(text, 'cpp', ['preproc_arg']);
    const inside = onlyLexer.every((pair) => {
      const [start, end] = pair.split('-').map(Number);
      return args.some(([s, e]) => s <= start && end <= e);
    });
    if (inside) return 'comment inside a preprocessor directive argument (tree-sitter preproc_arg)';
  }
  return undefined;
}

for (const corpus of corpora) {
  const root = join(args.corpora, corpus);
  const gcc = { compared: 0, same: 0, unreadable: 0 };
  const stats = { files: 0, checked: 0, equal: 0, rejected: 0, explained: 0, differ: 0, reparsed: 0, reparseFailed: 0, bytes: 0, comments: 0, errorEqual: 0 };
  const reasons = new Map();
  for (const path of files(root)) {
    const rel = relative(root, path);
    if (args.only && !rel.includes(args.only)) continue;
    const language = detectLanguage(rel);
    const oracleLanguage = ORACLE_LANGUAGE[language] ?? language;
    if (!hasOracle(oracleLanguage)) continue;
    const text = readFileSync(path, 'utf8').replace(/^\ufeff/, '');
    stats.files++;
    stats.bytes += text.length;
    const parsed = await oracle(text, oracleLanguage, rel);
    const stripped = removeComments(text, language);
    if (args.gcc && (language === 'c' || language === 'cpp')) {
      const before = gccTokens(text), after = before === undefined ? undefined : gccTokens(stripped);
      if (before === undefined || after === undefined) gcc.unreadable++;
      else if (before === after) gcc.same++;
      else report.push(`GCC ${corpus}/${rel}: gcc's tokens differ after comment removal`);
      gcc.compared += before === undefined || after === undefined ? 0 : 1;
    }
    const again = stripped === text ? parsed : await oracle(stripped, oracleLanguage, rel);
    if (parsed.ok ? !again.ok : again.errors > parsed.errors) {
      stats.reparseFailed++;
      report.push(`REPARSE ${corpus}/${rel}: ${parsed.errors} -> ${again.errors} errors`);
    } else {
      stats.reparsed++;
    }
    if (!parsed.ok) {
      stats.rejected++;
      report.push(`REJECTED ${corpus}/${rel}: the parser does not accept it (${parsed.errors} error nodes)`);
      // Not part of the oracle; compared anyway to find lexer bugs (--with-errors).
      if (args['with-errors'] && parsed.ranges.length + commentRanges(text, language).length > 0) {
        const a = pairs(commentRanges(text, language)).join(' '), b = pairs(parsed.ranges).join(' ');
        if (a === b) stats.errorEqual++;
        else report.push(`ERRDIFF ${corpus}/${rel}`);
      }
      continue;
    }
    stats.checked++;
    const mine = pairs(commentRanges(text, language));
    const theirs = pairs(parsed.ranges);
    stats.comments += theirs.length;
    const theirSet = new Set(theirs), mySet = new Set(mine);
    const onlyLexer = mine.filter((p) => !theirSet.has(p));
    const onlyParser = theirs.filter((p) => !mySet.has(p));
    if (onlyLexer.length === 0 && onlyParser.length === 0) {
      stats.equal++;
      continue;
    }
    const why = await explain(text, oracleLanguage, onlyLexer, onlyParser);
    if (why) {
      stats.explained++;
      reasons.set(why, (reasons.get(why) ?? 0) + 1);
    } else {
      stats.differ++;
    }
    const show = (p) => {
      const [s, e] = p.split('-').map(Number);
      return `${p} ${JSON.stringify(text.slice(Math.max(0, s - 40), s))} [[${JSON.stringify(text.slice(s, Math.min(e, s + 80)))}]]`;
    };
    report.push(`DIFF ${corpus}/${rel}${why ? ` (${why})` : ''}`);
    for (const p of onlyLexer.slice(0, 3)) report.push(`  lexer only:  ${show(p)}`);
    for (const p of onlyParser.slice(0, 3)) report.push(`  parser only: ${show(p)}`);
  }
  console.log(`${corpus}: ${stats.files} files (${(stats.bytes / 1e6).toFixed(1)} M chars); parser accepts ${stats.checked}, ` +
    `rejects ${stats.rejected}; equal ${stats.equal} (${stats.comments} parser comments), differ ${stats.differ}, explained ${stats.explained}; ` +
    `stripped re-parse ok ${stats.reparsed}, worse ${stats.reparseFailed}` +
    (args['with-errors'] ? `; files with parse errors and equal comments anyway: ${stats.errorEqual}` : ''));
  for (const [why, n] of reasons) console.log(`  explained: ${n} files: ${why}`);
  if (args.gcc) console.log(`  gcc: ${gcc.compared} C/C++ files compared, ${gcc.same} with the same tokens; ${gcc.unreadable} gcc -fpreprocessed cannot read`);
}
rmSync(scratch, { recursive: true, force: true });
if (args.report) writeFileSync(args.report, report.join('\n') + '\n');
else if (report.length) console.log(report.slice(0, 200).join('\n'));
