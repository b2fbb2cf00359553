// The entry point the read stage uses; the mapping itself lives in the language table.
export { detectLanguage } from './table.js';

// Interpreters a `#!` line names, and the language of the script (as tokei and scc read them).
const INTERPRETERS: Record<string, string> = {
  sh: 'shell', bash: 'shell', zsh: 'shell', ksh: 'shell', dash: 'shell', ash: 'shell', mksh: 'shell',
  node: 'javascript', nodejs: 'javascript', deno: 'typescript', bun: 'javascript', 'ts-node': 'typescript', tsx: 'typescript',
  python: 'python', python2: 'python', python3: 'python', pypy: 'python', pypy3: 'python',
  ruby: 'ruby', perl: 'perl', php: 'php', lua: 'lua', luajit: 'lua', Rscript: 'r', pwsh: 'powershell',
};

/**
 * The language of a script by its first line (`#!/usr/bin/env bash`, `#!/usr/bin/python3 -u`,
 * `#!/usr/bin/env -S node --flag`); undefined when the bytes start with no `#!` line naming a
 * known interpreter.
 */
export function languageOfShebang(bytes: Uint8Array): string | undefined {
  if (bytes[0] !== 35 || bytes[1] !== 33) return undefined;
  let end = bytes.indexOf(10);
  if (end < 0 || end > 256) end = Math.min(bytes.length, 256);
  const words = Buffer.from(bytes.buffer, bytes.byteOffset + 2, end - 2).toString('latin1').trim().split(/\s+/);
  let program: string | undefined = words[0]?.slice(words[0].lastIndexOf('/') + 1);
  if (program === 'env') program = words.slice(1).find((word) => !word.startsWith('-') && !word.includes('='));
  if (!program) return undefined;
  // python3.11, ruby3.1, perl5.36: the version is not part of the name.
  return INTERPRETERS[program] ?? INTERPRETERS[program.replace(/[\d.]+$/, '')];
}
