// Java by javac 17 (JavaTokens.java beside this file, run by the java launcher in one JVM for all
// files): its parser must accept the stripped text where it accepted the original (broken), its
// scanner must give the same tokens for both (altered; comments are no tokens) and no token of
// the stripped text may carry a comment (kept). Parsing only: names are never resolved, so
// nothing is said about code that parses but would not compile, which comment removal cannot
// cause. The default corpus is part of the JDK's own sources (`apt-get install openjdk-17-source`
// gives lib/src.zip): java.base's java.* packages and jdk.compiler, unzipped once into the
// benchmark corpora folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC_ZIP = '/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip';
const CORPUS = join(tmpdir(), 'analyzer-corpora', 'jdk17-src');
const EXPORTS = ['parser', 'util'].flatMap((p) => ['--add-exports', `jdk.compiler/com.sun.tools.javac.${p}=ALL-UNNAMED`]);

function corpus() {
  if (existsSync(CORPUS)) return CORPUS;
  if (!existsSync(SRC_ZIP)) return undefined;
  mkdirSync(CORPUS, { recursive: true });
  execFileSync('unzip', ['-q', SRC_ZIP, 'java.base/java/*', 'jdk.compiler/*', '-x', '*.html', '-d', CORPUS]);
  return CORPUS;
}

export default {
  requires: ['java', 'javac', 'unzip'],
  corpus,
  accepts: (path) => path.endsWith('.java'),
  language: () => 'java',
  async check({ files, scratch, read, strip, note }) {
    const counts = { checked: 0, broken: 0, altered: 0, kept: 0, unchecked: 0 };
    const list = files.map((path, k) => {
      const stripped = join(scratch, `${k}.java`);
      writeFileSync(stripped, strip(read(path), path));
      return `${path}\t${stripped}`;
    });
    writeFileSync(join(scratch, 'pairs.tsv'), list.join('\n') + '\n');
    const output = execFileSync('java', [...EXPORTS, join(HERE, 'JavaTokens.java'), join(scratch, 'pairs.tsv')],
      { encoding: 'utf8', maxBuffer: 1 << 28 });
    const flagged = new Map(); // file index -> kinds found
    for (const line of output.split('\n').filter(Boolean)) {
      const [index, kind, detail] = line.split('\t');
      const k = Number(index);
      if (!flagged.has(k)) flagged.set(k, new Set());
      flagged.get(k).add(kind);
      if (kind !== 'unchecked') counts[kind]++;
      note(kind, files[k], detail);
    }
    counts.unchecked = [...flagged.values()].filter((kinds) => kinds.has('unchecked')).length;
    counts.checked = files.length - counts.unchecked;
    return counts;
  },
};
