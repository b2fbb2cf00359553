// import() of an ES module, for code that util/compiled.ts may have run from V8's code cache
// (Node 20): code compiled by a vm Script cannot import() there (a Script's own import() needs a
// flag, and one compiled from a cache forgets it), so the loader, compiled as any module, lends
// its own. The bundles' only imports of ES modules are acorn's TypeScript plugin and the
// wizard's prompts.

type Import = (specifier: string) => Promise<unknown>;
const LENT = Symbol.for('analyzer.import');

/** Lends `load` (an import() of the caller's) to importModule(), unless one is lent already. */
export function lendImport(load: Import): void {
  (globalThis as { [LENT]?: Import })[LENT] ??= load;
}

/** import(specifier): the loader's own when it lent one. */
export function importModule<T>(specifier: string): Promise<T> {
  const lent = (globalThis as { [LENT]?: Import })[LENT];
  return (lent ? lent(specifier) : import(specifier)) as Promise<T>;
}
