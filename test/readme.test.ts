import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configTable } from '../scripts/config-table.js';
import { ROOT } from './_helpers/index.js';

const test = suite('readme');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

test('readme :: the configuration table is the schema (node --import tsx scripts/config-table.ts)', () => {
  assert.ok(README.includes(configTable()), configTable());
});

test.run();
