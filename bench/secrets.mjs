#!/usr/bin/env node
// node bench/secrets.mjs [--corpus DIR] [--runs 5] [--split 200k]
// What the secret scan costs a digest: `--gitingest` (scanned) against `--gitingest
// --allow-secrets` (no scan) on the same corpus, rounds alternating, CPU time (user + sys, the
// least disturbed by other work on the machine) and wall time of the whole CLI, medians. Target:
// at most 1.3x. With --split, also `--split <budget>` (parts written beside -o) against the
// scanned digest. Every run with a fresh working folder and --no-cache.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const args = mri(process.argv.slice(2), { string: ['corpus', 'split'], default: { corpus: join(tmpdir(), 'analyzer-corpora', 'jsts'), runs: 5 } });
const TARGET = 1.3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** One CLI run under /usr/bin/time: its CPU and wall seconds, and what it said on stderr. */
function timed(extra) {
  const scratch = mkdtempSync(join(tmpdir(), 'analyzer-secrets-'));
  try {
    const times = join(scratch, 'times');
    const run = spawnSync('/usr/bin/time', ['-f', '%U %S %e', '-o', times, process.execPath, CLI, args.corpus, '--no-cache', '-o', join(scratch, 'digest.txt'), ...extra], { cwd: scratch, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`analyzer ${extra.join(' ')}: exit ${run.status}\n${run.stderr}`);
    const [user, sys, wall] = readFileSync(times, 'utf8').trim().split('\n').pop().split(' ').map(Number);
    return { cpu: user + sys, wall, stderr: run.stderr };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const steps = { plain: ['--gitingest', '--allow-secrets'], scanned: ['--gitingest'], ...(args.split && { split: ['--split', args.split] }) };
const samples = Object.fromEntries(Object.keys(steps).map((name) => [name, []]));
let warnings = '';
for (let round = 0; round < args.runs; round++) {
  for (const [name, extra] of Object.entries(steps)) {
    const sample = timed(extra);
    samples[name].push(sample);
    if (name === 'scanned') warnings = sample.stderr;
    console.error(`round ${round + 1}: ${name} ${sample.cpu.toFixed(2)} s CPU, ${sample.wall.toFixed(2)} s wall`);
  }
}
const cpu = (name) => median(samples[name].map((s) => s.cpu));
const wall = (name) => median(samples[name].map((s) => s.wall));
const ratio = cpu('scanned') / cpu('plain');
console.log(`Secret scan on ${args.corpus.split('/').pop()}, ${args.runs} alternating rounds, medians:\n`);
console.log('| run | CPU s | wall s | CPU ratio |');
console.log('| --- | ---: | ---: | ---: |');
console.log(`| --gitingest --allow-secrets (no scan) | ${cpu('plain').toFixed(2)} | ${wall('plain').toFixed(2)} | 1.00 |`);
console.log(`| --gitingest (scanned) | ${cpu('scanned').toFixed(2)} | ${wall('scanned').toFixed(2)} | ${ratio.toFixed(2)} ${ratio <= TARGET ? 'ok' : 'MISSED'} (target <= ${TARGET}) |`);
if (args.split) console.log(`| --split ${args.split} (scanned, parts) | ${cpu('split').toFixed(2)} | ${wall('split').toFixed(2)} | ${(cpu('split') / cpu('plain')).toFixed(2)} |`);
console.log(`\nFiles left out by the scan: ${warnings.split('\n').filter((line) => line.includes('secretlint found')).length}`);
