#!/usr/bin/env node
// node bench/methods-cost.mjs [--runs 3 --only py311,jsts,go,ruby31,generated --corpora DIR --functions 2500,5000,10000,20000 --against OTHER/dist/cli.cjs --library --node 22|24|PATH]
// (also run by npm run bench). What --method-level costs: cold runs (--no-cache) of the built CLI
// with and without it, on the corpora (those make-corpora.sh could build: the brace languages',
// Ruby's and PHP's need Debian's packages) and on a generated TypeScript file of 10,000 functions
// (bench/generate-ts.mjs), in alternating rounds; medians of wall time, of CPU time (user +
// system, which other work on a shared machine disturbs less) and of peak RSS (/usr/bin/time),
// and their ratios, against a target of 2 for time and memory. Then the generated file at
// 2,500 to 20,000 functions: the time per function should stay flat. --against times another
// build's --method-level runs in the same rounds (e.g. the one before a change). --library also
// times the library, analyze() and analyze({ methodLevel: true }) in a Node process of their own
// (and --against's library beside them), in the same rounds: the library sets no V8 flags in its
// host, where the CLI sets them in its own process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import mri from 'mri';
import { generateTypeScript } from './generate-ts.mjs';
import { onNode } from './on-node.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const TARGET = 2;
const args = mri(process.argv.slice(2), {
  string: ['corpora', 'only', 'functions', 'against', 'node'],
  boolean: ['library'],
  default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 3, functions: '2500,5000,10000,20000' },
});
// --node: all of it again under another Node (on-node.mjs).
onNode(args.node, import.meta.url, process.argv.slice(2));
const runs = Number(args.runs);
const only = args.only ? String(args.only).split(',') : ['py311', 'node-include', 'jsts', 'go', 'java', 'rust', 'csharp', 'ruby31', 'php', 'generated'];
const sizes = String(args.functions).split(',').filter(Boolean).map(Number);
const hasTime = existsSync('/usr/bin/time');
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-methods-'));

const log = (line) => process.stderr.write(`${line}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** One cold run of the CLI on `dir`: wall seconds, CPU seconds, peak RSS in MB, and the JSON it printed. */
function run(dir, methodLevel, build = CLI) {
  // The generated module outgrows the default --max-file-size (10 MB) at 20,000 functions.
  const cli = [build, '--cli', '--path', dir, '--no-cache', '--max-file-size', '1G', ...(methodLevel ? ['--method-level'] : [])];
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M %U %S', process.execPath, ...cli] : [process.execPath, ...cli];
  const start = process.hrtime.bigint();
  const child = spawnSync(argv[0], argv.slice(1), { cwd: scratch, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (child.status !== 0) throw new Error(`analyzer failed on ${dir} (${child.status}): ${child.stderr.slice(-500)}`);
  const [rss, user, system] = hasTime ? child.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
  return { seconds, cpu: user + system, rssMb: rss / 1024, stdout: child.stdout };
}

/**
 * One cold run of the library (`build`'s index.js beside its cli.cjs) on `dir`, in a process of
 * its own as a host would run it: wall seconds, peak RSS in MB, and the JSON of its result.
 */
function runLibrary(dir, methodLevel, build = CLI) {
  const index = pathToFileURL(join(dirname(build), 'index.js')).href;
  const code = `import { analyze } from ${JSON.stringify(index)};
const result = await analyze({ path: ${JSON.stringify(dir)}, cache: false, maxFileSize: 2 ** 30, methodLevel: ${methodLevel} });
process.stdout.write(JSON.stringify(result));`;
  const node = [process.execPath, '--input-type=module', '-e', code];
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M', ...node] : node;
  const start = process.hrtime.bigint();
  const child = spawnSync(argv[0], argv.slice(1), { cwd: scratch, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (child.status !== 0) throw new Error(`the library failed on ${dir} (${child.status}): ${child.stderr.slice(-500)}`);
  return { seconds, rssMb: hasTime ? Number(child.stderr.trim().split('\n').pop()) / 1024 : NaN, stdout: child.stdout };
}

/** Reads every file once, so no run pays for the disk. */
function warm(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) readFileSync(join(entry.parentPath, entry.name));
  }
}

/** Plain and --method-level runs of `dir`, alternating, `runs` rounds: medians and ratios. */
function measure(name, dir, compare = true) {
  warm(dir);
  const plain = [], methods = [], against = [];
  const library = { plain: [], methods: [], againstPlain: [], againstMethods: [] };
  for (let round = 0; round < runs; round++) {
    plain.push(run(dir, false));
    methods.push(run(dir, true));
    if (args.against && compare) against.push(run(dir, true, args.against));
    if (args.library && compare) {
      library.plain.push(runLibrary(dir, false));
      library.methods.push(runLibrary(dir, true));
      if (args.against) {
        library.againstPlain.push(runLibrary(dir, false, args.against));
        library.againstMethods.push(runLibrary(dir, true, args.against));
      }
    }
    const last = [plain, methods, against, ...Object.values(library)].filter((r) => r.length > 0);
    log(`bench: ${name} round ${round + 1}/${runs}: ${last.map((r) => `${r.at(-1).seconds.toFixed(2)} s`).join(' / ')}`);
  }
  const result = JSON.parse(methods.at(-1).stdout);
  const medians = (rs) => ({ seconds: median(rs.map((r) => r.seconds)), cpu: median(rs.map((r) => r.cpu)), rssMb: median(rs.map((r) => r.rssMb)) });
  const row = {
    name,
    plain: medians(plain),
    methods: medians(methods),
    functions: result.files.reduce((sum, file) => sum + (file.methods?.length ?? 0), 0),
    against: against.length > 0 ? medians(against) : undefined,
  };
  row.time = row.methods.seconds / row.plain.seconds;
  row.cpu = row.methods.cpu / row.plain.cpu;
  row.rss = row.methods.rssMb / row.plain.rssMb;
  if (library.plain.length > 0) {
    // The library's result is the CLI's JSON.
    if (!isDeepStrictEqual(JSON.parse(library.methods.at(-1).stdout), result)) throw new Error(`the library's result on ${name} is not the CLI's`);
    row.library = Object.fromEntries(Object.entries(library).filter(([, rs]) => rs.length > 0).map(([key, rs]) => [key, medians(rs)]));
  }
  return row;
}

/** A folder holding one generated TypeScript file of `functions` functions. */
function generated(functions) {
  const dir = join(scratch, `generated-${functions}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'module.ts'), generateTypeScript(functions));
  return dir;
}

