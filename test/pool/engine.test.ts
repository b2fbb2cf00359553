import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { engineFlags } from '../../src/pool/engine.js';

const test = suite('engine');

const BUDGET = '--interrupt-budget=270336';

test('engine :: a one-shot run that counts or finds methods optimises later; a long-lived one, and one that only counts lines, keeps V8\'s budget', () => {
  assert.equal(engineFlags({ countMode: 'exact' }), ['--no-turbo-inlining', BUDGET]);
  assert.equal(engineFlags({ countMode: 'none', methodLevel: true }), [BUDGET, '--liftoff-only', '--heap-growing-percent=20']);
  assert.equal(engineFlags({ countMode: 'estimate' }), []);
  assert.equal(engineFlags({ countMode: 'none' }), []);
  // watch, serve and mcp
  assert.equal(engineFlags({ countMode: 'exact', methodLevel: true }, true), ['--no-turbo-inlining']);
});

test.run();
