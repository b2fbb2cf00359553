#!/usr/bin/env node
// node bench/server.mjs [--corpora DIR] [--only jsts] [--runs 3]; also a step of `npm run bench`.
// `analyzer serve` against the CLI on the same corpus, in the same rounds: a cold analysis (a new
// server, an empty cache) against a cold CLI run, with peak RSS; a repeated POST /api/analyze of
// the unchanged tree against a warm CLI run; GET /health latencies while a cold analysis runs;
// then 200 concurrent /health and 20 concurrent analyses on one server: every answer must be 200,
// or a documented 503 BUSY or 429, and the server's peak RSS is reported.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const hasTime = existsSync('/usr/bin/time');
// Issue #16's targets, each a ratio against the CLI measured in the same rounds.
export const SERVER_TARGETS = { repeatOfWarm: 1 / 2, coldOfCold: 1.15, rssOfCli: 1.2, healthP99Ms: 50 };
const HEALTH_EVERY_MS = 20;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const now = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * A user configuration in a folder of its own, so every server and CLI run of the bench keeps its
 * cache where the bench says (never in the corpus) and no rate limit stops the bench.
 */
function configHome(scratch, cacheDir) {
  const home = mkdtempSync(join(scratch, 'xdg-'));
  mkdirSync(join(home, 'analyzer'));
  writeFileSync(join(home, 'analyzer', 'config.json'), JSON.stringify({ cache: { directory: cacheDir }, server: { rateLimit: { max: 1000000 } } }));
  return home;
}

function cli(args, env, cwd) {
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M', process.execPath, CLI, ...args] : [process.execPath, CLI, ...args];
  const start = now();
  const run = spawnSync(argv[0], argv.slice(1), { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = now() - start;
  if (run.status !== 0) throw new Error(`analyzer ${args.join(' ')} failed (${run.status}): ${run.stderr.slice(-500)}`);
  return { ms, rssMb: hasTime ? Number(run.stderr.trim().split('\n').pop()) / 1024 : NaN, stdout: run.stdout };
}

/** `analyzer serve --port 0` on `root`; resolves once it listens, with its URL and a stop(). */
function startServer(root, env) {
  const started = now();
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--root', root], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (d) => {
      stderr += d;
      const port = /serving http:\/\/[^:]+:(\d+)\//.exec(stderr)?.[1];
      if (!port || child.url) return;
      child.url = `http://127.0.0.1:${port}`;
      resolve({
        url: child.url,
        startMs: now() - started,
        /** Peak resident memory so far (MB). */
        peakMb: () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024,
        stop: () => new Promise((done) => {
          child.once('exit', (code, signal) => done({ code, signal, stderr }));
          child.kill('SIGTERM');
        }),
      });
    });
    child.once('exit', (code) => reject(new Error(`analyzer serve exited (${code}): ${stderr}`)));
  });
}

