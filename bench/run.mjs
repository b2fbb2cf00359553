#!/usr/bin/env node
// npm run bench [-- --runs 3 --only jsts,py311 --check --no-peer --no-html --no-watch --no-server --no-diff --no-methods --no-models --no-floor --corpora DIR --node 22|24|PATH]
// Times analyzer on three real corpora side by side with repomix in the same run: cold (empty
// caches on both sides) and warm (caches filled by a previous run), `--no-token-count` against
// `wc -l` over the same files, and peak RSS. Prints medians and every target as a ratio against
// its reference, so a noisy machine does not decide the verdict. --check verifies every per-file
// token and line count against tiktoken itself (see verify.mjs). Then, with jsts, the HTML report
// of it: its size and how fast Chromium paints it (see html.mjs); analyzer watch on it: its first
// result against a CLI run, one edit's result, its memory and watches (see watch.mjs); then
// `analyzer serve` against the CLI on jsts: cold, repeated, /health while it counts, and a load of
// concurrent requests (see server.mjs); `analyzer diff` on it committed into a repository against
// plain runs (see diff.mjs). Then what --method-level costs (see methods-cost.mjs), each
// --model's time and memory against o200k_base (see models.mjs), and last the cold run against
// its floor: reading, decoding, stripping and counting the same files alone (see floor-cold.mjs).
// --node runs all of it, repomix included, under another Node (on-node.mjs): 22 or 24 for the
// pinned lines, or a path.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { benchDiff } from './diff.mjs';
import { benchHtml } from './html.mjs';
import { benchServer } from './server.mjs';
import { onNode } from './on-node.mjs';
import { benchWatch } from './watch.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const CLI = join(ROOT, 'dist', 'cli.cjs');
const PEER_VERSION = '1.18.1';
const PEERS = join(HERE, '.peers');
const REPOMIX = join(PEERS, 'node_modules', '.bin', 'repomix');
const CORPORA = ['py311', 'node-include', 'jsts'];
// Flags that make repomix count every file's tokens with the least other work (bench/README.md).
const REPOMIX_FLAGS = ['--no-security-check', '--no-git-sort-by-changes', '--no-gitignore', '--no-dot-ignore', '--no-default-patterns', '--top-files-len', '0', '--output', '/dev/null'];
// Issue #6's targets, each a ratio that must not be exceeded, and the peak RSS bound on jsts.
const TARGETS = { cold: 1 / 3, warmOfCold: 1 / 5, warmOfPeer: 1 / 2, linesOfWc: 2, rssMb: 300 };

const args = mri(process.argv.slice(2), {
  string: ['corpora', 'only', 'node'],
  boolean: ['check', 'peer', 'html', 'watch', 'server', 'diff', 'methods', 'models', 'floor'],
  // Corpora live outside the repository: inside it, its .gitignore would hide them from analyzer.
  default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 3, peer: true, html: true, watch: true, server: true, diff: true, methods: true, models: true, floor: true },
});
onNode(args.node, import.meta.url, process.argv.slice(2));
const only = args.only ? String(args.only).split(',') : CORPORA;
const hasTime = existsSync('/usr/bin/time');
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-bench-'));

function log(line) {
  process.stderr.write(`${line}\n`);
}

function ensureCorpora() {
  log(`bench: corpora in ${args.corpora} (built once by bench/make-corpora.sh)`);
  execFileSync('bash', [join(HERE, 'make-corpora.sh'), args.corpora], { stdio: ['ignore', 'ignore', 'inherit'] });
  const rows = readFileSync(join(args.corpora, 'corpora.tsv'), 'utf8').trim().split('\n').slice(1);
  return new Map(rows.map((row) => row.split('\t')).map(([name, files, bytes]) => [name, { files: +files, bytes: +bytes }]));
}

function ensurePeer() {
  if (existsSync(REPOMIX)) return;
  log(`bench: installing repomix@${PEER_VERSION} into bench/.peers (bench only)`);
  mkdirSync(PEERS, { recursive: true });
  execFileSync('npm', ['install', '--prefix', PEERS, '--no-audit', '--no-fund', '--loglevel=error', `repomix@${PEER_VERSION}`], { stdio: 'inherit' });
}

