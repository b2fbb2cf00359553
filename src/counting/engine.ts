import { setFlagsFromString } from 'node:v8';

let tuned = false;

/** What a run sets in V8, for one V8 version; a flag is in a list only where it was measured to help. */
export interface EngineSettings {
  /** Counting tokens exactly, in every run. */
  exact: string[];
  /** A one-shot run (not watch, serve or mcp) that counts exactly or finds methods. */
  oneShot: string[];
  /** A one-shot run that finds methods. */
  methods: string[];
  /** The CLI's, set as it starts, before any counting thread exists. */
  cli: string[];
  /** The young generation of a counting thread of the library (Worker resourceLimits), in MB. */
  threadYoungMb?: number;
}

/**
 * The settings of each V8 this tool was measured on, by major version (Node 20: 11, Node 22: 12,
 * Node 24: 13); bench/README.md has the measurements, and bench/engine.mjs repeats them. A V8
 * not in the table gets none: a flag that a V8 does not know makes it print an error on every
 * run, and one that it knows may no longer help.
 */
export const ENGINES: Readonly<Record<string, EngineSettings>> = {
  // Node 20.
  '11': {
    // Counting tokens exactly: no inlining in V8's optimising compiler, for this process and its
    // counting threads. Each thread compiles the counting code for itself, on background threads
    // that take the cores the counting needs, and inlining made those compiles large: 1.19 s of
    // compiling in a cold run of the Python corpus, 0.51 s without. Cold runs, alternating: Python
    // -3 to -6%, the C headers -15%, JS/TS -5%, though the code counts about a tenth slower once
    // compiled. Not for other runs (`--no-token-count` on JS/TS: 0.63-0.66 s with it, 0.48-0.50 s
    // without).
    exact: ['--no-turbo-inlining'],
    // A one-shot run optimises a function later than V8's default (four times its interrupt
    // budget of 67,584 bytes of bytecode run), with more of its branches and shapes seen: the
    // finders and lexers were otherwise optimised, deoptimised on the first branch or shape new to
    // them, and compiled again, many times over (jsts with methods: 4.0 s of compiling, against
    // 1.1 s without methods, `keywordStatement` 15 times, on the cores that count). Cold runs,
    // five alternating rounds, medians, with it against without: plain jsts 4.42 against 4.55 s,
    // py311 1.20 against 1.28 s, node-include 0.82 against 0.88 s; with methods jsts 8.91 against
    // 9.22 s, py311 2.43 against 2.54 s, go 1.59 against 1.79 s, php 1.86 against 2.00 s. Eight
    // times the default did no better. A long-lived process keeps V8's.
    oneShot: ['--interrupt-budget=270336'],
    // Methods: tree-sitter's WebAssembly (Python's fallback, C/C++, Go, Rust, shell...) compiled by
    // the baseline compiler alone. Otherwise V8 compiles each grammar again with its optimising
    // compiler on background threads, which took about 1.2 s of CPU for the shell grammar and made
    // the process wait for it at exit: one shell script took 1.2 s with --method-level against
    // 0.27 s without, 0.35 s with this flag. Whole cold runs are faster too (py311 3.0 against
    // 3.9 s, node-include 1.9-2.2 against 2.1-2.7 s, 70-80 MB less peak RSS).
    // And a heap that grows by a fifth between full collections: finding methods leaves much
    // short-lived garbage in the old generation, which V8 otherwise let reach twice what was live
    // (jsts: 490-520 MB peak RSS against 380-410 MB with this, in the same time within the noise).
    methods: ['--liftoff-only', '--heap-growing-percent=20'],
    // A small young generation keeps the garbage of tens of thousands of records and texts from
    // growing the counting threads' heaps: about 100 MB less peak memory on 11,000 files, and no
    // measurable cost in time (2, 8 and 16 MB compared on the benchmark corpora). A V8 flag, which
    // every thread started after it takes, and which wins over threadYoungMb.
    cli: ['--max-semi-space-size=2'],
    // The library's counting threads: JS/TS corpus, five cold runs each, peak RSS 218-243 MB with
    // 8, 224-281 MB with 16, at the same speed.
    threadYoungMb: 8,
  },
  // Node 22. Cold runs, 3 alternating rounds on a busy machine, CPU time of the table's row
  // against it without each group (bench/README.md, "Node lines"): no inlining, node-include
  // plain 16% and py311 with methods 7% less; the later tier-up (4 times TurboFan's invocation
  // count; Maglev is off in Node 22) 3-6% less but for jsts with methods; --liftoff-only and the
  // heap's growth, py311 with methods 33% less CPU and 100 MB less. --max-semi-space-size=2 did
  // nothing measurable (CPU 0.95-1.01, RSS within the noise): the threads' 8 MB young
  // generation is left to resourceLimits.
  '12': {
    exact: ['--no-turbo-inlining'],
    oneShot: ['--invocation-count-for-turbofan=12000'],
    methods: ['--liftoff-only', '--heap-growing-percent=20'],
    cli: [],
    threadYoungMb: 8,
  },
  // Node 24. The same groups helped: no inlining node-include plain 13% less CPU; the later
  // tier-up (Maglev and TurboFan at 4 times their invocation counts) 2-8% less everywhere. V8 13
  // ignores --liftoff-only set at run time (as the CLI sets it); no tier-up, dynamic or not, keeps
  // WebAssembly on Liftoff as --liftoff-only did (loading the C++ grammar and parsing a header 20
  // times: 250-270 ms of CPU and 81-83 MB, against 480-500 ms and 200-330 MB with a huge tiering
  // budget, which still let TurboFan compile part of it; one shell script peaked at 578 MB with
  // neither). --max-semi-space-size=2 did nothing measurable, as on Node 22.
  '13': {
    exact: ['--no-turbo-inlining'],
    oneShot: ['--invocation-count-for-maglev=1600', '--invocation-count-for-turbofan=40000'],
    methods: ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering', '--heap-growing-percent=20'],
    cli: [],
    threadYoungMb: 8,
  },
};

