#!/usr/bin/env node
// node bench/watch.mjs [--corpus DIR] [--runs 3] [--edits 20] [--interval 1000]
// analyzer watch on a copy of a corpus (jsts by default), against analyzer --cli in the same run:
// - the first result: from start to the first NDJSON line, against a CLI run of the same state,
//   cold (empty cache) and warm (cache filled), alternating, medians;
// - one edited file: from the write to the next result, minus the interval (median of the edits);
// - the watcher's peak RSS over a whole session (a cold first run, then the edits), and its
//   inotify watches against the system's limit.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
// Issue #17's targets.
const TARGETS = { firstOfCli: 1.2, editMs: 150, rssMb: 350 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** A watch process whose stdout lines arrive as they come. */
function startWatch(dir, cwd, interval) {
  const child = spawn(process.execPath, [CLI, 'watch', '--json', '--interval', String(interval), dir], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  // Each line is a whole result (a megabyte on jsts): only new bytes are searched for its end.
  let parts = [];
  let waiting;
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
  child.stdout.on('data', (chunk) => {
    const at = now();
    let start = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, start)) {
      parts.push(chunk.subarray(start, nl));
      lines.push({ at, line: Buffer.concat(parts).toString('utf8') });
      parts = [];
      start = nl + 1;
      waiting?.();
    }
    if (start < chunk.length) parts.push(chunk.subarray(start));
  });
  const exited = new Promise((resolve) => child.on('close', resolve));
  return {
    child,
    lines,
    /** Resolves with line `n` (0-based) once it has come. */
    line: (n) =>
      new Promise((resolve, reject) => {
        const check = () => (lines.length > n ? resolve(lines[n]) : child.exitCode !== null ? reject(new Error(`watch exited: ${stderr}`)) : (waiting = check));
        check();
      }),
    async stop() {
      child.kill('SIGINT');
      await exited;
    },
  };
}

/** Wall milliseconds of a one-shot CLI run. */
function cliRun(dir, cwd) {
  const start = now();
  execFileSync(process.execPath, [CLI, '--cli', '--json', dir], { cwd, stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 30 });
  return now() - start;
}

/** Milliseconds from start to the first result of `analyzer watch`. */
async function firstResult(dir, cwd, interval) {
  const start = now();
  const w = startWatch(dir, cwd, interval);
  const { at } = await w.line(0);
  await w.stop();
  return at - start;
}

function readAll(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) if (entry.isFile()) readFileSync(join(entry.parentPath, entry.name));
}

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Watches a process holds through inotify (Linux: one `inotify wd:` line per watch in its fdinfo). */
function inotifyWatches(pid) {
  let watches = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue;
    }
    if (target !== 'anon_inode:inotify') continue;
    watches += readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8').split('\n').filter((line) => line.startsWith('inotify wd:')).length;
  }
  return watches;
}

function readLimit(name) {
  try {
    return Number(readFileSync(`/proc/sys/fs/inotify/${name}`, 'utf8'));
  } catch {
    return NaN;
  }
}

