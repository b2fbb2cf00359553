import { defineConfig } from 'tsup';

// Dependencies stay external, except two small CommonJS ones loaded on every run: importing
// CommonJS from ESM costs Node about 40 ms of start-up the first time (measured on `--version`:
// 182 ms against 127 ms bundled, with bare `node` at 92 ms).
const noExternal = ['ignore', 'mri'];

export default defineConfig([
  {
    entry: { index: 'src/entry/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: false,
    // import.meta.url locates the tree-sitter grammars; the CJS build needs it shimmed.
    shims: true,
    target: 'node20',
    noExternal,
    footer: ({ format }) => (format === 'cjs' ? { js: 'module.exports = Object.assign(module.exports.default, module.exports);' } : {}),
  },
  {
    // Counting threads: loaded beside whichever bundle starts them.
    entry: { worker: 'src/pool/worker.ts' },
    format: ['esm'],
    target: 'node20',
    noExternal,
  },
  {
    // cacache and its dependencies as one file, loaded when the cache writes: Node requires its
    // 60-odd modules in about 65 ms, this file in about 37 ms. (Reading needs none of it: see
    // src/cache/entry.ts. A run that changes nothing never loads it.)
    entry: { cacache: 'node_modules/cacache/lib/index.js' },
    format: ['cjs'],
    target: 'node20',
    noExternal: [/./],
  },
  {
    entry: { cli: 'src/entry/cli.ts' },
    format: ['esm'],
    target: 'node20',
    noExternal,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
