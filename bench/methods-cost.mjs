#!/usr/bin/env node
// node bench/methods-cost.mjs [--runs 3 --only py311,jsts,ruby31,php,generated --corpora DIR --functions 2500,5000,10000,20000 --against OTHER/dist/cli.cjs]
// (also run by npm run bench). What --method-level costs: cold runs (--no-cache) of the built CLI
// with and without it, on the corpora (make-corpora.sh) and on a generated TypeScript file of 10,000
// functions (bench/generate-ts.mjs), in alternating rounds; medians of wall time and of peak RSS
// (/usr/bin/time), and their ratios, against a target of 2 for both. Then the generated file at
// 2,500 to 20,000 functions: the time per function should stay flat. --against times another
// build's --method-level runs in the same rounds (e.g. the one before a change).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { generateTypeScript } from './generate-ts.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const TARGET = 2;
const args = mri(process.argv.slice(2), {
  string: ['corpora', 'only', 'functions', 'against'],
  default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 3, functions: '2500,5000,10000,20000' },
});
const runs = Number(args.runs);
const only = args.only ? String(args.only).split(',') : ['py311', 'node-include', 'jsts', 'ruby31', 'php', 'generated'];
const sizes = String(args.functions).split(',').filter(Boolean).map(Number);
const hasTime = existsSync('/usr/bin/time');
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-methods-'));

const log = (line) => process.stderr.write(`${line}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** One cold run of the CLI on `dir`: wall seconds, peak RSS in MB, and the JSON it printed. */
function run(dir, methodLevel, build = CLI) {
  // The generated module outgrows the default --max-file-size (10 MB) at 20,000 functions.
  const cli = [build, '--cli', '--path', dir, '--no-cache', '--max-file-size', '1G', ...(methodLevel ? ['--method-level'] : [])];
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M', process.execPath, ...cli] : [process.execPath, ...cli];
  const start = process.hrtime.bigint();
  const child = spawnSync(argv[0], argv.slice(1), { cwd: scratch, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (child.status !== 0) throw new Error(`analyzer failed on ${dir} (${child.status}): ${child.stderr.slice(-500)}`);
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
  for (let round = 0; round < runs; round++) {
    plain.push(run(dir, false));
    methods.push(run(dir, true));
    if (args.against && compare) against.push(run(dir, true, args.against));
    log(`bench: ${name} round ${round + 1}/${runs}: ${[plain, methods, against].filter((r) => r.length > 0).map((r) => `${r.at(-1).seconds.toFixed(2)} s`).join(' / ')}`);
  }
  const result = JSON.parse(methods.at(-1).stdout);
  const row = {
    name,
    plain: { seconds: median(plain.map((r) => r.seconds)), rssMb: median(plain.map((r) => r.rssMb)) },
    methods: { seconds: median(methods.map((r) => r.seconds)), rssMb: median(methods.map((r) => r.rssMb)) },
    functions: result.files.reduce((sum, file) => sum + (file.methods?.length ?? 0), 0),
    against: against.length > 0 ? { seconds: median(against.map((r) => r.seconds)), rssMb: median(against.map((r) => r.rssMb)) } : undefined,
  };
  row.time = row.methods.seconds / row.plain.seconds;
  row.rss = row.methods.rssMb / row.plain.rssMb;
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
    else rows.push(measure(name, join(args.corpora, name)));
  }
  print(`## --method-level against a plain run (cold, ${runs} alternating rounds, medians)\n`);
  print('| input | functions | plain | --method-level | time ratio | plain RSS | --method-level RSS | RSS ratio |');
  print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    print(`| ${r.name} | ${r.functions.toLocaleString('en')} | ${r.plain.seconds.toFixed(2)} s | ${r.methods.seconds.toFixed(2)} s | ${verdict(r.time)} | ${r.plain.rssMb.toFixed(0)} MB | ${r.methods.rssMb.toFixed(0)} MB | ${verdict(r.rss)} |`);
  }
  if (args.against) {
    print(`\n--against ${args.against}, --method-level in the same rounds:\n`);
    print('| input | --method-level | time ratio | RSS | RSS ratio |');
    print('| --- | ---: | ---: | ---: | ---: |');
    for (const { name, plain, against } of rows) {
      print(`| ${name} | ${against.seconds.toFixed(2)} s | ${(against.seconds / plain.seconds).toFixed(2)} | ${against.rssMb.toFixed(0)} MB | ${(against.rssMb / plain.rssMb).toFixed(2)} |`);
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
