import type { Finding } from './fuzz.js';

// Bugs the input fuzzer finds in areas other helpers own, reported to them (issue #33), each
// with the case that shows it: counted apart until fixed, so the suite's run stays a test of
// this area. Remove an entry once its fix is merged.
const KNOWN: { why: string; matches: (f: Finding) => boolean }[] = [];

/** Why a finding is a known bug owned elsewhere, or undefined. */
export function knownFinding(finding: Finding): string | undefined {
  return KNOWN.find((k) => k.matches(finding))?.why;
}
