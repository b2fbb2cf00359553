import { relative } from 'node:path';
import { newRunStats, runReport } from '../../run/index.js';
import { planRun, type RunPlan } from '../../run/plan.js';
import { parseCount } from '../../util/size.js';
import { FIT_REASONS } from '../../pack/fit.js';
import { analyzeRequest } from '../../server/request.js';
import { toPosix } from '../../patterns/ignores.js';
import type { FileRecord } from '../../types.js';
import { PACK_LEVELS, type Report } from '../../results.js';
import { EXCLUDE, INCLUDE, INCLUDE_COMMENTS, MODEL_WINDOW, checkInput, knownWindow, modelOptions, tokenCount, type ObjectSchema } from './input.js';
import { overview, toonOf } from './overview.js';
import { READ_ONLY, callRun, type Tool, type ToolContext } from './tool.js';

const DEFAULT_TOP = 10;
const MAX_TOP = 100;

const INPUT: ObjectSchema = {
  type: 'object',
  properties: {
    path: { type: 'string', minLength: 1, default: '.', description: 'The folder to analyse, relative to the root (an absolute path inside the root works too). Default: the root itself.' },
    include: INCLUDE,
    exclude: EXCLUDE,
    methodLevel: { type: 'boolean', default: false, description: 'Also count every function and method, and list the biggest. Slower (about twice a plain analysis).' },
    includeComments: INCLUDE_COMMENTS,
    model: MODEL_WINDOW,
    fit: tokenCount(
      [
        'A context budget: tokens (128000, or "200k", "1.5M") or a model whose context window it is (gpt-4o: 128,000). The answer then says how to pack the folder',
        "as one text (a summary, the tree and each file's text as counted) to fit it, each file at a level: whole; bodies elided (its largest function bodies, the largest first",
        'across the folder); signatures (every body elided); path only (in the tree, no text); left out. Lock, generated, vendored and test-data files go to path only first.',
        'Use it to decide what to read or pack within a context window. The counts stay the whole folder\'s.',
      ].join(' '),
      1,
    ),
    compress: {
      type: 'boolean',
      default: false,
      description: 'Also say what eliding every function and method body (signatures kept, one marker line each) saves of the folder as packed text (compress). With fit, the bodies are elided first, then the plan fits the rest.',
    },
    top: { type: 'integer', minimum: 0, maximum: MAX_TOP, default: DEFAULT_TOP, description: `How many folders, files, languages (and methods) to list, biggest first. Default ${DEFAULT_TOP}.` },
    gitDiff: { type: 'string', minLength: 1, description: 'Only files that differ between this git ref (a branch, tag or commit) and the working tree: committed, staged, unstaged and untracked changes.' },
    gitCached: { type: 'boolean', description: 'Only files staged in the index, against gitDiff when given, else against HEAD.' },
    gitBranch: { type: 'string', minLength: 1, description: 'Only files a pull request from HEAD into this branch would change.' },
    gitAuthor: { type: 'string', minLength: 1, description: 'Only files touched by commits whose author matches (as git log --author: a regular expression on "Name <email>").' },
  },
  additionalProperties: false,
};

const count = (description: string) => ({ type: 'integer', minimum: 0, description });
const rows = (description: string, properties: Record<string, unknown>) => ({
  type: 'array',
  description,
  items: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
});
const totals = { tokens: count('tokens'), lines: count('lines'), files: count('files') };

