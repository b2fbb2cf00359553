import { setFlagsFromString } from 'node:v8';

let tuned = false;

/** V8's default `--interrupt-budget` (Node 20's V8 11.3). */
const V8_INTERRUPT_BUDGET = 67584;

/**
 * V8's settings for counting: the CLI sets them in its own process (tuneEngine()), and a library
 * run that finds methods gives them to counting processes of its own (see count.ts), since in the
 * library they would change the host's engine. `lasting`: watch and serve, whose long lives pay
 * for optimised code.
 */
export function engineFlags({ countMode, methodLevel = false }: { countMode: string; methodLevel?: boolean }, lasting = false): string[] {
  const flags: string[] = [];
  // Counting tokens exactly: no inlining in V8's optimising compiler, for this process and its
  // counting threads. Each thread compiles the counting code for itself, on background threads
  // that take the cores the counting needs, and inlining made those compiles large: 1.19 s of
  // compiling in a cold run of the Python corpus, 0.51 s without. Cold runs, alternating: Python
  // -3 to -6%, the C headers -15%, JS/TS -5%, though the code counts about a tenth slower once
  // compiled. Not for other runs (`--no-token-count` on JS/TS: 0.63-0.66 s with it, 0.48-0.50 s
  // without).
  if (countMode === 'exact') flags.push('--no-turbo-inlining');
  // And a one-shot run optimises a function later than V8's default (four times its interrupt
  // budget, 67,584 bytes of bytecode run), with more of its branches and shapes seen: the finders
  // and lexers were otherwise optimised, deoptimised on the first branch or shape new to them,
  // and compiled again, many times over (jsts with methods: 4.0 s of compiling, against 1.1 s
  // without methods, `keywordStatement` 15 times, on the cores that count). Cold runs, five
  // alternating rounds, medians, with it against without: plain jsts 4.42 against 4.55 s, py311
  // 1.20 against 1.28 s, node-include 0.82 against 0.88 s; with methods jsts 8.91 against 9.22 s
  // (and the same, 9.77 against 9.72 s, in another run), py311 2.43 against 2.54 s, go 1.59
  // against 1.79 s, php 1.86 against 2.00 s; no corpus slower in those rounds (bench/README.md).
  // Eight times the default did no better. A long-lived process keeps V8's.
  if (!lasting && (countMode === 'exact' || methodLevel)) flags.push(`--interrupt-budget=${4 * V8_INTERRUPT_BUDGET}`);
  if (!methodLevel || lasting) return flags;
  // Methods: tree-sitter's WebAssembly (Python's fallback, C/C++, Go, Rust, shell...) compiled by
  // the baseline compiler alone. Otherwise V8 compiles each grammar again with its optimising
  // compiler on background threads, which took about 1.2 s of CPU for the shell grammar and made
  // the process wait for it at exit: one shell script took 1.2 s with --method-level against
  // 0.27 s without, 0.35 s with this flag. Whole cold runs are faster too (py311 3.0 against
  // 3.9 s, node-include 1.9-2.2 against 2.1-2.7 s, 70-80 MB less peak RSS).
  flags.push('--liftoff-only');
  // And a heap that grows by a fifth between full collections: finding methods leaves much
  // short-lived garbage in the old generation, which V8 otherwise let reach twice what was live
  // (jsts: 490-520 MB peak RSS against 380-410 MB with this, in the same time within the noise;
  // py311 about 4% slower in 4 alternating rounds, node-include no slower).
  flags.push('--heap-growing-percent=20');
  return flags;
}

/** Sets engineFlags() in this process and its counting threads: the CLI's alone (watch and serve `lasting`). */
export function tuneEngine(options: { countMode: string; methodLevel?: boolean }, lasting = false): void {
  for (const flag of engineFlags(options, lasting)) setFlagsFromString(flag);
  tuned = true;
}

/** Whether this process runs with tuneEngine()'s settings; a library's host does not. */
export function engineTuned(): boolean {
  return tuned;
}
