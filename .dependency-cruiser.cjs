// The architecture, as rules: `npm run lint` (depcruise) fails on an import against them.
// Layers, top to bottom; a module may import its own layer's modules and those below, never above:
//   entry      src/entry            the CLI, the wizard, the library's index
//   processes  src/server, src/mcp, src/watch   long-lived processes around the composer
//   commands   src/check, src/diff  runs made of runs: a check weighs one, a diff compares two sources
//   composer   src/run              resolves a run's options once and composes source -> stages -> aggregate -> pack -> sink
//   steps      src/stages, src/counting, src/sinks, src/pack, src/page
//   services   src/cache, src/config, src/git
//   knowledge  src/tokenizer, src/languages, src/patterns
//   base       src/util, src/types.ts, src/results.ts (the results every layer speaks)
const LAYERS = [
  ['entry', '^src/entry/'],
  ['processes', '^src/(server|mcp|watch)/'],
  ['commands', '^src/(check|diff)/'],
  ['composer', '^src/run/'],
  ['steps', '^src/(stages|counting|sinks|pack|page)/'],
  ['services', '^src/(cache|config|git)/'],
  ['knowledge', '^src/(tokenizer|languages|patterns)/'],
  ['base', '^src/util/|^src/(types|results)\\.ts$'],
];

const upward = LAYERS.flatMap(([name, path], i) =>
  i === 0 ? [] : [{
    name: `no-${name}-to-above`,
    comment: `${name} may not import a layer above it (${LAYERS.slice(0, i).map(([n]) => n).join(', ')})`,
    severity: 'error',
    from: { path },
    to: { path: LAYERS.slice(0, i).map(([, p]) => `(${p})`).join('|') },
  }],
);

module.exports = {
  forbidden: [
    ...upward,
    // Within the steps: a stage never imports a sink or the pack step; counting runs stages, not the reverse.
    { name: 'no-stage-to-sink', severity: 'error', from: { path: '^src/(stages|counting)/' }, to: { path: '^src/(sinks|pack)/' } },
    { name: 'no-stage-to-counting', severity: 'error', from: { path: '^src/stages/' }, to: { path: '^src/counting/' } },
    { name: 'no-sink-to-pack', severity: 'error', from: { path: '^src/sinks/' }, to: { path: '^src/pack/' } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'no-src-to-tests-or-bench', severity: 'error', from: { path: '^src/' }, to: { path: '^(test|bench|scripts)/' } },
    { name: 'every-src-module-in-a-layer', severity: 'error', from: { path: '^src/', pathNot: LAYERS.map(([, p]) => `(${p})`).join('|') }, to: {} },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