const verdict = (ratio) => `${ratio.toFixed(2)} ${ratio <= TARGET ? 'ok' : 'MISSED'}`;
const lines = [];
const print = (line) => {
  lines.push(line);
  console.log(line);
};

try {
  const rows = [];
  for (const name of only) {
    if (name === 'generated') rows.push(measure('generated, 10,000 functions', generated(10000)));
    else if (existsSync(join(args.corpora, name))) rows.push(measure(name, join(args.corpora, name)));
    else log(`bench: no corpus ${name} in ${args.corpora} (bench/make-corpora.sh builds it): skipped`);
  }
  print(`## --method-level against a plain run (cold, ${runs} alternating rounds, medians)\n`);
  print('| input | functions | plain | --method-level | time ratio | CPU ratio | plain RSS | --method-level RSS | RSS ratio |');
  print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    print(`| ${r.name} | ${r.functions.toLocaleString('en')} | ${r.plain.seconds.toFixed(2)} s | ${r.methods.seconds.toFixed(2)} s | ${verdict(r.time)} | ${r.cpu.toFixed(2)} | ${r.plain.rssMb.toFixed(0)} MB | ${r.methods.rssMb.toFixed(0)} MB | ${verdict(r.rss)} |`);
  }
  if (args.against) {
    print(`\n--against ${args.against}, --method-level in the same rounds:\n`);
    print('| input | --method-level | time ratio | CPU ratio | RSS | RSS ratio |');
    print('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const { name, plain, against } of rows) {
      if (!against) continue;
      print(`| ${name} | ${against.seconds.toFixed(2)} s | ${(against.seconds / plain.seconds).toFixed(2)} | ${(against.cpu / plain.cpu).toFixed(2)} | ${against.rssMb.toFixed(0)} MB | ${(against.rssMb / plain.rssMb).toFixed(2)} |`);
    }
  }
  const libraries = rows.filter((r) => r.library);
  if (libraries.length > 0) {
    print(`\n## The library: analyze({ methodLevel: true }) against analyze(), beside the CLI (same rounds, medians)\n`);
    print('| input | CLI plain | CLI --method-level | CLI ratio | library plain | library methods | library ratio | library methods RSS, largest process |');
    print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { name, plain, methods, time, library } of libraries) {
      print(`| ${name} | ${plain.seconds.toFixed(2)} s | ${methods.seconds.toFixed(2)} s | ${time.toFixed(2)} | ${library.plain.seconds.toFixed(2)} s | ${library.methods.seconds.toFixed(2)} s | ${verdict(library.methods.seconds / library.plain.seconds)} | ${library.methods.rssMb.toFixed(0)} MB |`);
    }
    if (args.against) {
      print(`\n--against ${args.against}'s library, in the same rounds:\n`);
      print('| input | library plain | library methods | library ratio |');
      print('| --- | ---: | ---: | ---: |');
      for (const { name, library } of libraries) {
        print(`| ${name} | ${library.againstPlain.seconds.toFixed(2)} s | ${library.againstMethods.seconds.toFixed(2)} s | ${(library.againstMethods.seconds / library.againstPlain.seconds).toFixed(2)} |`);
      }
    }
  }
  if (only.includes('generated') && sizes.length > 0) {
    const scaled = sizes.map((functions) => ({ functions, ...measure(`generated, ${functions} functions`, generated(functions), false) }));
    print('\n## The generated file by number of functions\n');
    print('| functions | lines | plain | --method-level | extra per 1,000 functions | time ratio | --method-level RSS |');
    print('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of scaled) {
      const lineCount = JSON.parse(run(generated(r.functions), false).stdout).totalLines;
      const extra = ((r.methods.seconds - r.plain.seconds) / r.functions) * 1000;
      print(`| ${r.functions.toLocaleString('en')} | ${lineCount.toLocaleString('en')} | ${r.plain.seconds.toFixed(2)} s | ${r.methods.seconds.toFixed(2)} s | ${extra.toFixed(3)} s | ${r.time.toFixed(2)} | ${r.methods.rssMb.toFixed(0)} MB |`);
    }
  }
  mkdirSync(join(HERE, 'results'), { recursive: true });
  writeFileSync(join(HERE, 'results', `${new Date().toISOString().slice(0, 10)}-methods.md`), `${lines.join('\n')}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
