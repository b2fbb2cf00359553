import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { paint, plural, summary, warnings } from '../../src/entry/terminal.js';
import { spawnCli } from '../_helpers/index.js';
import { SMALL } from '../_helpers/results.js';
import { windowShare } from '../../src/tokenizer/window.js';

const test = suite('terminal');
const stream = (isTTY: boolean) => ({ isTTY }) as NodeJS.WriteStream;

test('terminal :: colour on terminals only; NO_COLOR turns it off, FORCE_COLOR on', () => {
  assert.is(paint(stream(true), {}).red('x'), '\x1b[31mx\x1b[39m');
  assert.is(paint(stream(false), {}).red('x'), 'x');
  assert.is(paint(stream(true), { NO_COLOR: '1' }).bold('x'), 'x');
  assert.is(paint(stream(false), { FORCE_COLOR: '1' }).bold('x'), '\x1b[1mx\x1b[22m');
  assert.is(paint(stream(true), { FORCE_COLOR: '0' }).bold('x'), 'x');
  assert.is(paint(stream(false), { FORCE_COLOR: '1', NO_COLOR: '1' }).bold('x'), 'x');
});

test('terminal :: the summary, plurals, and which skips are worth a warning', () => {
  const plain = paint(stream(false), {});
  assert.is(summary({ result: SMALL, name: 'q', warnings: [] }, 'wrote out.md', plain),
    '1,510 tokens in 3 files, 177 lines\n  884  src/lib/queue.ts\n  530  src/cli.ts\n   96  README.md\nwrote out.md\n');
  const window = { countMode: 'exact' as const, encoding: 'o200k_base', includeComments: false, window: { model: 'gpt-4o', tokens: 3700 } };
  assert.is(summary({ result: SMALL, name: 'q', warnings: [], counting: window }, '', plain),
    "1,510 tokens in 3 files, 177 lines\n  41% of gpt-4o's 3,700-token window\n  884  src/lib/queue.ts\n  530  src/cli.ts\n   96  README.md\n");
  assert.is(windowShare(52_480, { model: 'gpt-4o', tokens: 128_000 }), "41% of gpt-4o's 128,000-token window");
  assert.is(windowShare(1_000, { model: 'llama-3', tokens: 8_192 }), "12% of llama-3's 8,192-token window");
  assert.is(windowShare(500, { model: 'gpt-4o', tokens: 128_000 }), "0.4% of gpt-4o's 128,000-token window");
  assert.is(windowShare(5, { model: 'gpt-4.1', tokens: 1_047_576 }), "<0.1% of gpt-4.1's 1,047,576-token window");
  assert.is(windowShare(20_000, { model: 'gpt-4', tokens: 8_192 }), "244% of gpt-4's 8,192-token window");
  assert.is(plural(1, 'file'), '1 file');
  assert.is(plural(1234, 'line'), '1,234 lines');
  const skipped = [{ path: 'a.png', reason: 'binary' }, { path: 'b.txt', reason: 'invalid-utf8' }, { path: 'gone.txt', reason: 'vanished' }];
  const report = { result: { ...SMALL, skipped }, name: 'q', warnings: ['x.js: cannot parse for methods'] };
  assert.equal(warnings(report, false), [{ warning: 'x.js: cannot parse for methods' }, { warning: 'skipped 1 file (1 invalid-utf8); --verbose lists them' }]);
  assert.equal(warnings(report, true).slice(1), [
    { warning: 'skipped 3 files (1 binary, 1 invalid-utf8, 1 vanished)' }, { line: 'skipped a.png: binary' }, { line: 'skipped b.txt: invalid-utf8' }, { line: 'skipped gone.txt: vanished' },
  ]);
});

test('terminal :: the CLI colours its error line with FORCE_COLOR, and never with NO_COLOR', async () => {
  const forced = await spawnCli(['no/such/dir'], { env: { NO_COLOR: '', FORCE_COLOR: '1' } });
  assert.is(forced.stderr, '\x1b[31manalyzer:\x1b[39m no such directory: no/such/dir\n');
  const off = await spawnCli(['no/such/dir'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } });
  assert.is(off.stderr, 'analyzer: no such directory: no/such/dir\n');
  const pipe = await spawnCli(['no/such/dir'], { env: { NO_COLOR: '', FORCE_COLOR: '' } });
  assert.is(pipe.stderr, 'analyzer: no such directory: no/such/dir\n');
});

test.run();
