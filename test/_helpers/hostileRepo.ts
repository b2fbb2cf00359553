import { createHash } from 'node:crypto';
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, closeSync, constants, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, unlinkSync, utimesSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitAs, write } from '../git/_repos.js';
import { git } from './index.js';

// A repository whose config names, for everything git could run or read on its behalf, a
// program that writes a marker file (or a FIFO that says it was opened): filters, hooks (in
// core.hooksPath and .git/hooks), fsmonitor, diff drivers, the pager, ssh, credential helpers,
// gpg, include paths. Its history: `base` (Ada), then `main` (Bob, a commit carrying a signature,
// so that `log --show-signature` would call gpg), `feature` forked from `base`; its work tree
// holds every kind of change, and a file touched but unchanged (which git would re-read through
// the clean filter and write back into the index).

export interface HostileRepo {
  /** The work tree (a real path). */
  dir: string;
  /** What ran or was read: one name per marker, sorted. */
  marks(): string[];
  clearMarks(): void;
  /** Every file of .git with its bytes' hash and modification time. */
  gitState(): Record<string, string>;
  cleanup(): void;
}

const PROGRAMS = [
  'filter-clean', 'filter-smudge', 'filter-process', 'fsmonitor', 'diff-external', 'diff-command', 'textconv', 'pager', 'ssh',
  'askpass', 'credential', 'uploadpack', 'receivepack', 'alternate-refs', 'gpg', 'gpg-ssh', 'gpg-x509', 'editor',
];
const HOOKS = ['post-index-change', 'reference-transaction', 'pre-auto-gc', 'post-checkout', 'post-merge', 'post-rewrite', 'fsmonitor-watchman', 'pre-commit', 'post-commit'];
const FIFOS = ['include', 'includeif-gitdir', 'includeif-onbranch', 'excludes-file', 'attributes-file'];

// A signature git takes for one (gpg is asked to check it: what it says does not matter).
const SIGNATURE = ['-----BEGIN PGP SIGNATURE-----', '', 'iQEzBAABCAAdFiEEaGVsbG8gd29ybGQgdGhpcyBpcyBub3QgcmVhbA==', '=abcd', '-----END PGP SIGNATURE-----'];

