import { UsageError } from '../util/errors.js';
import type { AnalyzeOptions } from '../run/options.js';
import { FORMATS, type Format } from '../sinks/formats.js';
import { parseSize } from '../util/size.js';
import { encodingOfModel } from '../tokenizer/models.js';
import { shownText } from '../util/words.js';
import { parseFlags, type Group } from './flags.js';

export interface CliArgs {
  /** Any flag or directory was given: analyse, without the wizard. */
  given: boolean;
  help: boolean;
  version: boolean;
  verbose: boolean;
  output?: string;
  /** A format flag, when one was given. */
  format?: Format;
  analysis: AnalyzeOptions;
}

/** The flags of an analysis; `watch` adds its own. */
export const ANALYSIS_GROUPS: readonly Group[] = ['global', 'format', 'analysis', 'git'];

/**
 * An analysis's argv (without node and the script): its flags and at most one directory, which
 * may also be given as `--path`. Throws UsageError on anything it does not know.
 */
export function parseArgs(argv: string[], groups: readonly Group[] = ANALYSIS_GROUPS, command = '', without: readonly string[] = []): CliArgs & { flags: Record<string, unknown> } {
  const { flags, operands } = parseFlags(argv, groups, command, [], without);
  if (operands.length > 1) throw new UsageError(`one directory at a time: '${operands[0]}' and '${operands[1]}' were given`);
  if (operands.length === 1 && flags.path !== undefined) throw new UsageError(`give the directory once: '${operands[0]}' or --path '${flags.path}'`);
  return {
    flags,
    given: argv.length > 0,
    help: flags.help === true,
    version: flags.version === true,
    verbose: flags.verbose === true,
    output: flags.output as string | undefined,
    format: formatOf(argv, flags),
    analysis: analysisOptions(flags, (flags.path as string | undefined) ?? operands[0]),
  };
}

/** The format flag given, if any: two different ones are a UsageError. */
export function formatOf(argv: string[], flags: Record<string, unknown>): Format | undefined {
  const formats = FORMATS.filter((f) => flags[f]).sort((a, b) => firstUse(argv, a) - firstUse(argv, b));
  if (formats.length > 1) throw new UsageError(`conflicting output formats: ${formats.map((f) => `--${f}`).join(' and ')}`);
  return formats[0];
}

/** The analysis options the parsed flags give (the directory being `path`); flags not given are left out. */
export function analysisOptions(flags: Record<string, unknown>, path: string | undefined): AnalyzeOptions {
  const analysis: AnalyzeOptions = {
    path,
    include: flags.include as string[] | undefined,
    exclude: flags.exclude as string[] | undefined,
    tokenCount: flags['token-count'] as boolean | undefined,
    tiktoken: flags.tiktoken as boolean | undefined,
    encoding: flags.encoding as string | undefined,
    model: model(flags),
    tokenizer: flags.tokenizer as string | undefined,
    fit: flags.fit as string | undefined,
    split: flags.split as string | undefined,
    allowSecrets: flags['allow-secrets'] as boolean | undefined,
    compress: flags.compress as boolean | undefined,
    gitignore: flags.gitignore as boolean | undefined,
    defaultIgnores: flags['default-ignores'] as boolean | undefined,
    maxFileSize: size(flags['max-file-size'] as string | undefined),
    submodules: flags.submodules as boolean | undefined,
    methodLevel: flags['method-level'] as boolean | undefined,
    includeComments: flags['include-comments'] as boolean | undefined,
    ...gitDiff(flags),
    gitBranch: flags['git-branch'] as string | undefined,
    gitAuthor: flags['git-author'] as string | undefined,
    cache: flags.cache as boolean | undefined,
  };
  for (const key of Object.keys(analysis) as (keyof AnalyzeOptions)[]) if (analysis[key] === undefined) delete analysis[key];
  return analysis;
}

function firstUse(argv: string[], format: Format): number {
  return argv.findIndex((arg) => arg === `--${format}` || arg.startsWith(`--${format}=`));
}

/** `--model`, checked against `--encoding` and `--tokenizer` in the flags' own words. */
function model(flags: Record<string, unknown>): string | undefined {
  if (flags.model === undefined) return undefined;
  const byModel = encodingOfModel(flags.model as string);
  if (flags.tokenizer !== undefined) throw new UsageError('--tokenizer counts alone: give --tokenizer or --model, not both');
  if (flags.encoding !== undefined && flags.encoding !== byModel) {
    throw new UsageError(`--model ${flags.model} counts with ${byModel}, not --encoding ${flags.encoding}: give one of them`);
  }
  return flags.model as string;
}

/** `--git-diff <ref>`, `--git-diff --cached` (staged against HEAD) or `--git-diff <ref> --cached`. */
function gitDiff(flags: Record<string, unknown>): Pick<AnalyzeOptions, 'gitDiff' | 'gitCached'> {
  const cached = flags.cached as boolean | undefined;
  const ref = flags['git-diff'] as string | undefined;
  if (ref === undefined) {
    if (cached) throw new UsageError('--cached needs --git-diff (--git-diff --cached analyses staged files)');
    return { gitCached: cached };
  }
  // mri gives a string flag followed by another flag the empty string: `--git-diff --cached`.
  if (ref === '' && cached) return { gitCached: true };
  if (ref === '') throw new UsageError('--git-diff needs a ref, or --cached for staged files');
  return { gitDiff: ref, gitCached: cached };
}

/** `--max-file-size`: `10485760`, `512K`, `10M`, `1.5MiB`, `2G` (binary units) to bytes. */
function size(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const bytes = parseSize(value);
  if (bytes === undefined) throw new UsageError(`invalid size '${shownText(value)}' for --max-file-size (examples: 500K, 10M, 1G)`);
  return bytes;
}
