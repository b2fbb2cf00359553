#!/usr/bin/env node
// node bench/mcp.mjs [--corpora DIR] [--only jsts] [--runs 5] [--reference OLD/dist/cli.cjs] [--diff] [--fit] [--no-analyze]
// (`--only=` with --reference: the start-up alone; `--diff --no-analyze`: the diff and check tools alone)
// `analyzer mcp` driven by the SDK's own client over stdio:
// 1. with --reference (a build without the mcp command): the CLI's start-up, `--version` and a
//    run of a small tree, the two builds alternating, medians: the mcp command must cost a plain
//    run nothing;
// 2. the analyze tool's answer on each corpus, in o200k_base tokens: its text (TOON), the same
//    facts as short Markdown tables, and structuredContent as JSON, for the defaults, methodLevel,
//    top 100, a model (its window) and fit (the plan);
// 3. a repeated analyze of the unchanged tree on one server against a warm CLI run, and the first
//    analyze of a new server (empty cache) against a cold CLI run, in the same rounds;
// 4. (--diff) the corpus committed into a git repository and changed in the working tree as a
//    branch might change it: the diff tool's answer (TOON, the same facts as Markdown, renamed
//    files in the rows, JSON) and the check tool's, then a repeated diff and check on one server
//    against warm CLI runs of `analyzer diff` and `analyzer check`, in the same rounds;
// 5. (--fit) a repeated analyze with fit on one server against a warm CLI run with --fit, and
//    the plain ones, in the same rounds (with --reference, that build's --fit too; the plans
//    of both builds must agree).
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import mri from 'mri';
import { encode } from '@toon-format/toon';
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

