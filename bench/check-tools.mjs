#!/usr/bin/env node
// node --import tsx bench/check-tools.mjs [TOOL ...] [--root DIR ...] [--only SUBSTRING] [--report FILE]
// Comment removal checked by each language's own tools on real code no one here wrote: every
// module in bench/tools/ names a language, the tools it needs, a corpus found on this machine
// (Ruby's and Perl's standard libraries, Node's C headers, ...) and a check that says, per file,
// whether the stripped text still compiles ("broken"), whether its code tokens changed ("altered")
// and whether a comment survived ("kept"). A tool that is not installed is skipped with a message.
// Exits 1 when any count is not zero.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mri from 'mri';
import { removeComments } from '../src/languages/comments.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const args = mri(process.argv.slice(2), { string: ['root', 'only', 'report'] });
const modules = readdirSync(join(HERE, 'tools')).filter((name) => name.endsWith('.mjs')).sort();
const wanted = args._.length ? args._.map(String) : modules.map((name) => name.slice(0, -4));
const report = [];
let bad = 0;

/** Whether `command` runs here. */
export function installed(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

for (const name of wanted) {
  if (!modules.includes(`${name}.mjs`)) {
    console.error(`check-tools: no tool '${name}' (have: ${modules.map((m) => m.slice(0, -4)).join(', ')})`);
    process.exit(2);
  }
  const tool = (await import(pathToFileURL(join(HERE, 'tools', `${name}.mjs`)).href)).default;
  const missing = tool.requires.filter((command) => !installed(command));
  if (missing.length) {
    console.log(`${name}: skipped, not installed: ${missing.join(', ')}`);
    continue;
  }
  // A corpus may span folders (Perl keeps its pure-Perl and its compiled modules apart).
  const roots = [args.root ?? tool.corpus() ?? []].flat();
  if (!roots.length) {
    console.log(`${name}: skipped, no corpus found on this machine (give one with --root)`);
    continue;
  }
  const files = roots.flatMap((root) => [...walk(root)]).filter((path) => tool.accepts(path) && (!args.only || path.includes(args.only)));
  const scratch = mkdtempSync(join(tmpdir(), `check-${name}-`));
  const started = Date.now();
  const within = (path) => roots.find((root) => !relative(root, path).startsWith('..')) ?? roots[0];
  const result = await tool.check({
    files,
    root: roots[0],
    roots,
    scratch,
    read: (path) => readFileSync(path, 'utf8').replace(/^\ufeff/, ''),
    strip: (text, path) => removeComments(text, tool.language(path)),
    note: (kind, path, detail = '') => report.push(`${name} ${kind} ${relative(within(path), path)}${detail ? `: ${detail}` : ''}`),
  });
  rmSync(scratch, { recursive: true, force: true });
  const { checked, broken, altered, kept, unchecked = 0 } = result;
  bad += broken + altered + kept;
  console.log(
    `${name}: ${checked} files checked in ${roots.join(', ')} (${unchecked} the tool itself rejects before stripping); ` +
      `broken ${broken}, altered ${altered}, comments kept ${kept} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
if (args.report) writeFileSync(args.report, report.join('\n') + '\n');
else if (report.length) console.log(report.slice(0, 200).join('\n'));
process.exitCode = bad > 0 ? 1 : 0;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}
