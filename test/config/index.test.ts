import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SCHEMA, checkValue, configValue, configure, effectiveConfig, loadConfig, origin, parseValue, resetConfig } from '../../src/config/index.js';
import { analyze, render } from '../../src/entry/index.js';
import { AnalyzerError } from '../../src/util/errors.js';
import { fixture, tempTree } from '../_helpers/index.js';

const test = suite('config');
test.after.each(() => resetConfig());

test('config :: every key has a default of its own type', () => {
  for (const spec of SCHEMA) assert.equal(checkValue(spec, spec.default, 'schema'), spec.default, spec.key);
  assert.is(new Set(SCHEMA.map((spec) => spec.key)).size, SCHEMA.length);
});

test('config :: command-line values are parsed by the key type', () => {
  const spec = (key: string) => SCHEMA.find((s) => s.key === key)!;
  assert.is(parseValue(spec('analysis.methodLevel'), 'true'), true);
  assert.is(parseValue(spec('analysis.maxFileSize'), '1.5M'), 1572864);
  assert.is(parseValue(spec('output.file'), 'null'), null);
  assert.is(parseValue(spec('output.file'), 'out.md'), 'out.md');
  assert.equal(parseValue(spec('watch.ignore'), '["*.log"]'), ['*.log']);
  assert.throws(() => parseValue(spec('watch.ignore'), '["*.log", 3]'), /expected a JSON array of non-empty glob strings/);
  assert.throws(() => parseValue(spec('watch.interval'), '1.5'), /expected an integer from 0 to 3600000/);
});

test('config :: configure() takes the spec shape, merges, validates, and returns the effective configuration', () => {
  const first = configure({ defaultOutputFormat: 'markdown', cache: { ttl: 5000 } });
  assert.is(first.output.format, 'markdown');
  assert.equal(first.cache, { enabled: true, ttl: 5000, directory: '.analyzer/cache' });
  const second = configure({ defaultMethodLevel: true, server: { rateLimit: { max: 5 } } });
  assert.is(second.output.format, 'markdown');
  assert.is(second.analysis.methodLevel, true);
  assert.is(second.server.rateLimit.max, 5);
  for (const bad of [{ defaultOutputFormat: 'yaml' }, { cache: { ttl: -1 } }, { cache: { enabled: 'yes' } }, { analysis: { method: true } }, { defaultMethodLevel: true, cache: { directory: '' } }] as never[]) {
    const err = (() => {
      try {
        configure(bad);
      } catch (e) {
        return e;
      }
    })();
    assert.instance(err, AnalyzerError);
    assert.is((err as AnalyzerError).exitCode, 3);
  }
  assert.throws(() => configure({ defaultOutputFormat: 'yaml' }), /defaultOutputFormat: invalid value "yaml" for output.format: expected one of json, toon, gitingest, markdown/);
  assert.throws(() => configure(JSON.parse('{"__proto__": {"polluted": true}}')), /key '__proto__' is not allowed/);
  // Nothing of a failed call was kept.
  assert.is(effectiveConfig().analysis.methodLevel, true);
  assert.is(effectiveConfig().cache.directory, '.analyzer/cache');
  assert.is(({} as Record<string, unknown>).polluted, undefined);
  resetConfig();
  assert.is(effectiveConfig().output.format, 'json');
});

test('config :: configure() steers later analyze() calls; their own options still win', async () => {
  const project = fixture('project');
  configure({ defaultMethodLevel: true, defaultOutputFormat: 'gitingest', cache: { enabled: false } });
  const result = await analyze({ path: project });
  assert.ok(result.files.every((file) => Array.isArray(file.methods)));
  assert.match(render(result, 'gitingest'), /^Directory: project\n/);
  const plain = await analyze({ path: project, methodLevel: false });
  assert.ok(plain.files.every((file) => file.methods === undefined));
});

test('config :: the library reads no file unless asked; loadConfig() reads both, configure() wins over them', () => {
  const { dir, cleanup } = tempTree();
  try {
    mkdirSync(join(dir, 'p', '.analyzer'), { recursive: true });
    mkdirSync(join(dir, 'xdg', 'analyzer'), { recursive: true });
    writeFileSync(join(dir, 'p', '.analyzer', 'config.json'), '{"output": {"format": "toon"}}');
    writeFileSync(join(dir, 'xdg', 'analyzer', 'config.json'), '{"output": {"format": "markdown"}, "server": {"port": 8123}}');
    assert.is(configValue('output.format'), 'json');
    const loaded = loadConfig({ folder: join(dir, 'p'), env: { XDG_CONFIG_HOME: join(dir, 'xdg') } });
    assert.is(loaded.output.format, 'toon');
    assert.is(loaded.server.port, 8123);
    assert.equal(origin('server.port'), { value: 8123, layer: 'user', file: join(dir, 'xdg', 'analyzer', 'config.json') });
    configure({ server: { port: 9000 } });
    assert.equal(origin('server.port'), { value: 9000, layer: 'configure' });
  } finally {
    cleanup();
  }
});

test.run();