const OUTPUT = {
  type: 'object',
  properties: {
    root: { type: 'string', description: 'With more than one root: the one the paths are relative to.' },
    path: { type: 'string', description: "The analysed folder, relative to the root ('.' for the root)." },
    totalTokens: count('Tokens of every file analysed.'),
    totalFiles: count('Files analysed (skipped files not included).'),
    totalLines: count('Lines of every file analysed.'),
    totalMethods: count('Functions and methods found (with methodLevel).'),
    encoding: { type: 'string', description: 'The tokenizer the counts are exact for.' },
    countMode: { type: 'string', enum: ['estimate', 'none'], description: 'Present when tokens are not exact counts (the configuration turned exact counting off).' },
    includeComments: { type: 'boolean', description: 'Whether comments were counted.' },
    skipped: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Files not analysed, by reason (binary, too-large, invalid-utf8, ...).' },
    folders: rows("The biggest folders by tokens, paths relative to the root: the analysed folder's subfolders, followed by the subfolders of one that holds more than half of all tokens; '(top-level files)' are the files directly in the analysed folder.", { path: { type: 'string' }, ...totals }),
    files: rows('The biggest files by tokens, paths relative to the root.', { path: { type: 'string' }, tokens: totals.tokens, lines: totals.lines }),
    languages: rows('Languages by tokens.', { language: { type: 'string' }, ...totals }),
    window: {
      type: 'object',
      description: "With a model whose context window is known: how much of it the analysed text fills.",
      properties: { model: { type: 'string' }, tokens: count("The model's context window (input and output together, as its maker states it)."), share: { type: 'number', minimum: 0, description: 'totalTokens / tokens, to a thousandth: 0.41 fills 41%; above 1 it does not fit.' } },
      required: ['model', 'tokens', 'share'],
      additionalProperties: false,
    },
    methods: rows('With methodLevel: the biggest functions and methods by tokens (name qualified by its class or parent, the file relative to the root, the line it starts on).', {
      name: { type: 'string' }, file: { type: 'string' }, line: count('line'), tokens: totals.tokens, lines: totals.lines,
    }),
    fit: {
      type: 'object',
      description: 'With fit: the files to leave out for the packed folder to fit the budget, and what it then takes.',
      properties: {
        budget: count('The budget in tokens.'),
        model: { type: 'string', description: 'The model whose context window is the budget, when fit named one.' },
        countedWith: { type: 'string', description: "With a model's window counted by another tokenizer (Claude and Gemini publish none; model chose another): that tokenizer, whose count the plan is." },
        digestTokens: count('Tokens of the packed folder (a summary, the tree, each kept file\'s text) without the files left out, counted as written.'),
        fits: { type: 'boolean', description: 'False when even the summary and tree of no file are over the budget.' },
        levels: {
          type: 'object',
          description: 'How many files are at each level.',
          properties: Object.fromEntries(PACK_LEVELS.map((level) => [level, count(`Files ${level === 'whole' ? 'kept whole' : `at level ${level}`}.`)])),
          required: [...PACK_LEVELS],
          additionalProperties: false,
        },
        packed: rows('The files in the packed text that are not whole, the most shrunk first (the first `top`; unlisted.packed counts the rest): their level, tokens as packed and whole.', {
          path: { type: 'string' }, level: { type: 'string', enum: ['bodies elided', 'signatures', 'path only'] }, tokens: count('Tokens as packed (0 for path only).'), wholeTokens: count('Tokens of the whole file.'),
        }),
        leftOutListing: { type: 'string', enum: ['by folder', 'total only'], description: 'How the packed folder lists the files left out when not one a line: by top-level folder when that lets more files in, or only their total.' },
        leftOut: rows('The files to leave out, in the order they go (the first `top`; unlisted.leftOut counts the rest), paths relative to the root.', {
          path: { type: 'string' }, tokens: totals.tokens, reason: { type: 'string', enum: FIT_REASONS },
        }),
      },
      required: ['budget', 'digestTokens', 'fits', 'levels', 'packed', 'leftOut'],
      additionalProperties: false,
    },
    compress: {
      type: 'object',
      description: 'With compress: what eliding every function and method body saves of the analysed text.',
      properties: {
        files: count('Files with a body elided.'), bodies: count('Bodies elided.'), tokensBefore: count('Tokens of every file whole.'), tokensAfter: count('Tokens of every file with its bodies elided, counted as written.'),
      },
      required: ['files', 'bodies', 'tokensBefore', 'tokensAfter'],
      additionalProperties: false,
    },
    unlisted: { type: 'object', additionalProperties: { type: 'integer' }, description: 'How many rows of each list were left out (raise `top` or narrow `path` to see them).' },
    warnings: { type: 'array', items: { type: 'string' }, description: 'Problems that did not stop the analysis (an include pattern that matched nothing, a file whose methods could not be parsed).' },
  },
  required: ['path', 'totalTokens', 'totalFiles', 'totalLines', 'folders', 'files', 'languages'],
  additionalProperties: false,
} as const;

