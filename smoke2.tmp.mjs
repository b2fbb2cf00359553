import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
const transport = new StdioClientTransport({ command: process.execPath, args: ['/work/wt/mcp/dist/cli.cjs', 'mcp', '--root', process.argv[2]], stderr: 'inherit', env: { ...process.env, XDG_CONFIG_HOME: '/tmp/mcp-smoke/xdg' } });
const client = new Client({ name: 'smoke', version: '1' });
await client.connect(transport);
for (const a of process.argv.slice(3)) { const [n, j] = a.split('='); const r = await client.callTool({ name: n, arguments: JSON.parse(j) }); console.log(JSON.stringify(r)); }
await client.close();
