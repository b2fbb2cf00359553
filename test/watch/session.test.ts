import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as tick, setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { FileSystemError } from '../../src/util/errors.js';
import { git, tempTree } from '../_helpers/index.js';
import { watching } from '../_helpers/watch.js';

const test = suite('watch');
const paths = (result: { files: { path: string }[] }) => result.files.map((f) => f.path);

test('watch :: the first result, then one run for a burst of 1,000 writes', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'export const a = 1;\n', 'src/b.py': 'b = 2\n' });
  // A second of quiet ends the burst: on a loaded machine this process may stall for a few
  // hundred milliseconds between two writes, and the timer would then end the burst there.
  const w = watching({ path: dir, cache: false }, { interval: 1000 });
  try {
    const first = await w.settle(1);
    assert.equal(first.report.result, await analyze({ path: dir, cache: false }));
    assert.equal(first.run, { run: 1, changed: [] });
    // Spread over many turns of the event loop, each well within the interval of the last.
    for (let i = 0; i < 1000; i++) {
      writeFileSync(join(dir, i % 2 ? 'a.ts' : 'src/b.py'), `export const a = ${i};\n`);
      if (i % 10 === 0) await tick();
    }
    const burst = await w.settle(2);
    assert.is(w.runs.length, 2);
    assert.equal(burst.run, { run: 2, changed: ['a.ts', 'src/b.py'] });
    assert.equal(burst.report.result, await analyze({ path: dir, cache: false }));
  } finally {
    w.session.stop();
    cleanup();
  }
});

test('watch :: a change during a run gives exactly one more run, which sees the final state', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n', 'sub/b.ts': 'const b = 2;\n' });
  let during: (() => void) | undefined;
  const w = watching({ path: dir, cache: false }, { observer: { listed: (folder) => folder === 'sub' && during?.() } });
  try {
    await w.settle(1);
    // Run 2 is started by a.ts; while it walks, sub/b.ts changes twice and sub/c.ts comes in.
    during = () => {
      during = undefined;
      writeFileSync(join(dir, 'sub/b.ts'), 'const b = 22;\n');
      writeFileSync(join(dir, 'sub/c.ts'), 'const c = 3;\n');
      writeFileSync(join(dir, 'sub/b.ts'), 'const b = 222;\n');
    };
    writeFileSync(join(dir, 'a.ts'), 'const a = 11;\n');
    const last = await w.settle(3);
    assert.is(w.runs.length, 3);
    assert.is(during, undefined);
    assert.equal(last.report.result, await analyze({ path: dir, cache: false }));
    assert.equal(paths(last.report.result), ['a.ts', 'sub/b.ts', 'sub/c.ts']);
  } finally {
    w.session.stop();
    cleanup();
  }
});

for (const cache of [false, true]) {
  test(`watch :: only the files that changed are read (cache ${cache ? 'on' : 'off'}); deleted files drop out, added ones come in`, async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`d${i % 4}/f${i}.js`] = `export const f${i} = ${i};\n`;
    const { dir, cleanup } = tempTree(files);
    const options = { path: dir, cache: cache ? { directory: join(dir, '.analyzer/cache') } : false };
    const w = watching(options);
    try {
      assert.is((await w.settle(1)).stats.read, 40);
      writeFileSync(join(dir, 'd1/f1.js'), 'export const f1 = "changed";\n');
      const edited = await w.settle(2);
      assert.equal([edited.stats.read, edited.stats.counted], [1, 1]);
      assert.equal(edited.run.changed, ['d1/f1.js']);
      rmSync(join(dir, 'd2/f2.js'));
      writeFileSync(join(dir, 'd3/new.js'), 'export const added = true;\n');
      const moved = await w.settle(3);
      // Neither f1 (edited moments ago) nor any file left alone is read again.
      assert.equal([moved.stats.read, moved.stats.counted], [1, 1]);
      assert.equal(moved.run.changed, ['d2/f2.js', 'd3/new.js']);
      assert.equal(moved.report.result, await analyze({ path: dir, cache: false }));
    } finally {
      w.session.stop();
      cleanup();
    }
  });
}

for (const cache of [false, true]) {
  test(`watch :: what earlier runs counted is from the cache to later ones (cache ${cache ? 'on' : 'off'})`, async () => {
    const { dir, cleanup } = tempTree({ 'a.js': 'export const a = 1;\n', 'b.js': 'export const b = 2;\n', 'c.js': 'export const c = 3;\n' });
    const w = watching({ path: dir, cache: cache ? { directory: join(dir, '.analyzer/cache') } : false });
    try {
      const first = (await w.settle(1)).stats;
      assert.equal([first.counted, first.duplicates, first.cached], [3, 0, 0]);
      writeFileSync(join(dir, 'a.js'), 'export const a = "changed";\n');
      const second = (await w.settle(2)).stats;
      assert.equal([second.counted, second.duplicates, second.cached], [1, 0, 2]);
      // A new file with the content of one counted before is from the cache too, not a duplicate.
      writeFileSync(join(dir, 'd.js'), 'export const a = "changed";\n');
      const third = (await w.settle(3)).stats;
      assert.equal([third.counted, third.duplicates, third.cached], [0, 0, 4]);
    } finally {
      w.session.stop();
      cleanup();
    }
  });
}