/** Runs a command once; wall seconds from our clock, peak RSS from /usr/bin/time when present. */
function timed(command, commandArgs, { env = {}, cwd = scratch, input } = {}) {
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M', command, ...commandArgs] : [command, ...commandArgs];
  const start = process.hrtime.bigint();
  const run = spawnSync(argv[0], argv.slice(1), { cwd, input, env: { ...process.env, ...env }, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${run.status}): ${run.stderr.slice(-500)}`);
  const rssKb = hasTime ? Number(run.stderr.trim().split('\n').pop()) : NaN;
  return { seconds, rssMb: rssKb / 1024, stdout: run.stdout };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function summarise(samples) {
  return { seconds: median(samples.map((s) => s.seconds)), rssMb: Math.max(...samples.map((s) => s.rssMb)), last: samples.at(-1) };
}

/** A fresh working folder, so analyzer's `.analyzer/cache` starts empty. */
function freshCwd() {
  return mkdtempSync(join(scratch, 'cwd-'));
}

/** Reads every file once, so the first timed tool does not pay for the disk alone. */
function warmPageCache(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) readFileSync(join(entry.parentPath, entry.name));
  }
}

/**
 * Every per-file count checked against tiktoken's own encode() on the same text, in a child
 * process so the encoder's memory does not distort anything else: the default run (comments
 * removed) against its own GitIngest digest, which holds the analysed texts, and a run with
 * --include-comments against the files as read.
 */
function verify(corpusDir, json) {
  const check = (input, extra) => {
    const run = spawnSync(process.execPath, [join(HERE, 'verify.mjs'), corpusDir, ...extra], { input, encoding: 'utf8', maxBuffer: 1 << 30 });
    if (run.status !== 0) throw new Error(`verify failed: ${run.stdout}${run.stderr}`);
    return run.stdout.trim();
  };
  const digest = join(scratch, 'digest.txt');
  timed(process.execPath, [CLI, '--cli', '--gitingest', '--no-cache', '--path', corpusDir, '--output', digest]);
  const whole = timed(process.execPath, [CLI, '--cli', '--json', '--no-cache', '--include-comments', '--path', corpusDir]).stdout;
  return `comments removed: ${check(json, ['--digest', digest])}; --include-comments: ${check(whole, [])}`;
}

function benchCorpus(corpus, size, runs) {
  const dir = join(args.corpora, corpus);
  log(`bench: ${corpus} (${size.files} files, ${(size.bytes / 1e6).toFixed(1)} MB), ${runs} rounds`);
  const ours = ['--cli', '--json', '--path', dir];
  const row = { corpus, files: size.files, mb: size.bytes / 1e6 };
  // Fills the cache the warm runs use; its output lists the files `wc -l` is given.
  const warmCwd = freshCwd();
  const first = timed(process.execPath, [CLI, ...ours], { cwd: warmCwd });
  const paths = JSON.parse(first.stdout).files.map((f) => f.path).join('\0');
  const tokenCache = join(scratch, `repomix-${corpus}.cache`);
  if (args.peer) timed(REPOMIX, [dir, ...REPOMIX_FLAGS], { env: { REPOMIX_TOKEN_CACHE_PATH: tokenCache } });
  const kinds = {
    cold: () => timed(process.execPath, [CLI, ...ours], { cwd: freshCwd() }),
    warm: () => timed(process.execPath, [CLI, ...ours], { cwd: warmCwd }),
    lines: () => timed(process.execPath, [CLI, '--cli', '--json', '--no-token-count', '--path', dir], { cwd: freshCwd() }),
    wc: () => timed('xargs', ['-0', 'wc', '-l'], { cwd: dir, input: paths }),
    ...(args.peer && {
      peerCold: () => timed(REPOMIX, [dir, ...REPOMIX_FLAGS], { env: { REPOMIX_TOKEN_CACHE: '0' } }),
      peerWarm: () => timed(REPOMIX, [dir, ...REPOMIX_FLAGS], { env: { REPOMIX_TOKEN_CACHE_PATH: tokenCache } }),
    }),
  };
  // Each round runs every measurement once, in turn: a shared machine that speeds up or slows
  // down during the bench then moves all of them alike, and their ratios stay fair.
  const samples = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  // This machine's host evicts idle page cache within seconds, and the others' runs sit between
  // two of one kind: every run starts with the corpus read once, so none pays for the disk.
  for (let round = 0; round < runs; round++) {
    for (const [kind, once] of Object.entries(kinds)) {
      warmPageCache(dir);
      samples[kind].push(once());
    }
  }
  for (const [kind, taken] of Object.entries(samples)) row[kind] = summarise(taken);
  if (row.warm.last.stdout !== row.cold.last.stdout) throw new Error(`${corpus}: the warm run's output differs from the cold run's`);
  if (args.check) row.check = verify(dir, row.cold.last.stdout);
  return row;
}

async function main() {
  if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
  const sizes = ensureCorpora();
  if (args.peer) ensurePeer();
  const runs = Number(args.runs);
  const table = [];
  try {
    for (const corpus of only) table.push(benchCorpus(corpus, sizes.get(corpus), runs));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // Five loads at least: one cold browser start would otherwise weigh on a median of three.
  const html = args.html && only.includes('jsts') ? await benchHtml({ corpus: join(args.corpora, 'jsts'), runs: Math.max(5, runs), log }) : [];
  const watch = args.watch && only.includes('jsts') ? await benchWatch({ corpus: join(args.corpora, 'jsts'), runs, log }) : [];
  const server = args.server && only.includes('jsts') ? await benchServer({ corpora: args.corpora, only: ['jsts'], runs, log }) : [];
  const diff = args.diff && only.includes('jsts') ? await benchDiff({ corpus: join(args.corpora, 'jsts'), runs, log }) : [];
  const after = [watch, server, diff].filter((lines) => lines.length > 0).flatMap((lines) => ['', ...lines]);
  print(table, runs, [...html, ...(html.length > 0 ? after : after.slice(1))]);
  // The brace languages', Ruby's and PHP's corpora serve --method-level alone (no peer runs on them: repomix has no methods).
  const braces = args.only ? [] : ['go', 'java', 'rust', 'csharp', 'ruby31', 'php'];
  const steps = [
    ...(args.methods ? [['methods-cost.mjs', '--runs', String(runs), '--corpora', args.corpora, '--only', [...only, ...braces, 'generated'].join(',')]] : []),
    ...(args.models ? [['models.mjs', '--runs', String(runs), '--corpora', args.corpora, '--only', only.join(',')]] : []),
    // Issue #35 asks for medians of five rounds at least.
    ...(args.floor ? [['floor-cold.mjs', '--runs', String(Math.max(5, runs)), '--corpora', args.corpora, '--only', only.join(',')]] : []),
  ];
  for (const [script, ...rest] of steps) {
    const child = spawnSync(process.execPath, [join(HERE, script), ...rest], { stdio: 'inherit' });
    if (child.status !== 0) process.exitCode = child.status ?? 1;
  }
}

const s = (x) => (x === undefined ? 'n/a' : x.seconds.toFixed(2));
const ratio = (a, b) => (a && b ? a.seconds / b.seconds : NaN);
const verdict = (value, limit) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)} ${value <= limit ? 'ok' : 'MISSED'}`);

/** `steps`: the lines of the steps after the corpora (the HTML report, watch). */
function print(table, runs, steps) {
  const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
  const lines = [
    `analyzer ${version} vs repomix ${PEER_VERSION} on ${process.version}, ${availableParallelism()} cores, ${runs} rounds (each runs every measurement once, in turn), medians (seconds); ratios: lower is better`,
    '',
    '| corpus | files | MB | cold | repomix cold | cold / repomix (<= 0.33) | warm | warm / cold (<= 0.20) | repomix warm | warm / repomix warm (<= 0.50) | --no-token-count | wc -l | lines / wc (<= 2 on jsts) | MB/s cold | peak RSS MB | repomix peak RSS MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of table) {
    lines.push(`| ${r.corpus} | ${r.files} | ${r.mb.toFixed(1)} | ${s(r.cold)} | ${s(r.peerCold)} | ${verdict(ratio(r.cold, r.peerCold), TARGETS.cold)} | ${s(r.warm)} | ${verdict(ratio(r.warm, r.cold), TARGETS.warmOfCold)} | ${s(r.peerWarm)} | ${verdict(ratio(r.warm, r.peerWarm), TARGETS.warmOfPeer)} | ${s(r.lines)} | ${s(r.wc)} | ${r.corpus === 'jsts' ? verdict(ratio(r.lines, r.wc), TARGETS.linesOfWc) : ratio(r.lines, r.wc).toFixed(2)} | ${(r.mb / r.cold.seconds).toFixed(1)} | ${r.cold.rssMb.toFixed(0)}${r.corpus === 'jsts' ? ` (${r.cold.rssMb <= TARGETS.rssMb ? 'ok' : 'MISSED'}, <= ${TARGETS.rssMb})` : ''} | ${r.peerCold ? r.peerCold.rssMb.toFixed(0) : 'n/a'} |`);
  }
  for (const { corpus, check } of table) if (check) lines.push('', `exactness ${corpus}: ${check}`);
  if (!hasTime) lines.push('', 'peak RSS needs /usr/bin/time (Debian package `time`)');
  if (steps.length > 0) lines.push('', ...steps);
  const text = `${lines.join('\n')}\n`;
  process.stdout.write(text);
  mkdirSync(join(HERE, 'results'), { recursive: true });
  writeFileSync(join(HERE, 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.md`), text);
}

await main();