/** The settings for the V8 running this process (or `v8`, a version string): none for a V8 not measured. */
export function engineSettings(v8 = process.versions.v8): EngineSettings {
  const major = v8.split('.')[0];
  return Object.hasOwn(ENGINES, major) ? ENGINES[major] : { exact: [], oneShot: [], methods: [], cli: [] };
}

/**
 * V8's settings for counting: the CLI sets them in its own process (tuneEngine()), and a library
 * run that finds methods gives them to counting processes of its own (see count.ts), since in the
 * library they would change the host's engine. `lasting`: watch, serve and mcp, whose long lives
 * pay for optimised code.
 */
export function engineFlags({ countMode, methodLevel = false }: { countMode: string; methodLevel?: boolean }, lasting = false, v8?: string): string[] {
  const engine = engineSettings(v8);
  const flags: string[] = [];
  if (countMode === 'exact') flags.push(...engine.exact);
  if (!lasting && (countMode === 'exact' || methodLevel)) flags.push(...engine.oneShot);
  if (methodLevel && !lasting) flags.push(...engine.methods);
  return flags;
}

/**
 * A counting process's V8 flags (pool/workers.ts): `flags`, and the young generation a counting
 * thread is given, where one is (V8's young generation is three semi-spaces).
 */
export function counterFlags(flags: string[]): string[] {
  const { threadYoungMb } = engineSettings();
  return threadYoungMb === undefined ? flags : [...flags, `--max-semi-space-size=${Math.ceil(threadYoungMb / 3)}`];
}

/** Sets the CLI's settings as it starts (cli.ts), before it reads its arguments. */
export function tuneStart(): void {
  for (const flag of engineSettings().cli) setFlagsFromString(flag);
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
