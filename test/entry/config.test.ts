import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CLI, GIT_ISOLATION, spawnCli, tempTree } from '../_helpers/index.js';

const test = suite('config-cli');
const NOBODY = 65534;

/** A project folder with its own home and XDG_CONFIG_HOME, so no test touches the real ones. */
function project() {
  const { dir: top, cleanup } = tempTree({ 'project/a.py': 'x = 1  # one\n' });
  const dir = join(top, 'project');
  const env = { HOME: join(top, 'home'), XDG_CONFIG_HOME: join(top, 'home', '.config') };
  const run = (...args: string[]) => spawnCli(args, { cwd: dir, env });
  const projectFile = join(dir, '.analyzer', 'config.json');
  const userFile = join(top, 'home', '.config', 'analyzer', 'config.json');
  return { top, dir, env, run, projectFile, userFile, cleanup };
}

test('config :: show prints every key, nested, with the built-in defaults', async () => {
  const p = project();
  try {
    const show = await p.run('config', 'show');
    assert.is(show.code, 0, show.stderr);
    assert.equal(JSON.parse(show.stdout), {
      output: { format: 'json', file: null },
      analysis: {
        methodLevel: false, tokenCount: true, tiktoken: true, includeComments: false, encoding: 'o200k_base', model: null, tokenizer: null,
        include: [], exclude: [], maxFileSize: 10485760, gitignore: true, defaultIgnores: true, submodules: false,
      },
      cache: { enabled: true, ttl: 3600000, directory: '.analyzer/cache' },
      watch: { interval: 1000, ignore: [] },
      server: { port: 3000, host: 'localhost', rateLimit: { windowMs: 900000, max: 100 }, trustProxy: false },
      budgets: [],
    });
    assert.equal(readdirSync(p.dir), ['a.py']);
  } finally {
    p.cleanup();
  }
});

test('config :: set, get and unset, in the project file or with --global the user file', async () => {
  const p = project();
  try {
    let r = await p.run('config', 'set', 'output.format', 'markdown');
    assert.is(r.stdout, 'output.format: json -> markdown (.analyzer/config.json)\n');
    assert.is(readFileSync(p.projectFile, 'utf8'), '{\n  "output": {\n    "format": "markdown"\n  }\n}\n');
    r = await p.run('config', 'set', 'analysis.include', '["src/**","*.py"]', '--global');
    assert.is(r.stdout, 'analysis.include: [] -> ["src/**","*.py"] (~/.config/analyzer/config.json)\n');
    assert.equal(JSON.parse(readFileSync(p.userFile, 'utf8')), { analysis: { include: ['src/**', '*.py'] } });
    for (const [key, value, shown] of [['analysis.maxFileSize', '2M', '2097152'], ['output.file', 'null', 'null'], ['cache.ttl', '60000', '60000'], ['analysis.methodLevel', 'true', 'true']]) {
      r = await p.run('config', 'set', key, value);
      assert.is(r.code, 0, r.stderr);
      assert.is((await p.run('config', 'get', key)).stdout, `${shown}\n`);
    }
    assert.is((await p.run('config', 'get', 'output.format')).stdout, 'markdown\n');
    assert.is((await p.run('config', 'get', 'analysis.include')).stdout, '["src/**","*.py"]\n');
    assert.equal(JSON.parse((await p.run('config', 'get', 'server.rateLimit')).stdout), { windowMs: 900000, max: 100 });
    r = await p.run('config', 'unset', 'output.format');
    assert.is(r.stdout, 'output.format: markdown -> json (.analyzer/config.json)\n');
    r = await p.run('config', 'unset', 'output.format');
    assert.is(r.stdout, 'output.format: not set in .analyzer/config.json; nothing to unset\n');
    assert.not.ok('format' in (JSON.parse(readFileSync(p.projectFile, 'utf8')).output ?? {}));
  } finally {
    p.cleanup();
  }
});