test('watch :: a warning is said once per watch, not on every run', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n' });
  const warnings: string[] = [];
  const w = watching({ path: dir, cache: false, include: ['*.nothing'] }, { observer: { warn: (message) => warnings.push(message) } });
  try {
    await w.settle(1);
    assert.equal(warnings, ["no file matches the include pattern '*.nothing'"]);
    // A .gitignore change starts a run whatever the patterns.
    writeFileSync(join(dir, '.gitignore'), 'x\n');
    await w.settle(2);
    writeFileSync(join(dir, '.gitignore'), 'y\n');
    await w.settle(3);
    assert.equal(warnings, ["no file matches the include pattern '*.nothing'"]);
  } finally {
    w.session.stop();
    cleanup();
  }
});

test('watch :: cache.ttl holds during a watch: what expired is read and counted again', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 10; i++) files[`d${i % 2}/f${i}.js`] = `export const f${i} = ${i};\n`;
  const { dir, cleanup } = tempTree(files);
  const ttl = 400;
  const w = watching({ path: dir, cache: { directory: join(dir, '.analyzer/cache'), ttl } });
  try {
    const first = await w.settle(1);
    assert.equal([first.stats.read, first.stats.counted], [10, 10]);
    await sleep(ttl + 100);
    writeFileSync(join(dir, 'd1/f1.js'), 'export const f1 = "changed";\n');
    const expired = await w.settle(2);
    assert.equal([expired.stats.read, expired.stats.counted, expired.stats.cached], [10, 10, 0]);
    assert.equal(expired.report.result, await analyze({ path: dir, cache: false }));
  } finally {
    w.session.stop();
    cleanup();
  }
});

test("watch :: an editor's atomic save (a temp file renamed over the original) is one change", async () => {
  const { dir, cleanup } = tempTree({ 'src/app.ts': 'let x = 1;\n', 'src/other.ts': 'let y = 2;\n' });
  const w = watching({ path: dir, cache: false });
  try {
    await w.settle(1);
    writeFileSync(join(dir, 'src/.app.ts.swp~'), 'let x = 2; // saved\n');
    renameSync(join(dir, 'src/.app.ts.swp~'), join(dir, 'src/app.ts'));
    const saved = await w.settle(2);
    assert.is(w.runs.length, 2);
    assert.equal(saved.run.changed, ['src/app.ts']);
    assert.equal(saved.report.result, await analyze({ path: dir, cache: false }));
  } finally {
    w.session.stop();
    cleanup();
  }
});

test('watch :: a renamed file and a renamed folder', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'const a = 1;\n', 'lib/x/y.ts': 'const y = 2;\n', 'lib/x/z/w.ts': 'const w = 3;\n' });
  const w = watching({ path: dir, cache: false });
  try {
    await w.settle(1);
    renameSync(join(dir, 'a.ts'), join(dir, 'b.ts'));
    const file = await w.settle(2);
    assert.equal(file.run.changed, ['a.ts', 'b.ts']);
    renameSync(join(dir, 'lib/x'), join(dir, 'lib/v'));
    const folder = await w.settle(3);
    assert.equal(paths(folder.report.result), ['b.ts', 'lib/v/y.ts', 'lib/v/z/w.ts']);
    // The moved folder is watched under its new name: a change in it is seen.
    writeFileSync(join(dir, 'lib/v/z/w.ts'), 'const w = 33;\n');
    const inside = await w.settle(4);
    assert.equal(inside.run.changed, ['lib/v/z/w.ts']);
    assert.equal(inside.report.result, await analyze({ path: dir, cache: false }));
  } finally {
    w.session.stop();
    cleanup();
  }
});

