// analyzer for the action, built from the action's own checkout: GitHub downloads the repository
// at the ref a workflow names (`uses: <owner>/code-token-analyzer@v1`), source only, and this
// builds it there once per job: `npm ci` and `npm run build`, as a clone is built (about 30 s on
// a runner). The build's stamp marks a finished one, so a later use in the job reuses it and an
// interrupted one is built again.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const CLI = join(ROOT, 'dist', 'cli.cjs');
// `npm run build` empties dist/ first: a stamp left there always belongs to the build that wrote it.
const STAMP = join(ROOT, 'dist', '.built-for-action');

/** analyzer could not be built: the step reports it apart from a budget exceeded. */
export class BuildError extends Error {}

/** The path of the built CLI (dist/cli.cjs of the action's checkout), built first when it is not. */
export function builtCli(say) {
  if (existsSync(STAMP)) return CLI;
  say("::group::Building code-token-analyzer from the action's checkout (npm ci, npm run build)");
  const started = Date.now();
  try {
    // No install scripts: the package's own `prepare` would build a second time, and no dependency needs one.
    npm('npm ci', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
    npm('npm run build', ['run', 'build']);
    writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  } finally {
    say('::endgroup::');
  }
  say(`Built code-token-analyzer in ${Math.round((Date.now() - started) / 1000)} s`);
  return CLI;
}

function npm(command, args) {
  // npm is npm.cmd on Windows, which only a shell starts.
  const ran = spawnSync('npm', args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], shell: process.platform === 'win32' });
  if (ran.error) throw new BuildError(`could not build analyzer in ${ROOT}: cannot run ${command}: ${ran.error.message}`);
  if (ran.status !== 0) throw new BuildError(`could not build analyzer in ${ROOT}: ${command} failed (${ran.signal ?? `exit ${ran.status}`}); its output is above`);
}
