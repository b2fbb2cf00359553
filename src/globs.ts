import { createRequire } from 'node:module';
import ignore from 'ignore';
import { RegexSet, UnsupportedRegex, checkRegex } from './regex.js';

// The two kinds of pattern a run matches paths against: include/exclude globs (picomatch's
// syntax and meaning, with `dot`) and ignore files (gitignore, as the `ignore` package reads
// it). Each library turns a pattern into its regular expression, as it always did; regex.ts runs
// the expressions, in time linear in a path's length whatever the pattern.

const requireHere = createRequire(import.meta.url);
let picomatch: typeof import('picomatch') | undefined;

// picomatch refuses longer globs.
const MAX_GLOB_CHARS = 65536;
// A glob's expression and whether it can be used, worked out once for all the steps of a run that check it.
const expressions = new Map<string, RegExp>();
const problems = new Map<string, string | null>();
const MAX_REMEMBERED = 1000;

/** picomatch's expression for `glob`, as `picomatch(glob, { dot: true })` tests it. */
function expression(glob: string): RegExp {
  if (glob.length > MAX_GLOB_CHARS) throw new UnsupportedRegex(`it is longer than ${MAX_GLOB_CHARS} characters`);
  let re = expressions.get(glob);
  if (!re) {
    // Loaded only when a run has globs: it is a fifth of the start-up otherwise.
    picomatch ??= requireHere('picomatch') as typeof import('picomatch');
    re = picomatch.makeRe(glob, { dot: true });
    if (expressions.size >= MAX_REMEMBERED) expressions.clear();
    expressions.set(glob, re);
  }
  return re;
}

/**
 * Why `glob` cannot be used, as a clause (`it needs a backreference, which ...`), or undefined
 * when it can be.
 */
export function globProblem(glob: string): string | undefined {
  let problem = problems.get(glob);
  if (problem === undefined) {
    problem = null;
    try {
      checkRegex(expression(glob));
    } catch (err) {
      if (!(err instanceof UnsupportedRegex)) throw err;
      problem = err.message;
    }
    if (problems.size >= MAX_REMEMBERED) problems.clear();
    problems.set(glob, problem);
  }
  return problem ?? undefined;
}

/** The first of `globs` that cannot be used, and why; undefined when all can be. */
export function refusedGlob(globs: readonly string[]): { glob: string; problem: string } | undefined {
  for (const glob of globs) {
    const problem = globProblem(glob);
    if (problem) return { glob, problem };
  }
  return undefined;
}

/**
 * Whether a path matches any of `globs`, exactly as `picomatch(globs, { dot: true })` says: the
 * glob itself, or its expression. Throws UnsupportedRegex for a glob globProblem() refuses.
 */
export function globMatcher(globs: readonly string[]): (path: string) => boolean {
  if (globs.length === 0) return () => false;
  const literal = new Set(globs);
  const set = new RegexSet(globs.map(expression));
  return (path) => path !== '' && (literal.has(path) || set.test(path));
}

/** Whether an ignore file ignores a path, or a later line of it (`!pattern`) takes it back. */
export interface Verdict {
  ignored: boolean;
  unignored: boolean;
}

const NEITHER: Verdict = { ignored: false, unignored: false };

interface Rule {
  regex: RegExp;
  negative: boolean;
}

/**
 * The rules of one ignore file answering for paths relative to its folder (a folder's with a
 * trailing `/`), as `ignore().add(text).test(path)` answers: the last rule that matches decides,
 * and what is in an ignored folder is ignored.
 */
export class IgnoreFile {
  private readonly negative: boolean[];
  private readonly rules: RegexSet;
  private readonly verdicts = new Map<string, Verdict>();

  constructor(text: string) {
    const rules = rulesOf(text);
    this.negative = rules.map((rule) => rule.negative);
    // The package escapes every character of a line, so its expressions always run.
    this.rules = new RegexSet(rules.map((rule) => rule.regex));
  }

  test(path: string): Verdict {
    let verdict = this.verdicts.get(path);
    if (verdict === undefined) {
      const cut = path.lastIndexOf('/', path.length - (path.endsWith('/') ? 2 : 1));
      const above = cut < 0 ? undefined : this.test(path.slice(0, cut + 1));
      verdict = above?.ignored ? above : this.own(path);
      this.verdicts.set(path, verdict);
    }
    return verdict;
  }

  /** The verdict of the last rule matching `path` itself. */
  private own(path: string): Verdict {
    const rule = this.rules.last(path);
    if (rule < 0) return NEITHER;
    const negative = this.negative[rule];
    return { ignored: !negative, unignored: negative };
  }
}

/** The `ignore` package's rules for `text`: each line's expression, and whether it is a `!` line. */
function rulesOf(text: string): Rule[] {
  const found = (ignore({ allowRelativePaths: true }).add(text) as unknown as { _rules?: { _rules?: unknown } })._rules?._rules;
  // Not part of the package's documented interface: a release that changes it must fail loudly (test/globs.test.ts compares with its own answers).
  if (!Array.isArray(found) || !found.every((rule) => rule?.regex instanceof RegExp && typeof rule.negative === 'boolean')) {
    throw new Error("the 'ignore' package no longer holds its rules as this tool reads them");
  }
  return found as Rule[];
}