test('watch :: ignored folders get no watcher; a .gitignore change takes effect at the next run', async () => {
  const { dir, cleanup } = tempTree({
    '.gitignore': 'build/\n*.log\n',
    'src/a.ts': 'a\n',
    'src/gen/g.ts': 'g\n',
    'build/out.js': 'o\n',
    'node_modules/m/index.js': 'm\n',
    'vendor/v.js': 'v\n',
    'skip/s.js': 's\n',
  });
  mkdirSync(join(dir, '.git'));
  const w = watching({ path: dir, cache: { directory: join(dir, 'cache') }, exclude: ['vendor'] }, { interval: 30 });
  try {
    await w.settle(1);
    // The root, src and src/gen, skip: not .git, build, node_modules, vendor or the cache.
    assert.is(w.session.watching, 4);
    writeFileSync(join(dir, 'debug.log'), 'noise\n');
    assert.is(await w.sees('debug.log'), false);
    writeFileSync(join(dir, '.gitignore'), 'build/\n*.log\nsrc/gen/\nskip/\n');
    const ignored = await w.settle(2);
    assert.equal(paths(ignored.report.result), ['.gitignore', 'src/a.ts']);
    assert.is(w.session.watching, 2);
    assert.equal(ignored.run.changed, ['.gitignore', 'skip/s.js', 'src/gen/g.ts']);
    writeFileSync(join(dir, '.gitignore'), 'build/\n*.log\n');
    const back = await w.settle(3);
    assert.equal(paths(back.report.result), ['.gitignore', 'skip/s.js', 'src/a.ts', 'src/gen/g.ts']);
    assert.is(w.session.watching, 4);
    assert.equal(back.report.result, await analyze({ path: dir, cache: { directory: join(dir, 'cache') }, exclude: ['vendor'] }));
  } finally {
    w.session.stop();
    cleanup();
  }
});

test('watch :: a file that vanishes mid-read does not stop the watch', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'a\n', 'd/b.ts': 'b\n', 'd/c.ts': 'c\n' });
  let during: (() => void) | undefined;
  const w = watching({ path: dir, cache: false }, { observer: { listed: (folder) => folder === 'd' && during?.() } });
  try {
    await w.settle(1);
    // Run 2 is started by d/b.ts, so it reads d/b.ts: which is gone by then.
    during = () => {
      during = undefined;
      rmSync(join(dir, 'd/b.ts'));
    };
    writeFileSync(join(dir, 'd/b.ts'), 'bb\n');
    await w.until(2);
    assert.equal(w.runs[1].report.result.skipped, [{ path: 'd/b.ts', reason: 'vanished' }]);
    const last = await w.settle(3);
    assert.equal(w.errors, []);
    assert.equal(last.report.result, await analyze({ path: dir, cache: false }));
  } finally {
    w.session.stop();
    cleanup();
  }
});

test('watch :: a deleted root stops the watch with a FileSystemError', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'a\n', 'd/b.ts': 'b\n' });
  const w = watching({ path: dir, cache: false });
  try {
    await w.settle(1);
    rmSync(dir, { recursive: true });
    await w.session.done;
    assert.is(w.errors.length, 1);
    assert.ok(w.errors[0].err instanceof FileSystemError);
    assert.is((w.errors[0].err as Error).message, `no such directory: ${dir}`);
    assert.is(w.errors[0].fatal, true);
    assert.is(w.session.watching, 0);
  } finally {
    w.session.stop();
    cleanup();
  }
});

test('watch :: after as many events as the kernel queue holds, a run trusts no silence', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'a\n', 'd/x.ts': 'x\n' });
  const w = watching({ path: dir, cache: false });
  try {
    await w.settle(1);
    // A queue of three events, and d's events lost, as an overflowing queue loses them.
    Object.assign(w.session, { queue: 3 });
    (w.session as unknown as { folders: { watched: Map<string, { watcher: { close(): void } }> } }).folders.watched.get('d')!.watcher.close();
    writeFileSync(join(dir, 'd/x.ts'), 'const x = "unseen";\n');
    for (const name of ['1.log', '2.log']) writeFileSync(join(dir, name), '');
    writeFileSync(join(dir, 'a.ts'), 'aa\n');
    const checked = await w.settle(2);
    assert.equal(checked.report.result, await analyze({ path: dir, cache: false }));
  } finally {
    w.session.stop();
    cleanup();
  }
});

test('watch :: with a git option, staging and committing start a run', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'a\n', 'b.ts': 'b\n' });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'one');
  const w = watching({ path: dir, cache: false, gitCached: true });
  try {
    assert.equal(paths((await w.settle(1)).report.result), []);
    writeFileSync(join(dir, 'a.ts'), 'aa\n');
    assert.equal(paths((await w.settle(2)).report.result), []);
    git(dir, 'add', 'a.ts');
    assert.equal(paths((await w.settle(3)).report.result), ['a.ts']);
    git(dir, 'commit', '-qm', 'two');
    assert.equal(paths((await w.settle(4)).report.result), []);
    // HEAD moved back: against it, the commit's a.ts is staged again.
    git(dir, 'reset', '-q', '--soft', 'HEAD~1');
    assert.equal(paths((await w.settle(5)).report.result), ['a.ts']);
    git(dir, 'checkout', '-q', '-b', 'other');
    git(dir, 'commit', '-qm', 'three');
    assert.equal(paths((await w.settle(6)).report.result), []);
  } finally {
    w.session.stop();
    cleanup();
  }
});

test.run();
