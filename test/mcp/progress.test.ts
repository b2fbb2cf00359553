import { realpathSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Roots } from '../../src/mcp/roots.js';
import { startMcp } from '../../src/mcp/server.js';
import { analyzeTool } from '../../src/mcp/tools/analyze.js';
import type { ToolContext } from '../../src/mcp/tools/tool.js';
import { Keeper } from '../../src/run/keeper.js';
import { tempTree } from '../_helpers/index.js';
import { bigTree } from './_session.js';

const test = suite('mcp/progress');

// The analyze tool's own reports of progress, every one of them (the server sends at most one per
// 200 ms: test/mcp/server.test.ts checks what reaches a client).
test('mcp/progress :: analyze with fit reports every file counted, every file weighed for the plan, and each count of a whole digest, always growing, of a total that ends all done', async () => {
  const big = bigTree(4, 30);
  const root = realpathSync(big.dir);
  const keeper = new Keeper();
  const warnings: string[] = [];
  const seen: { done: number; total?: number }[] = [];
  const context: ToolContext = {
    roots: new Roots(root, (m) => warnings.push(m)),
    keeper,
    signal: new AbortController().signal,
    progress: (done, total) => void seen.push({ done, total }),
    warn: (m) => warnings.push(m),
  };
  try {
    const { structured } = await analyzeTool.call({ fit: 2000 }, context);
    assert.is(structured.totalFiles, 120);
    assert.equal(warnings, []);
    assert.ok(seen.every((p, i) => i === 0 || p.done > seen[i - 1].done), 'progress grows');
    // Counted: whole numbers up to 120, of 241 once the walk knows the files (each counted, then weighed, then the search).
    const counting = seen.filter((p) => p.done <= 120);
    assert.is(counting.at(-1)!.done, 120);
    assert.is(counting.at(-1)!.total, 241);
    // Weighed for the plan: each file one step, 121 to 240.
    const weighing = seen.filter((p) => p.done > 120 && Number.isInteger(p.done));
    assert.equal(weighing.map((p) => p.done), Array.from({ length: 120 }, (_, i) => 121 + i));
    // The search: each count of a whole digest a step into the last unit (1/2, 2/3, ...), never reaching it.
    const searching = seen.filter((p) => p.done > 240);
    assert.ok(searching.length >= 2, JSON.stringify(searching));
    assert.ok(searching.every((p, i) => Math.abs(p.done - 240 - (i + 1) / (i + 2)) < 1e-9), JSON.stringify(searching));
    assert.ok(seen.filter((p) => p.done > 120).every((p) => p.total === 241));
  } finally {
    await keeper.close();
    big.cleanup();
  }
});

// The SDK's client handles a notification a microtask after the chunk that brings it, and an
// answer at once: a notification read with the answer is dropped (src/mcp/server.ts, finished()).
test('mcp/progress :: the answer is written at least 20 ms after the last notification, also when the last batch counted already said all was done', async () => {
  const { dir, cleanup } = tempTree(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`src/f${i}.ts`, `export const value${i} = ${i};\n`])));
  const input = new PassThrough();
  const written: { at: number; message: { id?: number; method?: string; params?: { progress?: number; total?: number } } }[] = [];
  let answered!: () => void;
  const answer = new Promise<void>((resolve) => (answered = resolve));
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const at = performance.now();
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        const message = JSON.parse(line);
        written.push({ at, message });
        if (message.id === 2) answered();
      }
      done();
    },
  });
  const session = await startMcp({ root: realpathSync(dir), input, output, warn: () => {} });
  const send = (message: Record<string, unknown>) => input.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  try {
    send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } });
    send({ method: 'notifications/initialized' });
    send({ id: 2, method: 'tools/call', params: { name: 'analyze', arguments: {}, _meta: { progressToken: 'p' } } });
    await answer;
    const notes = written.filter((w) => w.message.method === 'notifications/progress');
    // One batch of 20 files: its notification says all is done, and no other is sent.
    assert.equal(notes.map((w) => w.message.params), [{ progressToken: 'p', progress: 20, total: 20 }]);
    const gap = written.find((w) => w.message.id === 2)!.at - notes[0].at;
    assert.ok(gap >= 20, `${gap.toFixed(1)} ms`);
  } finally {
    input.end();
    await session.stop();
    cleanup();
  }
});

test.run();
