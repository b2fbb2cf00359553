import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { basename } from 'node:path';
import { analyze, render } from '../../src/entry/index.js';
import { fixture, reference, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('pack levels');

const PUSH = `    this.items.push(item);
    this.count = this.items.length;
    if (this.count > this.limit) {
      this.items.shift();
      this.dropped += 1;
      this.emit('drop', this.items.length, this.dropped);
    }
    this.emit('push', item, this.count);
`;
const CLEAR = `    this.items.length = 0;
    this.count = 0;
    this.dropped = 0;
    this.emit('clear', this.limit);
`;
const queue = (push: string, clear: string) => `export class Queue {\n  push(item: string): void {\n${push}  }\n\n  clear(): void {\n${clear}  }\n}\n`;
const NOTES = 'Some notes about the queue and its limits.\n';
const SEP = '='.repeat(48);

/** The digest of the two files at `levels` (the summary's line on them), `queue` as shown (none: path only). */
function expected(name: string, estimated: number, levels: string, queueText?: string): string {
  return `Directory: ${name}\nFiles analyzed: 2\n\nEstimated tokens: ${estimated}\nTokenizer: o200k_base\nPacked to fit ${levels}\n\n`
    + `Directory structure:\n└── ${name}/\n    ├── notes.md\n    └── src/\n        └── queue.ts\n\n`
    + `${SEP}\nFILE: notes.md\n${SEP}\n${NOTES}\n\n`
    + (queueText === undefined ? '' : `\n${SEP}\nFILE: src/queue.ts\n${SEP}\n${queueText}\n\n`);
}

test('levels :: the same file whole, with its largest body elided, as signatures, as path only, and left out, as the budget shrinks; each digest counted exactly, under its budget', async () => {
  const { dir, cleanup } = tempTree({ 'src/queue.ts': queue(PUSH, CLEAR), 'notes.md': NOTES });
  const name = basename(dir);
  try {
    const whole = await spawnCli([dir, '--gitingest', '--no-cache']);
    // Budgets far enough from each level's digest that the temporary folder's name (a few tokens either way) does not move them.
    assert.ok(reference(whole.stdout) > 200);
    const pushGone = '    // … 66 tokens elided (lines 3-10) …\n';
    const clearGone = '    // … 34 tokens elided (lines 14-17) …\n';
    const cases: [string, string, string][] = [
      ['195', expected(name, 79, '195 tokens: 1 file with bodies elided', queue(pushGone, CLEAR)), 'packed 1 file with bodies elided'],
      ['165', expected(name, 63, '165 tokens: 1 file as signatures', queue(pushGone, clearGone)), 'packed 1 file as signatures'],
      ['140', expected(name, 9, '140 tokens: 1 file as path only (no text)'), 'packed 1 file as path only (no text)'],
    ];
    for (const [budget, digest, said] of cases) {
      const run = await spawnCli([dir, '--gitingest', '--no-cache', '--fit', budget]);
      assert.is(run.stdout, digest, `--fit ${budget}`);
      const tokens = reference(run.stdout);
      assert.ok(tokens <= Number(budget), `${tokens} tokens over ${budget}`);
      assert.is(run.stderr, `analyzer: fit: ${said} to fit ${budget} tokens (digest: ${tokens} tokens)\n`);
    }
    // The elided body's count is its text's own; the plan gives the file's tokens as packed, counted as written.
    const plan = await analyze({ path: dir, cache: false, fit: 195 });
    const packedText = queue(pushGone, CLEAR);
    assert.equal(plan.fit?.packed, [{ path: 'src/queue.ts', level: 'bodies elided', tokens: reference(packedText), wholeTokens: reference(queue(PUSH, CLEAR)) }]);
    assert.equal(plan.fit?.levels, { whole: 1, 'bodies elided': 1, signatures: 0, 'path only': 0, 'left out': 0 });
    // The library's result renders the same digest as the CLI writes.
    const library = await analyze({ path: dir, cache: false, fit: 140, outputFormat: 'gitingest' });
    assert.is(render(library, 'gitingest'), cases[2][1]);
    // Too small for the tree with both paths: the files go out, counted.
    const out = await spawnCli([dir, '--gitingest', '--no-cache', '--fit', '70']);
    assert.match(out.stdout, 'Files analyzed: 0\n\nEstimated tokens: 0\nTokenizer: o200k_base\nLeft out to fit 70 tokens: 2 files, ');
    assert.ok(reference(out.stdout) <= 70);
  } finally {
    cleanup();
  }
});

test('levels :: fitted digests of real code in several languages, at several budgets, are at most their budget by the reference tokenizer, and keep code in part before dropping files', async () => {
  const dir = fixture('methods');
  const whole = reference((await spawnCli([dir, '--gitingest', '--no-cache'])).stdout);
  for (const budget of [Math.floor(whole * 0.9), Math.floor(whole * 0.6), Math.floor(whole * 0.3)]) {
    const run = await spawnCli([dir, '--gitingest', '--no-cache', '--fit', String(budget)]);
    assert.is(run.code, 0, run.stderr);
    const tokens = reference(run.stdout);
    assert.ok(tokens <= budget, `${tokens} over ${budget}`);
    const { fit } = JSON.parse((await spawnCli([dir, '--json', '--no-cache', '--fit', String(budget)])).stdout);
    assert.is(fit.digestTokens, tokens);
    assert.ok(fit.levels['bodies elided'] + fit.levels.signatures > 0, JSON.stringify(fit.levels));
  }
  // At 90% nothing needs to go whole: only bodies are elided.
  const { fit } = JSON.parse((await spawnCli([dir, '--json', '--no-cache', '--fit', String(Math.floor(whole * 0.9))])).stdout);
  assert.is(fit.levels['path only'] + fit.levels['left out'], 0);
});

test('levels :: --compress elides every body worth eliding, in the digest with --gitingest, and its saving is exact; other formats report the saving alone; with --fit it compresses first', async () => {
  const { dir, cleanup } = tempTree({ 'src/queue.ts': queue(PUSH, CLEAR), 'notes.md': NOTES });
  const name = basename(dir);
  try {
    const run = await spawnCli([dir, '--gitingest', '--no-cache', '--compress']);
    assert.is(run.code, 0, run.stderr);
    const compressed = queue('    // … 66 tokens elided (lines 3-10) …\n', '    // … 34 tokens elided (lines 14-17) …\n');
    const before = reference(queue(PUSH, CLEAR)) + reference(NOTES);
    const after = reference(compressed) + reference(NOTES);
    assert.is(run.stdout, `Directory: ${name}\nFiles analyzed: 2\n\nEstimated tokens: ${after}\nTokenizer: o200k_base\nCompressed: 2 method bodies elided in 1 file (${before} tokens of text to ${after})\n\n`
      + `Directory structure:\n└── ${name}/\n    ├── notes.md\n    └── src/\n        └── queue.ts\n\n${SEP}\nFILE: notes.md\n${SEP}\n${NOTES}\n\n\n${SEP}\nFILE: src/queue.ts\n${SEP}\n${compressed}\n\n`);
    const json = JSON.parse((await spawnCli([dir, '--json', '--no-cache', '--compress'])).stdout);
    assert.equal(json.compress, { files: 1, bodies: 2, tokensBefore: before, tokensAfter: after });
    assert.is(json.totalTokens, before);
    const result = await analyze({ path: dir, cache: false, compress: true, outputFormat: 'gitingest' });
    assert.is(result.totalTokens, after);
    // Compressed first: the file is at signatures from the start, and the plan says so.
    const fitted = await analyze({ path: dir, cache: false, compress: true, fit: 1000 });
    assert.equal(fitted.fit?.levels, { whole: 1, 'bodies elided': 0, signatures: 1, 'path only': 0, 'left out': 0 });
    const refused = await spawnCli([dir, '--json', '--no-cache', '--compress', '--no-token-count']);
    assert.is(refused.code, 2);
    assert.is(refused.stderr, 'analyzer: compress needs token counts (its markers name the tokens elided): it cannot go with tokenCount false (--no-token-count)\n');
  } finally {
    cleanup();
  }
});

test('levels :: the budget the last move leaves unused is filled: bodies elided before a large file went are given back, the smallest first, while the digest fits', async () => {
  // One large text with no bodies, and code whose bodies save about 190, 35 and 25 tokens.
  const line = (k: number) => `    total += weights[${k}] * values[${k}] - offsets[${k}];\n`;
  const method = (name: string, lines: number) => `  ${name}(weights: number[], values: number[], offsets: number[]): number {\n    let total = 0;\n${Array.from({ length: lines }, (_, k) => line(k)).join('')}    return total;\n  }\n`;
  const code = `export class Scores {\n${method('large', 10)}\n${method('middle', 2)}\n${method('small', 1)}}\n`;
  const notes = Array.from({ length: 38 }, (_, k) => `Note ${k}: the scores are weighed, summed and offset before they are compared.\n`).join('');
  const { dir, cleanup } = tempTree({ 'src/scores.ts': code, 'docs/notes.md': notes });
  try {
    const whole = reference(render(await analyze({ path: dir, cache: false, outputFormat: 'gitingest' }), 'gitingest'));
    assert.ok(reference(notes) > 550 && reference(notes) < 750, String(reference(notes)));
    // Every body elided is not enough: the notes go to path only, which leaves room for all but the largest body.
    const budget = whole - reference(notes) - 130;
    const plan = await analyze({ path: dir, cache: false, fit: budget });
    assert.equal(plan.fit?.levels, { whole: 0, 'bodies elided': 1, signatures: 0, 'path only': 1, 'left out': 0 }, JSON.stringify(plan.fit));
    const run = await spawnCli([dir, '--gitingest', '--no-cache', '--fit', String(budget)]);
    assert.is(run.code, 0, run.stderr);
    const tokens = reference(run.stdout);
    assert.ok(tokens <= budget, `${tokens} over ${budget}`);
    assert.is(plan.fit?.digestTokens, tokens);
    assert.match(run.stdout, 'large(weights: number[], values: number[], offsets: number[]): number {\n    // … ');
    assert.match(run.stdout, method('middle', 2));
    assert.match(run.stdout, method('small', 1));
  } finally {
    cleanup();
  }
});

test.run();
