// The results a run gives its callers, and the one place they are made from records: the
// analysis's, a diff's and a check's, as the library returns them and every sink renders them.
import { byPath, displayPath } from './util/paths.js';

/** How tokens are counted: exact BPE, the documented estimate, or not at all. */
export type CountMode = 'exact' | 'estimate' | 'none';

/** Token and line counts of one named function-like unit. */
export interface MethodResult {
  name: string;
  tokens: number;
  lines: number;
  /** Path of the file that holds the method, relative to the analysed root. */
  file: string;
  /** The line it starts on (1-based), for `file:line`. */
  line: number;
}

/** Counts of one analysed file. */
export interface FileResult {
  /** Path relative to the analysed root, `/`-separated. */
  path: string;
  tokens: number;
  lines: number;
  /** Lower-case language id (`typescript`, `python`, ...), `text` when unknown. */
  language: string;
  /** Present only with method-level analysis; `[]` when the file has none. */
  methods?: MethodResult[];
}

/** A method's body as `--fit` and `--compress` elide it: where it lies in the analysed text, and what replaces it. */
export interface MethodBody {
  /** UTF-16 offsets of the text replaced. */
  start: number;
  end: number;
  /** Tokens of the text replaced, counted alone. */
  tokens: number;
  /** What replaces it: the marker line (`// … 312 tokens elided (lines 40-97) …`) with its framing. */
  replacement: string;
  /** Tokens the replacement saves, counted alone (more than 0: a body shorter than its marker is not elided). */
  saving: number;
}

/** A file that was found but not analysed, and why. */
export interface SkippedFile {
  path: string;
  reason: string;
}

/** The result of one analysis run. */
export interface AnalysisResult {
  totalTokens: number;
  totalFiles: number;
  totalLines: number;
  /**
   * The tokenizer that counted the tokens: an encoding or model tokenizer (`o200k_base`,
   * `cl100k_base`, `llama-3`, ...), `estimate` with the estimate, `none` when tokens were not counted.
   */
  encoding: string;
  /**
   * Sorted by path (code-unit order). With method-level analysis each file carries its
   * `methods`; there is no top-level list (the spec's optional one), in the library as in every
   * format: `files.flatMap((f) => f.methods ?? [])` gives it.
   */
  files: FileResult[];
  /** Present only when some files were skipped. */
  skipped?: SkippedFile[];
  /** Present only with `fit`: the level of each file of the GitIngest digest that is not whole, to fit the budget. */
  fit?: FitPlan;
  /**
   * Present only when a run that writes file texts (GitIngest) found secrets: each finding of
   * secretlint's recommended rules, by path and line. Those files' texts are left out of the
   * digest (their counts stay), unless `allowSecrets`.
   */
  secrets?: SecretFinding[];
  /**
   * Present only with `split`: the GitIngest digest in numbered parts, each at most the budget in
   * tokens as written. Not part of any format's document (JSON leaves it out).
   */
  parts?: string[];
  /** Present only with `compress`: what eliding every method body saves. */
  compress?: CompressSaving;
}

/** A secret found in a file's analysed text: the rule that found it and the line (1-based), never the secret itself. */
export interface SecretFinding {
  path: string;
  /** The secretlint rule (`@secretlint/secretlint-rule-aws`, ...). */
  rule: string;
  line: number;
}

/** What `compress` saved: the analysed text's tokens with every method body elided, against whole. */
export interface CompressSaving {
  /** Files with at least one body elided. */
  files: number;
  /** Bodies elided (a body inside another one counts with it). */
  bodies: number;
  /** Tokens of every file's text, whole. */
  tokensBefore: number;
  /** Tokens of every file's text with its bodies elided, each file counted as written. */
  tokensAfter: number;
}

/**
 * How much of a file a packed digest holds, in the order `fit` prefers them: `whole`; `bodies
 * elided` (its largest method bodies replaced by a marker line); `signatures` (every body elided);
 * `path only` (in the tree, without its text); `left out`.
 */
export type PackLevel = 'whole' | 'bodies elided' | 'signatures' | 'path only' | 'left out';

export const PACK_LEVELS: readonly PackLevel[] = ['whole', 'bodies elided', 'signatures', 'path only', 'left out'];

/** A file of a packed digest that is there but not whole. */
export interface PackedFile {
  path: string;
  level: 'bodies elided' | 'signatures' | 'path only';
  /** Tokens of its text as packed (0 for path only), counted as written. */
  tokens: number;
  /** Tokens of its whole text. */
  wholeTokens: number;
}

