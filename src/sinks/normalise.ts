import type { AnalysisResult, CompressSaving, FileResult, FitPlan, SecretFinding, SkippedFile } from '../results.js';

export interface SerialisedResult {
  totalTokens: number;
  totalFiles: number;
  totalLines: number;
  encoding?: string;
  files: FileResult[];
  skipped?: SkippedFile[];
  fit?: FitPlan;
  secrets?: SecretFinding[];
  compress?: CompressSaving;
}

/** The one object every format renders: fixed key order, no top-level `methods`, no empty keys. */
export function normalise(result: AnalysisResult): SerialisedResult {
  const files = result.files.map(({ path, tokens, lines, language, methods }) =>
    methods ? { path, tokens, lines, language, methods: methods.map(({ name, tokens, lines, file, line }) => ({ name, tokens, lines, file, line })) } : { path, tokens, lines, language },
  );
  const { totalTokens, totalFiles, totalLines, encoding } = result;
  // A result built by hand for render() may lack the encoding: it is left out, never made up.
  const out: SerialisedResult = typeof encoding === 'string' ? { totalTokens, totalFiles, totalLines, encoding, files } : { totalTokens, totalFiles, totalLines, files };
  if (result.skipped && result.skipped.length > 0) out.skipped = result.skipped.map(({ path, reason }) => ({ path, reason }));
  if (result.fit) {
    const { budget, model, countedWith, digestTokens, fits, levels, packed, leftOutListing, leftOut } = result.fit;
    out.fit = {
      budget,
      ...(model !== undefined && { model }),
      ...(countedWith !== undefined && { countedWith }),
      digestTokens,
      fits,
      // A plan built by hand for render() may lack the levels: left out, never made up.
      ...(levels && { levels: { ...levels } }),
      ...(packed && { packed: packed.map(({ path, level, tokens, wholeTokens }) => ({ path, level, tokens, wholeTokens })) }),
      ...(leftOutListing !== undefined && { leftOutListing }),
      leftOut: leftOut.map(({ path, tokens, reason }) => ({ path, tokens, reason })),
    } as FitPlan;
  }
  if (result.compress) {
    const { files, bodies, tokensBefore, tokensAfter } = result.compress;
    out.compress = { files, bodies, tokensBefore, tokensAfter };
  }
  if (result.secrets && result.secrets.length > 0) out.secrets = result.secrets.map(({ path, rule, line }) => ({ path, rule, line }));
  return out;
}
