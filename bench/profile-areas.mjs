#!/usr/bin/env node
// node bench/profile-areas.mjs [--top 5] FILE.cpuprofile...
// Where a run's time goes, by area: the self time of each CPU profile (`node --cpu-prof`, one
// file per thread: a run's main thread and each counting thread) summed by what the code does
// (profile-cold.mjs uses it on cold runs and on their floor).
// A function of the build is placed by the source module esbuild noted above it in the bundle
// (`// src/stages/read.ts`); Node's own functions and native calls by their module (node:fs,
// node:buffer, node:crypto...) and the nearest function of the build that called them: readSync
// under the walk is the walk, under read() the read. `--top` lists each area's heaviest functions.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

// Source modules by area, first match wins.
const MODULE_AREAS = [
  [/^src\/stages\/(walk|filter|gitFilter|tally)\.ts$|^src\/(ignores|globs|regex)\.ts$|^node_modules\/ignore\//, 'walk'],
  [/^src\/confine\.ts$/, 'confine (fd path check)'],
  // The floor's own reading (floor-cold-work.mjs) is its read.
  [/^src\/stages\/read\.ts$|^src\/paths\.ts$|^src\/languages\/(detect|table)\.ts$|^bench\/floor-cold-work\.mjs$/, 'read'],
  [/^src\/languages\/(lexers\/|strip\.ts|comments\.ts)/, 'strip comments'],
  [/^src\/tokenizer\/split\.ts$/, 'split'],
  [/^src\/tokenizer\/(exact|bpe|ranks|merges|pipeline|index)\.ts$/, 'merge, piece table'],
  [/^src\/(cache\/|stages\/(recall|remember|reuse|keep)\.ts)|cacache\.cjs$/, 'cache, store'],
  [/^src\/pool\//, 'thread transfer'],
  [/^src\/stages\/(count|counting|objects|tokenize|stripComments)\.ts$/, 'batches, streams'],
  [/^src\/stages\/aggregate\.ts$|^src\/sinks\/(normalise|index)\.ts$/, 'aggregate'],
  [/^src\/sinks\//, 'render'],
  [/^src\/entry\//, 'entry, output'],
];

const COUNTING = new Set(['strip comments', 'split', 'merge, piece table']);

// Node's modules (by URL), where what called them does not decide.
const NODE_AREAS = [
  [/^node:internal\/crypto\//, 'hashing'],
  [/^node:internal\/(worker|per_context\/messageport)/, 'thread transfer'],
  [/^node:internal\/(modules|main|bootstrap|process\/pre_execution)|^node:internal\/vm/, 'load code'],
  [/^node:internal\/(streams\/|process\/task_queues|async_hooks|timers|util$|abort_controller|event_target|fixed_queue)|^node:(stream|events|async_hooks|timers)$/, 'batches, streams'],
];

function moduleRanges(path) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const ranges = [];
  lines.forEach((line, i) => {
    const m = /^\/\/ ((?:src|bench|node_modules)\/\S+|package\.json)$/.exec(line);
    if (m) ranges.push([i, m[1]]);
  });
  return ranges;
}

const bundles = new Map();
/** The source module of a line of a bundle (0-based), or the bundle's own name. */
function sourceOf(url, line) {
  if (!url.startsWith('file://')) return undefined;
  const path = fileURLToPath(url);
  if (!bundles.has(path)) {
    try {
      bundles.set(path, moduleRanges(path));
    } catch {
      bundles.set(path, []);
    }
  }
  const ranges = bundles.get(path);
  let found = basename(path);
  for (const [start, module] of ranges) {
    if (start > line) break;
    found = module;
  }
  return found;
}

function areaOfModule(module) {
  for (const [re, area] of MODULE_AREAS) if (re.test(module)) return area;
  return undefined;
}

/** The area of a profile node, from itself or the nearest caller that says. */
function areaOf(node, parents, byId) {
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return '(program): native, compile';
  if (functionName === '(root)') return 'other';
  for (const [re, area] of NODE_AREAS) if (re.test(url)) return area;
  // Decoding and UTF-8 checks, wherever they are called from.
  if (url === 'node:buffer' || /^(toString|utf8Slice|isUtf8|decode)$/.test(functionName)) {
    if (url === 'node:buffer' || url === '') {
      for (let at = node; at; at = byId.get(parents.get(at.id))) {
        const module = sourceOf(at.callFrame.url, at.callFrame.lineNumber);
        if (module && areaOfModule(module) === 'read') return 'decode';
        if (module && areaOfModule(module)) break;
      }
    }
  }
  for (let at = node; at; at = byId.get(parents.get(at.id))) {
    const module = sourceOf(at.callFrame.url, at.callFrame.lineNumber);
    const area = module && areaOfModule(module);
    if (area) return area;
    if (at.callFrame.url.startsWith('node:') && at !== node) continue;
  }
  if (url.startsWith('node:fs') || url === '') return 'other native (fs, ...)';
  if (url.startsWith('node:')) return 'other Node internals';
  return 'other';
}

/**
 * A CPU profile's self time (ms) by area, and by function (`area\tfunction module`); `totalMs` its
 * span, idle included; `counting`: when it first and last ran the counting's own code (strip,
 * split, merge), in the profile's clock (microseconds, one clock for a process's threads).
 */
export function profileAreas(path) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  // Self time: the samples' time deltas, by node.
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i] / 1000));
  const areas = new Map();
  const functions = new Map();
  const areaById = new Map();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    const area = areaOf(node, parents, byId);
    areaById.set(id, area);
    areas.set(area, (areas.get(area) ?? 0) + ms);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${area}\t${functionName || '(anonymous)'} ${sourceOf(url, lineNumber) ?? url}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
  }
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const counting = { first: Infinity, last: -Infinity };
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (!COUNTING.has(areaById.get(id))) return;
    counting.first = Math.min(counting.first, at);
    counting.last = at;
  });
  return { file: basename(path), totalMs, startTime: profile.startTime, endTime: profile.endTime, areas, functions, counting };
}

/** The areas of each profile, with `--top` functions of each. */
function main() {
  const args = mri(process.argv.slice(2), { default: { top: 0 } });
  for (const { file, totalMs, areas, functions } of args._.map(profileAreas)) {
    const busy = totalMs - (areas.get('idle') ?? 0);
    process.stdout.write(`\n${file}: ${totalMs.toFixed(0)} ms, ${busy.toFixed(0)} ms not idle\n`);
    for (const [area, ms] of [...areas].sort((a, b) => b[1] - a[1])) {
      process.stdout.write(`  ${area.padEnd(30)} ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)}%\n`);
      const top = [...functions].filter(([key]) => key.startsWith(`${area}\t`)).sort((a, b) => b[1] - a[1]).slice(0, Number(args.top));
      for (const [key, fms] of top) process.stdout.write(`      ${key.split('\t')[1].slice(0, 70).padEnd(70)} ${fms.toFixed(0).padStart(6)} ms\n`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
