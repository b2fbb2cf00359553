import { textPath } from '../sinks/escape.js';
import { fitTarget, leftOutEntries, packedLevels } from '../sinks/leftOut.js';
import { count, windowShare } from '../sinks/markdownText.js';
import type { FileRecord, RunStats } from '../types.js';
import type { Report } from '../results.js';
import { oneLine } from '../util/words.js';

// What a person at a terminal sees on stderr: progress while a run goes, a summary after it, and
// the warnings worth their attention. None of it reaches a pipe or a file.

export interface Paint {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
}

/** Colour on terminals only; NO_COLOR turns it off, FORCE_COLOR on (https://no-color.org). */
export function paint(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): Paint {
  const on = env.NO_COLOR ? false : env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' ? env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false' : stream.isTTY === true;
  const sgr = (open: number, close: number) => (text: string) => (on ? `\x1b[${open}m${text}\x1b[${close}m` : text);
  return { bold: sgr(1, 22), dim: sgr(2, 22), red: sgr(31, 39), green: sgr(32, 39), yellow: sgr(33, 39) };
}

/**
 * One line on stderr: `analyzer: <message>`, an error's prefix in red and a warning's label in
 * yellow where colour is on.
 */
export function tell(message: string, kind: 'error' | 'warning' | 'note' | 'plain' = 'plain'): void {
  const colour = paint(process.stderr);
  const prefix = kind === 'error' ? colour.red('analyzer:') : 'analyzer:';
  const label = kind === 'warning' ? `${colour.yellow('warning:')} ` : kind === 'note' ? 'note: ' : '';
  // One line, whatever the message carries (a value typed with a line break in it).
  process.stderr.write(`${prefix} ${label}${oneLine(message)}\n`);
}

const REDRAW_MS = 100;

/** One line on stderr, redrawn as files are counted: files done (of how many, once the walk knows), MB/s, time. */
export class Progress {
  private done = 0;
  private bytes = 0;
  private drawnAt = 0;
  private readonly started = Date.now();

  constructor(private readonly stream: NodeJS.WriteStream, private readonly stats: RunStats) {}

  files(records: FileRecord[]): void {
    this.done += records.length;
    for (const record of records) if (record.stat && record.reused !== 'cache') this.bytes += record.stat.size;
    const now = Date.now();
    if (!this.stream.isTTY || now - this.drawnAt < REDRAW_MS) return;
    this.drawnAt = now;
    const seconds = (now - this.started) / 1000;
    const total = this.stats.walked ? ` of ${count(this.stats.found)}` : '';
    const speed = this.bytes > 0 && seconds > 0 ? `, ${(this.bytes / 1e6 / seconds).toFixed(1)} MB/s` : '';
    this.stream.write(`\r\x1b[Kanalyzing: ${count(this.done)}${total} files${speed}, ${seconds.toFixed(1)} s`);
  }

  end(): void {
    if (this.stream.isTTY && this.drawnAt > 0) this.stream.write('\r\x1b[K');
  }
}

/**
 * What `--fit` did, for stderr: how many files the digest packs at each level short of whole, the
 * files it leaves out (or, for another format, would), listed as the digest lists them (`verbose`: every file, whatever the digest does),
 * and whether it fits.
 */
export function fitLines({ result: { fit } }: Report, applied: boolean, verbose = false): string[] {
  if (!fit) return [];
  const target = fitTarget(fit);
  const tokens = count(fit.digestTokens);
  const entries = leftOutEntries(verbose ? { leftOut: fit.leftOut } : fit).map((line) => `  ${line}`);
  if (!fit.fits) return [`fit: ${applied ? 'the digest is' : 'a digest would be'} over ${target} even with every file left out (${tokens} tokens)`, ...(verbose ? entries : [])];
  const levels = packedLevels(fit);
  const packed = levels === '' ? [] : [`fit: ${applied ? 'packed' : 'a digest would pack'} ${levels} to fit ${target} (digest: ${tokens} tokens)`];
  if (fit.leftOut.length === 0) return packed.length > 0 ? packed : [`fit: the digest fits ${target} with every file (${tokens} tokens)`];
  const verb = applied ? 'left out' : 'a digest would leave out';
  const listed = fit.leftOutListing === 'by folder' ? ', listed by folder' : fit.leftOutListing === 'total only' ? ', too many to list' : '';
  return [...packed, `fit: ${verb} ${plural(fit.leftOut.length, 'file')} to fit ${target} (digest: ${tokens} tokens${listed})`, ...entries];
}

/** The end of a run, for a person: totals, the five biggest files, where the output went. */
export function summary({ result, counting }: Report, where: string, paint: Paint): string {
  const files = [...result.files].sort((a, b) => b.tokens - a.tokens || (a.path < b.path ? -1 : 1)).slice(0, 5);
  const width = Math.max(0, ...files.map((file) => count(file.tokens).length));
  const lines = [
    `${paint.bold(count(result.totalTokens))} tokens in ${plural(result.totalFiles, 'file')}, ${plural(result.totalLines, 'line')}`,
    ...(counting?.window ? [`  ${windowShare(result.totalTokens, counting.window)}`] : []),
    ...files.map((file) => `  ${count(file.tokens).padStart(width)}  ${paint.dim(textPath(file.path))}`),
    ...(where ? [where] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** `1 file`, `2,345 files`. */
export function plural(n: number, noun: string): string {
  return `${count(n)} ${noun}${n === 1 ? '' : 's'}`;
}

// Skips a person need not hear of on every run: they stay in `skipped`, and --verbose lists them.
// A symlink is a normal part of a repository (it is never followed, so its target is counted
// where it lies, or not at all); a FIFO, socket or device in a source tree is not: it is warned of.
const ROUTINE_SKIPS = new Set(['binary', 'vanished', 'not-regular', 'symlink']);

/** The run's warnings and its skipped files worth a warning (all of them with --verbose), one line each. */
export function warnings({ result: { skipped = [] }, warnings }: { result: Pick<Report['result'], 'skipped'>; warnings: string[] }, verbose: boolean, told: ReadonlySet<string> = new Set()): ({ warning: string } | { line: string })[] {
  const out: ({ warning: string } | { line: string })[] = warnings.filter((warning) => !told.has(warning)).map((warning) => ({ warning }));
  const shown = verbose ? skipped : skipped.filter(({ reason }) => !ROUTINE_SKIPS.has(reason));
  if (shown.length === 0) return out;
  const reasons = new Map<string, number>();
  for (const { reason } of shown) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const why = [...reasons].map(([reason, n]) => `${n} ${reason}`).join(', ');
  out.push({ warning: `skipped ${plural(shown.length, 'file')} (${why})${verbose ? '' : '; --verbose lists them'}` });
  if (verbose) for (const { path, reason } of shown) out.push({ line: `skipped ${textPath(path)}: ${reason}` });
  return out;
}

/** `--verbose`: `1,234 files: 1,000 counted on 2 threads, 34 duplicates, 200 from the cache`. */
export function countingStats({ result }: Report, { counted, duplicates, cached, threads }: RunStats): string {
  const where = threads > 0 ? `on ${plural(threads, 'thread')}` : 'in the main thread';
  return `${plural(result.totalFiles, 'file')}: ${count(counted)} counted ${where}, ${plural(duplicates, 'duplicate')}, ${count(cached)} from the cache`;
}
