#!/usr/bin/env node
// node bench/diff.mjs [--runs 3 --corpora DIR --edits 10]
// `analyzer diff` on the jsts corpus committed into a git repository: `diff HEAD` with 10 files
// edited in the working tree against plain runs of the same tree, cold (empty cache) and warm
// (cache filled), and `diff A B` between two commits that differ in every file against a cold
// plain run; peak RSS beside each. Rounds run every measurement once, in turn; medians and
// ratios, so a shared machine's drift moves all of them alike.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
// The issue's targets: diff HEAD against plain runs of the same tree, cold and warm; its memory;
// a diff of two commits that differ in every file against a cold plain run.
const TARGETS = { headOfCold: 1.5, headOfWarm: 2.5, rss: 1.5, commitsOfCold: 2.5 };
const hasTime = existsSync('/usr/bin/time');

function log(line) {
  process.stderr.write(`${line}\n`);
}

// No automatic gc in the middle of the set-up (11,000 new objects start one in the background).
const git = (cwd, ...args) => execFileSync('git', ['-c', 'gc.auto=0', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.com' } });

/** Every regular file under `dir` (not .git), sorted. */
function filesOf(dir, under = '') {
  const out = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.name === '.git') continue;
    if (entry.isDirectory()) out.push(...filesOf(dir, path));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

/**
 * The repository: commit A holds the corpus, commit B (branch `every`) every file of it edited;
 * the working tree is A with `edits` files edited. Packed, as a repository usually is.
 */
function makeRepository(corpus, place, edits) {
  const repo = join(place, 'repo');
  cpSync(corpus, repo, { recursive: true });
  git(repo, 'init', '--quiet', '--initial-branch=main');
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '--message', 'A');
  const files = filesOf(repo);
  git(repo, 'checkout', '--quiet', '-b', 'every');
  for (const file of files) appendFileSync(join(repo, file), '\n// edited\n');
  git(repo, 'commit', '--quiet', '--all', '--message', 'B: every file edited');
  git(repo, 'checkout', '--quiet', 'main');
  git(repo, 'gc', '--quiet');
  // Spread over the tree, .ts files among them.
  const step = Math.floor(files.length / edits);
  const edited = Array.from({ length: edits }, (_, i) => files[i * step]);
  for (const file of edited) appendFileSync(join(repo, file), '\nexport const benchEdit = "one more line";\n');
  return { repo, files: files.length, edited };
}

/** Reads every file once (the working tree and git's objects), so no timed run pays for the disk. */
function warmPageCache(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) readFileSync(join(entry.parentPath, entry.name));
  }
}

