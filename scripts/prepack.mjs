// npm pack and npm publish ship dist/: built here when it is missing, as in a fresh clone
// (pre-commit installs the hook of .pre-commit-hooks.yaml from one: npm install, npm pack).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../dist/cli.cjs', import.meta.url))) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(built.status ?? 1);
}
