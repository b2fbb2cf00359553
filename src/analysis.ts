import { opendir, stat } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { FileSystemError, describeSystemError } from './errors.js';
import { IgnoreRules } from './ignores.js';
import { resolveOptions, type AnalyzeOptions, type ResolvedOptions } from './options.js';
import { aggregate } from './stages/aggregate.js';
import { filter } from './stages/filter.js';
import { read } from './stages/read.js';
import { tokenize } from './stages/tokenize.js';
import { walk } from './stages/walk.js';
import { createCounter } from './tokenizer/index.js';
import type { AnalysisResult } from './types.js';

export interface RunHooks {
  /** Absolute paths never analysed, such as the file the output goes to. */
  alwaysIgnored?: string[];
}

/**
 * The one place the stage order lives: walk -> filter -> read -> tokenize, emitting one counted
 * FileRecord (or skipped record) per file. Callers append aggregate() and a sink.
 */
export async function analysisStream(options: AnalyzeOptions, hooks: RunHooks = {}): Promise<Readable> {
  const opts = resolveOptions(options);
  await checkRoot(opts, options.path ?? '.');
  const rules = new IgnoreRules({ ...opts, alwaysIgnored: hooks.alwaysIgnored ?? [] });
  const counter = await createCounter(opts.countMode, opts.encoding);
  return pipeline(
    walk({ root: opts.root, keepDirectory: (dir) => rules.keepDirectory(dir) }),
    filter({ keepFile: (path) => rules.keepFile(path) }),
    // gitFilter (git issue) goes here: after include/exclude, before any file is read.
    read({ maxBytes: opts.maxFileSize }),
    // stripComments (language issue) goes here, so tokens are counted on the stripped text.
    tokenize({ counter }),
    // splitMethods (language issue) goes here.
    () => counter.free(),
  );
}

/** Runs the whole analysis and resolves to its result. */
export async function runAnalysis(options: AnalyzeOptions, hooks: RunHooks = {}): Promise<AnalysisResult> {
  const results = pipeline(await analysisStream(options, hooks), aggregate(), () => {});
  for await (const result of results) return result as AnalysisResult;
  throw new Error('aggregate produced no result');
}

async function checkRoot({ root }: ResolvedOptions, given: string): Promise<void> {
  try {
    if (!(await stat(root)).isDirectory()) throw new FileSystemError(`not a directory: ${given}`);
    await (await opendir(root)).close();
  } catch (err) {
    if (err instanceof FileSystemError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    const what = code === 'ENOENT' ? 'no such directory' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : 'cannot read directory';
    throw new FileSystemError(`${what}: ${given}`, describeSystemError(err));
  }
}
