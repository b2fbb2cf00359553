import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze } from '../../src/entry/index.js';
import { CLI, git, tempTree } from '../_helpers/index.js';

const test = suite('wizard');
const pty = createRequire(import.meta.url)('@lydell/node-pty') as typeof import('@lydell/node-pty');
const ENTER = '\r', DOWN = '\x1b[B', CTRL_C = '\x03';
const PROMPT_MS = 20_000;

/** `analyzer` in a real pseudo-terminal: answer each prompt once its text shows, as a person would. */
function session(cwd: string, env: Record<string, string>) {
  const child = pty.spawn(process.execPath, [CLI], { cwd, cols: 120, rows: 50, env: { ...process.env, ...env, NO_COLOR: '1' } as Record<string, string> });
  let screen = '', seen = 0;
  const waiters: (() => void)[] = [];
  child.onData((data) => {
    screen += data;
    waiters.splice(0).forEach((wake) => wake());
  });
  const exited = new Promise<number>((resolve) => child.onExit(({ exitCode }) => resolve(exitCode)));
  const plain = () => screen.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
  return {
    /** Waits for `text` to appear after what was answered so far, then types `keys`. */
    async answer(text: string, ...keys: string[]) {
      const deadline = Date.now() + PROMPT_MS;
      while (plain().indexOf(text, seen) < 0) {
        if (Date.now() > deadline) throw new Error(`no prompt '${text}' on screen:\n${plain()}`);
        await Promise.race([new Promise<void>((wake) => waiters.push(wake)), new Promise((wake) => setTimeout(wake, 200))]);
      }
      seen = plain().indexOf(text, seen) + text.length;
      for (const key of keys) child.write(key);
    },
    exited,
    screen: plain,
    /** Ends the CLI, wherever it is (a test that failed at a prompt). */
    kill: () => {
      try {
        child.kill();
      } catch {
        // it has exited
      }
    },
  };
}

function project() {
  const { dir: top, cleanup } = tempTree({ 'p/src/a.py': 'def f():\n    return 1  # one\n', 'p/b.md': '# B\n' });
  const dir = join(top, 'p');
  return { dir, env: { HOME: join(top, 'home'), XDG_CONFIG_HOME: join(top, 'home', '.config') }, userFile: join(top, 'home', '.config', 'analyzer', 'config.json'), cleanup };
}

const STEPS = ['Directory to analyse', 'Output format', 'Count each function', 'Count comments too', 'Only files matching', 'Leave out', 'Where should the result go', 'Analyse now', 'Save these choices'];

test('wizard :: Enter through every step analyses the current folder as `analyzer .` would, and saves nothing', async () => {
  const p = project();
  try {
    const s = session(p.dir, p.env);
    for (const step of STEPS) await s.answer(step, ENTER);
    assert.is(await s.exited, 0, s.screen());
    assert.ok(s.screen().includes('Git scope: skipped (not a git repository'), s.screen());
    const printed = s.screen().slice(s.screen().indexOf('{'), s.screen().lastIndexOf('}') + 1).replace(/\r/g, '');
    assert.equal(JSON.parse(printed), await analyze({ path: p.dir, cache: false }));
    assert.not.ok(existsSync(join(p.dir, '.analyzer', 'config.json')));
  } finally {
    p.cleanup();
  }
});

