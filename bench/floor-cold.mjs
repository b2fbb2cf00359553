#!/usr/bin/env node
// node bench/floor-cold.mjs [--runs 5 --only py311,node-include,jsts --corpora DIR --parts 3 --against OTHER/dist/cli.cjs]
// (also run by npm run bench; --no-floor skips it there). The floor of a cold run (issue #35):
// the time to read every file a plain run analyses, decode it, remove its comments and count its
// tokens, in a tight loop on as many threads as the run counts on (ANALYZER_THREADS, else one per
// core), with no walk, cache, records between threads or report (floor-cold-work.mjs, bundled
// from the project's sources). The files are those of a plain run's JSON, and the floor's counts
// and lines must equal the run's, file by file. Cold runs (a fresh working folder: an empty
// cache, which the run fills) and floors alternate, `--runs` rounds, each preceded by reading the
// corpus once (no run pays for the disk); medians of wall time, CPU time (user + system) and peak
// RSS, and the ratio cold run / floor (target: at most 1.5). On a shared machine, also each one's
// wall time less the time its main thread waited for a core, read from /proc (`unqueued`: about
// what an idle machine would take, the main thread being the one that ends last; rough, since a
// wait for a counting thread that itself waited for a core stays in). Then `--parts` floors with
// the split timed apart: each part's share of the floor's thread time (read, decode, dedupe of
// identical files, strip, split, merge: the count less the split). --against times another
// build's cold runs in the same rounds (the build before a change: target 0.5).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { bundleFloor, warm, writeFloorList } from './floor-setup.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const CLI = join(ROOT, 'dist', 'cli.cjs');
const TARGET = 1.5;
const args = mri(process.argv.slice(2), {
  string: ['corpora', 'only', 'against'],
  default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 5, parts: 3 },
});
const runs = Number(args.runs);
const only = args.only ? String(args.only).split(',') : ['py311', 'node-include', 'jsts'];
const hasTime = existsSync('/usr/bin/time');
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-floor-'));

