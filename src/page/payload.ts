import type { Counting, FileData, Payload, ResultData } from './model.js';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/**
 * The page's data, checked: a served page shows whatever the API answers. Entries that cannot be
 * shown are an error; what the spec leaves optional in a REST answer (`totalLines`, a file's
 * `language`) is filled in: the totals from the files, `text` for the language.
 */
export function readPayload(value: unknown): Payload {
  const v = value as { name?: unknown; counting?: Partial<Counting>; result?: Partial<ResultData> } | null;
  const r = v?.result;
  if (typeof v?.name !== 'string' || typeof r !== 'object' || r === null || !Array.isArray(r.files)) throw new Error('the report data is not an analysis result');
  const files: FileData[] = r.files.map((f: Partial<FileData> | null) => {
    if (typeof f?.path !== 'string' || !isCount(f.tokens) || !isCount(f.lines)) throw new Error('the report data holds a malformed file entry');
    const file: FileData = { path: f.path, tokens: f.tokens, lines: f.lines, language: typeof f.language === 'string' && f.language !== '' ? f.language : 'text' };
    if (f.methods === undefined) return file;
    if (!Array.isArray(f.methods) || !f.methods.every((m) => typeof m?.name === 'string' && isCount(m.tokens) && isCount(m.lines))) {
      throw new Error('the report data holds a malformed method entry');
    }
    file.methods = f.methods;
    return file;
  });
  const sum = (key: 'tokens' | 'lines') => files.reduce((n, f) => n + f[key], 0);
  const result: ResultData = {
    totalTokens: isCount(r.totalTokens) ? r.totalTokens : sum('tokens'),
    totalFiles: isCount(r.totalFiles) ? r.totalFiles : files.length,
    totalLines: isCount(r.totalLines) ? r.totalLines : sum('lines'),
    files,
  };
  if (r.skipped !== undefined) {
    if (!Array.isArray(r.skipped) || !r.skipped.every((s) => typeof s?.path === 'string' && typeof s.reason === 'string')) {
      throw new Error('the report data holds a malformed skipped entry');
    }
    result.skipped = r.skipped;
  }
  const c = v.counting;
  const known = c && ['exact', 'estimate', 'none'].includes(c.countMode!) && typeof c.encoding === 'string' && typeof c.includeComments === 'boolean';
  if (!known) return { name: v.name, result };
  const counting: Counting = { countMode: c.countMode!, encoding: c.encoding!, includeComments: c.includeComments! };
  const w = c.window;
  if (w && typeof w.model === 'string' && isCount(w.tokens) && w.tokens > 0) counting.window = { model: w.model, tokens: w.tokens };
  return { name: v.name, counting, result };
}