test('wizard :: a git-scoped run to a file, with methods, then saved as project defaults', async () => {
  const p = project();
  let s: ReturnType<typeof session> | undefined;
  try {
    git(p.dir, 'init', '-q', '-b', 'main');
    git(p.dir, 'add', '.');
    git(p.dir, 'commit', '-qm', 'first');
    git(p.dir, 'checkout', '-qb', 'topic');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(p.dir, 'src', 'new.py'), 'def g():\n    return 2\n');
    s = session(p.dir, p.env);
    await s.answer('Directory to analyse', 'nope', ENTER);
    // Refused, and asked again: the typed text stays, to be corrected.
    await s.answer('no folder nope', '\x7f\x7f\x7f\x7f', '.', ENTER);
    await s.answer('Output format', DOWN, DOWN, DOWN, ENTER); // markdown
    await s.answer('Count each function', 'y', ENTER);
    await s.answer('Count comments too', ENTER);
    await s.answer('Git scope', DOWN, DOWN, DOWN, ENTER); // a pull request into a branch
    await s.answer('Branch', ENTER); // main
    await s.answer('Only files matching', ENTER);
    await s.answer('Leave out', ENTER);
    await s.answer('Where should the result go', DOWN, ENTER);
    // A temp file left by a run that was killed: the answer is checked, and the run removes it, once.
    const stale = join(p.dir, `.analysis.md.${spawnSync(process.execPath, ['-e', '']).pid}.0badcafe.tmp`);
    writeFileSync(stale, 'half a report');
    await s.answer('File', ENTER); // analysis.md
    await s.answer('Analyse now');
    assert.ok(existsSync(stale), 'the answer is only checked');
    await s.answer('', ENTER);
    await s.answer('Save these choices', DOWN, ENTER);
    assert.is(await s.exited, 0, s.screen());
    assert.not.ok(existsSync(stale));
    const report = readFileSync(join(p.dir, 'analysis.md'), 'utf8');
    assert.match(report, '# Code Token Analysis: p\n');
    assert.match(report, '`src/new.py`');
    assert.not.match(report, '`b.md`');
    assert.ok(s.screen().includes('Wrote analysis.md: '), s.screen());
    assert.ok(s.screen().includes('Biggest files'));
    assert.ok(s.screen().includes('Tokens by language'));
    assert.equal(JSON.parse(readFileSync(join(p.dir, '.analyzer', 'config.json'), 'utf8')), {
      output: { format: 'markdown', file: 'analysis.md' }, analysis: { methodLevel: true, includeComments: false, include: [], exclude: [] },
    });
  } finally {
    s?.kill();
    p.cleanup();
  }
});

test('wizard :: each step defaults to the configured value', async () => {
  const p = project();
  try {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(p.dir, '.analyzer'));
    writeFileSync(join(p.dir, '.analyzer', 'config.json'), JSON.stringify({ output: { format: 'toon' }, analysis: { exclude: ['src'] } }));
    const s = session(p.dir, p.env);
    for (const step of STEPS) await s.answer(step, ENTER);
    assert.is(await s.exited, 0, s.screen());
    assert.ok(s.screen().includes('Format     TOON'), s.screen());
    assert.ok(s.screen().includes('Leave out  src'), s.screen());
    assert.ok(s.screen().replace(/\r/g, '').includes('files[1]{path,tokens,lines,language}:\n  b.md,'), s.screen());
  } finally {
    p.cleanup();
  }
});

test("wizard :: a project's output.file outside the project is refused (exit 3), never offered", async () => {
  const p = project();
  try {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(p.dir, '.analyzer'));
    writeFileSync(join(p.dir, '.analyzer', 'config.json'), JSON.stringify({ output: { file: '../outside.md' } }));
    const s = session(p.dir, p.env);
    for (const step of STEPS.slice(0, 6)) await s.answer(step, ENTER);
    const exited = await Promise.race([s.exited, new Promise((wake) => setTimeout(wake, PROMPT_MS, 'still asking'))]);
    s.kill();
    assert.is(exited, 3, s.screen());
    assert.ok(s.screen().replace(/\r?\n/g, ' ').includes("output.file '../outside.md' is outside the project folder"), s.screen());
    assert.not.ok(existsSync(join(p.dir, '..', 'outside.md')));
  } finally {
    p.cleanup();
  }
});

test('wizard :: Ctrl-C at any step exits 130, with nothing written', async () => {
  const p = project();
  try {
    for (const steps of [1, 3, 7, 9]) {
      const s = session(p.dir, p.env);
      for (const step of STEPS.slice(0, steps - 1)) await s.answer(step, ENTER);
      await s.answer(STEPS[steps - 1], CTRL_C);
      assert.is(await s.exited, 130, `${steps}: ${s.screen()}`);
      assert.equal(readdirSync(p.dir).sort(), ['b.md', 'src'].concat(steps === 9 ? ['.analyzer'] : []).sort());
      assert.not.ok(existsSync(join(p.dir, '.analyzer', 'config.json')));
      assert.not.ok(existsSync(p.userFile));
    }
  } finally {
    p.cleanup();
  }
});

test.run();
