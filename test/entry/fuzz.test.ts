import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { caseSource, cliCase, fuzz, jsonText, restCase } from '../_helpers/fuzz.js';
import { knownFinding } from '../_helpers/fuzzKnown.js';

// The input fuzzer (issue #33) on a fixed seed and a fixed number of cases: a few seconds here;
// scripts/fuzz-inputs.ts runs it for as long as asked. Every finding is printed with what
// reproduces it.
const test = suite('fuzz');
const SEED = 33;

test('fuzz :: a case is the same for the same seed and number, and differs between numbers', () => {
  assert.equal(cliCase(caseSource(SEED, 5)), cliCase(caseSource(SEED, 5)));
  assert.equal(restCase(caseSource(SEED, 5)), restCase(caseSource(SEED, 5)));
  assert.is.not(JSON.stringify(cliCase(caseSource(SEED, 5))), JSON.stringify(cliCase(caseSource(SEED, 6))));
  assert.is(jsonText(JSON.parse('{"__proto__":[1,"x"]}')), '{"__proto__":[1,"x"]}');
});

test('fuzz :: no flag, command, configuration key (config set, a config file) or REST field value ends in an internal error, a stack trace, a hang or an undocumented exit', async () => {
  const { findings, ran } = await fuzz({ seed: SEED, cases: { cli: 8, 'config-set': 6, 'config-file': 6, rest: 200 }, concurrency: 2, timeoutMs: 60_000, known: knownFinding });
  assert.equal(ran, { cli: 8, 'config-set': 6, 'config-file': 6, rest: 200 });
  assert.equal(findings.map((f) => `${f.kind} ${f.n}: ${f.problem}\n  ${f.reproduce}\n  ${f.detail}`), []);
});

test.run();