const log = (line) => process.stderr.write(`${line}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * The first line of /proc/<pid>/task/<pid>/schedstat of the process /usr/bin/time started (its
 * child), as milliseconds: [on a core, waiting for one]. Undefined where /proc cannot tell.
 */
function mainThreadSched(timePid) {
  try {
    const child = readFileSync(`/proc/${timePid}/task/${timePid}/children`, 'utf8').trim().split(' ')[0];
    if (!child) return undefined;
    const [on, queued] = readFileSync(`/proc/${child}/task/${child}/schedstat`, 'utf8').split(' ').map(Number);
    return { onMs: on / 1e6, queuedMs: queued / 1e6 };
  } catch {
    return undefined;
  }
}

/**
 * Runs a command once: wall seconds, CPU seconds (user + system) and peak RSS from /usr/bin/time,
 * its stdout, and how long its main thread waited for a core (`queuedMs`, read from /proc every
 * 5 ms): time that a busy machine adds to the wall and an idle one would not.
 */
function timed(command, commandArgs, cwd = scratch) {
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M %U %S', command, ...commandArgs] : [command, ...commandArgs];
  const start = process.hrtime.bigint();
  const child = spawn(argv[0], argv.slice(1), { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [], err = [];
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => err.push(chunk));
  let sched;
  const timer = hasTime ? setInterval(() => (sched = mainThreadSched(child.pid) ?? sched), 5) : undefined;
  return new Promise((resolve, reject) =>
    child.on('close', (status) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const stderr = Buffer.concat(err).toString('utf8');
      if (status !== 0) return reject(new Error(`${commandArgs.join(' ')} failed (${status}): ${stderr.slice(-800)}`));
      const [rss, user, system] = hasTime ? stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
      resolve({ seconds, cpu: user + system, rssMb: rss / 1024, queuedMs: sched?.queuedMs ?? NaN, stdout: Buffer.concat(out).toString('utf8') });
    }),
  );
}

/** A cold plain run of `dir` by `cli`: a fresh working folder, so its cache starts empty. */
async function coldRun(dir, cli = CLI) {
  const cwd = mkdtempSync(join(scratch, 'cwd-'));
  const run = await timed(process.execPath, [cli, '--cli', '--json', '--path', dir], cwd);
  rmSync(cwd, { recursive: true, force: true });
  return run;
}

async function floorRun(floor, list, split = false) {
  const run = await timed(process.execPath, [floor, list, ...(split ? ['--split'] : [])]);
  const result = JSON.parse(run.stdout);
  if (result.mismatches > 0 || result.missing > 0) throw new Error(`the floor's counts differ from the run's: ${result.mismatches} files differ, ${result.missing} missing`);
  return { ...run, result };
}

async function measure(name, floor) {
  const dir = join(args.corpora, name);
  if (!existsSync(dir)) return void log(`${name}: no corpus at ${dir} (bench/make-corpora.sh builds it): skipped`);
  warm(dir);
  const first = await coldRun(dir);
  const list = writeFloorList(dir, first.stdout, join(scratch, `${name}.json`));
  const samples = { cold: [], floor: [], against: [] };
  for (let round = 0; round < runs; round++) {
    warm(dir);
    samples.cold.push(await coldRun(dir));
    warm(dir);
    samples.floor.push(await floorRun(floor, list.path));
    if (args.against) {
      warm(dir);
      samples.against.push(await coldRun(dir, args.against));
      if (samples.against.at(-1).stdout !== first.stdout) throw new Error(`${name}: --against's output differs from this build's`);
    }
    if (samples.cold.at(-1).stdout !== first.stdout) throw new Error(`${name}: a cold run's output differs from the first one's`);
    log(`bench: floor ${name} round ${round + 1}/${runs}: cold ${samples.cold.at(-1).seconds.toFixed(2)} s, floor ${samples.floor.at(-1).seconds.toFixed(2)} s${args.against ? `, against ${samples.against.at(-1).seconds.toFixed(2)} s` : ''}`);
  }
  const total = samples.floor.at(-1).result.total;
  if (total !== list.totalTokens) throw new Error(`${name}: the floor counted ${total} tokens, the run ${list.totalTokens}`);
  const parts = [];
  for (let i = 0; i < Number(args.parts); i++) {
    warm(dir);
    parts.push((await floorRun(floor, list.path, true)).result);
  }
  const medians = (rs) => rs.length > 0 && { seconds: median(rs.map((r) => r.seconds)), cpu: median(rs.map((r) => r.cpu)), rssMb: median(rs.map((r) => r.rssMb)), unqueued: median(rs.map((r) => r.seconds - r.queuedMs / 1000)) };
  const ratios = samples.cold.map((cold, i) => cold.seconds / samples.floor[i].seconds);
  return {
    name,
    files: list.files,
    mb: samples.floor[0].result.threads.reduce((sum, t) => sum + t.bytesRead, 0) / 1e6,
    tokens: total,
    threads: samples.floor[0].result.threads.length,
    cold: medians(samples.cold),
    floor: medians(samples.floor),
    against: medians(samples.against),
    ratio: median(ratios),
    unqueuedRatio: median(samples.cold.map((cold, i) => (cold.seconds - cold.queuedMs / 1000) / (samples.floor[i].seconds - samples.floor[i].queuedMs / 1000))),
    cpuRatio: median(samples.cold.map((cold, i) => cold.cpu / samples.floor[i].cpu)),
    floorWork: median(samples.floor.map((f) => f.result.wallMs)),
    parts: partShares(parts),
  };
}

/** Each part's milliseconds summed over the floor's threads (median over the --parts runs), with merge = count - split. */
function partShares(results) {
  if (results.length === 0) return undefined;
  const sum = (r, part) => r.threads.reduce((s, t) => s + t.ms[part], 0);
  const ms = {};
  for (const part of ['read', 'decode', 'dedupe', 'strip', 'split']) ms[part] = median(results.map((r) => sum(r, part)));
  ms.merge = median(results.map((r) => sum(r, 'count') - sum(r, 'split')));
  const all = Object.values(ms).reduce((a, b) => a + b, 0);
  return { ms, all, wallMs: median(results.map((r) => r.wallMs)) };
}

function print(rows) {
  const s = (x) => (x ? x.seconds.toFixed(2) : 'n/a');
  const lines = [
    `The floor of a cold run (floor-cold.mjs): ${runs} alternating rounds, medians; ratio: median of each round's cold / floor (target <= ${TARGET})`,
    "unqueued: the wall time less the time the main thread waited for a core (from /proc), about what an idle machine would take",
    '',
    `| corpus | files | MB read | tokens | threads | cold run | floor | cold / floor | CPU cold / floor | unqueued: cold, floor, ratio | floor's work (in process) | cold RSS MB | floor RSS MB${args.against ? ' | --against cold | this / against (<= 0.5): wall, CPU, unqueued' : ''} |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---:${args.against ? ' | ---: | ---:' : ''} |`,
  ];
  for (const r of rows) {
    const verdict = `${r.ratio.toFixed(2)} ${r.ratio <= TARGET ? 'ok' : 'MISSED'}`;
    const against = args.against ? ` | ${s(r.against)} | ${(r.cold.seconds / r.against.seconds).toFixed(2)}, ${(r.cold.cpu / r.against.cpu).toFixed(2)}, ${(r.cold.unqueued / r.against.unqueued).toFixed(2)}` : '';
    lines.push(`| ${r.name} | ${r.files} | ${r.mb.toFixed(1)} | ${r.tokens} | ${r.threads} | ${s(r.cold)} | ${s(r.floor)} | ${verdict} | ${r.cpuRatio.toFixed(2)} | ${r.cold.unqueued.toFixed(2)}, ${r.floor.unqueued.toFixed(2)}, ${r.unqueuedRatio.toFixed(2)} | ${(r.floorWork / 1000).toFixed(2)} s | ${r.cold.rssMb.toFixed(0)} | ${r.floor.rssMb.toFixed(0)}${against} |`);
  }
  const withParts = rows.filter((r) => r.parts);
  if (withParts.length > 0) {
    lines.push('', `The floor's parts, milliseconds of its threads summed (share), median of ${args.parts} runs with the split timed apart (merge: the count less the split):`, '');
    lines.push('| corpus | read | decode | dedupe | strip | split | merge | threads\' sum | floor\'s work |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { name, parts } of withParts) {
      const cell = (part) => `${parts.ms[part].toFixed(0)} (${((100 * parts.ms[part]) / parts.all).toFixed(0)}%)`;
      lines.push(`| ${name} | ${['read', 'decode', 'dedupe', 'strip', 'split', 'merge'].map(cell).join(' | ')} | ${parts.all.toFixed(0)} | ${parts.wallMs.toFixed(0)} |`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
  try {
    const floor = await bundleFloor(scratch);
    const rows = [];
    for (const name of only) {
      log(`bench: floor of ${name}, ${runs} rounds`);
      const row = await measure(name, floor);
      if (row) rows.push(row);
    }
    print(rows);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
