import { relative } from 'node:path';
import { computeDiff } from '../../diff/index.js';
import { toPosix } from '../../patterns/ignores.js';
import { diffRequest } from '../../server/request.js';
import { changes } from './changes.js';
import { EXCLUDE, INCLUDE, INCLUDE_COMMENTS, MODEL, checkInput, modelOptions, type ObjectSchema } from './input.js';
import { toonOf } from './overview.js';
import { progressOf } from './progress.js';
import { READ_ONLY, callRun, type Tool } from './tool.js';

const DEFAULT_TOP = 10;
const MAX_TOP = 100;

const INPUT: ObjectSchema = {
  type: 'object',
  properties: {
    base: { type: 'string', minLength: 1, description: 'The git revision to compare with: a branch, tag or commit (main, origin/main, HEAD~3, v2.0.0).' },
    head: { type: 'string', minLength: 1, description: 'The revision to compare it to. Default: the working tree as it is (committed, staged, unstaged and untracked files that are not ignored).' },
    cached: { type: 'boolean', default: false, description: 'Compare the index (what is staged) instead of the working tree. Not with head.' },
    path: { type: 'string', minLength: 1, default: '.', description: 'The folder to compare, in a git repository, relative to the root (an absolute path inside the root works too). Default: the root itself.' },
    methodLevel: { type: 'boolean', default: false, description: 'Also compare every function and method of the changed files, and list those that grew most.' },
    include: INCLUDE,
    exclude: EXCLUDE,
    includeComments: INCLUDE_COMMENTS,
    model: MODEL,
    top: { type: 'integer', minimum: 0, maximum: MAX_TOP, default: DEFAULT_TOP, description: `How many changed files (and methods) to list, biggest change first. Default ${DEFAULT_TOP}.` },
  },
  required: ['base'],
  additionalProperties: false,
};

const count = (description: string) => ({ type: 'integer', minimum: 0, description });
const signed = (description: string) => ({ type: 'integer', description });
const totals = (description: string, number: (description: string) => Record<string, unknown> = count) => ({
  type: 'object',
  description,
  properties: { files: number('files'), tokens: number('tokens'), lines: number('lines') },
  required: ['files', 'tokens', 'lines'],
  additionalProperties: false,
});
const side = (description: string, required: string[]) => ({
  type: 'object',
  description,
  properties: { ref: { type: 'string' }, commit: { type: 'string', description: 'The commit it names (40 hex digits).' } },
  required,
  additionalProperties: false,
});
const counted = (description: string) => ({ type: 'object', additionalProperties: { type: 'integer' }, description });
const rows = (description: string, properties: Record<string, unknown>) => ({
  type: 'array',
  description,
  items: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
});
const sides = {
  before: count('Tokens on the base side (0 where it is absent, or not counted there: see skipped).'),
  after: count('Tokens on the head side (0 where it is absent, or not counted there).'),
  delta: signed('after - before.'),
};

const OUTPUT = {
  type: 'object',
  properties: {
    root: { type: 'string', description: 'With more than one root: the one the paths are relative to.' },
    path: { type: 'string', description: "The compared folder, relative to the root ('.' for the root)." },
    base: side('The base side: the revision given and its commit.', ['ref', 'commit']),
    head: side("The head side: the revision given and its commit, or 'working tree' or 'index' (no commit).", ['ref']),
    encoding: { type: 'string', description: 'The tokenizer the counts are exact for.' },
    countMode: { type: 'string', enum: ['estimate', 'none'], description: 'Present when tokens are not exact counts (the configuration turned exact counting off).' },
    includeComments: { type: 'boolean', description: 'Whether comments were counted.' },
    totals: {
      type: 'object',
      description: "The whole folder's files, tokens and lines on each side (not only the changed files'), and the change.",
      properties: { before: totals('Base side.'), after: totals('Head side.'), delta: totals('after - before.', signed) },
      required: ['before', 'after', 'delta'],
      additionalProperties: false,
    },
    changed: counted('Changed files by status: added, modified, renamed, removed (statuses with none left out).'),
    skipped: counted('Changed files not counted on a side, by reason (binary, too-large, invalid-utf8, ...); one skipped on both sides counts twice.'),
    files: rows('The changed files whose tokens changed most (either way), biggest change first; paths relative to the root.', {
      path: { type: 'string', description: 'The path on the head side (the base side for a removed file).' },
      status: { type: 'string', enum: ['added', 'modified', 'renamed', 'removed'] },
      ...sides,
    }),
    previousPaths: rows('The renamed files among those listed: the path on the base side of each.', { path: { type: 'string' }, previousPath: { type: 'string' } }),
    changedMethods: counted('With methodLevel: the changed files\' methods by status (added, modified, removed), matched by qualified name; unchanged ones are not counted.'),
    methods: rows('With methodLevel: the methods whose tokens grew most (added ones included), most growth first.', {
      name: { type: 'string', description: 'Qualified by its class or parent (Queue.push).' },
      file: { type: 'string', description: 'Relative to the root.' },
      status: { type: 'string', enum: ['added', 'modified'] },
      ...sides,
    }),
    unlisted: counted('How many changed files, and grown methods, were left out (raise `top` or narrow `path` to see them).'),
    warnings: { type: 'array', items: { type: 'string' }, description: 'Problems that did not stop the comparison.' },
  },
  required: ['path', 'base', 'head', 'encoding', 'totals', 'changed', 'files'],
  additionalProperties: false,
} as const;

export const diffTool: Tool = {
  name: 'diff',
  title: 'Token change between two git revisions',
  description: [
    'What a git change did to the tokens of a folder under the root, without reading it into your context:',
    'base (a branch, tag or commit) against head (a revision; by default the working tree, with uncommitted and untracked files).',
    'Use it to see what a branch or the current work adds before reviewing it, or what made the code grow.',
    "Returns the whole folder's files, tokens and lines before and after, how many files were added, modified, renamed and removed,",
    'and the files whose tokens changed most, biggest change first (with methodLevel, the functions that grew most).',
    'Counted as analyze counts (comments left out unless includeComments, .gitignore applies); the base is read from git, nothing is checked out.',
    `The answer is compact: the \`top\` (default ${DEFAULT_TOP}) biggest changes, about 400 tokens at the defaults however many files changed`,
    '(700 with methodLevel; 15-25 more per extra row); paths in it are relative to the root. It never contains file contents.',
  ].join(' '),
  inputSchema: INPUT,
  outputSchema: OUTPUT as unknown as Tool['outputSchema'],
  annotations: READ_ONLY,

  async call(input, context) {
    const args = checkInput(input, INPUT);
    const { path = '.', top = DEFAULT_TOP, model, ...fields } = args;
    const { root, given, place } = context.roots.locate(path as string);
    // The REST server's checks: refs refused when they start with '-', patterns bounded, the folder confined to the root.
    const { diff } = diffRequest({ ...fields, path: given, ...modelOptions(model) }, root, place);
    const report = await computeDiff(diff, callRun(context, progressOf(context)));
    const { root: folder, methodLevel } = diff.plan.options;
    const summary = changes(report, { top: top as number, folder: toPosix(relative(root, folder)), methodLevel });
    const structured = context.roots.current.length > 1 ? { root, ...summary } : summary;
    return { structured, text: toonOf(structured) };
  },
};
