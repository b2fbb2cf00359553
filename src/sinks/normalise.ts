import { fitPlanOf, type AnalysisResult, type CompressSaving, type FileResult, type FitPlan, type SecretFinding, type SkippedFile } from '../results.js';

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
  if (result.fit) out.fit = fitPlanOf(result.fit);
  if (result.compress) {
    const { files, bodies, tokensBefore, tokensAfter } = result.compress;
    out.compress = { files, bodies, tokensBefore, tokensAfter };
  }
  if (result.secrets && result.secrets.length > 0) out.secrets = result.secrets.map(({ path, rule, line }) => ({ path, rule, line }));
  return out;
}