async function connect(root, env, tool = 'analyze') {
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--root', root], env: { ...process.env, ...env }, stderr: 'pipe' });
  let stderr = '';
  transport.stderr.on('data', (d) => (stderr += d));
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  const call = async (args, name = tool) => {
    const start = now();
    const answer = await client.callTool({ name, arguments: args }, undefined, { timeout: 600_000 });
    if (answer.isError) throw new Error(`${name} failed: ${answer.content[0].text}; ${stderr}`);
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
  if (o.window) parts.push(`Fills ${o.window.share} of ${o.window.model}'s ${o.window.tokens}-token window`);
  if (o.fit) {
    const { budget, model, digestTokens, fits, leftOut } = o.fit;
    parts.push(`Fit ${budget} tokens${model ? ` (${model})` : ''}: digest ${digestTokens} tokens, ${fits ? 'fits' : 'does not fit'}`);
    parts.push(table(['left out', 'tokens', 'reason'], leftOut.map((f) => [f.path, f.tokens, f.reason])));
  }
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
    for (const args of [{}, { methodLevel: true }, { top: 100 }, { methodLevel: true, top: 100 }, { model: 'gpt-4o' }, { fit: 'gpt-4.1' }, { fit: 'gpt-4o' }]) {
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

// Budgets for fit: a window most of the corpus must leave (gpt-4.1's, 1,047,576 tokens), and one
// nothing fits (gpt-4o's 128,000: the digest's tree and the lines naming what it leaves out exceed it).
const FITS = ['gpt-4.1', 'gpt-4o'];

/**
 * A repeated analyze with fit on one server against a warm CLI run with --fit, and the plain ones,
 * in the same rounds; with `reference`, that build's --fit too (the plan's cost before a change).
 */
async function fitCost(dir, rounds, scratch, reference) {
  const env = { XDG_CONFIG_HOME: configHome(scratch, join(scratch, 'fit-cache')) };
  timed(CLI, ['--cli', '--json', dir], env);
  const samples = { cli: [], mcp: [] };
  for (const fit of FITS) Object.assign(samples, { [`cli ${fit}`]: [], [`mcp ${fit}`]: [], [`ref ${fit}`]: [] });
  const plans = new Set();
  for (let round = 0; round < rounds; round++) {
    process.stderr.write(`bench: mcp fit round ${round + 1}/${rounds}\n`);
    samples.cli.push(timed(CLI, ['--cli', '--json', dir], env).ms);
    for (const fit of FITS) {
      const run = timed(CLI, ['--cli', '--json', '--fit', fit, dir], env);
      samples[`cli ${fit}`].push(run.ms);
      plans.add(JSON.stringify(JSON.parse(run.stdout).fit));
      if (reference) {
        const before = timed(reference, ['--cli', '--json', '--fit', fit, dir], env);
        samples[`ref ${fit}`].push(before.ms);
        plans.add(JSON.stringify(JSON.parse(before.stdout).fit));
      }
    }
    const server = await connect(dir, env);
    try {
      await server.call({});
      samples.mcp.push((await server.call({})).ms);
      for (const fit of FITS) samples[`mcp ${fit}`].push((await server.call({ fit })).ms);
    } finally {
      await server.close();
    }
  }
  if (plans.size !== FITS.length) throw new Error(`${plans.size} different plans for ${FITS.length} budgets`);
  const s = (ms) => (ms / 1000).toFixed(3);
  const ratio = (a, b) => (median(a) / median(b)).toFixed(2);
  return [
    `| | CLI warm | repeated analyze | repeat / CLI warm |${reference ? ' reference CLI | CLI / reference |' : ''}`,
    `| --- | ---: | ---: | ---: |${reference ? ' ---: | ---: |' : ''}`,
    `| plain | ${s(median(samples.cli))} | ${s(median(samples.mcp))} | ${ratio(samples.mcp, samples.cli)} |${reference ? ' | |' : ''}`,
    ...FITS.map((fit) => {
      const [cli, mcp, ref] = ['cli', 'mcp', 'ref'].map((k) => samples[`${k} ${fit}`]);
      return `| \`fit: ${fit}\` | ${s(median(cli))} | ${s(median(mcp))} | ${ratio(mcp, cli)} |${reference ? ` ${s(median(ref))} | ${ratio(cli, ref)} |` : ''}`;
    }),
  ];
}

// No automatic gc in the middle of the set-up (11,000 new objects start one in the background).
const git = (cwd, ...args) => execFileSync('git', ['-c', 'gc.auto=0', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.com' } });

/**
 * The corpus committed, then changed in the working tree as a branch might change it: 300 of its
 * JS/TS files grown by one to seven functions, 20 removed, 20 added, and 10 renamed (staged) and
 * grown by eight.
 */
function changedRepository(corpus, place) {
  const repo = join(place, 'repo');
  cpSync(corpus, repo, { recursive: true });
  git(repo, 'init', '--quiet', '--initial-branch=main');
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '--message', 'base');
  git(repo, 'gc', '--quiet');
  const code = readdirSync(repo, { recursive: true, encoding: 'utf8' }).filter((path) => /\.(js|ts)$/.test(path) && !path.startsWith('.git/')).sort();
  const step = Math.floor(code.length / 340);
  const grow = (path, i, functions) => appendFileSync(join(repo, path), Array.from({ length: functions }, (_, k) => `\nexport function benchAdded${i}x${k}(list) {\n  return list.filter((item) => item.size > ${k}).map((item) => item.name + " ${i}");\n}\n`).join(''));
  const picked = code.filter((_, i) => i % step === 0).slice(0, 340);
  picked.forEach((path, i) => {
    if (i < 20) rmSync(join(repo, path));
    else grow(path, i, 1 + (i % 7));
    if (i >= 320) writeFileSync(join(repo, `bench-new-${i}.ts`), `export function fresh${i}(n: number): number {\n  return n * ${i};\n}\n`);
  });
  // Renamed files grow most (eight functions), and stay similar enough for git to pair them (files of 10-100 KB).
  const chosen = new Set(picked);
  code.filter((path) => !chosen.has(path) && statSync(join(repo, path)).size > 10_000 && statSync(join(repo, path)).size < 100_000).filter((_, i) => i % 50 === 0).slice(0, 10).forEach((path, i) => {
    const moved = path.replace(/\.(js|ts)$/, '.moved.$1');
    git(repo, 'mv', path, moved);
    grow(moved, 1000 + i, 8);
  });
  return repo;
}

/** The diff answer's facts as short Markdown (the alternative to TOON). */
function diffMarkdownOf(o) {
  const table = (head, rows) => [`| ${head.join(' | ')} |`, `| ${head.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  const t = o.totals;
  const was = new Map((o.previousPaths ?? []).map((p) => [p.path, p.previousPath]));
  const parts = [
    `**${o.path}**: ${o.base.ref} (${o.base.commit}) → ${o.head.ref}${o.head.commit ? ` (${o.head.commit})` : ''} (${o.encoding}, comments ${o.includeComments ? 'counted' : 'left out'})`,
    table(['', 'files', 'tokens', 'lines'], ['before', 'after', 'delta'].map((side) => [side, t[side].files, t[side].tokens, t[side].lines])),
    `Changed: ${Object.entries(o.changed).map(([k, n]) => `${n} ${k}`).join(', ')}${o.skipped ? `; skipped: ${Object.entries(o.skipped).map(([k, n]) => `${n} ${k}`).join(', ')}` : ''}`,
    table(['file', 'status', 'before', 'after', 'delta'], o.files.map((f) => [was.has(f.path) ? `${f.path} (was ${was.get(f.path)})` : f.path, f.status, f.before, f.after, f.delta])),
  ];
  if (o.methods) parts.push(`Changed methods: ${Object.entries(o.changedMethods).map(([k, n]) => `${n} ${k}`).join(', ')}`, table(['method', 'file', 'status', 'before', 'after', 'delta'], o.methods.map((m) => [m.name, m.file, m.status, m.before, m.after, m.delta])));
  if (o.unlisted) parts.push(`Not listed: ${Object.entries(o.unlisted).map(([k, n]) => `${n} ${k}`).join(', ')}`);
  if (o.warnings) parts.push(`Warnings: ${o.warnings.join('; ')}`);
  return parts.join('\n\n');
}

/** The diff answer with each renamed file's previous path in its row (TOON then writes the rows as a list). */
function renamesInRows(o) {
  const was = new Map((o.previousPaths ?? []).map((p) => [p.path, p.previousPath]));
  const { previousPaths: _, ...rest } = o;
  return { ...rest, files: o.files.map(({ path, ...row }) => ({ path, ...(was.has(path) && { previousPath: was.get(path) }), ...row })) };
}

// Budgets for check: one of each kind, over the whole tree and over its TypeScript.
const BUDGETS = [{ maxTokens: '30M' }, { maxFileTokens: '20k' }, { path: '*.ts', maxMethodTokens: '2k' }, { maxIncrease: '0.01%' }];

async function diffAndCheck(corpus, rounds, scratch) {
  const place = mkdtempSync(join(scratch, 'git-'));
  process.stderr.write(`bench: committing ${corpus} into a repository and changing it\n`);
  const repo = changedRepository(corpus, place);
  // Past the cache's racy window: files changed within two seconds are read again by every run.
  await new Promise((done) => setTimeout(done, 2500));
  const env = { XDG_CONFIG_HOME: configHome(scratch, join(scratch, 'diff-cache')) };
  const server = await connect(repo, env, 'diff');
  const lines = [];
  try {
    lines.push('| diff arguments | text (TOON) | same facts as Markdown | TOON, renamed files in the rows | structuredContent (JSON) |', '| --- | ---: | ---: | ---: | ---: |');
    for (const args of [{ base: 'HEAD' }, { base: 'HEAD', methodLevel: true }, { base: 'HEAD', top: 100 }]) {
      const { answer } = await server.call(args);
      const o = answer.structuredContent;
      lines.push(`| \`${JSON.stringify(args)}\` | ${tokens(answer.content[0].text)} | ${tokens(diffMarkdownOf(o))} | ${tokens(encode(renamesInRows(o)))} | ${tokens(JSON.stringify(o))} |`);
    }
    const changed = (await server.call({ base: 'HEAD', top: 0 })).answer.structuredContent.changed;
    lines.push('', `Changes: ${Object.entries(changed).map(([k, n]) => `${n} ${k}`).join(', ')}.`, '');
    lines.push('| check arguments | text (TOON) | structuredContent (JSON) | breaches | files and methods listed |', '| --- | ---: | ---: | ---: | ---: |');
    for (const args of [{ maxTokens: '10M', budgets: [] }, { budgets: BUDGETS, base: 'HEAD' }]) {
      const { answer } = await server.call(args, 'check');
      const o = answer.structuredContent;
      lines.push(`| \`${JSON.stringify(args)}\` | ${tokens(answer.content[0].text)} | ${tokens(JSON.stringify(o))} | ${o.breaches.length} | ${o.breaches.reduce((n, b) => n + b.top.length, 0)} |`);
    }
  } finally {
    await server.close();
  }
  // A repeated diff and check on one server against warm CLI runs, in the same rounds.
  const cwd = mkdtempSync(join(scratch, 'cwd-'));
  mkdirSync(join(cwd, '.analyzer'));
  writeFileSync(join(cwd, '.analyzer', 'config.json'), JSON.stringify({ budgets: BUDGETS }));
  const cliDiff = ['diff', 'HEAD', '--json', '--path', repo];
  const cliCheck = ['check', '--base', 'HEAD', '--json', '--path', repo];
  const cliRun = (args) => {
    const start = now();
    const run = spawnSync(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 30 });
    if (run.status !== 0 && run.status !== 1) throw new Error(`analyzer ${args.join(' ')} failed (${run.status}): ${run.stderr.slice(-500)}`);
    return now() - start;
  };
  cliRun(cliDiff);
  cliRun(cliCheck);
  const samples = { cliDiff: [], mcpDiff: [], cliCheck: [], mcpCheck: [] };
  for (let round = 0; round < rounds; round++) {
    process.stderr.write(`bench: mcp diff and check round ${round + 1}/${rounds}\n`);
    samples.cliDiff.push(cliRun(cliDiff));
    samples.cliCheck.push(cliRun(cliCheck));
    const again = await connect(repo, env, 'diff');
    try {
      await again.call({ base: 'HEAD' });
      await again.call({ budgets: BUDGETS, base: 'HEAD' }, 'check');
      for (let i = 0; i < 3; i++) {
        samples.mcpDiff.push((await again.call({ base: 'HEAD' })).ms);
        samples.mcpCheck.push((await again.call({ budgets: BUDGETS, base: 'HEAD' }, 'check')).ms);
      }
    } finally {
      await again.close();
    }
  }
  const s = (ms) => (ms / 1000).toFixed(3);
  lines.push(
    '',
    `Repeated calls on one server (after one of each) against warm CLI runs, ${rounds} rounds, medians (s)`,
    '',
    '| | CLI warm | repeated call | repeat / CLI warm |',
    '| --- | ---: | ---: | ---: |',
    `| \`diff HEAD\` | ${s(median(samples.cliDiff))} | ${s(median(samples.mcpDiff))} | ${(median(samples.mcpDiff) / median(samples.cliDiff)).toFixed(2)} |`,
    `| \`check --base HEAD\`, four budgets | ${s(median(samples.cliCheck))} | ${s(median(samples.mcpCheck))} | ${(median(samples.mcpCheck) / median(samples.cliCheck)).toFixed(2)} |`,
  );
  rmSync(place, { recursive: true, force: true });
  return lines;
}

const args = mri(process.argv.slice(2), { string: ['corpora', 'only', 'reference'], boolean: ['diff', 'fit', 'analyze'], default: { corpora: join(tmpdir(), 'analyzer-corpora'), runs: 5, only: 'jsts', analyze: true } });
if (!existsSync(CLI)) throw new Error('dist/cli.cjs is missing: run npm run build first');
const runs = Number(args.runs);
const scratch = mkdtempSync(join(tmpdir(), 'analyzer-bench-mcp-'));
const out = [];
try {
  if (args.reference) out.push(...(await startup(args.reference, runs * 4)), '');
  // `--only=`: the start-up alone.
  for (const corpus of String(args.only).split(',').filter(Boolean)) {
    const dir = join(args.corpora, corpus);
    if (args.diff) out.push(`diff and check answers on ${corpus} committed and changed, o200k_base tokens`, '', ...(await diffAndCheck(dir, runs, scratch)), '');
    if (args.fit) out.push(`${corpus}: analyze with fit over MCP against the CLI with --fit, ${runs} rounds, medians (s)`, '', ...(await fitCost(dir, runs, scratch, args.reference)), '');
    if (!args.analyze) continue;
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
