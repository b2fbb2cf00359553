import { createRequire } from 'node:module';
import { RegexSet, UnsupportedRegex, checkRegex } from './regex.js';

// Include/exclude globs: picomatch's syntax and meaning, with `dot`. picomatch turns a glob into
// its regular expression, as it always did; regex.ts runs the expressions, in time linear in a
// path's length whatever the glob. (Ignore files: gitignore.ts.)

const requireHere = createRequire(import.meta.url);
let picomatch: typeof import('picomatch') | undefined;

// What one list of globs (an include or exclude list, watch.ignore, the paths of the budgets)
// may hold, wherever it comes from. Each bounds a cost that grows with it, so that the largest
// list allowed costs a run no more than a few times what matching nothing costs: picomatch's
// compilation (about 5 µs a character, and 40 µs an extglob), the automaton's construction, and
// the states a path's every step may have to visit. docs/security.md lists them.
export const MAX_GLOBS = 1000;
export const MAX_GLOB_CHARS = 1000;
export const MAX_LIST_CHARS = 50_000;
/** Parenthesised groups (extglobs such as `@(a|b)` and `!(x)`, regex groups) in a whole list. */
export const MAX_LIST_GROUPS = 256;
/** Groups and braces within one another, in one glob. */
export const MAX_GLOB_DEPTH = 32;
/** The states of the automaton of a whole list (the sum over its globs). */
export const MAX_LIST_STATES = 200_000;

// A glob's expression and whether it can be used, worked out once for all the steps of a run that check it.
const expressions = new Map<string, RegExp>();
const problems = new Map<string, string | null>();
const sizes = new Map<string, number>();
const MAX_REMEMBERED = MAX_GLOBS;

/** picomatch's expression for `glob`, as `picomatch(glob, { dot: true })` tests it (globProblem() having found none). */
function expression(glob: string): RegExp {
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
    problem = shapeProblem(glob) ?? null;
    if (problem === null) {
      try {
        sizes.set(glob, checkRegex(expression(glob)));
      } catch (err) {
        if (!(err instanceof UnsupportedRegex)) throw err;
        problem = err.message;
      }
    }
    if (problems.size >= MAX_REMEMBERED) {
      problems.clear();
      sizes.clear();
    }
    problems.set(glob, problem);
  }
  return problem ?? undefined;
}

/** What is wrong with a glob before picomatch reads it: its length, and how deep its groups and braces go. */
function shapeProblem(glob: string): string | undefined {
  if (glob.length > MAX_GLOB_CHARS) return `it is longer than ${MAX_GLOB_CHARS.toLocaleString('en-US')} characters`;
  // picomatch reads nested groups by recursion, and takes time that grows with their depth.
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(glob, i);
    else if (c === '(' || c === '{') {
      if (++depth > MAX_GLOB_DEPTH) return `it nests groups or braces more than ${MAX_GLOB_DEPTH} deep`;
    } else if ((c === ')' || c === '}') && depth > 0) depth--;
  }
  return undefined;
}

/** Where the class opened at `open` ends (its `]`; `open` itself when none does): what lies in it is characters, not groups. */
function classEnd(glob: string, open: number): number {
  for (let i = open + 1; i < glob.length; i++) {
    if (glob[i] === '\\') i++;
    else if (glob[i] === ']') return i;
  }
  return open;
}

/** The parenthesised groups of a glob (extglobs, regex groups), classes and escapes apart. */
function groupsOf(glob: string): number {
  let groups = 0;
  for (let i = 0; i < glob.length; i++) {
    if (glob[i] === '\\') i++;
    else if (glob[i] === '[') i = classEnd(glob, i);
    else if (glob[i] === '(') groups++;
  }
  return groups;
}

/** A list's problem: a glob of it that cannot be used (`glob` names it), or the list as a whole (a clause: `holds ...`). */
export interface RefusedGlobs {
  glob?: string;
  problem: string;
}

/** The first problem of a list of globs, or undefined when it can be used. */
export function refusedGlob(globs: readonly string[]): RefusedGlobs | undefined {
  const count = (n: number) => n.toLocaleString('en-US');
  if (globs.length > MAX_GLOBS) return { problem: `holds ${count(globs.length)} patterns; at most ${count(MAX_GLOBS)}` };
  let chars = 0;
  let groups = 0;
  for (const glob of globs) {
    // Cheap problems of one glob first: a glob 5,000 characters long is refused as such.
    const shape = shapeProblem(glob);
    if (shape) return { glob, problem: shape };
    chars += glob.length;
    groups += groupsOf(glob);
  }
  if (chars > MAX_LIST_CHARS) return { problem: `holds ${count(chars)} characters of patterns; at most ${count(MAX_LIST_CHARS)} in all` };
  if (groups > MAX_LIST_GROUPS) return { problem: `holds ${count(groups)} groups such as @(a|b) or !(x); at most ${count(MAX_LIST_GROUPS)} in all` };
  let states = 0;
  for (const glob of globs) {
    const problem = globProblem(glob);
    if (problem) return { glob, problem };
    states += sizes.get(glob) ?? checkRegex(expression(glob));
  }
  if (states > MAX_LIST_STATES) return { problem: `makes an automaton of ${count(states)} states; at most ${count(MAX_LIST_STATES)} in all (fewer or simpler patterns)` };
  return undefined;
}

/** How a list's problem reads after its name: `exclude pattern 'x' cannot be used: ...`, `exclude holds ...`. */
export function refusal(name: string, refused: RefusedGlobs): string {
  return refused.glob === undefined ? `${name} ${refused.problem}` : `${name} pattern ${quoted(refused.glob)} cannot be used: ${refused.problem}`;
}

/** A glob in a message: in quotes, its start only when it is long (a message is one line). */
export function quoted(glob: string): string {
  return glob.length <= 80 ? `'${glob}'` : `'${glob.slice(0, 60)}…' (${glob.length.toLocaleString('en-US')} characters)`;
}

/**
 * Whether a path matches any of `globs`, exactly as `picomatch(globs, { dot: true })` says: the
 * glob itself, or its expression. Throws UnsupportedRegex for a glob globProblem() refuses.
 */
export function globMatcher(globs: readonly string[]): (path: string) => boolean {
  if (globs.length === 0) return () => false;
  for (const glob of globs) {
    const problem = globProblem(glob);
    if (problem) throw new UnsupportedRegex(problem);
  }
  const literal = new Set(globs);
  const set = new RegexSet(globs.map(expression));
  return (path) => path !== '' && (literal.has(path) || set.test(path));
}
