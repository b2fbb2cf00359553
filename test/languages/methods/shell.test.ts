import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { methodsOf } from '../../_helpers/methods.js';

const test = suite('shell');

test('shell :: `f() {}`, `function f {}`, subshell bodies and nested functions', async () => {
  assert.equal(await methodsOf('shell', 'shell', 'deploy.sh'), [
    ['log', 6, 8], ['cleanup', 10, 12], ['build', 14, 16], ['deploy', 18, 25], ['deploy.verify', 19, 21],
  ]);
});

test.run();
