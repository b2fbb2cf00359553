import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT, fixture, tempTree } from '../_helpers/index.js';

const test = suite('package');

// Packs the project as npm would publish it, installs the tarball into an empty project and
// uses it the three documented ways: ES import, require() and the `analyzer` bin.
test('package :: the packed tarball works by import, require and bin', async () => {
  const { dir, cleanup } = tempTree({ 'package.json': '{"name":"consumer","private":true}' });
  try {
    const run = (cmd: string, args: string[], cwd = dir) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir], ROOT))[0];
    assert.ok(packed.files.some((f: { path: string }) => f.path === 'dist/cli.cjs'));
    assert.not.ok(packed.files.some((f: { path: string }) => f.path.startsWith('src/') || f.path.startsWith('test/')));
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(dir, packed.filename)]);
    const project = fixture('project');
    // A copy to serve: the server keeps its cache in the folder it serves.
    const served = join(dir, 'served');
    cpSync(project, served, { recursive: true });
    // A repository to diff: one commit, one file edited since.
    const repo = join(dir, 'repo');
    cpSync(project, repo, { recursive: true });
    const git = (...args: string[]) => run('git', ['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', ...args], repo);
    git('init', '--quiet');
    git('add', '--all');
    git('commit', '--quiet', '--message', 'base');
    appendFileSync(join(repo, 'README.md'), '\nEdited since, with a few more words.\n');
    writeFileSync(join(dir, 'esm.mjs'), `import analyzer, { analyze, configure } from 'code-token-analyzer';
const r = await analyzer.analyze({ path: ${JSON.stringify(project)} });
const c = configure({ defaultMethodLevel: true });
const m = await analyze({ path: ${JSON.stringify(project)} });
// The server's dependencies (polka, rate-limiter-flexible) come with the package.
const server = await analyzer.serve({ port: 0, root: ${JSON.stringify(served)} });
const answer = await (await fetch(server.url + 'api/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
await server.stop();
const d = await analyzer.diff({ path: ${JSON.stringify(repo)}, base: 'HEAD', cache: false });
console.log(JSON.stringify([analyzer.analyze === analyze, typeof analyzer.analyzeStream, r.totalFiles, r.totalTokens, analyzer.render(r, 'toon'), analyzer.render(r, 'html'), c.analysis.methodLevel, Array.isArray(m.files[0].methods), answer.data.totalFiles, d.files.map((f) => f.status + ' ' + f.path), analyzer.render(d, 'markdown'), (await analyzer.check({ path: ${JSON.stringify(project)}, maxTokens: r.totalTokens })).ok, (await analyzer.check({ path: ${JSON.stringify(project)}, maxTokens: r.totalTokens - 1 })).breaches[0].actual]));`);
    writeFileSync(join(dir, 'cjs.cjs'), `const analyzer = require('code-token-analyzer');
analyzer.analyze({ path: ${JSON.stringify(project)} }).then(async (r) => {
  const c = analyzer.configure({ defaultMethodLevel: true });
  const m = await analyzer.analyze({ path: ${JSON.stringify(project)} });
  const server = await analyzer.serve({ port: 0, root: ${JSON.stringify(served)} });
  const answer = await (await fetch(server.url + 'api/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
  await server.stop();
  const d = await analyzer.diff({ path: ${JSON.stringify(repo)}, base: 'HEAD', cache: false });
  console.log(JSON.stringify([analyzer.default === undefined || analyzer.default.analyze === analyzer.analyze, typeof analyzer.analyzeStream, r.totalFiles, r.totalTokens, analyzer.render(r, 'toon'), analyzer.render(r, 'html'), c.analysis.methodLevel, Array.isArray(m.files[0].methods), answer.data.totalFiles, d.files.map((f) => f.status + ' ' + f.path), analyzer.render(d, 'markdown'), (await analyzer.check({ path: ${JSON.stringify(project)}, maxTokens: r.totalTokens })).ok, (await analyzer.check({ path: ${JSON.stringify(project)}, maxTokens: r.totalTokens - 1 })).breaches[0].actual]));
});`);
    const esm = JSON.parse(run(process.execPath, ['esm.mjs']));
    const cjs = JSON.parse(run(process.execPath, ['cjs.cjs']));
    assert.equal(esm.slice(0, 3), [true, 'function', 5]);
    assert.equal(esm.slice(6, 9), [true, true, 5]);
    // diff(), and render() of its result, from both builds.
    assert.equal(esm[9], ['modified README.md']);
    assert.ok(esm[10].startsWith('### +'));
    // check(), held and broken.
    assert.equal(esm.slice(11), [true, esm[3]]);
    assert.equal(cjs, esm);
    // TOON comes from an ESM-only package, which the CJS build require()s.
    assert.ok(esm[4].startsWith(`totalTokens: ${esm[3]}\ntotalFiles: 5\n`));
    const bin = JSON.parse(run(join(dir, 'node_modules', '.bin', 'analyzer'), ['--cli', '-p', project]));
    assert.is(bin.totalTokens, esm[3]);
    // The HTML page's script and style are files beside the bundles: both builds and the bin find them.
    assert.ok(packed.files.some((f: { path: string }) => f.path === 'dist/report-page.js'));
    assert.match(esm[5], `<script type="application/json" id="report-data">{"name":"project","counting":`);
    assert.is(run(join(dir, 'node_modules', '.bin', 'analyzer'), ['--cli', '-p', project, '--html']), esm[5]);
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
    assert.is(run(join(dir, 'node_modules', '.bin', 'analyzer'), ['--version']), `${version}\n`);
    // `npx code-token-analyzer mcp`, as the README sets it up: the MCP SDK comes with the package.
    const transport = new StdioClientTransport({ command: join(dir, 'node_modules', '.bin', 'code-token-analyzer'), args: ['mcp', '--root', served], stderr: 'ignore' });
    const client = new Client({ name: 'package-test', version: '1.0.0' });
    await client.connect(transport);
    const answer = await client.callTool({ name: 'analyze', arguments: {} });
    await client.close();
    assert.is((answer.structuredContent as { totalTokens: number }).totalTokens, esm[3]);
  } finally {
    cleanup();
  }
});

test.run();
