// C and C++ by gcc. Three questions per file whose comments we remove:
// - altered: gcc removes the comments of the original and of our stripped text itself
//   (`-fpreprocessed`: translation phases 1-3, directives stay as text) and must see the same code,
//   directive lines included (bench/gcc.mjs);
// - kept: gcc must find nothing left to remove in our stripped text (its code equals the text);
// - broken: `gcc -fsyntax-only` compiles the stripped file where the original compiled, in a copy
//   of the corpus, so its includes resolve as before; only the file itself is stripped.
// Node's include folder holds C++ headers (and C ones that compile as C++), read as C++; elsewhere
// a `.h` is C unless a `c++` folder holds it. Files with the same text are checked once; files
// without a comment need no check. What gcc cannot see: macros are not expanded and `#if` branches
// not taken are never compiled, so `broken` only covers the code the compiler reads with default
// settings; `altered` covers every line.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { gccOutput, tokenText } from '../gcc.mjs';

const run = promisify(execFile);
const C_SOURCE = /\.(?:c|h)$/;
const CPP_SOURCE = /\.(?:cc|cpp|cxx|hh|hpp|hxx)$/;

function gccLanguage(path, root) {
  if (CPP_SOURCE.test(path)) return 'c++';
  return existsSync(join(root, 'v8.h')) || /\/c\+\+\//.test(path) ? 'c++' : 'c';
}

/** gcc -fsyntax-only on `file`: undefined when it compiles, else its first error line. */
async function compileError(file, language, include) {
  try {
    await run('gcc', ['-fsyntax-only', '-x', language, '-w', '-I', include, file], { maxBuffer: 1 << 26 });
    return undefined;
  } catch (err) {
    const line = String(err.stderr ?? err.message).split('\n').find((l) => l.includes('error')) ?? 'gcc failed';
    return line.replace(include, '').slice(0, 200);
  }
}

export default {
  requires: ['gcc'],
  corpus: () => [join(tmpdir(), 'analyzer-corpora', 'node-include'), '/usr/include/node'].find((dir) => existsSync(dir)),
  accepts: (path) => C_SOURCE.test(path) || CPP_SOURCE.test(path),
  language: (path) => (C_SOURCE.test(path) ? 'c' : 'cpp'),
  async check({ files, root, scratch, read, strip, note }) {
    const counts = { checked: 0, broken: 0, altered: 0, kept: 0, unchecked: 0 };
    const seen = new Set();
    const mirror = join(scratch, 'tree');
    cpSync(root, mirror, { recursive: true, verbatimSymlinks: true });
    let same = 0, uncompiled = 0, compiled = 0;
    for (const path of files) {
      const text = read(path);
      const hash = createHash('sha1').update(text).digest('hex');
      if (seen.has(hash)) continue;
      seen.add(hash);
      const stripped = strip(text, path);
      if (stripped === text) {
        same++;
        continue;
      }
      const language = gccLanguage(path, root);
      const original = gccOutput(text, scratch, language);
      if (original === undefined) {
        counts.unchecked++;
        note('unchecked', path, 'gcc -fpreprocessed cannot read the original');
        continue;
      }
      counts.checked++;
      const output = gccOutput(stripped, scratch, language);
      const after = output === undefined ? undefined : tokenText(output);
      if (after !== tokenText(original)) {
        counts.altered++;
        note('altered', path, after === undefined ? 'gcc cannot read the stripped text' : firstDifference(tokenText(original), after));
      }
      // gcc prints `#define f(a, b)` as `#define f(a,b)`: blanks next to punctuation do not count.
      const theirs = output === undefined ? '' : tokenText(output, { loose: true });
      const ours = tokenText(stripped, { loose: true });
      if (output !== undefined && theirs !== ours) {
        counts.kept++;
        note('kept', path, firstDifference(theirs, ours));
      }
      const copy = join(mirror, relative(root, path));
      if (await compileError(copy, language, mirror)) {
        uncompiled++;
        continue;
      }
      compiled++;
      writeFileSync(copy, stripped);
      const error = await compileError(copy, language, mirror);
      copyFileSync(path, copy);
      if (error) {
        counts.broken++;
        note('broken', path, error);
      }
    }
    console.log(`c: ${files.length} files, ${seen.size} distinct texts: ${same} without comments, ${counts.checked} compared with gcc's ` +
      `comment removal; ${compiled} compile untouched and were compiled stripped, ${uncompiled} do not compile alone`);
    return counts;
  },
};

function firstDifference(expected, actual) {
  let i = 0;
  while (i < expected.length && expected[i] === actual[i]) i++;
  const from = Math.max(0, i - 60);
  return `gcc ${JSON.stringify(expected.slice(from, i + 60))} / ours ${JSON.stringify(actual.slice(from, i + 60))}`;
}