async function analyse(url, body = { path: '.' }) {
  const start = now();
  const res = await fetch(`${url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  return { ms: now() - start, status: res.status, text };
}

/** GET /health one after another, every HEALTH_EVERY_MS, until `until` settles: their latencies (ms). */
async function probeHealth(url, until) {
  let done = false;
  void until.finally(() => (done = true));
  const latencies = [];
  while (!done) {
    const start = now();
    const res = await fetch(`${url}/health`);
    await res.text();
    if (res.status !== 200) throw new Error(`/health answered ${res.status}`);
    latencies.push(now() - start);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  return latencies;
}

async function benchOne(corpusDir, runs, scratch, log) {
  const samples = { cliCold: [], cliWarm: [], serverCold: [], serverColdTotal: [], repeat: [], cliRss: [], serverRss: [], health: [], floor: [] };
  const warmCache = join(scratch, 'warm-cache');
  const warmEnv = { XDG_CONFIG_HOME: configHome(scratch, warmCache) };
  // Fills the cache the warm CLI runs read.
  cli(['--cli', '--json', '--path', corpusDir], warmEnv, scratch);
  for (let round = 0; round < runs; round++) {
    log(`bench: server round ${round + 1}/${runs}`);
    const coldEnv = () => ({ XDG_CONFIG_HOME: configHome(scratch, mkdtempSync(join(scratch, 'cache-'))) });
    const cold = cli(['--cli', '--json', '--path', corpusDir], coldEnv(), scratch);
    samples.cliCold.push(cold.ms);
    samples.cliRss.push(cold.rssMb);
    samples.cliWarm.push(cli(['--cli', '--json', '--path', corpusDir], warmEnv, scratch).ms);
    // A new server with an empty cache: the time from its start to the answer, and the request alone.
    const spawned = now();
    const server = await startServer(corpusDir, coldEnv());
    const request = analyse(server.url);
    const health = await probeHealth(server.url, request);
    const first = await request;
    samples.serverColdTotal.push(now() - spawned);
    samples.serverCold.push(first.ms);
    samples.serverRss.push(server.peakMb());
    samples.health.push(...health);
    if (first.status !== 200) throw new Error(`POST /api/analyze answered ${first.status}: ${first.text.slice(0, 300)}`);
    const data = JSON.parse(first.text).data;
    if (JSON.stringify(data) !== JSON.stringify(JSON.parse(cold.stdout))) throw new Error('the server\'s data differs from the CLI\'s JSON');
    // The same tree again, unchanged: kept store, threads and tables.
    for (let i = 0; i < 3; i++) samples.repeat.push((await analyse(server.url)).ms);
    // The floor: the same probes of this server, idle, while a cold CLI run takes the cores.
    const cliRun = new Promise((resolve) => spawn(process.execPath, [CLI, '--cli', '--json', '--path', corpusDir], { cwd: scratch, env: { ...process.env, ...coldEnv() }, stdio: 'ignore' }).on('exit', resolve));
    samples.floor.push(...(await probeHealth(server.url, cliRun)));
    await server.stop();
  }
  return samples;
}

/** 200 concurrent GET /health and 20 concurrent analyses on one warm server: what came back, and its peak memory. */
async function benchLoad(corpusDir, scratch) {
  const server = await startServer(corpusDir, { XDG_CONFIG_HOME: configHome(scratch, join(scratch, 'load-cache')) });
  try {
    await analyse(server.url);
    const before = server.peakMb();
    const statuses = new Map();
    const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const start = now();
    const healths = Array.from({ length: 200 }, () => fetch(`${server.url}/health`).then(async (r) => (await r.text(), count(r.status))));
    const analyses = Array.from({ length: 20 }, () => analyse(server.url).then((r) => count(r.status)));
    await Promise.all([...healths, ...analyses]);
    const ms = now() - start;
    const unexpected = [...statuses.keys()].filter((s) => ![200, 429, 503].includes(s));
    return { statuses, ms, unexpected, peakMb: server.peakMb(), beforeMb: before };
  } finally {
    await server.stop();
  }
}

/** Runs the server bench on each corpus; resolves to the Markdown lines of its report. */
export async function benchServer({ corpora, only = ['jsts'], runs = 3, log = (line) => process.stderr.write(`${line}\n`) }) {
  if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
  const scratch = mkdtempSync(join(tmpdir(), 'analyzer-bench-server-'));
  const lines = [
    `analyzer serve against the CLI, ${runs} rounds (each runs every measurement once, in turn), medians; ratios in the same rounds, lower is better`,
    '',
    '| corpus | CLI cold s | server cold s (request; from spawn) | cold / CLI cold (<= 1.15) | CLI peak RSS MB | server peak RSS MB | RSS / CLI (<= 1.2) | CLI warm s | repeated POST s | repeat / CLI warm (<= 0.50) | /health during cold: median, p99 ms (p99 < 50) | floor: /health of an idle server during a CLI cold run: median, p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const verdict = (value, limit, digits = 2) => `${value.toFixed(digits)} ${value <= limit ? 'ok' : 'MISSED'}`;
  try {
    for (const corpus of only) {
      const dir = join(corpora, corpus);
      log(`bench: analyzer serve on ${corpus}`);
      const s = await benchOne(dir, runs, scratch, log);
      const [cold, cliCold, rss, cliRss, repeat, warm] = [median(s.serverCold), median(s.cliCold), Math.max(...s.serverRss), Math.max(...s.cliRss), median(s.repeat), median(s.cliWarm)];
      const p99 = percentile(s.health, 99);
      lines.push(`| ${corpus} | ${(cliCold / 1000).toFixed(2)} | ${(cold / 1000).toFixed(2)} (${(median(s.serverColdTotal) / 1000).toFixed(2)}) | ${verdict(cold / cliCold, SERVER_TARGETS.coldOfCold)} | ${cliRss.toFixed(0)} | ${rss.toFixed(0)} | ${verdict(rss / cliRss, SERVER_TARGETS.rssOfCli)} | ${(warm / 1000).toFixed(3)} | ${(repeat / 1000).toFixed(3)} | ${verdict(repeat / warm, SERVER_TARGETS.repeatOfWarm)} | ${median(s.health).toFixed(1)}, ${p99.toFixed(1)} ${p99 < SERVER_TARGETS.healthP99Ms ? 'ok' : 'MISSED'} (${s.health.length} probes) | ${median(s.floor).toFixed(1)}, ${percentile(s.floor, 99).toFixed(1)} (${s.floor.length} probes) |`);
    }
    const loadCorpus = only.includes('jsts') ? 'jsts' : only[0];
    log(`bench: 200 concurrent /health and 20 concurrent analyses of ${loadCorpus}`);
    const load = await benchLoad(join(corpora, loadCorpus), scratch);
    const answers = [...load.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} x ${status}`).join(', ');
    lines.push('', `load on ${loadCorpus}: 200 concurrent GET /health and 20 concurrent POST /api/analyze in ${(load.ms / 1000).toFixed(2)} s: ${answers} (${load.unexpected.length === 0 ? 'ok: only 200, 429, 503' : `MISSED: ${load.unexpected.join(', ')}`}); peak RSS ${load.beforeMb.toFixed(0)} MB after one analysis, ${load.peakMb.toFixed(0)} MB after the load`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = mri(process.argv.slice(2), { string: ['corpora', 'only'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 3, only: 'jsts' } });
  const lines = await benchServer({ corpora: args.corpora, only: String(args.only).split(','), runs: Number(args.runs) });
  process.stdout.write(`${lines.join('\n')}\n`);
}
