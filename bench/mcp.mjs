#!/usr/bin/env node
// node bench/mcp.mjs [--corpora DIR] [--only jsts] [--runs 5] [--reference OLD/dist/cli.cjs]
// (`--only=` with --reference: the start-up alone)
// `analyzer mcp` driven by the SDK's own client over stdio:
// 1. with --reference (a build without the mcp command): the CLI's start-up, `--version` and a
//    run of a small tree, the two builds alternating, medians: the mcp command must cost a plain
//    run nothing;
// 2. the analyze tool's answer on each corpus, in o200k_base tokens: its text (TOON), the same
//    facts as short Markdown tables, and structuredContent as JSON, for the defaults, methodLevel
//    and top 100;
// 3. a repeated analyze of the unchanged tree on one server against a warm CLI run, and the first
//    analyze of a new server (empty cache) against a cold CLI run, in the same rounds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import mri from 'mri';
import { get_encoding } from 'tiktoken';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'dist', 'cli.cjs');
const SMALL_TREE = join(HERE, '..', 'fixtures', 'project');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const now = () => Number(process.hrtime.bigint()) / 1e6;
const encoder = get_encoding('o200k_base');
const tokens = (text) => encoder.encode(text, [], []).length;

/** A user configuration of its own, so every run keeps its cache where the bench says. */
function configHome(scratch, cacheDir) {
  const home = mkdtempSync(join(scratch, 'xdg-'));
  mkdirSync(join(home, 'analyzer'));
  writeFileSync(join(home, 'analyzer', 'config.json'), JSON.stringify({ cache: { directory: cacheDir } }));
  return home;
}

