import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { analyze } from '../../src/entry/index.js';
import { fixture, reference } from '../_helpers/index.js';
import { TREE, post, start } from './_serve.js';

const test = suite('server pack');

const GITHUB = readFileSync(fixture('secrets', 'github-classic.yml'), 'utf8');

test('server pack :: split answers the parts as an array, each at most the budget, as the library cuts them', async () => {
  const s = await start();
  try {
    const res = await post(`${s.url}/api/analyze`, { outputFormat: 'gitingest', split: 60 });
    assert.is(res.status, 200);
    assert.equal(Object.keys(res.json), ['success', 'data', 'counting', 'parts']);
    const result = await analyze({ path: s.dir, outputFormat: 'gitingest', split: 60, cache: false });
    assert.equal(res.json.parts, result.parts);
    assert.ok(res.json.parts.length > 1 && res.json.parts.every((part: string) => reference(part) <= 60));
    assert.is(res.json.data.parts, undefined);
    const refused = await post(`${s.url}/api/analyze`, { split: 60 });
    assert.is(refused.status, 400);
    assert.is(refused.json.error.message, 'split cuts a GitIngest digest into parts: it cannot go with the json format');
  } finally {
    await s.stop();
  }
});

test('server pack :: a secret is left out of the output and named in data.secrets; allowSecrets keeps it', async () => {
  const s = await start({}, { ...TREE, 'ci.yml': GITHUB });
  try {
    const res = await post(`${s.url}/api/analyze`, { outputFormat: 'gitingest' });
    assert.is(res.status, 200);
    assert.equal(res.json.data.secrets, [{ path: 'ci.yml', rule: '@secretlint/secretlint-rule-github', line: 1 }]);
    assert.ok(res.json.output.includes('[Left out: secretlint found a secret (@secretlint/secretlint-rule-github at line 1)]'));
    assert.not.ok(res.json.output.includes(GITHUB.trim()));
    const allowed = await post(`${s.url}/api/analyze`, { outputFormat: 'gitingest', allowSecrets: true });
    assert.is(allowed.json.data.secrets, undefined);
    assert.ok(allowed.json.output.includes(GITHUB));
    // JSON carries no text: nothing scanned.
    assert.is((await post(`${s.url}/api/analyze`, {})).json.data.secrets, undefined);
  } finally {
    await s.stop();
  }
});

test.run();
