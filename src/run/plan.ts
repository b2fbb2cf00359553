import { basename } from 'node:path';
import type { FitOptions } from '../pack/fit.js';
import type { SplitOptions } from '../pack/split.js';
import type { CompressOptions } from '../pack/compress.js';
import type { Counting } from '../results.js';
import { SINKS } from '../sinks/index.js';
import type { Format } from '../types.js';
import { UsageError } from '../util/errors.js';
import { countingOf, fitOf, resolveOptions, type AnalyzeOptions, type ResolvedOptions } from './options.js';

/**
 * One run, decided before it starts: its options resolved once (the configuration read, the
 * tokenizer found, every value checked), and what follows from them. Every entry makes one with
 * planRun() and hands it down; nothing below reads the options or the configuration again.
 */
export interface RunPlan {
  /** The folder as the caller gave it, for messages. */
  given: string;
  options: ResolvedOptions;
  /** The format the report is rendered in. */
  format: Format;
  /** The analysed folder's own name, for report headings. */
  name: string;
  counting: Counting;
  /** Keep each file's analysed text to the end: the format shows it, or `fit` or `compress` packs it. */
  keepText: boolean;
  /** Find each method's body for `fit` and `compress` to elide. */
  bodies: boolean;
  fit?: FitOptions;
  /** With `split`: the budget of each part of the digest. */
  split?: SplitOptions;
  /** The texts are written (the format shows them): secretlint's rules go through them first, unless `allowSecrets`. */
  scanSecrets: boolean;
  /** Elide every method body (`compress`): in the digest with GitIngest, otherwise only the saving is reported. */
  compress?: CompressOptions;
  /** Absolute paths never analysed: the output file and the temp file it is written through. */
  alwaysIgnored: string[];
  /**
   * A real path the analysed folder must lie in (a server's root), checked on the folder's real
   * path as the run resolves it: a folder swapped for a symlink after the caller looked is refused.
   */
  within?: string;
}

/** What a caller adds to the options: the format it renders (the CLI's flag or `-o` extension), and where the run may look. */
export interface PlanExtras {
  format?: Format;
  alwaysIgnored?: string[];
  within?: string;
}

/** Resolves `options` (a UsageError or ConfigError naming what is wrong) into the plan of one run. */
export function planRun(options: AnalyzeOptions = {}, { format, alwaysIgnored = [], within }: PlanExtras = {}): RunPlan {
  const resolved = resolveOptions(options);
  const shown = format ?? resolved.outputFormat;
  const fit = fitOf({ ...resolved, outputFormat: shown });
  const { split } = resolved;
  if (split && shown !== 'gitingest') throw new UsageError(`split cuts a GitIngest digest into parts: it cannot go with the ${shown} format`);
  const compress = resolved.compress ? { apply: shown === 'gitingest' } : undefined;
  return {
    given: options.path ?? '.',
    options: resolved,
    format: shown,
    name: basename(resolved.root) || '/',
    counting: countingOf(resolved),
    keepText: SINKS[shown].showsText || fit !== undefined || compress !== undefined,
    bodies: fit !== undefined || compress !== undefined,
    ...(fit && { fit }),
    ...(split && { split: { budget: split, window: split.window, ...(split.tokenizer !== undefined && { tokenizer: split.tokenizer }) } }),
    scanSecrets: SINKS[shown].showsText && !resolved.allowSecrets,
    ...(compress && { compress }),
    alwaysIgnored,
    ...(within !== undefined && { within }),
  };
}
