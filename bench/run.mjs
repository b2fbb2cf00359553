#!/usr/bin/env node
// npm run bench [-- --runs 3 --only jsts --check --no-peer]
// Times `analyzer --cli --json` on three real corpora, side by side with repomix in the same run,
// and prints medians, the ratio to repomix, MB/s and peak RSS. --check also verifies every
// per-file token and line count against tiktoken itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const PEER_VERSION = '1.18.1';
const PEERS = join(HERE, '.peers');
const REPOMIX = join(PEERS, 'node_modules', '.bin', 'repomix');
const CORPORA = ['py311', 'node-include', 'jsts'];
// Flags that make repomix count every file's tokens with the least other work (bench/README.md).
const REPOMIX_FLAGS = ['--no-security-check', '--no-git-sort-by-changes', '--no-gitignore', '--no-dot-ignore', '--no-default-patterns', '--top-files-len', '0', '--output', '/dev/null'];

const args = mri(process.argv.slice(2), {
  string: ['corpora', 'only'],
  boolean: ['check', 'peer'],
  default: { corpora: join(HERE, '.corpora'), runs: 3, peer: true },
});
const only = args.only ? String(args.only).split(',') : CORPORA;
const hasTime = existsSync('/usr/bin/time');

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
function timed(command, commandArgs, env = {}) {
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M', command, ...commandArgs] : [command, ...commandArgs];
  const start = process.hrtime.bigint();
  const run = spawnSync(argv[0], argv.slice(1), { env: { ...process.env, ...env }, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${run.status}): ${run.stderr.slice(-500)}`);
  const rssKb = hasTime ? Number(run.stderr.trim().split('\n').pop()) : NaN;
  return { seconds, rssMb: rssKb / 1024, stdout: run.stdout };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function measure(name, runs, once) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(once());
  return { name, seconds: median(samples.map((s) => s.seconds)), rssMb: Math.max(...samples.map((s) => s.rssMb)), last: samples.at(-1) };
}

function verify(corpusDir, json) {
  // Every per-file count is checked against tiktoken's own encode() on the same text, in a child
  // process so the encoder's memory does not distort anything else.
  const script = join(HERE, 'verify.mjs');
  const run = spawnSync(process.execPath, [script, corpusDir], { input: json, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`verify failed: ${run.stderr}`);
  return run.stdout.trim();
}

function main() {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run npm run build first');
  const sizes = ensureCorpora();
  if (args.peer) ensurePeer();
  const runs = Number(args.runs);
  const table = [];
  for (const corpus of only) {
    const dir = join(args.corpora, corpus);
    const { bytes, files } = sizes.get(corpus);
    log(`bench: ${corpus} (${files} files, ${(bytes / 1e6).toFixed(1)} MB), ${runs} runs each`);
    const ours = measure('analyzer', runs, () => timed(process.execPath, [CLI, '--cli', '--json', '--path', dir]));
    const row = { corpus, files, mb: bytes / 1e6, ours };
    if (args.peer) row.peer = measure(`repomix ${PEER_VERSION}`, runs, () => timed(REPOMIX, [dir, ...REPOMIX_FLAGS], { REPOMIX_TOKEN_CACHE: '0' }));
    if (args.check) row.check = verify(dir, ours.last.stdout);
    table.push(row);
  }
  print(table, runs);
}

function print(table, runs) {
  const lines = [
    `analyzer ${JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version} on ${process.version}, ${runs} runs, medians; ratio = analyzer time / repomix time (lower is better)`,
    '',
    '| corpus | files | MB | analyzer s | repomix s | ratio | analyzer MB/s | analyzer peak RSS MB | repomix peak RSS MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { corpus, files, mb, ours, peer } of table) {
    const ratio = peer ? (ours.seconds / peer.seconds).toFixed(2) : 'n/a';
    lines.push(`| ${corpus} | ${files} | ${mb.toFixed(1)} | ${ours.seconds.toFixed(2)} | ${peer ? peer.seconds.toFixed(2) : 'n/a'} | ${ratio} | ${(mb / ours.seconds).toFixed(1)} | ${ours.rssMb.toFixed(0)} | ${peer ? peer.rssMb.toFixed(0) : 'n/a'} |`);
  }
  for (const { corpus, check } of table) if (check) lines.push('', `exactness ${corpus}: ${check}`);
  if (!hasTime) lines.push('', 'peak RSS needs /usr/bin/time (Debian package `time`)');
  const text = `${lines.join('\n')}\n`;
  process.stdout.write(text);
  mkdirSync(join(HERE, 'results'), { recursive: true });
  writeFileSync(join(HERE, 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.md`), text);
}

main();