/** What `fit` decided: the files a GitIngest digest leaves out, in the order they go, and the digest's tokens as written. */
export interface FitPlan {
  /** The budget in tokens. */
  budget: number;
  /** The model whose context window is the budget, when one was given. */
  model?: string;
  /**
   * With a model's window: the tokenizer that counted (or `estimate`) when it is not that model's
   * own (Claude and Gemini publish none; --model, --encoding or --tokenizer chose another), so the
   * plan is that tokenizer's count, not the model's.
   */
  countedWith?: string;
  /** Tokens of the digest as written, those files left out. */
  digestTokens: number;
  /** False when even a digest without any file is over the budget. */
  fits: boolean;
  /** How many files are at each level. */
  levels: Record<PackLevel, number>;
  /** The files in the digest that are not whole, by path: their level and tokens as packed. */
  packed: PackedFile[];
  /** The files left out of the digest (level `left out`), in the order they go. */
  leftOut: { path: string; tokens: number; reason: string }[];
  /**
   * How the digest lists the files left out when not one a line: `by folder` (each top-level
   * folder's count and tokens) when that lets more files in, `total only` when even that does not
   * fit (or the digest does not fit at all).
   */
  leftOutListing?: LeftOutListing;
}

export type LeftOutListing = 'by folder' | 'total only';

/**
 * A fit plan as every output shows it: its keys in one order, none empty, each row cut to its
 * fields. `packedRows` and `leftOutRows` pick the rows each list shows (MCP: the first `top`, in
 * its own order) and `path` how a path is written (MCP: under its root). A plan built by hand for
 * render() may lack the levels or the packed files: left out, never made up.
 */
export function fitPlanOf(plan: FitPlan, shown: { packedRows?: (rows: PackedFile[]) => PackedFile[]; leftOutRows?: (rows: FitPlan['leftOut']) => FitPlan['leftOut']; path?: (p: string) => string } = {}): FitPlan {
  const { packedRows = (rows) => rows, leftOutRows = (rows) => rows, path = (p) => p } = shown;
  const { budget, model, countedWith, digestTokens, fits, levels, packed, leftOutListing, leftOut } = plan;
  return {
    budget,
    ...(model !== undefined && { model }),
    ...(countedWith !== undefined && { countedWith }),
    digestTokens,
    fits,
    ...(levels && { levels: { ...levels } }),
    ...(packed && { packed: packedRows(packed).map((f) => ({ path: path(f.path), level: f.level, tokens: f.tokens, wholeTokens: f.wholeTokens })) }),
    ...(leftOutListing !== undefined && { leftOutListing }),
    leftOut: leftOutRows(leftOut).map((f) => ({ path: path(f.path), tokens: f.tokens, reason: f.reason })),
  } as FitPlan;
}

/** How a run counted, as the HTML report states it beside the totals. */
export interface Counting {
  countMode: CountMode;
  /** The tokenizer; it names the exact counts only (`countMode` 'exact'). */
  encoding: string;
  includeComments: boolean;
  /** The chosen model's context window, for "41% of gpt-4o's 128,000-token window". */
  window?: { model: string; tokens: number };
}

/** What sinks render: the result, the analysed folder's name, and the texts when a format shows them. */
export interface Report {
  result: AnalysisResult;
  /** Base name of the analysed folder (`Directory:` in GitIngest, the Markdown title). */
  name: string;
  /** How the run counted; absent for a result whose run is not known (a hand-built one given to `render()`). */
  counting?: Counting;
  /** Analysed text by path; present when the format shows file contents (GitIngest). */
  texts?: ReadonlyMap<string, string>;
  /** With `fit` or `compress`: the method bodies each file's text could have elided, by path. */
  bodies?: ReadonlyMap<string, MethodBody[]>;
  /** One line per problem that did not stop the run (`path: what`), for the CLI to print on stderr. */
  warnings: string[];
}

/** Tokens and lines of one side of a file or method. */
export interface DiffCounts {
  tokens: number;
  lines: number;
}

/** Files, tokens and lines of a whole tree. */
export interface DiffTotals {
  files: number;
  tokens: number;
  lines: number;
}

/** A method of a changed file, matched by its qualified name on both sides. */
export interface MethodDiff {
  name: string;
  status: 'added' | 'removed' | 'modified';
  before?: DiffCounts;
  after?: DiffCounts;
  delta: DiffCounts;
}

/** A file added, removed, modified or renamed between the two sides. */
export interface FileDiff {
  /** Root-relative path on the head side (the base side's for a removed file). */
  path: string;
  /** A renamed file's path on the base side. */
  previousPath?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  /** Absent when the file is not counted on the base side (added, or skipped there). */
  before?: DiffCounts;
  /** Absent when the file is not counted on the head side (removed, or skipped there). */
  after?: DiffCounts;
  /** after - before, a missing side counting 0. */
  delta: DiffCounts;
  /** With method-level analysis: the methods added, removed or changed (unchanged ones are left out). */
  methods?: MethodDiff[];
}

/** A changed file not counted on one side, and why (`binary`, `too-large`, `invalid-utf8`...). */
export interface DiffSkipped {
  path: string;
  side: 'before' | 'after';
  reason: string;
}

/** What `diff()` resolves to, and `analyzer diff --json` prints. */
export interface DiffResult {
  base: { ref: string; commit: string };
  /** `ref` is the revision given, or `working tree` or `index` (then without `commit`). */
  head: { ref: string; commit?: string };
  /** The encoding the tokens were counted with. */
  encoding: string;
  /** The whole tree's totals on each side, not only the changed files'. */
  totals: { before: DiffTotals; after: DiffTotals; delta: DiffTotals };
  /** Sorted by path. */
  files: FileDiff[];
  /** Present only when a changed file was skipped on a side. */
  skipped?: DiffSkipped[];
}

