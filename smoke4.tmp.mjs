import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
const times = [];
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  const transport = new StdioClientTransport({ command: process.execPath, args: ['/work/wt/mcp/dist/cli.cjs', 'mcp', '--root', '/work/wt/mcp/fixtures/project'], stderr: 'ignore' });
  const client = new Client({ name: 'smoke', version: '1' });
  await client.connect(transport);
  await client.listTools();
  times.push(performance.now() - t);
  await client.close();
}
times.sort((a, b) => a - b);
console.log('initialize + tools/list median ms', times[4].toFixed(0), times.map((x) => x.toFixed(0)).join(' '));