export function hostileRepo(): HostileRepo {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'analyzer-hostile-')));
  const dir = join(home, 'repo');
  const marks = join(home, 'marks');
  const bin = join(home, 'bin');
  const hooks = join(home, 'hooks');
  for (const folder of [dir, marks, bin, hooks]) mkdirSync(folder);
  // Each program notes its own name, then passes its input through (a filter's output is the file).
  const mark = join(bin, 'mark');
  writeFileSync(mark, `#!/bin/sh\necho "$*" >> "${marks}/$(basename "$0")"\nexec cat\n`);
  chmodSync(mark, 0o755);
  for (const name of [...PROGRAMS, ...HOOKS]) symlinkSync(mark, join(bin, name));
  for (const name of HOOKS) symlinkSync(mark, join(hooks, name));
  for (const name of FIFOS) execFileSync('mkfifo', [join(home, `${name}.fifo`)]);

  git(dir, 'init', '--quiet', '--initial-branch=main');
  commitAs('Ada', dir, 'base', {
    '.gitattributes': '*.ts filter=evil diff=evil\n*.py filter=evilproc diff=evil\n',
    'src/queue.ts': 'export class Queue {\n  push(x: number): void {}\n}\n',
    'src/util.py': 'def twice(x):\n    return 2 * x\n',
    'src/old.ts': 'export const old = "a file that is renamed in the work tree";\n',
    'src/gone.ts': 'export const gone = 1;\n',
    'README.md': '# Hostile\n',
  });
  git(dir, 'tag', 'base');
  git(dir, 'branch', 'feature');
  commitAs('Bob', dir, 'bob', { 'src/bob.ts': 'export const bob = "by Bob";\n' });
  signHead(dir);
  git(dir, 'checkout', '--quiet', 'feature');
  commitAs('Ada', dir, 'feature', { 'src/feature.ts': 'export const feature = true;\n' });
  git(dir, 'checkout', '--quiet', 'main');
  // The work tree: modified, staged, renamed, deleted, untracked, and touched but unchanged.
  write(dir, { 'src/queue.ts': 'export class Queue {\n  push(x: number): void {}\n  pop(): void {}\n}\n', 'src/staged.ts': 'export const staged = 1;\n' });
  git(dir, 'add', 'src/staged.ts');
  git(dir, 'mv', 'src/old.ts', 'src/new.ts');
  unlinkSync(join(dir, 'src', 'gone.ts'));
  write(dir, { 'notes.txt': 'untracked\n' });
  const future = new Date(Date.now() + 60_000);
  utimesSync(join(dir, 'src', 'util.py'), future, future);

  const config: [string, string][] = [
    ['filter.evil.clean', join(bin, 'filter-clean')], ['filter.evil.smudge', join(bin, 'filter-smudge')], ['filter.evil.required', 'true'],
    ['filter.evilproc.process', join(bin, 'filter-process')],
    ['diff.evil.command', join(bin, 'diff-command')], ['diff.evil.textconv', join(bin, 'textconv')], ['diff.external', join(bin, 'diff-external')],
    ['core.fsmonitor', join(bin, 'fsmonitor')], ['core.hooksPath', hooks], ['core.pager', join(bin, 'pager')], ['pager.log', join(bin, 'pager')],
    ['core.sshCommand', join(bin, 'ssh')], ['core.askPass', join(bin, 'askpass')], ['credential.helper', join(bin, 'credential')], ['core.editor', join(bin, 'editor')],
    ['remote.origin.url', 'ssh://git@example.invalid/x.git'], ['remote.origin.fetch', '+refs/heads/*:refs/remotes/origin/*'],
    ['remote.origin.uploadpack', join(bin, 'uploadpack')], ['remote.origin.receivepack', join(bin, 'receivepack')], ['core.alternateRefsCommand', join(bin, 'alternate-refs')],
    ['gpg.program', join(bin, 'gpg')], ['gpg.ssh.program', join(bin, 'gpg-ssh')], ['gpg.x509.program', join(bin, 'gpg-x509')], ['log.showSignature', 'true'],
    ['gc.auto', '1'], ['core.untrackedCache', 'true'], ['index.version', '4'], ['core.splitIndex', 'true'],
  ];
  for (const [key, value] of config) git(dir, 'config', key, value);
  // Written by hand, last: any git run after these would open the FIFOs (and wait on them).
  appendFileSync(join(dir, '.git', 'config'), [
    '[include]', `\tpath = ${join(home, 'include.fifo')}`,
    `[includeIf "gitdir:${dir}/.git"]`, `\tpath = ${join(home, 'includeif-gitdir.fifo')}`,
    '[includeIf "onbranch:main"]', `\tpath = ${join(home, 'includeif-onbranch.fifo')}`,
    '[core]', `\texcludesFile = ${join(home, 'excludes-file.fifo')}`, `\tattributesFile = ${join(home, 'attributes-file.fifo')}`, '',
  ].join('\n'));
  for (const name of HOOKS) symlinkSync(mark, join(dir, '.git', 'hooks', name));

  // A FIFO opened for reading (git reading an include) is seen by opening it for writing, which
  // succeeds only while someone reads it; writing nothing then lets the reader go on.
  const fifoWatch = setInterval(() => {
    for (const name of FIFOS) {
      try {
        closeSync(openSync(join(home, `${name}.fifo`), constants.O_WRONLY | constants.O_NONBLOCK));
        appendFileSync(join(marks, `read-${name}`), 'opened\n');
      } catch {
        // ENXIO: no reader.
      }
    }
  }, 2);
  fifoWatch.unref();

  return {
    dir,
    marks: () => readdirSync(marks).sort(),
    clearMarks: () => {
      for (const name of readdirSync(marks)) unlinkSync(join(marks, name));
    },
    gitState: () => state(join(dir, '.git')),
    cleanup: () => {
      clearInterval(fifoWatch);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Replaces HEAD's commit by the same commit carrying a (made-up) signature. */
function signHead(dir: string): void {
  const raw = git(dir, 'cat-file', 'commit', 'HEAD');
  const end = raw.indexOf('\n\n');
  const signed = `${raw.slice(0, end)}\ngpgsig ${SIGNATURE.join('\n ')}${raw.slice(end)}`;
  const oid = execFileSync('git', ['hash-object', '-t', 'commit', '-w', '--stdin'], { cwd: dir, input: signed, encoding: 'utf8' }).trim();
  git(dir, 'update-ref', 'refs/heads/main', oid);
}

function state(folder: string, out: Record<string, string> = {}, within = ''): Record<string, string> {
  for (const entry of readdirSync(join(folder, within), { withFileTypes: true })) {
    const path = within ? `${within}/${entry.name}` : entry.name;
    if (entry.isDirectory()) state(folder, out, path);
    else if (entry.isFile()) {
      const stat = statSync(join(folder, path), { bigint: true });
      out[path] = `${createHash('sha1').update(readFileSync(join(folder, path))).digest('hex')} ${stat.mtimeNs}`;
    } else out[path] = 'other';
  }
  return out;
}

/** Runs git as the repository's own config has it (no isolation from it), without blocking this process (the FIFOs need it free). */
export function gitAsConfigured(dir: string, args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd: dir, stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_PAGER: '' } });
    const timer = setTimeout(() => child.kill(), 10_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
