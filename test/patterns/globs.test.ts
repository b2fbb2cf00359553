import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnalyzerError } from '../../src/util/errors.js';
import { globMatcher, globProblem, refusal, refusedGlob } from '../../src/patterns/globs.js';
import { analyzeRequest } from '../../src/server/request.js';
import { planRun } from '../../src/run/plan.js';
import { spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('globs');

function random(seed: number) {
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  return { next, pick: <T>(items: readonly T[]) => items[next(items.length)] };
}

// picomatch's syntax: stars, globstars, classes (POSIX ones too), braces and ranges, extglobs
// (negated ones too), quotes, escapes, regex groups, a leading `!`, and what is none of these.
const GLOB_PARTS = [
  '*', '**', '?', '/', 'a', 'b', '.', '[ab]', '[!a]', '[^b]', '[a-c]', '{a,b}', '{1..3}', '{,a}', '@(a|b)', '*(a|b)', '+(a|b)', '?(a|b)',
  '!(a|b)', '!(*a)', '!(a*)', '\\*', '(a|b)', '[[:alpha:]]', '[[:digit:]]', '"a*"', '$', '^', '+', '|', '(?!a)', '\\d', '\\w', '..', './',
  '#', ']', '[', '{', '}', '(', ')', ',', 'A', '\\', '*.ts', '**/', '/**', 'ab', '\\.', '!',
];
const PATH_UNITS = ['a', 'b', 'c', '/', '.', '1', '#', 'A', '\n', '*', '!', '(', ')', '[', 'é'];

// What users write, from the README and real projects.
const COMMON = [
  '**/*.test.ts', 'dist/**', 'src/**', '*.md', 'node_modules', '**/node_modules/**', '*.{js,ts}', '**/*.{js,jsx,ts,tsx}', 'src/**/!(*.d).ts',
  'test/**', '.*', '**/.*', 'fixtures/**/*.json', '!*.ts', 'docs/*.md', 'a/**/b', '**/__tests__/**', '*.min.js', 'build', 'src/*/index.ts',
];
const COMMON_PATHS = [
  'src/index.ts', 'src/a.test.ts', 'dist/x.js', 'README.md', 'docs/guide.md', 'node_modules/x/index.js', 'a/b', 'a/x/y/b', 'a.min.js',
  '.gitignore', 'src/.hidden/x.ts', 'src/types.d.ts', 'test/fixtures/a.json', 'fixtures/deep/er/x.json', 'lib/__tests__/t.js', 'build',
  'src/x/index.ts', 'architecture-decision-records-overview.md', 'a\nb.ts', 'é.md',
];

test('globs :: every glob matches as picomatch(glob, { dot: true }) does: common globs and random ones on random paths', () => {
  for (const glob of COMMON) {
    const expected = picomatch(glob, { dot: true });
    const matcher = globMatcher([glob]);
    for (const path of COMMON_PATHS) assert.is(matcher(path), expected(path), `${glob} on ${JSON.stringify(path)}`);
  }
  const r = random(99);
  let compared = 0;
  for (let k = 0; k < 6000; k++) {
    let glob = r.next(8) === 0 ? '!' : '';
    for (let n = 1 + r.next(6); n > 0; n--) glob += r.pick(GLOB_PARTS);
    if (globProblem(glob)) continue;
    const expected = picomatch(glob, { dot: true });
    const matcher = globMatcher([glob]);
    for (let t = 0; t < 20; t++) {
      let path = '';
      for (let n = 1 + r.next(8); n > 0; n--) path += r.pick(PATH_UNITS);
      if (t === 0) path = glob;
      assert.is(matcher(path), expected(path), `${JSON.stringify(glob)} on ${JSON.stringify(path)}`);
      compared++;
    }
  }
  assert.ok(compared > 100_000, String(compared));
});

test('globs :: a list matches as picomatch(list) does', () => {
  const r = random(5);
  for (let k = 0; k < 300; k++) {
    const globs = Array.from({ length: 1 + r.next(6) }, () => r.pick(COMMON));
    const expected = picomatch(globs, { dot: true });
    const matcher = globMatcher(globs);
    for (const path of COMMON_PATHS) assert.is(matcher(path), expected(path), `${globs.join(' ')} on ${path}`);
  }
});

test('globs :: a glob whose expression cannot be matched in linear time is refused, with the reason', () => {
  assert.is(globProblem('(a)\\1'), 'it needs a backreference, which no matcher can run in time linear in the length of a path');
  assert.is(globProblem('(?<=a)b'), 'it needs a lookbehind, which this matcher does not run');
  assert.is(globProblem('x'.repeat(1001)), 'it is longer than 1,000 characters');
  assert.is(globProblem(`${'@('.repeat(33)}a${')'.repeat(33)}`), 'it nests groups or braces more than 32 deep');
  assert.is(globProblem(`${'{a,'.repeat(33)}b${'}'.repeat(33)}`), 'it nests groups or braces more than 32 deep');
  for (const glob of [...COMMON, '*?*?*?*?*?*?*?*?*?*?*?*?*?*?#', '!(*.d).ts', '+(a|b)*', `${'@('.repeat(32)}a${')'.repeat(32)}`, '\\('.repeat(40), '[(]'.repeat(40)]) {
    assert.is(globProblem(glob), undefined, glob);
  }
});

test('globs :: a list is bounded: patterns, characters and groups in all, and the states of its automaton', () => {
  assert.equal(refusedGlob(Array.from({ length: 1000 }, (_, i) => `**/f${i}.ts`)), undefined);
  assert.equal(refusedGlob(Array.from({ length: 1001 }, (_, i) => `f${i}`)), { problem: 'holds 1,001 patterns; at most 1,000' });
  assert.equal(refusedGlob(Array(51).fill('a'.repeat(1000))), { problem: 'holds 51,000 characters of patterns; at most 50,000 in all' });
  assert.equal(refusedGlob(Array(257).fill('@(a|b)')), { problem: 'holds 257 groups such as @(a|b) or !(x); at most 256 in all' });
  assert.equal(refusedGlob(['ok', 'x'.repeat(1001)]), { glob: 'x'.repeat(1001), problem: 'it is longer than 1,000 characters' });
  // `a0/**/` is 6 characters and about 33 states: 36 globs of 1,000 characters are within the bound, 50 are not.
  const globstars = (n: number) => Array.from({ length: n }, (_, i) => `${`a${i % 10}/**/`.repeat(166)}Q`);
  assert.equal(refusedGlob(globstars(36)), undefined);
  assert.match(refusedGlob(globstars(50))!.problem, /^makes an automaton of [\d,]+ states; at most 200,000 in all \(fewer or simpler patterns\)$/);
  assert.is(refusal('exclude', refusedGlob(['x'.repeat(1001)])!), `exclude pattern '${'x'.repeat(60)}…' (1,001 characters) cannot be used: it is longer than 1,000 characters`);
});

test('globs :: random lists of random globs match as picomatch(list) does', () => {
  const r = random(77);
  for (let k = 0; k < 200; k++) {
    const globs: string[] = [];
    for (let n = 1 + r.next(30); globs.length < n; ) {
      let glob = r.next(8) === 0 ? '!' : '';
      for (let m = 1 + r.next(5); m > 0; m--) glob += r.pick(GLOB_PARTS);
      if (!globProblem(glob)) globs.push(glob, ...(r.next(4) === 0 ? [glob] : []));
    }
    const expected = picomatch(globs, { dot: true });
    const matcher = globMatcher(globs);
    for (let t = 0; t < 30; t++) {
      let path = '';
      for (let n = 1 + r.next(8); n > 0; n--) path += r.pick(PATH_UNITS);
      assert.is(matcher(path), expected(path), `${JSON.stringify(globs)} on ${JSON.stringify(path)}`);
    }
  }
});

test('globs :: 1,000 globs sharing their start match as picomatch does, on paths of every kind', () => {
  const r = random(7);
  const globs = Array.from({ length: 1000 }, (_, i) => r.pick([`**/f${i}.ts`, `src/**/x${i}*.ts`, `*.e${i}`, `d${i % 40}/e${i % 7}/f${i}.ts`, `!(f${i}).ts`, `f${i}`]));
  const expected = picomatch(globs, { dot: true });
  const matcher = globMatcher(globs);
  const paths = [...COMMON_PATHS, ...Array.from({ length: 3000 }, (_, i) => r.pick([`d${i % 40}/e${i % 7}/f${i % 1200}.ts`, `src/a/x${i % 1100}y.ts`, `f${i}.e${i % 1100}`, `f${i % 1100}`, `a/f${i % 1100}.ts`]))];
  for (const path of paths) assert.is(matcher(path), expected(path), path);
});

const EVIL = '*?*?*?*?*?*?*?*?*?*?*?*?*?*?#';
const NAME = 'architecture-decision-records-overview.md';

/** The CLI in `cwd`, killed if it has not finished within a minute (it hung for ever with V8's backtracking). */
async function finishes(args: string[], cwd: string) {
  const deadline = Date.now() + 60_000;
  const run = await spawnCli(args, { cwd, env: { XDG_CONFIG_HOME: join(cwd, '.xdg') }, interruptWhen: () => Date.now() > deadline, signal: 'SIGKILL' });
  assert.is(run.signal, null, 'the CLI hung');
  return run;
}

test('globs :: the CLI finishes on a one-file tree whose project configuration excludes *?*?...?# (29 characters)', async () => {
  const { dir, cleanup } = tempTree({ [NAME]: '# ADRs\n', '.analyzer/config.json': JSON.stringify({ analysis: { exclude: [EVIL] } }) });
  try {
    const run = await finishes(['--cli', '.', '--no-cache'], dir);
    assert.is(run.code, 0, run.stderr);
    assert.equal(JSON.parse(run.stdout).files.map((f: { path: string }) => f.path), [NAME]);
    const flag = await finishes(['--cli', '.', '--no-cache', '--exclude', EVIL.replace('#', 'd')], dir);
    assert.equal(JSON.parse(flag.stdout).files, []);
  } finally {
    cleanup();
  }
});

test('globs :: the CLI finishes on a deep tree under a .gitignore of many globstars', async () => {
  const deep = `a/${'b/'.repeat(50)}c.txt`;
  const { dir, cleanup } = tempTree({ [deep]: 'deep\n', '.gitignore': `a/${'**/b/'.repeat(8)}**/x\n`, 'kept.txt': 'x\n' });
  try {
    const run = await finishes(['--cli', '.', '--no-cache', '--no-token-count'], dir);
    assert.is(run.code, 0, run.stderr);
    assert.equal(JSON.parse(run.stdout).files.map((f: { path: string }) => f.path), ['.gitignore', deep, 'kept.txt']);
    writeFileSync(join(dir, '.gitignore'), `a/${'**/b/'.repeat(8)}**/c.txt\n`);
    assert.equal(JSON.parse((await finishes(['--cli', '.', '--no-cache', '--no-token-count'], dir)).stdout).files.map((f: { path: string }) => f.path), ['.gitignore', 'kept.txt']);
  } finally {
    cleanup();
  }
});

test('globs :: a refused glob: exit 2 from a flag, 3 from a configuration file or config set, naming the pattern', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'x\n' });
  try {
    mkdirSync(join(dir, 'sub'));
    const flag = await finishes(['--cli', '.', '--exclude', '(a)\\1'], dir);
    assert.is(flag.code, 2);
    assert.is(flag.stderr, "analyzer: exclude pattern '(a)\\1' cannot be used: it needs a backreference, which no matcher can run in time linear in the length of a path\n");
    const watch = await finishes(['watch', '.', '--ignore', '(?<=a)b'], dir);
    assert.is(watch.code, 2);
    assert.is(watch.stderr, "analyzer: ignore pattern '(?<=a)b' cannot be used: it needs a lookbehind, which this matcher does not run\n");
    const set = await finishes(['config', 'set', 'analysis.include', '["src/**","(a)\\\\1"]'], dir);
    assert.is(set.code, 3);
    assert.is(set.stderr, "analyzer: analysis.include pattern '(a)\\1' cannot be used: it needs a backreference, which no matcher can run in time linear in the length of a path\n");
    mkdirSync(join(dir, '.analyzer'));
    const file = join(dir, '.analyzer', 'config.json');
    writeFileSync(file, JSON.stringify({ watch: { ignore: ['(?<=a)b'] } }));
    for (const args of [['--cli', '.'], ['watch', '.']]) {
      const run = await finishes(args, dir);
      assert.is(run.code, 3);
      assert.is(run.stderr, `analyzer: ${file}: watch.ignore pattern '(?<=a)b' cannot be used: it needs a lookbehind, which this matcher does not run\n`);
    }
  } finally {
    cleanup();
  }
});

