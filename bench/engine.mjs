#!/usr/bin/env node
// node --import tsx bench/engine.mjs [--node 22|24|PATH --runs 5 --only py311,node-include,jsts --modes plain,methods --with 'GROUP=FLAGS' --corpora DIR]
// Chooses V8's settings (src/counting/engine.ts) by measurement, for the V8 of the Node at --node
// (default: this one). Builds copies of the CLI whose table gives that V8 other settings: the
// table's own ("table"), none at all ("none"), the table without each of its groups ("-exact",
// "-oneShot", "-methods", "-cli", "-threadYoungMb"), and each --with (the table with GROUP set to
// FLAGS, space-separated, or a number for threadYoungMb; repeatable). Then times cold runs
// (--no-cache) of each on the corpora, plain and --method-level, in alternating rounds: medians
// of wall time, of CPU time (user + system) and the largest peak RSS, each against the table's.
// Every copy's JSON must be the table's, byte for byte.
import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { ENGINES } from '../src/counting/engine.ts';
import { resolveNode } from './on-node.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const DIST = join(ROOT, 'dist');
const GROUPS = ['exact', 'oneShot', 'methods', 'cli', 'threadYoungMb'];
const args = mri(process.argv.slice(2), {
  string: ['node', 'only', 'modes', 'with', 'corpora'],
  default: { node: process.execPath, runs: 5, only: 'py311,node-include,jsts', modes: 'plain,methods', corpora: join(tmpdir(), 'analyzer-corpora') },
});
// --node 22 or 24: the pinned line (installed when missing), or a path.
const node = resolveNode(String(args.node));
const runs = Number(args.runs);
const hasTime = existsSync('/usr/bin/time');
const log = (line) => process.stderr.write(`${line}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const v8 = spawnSync(node, ['-p', 'process.version + " " + process.versions.v8'], { encoding: 'utf8' }).stdout.trim();
const major = v8.split(' ')[1].split('.')[0];
const table = ENGINES[major] ?? { exact: [], oneShot: [], methods: [], cli: [] };

/** The variants to time: name -> the settings this V8 gets. */
function variants() {
  const list = new Map([['table', table], ['none', { exact: [], oneShot: [], methods: [], cli: [] }]]);
  for (const group of GROUPS) {
    const set = table[group];
    // The CLI's young generation wins over its threads' (see engine.ts).
    if (group === 'threadYoungMb' && table.cli.length > 0) continue;
    if (set === undefined || (Array.isArray(set) && set.length === 0)) continue;
    const without = { ...table };
    if (group === 'threadYoungMb') delete without.threadYoungMb;
    else without[group] = [];
    list.set(`-${group}`, without);
  }
  for (const spec of [args.with ?? []].flat()) {
    const [group, value] = [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)];
    if (!GROUPS.includes(group)) throw new Error(`--with ${spec}: the groups are ${GROUPS.join(', ')}`);
    list.set(spec, { ...table, [group]: group === 'threadYoungMb' ? Number(value) : value.split(' ').filter(Boolean) });
  }
  return list;
}

/**
 * A copy of the build whose table gives this V8 `settings`, inside the project (the CLI finds its
 * dependencies in its node_modules); files other than cli.cjs are hard links.
 */
function build(scratch, name, settings) {
  const dir = join(scratch, name.replace(/[^\w-]+/g, '_'));
  mkdirSync(dir);
  for (const file of readdirSync(DIST)) if (file !== 'cli.cjs') linkSync(join(DIST, file), join(dir, file));
  const cli = readFileSync(join(DIST, 'cli.cjs'), 'utf8');
  // The table's assignment, to its closing brace at the same indentation.
  const tables = [...cli.matchAll(/\n( *)ENGINES = \{[\s\S]*?\n\1\};\n/g)];
  if (tables.length !== 1) throw new Error('dist/cli.cjs: cannot find the one ENGINES table (npm run build?)');
  const [{ index, 0: text, 1: indent }] = tables;
  const replaced = `\n${indent}ENGINES = ${JSON.stringify({ ...ENGINES, [major]: settings })};\n`;
  writeFileSync(join(dir, 'cli.cjs'), cli.slice(0, index) + replaced + cli.slice(index + text.length));
  return join(dir, 'cli.cjs');
}

/** One cold run: wall seconds, CPU seconds, peak RSS in MB, and the JSON it printed. */
function run(cli, dir, methods, cwd) {
  const argv = [node, cli, '--cli', '--path', dir, '--no-cache', ...(methods ? ['--method-level'] : [])];
  const timed = hasTime ? ['/usr/bin/time', '-f', '%M %U %S', ...argv] : argv;
  const start = process.hrtime.bigint();
  const child = spawnSync(timed[0], timed.slice(1), { cwd, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const lines = child.stderr.trim().split('\n');
  const [rss, user, system] = hasTime ? lines.pop().split(' ').map(Number) : [NaN, NaN, NaN];
  // Nothing on stderr but the tool's own words (a V8 that does not know a flag says so there).
  if (child.status !== 0 || lines.some((line) => line && !line.startsWith('analyzer: '))) throw new Error(`${cli} on ${dir} (${child.status}): ${lines.join('\n').slice(-500)}`);
  return { seconds, cpu: user + system, rssMb: rss / 1024, stdout: child.stdout };
}

function warm(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) readFileSync(join(entry.parentPath, entry.name));
  }
}

function main() {
  if (!existsSync(join(DIST, 'cli.cjs'))) throw new Error('dist/cli.cjs is missing: run npm run build first');
  const scratch = mkdtempSync(join(ROOT, '.bench-engine-'));
  const cwd = mkdtempSync(join(tmpdir(), 'analyzer-engine-'));
  const builds = [...variants()].map(([name, settings]) => ({ name, settings, cli: build(scratch, name, settings) }));
  const lines = [
    `Node ${v8.replace(' ', ', V8 ')}; table for V8 ${major}: ${JSON.stringify(table)}`,
    `${runs} alternating rounds of cold runs, medians; each figure against the table's (lower is better)`,
    '',
    `| corpus | mode | ${builds.map((b) => b.name).join(' | ')} |`,
    `| --- | --- | ${builds.map(() => '---:').join(' | ')} |`,
  ];
  try {
    for (const corpus of String(args.only).split(',')) {
      const dir = join(args.corpora, corpus);
      for (const mode of String(args.modes).split(',')) {
        log(`engine: ${corpus} ${mode}, ${builds.length} variants, ${runs} rounds`);
        const samples = builds.map(() => []);
        for (let round = 0; round < runs; round++) {
          builds.forEach((b, i) => {
            warm(dir);
            samples[i].push(run(b.cli, dir, mode === 'methods', cwd));
          });
        }
        const reference = samples[0].at(-1).stdout;
        samples.forEach((taken, i) => {
          if (taken.at(-1).stdout !== reference) throw new Error(`${corpus} ${mode}: ${builds[i].name}'s JSON differs from the table's`);
        });
        const figures = samples.map((taken) => ({ wall: median(taken.map((s) => s.seconds)), cpu: median(taken.map((s) => s.cpu)), rss: Math.max(...taken.map((s) => s.rssMb)) }));
        const cell = (f) => `${f.wall.toFixed(2)} s (${(f.wall / figures[0].wall).toFixed(2)}), CPU ${f.cpu.toFixed(2)} s (${(f.cpu / figures[0].cpu).toFixed(2)}), ${f.rss.toFixed(0)} MB`;
        lines.push(`| ${corpus} | ${mode} | ${figures.map(cell).join(' | ')} |`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(cwd, { recursive: true, force: true });
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main();