function timed(cli, args, env = {}, cwd = tmpdir()) {
  const start = now();
  const run = spawnSync(process.execPath, [cli, ...args], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = now() - start;
  if (run.status !== 0) throw new Error(`${cli} ${args.join(' ')} failed (${run.status}): ${run.stderr.slice(-500)}`);
  return { ms, stdout: run.stdout };
}

async function connect(root, env) {
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--root', root], env: { ...process.env, ...env }, stderr: 'pipe' });
  let stderr = '';
  transport.stderr.on('data', (d) => (stderr += d));
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  const call = async (args) => {
    const start = now();
    const answer = await client.callTool({ name: 'analyze', arguments: args }, undefined, { timeout: 600_000 });
    if (answer.isError) throw new Error(`analyze failed: ${answer.content[0].text}; ${stderr}`);
    return { ms: now() - start, answer };
  };
  return { call, close: () => client.close() };
}

/** The answer's facts as short Markdown tables (the alternative to TOON the text was chosen against). */
function markdownOf(o) {
  const table = (head, rows) => [`| ${head.join(' | ')} |`, `| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  const parts = [`**${o.path}**: ${o.totalTokens} tokens, ${o.totalFiles} files, ${o.totalLines} lines${o.totalMethods !== undefined ? `, ${o.totalMethods} methods` : ''} (${o.encoding}, comments ${o.includeComments ? 'counted' : 'left out'})`];
  if (o.skipped) parts.push(`Skipped: ${Object.entries(o.skipped).map(([r, n]) => `${r} ${n}`).join(', ')}`);
  parts.push(table(['folder', 'tokens', 'lines', 'files'], o.folders.map((f) => [f.path, f.tokens, f.lines, f.files])));
  parts.push(table(['file', 'tokens', 'lines'], o.files.map((f) => [f.path, f.tokens, f.lines])));
  parts.push(table(['language', 'tokens', 'lines', 'files'], o.languages.map((l) => [l.language, l.tokens, l.lines, l.files])));
  if (o.methods) parts.push(table(['method', 'file', 'line', 'tokens', 'lines'], o.methods.map((m) => [m.name, m.file, m.line, m.tokens, m.lines])));
  if (o.unlisted) parts.push(`Not listed: ${Object.entries(o.unlisted).map(([k, n]) => `${n} ${k}`).join(', ')}`);
  if (o.warnings) parts.push(`Warnings: ${o.warnings.join('; ')}`);
  return parts.join('\n\n');
}

async function startup(reference, rounds) {
  const samples = { refVersion: [], version: [], refSmall: [], small: [], session: [] };
  for (let i = 0; i < rounds; i++) {
    samples.refVersion.push(timed(reference, ['--version']).ms);
    samples.version.push(timed(CLI, ['--version']).ms);
    samples.refSmall.push(timed(reference, ['--cli', '--json', '--no-cache', SMALL_TREE]).ms);
    samples.small.push(timed(CLI, ['--cli', '--json', '--no-cache', SMALL_TREE]).ms);
    // An MCP session ready: spawned, initialized, its tools listed.
    const start = now();
    const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--root', SMALL_TREE], stderr: 'ignore' });
    const client = new Client({ name: 'bench', version: '1' });
    await client.connect(transport);
    await client.listTools();
    samples.session.push(now() - start);
    await client.close();
  }
  const row = (what, ref, mine) => `| ${what} | ${median(ref).toFixed(1)} | ${median(mine).toFixed(1)} | ${(median(mine) / median(ref)).toFixed(3)} |`;
  return [
    `Start-up, ${rounds} runs of each, the two builds alternating; medians (ms)`,
    '',
    '| run | reference build | this build | ratio |',
    '| --- | ---: | ---: | ---: |',
    row('`analyzer --version`', samples.refVersion, samples.version),
    row('`analyzer --cli --json --no-cache fixtures/project` (5 files)', samples.refSmall, samples.small),
    '',
    `\`analyzer mcp\` ready (spawned, initialized, tools listed): ${median(samples.session).toFixed(1)} ms, ${(median(samples.session) / median(samples.version)).toFixed(2)} x \`--version\``,
  ];
}

async function sizes(dir, scratch) {
  const server = await connect(dir, { XDG_CONFIG_HOME: configHome(scratch, join(scratch, 'size-cache')) });
  const lines = ['| arguments | text (TOON) | same facts as Markdown | structuredContent (JSON) |', '| --- | ---: | ---: | ---: |'];
  try {
    for (const args of [{}, { methodLevel: true }, { top: 100 }, { methodLevel: true, top: 100 }]) {
      const { answer } = await server.call(args);
      const text = answer.content[0].text;
      lines.push(`| \`${JSON.stringify(args)}\` | ${tokens(text)} | ${tokens(markdownOf(answer.structuredContent))} | ${tokens(JSON.stringify(answer.structuredContent))} |`);
    }
  } finally {
    await server.close();
  }
  return lines;
}

async function warmth(dir, rounds, scratch) {
  const samples = { cliCold: [], cliWarm: [], first: [], repeat: [] };
  const warmEnv = { XDG_CONFIG_HOME: configHome(scratch, join(scratch, 'warm-cache')) };
  timed(CLI, ['--cli', '--json', dir], warmEnv);
  for (let round = 0; round < rounds; round++) {
    process.stderr.write(`bench: mcp round ${round + 1}/${rounds}\n`);
    const coldEnv = () => ({ XDG_CONFIG_HOME: configHome(scratch, mkdtempSync(join(scratch, 'cache-'))) });
    samples.cliCold.push(timed(CLI, ['--cli', '--json', dir], coldEnv()).ms);
    samples.cliWarm.push(timed(CLI, ['--cli', '--json', dir], warmEnv).ms);
    const server = await connect(dir, coldEnv());
    try {
      samples.first.push((await server.call({})).ms);
      for (let i = 0; i < 3; i++) samples.repeat.push((await server.call({})).ms);
    } finally {
      await server.close();
    }
  }
  const s = (ms) => (ms / 1000).toFixed(3);
  return [
    `| ${s(median(samples.cliCold))} | ${s(median(samples.first))} | ${(median(samples.first) / median(samples.cliCold)).toFixed(2)} | ${s(median(samples.cliWarm))} | ${s(median(samples.repeat))} | ${(median(samples.repeat) / median(samples.cliWarm)).toFixed(2)} |`,
  ];
}

const args = mri(process.argv.slice(2), { string: ['corpora', 'only', 'reference'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 5, only: 'jsts' } });
if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
const runs = Number(args.runs);
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-bench-mcp-'));
const out = [];
try {
  if (args.reference) out.push(...(await startup(args.reference, runs * 4)), '');
  // `--only=`: the start-up alone.
  for (const corpus of String(args.only).split(',').filter(Boolean)) {
    const dir = join(args.corpora, corpus);
    out.push(`analyze answers on ${corpus}, o200k_base tokens`, '', ...(await sizes(dir, scratch)), '');
    out.push(
      `${corpus}: analyze over MCP against the CLI, ${runs} rounds, medians (s); ratios in the same rounds`,
      '',
      '| CLI cold | first analyze, new server | first / CLI cold | CLI warm | repeated analyze | repeat / CLI warm |',
      '| ---: | ---: | ---: | ---: | ---: | ---: |',
      ...(await warmth(dir, runs, scratch)),
      '',
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  encoder.free();
}
process.stdout.write(`${out.join('\n')}\n`);
