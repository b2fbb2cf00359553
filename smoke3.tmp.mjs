import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
const dir = mkdtempSync('/tmp/mcp-smoke/big-');
for (let f = 0; f < 40; f++) { const folder = join(dir, `p${f}`); mkdirSync(folder, {recursive: true}); for (let i = 0; i < 60; i++) writeFileSync(join(folder, `c${i}.js`), Array.from({length: 12}, (_, k) => `export function h${f}x${i}x${k}(input) {\n  return "${f}-${i}-${k} label text" + input;\n}\n`).join('\n')); }
const transport = new StdioClientTransport({ command: process.execPath, args: ['/work/wt/mcp/dist/cli.cjs', 'mcp', '--root', dir], stderr: 'inherit', env: { ...process.env, XDG_CONFIG_HOME: '/tmp/mcp-smoke/xdg' } });
const client = new Client({ name: 'smoke', version: '1' });
client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => console.log('log', n.params.data));
client.onerror = (e) => console.log('client error', e);
transport.onclose = () => console.log('transport closed');
await client.connect(transport);
const c = new AbortController();
try { await client.callTool({ name: 'analyze', arguments: {} }, undefined, { signal: c.signal, onprogress: (p) => { console.log('progress', p); c.abort(); } }); } catch (e) { console.log('rejected', e.message); }
await new Promise((r) => setTimeout(r, 1000));
const r = await client.callTool({ name: 'analyze', arguments: {} });
console.log(r.structuredContent.totalFiles);
await client.close();
