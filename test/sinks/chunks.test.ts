import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inChunks, sinkOf } from '../../src/sinks/chunks.js';
import type { Report } from '../../src/results.js';
import { runStage } from '../_helpers/index.js';
import { EMPTY, report } from '../_helpers/results.js';

const test = suite('chunks');

test('chunks :: small pieces are joined up to the size, never past it, big ones pass alone', () => {
  assert.equal([...inChunks(['ab', 'c', 'de', 'f', 'g'], 3)], ['abc', 'def', 'g']);
  assert.equal([...inChunks(['ab', 'cd', 'e'], 3)], ['ab', 'cde']);
  assert.equal([...inChunks(['ab', 'cdef', 'g'], 3)], ['ab', 'cdef', 'g']);
  assert.equal([...inChunks(['abcdef', 'g'], 3)], ['abcdef', 'g']);
  assert.equal([...inChunks([], 3)], []);
  assert.equal([...inChunks(['', ''], 3)], []);
});

test('chunks :: a sink renders each report in turn', async () => {
  const out = await runStage<string>(sinkOf((r: Report) => [r.name, '\n']), [report(EMPTY, 'a'), report(EMPTY, 'b')]);
  assert.equal(out, ['a\n', 'b\n']);
});

test('chunks :: a reader that stops early stops the rendering', async () => {
  let rendered = 0;
  function* endless(): Generator<string> {
    for (;;) {
      rendered++;
      yield 'x'.repeat(1024);
    }
  }
  let written = 0;
  const reader = new Writable({
    highWaterMark: 1,
    write(chunk, _enc, done) {
      written += chunk.length;
      done(written > 1_000_000 ? new Error('enough') : null);
    },
  });
  await pipeline(Readable.from([report(EMPTY)]), sinkOf(endless), reader).catch((err) => assert.is(err.message, 'enough'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(rendered < 3000, `${rendered} pieces rendered`);
});

test.run();
