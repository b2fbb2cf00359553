import { createRequire } from 'node:module';
import { extname } from 'node:path';
import type { Report, SecretFinding } from '../results.js';
import { byPath } from '../util/paths.js';
import { maySecret } from './secretFilter.js';

// Secrets are never packed silently: before a run writes file texts (a GitIngest digest), each text
// goes through secretlint's recommended rules, and a text with a finding is left out. Only texts
// the filter of secretFilter.ts lets through are handed to secretlint (on the JS/TS corpus, 8 files
// of 11,182), and secretlint is loaded only then: a run that writes no text loads none of it.

type Lint = (text: string, path: string) => Promise<{ ruleId: string; line: number }[]>;

let lint: Lint | undefined;

/** Secretlint's core with the recommended preset, loaded once. */
function secretlint(): Lint {
  if (lint) return lint;
  const load = createRequire(import.meta.url);
  // Secretlint's profiler marks every rule's start and end on every text in Node's performance
  // timeline, and pairs each new mark by searching all earlier ones: memory and time that grow
  // with the square of the files scanned (minutes of CPU after 11,000 files). It only measures,
  // so its marks are dropped; the core shares this instance of the profiler.
  const { secretLintProfiler } = load('@secretlint/profiler') as typeof import('@secretlint/profiler');
  secretLintProfiler.mark = () => {};
  const { lintSource } = load('@secretlint/core') as typeof import('@secretlint/core');
  const { creator } = load('@secretlint/secretlint-rule-preset-recommend') as typeof import('@secretlint/secretlint-rule-preset-recommend');
  const config = { rules: [{ id: creator.meta.id, rule: creator }] };
  lint = async (text, path) => {
    // The path tells the rules what a file is (package.json, .npmrc, .json): never read from disk
    // (`noPhysicFilePath`). A `.p12` file's rule reads the file itself, so it is not told so: a
    // text that decoded as UTF-8 is no PKCS#12 file anyway.
    const ext = extname(path) === '.p12' ? '' : extname(path);
    const { messages } = await lintSource({ source: { content: text, filePath: path, ext, contentType: 'text' }, options: { config, noPhysicFilePath: true } });
    return messages.map((message) => ({ ruleId: message.ruleId, line: message.loc.start.line }));
  };
  return lint;
}

/** Whether secretlint has been loaded in this process (tests check that counting alone never loads it). */
export function secretlintLoaded(): boolean {
  return lint !== undefined;
}

/**
 * The secrets in the report's texts, in path and line order; each file that holds one has its text
 * replaced by a line saying so, and a warning naming the rules and lines (never the secret).
 */
export async function withholdSecrets(report: Report): Promise<{ report: Report; secrets: SecretFinding[] }> {
  const { texts } = report;
  const secrets: SecretFinding[] = [];
  if (!texts) return { report, secrets };
  const kept = new Map(texts);
  const warnings: string[] = [];
  for (const [path, text] of texts) {
    if (!maySecret(path, text)) continue;
    const found = await secretlint()(text, path);
    if (found.length === 0) continue;
    const findings = found.map(({ ruleId, line }) => ({ path, rule: ruleId, line })).sort((a, b) => a.line - b.line || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
    secrets.push(...findings);
    kept.set(path, `[Left out: ${secretsFound(findings)}]`);
    warnings.push(`${path}: text left out of the digest: ${secretsFound(findings)}; --allow-secrets (allowSecrets) keeps it`);
  }
  if (secrets.length === 0) return { report, secrets };
  secrets.sort((a, b) => byPath(a, b) || a.line - b.line);
  return { report: { ...report, texts: kept, warnings: [...report.warnings, ...warnings.sort()] }, secrets };
}

/** `secretlint found a secret (@secretlint/secretlint-rule-aws at line 3)`, or secrets, by rule: `... at lines 9, 12; ...`. */
export function secretsFound(findings: readonly SecretFinding[]): string {
  const lines = new Map<string, number[]>();
  for (const { rule, line } of findings) {
    const seen = lines.get(rule) ?? [];
    if (!seen.includes(line)) seen.push(line);
    lines.set(rule, seen);
  }
  const rules = [...lines].map(([rule, at]) => `${rule} at line${at.length > 1 ? 's' : ''} ${at.join(', ')}`);
  return `secretlint found ${findings.length > 1 ? 'secrets' : 'a secret'} (${rules.join('; ')})`;
}
