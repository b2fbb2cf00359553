import { checkRoot, countSettings, newRunStats, openRecords } from '../run/index.js';
import { planRun, type PlanExtras, type RunPlan } from '../run/plan.js';
import { leaseStore, oneRun, type RunContext } from '../run/session.js';
import { objectRecords, treeItems } from './source.js';
import { AnalysisError, UsageError } from '../util/errors.js';
import { ObjectReader, changedPaths, listIndex, listTree, type BlobReader, type HeadSide, type PathChange, type Tree } from '../git/objects.js';
import { Submodules } from '../git/submodules.js';
import { GitFailure, openRepo, type Repo } from '../git/repo.js';
import { OPTION_NAMES, gitValue, type AnalyzeOptions } from '../run/options.js';
import { byText, displayPath } from '../util/paths.js';
import { ENTRY_SKIPS } from '../stages/walk.js';
import type { WalkItem } from '../types.js';
import { encodingOf, summarize, toFileResult } from '../results.js';
import type { AnalysisResult, DiffCounts, DiffReport, DiffResult, DiffSkipped, DiffTotals, FileDiff, FileResult, MethodDiff, MethodResult, SkippedFile } from '../results.js';
import type { FileRecord } from '../types.js';
import { nearest } from '../util/words.js';

/** Options of `diff()`: the sides, and every analysis option of `analyze()` but the git filters and the digest's (`fit`, `compress`, `split`, `allowSecrets`: a diff writes no digest). `tokenCount: false` is refused. */
export interface DiffOptions extends Omit<AnalyzeOptions, 'outputFormat' | 'gitDiff' | 'gitCached' | 'gitBranch' | 'gitAuthor' | 'fit' | 'compress' | 'split' | 'allowSecrets'> {
  /** The base side: a git revision (a branch, tag or commit, `HEAD~3`, `origin/main`...). */
  base: string;
  /** The head side: a git revision. Without it, the working tree (or the index with `cached`). */
  head?: string;
  /** The head side is the index (what is staged), not the working tree. Default false. */
  cached?: boolean;
}

/** A diff, decided: the sides, and the plan each side is analysed by. */
export interface DiffPlan {
  base: string;
  head?: string;
  cached: boolean;
  plan: RunPlan;
}

const DIFF_NAMES = [...OPTION_NAMES.filter((name) => !['outputFormat', 'gitDiff', 'gitCached', 'gitBranch', 'gitAuthor', 'fit', 'compress', 'split', 'allowSecrets'].includes(name)), 'base', 'head', 'cached'];

