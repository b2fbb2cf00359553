import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import analyzer, { analyze, render, watch, type AnalysisResult, type WatchRun } from '../../src/entry/index.js';
import { ROOT, tempTree } from '../_helpers/index.js';

const test = suite('watch()');

test('watch() :: onChange gets the first result, then one per burst; after stop() nothing more', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n' });
  const seen: [AnalysisResult, WatchRun][] = [];
  const errors: Error[] = [];
  let next: () => void = () => {};
  const watcher = analyzer.watch({
    path: dir,
    interval: 30,
    cache: false,
    outputFormat: 'gitingest',
    onChange: (result, run) => (seen.push([result, run]), next()),
    onError: (err) => errors.push(err),
  });
  try {
    await new Promise<void>((resolve) => (next = resolve));
    assert.equal(seen[0][0], await analyze({ path: dir, cache: false }));
    // Each result renders as analyze()'s does, texts included.
    assert.match(render(seen[0][0], 'gitingest'), 'const a = 1;');
    writeFileSync(join(dir, 'b.ts'), 'const b = 2;\n');
    await new Promise<void>((resolve) => (next = resolve));
    assert.equal(seen[1][1], { run: 2, changed: ['b.ts'] });
    assert.is(seen[1][0].totalFiles, 2);
  } finally {
    assert.is(watcher.stop(), undefined);
    watcher.stop();
    cleanup();
  }
  assert.is(seen.length, 2);
  assert.equal(errors, []);
});

test('watch() :: invalid options throw at once', () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ pth: '.' }, "unknown option 'pth' (did you mean 'path'?)"],
    [{ interval: -1 }, 'interval must be a whole number of milliseconds from 0 to 3600000'],
    [{ interval: 1.5 }, 'interval must be a whole number of milliseconds from 0 to 3600000'],
    [{ ignore: 'x' }, 'ignore must be an array of non-empty glob strings'],
    [{ onChange: 'log' }, 'onChange must be a function'],
  ];
  for (const [options, message] of cases) {
    assert.throws(() => watch(options as never), (err: Error) => err.message === message, message);
  }
});

test('watch() :: --ignore patterns are excluded from the analysis too', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'a\n', 'gen/b.ts': 'b\n' });
  let resolve!: (result: AnalysisResult) => void;
  const first = new Promise<AnalysisResult>((r) => (resolve = r));
  const watcher = watch({ path: dir, cache: false, ignore: ['gen'], onChange: (result) => resolve(result) });
  try {
    assert.equal((await first).files.map((f) => f.path), ['a.ts']);
  } finally {
    watcher.stop();
    cleanup();
  }
});

/** Runs a script that watches `dir` with the built package, and resolves with its output once it exits by itself. */
function child(script: string, dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, ['--input-type=module', '-e', script, dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    run.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    run.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    // Not a measurement: a child still alive by then has something keeping it alive.
    const guard = setTimeout(() => run.kill('SIGKILL'), 60_000);
    run.on('error', reject);
    run.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}

test('watch() :: after stop() the process exits by itself (import and require, after a run and during one)', async () => {
  // Enough text for counting threads to start: stopped while they count.
  const big: Record<string, string> = {};
  for (let i = 0; i < 48; i++) big[`f${i}.js`] = `export function f${i}(x) { return x + ${i}; } // ${'word '.repeat(20)}\n`.repeat(1200);
  const { dir: bigDir, cleanup: cleanBig } = tempTree(big);
  try {
    const afterRun = (load: string) => `
      const { writeFileSync } = await import('node:fs');
      ${load}
      const dir = process.argv[1];
      const w = watch({ path: dir, interval: 20, cache: false, onError: (e) => console.log('error ' + e.message), onChange(result, run) {
        console.log('run ' + run.run + ' ' + result.totalFiles);
        if (run.run === 1) return writeFileSync(dir + '/b.ts', 'const b = 2;');
        w.stop();
        // Seen by no watcher: the process exits with nothing more said.
        writeFileSync(dir + '/c.ts', 'const c = 3;');
      } });`;
    for (const load of ["const { watch } = await import('./dist/index.js');", "const { watch } = (await import('node:module')).createRequire(process.cwd() + '/')('./dist/index.cjs');"]) {
      const fresh = tempTree({ 'a.ts': 'const a = 1;\n' });
      const run = await child(afterRun(load), fresh.dir);
      fresh.cleanup();
      assert.is(run.code, 0, run.stderr);
      assert.is(run.stdout, 'run 1 1\nrun 2 2\n', load);
    }
    const duringRun = `
      const { createRequire } = await import('node:module');
      const threads = createRequire(process.cwd() + '/')('node:worker_threads');
      const { default: analyzer } = await import('./dist/index.js');
      // Stopped while counting threads count the first run: right after the first batch is
      // handed to a thread, before any thread can answer (its answer needs a turn of the loop).
      const Worker = threads.Worker;
      let w;
      threads.Worker = class extends Worker {
        postMessage(message, ...rest) {
          super.postMessage(message, ...rest);
          if (message && message.items) queueMicrotask(stop);
        }
      };
      const stop = () => {
        if (w) w.stop(), w = undefined, console.log('stopped');
      };
      w = analyzer.watch({ path: process.argv[1], cache: false, onChange: () => console.log('late'), onError: (e) => console.log('error ' + e.message) });`;
    const during = await child(duringRun, bigDir);
    assert.is(during.code, 0, during.stderr);
    assert.is(during.stdout, 'stopped\n');
  } finally {
    cleanBig();
  }
});

test.run();