/** A diff with what the sinks and the CLI need beside it. */
export interface DiffReport {
  result: DiffResult;
  /** Base name of the analysed folder. */
  name: string;
  /** How it was counted; absent for a result whose run is not known (a hand-built one given to `render()`). */
  counting?: Counting;
  /** One line per problem that did not stop the diff. */
  warnings: string[];
  /** With `keepHead`: the head side's whole analysis, as `analyze()` would give it for that side checked out. */
  headResult?: AnalysisResult;
}

/** A rule as written: an optional glob and exactly one limit. */
export interface Budget {
  /** A glob on root-relative paths, as `include` reads one (default: every file). */
  path?: string;
  /** The sum of the matching files' tokens. */
  maxTokens?: number | string;
  /** Each matching file's tokens. */
  maxFileTokens?: number | string;
  /** Each method's tokens, in the matching files (turns method-level analysis on). */
  maxMethodTokens?: number | string;
  /** The growth of the matching files' tokens against the base: tokens, or a percentage (`"5%"`). */
  maxIncrease?: number | string;
}

/** The limit a budget sets. */
export type BudgetKind = 'maxTokens' | 'maxFileTokens' | 'maxMethodTokens' | 'maxIncrease';

/** A file or method that weighs in a rule. */
export interface Weight {
  path: string;
  /** A renamed file's path at the base (maxIncrease). */
  previousPath?: string;
  /** A method's qualified name (maxMethodTokens). */
  name?: string;
  /** The line a method starts on (maxMethodTokens). */
  line?: number;
  /** Its tokens (in the head). */
  tokens: number;
  /** How much it grew against the base (maxIncrease). */
  delta?: number;
}

/** One rule weighed: every value in tokens. */
export interface BudgetOutcome {
  /** `budgets[0]` (its place in the configured list), or `--max-tokens` / `maxTokens` for the option. */
  rule: string;
  /** The rule as written. */
  budget: Budget;
  kind: BudgetKind;
  /** The limit in tokens; a percentage's is that share of the base's tokens, rounded down. */
  limit: number;
  /**
   * The value weighed against the limit: the matching files' sum (maxTokens), the largest file
   * (maxFileTokens) or method (maxMethodTokens), the growth since the base (maxIncrease).
   */
  actual: number;
  /** maxIncrease: the matching files' tokens at the base and now. */
  before?: number;
  after?: number;
  /** maxFileTokens, maxMethodTokens: how many files or methods exceed the limit. */
  over?: number;
  /** Breaches only: the files or methods that weigh most in it, heaviest first (at most 10). */
  top?: Weight[];
}

/** What `check()` resolves to and `analyzer check --json` prints. */
export interface CheckResult {
  /** Every rule holds. */
  ok: boolean;
  /** How the tokens were counted. */
  counting: Counting;
  /** The base compared with, when there is one. */
  base?: { ref: string; commit: string };
  /** The whole tree's files, tokens and lines (the working tree). */
  totals: DiffTotals;
  /** With a base: the whole tree's change since it. */
  delta?: DiffTotals;
  /** The rules exceeded, in the order they are given (the configured ones first). */
  breaches: BudgetOutcome[];
  /** The rules that hold, in the same order. */
  held: BudgetOutcome[];
  /** Files found but not weighed (binary, too large, not UTF-8...), as in an analysis. */
  skipped?: SkippedFile[];
}

/** A check's result with what the CLI needs beside it. */
export interface CheckReport {
  result: CheckResult;
  /** Base name of the checked folder. */
  name: string;
  /** One line per problem that did not stop the check. */
  warnings: string[];
}

/** The public shape of a counted record: no text, no absolute path, `methods` only when split, the path as users see it. */
export function toFileResult(record: { path: string; tokens?: number; lines?: number; language: string; methods?: MethodResult[] }): FileResult {
  const { tokens = 0, lines = 0, language } = record;
  const path = displayPath(record.path);
  let methods = record.methods;
  if (methods && path !== record.path) methods = methods.map((method) => ({ ...method, file: path }));
  return methods ? { path, tokens, lines, language, methods } : { path, tokens, lines, language };
}

/** What a result's `encoding` says: the tokenizer of exact counts, else `estimate` or `none`. */
export function encodingOf({ countMode, encoding }: Counting): string {
  return countMode === 'exact' ? encoding : countMode;
}

export function summarize(files: FileResult[], skipped: SkippedFile[], encoding: string): AnalysisResult {
  files.sort(byPath);
  let totalTokens = 0, totalLines = 0;
  for (const file of files) {
    totalTokens += file.tokens;
    totalLines += file.lines;
  }
  const result: AnalysisResult = { totalTokens, totalFiles: files.length, totalLines, encoding, files };
  if (skipped.length > 0) result.skipped = skipped.sort(byPath);
  return result;
}
