import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
const transport = new StdioClientTransport({ command: process.execPath, args: ['/work/wt/mcp/dist/cli.cjs', 'mcp', '--root', process.argv[2]], stderr: 'inherit', env: { ...process.env, XDG_CONFIG_HOME: '/tmp/mcp-smoke/xdg' } });
const client = new Client({ name: 'smoke', version: '1' });
await client.connect(transport);
const r = await client.callTool({ name: 'analyze', arguments: JSON.parse(process.argv[3] ?? '{}') }, undefined, { timeout: 600000 });
console.log(r.content[0].text);
await client.close();
