import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { changeFileKeys, configFiles, configValue, configuredPath } from '../config/index.js';
import { AnalyzerError } from '../util/errors.js';
import { importModule } from '../util/esm.js';
import { quoted, refusedGlob } from '../patterns/globs.js';
import type { AnalyzeOptions } from '../run/options.js';
import type { Repo } from '../git/repo.js';
import { FORMATS, type Format } from '../sinks/formats.js';
import { count, share } from '../sinks/markdownText.js';
import { textPath } from '../sinks/escape.js';
import type { Report } from '../results.js';
import { checkOutput } from './output.js';
import { analyse } from './run.js';
import { paint, plural } from './terminal.js';

type Prompts = typeof import('@inquirer/prompts');
type GitScope = 'none' | 'diff' | 'staged' | 'branch' | 'author';

interface Choices {
  path: string;
  format: Format;
  methodLevel: boolean;
  includeComments: boolean;
  git: Pick<AnalyzeOptions, 'gitDiff' | 'gitCached' | 'gitBranch' | 'gitAuthor'>;
  include: string[];
  exclude: string[];
  output?: string;
}

const FORMAT_NAMES: Record<Format, string> = {
  json: 'JSON', toon: 'TOON (the JSON in fewer tokens)', gitingest: "GitIngest (each file's analysed text)", markdown: 'Markdown report', html: 'HTML report with a treemap',
};
const EXTENSIONS: Record<Format, string> = { json: 'json', toon: 'toon', gitingest: 'txt', markdown: 'md', html: 'html' };

/** Ctrl-C or the end of input at a prompt: exit 130, with nothing written. */
export class Interrupted extends AnalyzerError {
  constructor() {
    super('interrupted', 'INTERRUPTED', 130, 499);
  }
}

/**
 * `analyzer` on a terminal: asks what to analyse and how, each question defaulting to the
 * configured value (Enter through them all analyses the current folder as `analyzer .` would),
 * shows a recap, runs the analysis, and offers to save the choices as defaults.
 */
export async function wizard(): Promise<void> {
  const prompts = await importModule<Prompts>('@inquirer/prompts');
  const out = process.stdout;
  const colour = paint(out);
  try {
    const choices = await ask(prompts);
    out.write(`\n${recap(choices)}\n`);
    if (!(await prompts.confirm({ message: 'Analyse now?', default: true }))) return;
    const report = await analyse(
      { analysis: { path: choices.path, methodLevel: choices.methodLevel, includeComments: choices.includeComments, include: choices.include, exclude: choices.exclude, ...choices.git }, format: choices.format, output: choices.output, verbose: false },
      { summary: false },
    );
    if (report && choices.output) out.write(`\n${humanSummary(report, choices.output, colour)}\n`);
    await saveDefaults(prompts, choices);
  } catch (err) {
    if (err instanceof Error && (err.name === 'ExitPromptError' || err.name === 'AbortPromptError')) throw new Interrupted();
    throw err;
  }
}

async function ask(p: Prompts): Promise<Choices> {
  const path = await p.input({ message: 'Directory to analyse', default: '.', validate: folderProblem });
  const format = await p.select<Format>({
    message: 'Output format',
    choices: FORMATS.map((value) => ({ value, name: FORMAT_NAMES[value] })),
    default: configValue<Format>('output.format'),
  });
  const methodLevel = await p.confirm({ message: 'Count each function and method too?', default: configValue<boolean>('analysis.methodLevel') });
  const includeComments = await p.confirm({ message: 'Count comments too?', default: configValue<boolean>('analysis.includeComments') });
  const git = await gitScope(p, resolve(path));
  const include = words(await p.input({ message: 'Only files matching (globs or folders, space-separated; empty: all)', default: configValue<string[]>('analysis.include').join(' '), validate: globsProblem }));
  const exclude = words(await p.input({ message: 'Leave out (globs or folders, space-separated; empty: none)', default: configValue<string[]>('analysis.exclude').join(' '), validate: globsProblem }));
  const configured = configuredPath('output.file');
  const where = await p.select<'terminal' | 'file'>({
    message: 'Where should the result go?',
    choices: [{ value: 'terminal', name: 'This terminal' }, { value: 'file', name: 'A file' }],
    default: configured ? 'file' : 'terminal',
  });
  let output: string | undefined;
  if (where === 'file') {
    output = await p.input({ message: 'File', default: configured ?? `analysis.${EXTENSIONS[format]}`, validate: fileProblem });
  }
  return { path, format, methodLevel, includeComments, git, include, exclude, output };
}

/** The git step: none, a diff against a ref (checked with git), staged changes, a branch or an author. */
async function gitScope(p: Prompts, root: string): Promise<Choices['git']> {
  const { openRepo } = await import('../git/repo.js');
  let repo: Repo;
  try {
    repo = await openRepo(root);
  } catch (err) {
    process.stdout.write(`  Git scope: skipped (${err instanceof AnalyzerError ? err.message : 'git cannot read this folder'})\n`);
    return {};
  }
  try {
    return await askScope(p, repo);
  } finally {
    repo.close();
  }
}

