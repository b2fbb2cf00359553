import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { countSettings } from '../../run/index.js';
import { ResultStore } from '../../cache/store.js';
import { UsageError } from '../../util/errors.js';
import { toPosix } from '../../patterns/ignores.js';
import { planRun, type RunPlan } from '../../run/plan.js';
import { LocalCounter } from '../../counting/local.js';
import { confinedPath } from '../../server/request.js';
import { createCounter } from '../../tokenizer/index.js';
import type { WalkItem } from '../../types.js';
import { MODEL_WINDOW, checkInput, modelOptions, type ObjectSchema, type Property } from './input.js';
import { toonOf, windowOf } from './overview.js';
import { READ_ONLY, type Tool, type ToolContext } from './tool.js';

// A call counts a handful of files, not a tree: more belongs to analyze.
const MAX_PATHS = 1000;
const MAX_PATH_CHARS = 4096;

const TEXT: Property = { type: 'string', description: 'A text to count exactly as it is. Give text, paths or both.' };
const PATHS: Property = {
  type: 'array',
  items: { type: 'string', minLength: 1, maxLength: MAX_PATH_CHARS },
  maxItems: MAX_PATHS,
  description: 'Files to count, relative to the root (absolute paths inside it work too). For folders use analyze.',
};

const INPUT: ObjectSchema = {
  type: 'object',
  properties: {
    text: TEXT,
    paths: PATHS,
    model: MODEL_WINDOW,
    includeComments: { type: 'boolean', default: true, description: 'Files only: false leaves comments out, as analyze counts them by default. Default true: the whole file, what reading it costs.' },
  },
  // Text, paths or both: without text, paths are required.
  if: { not: { properties: { text: TEXT }, required: ['text'] } },
  then: { properties: { paths: PATHS }, required: ['paths'] },
  additionalProperties: false,
};

const count = (description: string) => ({ type: 'integer', minimum: 0, description });

const OUTPUT = {
  type: 'object',
  properties: {
    encoding: { type: 'string', description: 'The tokenizer the counts are exact for.' },
    tokens: count('Tokens of the text and every file counted, together.'),
    textTokens: count('Tokens of `text`, when given.'),
    window: {
      type: 'object',
      description: 'With a model whose context window is known: how much of it `tokens` fill.',
      properties: { model: { type: 'string' }, tokens: count("The model's context window (input and output together, as its maker states it)."), share: { type: 'number', minimum: 0, description: 'tokens / window tokens, to a thousandth: 0.41 fills 41%; above 1 it does not fit.' } },
      required: ['model', 'tokens', 'share'],
      additionalProperties: false,
    },
    files: {
      type: 'array',
      description: 'Each file counted, as its path was given.',
      items: { type: 'object', properties: { path: { type: 'string' }, tokens: count('tokens'), lines: count('lines') }, required: ['path', 'tokens', 'lines'], additionalProperties: false },
    },
    skipped: {
      type: 'array',
      description: 'Files not counted, and why (binary, too-large, invalid-utf8, permission-denied, ...).',
      items: { type: 'object', properties: { path: { type: 'string' }, reason: { type: 'string' } }, required: ['path', 'reason'], additionalProperties: false },
    },
  },
  required: ['encoding', 'tokens'],
  additionalProperties: false,
} as const;

export const countTokensTool: Tool = {
  name: 'count_tokens',
  title: 'Token count of a text or files',
  description: [
    "Exact token count of a text, or of files under the root, for a model's tokenizer (default o200k_base, gpt-4o's):",
    "what reading those files or sending that text costs, without reading them into your context, and with model the share of that model's context window.",
    'Files are counted whole, comments included, unless includeComments is false.',
    'Returns the total and one row per file (about 10 tokens each); binary, non-UTF-8 and too-large files are listed as skipped.',
    'For a folder, use analyze.',
  ].join(' '),
  inputSchema: INPUT,
  outputSchema: OUTPUT as unknown as Tool['outputSchema'],
  annotations: READ_ONLY,

  async call(input, context) {
    const { text, paths, model, includeComments = true } = checkInput(input, INPUT) as { text?: string; paths?: string[]; model?: string; includeComments?: boolean };
    // Exact counts whatever the configuration says: counting is what was asked for.
    const plan = planRun({ ...modelOptions(model), includeComments, tokenCount: true, tiktoken: true, methodLevel: false, cache: false }, { format: 'json' });
    const { options } = plan;
    if (text !== undefined && Buffer.byteLength(text) > options.maxFileSize) {
      throw new UsageError(`text is larger than ${options.maxFileSize} bytes (analysis.maxFileSize)`);
    }
    const textTokens = text === undefined ? undefined : createCounter('exact', options.encoding, context.keeper.tables(options.encoding)).count(text);
    const counted = paths === undefined ? undefined : await countFiles([...new Set(paths)], plan, context);
    const tokens = (textTokens ?? 0) + (counted?.files ?? []).reduce((sum, file) => sum + file.tokens, 0);
    const structured: Record<string, unknown> = { encoding: options.encoding, tokens };
    if (textTokens !== undefined) structured.textTokens = textTokens;
    const { window } = plan.counting;
    if (window) structured.window = windowOf(tokens, window);
    if (counted) {
      structured.files = counted.files;
      if (counted.skipped.length > 0) structured.skipped = counted.skipped;
    }
    return { structured, text: toonOf(structured) };
  },
};

interface Counted {
  files: { path: string; tokens: number; lines: number }[];
  skipped: { path: string; reason: string }[];
}

/** Each file through the counting stages of an analysis (read, strip comments, tokenize), in this thread, with the kept tables. */
async function countFiles(paths: string[], plan: RunPlan, { roots, keeper, signal }: ToolContext): Promise<Counted> {
  const { encoding } = plan.options;
  // Every path is checked before any is read: one outside the root fails the call.
  const entries = paths.map((path) => {
    const { root, given, place } = roots.locate(path);
    const real = confinedPath(given, root, place, 'file');
    if (statSync(real).isDirectory()) throw new UsageError(`'${path}' is a folder: count_tokens counts files (analyze counts folders)`);
    return { given: path, root, item: { path: toPosix(relative(root, real)), absolutePath: real } as WalkItem };
  });
  const results = new Map<string, { tokens?: number; lines?: number; skipped?: string }>();
  for (const root of new Set(entries.map((entry) => entry.root))) {
    signal.throwIfAborted();
    const counter = new LocalCounter(countSettings(plan, root), new ResultStore(), () => keeper.tables(encoding));
    const items = entries.filter((entry) => entry.root === root).map(({ item }) => item);
    for (const record of await counter.run(items)) results.set(record.absolutePath, record);
  }
  const counted: Counted = { files: [], skipped: [] };
  for (const { given, item } of entries) {
    const { tokens = 0, lines = 0, skipped } = results.get(item.absolutePath)!;
    if (skipped) counted.skipped.push({ path: given, reason: skipped });
    else counted.files.push({ path: given, tokens, lines });
  }
  return counted;
}
