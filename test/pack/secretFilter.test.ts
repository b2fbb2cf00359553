import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative } from 'node:path';
import { maySecret } from '../../src/pack/secretFilter.js';
import { fixture } from '../_helpers/index.js';

const test = suite('secretFilter');

const require = createRequire(import.meta.url);
const { lintSource } = require('@secretlint/core') as typeof import('@secretlint/core');
const { creator } = require('@secretlint/secretlint-rule-preset-recommend') as typeof import('@secretlint/secretlint-rule-preset-recommend');

/** The rules of the preset, as it reports them, on `text` named `path`. */
async function preset(path: string, text: string): Promise<string[]> {
  const { messages } = await lintSource({
    source: { content: text, filePath: path, ext: extname(path), contentType: 'text' },
    options: { config: { rules: [{ id: creator.meta.id, rule: creator }] }, noPhysicFilePath: true },
  });
  return messages.map((m) => `${m.ruleId.replace('@secretlint/secretlint-rule-', '')}:${m.loc.start.line}`);
}

// One file for each pattern of each rule of the preset that reports with its defaults; written for
// these tests (random values in each token's shape, not real credentials).
const FOUND: Record<string, string[]> = {
  '.npmrc': ['npm:1'],
  'anthropic.ts': ['anthropic:1'],
  'aws-secret-access-key.env': ['aws:2'],
  'basic-auth.py': ['basicauth:1'],
  'gcp-service-account.json': ['gcp:1', 'privatekey:5'],
  'github-classic.yml': ['github:1'],
  'github-fine-grained.txt': ['github:1'],
  'linear.js': ['linear:1'],
  'mongodb.ts': ['database-connection-string:1'],
  'mysql.java': ['database-connection-string:2'],
  'npm-token.sh': ['npm:1'],
  'onepassword.sh': ['1password:1'],
  'openai-legacy.py': ['openai:1'],
  'openai-project.py': ['openai:1'],
  'package.json': ['npm:4', 'basicauth:4'],
  'postgres.rs': ['database-connection-string:1'],
  'private-key.pem': ['privatekey:1'],
  'sendgrid.php': ['sendgrid:2'],
  'shopify.js': ['shopify:1'],
  'slack-token.rb': ['slack:1'],
  'slack-webhook.go': ['slack:3'],
};

test('secretFilter :: every pattern of every rule: the preset finds it, and the filter lets it through', async () => {
  assert.equal(readdirSync(fixture('secrets')).sort(), Object.keys(FOUND).sort());
  for (const [name, rules] of Object.entries(FOUND)) {
    const text = readFileSync(fixture('secrets', name), 'utf8');
    assert.equal((await preset(name, text)).sort(), [...rules].sort(), name);
    assert.ok(maySecret(name, text), name);
  }
});

test('secretFilter :: the rules the preset runs are the ones these files cover', () => {
  const covered = new Set(Object.values(FOUND).flat().map((r) => r.split(':')[0]));
  const rules = (creator as unknown as { rules: { meta: { id: string } }[] }).rules.map((rule) => rule.meta.id.replace('@secretlint/secretlint-rule-', ''));
  // filter-comments reports nothing (it silences the others); aws's ID patterns are off by default.
  assert.equal(rules.filter((rule) => !covered.has(rule)), ['filter-comments']);
});

test('secretFilter :: a finding needs the part the filter looks for: each secret without it is not reported', async () => {
  const cut = (text: string) => text.replace(/(ghp|npm|lin_api|sk-ant-api0|ops|shpat|SG|xoxb|T3BlbkFJ)(_|\.|-|\d)?/g, (m) => `${m[0]} ${m.slice(1)}`);
  for (const name of ['github-classic.yml', 'npm-token.sh', 'linear.js', 'anthropic.ts', 'onepassword.sh', 'shopify.js', 'sendgrid.php', 'slack-token.rb', 'openai-legacy.py']) {
    const text = cut(readFileSync(fixture('secrets', name), 'utf8'));
    assert.equal(await preset(name, text), [], name);
    assert.not.ok(maySecret(name, text), name);
  }
});

test("secretFilter :: never misses on the project's fixtures: where the preset finds anything, the filter lets the file through", async () => {
  let scanned = 0, found = 0;
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  for (const file of walk(fixture())) {
    const bytes = readFileSync(file);
    if (bytes.includes(0)) continue;
    const path = relative(fixture(), file);
    const text = bytes.toString('utf8');
    scanned++;
    if ((await preset(path, text)).length === 0) continue;
    found++;
    assert.ok(maySecret(path, text), path);
  }
  assert.ok(scanned > 200 && found >= Object.keys(FOUND).length, `${scanned} scanned, ${found} found`);
});

test.run();
