import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RACY_MS } from '../../src/cache/index.js';
import { counterFlags, engineFlags } from '../../src/counting/engine.js';
import { ROOT, reference, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('workers');

// Past the 4 MB below which a tree is counted in one thread; non-ASCII and duplicates included.
// `repeat` 1200 makes it 22 MB, past the 16 MB of batches a run keeps in flight: files are then
// routed as threads finish batches.
function bigTree(repeat = 400) {
  const files: Record<string, string> = {};
  for (let i = 0; i < 300; i++) {
    files[`src/m${i}.ts`] = `export function f${i}(x: number): string {\n  return "värde ${i} 😀" + x * ${i};\n}\n`.repeat(repeat);
  }
  for (let i = 0; i < 20; i++) files[`dup/copy${i}.ts`] = files['src/m1.ts'];
  for (let i = 0; i < 20; i++) files[`zz/late${i}.ts`] = files[`src/m${290 + (i % 10)}.ts`];
  return tempTree(files);
}

test('workers :: counting on worker threads gives exactly what one thread gives', async () => {
  const { dir, cleanup } = bigTree();
  try {
    const pooled = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env: { ANALYZER_THREADS: '2' } });
    const single = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env: { ANALYZER_THREADS: '0' } });
    assert.is(pooled.code, 0, pooled.stderr);
    assert.is(pooled.stderr, 'analyzer: 340 files: 300 counted on 2 threads, 40 duplicates, 0 from the cache\n');
    assert.is(single.stderr, 'analyzer: 340 files: 300 counted in the main thread, 40 duplicates, 0 from the cache\n');
    assert.is(pooled.stdout, single.stdout);
    const result = JSON.parse(pooled.stdout);
    assert.is(result.totalFiles, 340);
    for (const path of ['src/m0.ts', 'src/m299.ts', 'dup/copy7.ts']) {
      const file = result.files.find((f: { path: string }) => f.path === path);
      assert.is(file.tokens, reference(readFileSync(join(dir, path), 'utf8')), path);
    }
  } finally {
    cleanup();
  }
});

test('workers :: a tree past the batches a run keeps in flight: every file counted once, each duplicate on the thread of its first copy', async () => {
  const { dir, cleanup } = bigTree(1200);
  try {
    const pooled = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env: { ANALYZER_THREADS: '3' } });
    const single = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env: { ANALYZER_THREADS: '0' } });
    assert.is(pooled.code, 0, pooled.stderr);
    assert.is(pooled.stderr, 'analyzer: 340 files: 300 counted on 3 threads, 40 duplicates, 0 from the cache\n');
    assert.is(pooled.stdout, single.stdout);
    const result = JSON.parse(pooled.stdout);
    for (const path of ['src/m0.ts', 'zz/late19.ts']) {
      const file = result.files.find((f: { path: string }) => f.path === path);
      assert.is(file.tokens, reference(readFileSync(join(dir, path), 'utf8')), path);
    }
  } finally {
    cleanup();
  }
});

test('workers :: the main thread lets other events in before each batch it counts (worker results, among them)', async () => {
  const { LocalCounter } = await import('../../src/counting/local.js');
  const { ResultStore } = await import('../../src/cache/store.js');
  const { dir, cleanup } = tempTree({ 'a.txt': 'hello world\n', 'b.txt': 'more words\n', 'c.txt': 'and more\n' });
  try {
    const local = new LocalCounter({ root: '/', countMode: 'exact', encoding: 'o200k_base', includeComments: true, methodLevel: false, keepText: false, maxBytes: 1 << 20 }, new ResultStore());
    const events: string[] = [];
    const batch = (path: string) => local.run([{ path, absolutePath: join(dir, path) }]).then(() => events.push(`counted ${path}`));
    // The first batch loads the counting code, which waits on the file system anyway.
    await batch('a.txt');
    const counted = [batch('b.txt'), batch('c.txt')];
    setImmediate(() => events.push('event'));
    await Promise.all(counted);
    assert.equal(events, ['counted a.txt', 'event', 'counted b.txt', 'counted c.txt']);
  } finally {
    cleanup();
  }
});

test('workers :: a small tree is counted in the main thread', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'export const a = 1;\n', 'b.ts': 'export const b = 2;\n' });
  try {
    const run = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env: { ANALYZER_THREADS: '2' } });
    assert.is(run.stderr, 'analyzer: 2 files: 2 counted in the main thread, 0 duplicates, 0 from the cache\n');
  } finally {
    cleanup();
  }
});

