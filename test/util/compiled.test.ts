import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCompiled } from '../../src/util/compiled.js';
import { tempTree } from '../_helpers/index.js';

const test = suite('compiled');
const load = (specifier: string) => import(specifier);
type Seen = { filename?: string; dirname?: string; exports?: boolean; required?: string; imported?: string };
const seen = () => ((globalThis as { compiledSeen?: Seen }).compiledSeen ??= {});

// What a bundle does: module.exports, require() from its own folder, __filename, __dirname, and
// import() of an ES module through the loader's lent import (util/esm.ts).
const CODE = `
const seen = globalThis.compiledSeen;
seen.filename = __filename;
seen.dirname = __dirname;
seen.exports = module.exports === exports;
seen.required = typeof require('./helper.cjs').value;
seen.imported = globalThis[Symbol.for('analyzer.import')]('@sveltejs/acorn-typescript').then((m) => typeof m.tsPlugin);
`;

test('compiled :: code runs as require() runs it, compiled once and then from the cache, whose file only this user can read', async () => {
  const { dir, cleanup } = tempTree({ 'code.cjs': CODE, 'helper.cjs': 'exports.value = 1;\n' });
  try {
    const folder = join(dir, 'cache');
    const file = join(dir, 'code.cjs');
    for (const expected of ['compiled', 'cache', 'cache']) {
      (globalThis as { compiledSeen?: Seen }).compiledSeen = {};
      assert.is(runCompiled(file, folder, load), expected);
      const { imported, ...rest } = seen();
      assert.equal(rest, { filename: file, dirname: dir, exports: true, required: 'number' });
      assert.is(await imported, 'function', expected);
    }
    const [name] = readdirSync(folder);
    assert.match(name, /^[0-9a-f]{16}-[0-9a-f]{40}-\d+$/);
    assert.is(statSync(folder).mode & 0o777, 0o700);
    assert.is(statSync(join(folder, name)).mode & 0o777, 0o600);
  } finally {
    cleanup();
  }
});

test('compiled :: other code of the same length gets a cache of its own, never the first one, and its cache replaces the first build\'s; a bundle elsewhere keeps its own', () => {
  const { dir, cleanup } = tempTree({ 'code.cjs': 'globalThis.compiledValue = 1;\n', 'elsewhere/code.cjs': 'globalThis.compiledElsewhere = 1;\n' });
  try {
    const folder = join(dir, 'cache');
    const file = join(dir, 'code.cjs');
    assert.is(runCompiled(join(dir, 'elsewhere', 'code.cjs'), folder, load), 'compiled');
    const [elsewhere] = readdirSync(folder);
    assert.is(runCompiled(file, folder, load), 'compiled');
    const first = readdirSync(folder).filter((name) => name !== elsewhere);
    assert.is(first.length, 1);
    writeFileSync(file, 'globalThis.compiledValue = 2;\n');
    assert.is(runCompiled(file, folder, load), 'compiled');
    assert.is((globalThis as { compiledValue?: number }).compiledValue, 2);
    const second = readdirSync(folder).filter((name) => name !== elsewhere);
    assert.is(second.length, 1);
    assert.is.not(second[0], first[0]);
    assert.is(second[0].slice(0, 17), first[0].slice(0, 17));
    assert.is(runCompiled(file, folder, load), 'cache');
    assert.is((globalThis as { compiledValue?: number }).compiledValue, 2);
    assert.ok(readdirSync(folder).includes(elsewhere));
    assert.is(runCompiled(join(dir, 'elsewhere', 'code.cjs'), folder, load), 'cache');
  } finally {
    cleanup();
  }
});

test('compiled :: a folder that others can write is neither read nor written', () => {
  const { dir, cleanup } = tempTree({ 'code.cjs': 'globalThis.compiledValue = 3;\n' });
  try {
    const folder = join(dir, 'cache');
    const file = join(dir, 'code.cjs');
    assert.is(runCompiled(file, folder, load), 'compiled');
    chmodSync(folder, 0o777);
    assert.is(runCompiled(file, folder, load), 'compiled');
    assert.is((globalThis as { compiledValue?: number }).compiledValue, 3);
    const other = join(dir, 'open');
    mkdirSync(other, { mode: 0o777 });
    chmodSync(other, 0o777);
    assert.is(runCompiled(file, other, load), 'compiled');
    assert.equal(readdirSync(other), []);
  } finally {
    cleanup();
  }
});

test.run();
