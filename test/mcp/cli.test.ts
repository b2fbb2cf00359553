import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MCP_HELP } from '../../src/entry/mcp.js';
import { fixture, spawnCli, tempTree } from '../_helpers/index.js';

// `analyzer mcp` as a command: its help, and what it refuses before any protocol starts.
const test = suite('mcp/cli');

test('mcp/cli :: --help prints the command\'s help on stdout, and the main help names the command', async () => {
  const help = await spawnCli(['mcp', '--help']);
  assert.is(help.code, 0);
  assert.is(help.stdout, MCP_HELP);
  assert.ok(MCP_HELP.split('\n').every((line) => line.length <= 80));
  assert.match((await spawnCli(['--help'])).stdout, '\n  analyzer mcp [--root <dir>]       an MCP server on stdio, for coding agents\n');
});

test('mcp/cli :: bad arguments are exit 2, a root that is not a folder exit 5, each one line on stderr and nothing on stdout', async () => {
  const cases: [string[], number, string][] = [
    [['mcp', 'src'], 2, "analyzer: mcp takes no directory ('src'): the folder its tools read is --root\n"],
    [['mcp', '--port', '3000'], 2, "analyzer: unknown option '--port'; run 'analyzer mcp --help' for usage\n"],
    [['mcp', '--roo', '.'], 2, "analyzer: unknown option '--roo' (did you mean '--root'?); run 'analyzer mcp --help' for usage\n"],
    [['mcp', '--root'], 2, 'analyzer: --root needs a value\n'],
    [['mcp', '--root', '/nonexistent/analyzer'], 5, 'analyzer: cannot serve /nonexistent/analyzer: no such directory\n'],
    [['mcp', '--root', 'package.json'], 5, 'analyzer: cannot serve package.json: not a directory\n'],
    [['mcpp'], 2, "analyzer: unknown command 'mcpp' (did you mean 'mcp'?); the commands are watch, diff, check, serve, mcp, config, cache (a folder named so: ./mcpp)\n"],
  ];
  for (const [args, code, stderr] of cases) {
    const run = await spawnCli(args);
    assert.is(run.code, code, args.join(' '));
    assert.is(run.stderr, stderr);
    assert.is(run.stdout, '');
  }
});

test('mcp/cli :: only the mcp command loads the MCP SDK; with its input closed at once it starts, ends and exits 0', async () => {
  const { dir, cleanup } = tempTree();
  try {
    // Told of every module Node loads whose name holds the SDK's.
    const probe = join(dir, 'probe.cjs');
    writeFileSync(probe, "const M = require('node:module'); const load = M._load; M._load = function (request, ...rest) { if (String(request).includes('@modelcontextprotocol/sdk')) process.stderr.write(`loaded ${request}\\n`); return load.call(this, request, ...rest); };\n");
    const env = { NODE_OPTIONS: `--require ${probe}` };
    for (const args of [['--version'], ['--cli', '--json', '--no-cache', fixture('project')], ['mcp', '--help']]) {
      const run = await spawnCli(args, { env });
      assert.is(run.code, 0);
      assert.is(run.stderr, '', args.join(' '));
    }
    // spawnCli's standard input is /dev/null: the session ends as soon as it has begun.
    const mcp = await spawnCli(['mcp', '--root', fixture('project')], { env });
    assert.is(mcp.code, 0);
    assert.match(mcp.stderr, 'loaded @modelcontextprotocol/sdk/server/index.js\n');
    assert.is(mcp.stdout, '');
  } finally {
    cleanup();
  }
});

test.run();
