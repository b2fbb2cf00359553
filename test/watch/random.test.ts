import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../src/entry/index.js';
import { spawnCli, tempTree } from '../_helpers/index.js';
import { watching } from '../_helpers/watch.js';

const test = suite('watch random');
const STEPS = 12;
const WORDS = ['const', 'let', 'x', '=', '1;', 'return', 'if', '(a)', '{', '}', 'def', 'f():', 'print("hi")', '"// not a comment"', 'ünï', '😀', '\n', '\n', '  '];
const GITIGNORE_LINES = ['*.log', 'gen/', 'docs/', 'n*/', '!docs/keep.md'];

/** xorshift32: the same operations for the same seed, on every machine. */
function generator(seed: number): { int(n: number): number; pick<T>(items: T[]): T } {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
  return { int: (n) => Math.floor(next() * n), pick: (items) => items[Math.floor(next() * items.length)] };
}

/** Files and folders under `dir` (root-relative), not counting .git or node_modules. */
function tree(dir: string): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (/(^|\/)(\.git|node_modules)(\/|$)/.test(path)) continue;
    if (entry.isDirectory()) folders.push(path);
    else if (entry.isFile()) files.push(path);
  }
  return { files: files.sort(), folders: folders.sort() };
}

function operations(dir: string, seed: number): Array<() => void> {
  const r = generator(seed);
  const text = () => Array.from({ length: r.int(40) }, () => r.pick(WORDS)).join(' ') + (r.int(3) ? '\n' : '');
  const name = () => `${r.pick(['f', 'g', 'main', 'util'])}${r.int(50)}.${r.pick(['ts', 'py', 'js', 'md', 'txt', 'log'])}`;
  const folderOrRoot = (folders: string[]) => (r.int(4) === 0 ? '' : r.pick(folders.length ? folders : ['']));
  const at = (...parts: string[]) => join(dir, ...parts.filter(Boolean));
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  };
  return [
    // a file added, maybe in new folders
    () => write(at(r.int(3) ? folderOrRoot(tree(dir).folders) : `n${r.int(9)}/m${r.int(9)}`, name()), text()),
    // a file edited, sometimes to the same size
    () => {
      const { files } = tree(dir);
      if (files.length === 0) return;
      const file = at(r.pick(files));
      writeFileSync(file, r.int(2) ? text() : 'x'.repeat(12));
    },
    () => {
      const { files } = tree(dir);
      if (files.length) rmSync(at(r.pick(files)));
    },
    // a file renamed, maybe into another folder
    () => {
      const { files, folders } = tree(dir);
      if (files.length === 0) return;
      const target = at(folderOrRoot(folders), name());
      if (!existsSync(target)) renameSync(at(r.pick(files)), target);
    },
    // a folder renamed, or removed
    () => {
      const { folders } = tree(dir);
      if (folders.length === 0) return;
      const folder = r.pick(folders);
      if (r.int(2)) rmSync(at(folder), { recursive: true });
      else if (!existsSync(at(`${folder}-${r.int(9)}`))) renameSync(at(folder), at(`${folder}-${r.int(9)}`));
    },
    // an editor's save: a temp file renamed over the file
    () => {
      const { files } = tree(dir);
      if (files.length === 0) return;
      const file = r.pick(files);
      writeFileSync(at(`${file}.tmp~`), text());
      renameSync(at(`${file}.tmp~`), at(file));
    },
    () => writeFileSync(at('.gitignore'), GITIGNORE_LINES.filter(() => r.int(2)).join('\n')),
    () => write(at('node_modules', `m${r.int(9)}`, 'index.js'), text()),
    () => write(at(folderOrRoot(tree(dir).folders), `bin${r.int(9)}.dat`), Buffer.from([1, 0, 2, 0])),
    () => write(at(r.pick(['gen', 'docs', 'src']), name()), r.int(2) ? '' : text()),
  ];
}

for (const cache of [false, true]) {
  test(`watch :: after random edits, additions, deletions and renames, each result is a fresh CLI run's, byte for byte (cache ${cache ? 'on' : 'off'})`, async () => {
    const seed = cache ? 20_251_125 : 17;
    const { dir, cleanup } = tempTree({ 'src/main.ts': 'export const main = 1;\n', 'docs/a.md': '# A\n', '.gitignore': '*.log\n', 'src/lib/x.py': 'x = 1\n' });
    const { dir: cacheDir, cleanup: cleanCache } = tempTree();
    const ops = operations(dir, seed);
    const r = generator(seed + 1);
    let during: (() => void) | undefined;
    const w = watching({ path: dir, cache: cache ? { directory: cacheDir } : false }, { interval: 20, observer: { listed: () => during?.() } });
    try {
      await w.settle(1);
      for (let step = 1; step <= STEPS; step++) {
        const done = w.runs.length;
        for (let i = r.int(5) + 1; i > 0; i--) {
          r.pick(ops)();
          if (r.int(2)) await tick();
        }
        // Sometimes more happens while the run walks.
        if (r.int(3) === 0) {
          during = () => {
            during = undefined;
            r.pick(ops)();
          };
        }
        // A change every run sees, so that each step ends in one.
        writeFileSync(join(dir, 'src/step.ts'), `export const step = ${step};\n`);
        const last = await w.settle(done + 1);
        during = undefined;
        await w.session.whenIdle();
        const cli = await spawnCli(['--cli', '--json', '--no-cache', dir]);
        assert.is(cli.code, 0, cli.stderr);
        assert.is(render(w.runs[w.runs.length - 1].report.result, 'json'), cli.stdout, `step ${step}: ${JSON.stringify(tree(dir).files)}`);
        assert.ok(last);
      }
      assert.equal(w.errors, []);
    } finally {
      w.session.stop();
      cleanup();
      cleanCache();
    }
  });
}

test.run();
