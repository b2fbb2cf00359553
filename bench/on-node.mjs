// A bench script's `--node` option: runs the whole script again under another Node, with that
// Node first on PATH, so that everything it starts (the CLI, its peers' `#!/usr/bin/env node`
// commands, the steps it spawns with process.execPath) runs on the same line.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_LINES, installNodeLines } from '../scripts/node-lines.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A `node` binary: a path, or a line's major version (22, 24: the pinned one, installed when missing). */
export function resolveNode(value) {
  if (!/^\d+$/.test(value)) return value;
  const index = NODE_LINES.findIndex((version) => version.startsWith(`${value}.`));
  if (index < 0) throw new Error(`--node ${value}: the pinned lines are ${NODE_LINES.join(', ')} (scripts/node-lines.mjs); or give a path`);
  return installNodeLines()[index];
}

/**
 * When `value` names a Node other than this one, runs `script` with `argv` under it and exits
 * with its status; otherwise returns.
 */
export function onNode(value, script, argv) {
  if (value === undefined || value === '') return;
  const node = resolveNode(String(value));
  if (realpathSync(node) === realpathSync(process.execPath)) return;
  const env = { ...process.env, PATH: [dirname(node), process.env.PATH].join(delimiter) };
  const child = spawnSync(node, [...process.execArgv, fileURLToPath(script), ...withoutNode(argv)], { stdio: 'inherit', env, cwd: ROOT });
  process.exit(child.status ?? 1);
}

function withoutNode(argv) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--node') i++;
    else if (!argv[i].startsWith('--node=')) out.push(argv[i]);
  }
  return out;
}
