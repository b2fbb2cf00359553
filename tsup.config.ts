import { defineConfig } from 'tsup';

// Dependencies stay external, except two small CommonJS ones loaded on every run: importing
// CommonJS from ESM costs Node about 40 ms of start-up the first time (measured on `--version`:
// 182 ms against 127 ms bundled, with bare `node` at 92 ms), and bundled they cost no lookup.
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
    // Counting threads: loaded beside whichever bundle starts them. CommonJS, like the CLI below,
    // so that a thread starts without Node's ES module loader.
    entry: { counting: 'src/counting/worker.ts' },
    format: ['cjs'],
    shims: true,
    target: 'node20',
    noExternal,
  },
  {
    // A counting thread's script: loads counting.cjs, from the command's code cache on Node 20.
    entry: { worker: 'src/counting/thread.ts' },
    format: ['cjs'],
    shims: true,
    target: 'node20',
  },
  {
    // cacache and its dependencies as one file, loaded only to clear the cache or to read content
    // stored under another algorithm than sha512: Node requires its 60-odd modules in about 65 ms,
    // this file in about 37 ms. (Runs read and write the cache without it: src/cache/entry.ts.)
    entry: { cacache: 'node_modules/cacache/lib/index.js' },
    format: ['cjs'],
    target: 'node20',
    noExternal: [/./],
  },
  {
    // CommonJS: Node then starts the CLI without its ES module loader, which compiles a dozen of
    // its own modules and wraps every built-in the code imports. Alternating runs against the
    // same code as ESM: `--version` 108 against 114 ms, this repository's src/ 218 against 227 ms,
    // Node's headers cold 0.60 against 0.62 s and repeated 177 against 180 ms, Python's standard
    // library cold 0.93 against 0.96 s. One file: tsup splits CommonJS into chunks by way of
    // sucrase, which turns every `?.` and `??` into a helper call.
    entry: { command: 'src/entry/cli.ts' },
    format: ['cjs'],
    shims: true,
    target: 'node20',
    noExternal,
  },
  {
    // The command itself: switches on Node's compile cache before it loads the CLI (see bin.ts).
    entry: { cli: 'src/entry/bin.ts' },
    format: ['cjs'],
    shims: true,
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
