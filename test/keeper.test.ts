import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnalysisCache } from '../src/cache/index.js';
import { Keeper } from '../src/keeper.js';

const test = suite('keeper');

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
