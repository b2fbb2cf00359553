#!/usr/bin/env node
// node bench/models.mjs [--runs 3 --only py311,node-include,jsts --corpora DIR --models llama-3,qwen3,deepseek-v3,gemma-3,gpt-oss --against OTHER/dist/cli.cjs]
// (also run by npm run bench). What counting with a model's tokenizer costs: cold runs (--no-cache)
// of the built CLI with each --model against the default o200k_base, in alternating rounds (so a
// busy moment of the shared machine falls on all of them alike); medians of wall time and of peak
// RSS (/usr/bin/time), and their ratios to o200k_base's, against a target of 1.3 for both; also
// the CPU time (user + system), which a busy machine bends less than wall time. Each ratio is the
// median of the rounds' ratios. With --against, another build's CLI counts with each tokenizer
// too, in the same rounds, and each tokenizer's figures are also given as a ratio to that build's.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const TARGET = 1.3;
const args = mri(process.argv.slice(2), {
  string: ['corpora', 'only', 'models', 'against'],
  default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 3, models: 'llama-3,qwen3,deepseek-v3,gemma-3,gpt-oss' },
});
const runs = Number(args.runs);
const only = args.only ? String(args.only).split(',') : ['py311', 'node-include', 'jsts'];
const models = ['o200k_base', ...String(args.models).split(',').filter(Boolean)];
const hasTime = existsSync('/usr/bin/time');
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-models-'));

const log = (line) => process.stderr.write(`${line}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

// What each round runs: each tokenizer with this build, and with the other build when asked.
const AGAINST = ' (against)';
const entries = args.against ? models.flatMap((m) => [m, m + AGAINST]) : models;

/** One cold run of the CLI on `dir` with `model` (o200k_base: no --model): wall seconds, peak RSS in MB, total tokens. */
function run(dir, entry) {
  const model = entry.replace(AGAINST, '');
  const cli = [entry.endsWith(AGAINST) ? args.against : CLI, '--cli', '--path', dir, '--no-cache', ...(model === 'o200k_base' ? [] : ['--model', model])];
  const argv = hasTime ? ['/usr/bin/time', '-f', '%M %U %S', process.execPath, ...cli] : [process.execPath, ...cli];
  const start = process.hrtime.bigint();
  const child = spawnSync(argv[0], argv.slice(1), { cwd: scratch, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (child.status !== 0) throw new Error(`--model ${model} on ${dir} failed (${child.status}): ${child.stderr.slice(-500)}`);
  const [rssKb, user, system] = hasTime ? child.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
  return { seconds, rssMb: rssKb / 1024, cpu: user + system, tokens: JSON.parse(child.stdout).totalTokens };
}

const rows = [];
try {
  for (const corpus of only) {
    const dir = join(args.corpora, corpus);
    if (!existsSync(dir)) throw new Error(`no corpus ${dir}: build the corpora with bench/make-corpora.sh ${args.corpora}`);
    const samples = Object.fromEntries(entries.map((m) => [m, []]));
    for (let round = 0; round < runs; round++) {
      // Alternating, and each round in another order: neither the first nor the last is always the same model.
      const order = round % 2 === 0 ? entries : [...entries].reverse();
      for (const model of order) {
        const sample = run(dir, model);
        samples[model].push(sample);
        log(`${corpus} round ${round + 1}: ${model} ${sample.seconds.toFixed(2)} s (CPU ${sample.cpu.toFixed(2)} s), ${sample.rssMb.toFixed(0)} MB, ${sample.tokens} tokens`);
      }
    }
    const medians = (model) => ({ seconds: median(samples[model].map((s) => s.seconds)), cpu: median(samples[model].map((s) => s.cpu)), rssMb: median(samples[model].map((s) => s.rssMb)) });
    // A ratio is the median of each round's: the machine's load drifts between rounds (a cold jsts
    // run took 4 s in one round and 8 s in the next), and a ratio of medians from different
    // rounds would measure the drift.
    const ratio = (model, key, to) => median(samples[model].map((x, i) => x[key] / samples[to][i][key]));
    for (const model of models) {
      const m = medians(model);
      // Against the other build: the median of each round's ratio (the rounds drift apart on a shared machine).
      const other = model + AGAINST;
      const against = args.against ? { time: ratio(model, 'seconds', other), cpu: ratio(model, 'cpu', other), memory: ratio(model, 'rssMb', other), tokens: samples[other][0].tokens } : undefined;
      rows.push({ corpus, model, ...m, tokens: samples[model][0].tokens, time: ratio(model, 'seconds', 'o200k_base'), cpuRatio: ratio(model, 'cpu', 'o200k_base'), memory: ratio(model, 'rssMb', 'o200k_base'), against });
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const verdict = (ratio) => `${ratio.toFixed(2)} ${ratio <= TARGET ? 'ok' : 'MISSED'}`;
const lines = [
  `## Models: cold runs against o200k_base (medians of ${runs} alternating rounds, ratios the median of each round's; target <= ${TARGET})`,
  '',
  '| corpus | tokenizer | tokens | s | time / o200k_base | CPU s | CPU / o200k_base | peak RSS MB | RSS / o200k_base |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.corpus} | ${r.model} | ${r.tokens.toLocaleString('en-US')} | ${r.seconds.toFixed(2)} | ${r.model === 'o200k_base' ? '1' : verdict(r.time)} | ${r.cpu.toFixed(2)} | ${r.model === 'o200k_base' ? '1' : verdict(r.cpuRatio)} | ${r.rssMb.toFixed(0)} | ${r.model === 'o200k_base' ? '1' : verdict(r.memory)} |`),
];
if (args.against) {
  lines.push(
    '',
    `## This build against ${args.against} (medians of each round's ratio)`,
    '',
    '| corpus | tokenizer | same tokens | time | CPU | peak RSS |',
    '| --- | --- | --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.corpus} | ${r.model} | ${r.tokens === r.against.tokens ? 'yes' : `NO (${r.against.tokens})`} | ${r.against.time.toFixed(2)} | ${r.against.cpu.toFixed(2)} | ${r.against.memory.toFixed(2)} |`),
  );
}
if (!hasTime) lines.push('', 'peak RSS needs /usr/bin/time (Debian package `time`)');
process.stdout.write(`${lines.join('\n')}\n`);
