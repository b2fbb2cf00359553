import { defineConfig } from 'tsup';

// tiktoken loads tiktoken_bg.wasm from its own folder, so every dependency stays external.
export default defineConfig([
  {
    entry: { index: 'src/entry/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: false,
    // import.meta.url locates the tree-sitter grammars; the CJS build needs it shimmed.
    shims: true,
    target: 'node20',
    footer: ({ format }) => (format === 'cjs' ? { js: 'module.exports = Object.assign(module.exports.default, module.exports);' } : {}),
  },
  {
    // Counting threads: loaded beside whichever bundle starts them.
    entry: { worker: 'src/pool/worker.ts' },
    format: ['esm'],
    target: 'node20',
  },
  {
    entry: { cli: 'src/entry/cli.ts' },
    format: ['esm'],
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
