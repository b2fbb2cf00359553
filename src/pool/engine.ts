import { setFlagsFromString } from 'node:v8';

let tuned = false;

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