test("workers :: the library finds methods in counting processes started with the CLI's engine flags, and leaves its host's engine alone", async () => {
  const { dir, cleanup } = bigTree();
  // A host that records every V8 flag set in it and every process forked, then runs the library.
  const host = (methodLevel: boolean) => `
    import { createRequire, syncBuiltinESMExports } from 'node:module';
    const require = createRequire(import.meta.url);
    const v8 = require('node:v8'), processes = require('node:child_process');
    const flags = [], forks = [];
    const setFlag = v8.setFlagsFromString.bind(v8), fork = processes.fork.bind(processes);
    v8.setFlagsFromString = (flag) => (flags.push(flag), setFlag(flag));
    processes.fork = (...args) => (forks.push(args[2].execArgv), fork(...args));
    syncBuiltinESMExports();
    const { analyze } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist', 'index.js')).href)});
    const result = await analyze({ path: ${JSON.stringify(dir)}, cache: false, methodLevel: ${methodLevel} });
    process.stdout.write(JSON.stringify({ flags, forks, result }));`;
  try {
    for (const methodLevel of [true, false]) {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', host(methodLevel)], { encoding: 'utf8', env: { ...process.env, ANALYZER_THREADS: '2' }, maxBuffer: 1 << 28 });
      assert.is(run.status, 0, run.stderr);
      const { flags, forks, result } = JSON.parse(run.stdout);
      assert.equal(flags, [], 'no flag set in the host');
      // One process per core (the main thread counts none), or one thread beside the main thread
      // (also with methods on a V8 that is given no flags for them: engine.ts).
      const given = engineFlags({ countMode: 'exact', methodLevel: true });
      const engine = counterFlags(given);
      if (process.versions.v8.startsWith('11.')) assert.equal(engine, ['--no-turbo-inlining', '--interrupt-budget=270336', '--liftoff-only', '--heap-growing-percent=20', '--max-semi-space-size=3']);
      assert.equal(forks, methodLevel && given.length > 0 ? [engine, engine] : []);
      const cli = await spawnCli(['--cli', '-p', dir, '--no-cache', ...(methodLevel ? ['--method-level'] : [])]);
      assert.equal(result, JSON.parse(cli.stdout));
      if (methodLevel) assert.is(result.files.find((f: { path: string }) => f.path === 'src/m7.ts').methods.length, 400);
    }
  } finally {
    cleanup();
  }
});