function timed(args, cwd) {
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M', process.execPath, CLI, ...args] : [process.execPath, CLI, ...args];
  const start = process.hrtime.bigint();
  const run = spawnSync(argv[0], argv.slice(1), { cwd, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`analyzer ${args.join(' ')} failed (${run.status}): ${run.stderr.slice(-500)}`);
  const rssMb = hasTime ? Number(run.stderr.trim().split('\n').pop()) / 1024 : NaN;
  return { seconds, rssMb, stdout: run.stdout };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

export async function benchDiff({ corpus, runs = 3, edits = 10, log: say = log }) {
  const place = mkdtempSync(join(tmpdir(), 'analyzer-bench-diff-'));
  try {
    say(`bench diff: committing ${corpus} into a repository (two commits, ${edits} files edited)`);
    const { repo, files } = makeRepository(corpus, place, edits);
    // Files changed within two seconds of a run are read again by every run (the cache's racy
    // window): a checkout that old is what a real repository is.
    await new Promise((done) => setTimeout(done, 2500));
    const fresh = () => mkdtempSync(join(place, 'cwd-'));
    const plainArgs = ['--cli', '--json', '--path', repo];
    const headArgs = ['diff', 'HEAD', '--json', '--path', repo];
    const commitsArgs = ['diff', 'main', 'every', '--json', '--path', repo];
    // The caches of the warm runs, filled once by the same run.
    const warmPlain = fresh();
    const warmHead = fresh();
    timed(plainArgs, warmPlain);
    const first = timed(headArgs, warmHead);
    const diff = JSON.parse(first.stdout);
    if (diff.files.length !== edits) throw new Error(`diff HEAD found ${diff.files.length} changed files, not ${edits}`);
    const kinds = {
      plainCold: () => timed(plainArgs, fresh()),
      headCold: () => timed(headArgs, fresh()),
      plainWarm: () => timed(plainArgs, warmPlain),
      headWarm: () => timed(headArgs, warmHead),
      commitsCold: () => timed(commitsArgs, fresh()),
    };
    const samples = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
    for (let round = 0; round < runs; round++) {
      for (const [kind, once] of Object.entries(kinds)) {
        warmPageCache(repo);
        samples[kind].push(once());
      }
      say(`bench diff: round ${round + 1} of ${runs}: ${Object.entries(samples).map(([kind, s]) => `${kind} ${s.at(-1).seconds.toFixed(2)} s`).join(', ')}`);
    }
    const seconds = Object.fromEntries(Object.entries(samples).map(([kind, s]) => [kind, median(s.map((x) => x.seconds))]));
    // Each round's ratio, then their median: the load of a shared machine drifts between rounds
    // (a plain cold run took 34 s in one round and 16 s two rounds later), and a ratio of two
    // medians from different rounds would measure the drift.
    const ratio = (a, b) => median(samples[a].map((x, i) => x.seconds / samples[b][i].seconds));
    const rss = Object.fromEntries(Object.entries(samples).map(([kind, s]) => [kind, Math.max(...s.map((x) => x.rssMb))]));
    // The warm diff must say what the cold one says.
    if (samples.headWarm.at(-1).stdout !== samples.headCold.at(-1).stdout) throw new Error('the warm diff differs from the cold one');
    const commits = JSON.parse(samples.commitsCold.at(-1).stdout);
    if (commits.files.length !== files) throw new Error(`diff main every found ${commits.files.length} changed files, not ${files}`);
    const verdict = (value, limit) => `${value.toFixed(2)} ${value <= limit ? 'ok' : 'MISSED'}`;
    return [
      `diff on jsts committed (${files} files; ${edits} edited in the working tree), ${availableParallelism()} cores, ${runs} rounds, medians (seconds):`,
      '',
      '| figure | diff | plain run | median of the rounds\' ratios (target) | peak RSS MB (diff / plain) |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| \`diff HEAD\`, empty cache | ${seconds.headCold.toFixed(2)} | ${seconds.plainCold.toFixed(2)} | ${verdict(ratio('headCold', 'plainCold'), TARGETS.headOfCold)} (<= ${TARGETS.headOfCold}) | ${rss.headCold.toFixed(0)} / ${rss.plainCold.toFixed(0)} = ${verdict(rss.headCold / rss.plainCold, TARGETS.rss)} (<= ${TARGETS.rss}) |`,
      `| \`diff HEAD\`, warm cache | ${seconds.headWarm.toFixed(2)} | ${seconds.plainWarm.toFixed(2)} | ${verdict(ratio('headWarm', 'plainWarm'), TARGETS.headOfWarm)} (<= ${TARGETS.headOfWarm}) | ${rss.headWarm.toFixed(0)} / ${rss.plainWarm.toFixed(0)} = ${(rss.headWarm / rss.plainWarm).toFixed(2)} |`,
      `| \`diff A B\`, every file differs, empty cache | ${seconds.commitsCold.toFixed(2)} | ${seconds.plainCold.toFixed(2)} (cold) | ${verdict(ratio('commitsCold', 'plainCold'), TARGETS.commitsOfCold)} (<= ${TARGETS.commitsOfCold}) | ${rss.commitsCold.toFixed(0)} / ${rss.plainCold.toFixed(0)} = ${(rss.commitsCold / rss.plainCold).toFixed(2)} |`,
    ];
  } finally {
    rmSync(place, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = mri(process.argv.slice(2), { string: ['corpora'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 3, edits: 10 } });
  if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
  const corpus = join(args.corpora, 'jsts');
  if (!existsSync(corpus)) {
    mkdirSync(args.corpora, { recursive: true });
    execFileSync('bash', [join(HERE, 'make-corpora.sh'), args.corpora], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const lines = await benchDiff({ corpus, runs: Number(args.runs), edits: Number(args.edits) });
  process.stdout.write(`${lines.join('\n')}\n`);
}
