import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { code, count, plain, share, table } from '../../src/sinks/markdownText.js';

const test = suite('markdownText');

test('markdownText :: counts use en-US grouping', () => {
  assert.equal([0, 999, 1510, 1_000_000, 123_456_789].map(count), ['0', '999', '1,510', '1,000,000', '123,456,789']);
});

test('markdownText :: shares have one decimal, round half up, and 0.0% of nothing', () => {
  assert.equal([[530, 1510], [1, 3], [2, 3], [1, 8], [3, 8], [1, 2000], [1, 1], [0, 7], [0, 0], [5, 0]].map(([p, t]) => share(p, t)), [
    '35.1%', '33.3%', '66.7%', '12.5%', '37.5%', '0.1%', '100.0%', '0.0%', '0.0%', '0.0%',
  ]);
});

test('markdownText :: code spans outlast backtick runs and keep edge backticks and spaces', () => {
  const cases: [string, string][] = [
    ['a.ts', '`a.ts`'],
    ['a`b', '``a`b``'],
    ['a``b`c', '```a``b`c```'],
    ['`tick`', '`` `tick` ``'],
    ['x`', '`` x` ``'],
    [' both ', '`  both  `'],
    [' lead', '` lead`'],
    ['  ', '`  `'],
    ['a|b', '`a\\|b`'],
    ['a\nb', '`"a\\nb"`'],
  ];
  for (const [text, span] of cases) assert.is(code(text), span, text);
  assert.is(code('a|b', false), '`a|b`');
});

test('markdownText :: plain text escapes markup and controls', () => {
  assert.is(plain('my-app_v2'), 'my-app\\_v2');
  assert.is(plain('*a* [b](c) <d> #e |f ~g `h` &i; $j$ \\k'), '\\*a\\* \\[b\\](c) \\<d\\> \\#e \\|f \\~g \\`h\\` \\&i; \\$j\\$ \\\\k');
  assert.is(plain('a\nb'), '"a\\\\nb"');
});

test('markdownText :: tables align numbers right', () => {
  assert.is([...table(['Name', 'N'], 'lr', [['a', '1'], ['b', '2']])].join(''), '| Name | N |\n| --- | ---: |\n| a | 1 |\n| b | 2 |\n');
});

test.run();
