import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ROOT, fixture } from '../_helpers/index.js';
import { XDG } from './_session.js';

// docs/mcp.md's set-up, as a user follows it: the package installed globally from the clone (the
// README's Install), then each client's snippet started as that client starts it. The snippets
// once named `npx -y code-token-analyzer`, a package npm does not have.
const test = suite('mcp/setup');
const page = readFileSync(join(ROOT, 'docs', 'mcp.md'), 'utf8');

/** Each snippet's command and arguments: the JSON configurations' servers and the `claude mcp add ... --` lines. */
function snippets(): { from: string; command: string; args: string[] }[] {
  const found: { from: string; command: string; args: string[] }[] = [];
  for (const [, json] of page.matchAll(/```json\n([\s\S]*?)```/g)) {
    const config = JSON.parse(json) as Record<string, Record<string, { command: string; args: string[] }>>;
    for (const [key, servers] of Object.entries(config)) for (const server of Object.values(servers)) found.push({ from: key, command: server.command, args: server.args });
  }
  for (const [line, rest] of page.matchAll(/^claude mcp add .*? -- (.+)$/gm)) {
    const [command, ...args] = rest.split(' ');
    found.push({ from: line, command, args });
  }
  return found;
}

test('mcp/setup :: every snippet of docs/mcp.md starts a server that answers, after the README\'s global install', async () => {
  const prefix = mkdtempSync(join(tmpdir(), 'analyzer-global-'));
  try {
    // `npm install -g .` in the clone (the build is there): into a prefix of the test's own.
    const install = spawnSync('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--offline', ROOT], { encoding: 'utf8' });
    assert.is(install.status, 0, install.stderr);
    const found = snippets();
    assert.is(found.length, 4, JSON.stringify(found));
    for (const { from, command, args } of found) {
      const transport = new StdioClientTransport({
        command,
        args: [...args, '--root', fixture('project')],
        env: { PATH: `${join(prefix, 'bin')}:${process.env.PATH}`, NO_COLOR: '1', XDG_CONFIG_HOME: XDG },
        stderr: 'pipe',
      });
      const client = new Client({ name: 'analyzer-setup-test', version: '1.0.0' });
      try {
        await client.connect(transport);
        const { tools } = await client.listTools();
        assert.equal(tools.map((tool) => tool.name).sort(), ['analyze', 'check', 'count_tokens', 'diff'], from);
        const answer = await client.callTool({ name: 'analyze', arguments: {} });
        assert.is((answer.structuredContent as { totalFiles: number }).totalFiles, 5, from);
      } finally {
        await client.close();
      }
    }
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});

test.run();
