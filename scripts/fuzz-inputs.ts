// The input fuzzer's long mode (issue #33): node --import tsx scripts/fuzz-inputs.ts [options]
//   --seed N          the cases' seed (default: the time); a finding names its seed and case number
//   --seconds S       stop starting cases after S seconds (default 300)
//   --cases N         at most N cases of each kind (default: as many as the time allows)
//   --kinds a,b       cli, config-set, config-file, rest (default: all)
//   --concurrency C   CLI cases at once (default 2)
//   --out DIR         where findings' long inputs (config files, bodies) are written (default: a temp folder)
//   --sandbox DIR     only make the sandbox the cases run in, at DIR, to reproduce a finding by hand
// A REST finding's $URL is a server of the sandbox: analyzer serve --port 0 --root <sandbox>/project.
// Needs a build (npm run build): the cases run dist/cli.cjs. Exits 1 when anything was found.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../test/_helpers/index.js';
import { makeSandbox, fuzz, type Finding, type Kind } from '../test/_helpers/fuzz.js';
import { knownFinding } from '../test/_helpers/fuzzKnown.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args[i + 1];
};

const sandbox = option('sandbox');
if (sandbox !== undefined) {
  const made = makeSandbox(sandbox);
  console.log(`sandbox made: cd ${made.project}, with ${Object.entries(made.env).map(([k, v]) => `${k}=${v}`).join(' ')}`);
  process.exit(0);
}

const seed = Number(option('seed') ?? Date.now() % 1_000_000);
const seconds = Number(option('seconds') ?? 300);
const cases = Number(option('cases') ?? 1_000_000);
const kinds = (option('kinds') ?? 'cli,config-set,config-file,rest').split(',') as Kind[];
const out = option('out') ?? mkdtempSync(join(tmpdir(), 'analyzer-fuzz-findings-'));
// A copy of the build, beside node_modules: a build meanwhile (npm run build empties dist/) changes nothing.
const build = mkdtempSync(join(ROOT, '.fuzz-dist-'));
cpSync(join(ROOT, 'dist'), build, { recursive: true });
process.once('SIGINT', () => {
  rmSync(build, { recursive: true, force: true });
  process.exit(130);
});
const started = Date.now();

/** The finding's reproduction, its long input written to a file of `out`. */
function reproduction(f: Finding): string {
  if (f.input === undefined) return f.reproduce;
  mkdirSync(out, { recursive: true });
  const file = join(out, `${f.kind}-${f.seed}-${f.n}.json`);
  writeFileSync(file, f.input);
  return f.reproduce.replace('INPUT', file);
}
let count = 0;
console.log(`seed ${seed}, ${seconds} s, kinds ${kinds.join(', ')}`);
const { findings, known, ran } = await fuzz({
  seed,
  cases: Object.fromEntries(kinds.map((kind) => [kind, cases])),
  deadline: started + seconds * 1000,
  concurrency: Number(option('concurrency') ?? 2),
  cli: join(build, 'cli.cjs'),
  known: knownFinding,
  onCase: () => {
    if (++count % 50 === 0) process.stderr.write(`  ${count} cases, ${Math.round((Date.now() - started) / 1000)} s\n`);
  },
  onFinding: (f) => console.log(`\nFOUND ${f.kind} seed ${f.seed} case ${f.n}: ${f.problem}\n  ${reproduction(f)}\n  ${f.detail.replaceAll('\n', '\n  ')}`),
});
console.log(`\n${Object.entries(ran).map(([kind, n]) => `${n} ${kind}`).join(', ')} cases in ${Math.round((Date.now() - started) / 1000)} s: ${findings.length} findings, ${known.length} of known bugs owned elsewhere`);
const byWhy = new Map<string, number>();
for (const k of known) byWhy.set(k.why, (byWhy.get(k.why) ?? 0) + 1);
for (const [why, n] of byWhy) console.log(`  known (${n}): ${why}`);
rmSync(build, { recursive: true, force: true });
process.exit(findings.length > 0 ? 1 : 0);