/** Runs the measurements and returns the lines of a Markdown report. */
export async function benchWatch({ corpus, runs = 3, edits = 20, interval = 1000, log = () => {} }) {
  if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
  const scratch = mkdtempSync(join(tmpdir(), 'analyzer-watch-bench-'));
  try {
    // A copy: the edits must not change the corpus other steps measure.
    const dir = join(scratch, 'tree');
    cpSync(corpus, dir, { recursive: true });
    const files = readdirSync(dir, { recursive: true }).filter((f) => /\.ts$/.test(f) && !/\.d\.ts$/.test(f)).sort();
    const edited = join(dir, files[Math.floor(files.length / 2)]);
    log(`bench watch: ${corpus} copied; first results (${runs} rounds, cold and warm), then ${edits} edits of ${edited.slice(dir.length + 1)}`);
    // Files changed in the last two seconds are read again by every run (RACY_MS): the copy's
    // must be older than that, as a checkout's are, before the cache can be warm.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const warmCwd = mkdtempSync(join(scratch, 'warm-'));
    cliRun(dir, warmCwd);
    const samples = { cliCold: [], watchCold: [], cliWarm: [], watchWarm: [] };
    const kinds = {
      cliCold: () => cliRun(dir, mkdtempSync(join(scratch, 'cold-'))),
      watchCold: () => firstResult(dir, mkdtempSync(join(scratch, 'cold-')), interval),
      cliWarm: () => cliRun(dir, warmCwd),
      watchWarm: () => firstResult(dir, warmCwd, interval),
    };
    // Each round measures all four in turn (the order reversed every other round), so a machine
    // that slows down moves them alike; each starts with the tree read once, so none pays for the
    // disk (this machine's host evicts idle page cache within seconds).
    for (let round = 0; round < runs; round++) {
      const order = Object.keys(kinds);
      for (const kind of round % 2 ? order.reverse() : order) {
        readAll(dir);
        samples[kind].push(await kinds[kind]());
      }
    }
    // A whole session from a cold start: its peak memory, its watches, and the edits.
    const w = startWatch(dir, mkdtempSync(join(scratch, 'session-')), interval);
    await w.line(0);
    const watches = inotifyWatches(w.child.pid);
    const latencies = [];
    for (let i = 1; i <= edits; i++) {
      const before = now();
      appendFileSync(edited, `export const benchEdit${i} = ${i};\n`);
      const { at, line } = await w.line(i);
      latencies.push(at - before - interval);
      if (!line.startsWith('{"totalTokens":')) throw new Error(`unexpected output: ${line.slice(0, 80)}`);
    }
    const rssMb = peakRssMb(w.child.pid);
    await w.stop();
    const m = Object.fromEntries(Object.entries(samples).map(([kind, xs]) => [kind, median(xs)]));
    const ratio = (a, b) => a / b;
    const verdict = (value, limit) => `${value <= limit ? 'ok' : 'MISSED'}`;
    const editMs = median(latencies);
    const folders = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isDirectory()).length + 1;
    return [
      `analyzer watch on ${corpus} (${files.length ? readdirSync(dir, { recursive: true }).length : 0} entries, ${folders} folders), --interval ${interval}, ${runs} rounds, medians`,
      '',
      '| figure | watch | CLI | ratio | target |',
      '| --- | ---: | ---: | ---: | --- |',
      `| first result, cold cache (ms) | ${m.watchCold.toFixed(0)} | ${m.cliCold.toFixed(0)} | ${ratio(m.watchCold, m.cliCold).toFixed(2)} | <= ${TARGETS.firstOfCli} ${verdict(ratio(m.watchCold, m.cliCold), TARGETS.firstOfCli)} |`,
      `| first result, warm cache (ms) | ${m.watchWarm.toFixed(0)} | ${m.cliWarm.toFixed(0)} | ${ratio(m.watchWarm, m.cliWarm).toFixed(2)} | <= ${TARGETS.firstOfCli} ${verdict(ratio(m.watchWarm, m.cliWarm), TARGETS.firstOfCli)} |`,
      `| one edited file: result after the interval (ms, median of ${edits}; min ${Math.min(...latencies).toFixed(0)}, max ${Math.max(...latencies).toFixed(0)}) | ${editMs.toFixed(0)} | | | <= ${TARGETS.editMs} ${verdict(editMs, TARGETS.editMs)} |`,
      `| peak RSS of the session, cold start + edits (MB) | ${rssMb.toFixed(0)} | | | <= ${TARGETS.rssMb} ${verdict(rssMb, TARGETS.rssMb)} |`,
      `| inotify watches (max_user_watches ${readLimit('max_user_watches')}) | ${watches} | | | under the limit ${verdict(watches, readLimit('max_user_watches'))} |`,
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = mri(process.argv.slice(2), { string: ['corpus'], default: { corpus: join(tmpdir(), 'analyzer-corpora', 'jsts'), runs: 3, edits: 20, interval: 1000 } });
  const lines = await benchWatch({ corpus: args.corpus, runs: Number(args.runs), edits: Number(args.edits), interval: Number(args.interval), log: (line) => process.stderr.write(`${line}\n`) });
  process.stdout.write(`${lines.join('\n')}\n`);
}
