import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resetConfig } from '../../src/config/index.js';
import { check, serve, type Server } from '../../src/entry/index.js';
import { checkMarkdownText } from '../../src/sinks/check.js';
import { suiteCheckRepo } from '../_helpers/checkRepo.js';
import { get, post } from './_serve.js';

const test = suite('server/check');
const repo = suiteCheckRepo(test);

const BUDGETS = [{ maxTokens: '1k' }, { path: 'docs', maxFileTokens: 100 }, { path: 'src', maxIncrease: '50%' }];
const err = (code: string, message: string) => ({ success: false, error: { code, message } });

async function served<T>(use: (api: string, server: Server) => Promise<T>, options: Parameters<typeof serve>[0] = {}): Promise<T> {
  mkdirSync(join(repo.dir, '.analyzer'), { recursive: true });
  writeFileSync(join(repo.dir, '.analyzer', 'config.json'), JSON.stringify({ budgets: BUDGETS }));
  const server = await serve({ port: 0, root: repo.dir, onWarning: () => {}, ...options });
  try {
    return await use(`http://127.0.0.1:${server.port}/api`, server);
  } finally {
    await server.stop();
    resetConfig();
  }
}

test('server/check :: POST /api/check: the library\'s verdict as data (ok false is still a 200), the Markdown report as output', async () => {
  await served(async (api) => {
    const answer = await post(`${api}/check`, { base: 'base' });
    assert.is(answer.status, 200);
    // The server read the root's configuration: so does the library, in this process.
    const expected = await check({ path: repo.dir, base: 'base', cache: false });
    assert.is(expected.ok, false);
    assert.equal(answer.json, { success: true, data: expected });
    const markdown = await post(`${api}/check`, { base: 'base', outputFormat: 'markdown', methodLevel: true });
    assert.equal(markdown.json.data, expected);
    assert.is(markdown.json.output, [...checkMarkdownText({ result: expected, name: 'x', warnings: [] })].join(''));
    // Budgets in the body replace the configured ones; a subfolder is weighed alone.
    const own = await post(`${api}/check`, { path: 'src', budgets: [{ maxFileTokens: 500 }], maxTokens: '1k' });
    assert.equal(own.json.data, await check({ path: join(repo.dir, 'src'), budgets: [{ maxFileTokens: 500 }], maxTokens: '1k', cache: false }));
    assert.is(own.json.data.ok, true);
  });
});

test('server/check :: refused: unknown fields, malformed budgets (by their place), growth without a base, a path outside; unknown refs are 422', async () => {
  await served(async (api) => {
    const cases: [unknown, number, object][] = [
      [{ base: 'base', gitDiff: 'main' }, 400, err('INVALID_REQUEST', "unknown field 'gitDiff'")],
      [{ base: 'base', budget: [] }, 400, err('INVALID_REQUEST', "unknown field 'budget' (did you mean 'budgets'?)")],
      [{ base: 'base', outputFormat: 'toon' }, 400, err('INVALID_REQUEST', "outputFormat 'toon' is not available for check (expected one of json, markdown)")],
      [{ budgets: [{ maxTokens: 1 }, { path: 'src' }] }, 400, err('INVALID_REQUEST', 'budgets[1] has no limit: give one of maxTokens, maxFileTokens, maxMethodTokens, maxIncrease')],
      [{ budgets: Array.from({ length: 101 }, () => ({ maxTokens: 1 })) }, 400, err('INVALID_REQUEST', 'budgets holds 101 rules; at most 100')],
      [{ budgets: [{ path: 'x'.repeat(1001), maxTokens: 1 }] }, 400, err('INVALID_REQUEST', `budgets[0]: path must be a non-empty glob of at most 1000 characters, such as "src/**", not "${'x'.repeat(1001)}"`)],
      [{ maxTokens: 'lots', budgets: [] }, 400, err('INVALID_REQUEST', 'invalid maxTokens "lots": a number of tokens (200000, 200k, 1.5M)')],
      [{}, 400, err('INVALID_REQUEST', 'budgets[2] limits the growth since a base revision: give base')],
      [{ base: '-x' }, 400, err('INVALID_REQUEST', "invalid git ref '-x': it cannot start with '-'")],
      [{ base: 'base', path: '..' }, 403, err('FORBIDDEN', "'..' is outside the served folder: give a path relative to it")],
      [{ base: 'nope' }, 422, err('ANALYSIS_ERROR', "unknown git ref 'nope'")],
    ];
    for (const [body, status, expected] of cases) {
      const answer = await post(`${api}/check`, body);
      assert.is(answer.status, status, JSON.stringify(body).slice(0, 100));
      assert.equal(answer.json, expected, JSON.stringify(body).slice(0, 100));
    }
    assert.is((await get(`${api}/check`)).status, 405);
  });
});

test('server/check :: the rate limit and the cap on analyses at once count checks too', async () => {
  await served(async (api) => {
    assert.is((await post(`${api}/check`, { maxTokens: 1, budgets: [] })).status, 200);
    const limited = await post(`${api}/check`, { maxTokens: 1, budgets: [] });
    assert.is(limited.status, 429);
    assert.is(limited.headers.get('retry-after') !== null, true);
  }, { rateLimit: { max: 1, windowMs: 60_000 } });
  await served(async (api) => {
    const answers = await Promise.all([1, 2, 3].map(() => post(`${api}/check`, { base: 'base', methodLevel: true })));
    assert.equal(answers.map((a) => a.status).sort(), [200, 200, 503]);
  }, { maxAnalyses: 2 });
});

test('server/check :: POST /api/config takes budgets whole, checked like every key; GET shows them', async () => {
  await served(async (api) => {
    const rules = [{ path: 'src/**', maxFileTokens: '8k' }];
    const set = await post(`${api}/config`, { budgets: rules });
    assert.is(set.status, 200);
    assert.equal(set.json.config.budgets, rules);
    assert.equal(JSON.parse(readFileSync(join(repo.dir, '.analyzer', 'config.json'), 'utf8')).budgets, rules);
    assert.equal((await get(`${api}/config`)).json.budgets, rules);
    const bad = await post(`${api}/config`, { budgets: [{ maxFileTokens: '8 thousand' }] });
    assert.is(bad.status, 400);
    assert.equal(bad.json, err('INVALID_REQUEST', 'request: budgets[0]: maxFileTokens must be a number of tokens (200000, "200k" or "1.5M"), not "8 thousand"'));
    assert.equal((await get(`${api}/config`)).json.budgets, rules);
    // The new budgets are the ones a check weighs.
    assert.equal((await post(`${api}/check`, {})).json.data.held.map((o: { rule: string }) => o.rule), ['budgets[0]']);
  });
});

test.run();