test('workers :: the CLI and its counting threads are compiled once into a cache and then from it: Node\'s own on 22.1 and later, V8\'s code cache on Node 20', async () => {
  const { dir, cleanup } = bigTree();
  // Both caches go to the temporary folder, unless told otherwise.
  const temporary = mkdtempSync(join(tmpdir(), 'analyzer-compile-cache-'));
  try {
    // undefined: left out of the child's environment (spawn() drops it).
    const env = { ANALYZER_THREADS: '2', TMPDIR: temporary, NODE_COMPILE_CACHE: undefined, NODE_DISABLE_COMPILE_CACHE: undefined, ANALYZER_CODE_CACHE: undefined } as unknown as Record<string, string>;
    const run = await spawnCli(['--cli', '-p', dir, '--no-cache', '--verbose'], { env });
    assert.is(run.code, 0, run.stderr);
    assert.match(run.stderr, /on 2 threads/);
    const nodes = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function';
    const [used, unused] = nodes ? ['node-compile-cache', `analyzer-code-cache-${process.getuid!()}`] : [`analyzer-code-cache-${process.getuid!()}`, 'node-compile-cache'];
    assert.not.ok(existsSync(join(temporary, unused)));
    // command.cjs, compiled in the main thread after bin.ts switched the cache on, and counting.cjs
    // in the counting thread; Node's own cache also has the thread's script, worker.cjs, which
    // Node 20 compiles as any module (it is small, and it is what runs the code cache).
    const files = () => readdirSync(join(temporary, used), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
    const written = files();
    assert.is(written.length, nodes ? 3 : 2, written.join(', '));
    const times = written.map((file) => statSync(file).mtimeMs);
    // A second run reads them and writes nothing.
    const again = await spawnCli(['--cli', '-p', dir, '--no-cache'], { env });
    assert.is(again.code, 0, again.stderr);
    assert.is(again.stderr, '');
    assert.equal(again.stdout, (await spawnCli(['--cli', '-p', dir, '--no-cache'], { env: { ...env, NODE_DISABLE_COMPILE_CACHE: '1' } })).stdout);
    assert.equal(files(), written);
    assert.equal(written.map((file) => statSync(file).mtimeMs), times);
  } finally {
    rmSync(temporary, { recursive: true, force: true });
    cleanup();
  }
});

test('workers :: the CLI starts its counting threads before it walks a folder its cache has not seen, and none for one it knows', async () => {
  const { dir, cleanup } = bigTree();
  const place = mkdtempSync(join(tmpdir(), 'analyzer-events-'));
  const events = join(place, 'events');
  try {
    // The cache vouches only for files and folders whose times are RACY_MS before the run: the
    // tree is that old when it is first analysed. Its cache folder made first, so that making it
    // leaves the root's times as they are.
    mkdirSync(join(dir, '.analyzer', 'cache'), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, RACY_MS + 100));
    const env = { ANALYZER_THREADS: '3', NODE_OPTIONS: `--require ${join(ROOT, 'test/_helpers/threads.cjs')}`, ANALYZER_EVENTS: events };
    const seen = async (args: string[]) => {
      rmSync(events, { force: true });
      const run = await spawnCli(['--cli', '-p', '.', '--verbose', ...args], { cwd: dir, env });
      assert.is(run.code, 0, run.stderr);
      return { lines: readFileSync(events, 'utf8').trim().split('\n'), stderr: run.stderr };
    };
    // Cold: both threads started before the walk lists its first folder, and then counting on them.
    const cold = await seen([]);
    assert.equal(cold.lines.slice(0, 3), ['thread', 'thread', 'list'], cold.lines.slice(0, 5).join(' '));
    assert.is(cold.lines.filter((e) => e === 'thread').length, 2);
    assert.match(cold.stderr, /340 files: 300 counted on 3 threads, 40 duplicates, 0 from the cache/);
    // The cache knows the folder: every file recalled, no thread started.
    const warm = await seen([]);
    assert.not.ok(warm.lines.includes('thread'), warm.lines.join(' '));
    assert.match(warm.stderr, /340 files: 0 counted in the main thread, 0 duplicates, 340 from the cache/);
    // Without the cache, no folder is known: started early again.
    assert.equal((await seen(['--no-cache'])).lines.slice(0, 3), ['thread', 'thread', 'list']);
  } finally {
    rmSync(place, { recursive: true, force: true });
    cleanup();
  }
});

test('workers :: a counting thread that fails is an internal error: exit 1 and one line from the CLI, a rejection from the library, no output file', async () => {
  const { dir, cleanup } = bigTree();
  // A copy of the build whose worker script throws as it starts (inside the project, so the
  // copy finds the project's node_modules).
  const build = mkdtempSync(join(ROOT, '.test-build-'));
  try {
    cpSync(join(ROOT, 'dist'), build, { recursive: true });
    writeFileSync(join(build, 'worker.cjs'), "throw new Error('worker failed to start');\n");
    const out = join(dir, 'out.json');
    const run = spawnSync(process.execPath, [join(build, 'cli.cjs'), '--cli', '-p', join(dir, 'src'), '--no-cache', '-o', out], {
      encoding: 'utf8',
      env: { ...process.env, ANALYZER_THREADS: '2' },
    });
    assert.is(run.status, 1);
    assert.is(run.stderr, 'analyzer: internal error: worker failed to start\n');
    assert.is(run.stdout, '');
    assert.not.ok(existsSync(out));
    assert.equal(readdirSync(dir).sort(), ['dup', 'src', 'zz']);
    // The library rejects (it once never settled: the error stopped between nested pipelines).
    const library = (await import(join(build, 'index.js'))) as typeof import('../../src/entry/index.js');
    const previous = process.env.ANALYZER_THREADS;
    process.env.ANALYZER_THREADS = '2';
    try {
      await library.analyze({ path: join(dir, 'src'), cache: false }).then(
        () => assert.unreachable('analyze() resolved'),
        (err: Error) => assert.is(err.message, 'worker failed to start'),
      );
      // So does a counting process (methods, in the library): what it threw, not its stack.
      await library.analyze({ path: join(dir, 'src'), cache: false, methodLevel: true }).then(
        () => assert.unreachable('analyze() resolved'),
        (err: Error) => assert.is(err.message, 'worker failed to start'),
      );
    } finally {
      if (previous === undefined) delete process.env.ANALYZER_THREADS;
      else process.env.ANALYZER_THREADS = previous;
    }
  } finally {
    rmSync(build, { recursive: true, force: true });
    cleanup();
  }
});

test.run();