test('globs :: a glob nested 2,500 or 8,000 deep, or a list over the bounds, is refused naming it: exit 2 from a flag, 3 from a configuration file, 400 over REST', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'x\n' });
  try {
    const deep = `${'@('.repeat(2500)}a${')'.repeat(2500)}`;
    const parens = '('.repeat(8000);
    const nested = '('.repeat(900);
    const cases: [string[], string][] = [
      [['--exclude', deep], `exclude pattern '${'@('.repeat(30)}…' (7,501 characters) cannot be used: it is longer than 1,000 characters`],
      [['--include', parens], `include pattern '${'('.repeat(60)}…' (8,000 characters) cannot be used: it is longer than 1,000 characters`],
      [['--exclude', nested], `exclude pattern '${'('.repeat(60)}…' (900 characters) cannot be used: it nests groups or braces more than 32 deep`],
      [Array.from({ length: 1001 }, (_, i) => `--exclude=f${i}`), 'exclude holds 1,001 patterns; at most 1,000'],
      [Array.from({ length: 51 }, (_, i) => `--exclude=${String(i).padEnd(1000, 'x')}`), 'exclude holds 51,000 characters of patterns; at most 50,000 in all'],
    ];
    for (const [flags, message] of cases) {
      const run = await finishes(['--cli', '.', ...flags], dir);
      assert.is(run.code, 2, message);
      assert.is(run.stderr, `analyzer: ${message}\n`);
    }
    const watch = await finishes(['watch', '.', '--ignore', nested], dir);
    assert.is(watch.code, 2);
    assert.is(watch.stderr, `analyzer: ignore pattern '${'('.repeat(60)}…' (900 characters) cannot be used: it nests groups or braces more than 32 deep\n`);
    mkdirSync(join(dir, '.analyzer'));
    const file = join(dir, '.analyzer', 'config.json');
    for (const [key, args] of [['analysis', ['--cli', '.']], ['watch', ['watch', '.']]] as const) {
      writeFileSync(file, JSON.stringify({ [key]: { [key === 'watch' ? 'ignore' : 'exclude']: [deep] } }));
      const run = await finishes([...args], dir);
      assert.is(run.code, 3);
      assert.is(run.stderr, `analyzer: ${file}: ${key}.${key === 'watch' ? 'ignore' : 'exclude'} pattern '${'@('.repeat(30)}…' (7,501 characters) cannot be used: it is longer than 1,000 characters\n`);
    }
    rmSync(file);
    // Over REST (and MCP, which checks its calls the same way): the server's own bounds first, then these.
    const refused = (body: unknown) => {
      try {
        planRun(analyzeRequest(body, dir), { within: dir });
      } catch (err) {
        assert.is((err as AnalyzerError).status, 400);
        return (err as Error).message;
      }
      return assert.unreachable('accepted');
    };
    assert.is(refused({ exclude: [nested] }), `exclude pattern '${'('.repeat(60)}…' (900 characters) cannot be used: it nests groups or braces more than 32 deep`);
    assert.is(refused({ include: Array.from({ length: 100 }, (_, i) => String(i).padEnd(1000, '*')) }), 'include holds 100,000 characters of patterns; at most 50,000 in all');
    assert.is(refused({ exclude: Array(100).fill('@(a|b)@(c|d)@(e|f)') }), 'exclude holds 300 groups such as @(a|b) or !(x); at most 256 in all');
  } finally {
    cleanup();
  }
});

test.run();