/** The sides and analysis options of a diff, checked (a UsageError, exit 2 and HTTP 400, naming what is wrong), and resolved once. */
export function planDiff(options: DiffOptions, extras: Omit<PlanExtras, 'format'> = {}): DiffPlan {
  if (typeof options !== 'object' || options === null) throw new UsageError('options must be an object');
  for (const key of Object.keys(options)) {
    if (DIFF_NAMES.includes(key)) continue;
    const near = nearest(key, DIFF_NAMES);
    throw new UsageError(`unknown option '${key}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  const { base, head, cached, ...analysis } = options;
  if (base === undefined) throw new UsageError('base is required: the git revision to compare with');
  const checkedBase = gitValue(base, 'base', 'git ref')!;
  const checkedHead = gitValue(head, 'head', 'git ref');
  if (cached !== undefined && typeof cached !== 'boolean') throw new UsageError('cached must be a boolean');
  if (cached && checkedHead !== undefined) throw new UsageError('cached compares the index: give a head revision or cached, not both');
  // A diff renders in its own formats: no format of the analysis (a configured GitIngest) keeps texts for it.
  const plan = planRun(analysis as AnalyzeOptions, { ...extras, format: 'json' });
  if (plan.options.countMode === 'none') throw new UsageError('diff compares tokens: with tokenCount off (--no-token-count) there are none to compare');
  return { base: checkedBase, ...(checkedHead !== undefined && { head: checkedHead }), cached: cached ?? false, plan };
}

/**
 * Compares two sides of the git repository holding the plan's path: `base` (a revision, read from
 * git's objects) and the head (the working tree, the index with `cached`, or the revision `head`,
 * then read from objects too). Every file added, removed, modified or renamed, after the ignore
 * rules of a plain run, is counted on both sides; the totals are the whole tree's on each side,
 * the base's being the head's minus the changes. Both sides share the run's cache.
 */
export async function computeDiff(diffPlan: DiffPlan, context: RunContext = {}, { keepHead = false } = {}): Promise<DiffReport> {
  const root = checkRoot(diffPlan.plan);
  const repo = await openRepo(root);
  try {
    return await compare(repo, root, diffPlan, context, keepHead);
  } finally {
    repo.close();
  }
}

async function compare(repo: Repo, root: string, { base, head, cached, plan }: DiffPlan, context: RunContext, keepHead: boolean): Promise<DiffReport> {
  const { options } = plan;
  const baseCommit = await commitOf(repo, base);
  const headCommit = head === undefined ? undefined : await commitOf(repo, head);
  const side: HeadSide = headCommit !== undefined ? { commit: headCommit } : cached ? 'index' : 'worktree';
  // git lists the trees and the changes while this process opens the cache and counts the working tree.
  const baseListed = listTree(repo, baseCommit);
  const queries = gitQuery(() =>
    Promise.all([
      baseListed,
      side === 'worktree' ? undefined : side === 'index' ? listIndex(repo) : listTree(repo, side.commit),
      changedPaths(repo, { commit: baseCommit, tree: baseListed }, side),
    ]),
  );
  // Awaited below: a failure meanwhile is not an unhandled one.
  queries.catch(() => {});
  const warnings: string[] = [];
  const { observer = {} } = context;
  const warn = (message: string) => (warnings.push(message), observer.warn?.(message));
  const stats = observer.stats ?? newRunStats();
  // Both sides count with one session's tables: a long-lived process's, else the run's own.
  const sides: RunContext = { ...context, session: context.session ?? oneRun(), observer: { ...observer, warn, stats } };
  const settings = countSettings(plan, root);
  // A server's kept store (what its earlier runs counted, in memory), else the cache opened for this run; the diff saves it.
  const lease = await leaseStore(plan, settings, sides, warn);
  const { store } = lease;
  const reader = new ObjectReader(repo);
  // Without `submodules` a side leaves its submodules out, as the walk leaves out the folders that hold `.git`.
  const submodules = options.submodules ? new Submodules(repo, reader, root) : undefined;
  const blobs = submodules ?? reader;
  let ok = false;
  try {
    await store.loadBlobs();
    // The working tree as a plain run counts it: every file of it, for its total.
    const worktree = side === 'worktree'
      ? await collect(await openRecords(plan, sides, lease))
      : undefined;
    const [baseTree, headTree, changes] = await queries;
    if (submodules) {
      await gitQuery(async () => {
        changes.push(...(await submodules.changes(baseTree, headTree ?? 'worktree')));
        await submodules.expand(baseTree);
        if (headTree) await submodules.expand(headTree);
      });
    }
    const ignoreTexts = await readIgnoreFiles(blobs, [baseTree, ...(headTree ? [headTree] : [])]);
    const trees = { root, top: repo.top };
    const baseItems = byPath(treeItems(baseTree, plan, { ...trees, ignoreTexts: ignoreTexts.get(baseTree)! }));
    // The head side's files: the working tree's records, or the items of its tree, counted below.
    const headFiles = new Map<string, FileRecord | WalkItem>();
    // Symlinks and special files are reported by an analysis (headResult), never compared: the
    // base side, read from git's objects, holds regular files only.
    const unfollowed: FileRecord[] = [];
    if (worktree) {
      for (const record of worktree) {
        if (record.skipped && ENTRY_SKIPS.has(record.skipped)) unfollowed.push(record);
        else headFiles.set(record.path, record);
      }
    } else {
      for (const item of treeItems(headTree!, plan, { ...trees, ignoreTexts: ignoreTexts.get(headTree!)! })) headFiles.set(item.path, item);
    }
    const { baseWanted, headWanted, renames } = changedFiles(changes, baseItems, headFiles);
    // Files read from objects are counted in one stream: the base side's changed files, and with
    // a revision or the index as the head, every file of the head side.
    const fromObjects = [...baseWanted].map((path) => baseItems.get(path)!);
    if (!worktree) fromObjects.push(...(headFiles.values() as Iterable<WalkItem>));
    const objects = objectRecords(fromObjects, plan, settings, lease, blobs, stats, sides);
    const counted = new Map((await collect(objects)).map((record) => [key(record), record]));
    const fromHead = (file: FileRecord | WalkItem) => (worktree ? (file as FileRecord) : counted.get(key(file))!);
    const result = assemble({
      baseRef: base, baseCommit, headRef: head ?? (cached ? 'index' : 'working tree'), headCommit,
      encoding: encodingOf(plan.counting), methodLevel: options.methodLevel,
      baseWanted, headWanted, renames,
      baseRecord: (path) => counted.get(key(baseItems.get(path)!))!,
      headRecord: (path) => fromHead(headFiles.get(path)!),
      headAll: [...headFiles.values()].map(fromHead),
      warn: (path, message) => warnings.push(`${displayPath(path)}: ${message}`),
    });
    const saved = store.save();
    ok = true;
    // A kept store is saved while the answer goes out: the next run with it waits for the save.
    if (lease.background) lease.release(true, saved);
    else {
      await saved;
      lease.release(true);
    }
    const report: DiffReport = { result, name: plan.name, counting: plan.counting, warnings };
    if (keepHead) report.headResult = analysisOf([...[...headFiles.values()].map(fromHead), ...unfollowed], encodingOf(report.counting!));
    return report;
  } finally {
    if (!ok) lease.release(false);
    await submodules?.close();
    await reader.close();
  }
}

/** A git query's failure as an analysis error (exit 4) naming what git said. */
async function gitQuery<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (err) {
    if (err instanceof GitFailure) throw new AnalysisError(`git could not compare the two sides: ${err.message}`, err.message);
    throw err;
  }
}

/** The commit `rev` names: an AnalysisError naming it when there is none, saying how to fetch more of a shallow clone's history. */
async function commitOf(repo: Repo, rev: string): Promise<string> {
  const commit = await repo.commit(rev);
  if (commit !== undefined) return commit;
  const reason = await repo.missReason(rev);
  const why = (await repo.commit('HEAD')) === undefined ? ' (HEAD has no commit yet)'
    : (await repo.shallow()) ? ` (this clone is shallow: fetch more history with 'git fetch --deepen=<n>' or 'git fetch --unshallow', or fetch '${rev}' itself)` : '';
  throw new AnalysisError(`unknown git ref '${rev}'${reason ? `: ${reason}` : ''}${why}`);
}

/** The text of every `.gitignore` of each tree, by its path from the repository's top. */
async function readIgnoreFiles(reader: BlobReader, trees: Tree[]): Promise<Map<Tree, Map<string, string>>> {
  const oids = [...new Set(trees.flatMap((tree) => [...tree.ignoreFiles.values()]))];
  const contents = await reader.read(oids);
  const texts = new Map(oids.map((oid, i) => [oid, contents[i]?.toString('utf8')]));
  return new Map(trees.map((tree) => [tree, new Map([...tree.ignoreFiles].flatMap(([path, oid]) => (texts.get(oid) === undefined ? [] : [[path, texts.get(oid)!] as const])))]));
}

function byPath<T extends { path: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.path, item]));
}

/** A file read from objects, told apart from one of the other side with the same path. */
function key({ path, blob }: { path: string; blob?: string }): string {
  return `${blob} ${path}`;
}

async function collect(stream: AsyncIterable<unknown>): Promise<FileRecord[]> {
  const records: FileRecord[] = [];
  for await (const batch of stream) records.push(...(batch as FileRecord[]));
  return records;
}

// Skip reasons the content decides: a file unchanged between the sides is skipped on both or on
// neither. Any other (a working-tree file that cannot be read) makes the file one to compare.
const CONTENT_SKIPS = new Set(['binary', 'invalid-utf8', 'too-large']);

/**
 * The files to count on each side: what git says changed, what one side analyses and the other
 * does not (its ignore rules or globs differ, or it is untracked), and a working-tree file
 * skipped for a reason other than its content; and git's renames between them.
 */
function changedFiles(changes: PathChange[], base: Map<string, WalkItem>, head: Map<string, FileRecord | WalkItem>) {
  const baseWanted = new Set<string>();
  const headWanted = new Set<string>();
  const baseChanged = new Set<string>();
  const headChanged = new Set<string>();
  for (const { status, path, from } of changes) {
    if (status !== 'A') baseChanged.add(from ?? path);
    if (status !== 'D') headChanged.add(path);
  }
  for (const path of base.keys()) if (baseChanged.has(path) || !head.has(path)) baseWanted.add(path);
  for (const [path, file] of head) {
    const skipped = (file as FileRecord).skipped;
    if (headChanged.has(path) || !base.has(path) || (skipped !== undefined && !CONTENT_SKIPS.has(skipped))) headWanted.add(path);
  }
  // A path on both sides is compared on both.
  for (const path of headWanted) if (base.has(path)) baseWanted.add(path);
  for (const path of baseWanted) if (head.has(path)) headWanted.add(path);
  const renames = new Map<string, string>();
  for (const { status, path, from } of changes) {
    if (status !== 'R' || from === undefined) continue;
    if (baseWanted.has(from) && headWanted.has(path) && !head.has(from) && !base.has(path)) renames.set(path, from);
  }
  return { baseWanted, headWanted, renames };
}

interface Assembly {
  baseRef: string;
  baseCommit: string;
  headRef: string;
  headCommit?: string;
  encoding: string;
  methodLevel: boolean;
  baseWanted: Set<string>;
  headWanted: Set<string>;
  /** Head path -> base path. */
  renames: Map<string, string>;
  baseRecord: (path: string) => FileRecord;
  headRecord: (path: string) => FileRecord;
  /** Every file of the head side, for its totals. */
  headAll: FileRecord[];
  warn: (path: string, message: string) => void;
}

/** The DiffResult from the counted sides. */
function assemble(a: Assembly): DiffResult {
  const files: FileDiff[] = [];
  const skipped: DiffSkipped[] = [];
  const after: DiffTotals = { files: 0, tokens: 0, lines: 0 };
  for (const record of a.headAll) if (!record.skipped) add(after, record, 1);
  const before: DiffTotals = { ...after };
  const renamedFrom = new Set(a.renames.values());
  const pairs: [path: string, from: string | undefined, status: FileDiff['status']][] = [];
  for (const path of a.headWanted) {
    const from = a.renames.get(path);
    pairs.push([path, from ?? (a.baseWanted.has(path) ? path : undefined), from !== undefined ? 'renamed' : a.baseWanted.has(path) ? 'modified' : 'added']);
  }
  for (const path of a.baseWanted) if (!a.headWanted.has(path) && !renamedFrom.has(path)) pairs.push([path, path, 'removed']);
  for (const [path, from, status] of pairs) {
    const old = from === undefined ? undefined : a.baseRecord(from);
    const now = status === 'removed' ? undefined : a.headRecord(path);
    // The same content on both sides (a mode changed, say): nothing to report.
    if (status === 'modified' && old?.hash !== undefined && old.hash === now?.hash && !old.skipped && !now.skipped) continue;
    if (old?.skipped) skipped.push({ path: displayPath(from!), side: 'before', reason: old.skipped });
    if (now?.skipped) skipped.push({ path: displayPath(path), side: 'after', reason: now.skipped });
    const was = old && !old.skipped ? old : undefined;
    const is = now && !now.skipped ? now : undefined;
    if (was) add(before, was, 1);
    if (is) add(before, is, -1);
    for (const record of [was, is]) if (record?.warning) a.warn(record.path, record.warning);
    if (!was && !is) continue;
    const file: FileDiff = { path: displayPath(path) } as FileDiff;
    if (status === 'renamed') file.previousPath = displayPath(from!);
    file.status = status;
    if (was) file.before = counts(was);
    if (is) file.after = counts(is);
    file.delta = delta(file.before, file.after);
    if (a.methodLevel) file.methods = diffMethods(was?.methods ?? [], is?.methods ?? []);
    files.push(file);
  }
  const bySide = (x: { path: string; side?: string }, y: { path: string; side?: string }) => byText(x.path, y.path) || byText(x.side ?? '', y.side ?? '');
  files.sort(bySide);
  const result: DiffResult = {
    base: { ref: a.baseRef, commit: a.baseCommit },
    head: a.headCommit !== undefined ? { ref: a.headRef, commit: a.headCommit } : { ref: a.headRef },
    encoding: a.encoding,
    totals: { before, after, delta: { files: after.files - before.files, tokens: after.tokens - before.tokens, lines: after.lines - before.lines } },
    files,
  };
  if (skipped.length > 0) result.skipped = skipped.sort(bySide);
  return result;
}

/** The AnalysisResult of a side's records. */
function analysisOf(records: FileRecord[], encoding: string): AnalysisResult {
  const files: FileResult[] = [];
  const skipped: SkippedFile[] = [];
  for (const record of records) {
    if (record.skipped) skipped.push({ path: displayPath(record.path), reason: record.skipped });
    else files.push(toFileResult(record));
  }
  return summarize(files, skipped, encoding);
}

function add(totals: DiffTotals, { tokens = 0, lines = 0 }: FileRecord, sign: 1 | -1): void {
  totals.files += sign;
  totals.tokens += sign * tokens;
  totals.lines += sign * lines;
}

function counts({ tokens = 0, lines = 0 }: { tokens?: number; lines?: number }): DiffCounts {
  return { tokens, lines };
}

function delta(before: DiffCounts | undefined, after: DiffCounts | undefined): DiffCounts {
  return { tokens: (after?.tokens ?? 0) - (before?.tokens ?? 0), lines: (after?.lines ?? 0) - (before?.lines ?? 0) };
}

/**
 * Methods matched by qualified name: the n-th method of a name on one side with the n-th of that
 * name on the other. Those with the same tokens and lines on both sides are left out; the rest
 * come in the head side's order, then the removed ones in the base side's.
 */
export function diffMethods(before: MethodResult[], after: MethodResult[]): MethodDiff[] {
  const waiting = new Map<string, MethodResult[]>();
  for (const method of before) {
    const list = waiting.get(method.name);
    if (list) list.push(method);
    else waiting.set(method.name, [method]);
  }
  const matched = new Set<MethodResult>();
  const out: MethodDiff[] = [];
  for (const method of after) {
    const old = waiting.get(method.name)?.shift();
    if (old) matched.add(old);
    if (old && old.tokens === method.tokens && old.lines === method.lines) continue;
    const now = counts(method);
    out.push(old ? { name: method.name, status: 'modified', before: counts(old), after: now, delta: delta(old, now) } : { name: method.name, status: 'added', after: now, delta: delta(undefined, now) });
  }
  for (const old of before) if (!matched.has(old)) out.push({ name: old.name, status: 'removed', before: counts(old), delta: delta(old, undefined) });
  return out;
}
