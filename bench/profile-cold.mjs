#!/usr/bin/env node
// node bench/profile-cold.mjs [--runs 3 --only py311,node-include,jsts --corpora DIR --keep DIR]
// Where the CPU time of a cold plain run goes, against its floor (floor-cold.mjs): each is run
// with `--cpu-prof` (a profile per thread: the main thread and each counting thread) while this
// script reads every thread's CPU time from /proc every 10 ms. A profile samples wall time, which
// on a shared machine includes the time its thread waited for a core; so each thread's profile is
// taken for its shares only (profile-areas.mjs: self time by area, idle left out), and those shares
// are applied to the thread's CPU time. V8's own threads (optimising compiler, GC helpers) have no
// profile: they are a row of their own. Medians over `--runs` alternating rounds, milliseconds of
// CPU; and the head and tail of each (wall time before every thread counts, and after the last
// count). `--keep DIR` keeps the profiles (for `profile-areas.mjs --top 5` or Chrome's DevTools).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { bundleFloor, warm, writeFloorList } from './floor-setup.mjs';
import { profileAreas } from './profile-areas.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const args = mri(process.argv.slice(2), { string: ['corpora', 'only', 'keep'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 3 } });
const only = args.only ? String(args.only).split(',') : ['py311', 'node-include', 'jsts'];
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-profile-'));
const CLOCK_TICKS = 100;

