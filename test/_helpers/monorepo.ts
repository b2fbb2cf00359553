// A realistic large tree, made at test time: a monorepo of TypeScript files under twelve top-level
// folders (apps/, packages/, libs/, ...), `packages` packages each (ten by default: 2,400 files),
// twenty files a package of 3 to 32 lines (about 50 to 500 tokens), plus a README and a
// package.json at the top: about 240 tokens a file, 580,000 in all by default. The list of the
// files a budget of a few tens of thousands of tokens leaves out costs more than the budget.

export const MONOREPO_TOPS = ['apps', 'packages', 'libs', 'services', 'tools', 'scripts', 'docs', 'examples', 'infra', 'plugins', 'shared', 'e2e'];

export function monorepo({ packages = 10 } = {}): Record<string, string> {
  const files: Record<string, string> = { 'README.md': '# Monorepo\n\nEvery package of the product.\n', 'package.json': '{ "name": "mono", "private": true }\n' };
  // A fixed pseudo-random sequence (a linear congruential generator), so sizes vary but never change.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (const top of MONOREPO_TOPS) {
    for (let p = 0; p < packages; p++) {
      for (let f = 0; f < 20; f++) {
        const lines = 3 + Math.floor(next() * 30);
        const body = Array.from({ length: lines }, (_, i) => `export const value${i} = compute(${i * 7 + f}, '${top}-${p}-${f}');`);
        files[`${top}/${top}-${p}/src/module${f}.ts`] = `import { compute } from '../../core';\n${body.join('\n')}\n`;
      }
    }
  }
  return files;
}