async function askScope(p: Prompts, repo: Repo): Promise<Choices['git']> {
  const scope = await p.select<GitScope>({
    message: 'Git scope',
    choices: [
      { value: 'none', name: 'Every file' },
      { value: 'diff', name: 'Files changed since a commit, branch or tag' },
      { value: 'staged', name: 'Staged changes' },
      { value: 'branch', name: 'What a pull request into a branch would change' },
      { value: 'author', name: 'Files an author touched' },
    ],
    default: 'none',
  });
  if (scope === 'staged') return { gitCached: true };
  if (scope === 'diff') {
    const ref = await p.input({
      message: 'Compare with (a ref: HEAD~3, main, v1.2)',
      default: 'HEAD',
      validate: async (value) => (value.startsWith('-') ? "a ref cannot start with '-'" : (await repo.commit(value)) ? true : `git knows no commit '${value}'`),
    });
    return { gitDiff: ref };
  }
  if (scope === 'branch') {
    const branches = (await repo.run(['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/remotes'])).split('\n').filter((b) => b && !b.endsWith('/HEAD'));
    if (branches.length === 0) return {};
    return { gitBranch: await p.select({ message: 'Branch', choices: branches.map((value) => ({ value })) }) };
  }
  if (scope === 'author') {
    const log = await repo.run(['log', '--format=%aN <%aE>']).catch(() => '');
    const authors = [...new Set(log.split('\n').filter(Boolean))].sort();
    const author = await p.search<string>({
      message: 'Author (pick one, or type a name or email)',
      source: (term) => {
        const typed = term?.trim() ?? '';
        const matches = authors.filter((a) => a.toLowerCase().includes(typed.toLowerCase())).map((value) => ({ value }));
        return typed && !authors.includes(typed) && !typed.startsWith('-') ? [{ value: typed, name: `${typed} (as typed)` }, ...matches] : matches;
      },
    });
    return { gitAuthor: author };
  }
  return {};
}

function folderProblem(value: string): true | string {
  if (value.includes('\0')) return 'a folder name holds no NUL byte';
  const stat = statSync(resolve(value), { throwIfNoEntry: false });
  return stat?.isDirectory() ? true : stat ? `${value} is not a folder` : `no folder ${value}`;
}

async function fileProblem(value: string): Promise<true | string> {
  if (value.trim() === '') return 'a file name, please';
  try {
    // Checked only: the run prepares the output (removing stale temp files) once, when it starts.
    await checkOutput(value);
    return true;
  } catch (err) {
    return err instanceof Error ? err.message.replace(/^cannot write output '[^']*': /, '') : String(err);
  }
}

function globsProblem(value: string): true | string {
  const refused = refusedGlob(words(value));
  if (!refused) return true;
  return refused.glob === undefined ? `this list ${refused.problem}` : `${quoted(refused.glob)} cannot be used: ${refused.problem}`;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function recap(c: Choices): string {
  const scope = c.git.gitCached ? 'staged changes' : c.git.gitDiff ? `changed since ${c.git.gitDiff}` : c.git.gitBranch ? `a pull request into ${c.git.gitBranch}` : c.git.gitAuthor ? `touched by ${c.git.gitAuthor}` : 'every file';
  const rows: [string, string][] = [
    ['Directory', resolve(c.path)],
    ['Format', FORMAT_NAMES[c.format]],
    ['Methods', c.methodLevel ? 'counted' : 'no'],
    ['Comments', c.includeComments ? 'counted' : 'removed before counting'],
    ['Git scope', scope],
    ['Only', c.include.join(' ') || 'everything'],
    ['Leave out', c.exclude.join(' ') || 'nothing'],
    ['Result', c.output ?? 'this terminal'],
  ];
  return `${rows.map(([k, v]) => `  ${k.padEnd(10)} ${v}`).join('\n')}\n`;
}

const BAR_WIDTH = 24;

/** After a run written to a file: totals, the ten biggest files with bars, tokens by language. */
function humanSummary({ result }: Report, file: string, colour: ReturnType<typeof paint>): string {
  const top = [...result.files].sort((a, b) => b.tokens - a.tokens || (a.path < b.path ? -1 : 1)).slice(0, 10);
  const most = Math.max(1, ...top.map((f) => f.tokens));
  const width = Math.max(0, ...top.map((f) => count(f.tokens).length));
  const bar = (n: number) => '█'.repeat(Math.max(n > 0 ? 1 : 0, Math.round((n / most) * BAR_WIDTH))).padEnd(BAR_WIDTH);
  const languages = new Map<string, number>();
  for (const f of result.files) languages.set(f.language, (languages.get(f.language) ?? 0) + f.tokens);
  const byLanguage = [...languages].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return [
    `Wrote ${file}: ${colour.bold(count(result.totalTokens))} tokens in ${plural(result.totalFiles, 'file')}, ${plural(result.totalLines, 'line')}`,
    '',
    'Biggest files',
    ...top.map((f) => `  ${count(f.tokens).padStart(width)}  ${bar(f.tokens)}  ${textPath(f.path)}`),
    '',
    'Tokens by language',
    ...byLanguage.map(([language, tokens]) => `  ${language.padEnd(12)} ${count(tokens).padStart(width)}  ${share(tokens, result.totalTokens).padStart(6)}`),
    '',
  ].join('\n');
}

/** Saves the choices that are configuration keys, through the configuration's own checked, atomic path. */
async function saveDefaults(p: Prompts, c: Choices): Promise<void> {
  const files = configFiles();
  const where = await p.select<'project' | 'global' | 'no'>({
    message: 'Save these choices as defaults?',
    choices: [
      { value: 'no', name: 'No' },
      { value: 'project', name: `For this project (${files.project})` },
      { value: 'global', name: `For every project (${files.user})` },
    ],
    default: 'no',
  });
  if (where === 'no') return;
  const file = where === 'project' ? files.project : files.user;
  // One locked, atomic write: the file holds all of them or, on a failure, none.
  await changeFileKeys(file, new Map<string, never>([
    ['output.format', c.format], ['output.file', c.output ?? null], ['analysis.methodLevel', c.methodLevel],
    ['analysis.includeComments', c.includeComments], ['analysis.include', c.include], ['analysis.exclude', c.exclude],
  ] as [string, never][]));
  process.stdout.write(`Saved to ${file}\n`);
}
