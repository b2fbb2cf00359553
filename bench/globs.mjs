#!/usr/bin/env node
// node --import tsx bench/globs.mjs [--runs 7 --corpora DIR --against OTHER/dist/index.js]
// What matching globs in linear time costs. Per path: the built package's glob matcher (regex.ts
// running picomatch's expressions) against picomatch itself, over every path of the JS/TS corpus,
// in alternating rounds (medians, µs per path, ratio). Then the answer time of the glob that makes
// picomatch backtrack for minutes, and whole --no-token-count analyses, in-process, against
// --against (the build before a change) when given: of the corpus with include/exclude globs, and
// of a copy of it (hard links) under a .gitignore of Node's usual 60 rules and five nested ones.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const args = mri(process.argv.slice(2), { string: ['corpora', 'against'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 7 } });
const runs = Number(args.runs);
const root = join(args.corpora, 'jsts');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const picomatch = createRequire(import.meta.url)('picomatch');
const { globMatcher } = await import('../src/patterns/globs.ts');

const paths = [];
(function list(dir, prefix) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = prefix + entry.name;
    paths.push(path);
    if (entry.isDirectory()) list(join(dir, entry.name), `${path}/`);
  }
})(root, '');
const names = paths.map((p) => p.slice(p.lastIndexOf('/') + 1));
console.log(`${paths.length} paths of ${root}, ${(paths.reduce((n, p) => n + p.length, 0) / paths.length).toFixed(1)} code units on average\n`);
console.log('| globs | on | picomatch µs/path | linear µs/path | ratio |\n| --- | --- | ---: | ---: | ---: |');
for (const globs of [['**/*.test.ts', 'dist/**'], ['**/*.{js,ts,mjs}'], ['src/**/!(*.d).ts'], ['*.d.ts', 'node_modules'], ['*.min.js']]) {
  const byName = !globs.some((g) => g.includes('/'));
  const inputs = byName ? names : paths;
  const reference = picomatch(globs, { dot: true });
  const linear = globMatcher(globs);
  const times = { reference: [], linear: [] };
  for (let round = 0; round < runs; round++) {
    for (const [name, match] of round % 2 ? [['reference', reference], ['linear', linear]] : [['linear', linear], ['reference', reference]]) {
      const start = performance.now();
      let found = 0;
      for (const input of inputs) if (match(input)) found++;
      times[name].push(((performance.now() - start) * 1000) / inputs.length);
      if (round === 0 && name === 'linear' && found !== inputs.filter((i) => reference(i)).length) throw new Error(`${globs} disagrees with picomatch`);
    }
  }
  const [a, b] = [median(times.reference), median(times.linear)];
  console.log(`| \`${globs.join('` `')}\` | ${byName ? 'names' : 'paths'} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(b / a).toFixed(2)} |`);
}

const evil = '*?*?*?*?*?*?*?*?*?*?*?*?*?*?#';
let start = performance.now();
globMatcher([evil])('architecture-decision-records-overview.md');
console.log(`\n\`${evil}\` on architecture-decision-records-overview.md, compiled and matched: ${(performance.now() - start).toFixed(1)} ms (picomatch: not waited for)`);

const GITIGNORE = [
  'logs', '*.log', 'npm-debug.log*', 'yarn-debug.log*', 'lerna-debug.log*', 'report.[0-9]*.[0-9]*.[0-9]*.[0-9]*.json', 'pids', '*.pid', '*.seed',
  '*.pid.lock', 'lib-cov', 'coverage', '*.lcov', '.nyc_output', '.grunt', 'bower_components', '.lock-wscript', 'build/Release', 'jspm_packages/',
  'web_modules/', '*.tsbuildinfo', '.npm', '.eslintcache', '.stylelintcache', '.rpt2_cache/', '.rts2_cache_cjs/', '.node_repl_history', '*.tgz',
  '.yarn-integrity', '.env', '.env.*', '!.env.example', '.cache', '.parcel-cache', '.next', 'out', '.nuxt', 'dist-ssr', '.vuepress/dist',
  '**/.docusaurus', '.serverless/', '.fusebox/', '.dynamodb/', '.tern-port', '.vscode-test', '.yarn/cache', '.yarn/unplugged',
  '.yarn/build-state.yml', '.yarn/install-state.gz', '.pnp.*', '**/fixtures/**/*.snap', '/tmp', '*.min.map',
].join('\n');
const copy = join(mkdtempSync(join(tmpdir(), 'analyzer-globs-')), 'jsts');
execFileSync('cp', ['-al', root, copy]);
writeFileSync(join(copy, '.gitignore'), `${GITIGNORE}\n`);
for (const folder of readdirSync(copy, { withFileTypes: true }).filter((e) => e.isDirectory()).slice(0, 5)) writeFileSync(join(copy, folder.name, '.gitignore'), '*.map\n!keep.map\n/test/**/*.tmp\n');

const builds = [['this build', await import(join(HERE, '..', 'dist', 'index.js'))]];
if (args.against) builds.push(['--against', await import(args.against)]);
for (const [what, analysis] of [
  ['with globs', { path: root, tokenCount: false, cache: false, exclude: ['**/*.test.ts', 'dist/**', '*.d.ts'], include: ['**/*.{js,ts,mjs}'] }],
  ['under a .gitignore', { path: copy, tokenCount: false, cache: false }],
]) {
  const wall = builds.map(() => []);
  for (let round = 0; round < runs; round++) {
    const order = round % 2 ? builds.map((_, i) => i).reverse() : builds.map((_, i) => i);
    for (const i of order) {
      start = performance.now();
      await builds[i][1].analyze(analysis);
      wall[i].push(performance.now() - start);
    }
  }
  console.log(`\nanalyze() ${what} (--no-token-count, no cache), in-process, median of ${runs}:`);
  builds.forEach(([name], i) => console.log(`  ${name}: ${median(wall[i]).toFixed(0)} ms${i > 0 ? ` (this build / it: ${(median(wall[0]) / median(wall[i])).toFixed(3)})` : ''}`));
}
rmSync(dirname(copy), { recursive: true, force: true });
