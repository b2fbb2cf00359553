// Packing (issue #36): `--fit` with levels against a build without them (--reference), and
// `--compress` against repomix's `--compress`, on the corpora. Each round runs every measurement
// once, in turn; medians of wall and CPU (user + sys) seconds. Tokens of the written texts are
// counted by tiktoken (o200k_base), the same for both tools.
//
//   node bench/pack.mjs [--reference OLD/dist/cli.cjs] [--runs 1] [--corpora DIR]
//                       [--fit-corpora jsts,py311] [--budgets 128k,1M] [--compress-corpora py311,node-include,jsts] [--no-fit] [--no-compress]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { get_encoding } from 'tiktoken';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const PEER_VERSION = '1.18.1';
const PEERS = join(HERE, '.peers');
const REPOMIX = join(PEERS, 'node_modules', '.bin', 'repomix');
const REPOMIX_FLAGS = ['--compress', '--no-security-check', '--no-git-sort-by-changes', '--no-gitignore', '--no-dot-ignore', '--no-default-patterns', '--top-files-len', '0', '--style', 'plain', '--ignore', '.analyzer/**'];
// (.analyzer/: a cache another run may have left in a corpus, which analyzer never reads.)

const args = mri(process.argv.slice(2), {
  string: ['reference', 'corpora', 'fit-corpora', 'budgets', 'compress-corpora'],
  boolean: ['fit', 'compress'],
  default: { runs: 1, corpora: join(tmpdir(), 'analyzer-corpora'), 'fit-corpora': 'jsts,py311', budgets: '128k,1M', 'compress-corpora': 'py311,node-include,jsts', fit: true, compress: true },
});
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-pack-'));
const log = (line) => process.stderr.write(`${line}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const seconds = (x) => `${x.toFixed(2)} s`;
const grouped = (n) => n.toLocaleString('en-US');

/** Runs a command: its stdout, wall seconds, and CPU seconds (user + sys) from /usr/bin/time. */
function timed(command, argv) {
  const stats = join(scratch, 'time.txt');
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', '%U %S', '-o', stats, command, ...argv], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const wall = (performance.now() - started) / 1000;
  if (run.status !== 0 && run.status !== 1) throw new Error(`${command} ${argv.join(' ')}: exit ${run.status}\n${run.stderr}`);
  const [user, sys] = readFileSync(stats, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  return { stdout: run.stdout, wall, cpu: user + sys };
}

/** Files whole, with bodies elided, as signatures, path only and left out, from a JSON result's plan (a build before levels: whole or left out). */
function levelsOf(result) {
  const { fit } = result;
  return fit.levels ?? { whole: result.totalFiles - fit.leftOut.length, 'bodies elided': 0, signatures: 0, 'path only': 0, 'left out': fit.leftOut.length };
}

function benchFit() {
  const builds = [['this build', CLI], ...(args.reference ? [['reference', args.reference]] : [])];
  const rows = [];
  for (const corpus of args['fit-corpora'].split(',')) {
    for (const budget of args.budgets.split(',')) {
      const samples = Object.fromEntries(builds.map(([name]) => [name, { wall: [], cpu: [], result: undefined }]));
      for (let round = 0; round < args.runs; round++) {
        for (const [name, cli] of builds) {
          log(`pack: --fit ${budget} on ${corpus}, ${name}, round ${round + 1}`);
          const run = timed(process.execPath, [cli, '--cli', '--json', '--no-cache', '--fit', budget, join(args.corpora, corpus)]);
          samples[name].wall.push(run.wall);
          samples[name].cpu.push(run.cpu);
          samples[name].result = JSON.parse(run.stdout);
        }
      }
      for (const [name] of builds) {
        const { result, wall, cpu } = samples[name];
        const l = levelsOf(result);
        rows.push(`| ${corpus} | ${budget} | ${name} | ${grouped(l.whole)} | ${grouped(l['bodies elided'])} | ${grouped(l.signatures)} | ${grouped(l['path only'])} | ${grouped(l['left out'])} | ${grouped(l.whole + l['bodies elided'] + l.signatures)} | ${grouped(result.fit.digestTokens)} | ${seconds(median(wall))} | ${seconds(median(cpu))} |`);
      }
    }
  }
  return ['| corpus | budget | build | whole | bodies elided | signatures | path only | left out | files with text | digest tokens | wall | CPU |', '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |', ...rows].join('\n');
}

function ensurePeer() {
  if (existsSync(REPOMIX)) return;
  log(`pack: installing repomix@${PEER_VERSION} into bench/.peers (bench only)`);
  mkdirSync(PEERS, { recursive: true });
  execFileSync('npm', ['install', '--prefix', PEERS, '--no-audit', '--no-fund', '--loglevel=error', `repomix@${PEER_VERSION}`], { stdio: 'inherit' });
}

function benchCompress() {
  ensurePeer();
  const encoder = get_encoding('o200k_base');
  const tokens = (path) => encoder.encode(readFileSync(path, 'utf8'), [], []).length;
  const rows = [];
  for (const corpus of args['compress-corpora'].split(',')) {
    const dir = join(args.corpora, corpus);
    const ours = join(scratch, `${corpus}.ours.txt`), plain = join(scratch, `${corpus}.plain.txt`), peer = join(scratch, `${corpus}.repomix.txt`);
    const kinds = {
      ours: () => timed(process.execPath, [CLI, '--cli', '--gitingest', '--compress', '--no-cache', '-o', ours, dir]),
      plain: () => timed(process.execPath, [CLI, '--cli', '--gitingest', '--no-cache', '-o', plain, dir]),
      repomix: () => timed(REPOMIX, [dir, ...REPOMIX_FLAGS, '--output', peer]),
    };
    const samples = Object.fromEntries(Object.keys(kinds).map((k) => [k, { wall: [], cpu: [] }]));
    for (let round = 0; round < args.runs; round++) {
      for (const [kind, once] of Object.entries(kinds)) {
        log(`pack: ${kind} on ${corpus}, round ${round + 1}`);
        const run = once();
        samples[kind].wall.push(run.wall);
        samples[kind].cpu.push(run.cpu);
      }
    }
    const [t, p, r] = [tokens(ours), tokens(plain), tokens(peer)];
    const cell = (kind) => `${seconds(median(samples[kind].wall))} / ${seconds(median(samples[kind].cpu))}`;
    rows.push(`| ${corpus} | ${grouped(p)} | ${grouped(t)} (${((100 * t) / p).toFixed(1)}%) | ${cell('ours')} | ${grouped(r)} (${((100 * r) / p).toFixed(1)}%) | ${cell('repomix')} | ${cell('plain')} |`);
  }
  encoder.free();
  return ['| corpus | digest tokens | `--compress` tokens (of digest) | wall / CPU | repomix `--compress` tokens (of our digest) | wall / CPU | `--gitingest` wall / CPU |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |', ...rows].join('\n');
}

try {
  if (args.fit) process.stdout.write(`${benchFit()}\n\n`);
  if (args.compress) process.stdout.write(`${benchCompress()}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
