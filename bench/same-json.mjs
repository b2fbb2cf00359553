#!/usr/bin/env node
// node bench/same-json.mjs [--only py311,node-include,jsts --corpora DIR --nodes PATH,PATH]
// The JSON of each corpus, plain and with --method-level (cold, --no-cache), must be the same
// bytes on every Node line: this Node and the pinned lines of scripts/node-lines.mjs (installed
// when missing), or --nodes. Each run's stderr must hold nothing but the tool's own lines. Prints
// a table of sizes and SHA-256 prefixes per Node, and exits 1 on any difference.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mri from 'mri';
import { installNodeLines } from '../scripts/node-lines.mjs';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.cjs');
const args = mri(process.argv.slice(2), {
  string: ['only', 'corpora', 'nodes'],
  default: { only: 'py311,node-include,jsts', corpora: join(tmpdir(), 'analyzer-corpora') },
});
const nodes = args.nodes ? String(args.nodes).split(',') : [process.execPath, ...installNodeLines()];
const versions = nodes.map((node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim());
const cwd = mkdtempSync(join(tmpdir(), 'analyzer-same-json-'));
const lines = [
  `The CLI's JSON on ${versions.join(', ')}: bytes and SHA-256 (first 12 hex digits)`,
  '',
  `| corpus | mode | ${versions.join(' | ')} | same |`,
  `| --- | --- | ${versions.map(() => '---').join(' | ')} | --- |`,
];
let differ = false;
try {
  for (const corpus of String(args.only).split(',')) {
    for (const [mode, extra] of [['plain', []], ['--method-level', ['--method-level']]]) {
      process.stderr.write(`same-json: ${corpus} ${mode}\n`);
      const outputs = nodes.map((node) => {
        const run = spawnSync(node, [CLI, '--cli', '--json', '--no-cache', '--path', join(args.corpora, corpus), ...extra], { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
        const foreign = run.stderr.split('\n').filter((line) => line && !line.startsWith('analyzer: '));
        if (run.status !== 0 || foreign.length > 0) throw new Error(`${node} on ${corpus} ${mode} (${run.status}): ${run.stderr.slice(-500)}`);
        return run.stdout;
      });
      const same = outputs.every((output) => output === outputs[0]);
      differ ||= !same;
      const cell = (output) => `${Buffer.byteLength(output).toLocaleString('en-US')} B, ${createHash('sha256').update(output).digest('hex').slice(0, 12)}`;
      lines.push(`| ${corpus} | ${mode} | ${outputs.map(cell).join(' | ')} | ${same ? 'yes' : 'NO'} |`);
    }
  }
} finally {
  rmSync(cwd, { recursive: true, force: true });
}
process.stdout.write(`${lines.join('\n')}\n`);
if (differ) process.exitCode = 1;
