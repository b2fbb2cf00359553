import { relative } from 'node:path';
import { analysisStream, newRunStats, reportName } from '../../analysis.js';
import { countingOf, resolveOptions } from '../../options.js';
import { analyzeRequest } from '../../server/request.js';
import { aggregate } from '../../stages/aggregate.js';
import { chain, mapStage } from '../../stages/objects.js';
import { toPosix } from '../../ignores.js';
import type { FileRecord, Report } from '../../types.js';
import { EXCLUDE, INCLUDE, INCLUDE_COMMENTS, MODEL, checkInput, modelOptions, type ObjectSchema } from './input.js';
import { overview, toonOf } from './overview.js';
import { READ_ONLY, type Tool, type ToolContext } from './tool.js';

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
    model: MODEL,
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
    methods: rows('With methodLevel: the biggest functions and methods by tokens (name qualified by its class or parent, the file relative to the root, the line it starts on).', {
      name: { type: 'string' }, file: { type: 'string' }, line: count('line'), tokens: totals.tokens, lines: totals.lines,
    }),
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
    `The answer is compact: the totals and the \`top\` (default ${DEFAULT_TOP}) biggest of each list, about 450 tokens at the defaults`,
    'on a large repository (700 with methodLevel; 15-25 more per extra row); paths in it are relative to the root. It never contains file contents.',
  ].join(' '),
  inputSchema: INPUT,
  outputSchema: OUTPUT as unknown as Tool['outputSchema'],
  annotations: READ_ONLY,

  async call(input, context) {
    const args = checkInput(input, INPUT);
    const { path = '.', top = DEFAULT_TOP, model, ...filters } = args;
    const { root, given, place } = context.roots.locate(path as string);
    // The REST server's checks: patterns bounded, git values refused when they start with '-', the folder confined to the root.
    const options = analyzeRequest({ ...filters, path: given, ...modelOptions(model) }, root, place);
    const report = await analyse(options, root, context);
    const summary = overview(report, { top: top as number, folder: toPosix(relative(root, options.path!)) });
    const structured = context.roots.current.length > 1 ? { root, ...summary } : summary;
    return { structured, text: toonOf(structured) };
  },
};

/** runAnalysis() with progress: files done, of how many once the walk is over. */
async function analyse(options: Parameters<typeof analysisStream>[0], root: string, context: ToolContext): Promise<Report> {
  const { keeper, signal, warn } = context;
  const warnings: string[] = [];
  const stats = newRunStats();
  const records = await analysisStream(options, { warn: (message) => (warnings.push(message), warn(message)), keep: keeper, within: root, signal, stats });
  let done = 0;
  const progress = mapStage((batch: FileRecord[]) => {
    done += batch.length;
    context.progress(done, stats.walked ? Math.max(done, stats.found) : undefined);
    return batch;
  });
  let report: Report | undefined;
  for await (const item of chain([records, progress, aggregate({ name: reportName(options), keepText: false, counting: countingOf(resolveOptions(options)) })])) report = item as Report;
  return { ...report!, warnings: [...warnings, ...report!.warnings] };
}
