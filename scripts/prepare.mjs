// `prepare`: dist/ built when it is missing, as in a clone of the repository. npm runs it when it
// installs the package from git or from a folder (pre-commit 4 installs the hook of
// .pre-commit-hooks.yaml with `npm install -g git+file://<clone>`; pre-commit 3 runs `npm install`
// in the clone, then `npm pack`), and before npm pack and npm publish. A clone that has dist/
// already (a developer's) is left as it is.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
if (existsSync(join(root, 'dist', 'cli.cjs'))) process.exit(0);

// npm hands its settings to the commands it runs: under `npm install -g`, npm_config_global=true
// would make these global installs too, and the build tools would land outside this folder
// (the "tsup: not found" of a git install). This folder's own install and build, then.
const env = { ...process.env, npm_config_global: 'false', npm_config_location: 'project' };
const npm = (...args) => {
  const ran = spawnSync('npm', args, { cwd: root, env, stdio: 'inherit', shell: process.platform === 'win32' });
  if (ran.status !== 0) process.exit(ran.status ?? 1);
};
// A git install prepares the clone with `npm install`, which under -g leaves its devDependencies out.
if (!existsSync(join(root, 'node_modules', 'tsup'))) npm('ci', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund');
npm('run', 'build');
