import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resetConfig } from '../../src/config/index.js';
import { diff, render, serve, type Server } from '../../src/entry/index.js';
import { suiteDiffRepo } from '../_helpers/diffRepo.js';
import { post } from './_serve.js';

const test = suite('server/diff');
const repo = suiteDiffRepo(test);

const err = (code: string, message: string, details?: string) => ({ success: false, error: { code, message, ...(details === undefined ? {} : { details }) } });

async function served<T>(options: Parameters<typeof serve>[0], use: (url: string, server: Server) => Promise<T>): Promise<T> {
  const server = await serve({ port: 0, root: repo.dir, onWarning: () => {}, ...options });
  try {
    return await use(`http://127.0.0.1:${server.port}/api/diff`, server);
  } finally {
    await server.stop();
    resetConfig();
  }
}

test('server/diff :: POST /api/diff: the library\'s result as data, the document as output', async () => {
  await served({}, async (url) => {
    const answer = await post(url, { base: 'base', head: 'head-branch', methodLevel: true });
    assert.is(answer.status, 200);
    const expected = await diff({ path: repo.dir, base: 'base', head: 'head-branch', methodLevel: true, cache: false });
    assert.equal(answer.json, { success: true, data: expected });
    const markdown = await post(url, { base: 'base', path: 'src', outputFormat: 'markdown' });
    assert.is(markdown.status, 200);
    const inSrc = await diff({ path: `${repo.dir}/src`, base: 'base', cache: false });
    assert.equal(markdown.json.data, inSrc);
    assert.is(markdown.json.output, render(inSrc, 'markdown'));
  });
});

test('server/diff :: refused: a ref like an option, a bad field or format, a path outside; unknown refs are 422', async () => {
  await served({}, async (url) => {
    const cases: [unknown, number, object][] = [
      [{ base: '-x' }, 400, err('INVALID_REQUEST', "invalid git ref '-x': it cannot start with '-'")],
      [{ base: 'base', head: '--output=/tmp/x' }, 400, err('INVALID_REQUEST', "invalid git ref '--output=/tmp/x': it cannot start with '-'")],
      [{}, 400, err('INVALID_REQUEST', 'base is required: the git revision to compare with')],
      [{ base: 'base', gitDiff: 'main' }, 400, err('INVALID_REQUEST', "unknown field 'gitDiff'")],
      [{ base: 'base', outputFormat: 'html' }, 400, err('INVALID_REQUEST', "outputFormat 'html' is not available for diff (expected one of json, toon, markdown)")],
      [{ base: 'base', cached: 'yes' }, 400, err('INVALID_REQUEST', 'cached must be a boolean')],
      [{ base: 'base', fit: '200k' }, 400, err('INVALID_REQUEST', "unknown field 'fit'")],
      [{ base: 'base', tokenCount: false }, 400, err('INVALID_REQUEST', 'diff compares tokens: with tokenCount off (--no-token-count) there are none to compare')],
      [{ base: 'base', path: '..' }, 403, err('FORBIDDEN', "'..' is outside the served folder: give a path relative to it")],
      [{ base: 'nope' }, 422, err('ANALYSIS_ERROR', "unknown git ref 'nope'")],
    ];
    for (const [body, status, expected] of cases) {
      const answer = await post(url, body);
      assert.is(answer.status, status, JSON.stringify(body));
      assert.equal(answer.json, expected, JSON.stringify(body));
    }
  });
});

test('server/diff :: the rate limit and the cap on analyses at once count diffs too', async () => {
  await served({ rateLimit: { max: 2, windowMs: 60_000 } }, async (url) => {
    assert.is((await post(url, { base: 'base' })).status, 200);
    assert.is((await post(url, { base: 'base' })).status, 200);
    const limited = await post(url, { base: 'base' });
    assert.is(limited.status, 429);
    assert.is(limited.json.error.code, 'RATE_LIMITED');
  });
  await served({ maxAnalyses: 1 }, async (url) => {
    const answers = await Promise.all([0, 1, 2].map(() => post(url, { base: 'base', methodLevel: true })));
    const statuses = answers.map((a) => a.status).sort();
    assert.is(statuses[0], 200);
    assert.is(statuses[2], 503);
    assert.equal(answers.find((a) => a.status === 503)!.json, err('BUSY', 'the server is busy with 1 analyses; try again shortly'));
  });
});

test.run();