const log = (line) => process.stderr.write(`${line}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** CPU milliseconds of each thread of process `pid` so far, by thread id. */
function threadCpu(pid, into) {
  let tids;
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      into.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // the thread ended meanwhile: its last reading stays
    }
  }
}

/** Runs `node --cpu-prof ...argv` in `cwd`: its profiles' folder, its wall time and each thread's CPU time. */
function profiled(argv, cwd) {
  const dir = mkdtempSync(join(scratch, 'prof-'));
  const cpu = new Map();
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, ...argv], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setInterval(() => threadCpu(child.pid, cpu), 10);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`${argv.join(' ')} failed (${code}): ${stderr.slice(-500)}`));
      resolve({ dir, pid: child.pid, wallMs: Number(process.hrtime.bigint() - start) / 1e6, cpu });
    }),
  );
}

/**
 * CPU milliseconds by area for one profiled run: each thread's profile shares (idle left out)
 * times the thread's CPU time. Profiles are named CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile,
 * thread 0 the main one; the OS thread of the main one is the process's, and those of the others
 * are the busiest of the rest. What is left is V8's own threads.
 */
function areasOf({ dir, pid, wallMs, cpu }) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort((a, b) => Number(a.split('.')[4]) - Number(b.split('.')[4]));
  const others = [...cpu].filter(([tid]) => tid !== pid).sort((a, b) => b[1] - a[1]);
  const threadMs = [cpu.get(pid) ?? 0, ...others.slice(0, files.length - 1).map(([, ms]) => ms)];
  const out = { main: new Map(), workers: new Map(), wallMs, idle: { main: 0, workers: 0 } };
  const profiles = files.map((file) => profileAreas(join(dir, file)));
  // The head: from the main thread's start until the last thread to count begins; the tail: from
  // the last counting in any thread to the main thread's end.
  const [main] = profiles;
  out.headMs = (Math.max(...profiles.map((p) => p.counting.first)) - main.startTime) / 1000;
  out.tailMs = (main.endTime - Math.max(...profiles.map((p) => p.counting.last))) / 1000;
  profiles.forEach(({ areas }, i) => {
    const idle = areas.get('idle') ?? 0;
    const busy = [...areas].reduce((sum, [area, ms]) => sum + (area === 'idle' ? 0 : ms), 0);
    const into = i === 0 ? out.main : out.workers;
    out.idle[i === 0 ? 'main' : 'workers'] += idle;
    for (const [area, ms] of areas) if (area !== 'idle') into.set(area, (into.get(area) ?? 0) + (ms / busy) * threadMs[i]);
  });
  out.v8 = others.slice(files.length - 1).reduce((sum, [, ms]) => sum + ms, 0);
  return out;
}

async function measure(name, floor) {
  const dir = join(args.corpora, name);
  if (!existsSync(dir)) return void log(`${name}: no corpus at ${dir}: skipped`);
  warm(dir);
  const first = spawnSync(process.execPath, [CLI, '--cli', '--json', '--no-cache', '--path', dir], { cwd: scratch, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (first.status !== 0) throw new Error(`analyzer failed on ${dir}: ${first.stderr}`);
  const list = writeFloorList(dir, first.stdout, join(scratch, `${name}.json`));
  const rounds = { run: [], floor: [] };
  for (let round = 0; round < Number(args.runs); round++) {
    const cwd = mkdtempSync(join(scratch, 'cwd-'));
    warm(dir);
    const run = await profiled([CLI, '--cli', '--json', '--path', dir], cwd);
    warm(dir);
    const floored = await profiled([floor, list.path], scratch);
    rounds.run.push(areasOf(run));
    rounds.floor.push(areasOf(floored));
    if (args.keep) for (const [kind, { dir: from }] of [['run', run], ['floor', floored]]) cpSync(from, join(args.keep, name, `${kind}-${round + 1}`), { recursive: true });
    for (const { dir: from } of [run, floored]) rmSync(from, { recursive: true, force: true });
    rmSync(cwd, { recursive: true, force: true });
    log(`bench: profile ${name} round ${round + 1}/${args.runs}: run ${(run.wallMs / 1000).toFixed(2)} s, floor ${(floored.wallMs / 1000).toFixed(2)} s`);
  }
  return { name, list, ...rounds };
}

function table({ name, run, floor }) {
  const areas = new Set([...run, ...floor].flatMap((r) => [...r.main.keys(), ...r.workers.keys()]));
  const med = (rs, pick) => median(rs.map(pick));
  const rows = [...areas].map((area) => {
    const main = med(run, (r) => r.main.get(area) ?? 0);
    const workers = med(run, (r) => r.workers.get(area) ?? 0);
    const total = med(run, (r) => (r.main.get(area) ?? 0) + (r.workers.get(area) ?? 0));
    const floorMs = med(floor, (r) => (r.main.get(area) ?? 0) + (r.workers.get(area) ?? 0));
    return { area, main, workers, total, floorMs };
  });
  rows.sort((a, b) => b.total + b.floorMs - (a.total + a.floorMs));
  const runCpu = med(run, (r) => [...r.main.values(), ...r.workers.values()].reduce((a, b) => a + b, 0) + r.v8);
  const floorCpu = med(floor, (r) => [...r.main.values(), ...r.workers.values()].reduce((a, b) => a + b, 0) + r.v8);
  const ms = (x) => x.toFixed(0);
  const pct = (x, of) => `${ms(x)} (${((100 * x) / of).toFixed(0)}%)`;
  const lines = [
    `### ${name}: CPU milliseconds by area, medians of ${run.length} rounds`,
    '',
    '| area | run: main thread | run: counting threads | run | floor | run - floor |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    if (r.total < 5 && r.floorMs < 5) continue;
    lines.push(`| ${r.area} | ${ms(r.main)} | ${ms(r.workers)} | ${pct(r.total, runCpu)} | ${ms(r.floorMs)} | ${ms(r.total - r.floorMs)} |`);
  }
  const v8Run = med(run, (r) => r.v8), v8Floor = med(floor, (r) => r.v8);
  lines.push(`| V8's own threads (optimising compiler, GC helpers) | | | ${pct(v8Run, runCpu)} | ${ms(v8Floor)} | ${ms(v8Run - v8Floor)} |`);
  lines.push(`| **CPU in all** | | | **${ms(runCpu)}** | **${ms(floorCpu)}** | **${ms(runCpu - floorCpu)}** (run / floor ${(runCpu / floorCpu).toFixed(2)}) |`);
  const threadSum = (rs, side) => med(rs, (r) => [...r[side].values()].reduce((a, b) => a + b, 0));
  lines.push(`| CPU of the main thread / the counting threads | ${ms(threadSum(run, 'main'))} | ${ms(threadSum(run, 'workers'))} | | ${ms(threadSum(floor, 'main'))} / ${ms(threadSum(floor, 'workers'))} | |`);
  lines.push(`| head: main thread's start to the last thread's first count; tail: last count to the end (wall ms) | | | ${ms(med(run, (r) => r.headMs))}; ${ms(med(run, (r) => r.tailMs))} | ${ms(med(floor, (r) => r.headMs))}; ${ms(med(floor, (r) => r.tailMs))} | |`);
  lines.push(`| wall (profiled; idle samples main / counting threads) | | | ${ms(med(run, (r) => r.wallMs))} (${ms(med(run, (r) => r.idle.main))} / ${ms(med(run, (r) => r.idle.workers))}) | ${ms(med(floor, (r) => r.wallMs))} (${ms(med(floor, (r) => r.idle.main))} / ${ms(med(floor, (r) => r.idle.workers))}) | |`);
  return lines.join('\n');
}

async function main() {
  if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
  if (args.keep) mkdirSync(args.keep, { recursive: true });
  try {
    const floor = await bundleFloor(scratch);
    const tables = [];
    for (const name of only) {
      const measured = await measure(name, floor);
      if (measured) tables.push(table(measured));
    }
    process.stdout.write(`${tables.join('\n\n')}\n`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
