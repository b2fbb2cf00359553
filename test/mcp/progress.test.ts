import { realpathSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Roots } from '../../src/mcp/roots.js';
import { analyzeTool } from '../../src/mcp/tools/analyze.js';
import type { ToolContext } from '../../src/mcp/tools/tool.js';
import { Keeper } from '../../src/run/keeper.js';
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

test.run();