export const analyzeTool: Tool = {
  name: 'analyze',
  title: 'Token counts of a folder',
  description: [
    'Exact LLM token, line and file counts of a folder under the root, without reading it into your context:',
    'how big it is, where its tokens are (the biggest subfolders, files and languages; with methodLevel, the biggest functions),',
    'or what the files a git change touches weigh (gitDiff, gitBranch, gitAuthor).',
    'Use it before reading or packing code, to choose what to read. Comments are left out unless includeComments;',
    '.gitignore and the usual ignores (node_modules, .git, lock files) apply.',
    "With model, it counts with that model's tokenizer and says how much of its context window the folder fills;",
    'with fit, how to pack the folder to fit a budget, each file whole, with bodies elided, as signatures, as path only or left out (slower: it reads every file again);',
    'with compress, what eliding every function body saves.',
    `The answer is compact: the totals and the \`top\` (default ${DEFAULT_TOP}) biggest of each list, about 450 tokens at the defaults`,
    'on a large repository (700 with methodLevel, 460 with model, 700 with fit; 15-25 more per extra row); paths in it are relative to the root. It never contains file contents.',
  ].join(' '),
  inputSchema: INPUT,
  outputSchema: OUTPUT as unknown as Tool['outputSchema'],
  annotations: READ_ONLY,

  async call(input, context) {
    const args = checkInput(input, INPUT);
    const { path = '.', top = DEFAULT_TOP, model, fit, compress, ...filters } = args;
    // A budget that is no count of tokens names a model, refused in the tools' terms when unknown.
    if (typeof fit === 'string' && parseCount(fit) === undefined) knownWindow(fit);
    const { root, given, place } = context.roots.locate(path as string);
    // The REST server's checks: patterns bounded, git values refused when they start with '-', the folder confined to the root.
    // The plan of `fit` alone (a JSON report), whatever format the configuration names: the counts stay whole.
    const plan = planRun(analyzeRequest({ ...filters, path: given, ...modelOptions(model), ...(fit !== undefined && { fit }), ...(compress === true && { compress: true }) }, root, place), { within: root, format: 'json' });
    const report = await analyse(plan, context);
    const summary = overview(report, { top: top as number, folder: toPosix(relative(root, plan.options.root)) });
    const structured = context.roots.current.length > 1 ? { root, ...summary } : summary;
    return { structured, text: toonOf(structured) };
  },
};

/**
 * The run, with progress: files counted, of how many once the walk is over. With fit, the total
 * counts each file twice, counted then weighed for the plan, and one more unit: the search for
 * the plan, a few counts of the whole digest (how many, nobody knows beforehand), each of which
 * takes that last unit on by a share that shrinks (1/2, then 2/3, 3/4...).
 */
function analyse(plan: RunPlan, context: ToolContext): Promise<Report> {
  const stats = newRunStats();
  let done = 0;
  const weighed = { files: 0, digests: 0 };
  const counted = (batch: FileRecord[]) => {
    done += batch.length;
    const files = Math.max(done, stats.found);
    context.progress(done, stats.walked ? (plan.fit ? 2 * files + 1 : files) : undefined);
  };
  const fitStep = (step: 'file' | 'digest') => {
    weighed[step === 'file' ? 'files' : 'digests']++;
    context.progress(done + weighed.files + weighed.digests / (weighed.digests + 1), 2 * done + 1);
  };
  return runReport(plan, callRun(context, { stats, counted, fitStep }));
}
