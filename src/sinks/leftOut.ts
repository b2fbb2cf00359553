import type { CompressSaving, FitPlan } from '../results.js';
import { byText } from '../util/paths.js';
import { textPath } from './escape.js';
import { count } from './markdownText.js';

// What `--fit` left out, as the digest says it and stderr repeats it: one line a file, or a summary
// by top-level folder, or only the total (FitPlan.leftOutListing says which).

type LeftOutFile = FitPlan['leftOut'][number];

/** The summary's row of the files that lie directly in the analysed folder. */
export const TOP_LEVEL_FILES = '(top-level files)';

/** `1,000 tokens`, `gpt-4o's 128,000-token window`, and whose count it is when not the model's own. */
export function fitTarget({ budget, model, countedWith }: Pick<FitPlan, 'budget' | 'model' | 'countedWith'>): string {
  if (model === undefined) return `${count(budget)} tokens`;
  const shown = textPath(model);
  const window = `${shown}'s ${count(budget)}-token window`;
  if (countedWith === undefined) return window;
  const how = countedWith === 'estimate' ? 'estimated' : `counted with ${textPath(countedWith)}`;
  return `${window} (${how}, not with ${shown}'s tokenizer)`;
}

/** A left-out file as its line shows it: `web/app.min.js (lock or generated file, 1,234 tokens)`. */
export function fileEntry({ path, reason, tokens }: LeftOutFile): string {
  return `${textPath(path)} (${reason}, ${count(tokens)} tokens)`;
}

export interface FolderRow {
  /** The top-level folder, `''` for the files directly in the analysed folder. */
  folder: string;
  files: number;
  tokens: number;
}

/** The left-out files by top-level folder, the most tokens first (then by name). */
export function leftOutByFolder(leftOut: readonly LeftOutFile[]): FolderRow[] {
  const rows = new Map<string, FolderRow>();
  for (const { path, tokens } of leftOut) {
    const folder = topFolder(path);
    const row = rows.get(folder);
    if (row) {
      row.files++;
      row.tokens += tokens;
    } else rows.set(folder, { folder, files: 1, tokens });
  }
  return [...rows.values()].sort((a, b) => b.tokens - a.tokens || byText(a.folder, b.folder));
}

export function topFolder(path: string): string {
  const slash = path.indexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** A folder's line of the summary: `aws-sdk/ (312 files, 4,338,889 tokens)`. */
export function folderEntry({ folder, files, tokens }: FolderRow): string {
  return `${folder === '' ? TOP_LEVEL_FILES : `${textPath(folder)}/`} (${count(files)} file${files === 1 ? '' : 's'}, ${count(tokens)} tokens)`;
}

/** The lines that list the files left out, as the plan says to list them: none when only their total is given. */
export function leftOutEntries({ leftOut, leftOutListing }: Pick<FitPlan, 'leftOut' | 'leftOutListing'>): string[] {
  if (leftOutListing === 'total only') return [];
  if (leftOutListing === 'by folder') return leftOutByFolder(leftOut).map(folderEntry);
  return leftOut.map(fileEntry);
}

/**
 * The digest's statement of what `fit` left out, under its summary: a line naming the budget and
 * how many files went, then the list; nothing when every file is in and it fits. A digest over the
 * budget says so here, in its own text.
 */
export function leftOutSection(fit: FitPlan): string {
  const { leftOut, leftOutListing, fits } = fit;
  const packed = packedLine(fit);
  if (leftOut.length === 0 && fits) return packed;
  const files = `${count(leftOut.length)} file${leftOut.length === 1 ? '' : 's'}`;
  const total = leftOutListing === undefined ? '' : `, ${count(leftOut.reduce((sum, f) => sum + f.tokens, 0))} tokens${leftOutListing === 'by folder' ? ', by folder' : ''}`;
  const over = fits ? '' : '; even so, this digest is over the budget';
  return `${packed}Left out to fit ${fitTarget(fit)}: ${files}${total}${over}\n${leftOutEntries(fit).map((line) => `  ${line}\n`).join('')}`;
}

/** How many files `fit` packed short of whole, by level: `Packed to fit 1,000 tokens: 2 files with bodies elided, 1 as signatures`. */
export function packedLine(fit: Pick<FitPlan, 'packed' | 'budget' | 'model' | 'countedWith'>): string {
  const levels = packedLevels(fit);
  return levels === '' ? '' : `Packed to fit ${fitTarget(fit)}: ${levels}\n`;
}

/** `2 files with bodies elided, 1 as signatures, 3 as path only (no text)`; empty when every file is whole. */
export function packedLevels({ packed = [] }: Pick<FitPlan, 'packed'>): string {
  const levels = PACKED_WORDS.map(([level, what]) => [packed.filter((f) => f.level === level).length, what] as const).filter(([n]) => n > 0);
  // The first names what is counted: `2 files with bodies elided, 1 as signatures`.
  return levels.map(([n, what], i) => `${count(n)}${i === 0 ? ` file${n === 1 ? '' : 's'}` : ''} ${what}`).join(', ');
}

const PACKED_WORDS = [['bodies elided', 'with bodies elided'], ['signatures', 'as signatures'], ['path only', 'as path only (no text)']] as const;

/** The digest's line on `compress`: `Compressed: 312 method bodies elided in 40 files (120,000 tokens of text to 45,000)`. */
export function compressLine({ files, bodies, tokensBefore, tokensAfter }: CompressSaving): string {
  return `Compressed: ${count(bodies)} method ${bodies === 1 ? 'body' : 'bodies'} elided in ${count(files)} file${files === 1 ? '' : 's'} (${count(tokensBefore)} tokens of text to ${count(tokensAfter)})\n`;
}