test('config :: layers: defaults < user file < project file < flags, and show --origin says which', async () => {
  const p = project();
  try {
    await p.run('config', 'set', 'output.format', 'toon', '--global');
    assert.match((await p.run('--cli')).stdout, /^totalTokens: \d+\ntotalFiles: 1\n/);
    const shadowed = await p.run('config', 'set', 'output.format', 'markdown');
    assert.is(shadowed.code, 0);
    assert.match((await p.run('--cli')).stdout, /^# Code Token Analysis: /);
    assert.is(JSON.parse((await p.run('--cli', '--json')).stdout).totalFiles, 1);
    const note = await p.run('config', 'set', 'output.format', 'gitingest', '--global');
    assert.is(note.stderr, 'analyzer: note: .analyzer/config.json sets output.format to markdown, and wins over ~/.config/analyzer/config.json\n');
    await p.run('config', 'set', 'analysis.includeComments', 'true', '--global');
    const origin = (await p.run('config', 'show', '--origin')).stdout.split('\n');
    assert.ok(origin.includes('project:.analyzer/config.json\toutput.format="markdown"'), origin.join('\n'));
    assert.ok(origin.includes('user:~/.config/analyzer/config.json\tanalysis.includeComments=true'));
    assert.ok(origin.includes('default\tanalysis.methodLevel=false'));
    // Configured switches reach a run; a flag still wins.
    const counted = JSON.parse((await p.run('--cli', '--json')).stdout).files[0].tokens;
    const stripped = JSON.parse((await p.run('--cli', '--json', '--no-include-comments')).stdout).files[0].tokens;
    assert.ok(counted > stripped, `${counted} > ${stripped}`);
  } finally {
    p.cleanup();
  }
});

test('config :: output.file is the default --output; -o picks the format from its extension', async () => {
  const p = project();
  try {
    await p.run('config', 'set', 'output.file', 'report.md');
    assert.is((await p.run('--cli')).stdout, '');
    assert.match(readFileSync(join(p.dir, 'report.md'), 'utf8'), /^# Code Token Analysis: /);
    assert.is((await p.run('--cli', '-o', 'out.toon')).code, 0);
    assert.match(readFileSync(join(p.dir, 'out.toon'), 'utf8'), /^totalTokens: /);
    assert.is((await p.run('--cli', '-o', 'out.txt')).code, 0);
    assert.match(readFileSync(join(p.dir, 'out.txt'), 'utf8'), /^Directory: /);
    assert.is((await p.run('--cli', '-o', 'forced.md', '--json')).code, 0);
    // The earlier reports are files like any other; only this run's output is left out.
    assert.equal(JSON.parse(readFileSync(join(p.dir, 'forced.md'), 'utf8')).files.map((f: { path: string }) => f.path), ['a.py', 'out.toon', 'out.txt', 'report.md']);
  } finally {
    p.cleanup();
  }
});

test('config :: unknown keys, wrong types and forbidden segments exit 3, the file untouched', async () => {
  const p = project();
  try {
    await p.run('config', 'set', 'output.format', 'toon');
    const before = readFileSync(p.projectFile, 'utf8');
    const cases: [string[], string][] = [
      [['set', 'output.fromat', 'json'], "analyzer: unknown configuration key 'output.fromat'; did you mean 'output.format'? ('analyzer config --help' lists them)\n"],
      [['set', 'methodLevel', 'true'], "analyzer: unknown configuration key 'methodLevel'; did you mean 'analysis.methodLevel'? ('analyzer config --help' lists them)\n"],
      [['set', 'output.format', 'yaml'], "analyzer: invalid value 'yaml' for output.format: expected one of json, toon, gitingest, markdown, html\n"],
      [['set', 'cache.ttl', '1h'], "analyzer: invalid value '1h' for cache.ttl: expected an integer of at least 0\n"],
      // A value that looks like an option is still the value.
      [['set', 'cache.ttl', '-1'], "analyzer: invalid value '-1' for cache.ttl: expected an integer of at least 0\n"],
      [['set', 'analysis.methodLevel', '--global', '--global'], "analyzer: invalid value '--global' for analysis.methodLevel: expected true or false\n"],
      [['set', 'server.port', '70000'], "analyzer: invalid value '70000' for server.port: expected an integer from 0 to 65535\n"],
      [['set', 'analysis.methodLevel', 'yes'], "analyzer: invalid value 'yes' for analysis.methodLevel: expected true or false\n"],
      [['set', 'analysis.exclude', 'test'], "analyzer: invalid value 'test' for analysis.exclude: expected a JSON array of non-empty glob strings, such as [\"src/**\",\"*.ts\"]\n"],
      [['set', 'cache.directory', ''], "analyzer: invalid value '' for cache.directory: expected a non-empty string\n"],
      [['get', 'nope'], "analyzer: unknown configuration key 'nope' ('analyzer config --help' lists them)\n"],
    ];
    for (const segment of ['__proto__', 'constructor', 'prototype']) {
      cases.push([['set', `${segment}.polluted`, 'true'], `analyzer: key '${segment}.polluted' is not allowed: '__proto__', 'constructor' and 'prototype' are never configuration keys\n`]);
      cases.push([['set', `output.${segment}`, 'true'], `analyzer: key 'output.${segment}' is not allowed: '__proto__', 'constructor' and 'prototype' are never configuration keys\n`]);
      cases.push([['get', segment], `analyzer: key '${segment}' is not allowed: '__proto__', 'constructor' and 'prototype' are never configuration keys\n`]);
      cases.push([['get', `server.${segment}`], `analyzer: key 'server.${segment}' is not allowed: '__proto__', 'constructor' and 'prototype' are never configuration keys\n`]);
    }
    for (const [args, stderr] of cases) {
      const r = await p.run('config', ...args);
      assert.is(r.code, 3, args.join(' '));
      assert.is(r.stderr, stderr);
      assert.is(readFileSync(p.projectFile, 'utf8'), before);
    }
    const usage = await p.run('config', 'frob');
    assert.is(usage.code, 2);
    assert.is(usage.stderr, "analyzer: unknown config command 'frob': show, get <key>, set <key> <value> or unset <key>; run 'analyzer config --help' for usage\n");
    const typo = await p.run('config', 'show', '--orign');
    assert.is(typo.stderr, "analyzer: unknown option '--orign' (did you mean '--origin'?); run 'analyzer config --help' for usage\n");
  } finally {
    p.cleanup();
  }
});

test("config :: set refuses what every run would then refuse (#38): a project's output.file or cache.directory leading out, an unknown model, a tokenizer that cannot count, a host serve cannot bind; exit 3, the file untouched", async () => {
  const p = project();
  try {
    await p.run('config', 'set', 'output.format', 'toon');
    const before = readFileSync(p.projectFile, 'utf8');
    mkdirSync(join(p.top, 'outside'));
    symlinkSync(join(p.top, 'outside'), join(p.dir, 'out'));
    const rule = `a project's configuration may only write inside it (set it with --global, in your own ${p.userFile})`;
    const cases: [string[], string][] = [
      [['output.file', '/tmp/x'], `output.file '/tmp/x' is outside the project folder ${p.dir}; ${rule}`],
      [['cache.directory', '../x'], `cache.directory '../x' is outside the project folder ${p.dir}; ${rule}`],
      [['cache.directory', '.'], `cache.directory '.' is the project folder ${p.dir}; ${rule}`],
      [['output.file', 'out/report.json'], `output.file 'out/report.json' leads to ${join(p.top, 'outside', 'report.json')}, outside the project folder ${p.dir}; ${rule}`],
      [['analysis.model', 'gpt-5x'], "invalid value 'gpt-5x' for analysis.model: unknown model 'gpt-5x' (did you mean 'gpt-5'?); give an --encoding or a --tokenizer file instead"],
      [['analysis.tokenizer', 'missing.json'], `invalid value 'missing.json' for analysis.tokenizer: no such file ${join(p.dir, 'missing.json')}`],
      [['analysis.tokenizer', 'a.py'], `invalid value 'a.py' for analysis.tokenizer: ${join(p.dir, 'a.py')}: not a tokenizer.json (not JSON)`],
      [['server.host', 'local host'], "invalid value 'local host' for server.host: expected a non-empty string without spaces, control characters or slashes"],
    ];
    execFileSync('mkfifo', [join(p.dir, 'fifo.json')]);
    cases.push([['analysis.tokenizer', 'fifo.json'], `invalid value 'fifo.json' for analysis.tokenizer: ${join(p.dir, 'fifo.json')} is not a regular file`]);
    for (const [args, message] of cases) {
      const r = await p.run('config', 'set', ...args);
      assert.is(r.code, 3, args.join(' '));
      assert.is(r.stderr, `analyzer: ${message}\n`);
      assert.is(readFileSync(p.projectFile, 'utf8'), before);
    }
    // Inside the project, and in the user's own file anywhere: as a run takes them.
    for (const args of [['cache.directory', 'tmp/cache'], ['output.file', 'reports/x.json'], ['cache.directory', '../shared-cache', '--global']]) {
      assert.is((await p.run('config', 'set', ...args)).code, 0, args.join(' '));
    }
    mkdirSync(join(p.dir, 'reports'));
    assert.is((await p.run('--cli')).code, 0);
    assert.ok(existsSync(join(p.dir, 'reports', 'x.json')));
  } finally {
    p.cleanup();
  }
});

test('config :: a value or key typed with a line break is shown on one line, a long one cut; a config file nested too deep to print is exit 3 naming it', async () => {
  const p = project();
  try {
    const newline = await p.run('config', 'set', 'analysis.tokenCount', 'yes\nanalyzer: all is well');
    assert.is(newline.code, 3);
    assert.is(newline.stderr, "analyzer: invalid value 'yes\\nanalyzer: all is well' for analysis.tokenCount: expected true or false\n");
    const long = await p.run('config', 'set', 'cache.ttl', '9'.repeat(20_000));
    assert.is(long.stderr, `analyzer: invalid value '${'9'.repeat(80)}… (20000 characters)' for cache.ttl: expected an integer of at least 0\n`);
    const key = await p.run('config', 'get', `${'k'.repeat(100_000)}`);
    assert.is(key.stderr, `analyzer: unknown configuration key '${'k'.repeat(80)}… (100000 characters)' ('analyzer config --help' lists them)\n`);
    mkdirSync(join(p.dir, '.analyzer'));
    for (const [text, shown] of [[`{"output":{"format":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`, '[…]'], [`{"cache":{"ttl":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}}`, '{…}']]) {
      writeFileSync(p.projectFile, text);
      for (const args of [['config', 'show'], ['--cli']]) {
        const r = await p.run(...args);
        assert.is(r.code, 3, args.join(' '));
        const key = shown === '[…]' ? 'output.format: expected one of json, toon, gitingest, markdown, html' : 'cache.ttl: expected an integer of at least 0';
        assert.is(r.stderr, `analyzer: ${p.projectFile}: invalid value ${shown} for ${key}\n`);
      }
    }
  } finally {
    p.cleanup();
  }
});

test('config :: -p must name a folder: a missing one is never made, a FIFO or a file is exit 5', async () => {
  const p = project();
  try {
    execFileSync('mkfifo', [join(p.dir, 'fifo')]);
    const cases: [string[], string][] = [
      [['config', 'set', 'output.format', 'toon', '-p', 'missing'], 'analyzer: no such directory: missing\n'],
      [['config', 'show', '-p', 'fifo'], 'analyzer: not a directory: fifo\n'],
      [['cache', 'clear', '-p', 'a.py/x'], 'analyzer: no such directory: a.py/x\n'],
      [['config', 'get', 'output.format', '--path', 'a.py'], 'analyzer: not a directory: a.py\n'],
    ];
    for (const [args, stderr] of cases) {
      const r = await p.run(...args);
      assert.is(r.code, 5, args.join(' '));
      assert.is(r.stderr, stderr);
    }
    assert.not.ok(existsSync(join(p.dir, 'missing')));
  } finally {
    p.cleanup();
  }
});

test('config :: a corrupt, non-object, huge, FIFO or folder config file is exit 3 naming it, and never overwritten', async () => {
  const p = project();
  try {
    mkdirSync(join(p.dir, '.analyzer'));
    const corrupt = '{\n  "output": {\n    "format": "json",\n  }\n}\n';
    writeFileSync(p.projectFile, corrupt);
    for (const args of [['config', 'show'], ['config', 'get', 'output.format'], ['config', 'set', 'output.format', 'toon'], ['--cli'], ['cache', 'clear']]) {
      const r = await p.run(...args);
      assert.is(r.code, 3, args.join(' '));
      assert.match(r.stderr, new RegExp(`^analyzer: ${p.projectFile}: not valid JSON: .* \\(line 4, column 3\\)\\n$`));
      assert.is(readFileSync(p.projectFile, 'utf8'), corrupt);
    }
    writeFileSync(p.projectFile, '["output"]');
    assert.is((await p.run('config', 'show')).stderr, `analyzer: ${p.projectFile}: expected a JSON object, found an array\n`);
    writeFileSync(p.projectFile, '{"output": {"format": "json", "colour": true}}');
    assert.is((await p.run('config', 'show')).stderr, `analyzer: ${p.projectFile}: unknown configuration key 'output.colour'\n`);
    writeFileSync(p.projectFile, '{"analysis": {"methodLevel": "yes"}}');
    assert.is((await p.run('config', 'show')).stderr, `analyzer: ${p.projectFile}: invalid value "yes" for analysis.methodLevel: expected true or false\n`);
    writeFileSync(p.projectFile, '{"constructor": {"prototype": {"x": 1}}}');
    assert.is((await p.run('config', 'show')).code, 3);
    writeFileSync(p.projectFile, `{"output": {"file": "${'x'.repeat(2 * 1024 * 1024)}"}}`);
    assert.match((await p.run('config', 'show')).stderr, /too large for a config file \(\d+ bytes; at most 1048576\)\n$/);
    execFileSync('rm', [p.projectFile]);
    execFileSync('mkfifo', [p.projectFile]);
    const fifo = await p.run('config', 'show');
    assert.is(fifo.stderr, `analyzer: ${p.projectFile}: not a regular file\n`);
    execFileSync('rm', [p.projectFile]);
    mkdirSync(p.projectFile);
    assert.is((await p.run('config', 'set', 'output.format', 'toon')).stderr, `analyzer: ${p.projectFile}: is a directory, not a config file\n`);
  } finally {
    p.cleanup();
  }
});

test('config :: writes keep the file mode; an unwritable folder is exit 5 naming it (as another user)', async () => {
  const p = project();
  try {
    await p.run('config', 'set', 'output.format', 'toon');
    chmodSync(p.projectFile, 0o600);
    await p.run('config', 'set', 'analysis.methodLevel', 'true');
    assert.is(statSync(p.projectFile).mode & 0o777, 0o600);
    assert.equal(readdirSync(join(p.dir, '.analyzer')).sort(), ['.gitignore', 'config.json']);
    for (const folder of [p.top, p.dir, join(p.dir, '.analyzer')]) chmodSync(folder, 0o755);
    chmodSync(p.projectFile, 0o644);
    const denied = await spawnCli(['config', 'set', 'output.format', 'json'], { cwd: p.dir, env: p.env, uid: NOBODY });
    assert.is(denied.code, 5, denied.stderr);
    assert.match(denied.stderr, new RegExp(`^analyzer: cannot write ${p.projectFile}: EACCES`));
    assert.match(readFileSync(p.projectFile, 'utf8'), /"toon"/);
  } finally {
    p.cleanup();
  }
});

test('config :: a read-only config file is exit 5 naming it, and stays as it was (as a user who is not root)', async () => {
  const p = project();
  try {
    await p.run('config', 'set', 'output.format', 'json');
    const before = readFileSync(p.projectFile, 'utf8');
    // Root may write any file: the run is another user's, owning the project, whose file is 444.
    const root = process.getuid?.() === 0;
    if (root) chownTree(p.top, NOBODY);
    chmodSync(p.projectFile, 0o444);
    const run = await spawnCli(['config', 'set', 'output.format', 'toon'], { cwd: p.dir, env: p.env, uid: root ? NOBODY : undefined });
    assert.is(run.code, 5, run.stderr);
    assert.is(run.stderr, `analyzer: cannot write ${p.projectFile}: it is read-only to this user (mode 444)\n`);
    assert.is(readFileSync(p.projectFile, 'utf8'), before);
    assert.is(statSync(p.projectFile).mode & 0o777, 0o444);
    assert.equal(readdirSync(join(p.dir, '.analyzer')).sort(), ['.gitignore', 'config.json']);
  } finally {
    p.cleanup();
  }
});

function chownTree(path: string, uid: number): void {
  chownSync(path, uid, uid);
  if (statSync(path).isDirectory()) for (const name of readdirSync(path)) chownTree(join(path, name), uid);
}

test('config :: a config file this user may not read is left out with a warning, as git does (as another user)', async () => {
  const p = project();
  try {
    await p.run('config', 'set', 'output.format', 'toon', '--global');
    for (const folder of [p.top, p.dir, join(p.top, 'home'), join(p.top, 'home', '.config')]) chmodSync(folder, 0o755);
    chmodSync(join(p.top, 'home', '.config', 'analyzer'), 0o700);
    const run = await spawnCli(['--cli', '--no-cache'], { cwd: p.dir, env: p.env, uid: NOBODY });
    assert.is(run.code, 0);
    assert.is(run.stderr, `analyzer: warning: cannot read ${p.userFile}: permission denied; its settings are not used\n`);
    assert.is(JSON.parse(run.stdout).totalFiles, 1);
    const set = await spawnCli(['config', 'set', 'output.format', 'json', '--global'], { cwd: p.dir, env: p.env, uid: NOBODY });
    assert.is(set.code, 5);
  } finally {
    p.cleanup();
  }
});

test('config :: concurrent sets of different keys all land', async () => {
  const p = project();
  try {
    const sets: [string, string][] = [
      ['output.format', 'toon'], ['analysis.methodLevel', 'true'], ['analysis.tokenCount', 'false'], ['analysis.tiktoken', 'false'],
      ['analysis.includeComments', 'true'], ['analysis.gitignore', 'false'], ['cache.ttl', '5'], ['watch.interval', '250'],
      ['server.port', '4000'], ['server.host', '127.0.0.1'], ['server.rateLimit.max', '7'], ['analysis.encoding', 'cl100k_base'],
    ];
    // Started together, as separate processes.
    const runs = await Promise.all(sets.map(([key, value]) => new Promise<number | null>((resolve) => {
      spawn(process.execPath, [CLI, 'config', 'set', key, value], { cwd: p.dir, env: { ...process.env, ...p.env }, stdio: 'ignore' }).on('close', resolve);
    })));
    assert.equal(runs, sets.map(() => 0));
    const config = JSON.parse((await p.run('config', 'show')).stdout);
    for (const [key, value] of sets) {
      const actual = key.split('.').reduce((at, part) => at[part], config);
      assert.is(String(actual), value, key);
    }
    assert.equal(readdirSync(join(p.dir, '.analyzer')).sort(), ['.gitignore', 'config.json']);
  } finally {
    p.cleanup();
  }
});

test('config :: the .analyzer folder keeps the cache out of git status, and config.json shareable', async () => {
  const p = project();
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: p.dir, encoding: 'utf8', env: { ...process.env, ...GIT_ISOLATION } });
    git('init', '-q');
    assert.is((await p.run('--cli')).code, 0);
    assert.ok(readdirSync(join(p.dir, '.analyzer', 'cache')).length > 0);
    assert.is(git('status', '--porcelain', '--untracked-files=all'), '?? a.py\n');
    await p.run('config', 'set', 'output.format', 'markdown');
    assert.is(git('status', '--porcelain', '--untracked-files=all'), '?? .analyzer/config.json\n?? a.py\n');
  } finally {
    p.cleanup();
  }
});

test('config :: cache clear clears the configured folder, says what it removed, and honours --path', async () => {
  const p = project();
  try {
    assert.is((await p.run('cache', 'clear')).stdout, 'analyzer: no cache in .analyzer/cache; nothing to clear\n');
    await p.run('config', 'set', 'cache.directory', 'tmp-cache');
    await p.run('--cli');
    assert.ok(readdirSync(join(p.dir, 'tmp-cache')).includes('index-v5'));
    assert.match((await p.run('cache', 'clear')).stdout, /^analyzer: removed the cache in tmp-cache \(\d+ files, [\d.]+ KB\)\n$/);
    assert.is((await p.run('cache', 'clear')).stdout, 'analyzer: no cache in tmp-cache; nothing to clear\n');
    await p.run('--cli');
    const elsewhere = await spawnCli(['cache', 'clear', '--path', p.dir], { cwd: '/', env: p.env });
    assert.match(elsewhere.stdout, /^analyzer: removed the cache in tmp-cache \(/);
  } finally {
    p.cleanup();
  }
});

test.run();
