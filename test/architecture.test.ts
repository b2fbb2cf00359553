import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from './_helpers/index.js';

// The layers of docs/architecture.md, as .dependency-cruiser.cjs writes them: `npm run lint` runs
// the same check by hand.
const test = suite('architecture');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The rules' violations among the modules of `cwd`'s src/. */
function violations(cwd: string): Violation[] {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  // It exits with the number of errors: the JSON is read whatever the status, and must be there.
  assert.ok(run.stdout.startsWith('{'), `depcruise printed no result: ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return summary.violations;
}

test('architecture :: no import in src/ runs against the layers', () => {
  assert.equal(violations(ROOT).map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`), []);
});

test('architecture :: the rules find an upward import, a cycle, a stage importing a sink and a module in no layer', () => {
  const found = violations(join(ROOT, 'fixtures/layers')).map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
  assert.equal(found, [
    'every-src-module-in-a-layer: src/loose.ts -> src/entry/high.ts',
    'no-base-to-above: src/util/low.ts -> src/entry/high.ts',
    'no-circular: src/tokenizer/a.ts -> src/tokenizer/b.ts',
    'no-stage-to-sink: src/stages/read.ts -> src/sinks/json.ts',
  ]);
});

test.run();
