#!/usr/bin/env node
// node bench/patterns.mjs [--runs 3] [--only NAME] [--build DIR]
// What the largest pattern lists allowed cost (src/patterns/globs.ts: MAX_GLOBS, MAX_GLOB_CHARS,
// MAX_LIST_CHARS, MAX_LIST_GROUPS, MAX_GLOB_DEPTH, MAX_LIST_STATES): the built CLI, cold, on two
// generated trees (2,000 small files in 280 folders; 40 files five folders deep under long
// names), with each list given as --exclude flags, against a plain run of the same tree, in
// alternating rounds. CPU time (user + system) and peak RSS of each run, as medians and as
// ratios to the plain run's; every list must also be accepted (exit 0).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const args = mri(process.argv.slice(2), { string: ['only', 'build'], default: { runs: 3, build: join(HERE, '..', 'dist') } });
const CLI = join(args.build, 'cli.cjs');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * A list as long as the caps let it be: `count` globs made by `unit`, each repeated up to
 * `chars` characters (or `times` times), ending in `end`.
 */
function list(count, unit, { chars = 0, times = Infinity, end = '' } = {}) {
  return Array.from({ length: count }, (_, i) => {
    let glob = '';
    for (let n = 0; n < times && glob.length + unit(i).length + end.length <= chars; n++) glob += unit(i);
    return (glob || unit(i)) + end;
  });
}

// `Q` ends the long globs: no path holds it, so nothing is excluded and every path is matched in full.
const LISTS = {
  'names: 1,000 × **/fN.ts': list(1000, (i) => `**/f${i}.ts`),
  'names: 1,000 × *N*': list(1000, (i) => `*${i}*Q`),
  'names: 1,000 × dN/eN/fN.ts': list(1000, (i) => `d${i % 40}/e${i % 7}/f${i}.ts`),
  'negations: 256 × !(fN).ts': list(256, (i) => `!(f${i}).tsQ`),
  'stars: 50 × 1,000 (*?N)': list(50, (i) => `*?${i}`, { chars: 999, end: 'Q' }),
  'names: 50 × 1,000 (*eN*)': list(50, (i) => `*e${i}*`, { chars: 999, end: 'Q' }),
  'globstars: 40 × 1,000 (aN/**/)': list(40, (i) => `a${i}/**/`, { chars: 999, end: 'Q' }),
  'classes: 50 × 1,000 ([a-N]?)': list(50, (i) => `[a-${i % 10}]?`, { chars: 999, end: 'Q' }),
  'braces: 50 × 1,000 ({a,bN})': list(50, (i) => `{a,b${i}}`, { chars: 999, end: 'Q' }),
  'extglobs: 256 in 8 globs (*(x))': list(8, (i) => `*(x${i})`, { chars: 999, times: 32, end: 'Q' }),
  'extglobs: 8 × 32 deep (*(...))': list(8, (i) => `${'*('.repeat(32)}x${i}${')'.repeat(32)}Q`),
  'negations: 4 × 64 (!(*N)*)': list(4, (i) => `!(*${i})*`, { chars: 999, times: 64, end: 'Q' }),
};

function makeTrees() {
  const dir = mkdtempSync(join(tmpdir(), 'analyzer-patterns-'));
  const write = (path) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), 'export const x = 1;\n');
  };
  for (let i = 0; i < 2000; i++) write(`small/d${i % 40}/e${i % 7}/f${i}.ts`);
  for (let i = 0; i < 40; i++) {
    const folders = Array.from({ length: 5 }, (_, k) => `folder-${k}-with-a-longer-name-${i % 3}`).join('/');
    write(`long/${folders}/${`file-name-number-${i}-`.repeat(8)}.component.test.ts`);
  }
  return dir;
}

/** One cold run of the CLI: CPU seconds, peak RSS in MB, exit code. */
function run(root, exclude) {
  return new Promise((resolve, reject) => {
    const flags = exclude.map((glob) => `--exclude=${glob}`);
    const child = spawn('/usr/bin/time', ['-f', '%U %S %M', process.execPath, CLI, root, '--no-cache', '--json', ...flags], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const [user, system, rss] = err.trim().split('\n').pop().split(' ').map(Number);
      resolve({ cpu: user + system, rss: rss / 1024, code, err });
    });
  });
}

const trees = makeTrees();
try {
  console.log(`| list | tree | plain CPU s | list CPU s | ratio | plain MB | list MB | ratio |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |`);
  for (const [name, exclude] of Object.entries(LISTS)) {
    if (args.only && !name.includes(args.only)) continue;
    for (const tree of ['small', 'long']) {
      const root = join(trees, tree);
      const plain = { cpu: [], rss: [] };
      const listed = { cpu: [], rss: [] };
      for (let round = 0; round < Number(args.runs); round++) {
        for (const which of round % 2 ? ['list', 'plain'] : ['plain', 'list']) {
          const result = await run(root, which === 'list' ? exclude : []);
          if (result.code !== 0) throw new Error(`${name} on ${tree}: exit ${result.code}: ${result.err.split('\n')[0]}`);
          const into = which === 'list' ? listed : plain;
          into.cpu.push(result.cpu);
          into.rss.push(result.rss);
        }
      }
      const [a, b, c, d] = [median(plain.cpu), median(listed.cpu), median(plain.rss), median(listed.rss)];
      console.log(`| ${name} | ${tree} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(b / a).toFixed(1)} | ${c.toFixed(0)} | ${d.toFixed(0)} | ${(d / c).toFixed(1)} |`);
    }
  }
} finally {
  rmSync(trees, { recursive: true, force: true });
}
