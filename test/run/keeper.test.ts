import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newRunStats, runReport } from '../../src/run/index.js';
import { planRun } from '../../src/run/plan.js';
import type { AnalysisCache } from '../../src/cache/index.js';
import { cacheSize, clearCache } from '../../src/cache/index.js';
import { Keeper } from '../../src/run/keeper.js';
import { tempTree } from '../_helpers/index.js';

const test = suite('keeper');

/** A keeper whose runs wait at `gate` once they hold their store, and that tells when a store comes back (with its save). */
class GatedKeeper extends Keeper {
  gate: Promise<void> | undefined;
  holding: (() => void) | undefined;
  back: ((saved: Promise<void> | undefined) => void) | undefined;

  override async store(key: string, open: () => Promise<AnalysisCache>, warn: (message: string) => void): Promise<AnalysisCache> {
    const store = await super.store(key, open, warn);
    this.holding?.();
    await this.gate;
    return store;
  }

  override giveStore(key: string, store: AnalysisCache, ok: boolean, saved?: Promise<void>): void {
    super.giveStore(key, store, ok, saved);
    this.back?.(saved);
  }
}

test('keeper :: after clear() returns, no run that started before it writes to the cache', async () => {
  const { dir, cleanup } = tempTree({ 'a.ts': 'export const a = 1;\n', 'src/b.py': 'def b():\n    return 2\n' });
  const directory = join(dir, '.analyzer', 'cache');
  const options = { path: dir, cache: { directory, ttl: 3_600_000 }, methodLevel: true };
  const keeper = new GatedKeeper();
  try {
    // A first run fills the cache.
    const first = new Promise<Promise<void> | undefined>((resolve) => (keeper.back = resolve));
    await runReport(planRun(options), { session: keeper });
    await (await first);
    assert.ok(cacheSize(directory).files > 0);
    // The second run has something new to save, and holds its store while the cache is cleared.
    writeFileSync(join(dir, 'a.ts'), 'export const a = 11;\n');
    let release!: () => void;
    keeper.gate = new Promise((resolve) => (release = resolve));
    const holding = new Promise<void>((resolve) => (keeper.holding = resolve));
    const back = new Promise<Promise<void> | undefined>((resolve) => (keeper.back = resolve));
    const stats = newRunStats();
    const running = runReport(planRun(options), { session: keeper, observer: { stats } });
    await holding;
    const cleared = await keeper.clear(async () => {
      const { files } = cacheSize(directory);
      await clearCache(directory);
      return files;
    });
    assert.ok(cleared > 0);
    release();
    const report = await running;
    assert.is(report.result.totalFiles, 2);
    // The run went on to the end, its save (if any) included, and wrote nothing.
    await (await back);
    await keeper.saved();
    assert.equal(cacheSize(directory), { files: 0, bytes: 0 });
    // The next run counts from nothing, and saves again.
    keeper.gate = undefined;
    const third = new Promise<Promise<void> | undefined>((resolve) => (keeper.back = resolve));
    const again = newRunStats();
    await runReport(planRun(options), { session: keeper, observer: { stats: again } });
    await (await third);
    assert.equal([again.counted, again.cached], [2, 0]);
    assert.ok(cacheSize(directory).files > 0);
  } finally {
    await keeper.close();
    cleanup();
  }
});

/** A stand-in for a cache's store: the keeper only begins it again when it hands it out. */
function fakeStore(name: string): AnalysisCache {
  return { name, begin: () => {} } as unknown as AnalysisCache;
}

test('keeper :: keeps the four stores used last; an older one is opened again', async () => {
  const keeper = new Keeper();
  const opened: string[] = [];
  const take = (key: string) => keeper.store(key, async () => (opened.push(key), fakeStore(key)), () => {});
  for (const key of ['a', 'b', 'c', 'd', 'e']) keeper.giveStore(key, await take(key), true);
  assert.equal(opened, ['a', 'b', 'c', 'd', 'e']);
  // b, c, d and e are kept; using b makes c the least recent.
  keeper.giveStore('b', await take('b'), true);
  keeper.giveStore('f', await take('f'), true);
  for (const key of ['b', 'd', 'e', 'f']) keeper.giveStore(key, await take(key), true);
  assert.equal(opened, ['a', 'b', 'c', 'd', 'e', 'f']);
  await take('c');
  await take('a');
  assert.equal(opened, ['a', 'b', 'c', 'd', 'e', 'f', 'c', 'a']);
  await keeper.close();
});

test('keeper :: a store given back after a failed run is not kept', async () => {
  const keeper = new Keeper();
  const opened: string[] = [];
  const take = (key: string) => keeper.store(key, async () => (opened.push(key), fakeStore(key)), () => {});
  keeper.giveStore('a', await take('a'), false);
  await take('a');
  assert.equal(opened, ['a', 'a']);
  await keeper.close();
});

test.run();
