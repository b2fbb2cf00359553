import { lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cachedDataVersionTag } from 'node:v8';
import { Script } from 'node:vm';
import { lendImport } from './esm.js';
import { sha256 } from './hash.js';

// Node 22.1 and later keep a compile cache of their own (module.enableCompileCache(): see
// entry/bin.ts). On Node 20 the command keeps one of its own for its two bundles, the CLI's
// (1.1 MB) and a counting thread's (0.6 MB), whose compiling took 18 and 17 ms of each thread's
// start (bench/README.md): V8's code cache of each, made once and read back by every later run.

/** The environment variable naming the folder of that cache, for counting threads to find. */
export const CODE_CACHE_VARIABLE = 'ANALYZER_CODE_CACHE';

/** Whether this Node has its own compile cache, which the command then uses instead. */
export function nodeCompileCache(): boolean {
  return typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function';
}

/** The folder for the cache: this user's own, in the temporary folder. */
export function codeCacheFolder(): string {
  return join(tmpdir(), `analyzer-code-cache-${process.getuid?.() ?? 'user'}`);
}

/**
 * Runs the CommonJS bundle `file` as require() would, compiled from V8's code cache in `folder`
 * when one is there for this very code. A cache file is named by its place (where the bundle lies,
 * for which V8), then the SHA-256 of the code and V8's cachedDataVersionTag() (its version, flags
 * and CPU features): V8 itself checks only the code's length, so a cache made for another build
 * of the same length would run that build's code. Only a folder that this user owns and no one
 * else can write is read: a cache planted there by another user would be code run as this one. A
 * missing or rejected cache is made as soon as the code is compiled, and replaces the cache of
 * the builds that lay there before (an upgrade, a rebuild); other installs keep theirs. Any
 * failure of the cache only means compiling as require() does. Says whether the code came from
 * the cache.
 */
export function runCompiled(file: string, folder: string, load: (specifier: string) => Promise<unknown>): 'cache' | 'compiled' {
  // The code's import()s go through `load`, the caller's own (util/esm.ts).
  lendImport(load);
  const source = readFileSync(file, 'utf8');
  // A bundle's place: its path, and V8 with its flags (a counting process runs with flags of its own).
  const tag = cachedDataVersionTag();
  const place = `${sha256(`${file}\0${tag}`).slice(0, 16)}-`;
  const name = `${place}${sha256(source).slice(0, 40)}-${tag}`;
  const path = join(folder, name);
  let cached: Buffer | undefined;
  try {
    if (trusted(folder)) cached = readFileSync(path);
  } catch {
    // none yet
  }
  const script = new Script(nodeModule.Module.wrap(source), { filename: file, cachedData: cached });
  // Made before the code runs: the CLI sets V8 flags as it starts, and a cache made under other
  // flags than the next run compiles with is rejected (it was, every run, made at exit).
  const fromCache = cached !== undefined && script.cachedDataRejected === false;
  if (!fromCache && keep(folder, path, script)) prune(folder, place, name);
  const module = new nodeModule.Module(file);
  module.filename = file;
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  run.call(module.exports, module.exports, nodeModule.createRequire(file), module, file, dirname(file));
  return fromCache ? 'cache' : 'compiled';
}

function trusted(folder: string): boolean {
  const stat = lstatSync(folder);
  return stat.isDirectory() && (process.getuid === undefined || stat.uid === process.getuid()) && (stat.mode & 0o022) === 0;
}

/** Writes the cache of `script` at `path`; says whether it did. */
function keep(folder: string, path: string, script: Script): boolean {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (!trusted(folder)) return false;
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
    try {
      renameSync(temporary, path);
      return true;
    } catch {
      rmSync(temporary, { force: true });
      return false;
    }
  } catch {
    // no cache: the next run compiles as this one did
    return false;
  }
}

/** Removes the caches of earlier builds at the same place (`place`, the start of their names) than `name`'s. */
function prune(folder: string, place: string, name: string): void {
  try {
    for (const other of readdirSync(folder)) {
      if (other.startsWith(place) && other !== name && !other.endsWith('.tmp')) rmSync(join(folder, other), { force: true });
    }
  } catch {
    // left for the next build to remove
  }
}
