import { closeSync, constants, existsSync, fstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { GitFailure, gitBytes } from './run.js';

// git runs whatever a repository's own config names: filters (`filter.<driver>.clean` and
// `.process`), hooks (`core.hooksPath`, post-index-change), `core.fsmonitor`, diff drivers,
// `core.pager`, `core.sshCommand`, credential helpers, gpg, and reads any file `include.path` or
// `includeIf` names (a FIFO there would hang it). The folders analysed are not always the user's
// own (a server's, CI's), so git never sees that config: every command runs against a view, a
// temporary git folder holding a config of our own (the few values revisions and the author
// search need, copied from the repository's config without its includes) and links to the
// repository's refs, reflogs and shallow file; its objects are named by GIT_OBJECT_DIRECTORY
// and its index is a copy. Nothing git does through the view can write into the repository.

/** A repository's folders, as found from its work tree. */
export interface GitFolders {
  /** The work tree's top; a repository without one (a submodule's, not checked out): the git folder. */
  top: string;
  /** Whether `top` is a work tree. */
  workTree: boolean;
  /** The git folder of the work tree (`.git`, or where a `.git` file points). */
  gitDir: string;
  /** The folder holding the config, refs and objects (a linked worktree's main git folder). */
  commonDir: string;
}

/** What commands run against a repository's view need. */
export interface GitView extends GitFolders {
  /** The view's folder (removed by close()). */
  dir: string;
  /** git's environment: the caller's without its GIT_* variables, pointed at the view. */
  env: NodeJS.ProcessEnv;
  /** `sha1` or `sha256`. */
  objectFormat: 'sha1' | 'sha256';
  /** `core.fileMode`: whether the executable bit of a file is part of what changed. */
  fileMode: boolean;
  /** The index as it was read when the view was made (its bytes and mtime), or undefined when there is none. */
  index?: { bytes: Buffer; mtimeNs: bigint };
  /** Removes the view; idempotent. */
  close(): void;
}

// Config values copied into the view: what `@{upstream}` and `@{push}` resolve through, the
// mailmap the author search reads (data git only reads), how names compare, and the repository's
// format. Nothing here makes git run a program or read a file the repository names for it.
const COPIED = [
  /^core\.(repositoryformatversion|ignorecase|precomposeunicode)$/,
  /^extensions\.(objectformat|compatobjectformat|refstorage)$/,
  /^branch\..+\.(merge|remote|pushremote)$/,
  /^remote\..+\.(fetch|push)$/,
  /^remote\.pushdefault$/,
  /^push\.default$/,
  /^mailmap\.(file|blob)$/,
];

// Top-level files of a git folder that name revisions (`ORIG_HEAD`, `FETCH_HEAD`, `MERGE_HEAD`...).
const PSEUDO_REF = /^[A-Z][A-Z_]*$/;

const open = new Set<GitView>();
let cleanupRegistered = false;

/**
 * The git folders of the work tree whose top is `top` and whose `.git` is or points to `gitDir`,
 * or why they are not a repository git could use.
 */
export function gitFolders(top: string | undefined, gitDir: string): GitFolders | string {
  if (!isFile(join(gitDir, 'HEAD'))) return `${gitDir} has no HEAD`;
  const pointer = readText(join(gitDir, 'commondir'));
  const commonDir = pointer === undefined ? gitDir : resolve(gitDir, pointer.trim());
  if (!isFolder(join(commonDir, 'objects'))) return `${commonDir} has no objects folder`;
  return { top: top ?? gitDir, workTree: top !== undefined, gitDir, commonDir };
}

/** Makes the view of a repository; git's own config reader reads its config (without includes). */
export async function openView(folders: GitFolders): Promise<GitView> {
  const { top, gitDir, commonDir } = folders;
  const dir = mkdtempSync(join(tmpdir(), 'analyzer-view-'));
  try {
    const config = await readConfig(join(commonDir, 'config'), dir);
    writeFileSync(join(dir, 'config'), configText(config.filter(([key]) => COPIED.some((re) => re.test(key)))));
    writeFileSync(join(dir, 'HEAD'), readFileSync(join(gitDir, 'HEAD')));
    for (const name of ['refs', 'packed-refs', 'reftable', 'shallow']) link(join(commonDir, name), join(dir, name));
    for (const name of readdirSync(gitDir)) if (PSEUDO_REF.test(name) && name !== 'HEAD') link(join(gitDir, name), join(dir, name));
    // The reflogs: HEAD's is the work tree's own, the branches' are shared.
    mkdirSync(join(dir, 'logs'));
    link(join(gitDir, 'logs', 'HEAD'), join(dir, 'logs', 'HEAD'));
    link(join(commonDir, 'logs', 'refs'), join(dir, 'logs', 'refs'));
    mkdirSync(join(dir, 'info'));
    link(join(commonDir, 'info', 'exclude'), join(dir, 'info', 'exclude'));
    // A split index names its shared part, which git looks for beside the index.
    for (const name of readdirSync(gitDir)) if (name.startsWith('sharedindex.')) link(join(gitDir, name), join(dir, name));
    const index = readIndexFile(join(gitDir, 'index'));
    if (index) writeFileSync(join(dir, 'index'), index.bytes);
    const value = (key: string) => [...config].reverse().find(([k]) => k === key)?.[1];
    const view: GitView = {
      ...folders,
      dir,
      env: environment({ GIT_DIR: dir, ...(folders.workTree && { GIT_WORK_TREE: top }), GIT_OBJECT_DIRECTORY: join(commonDir, 'objects'), GIT_INDEX_FILE: join(dir, 'index') }),
      objectFormat: value('extensions.objectformat')?.toLowerCase() === 'sha256' ? 'sha256' : 'sha1',
      fileMode: !/^(false|no|off|0)$/i.test(value('core.filemode') ?? 'true'),
      ...(index && { index }),
      close: () => {
        if (!open.delete(view)) return;
        rmSync(dir, { recursive: true, force: true });
      },
    };
    open.add(view);
    removeAtExit();
    return view;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * The caller's environment without any GIT_* variable (GIT_DIR and friends never point at another
 * repository than the one holding the folder), plus `extra`: no optional lock, no lazy fetch of a
 * partial clone's missing objects (git >= 2.44; the view names no promisor remote either), no
 * prompt, no pager.
 */
export function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.toUpperCase().startsWith('GIT_')) env[key] = value;
  return { ...env, GIT_OPTIONAL_LOCKS: '0', GIT_NO_LAZY_FETCH: '1', GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', ...extra };
}

/** `key` -> value pairs of a config file, as git reads it without its includes (`[]` when it cannot). */
async function readConfig(file: string, cwd: string): Promise<[string, string | undefined][]> {
  if (!isFile(file)) return [];
  // Run in the empty view, with discovery stopped above it: no repository is looked at. A file git
  // cannot read is the repository's problem to report when it is used: it has no values to copy.
  const args = ['config', '--file', file, '--no-includes', '--null', '--list'];
  const out = await gitBytes({ cwd, env: environment({ GIT_CEILING_DIRECTORIES: dirname(cwd) }) }, args).catch((err: unknown) => {
    if (err instanceof GitFailure) return undefined;
    throw err;
  });
  if (out === undefined) return [];
  const entries: [string, string | undefined][] = [];
  for (const entry of out.toString('utf8').split('\0')) {
    if (entry === '') continue;
    const newline = entry.indexOf('\n');
    entries.push(newline < 0 ? [entry, undefined] : [entry.slice(0, newline), entry.slice(newline + 1)]);
  }
  return entries;
}

/** The text of a config file holding `entries` (`section.sub.section.key`, as git lists them). */
export function configText(entries: [string, string | undefined][]): string {
  const sections = new Map<string, string[]>();
  for (const [key, value] of entries) {
    const first = key.indexOf('.');
    const last = key.lastIndexOf('.');
    const section = key.slice(0, first);
    const header = first === last ? `[${section}]` : `[${section} "${key.slice(first + 1, last).replace(/[\\"]/g, '\\$&')}"]`;
    const line = value === undefined ? `\t${key.slice(last + 1)}` : `\t${key.slice(last + 1)} = "${escapeValue(value)}"`;
    const lines = sections.get(header);
    if (lines) lines.push(line);
    else sections.set(header, [line]);
  }
  return [...sections].map(([header, lines]) => `${header}\n${lines.join('\n')}\n`).join('');
}

function escapeValue(value: string): string {
  return value.replace(/[\\"\n\t\b]/g, (c) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\b': '\\b' })[c]!);
}

/** The index's bytes and modification time, read through one descriptor (one state of it). */
function readIndexFile(file: string): { bytes: Buffer; mtimeNs: bigint } | undefined {
  let fd: number;
  try {
    // Non-blocking: a FIFO in its place would otherwise hold the open until someone writes to it.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd, { bigint: true });
    if (!stat.isFile()) return undefined;
    return { bytes: readFileSync(fd), mtimeNs: stat.mtimeNs };
  } finally {
    closeSync(fd);
  }
}

function link(target: string, path: string): void {
  if (existsSync(target)) symlinkSync(target, path);
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function readText(path: string): string | undefined {
  return isFile(path) ? readFileSync(path, 'utf8') : undefined;
}

/** A view left open (a run stopped by a signal) goes with the process. */
function removeAtExit(): void {
  if (cleanupRegistered) return;
  cleanupRegistered = true;
  process.on('exit', () => {
    for (const view of [...open]) view.close();
  });
}
