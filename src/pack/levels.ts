import type { FileResult, MethodBody, PackLevel, PackedFile, Report } from '../results.js';
import { byPath } from '../util/paths.js';

// The levels a packed file goes through, as moves in one order: `--fit` takes the fewest moves
// from the start of that order that make the digest fit. The order:
//   1. lock and generated files, vendored code, fixtures and test data go to path only (in that
//      order, the largest first within each);
//   2. the other files' method bodies are elided, the largest body first across the tree (a file
//      with every body elided is at "signatures");
//   3. those files go to path only, the largest as packed first (a file at signatures weighs what
//      is left of it);
// A digest that leaves files out (its tree too long for the budget even with every file at path
// only) takes the same moves with "left out" for "path only": its files go out in that order,
// listed by folder or only counted.
// With `compress`, every body is elided before the first move, and step 2 has nothing to do.

/** A file in the order files go to path only and out: the reason (FIT_REASONS) and its rank. */
export interface Goer {
  path: string;
  tokens: number;
  reason: string;
  rank: number;
}

export type Move =
  | { kind: 'body'; file: number; body: MethodBody; saving: number }
  /** The file goes to path only, or out when the digest leaves files out. */
  | { kind: 'drop'; file: number };

/** Where each file stands after some moves. */
export interface PackState {
  /** By index in the order of going: the bodies elided, in the order they went. */
  elided: Map<number, MethodBody[]>;
  pathOnly: Set<number>;
  out: number[];
}

const NONE: ReadonlySet<number> = new Set();

/** The moves of a tree, and what a prefix of them makes of its files. */
export class Packing {
  readonly moves: Move[] = [];
  /** Each file's bodies that eliding shortens, outermost only once nested ones are dropped (compress). */
  private readonly base: Map<number, MethodBody[]> = new Map();

  constructor(readonly report: Report, readonly order: Goer[], compress: boolean) {
    const bodies = report.bodies ?? new Map<string, MethodBody[]>();
    const ranked = (low: boolean) => order.flatMap((g, i) => ((g.rank < 3) === low ? [i] : []));
    for (const file of ranked(true)) this.moves.push({ kind: 'drop', file });
    const candidates: { file: number; body: MethodBody }[] = [];
    for (const file of ranked(false)) {
      const own = bodies.get(order[file].path);
      if (!own) continue;
      if (compress) this.base.set(file, outermost(own));
      else for (const body of own) candidates.push({ file, body });
    }
    // The largest body first; a body inside one elided before it saves nothing more.
    candidates.sort((a, b) => b.body.tokens - a.body.tokens || a.file - b.file || a.body.start - b.body.start);
    const gone = new Map<number, MethodBody[]>(this.base);
    for (const { file, body } of candidates) {
      const before = gone.get(file) ?? [];
      const inside = before.some((outer) => outer.start <= body.start && body.end <= outer.end);
      if (!inside) gone.set(file, [...before, body]);
      this.moves.push({ kind: 'body', file, body, saving: inside ? 0 : body.saving });
    }
    // Then the largest as packed first (a file at signatures weighs what is left of it): the fewest files go.
    const packedTokens = (file: number) => order[file].tokens - (gone.get(file) ?? []).reduce((sum, body) => sum + body.saving, 0);
    const shrunk = ranked(false).map((file) => ({ file, tokens: packedTokens(file) }));
    shrunk.sort((a, b) => b.tokens - a.tokens || a.file - b.file);
    for (const { file } of shrunk) this.moves.push({ kind: 'drop', file });
  }

  /** The bodies elided before the first move (compress), with the file each is of. */
  baseBodies(): { file: number; saving: number }[] {
    return [...this.base].flatMap(([file, bodies]) => bodies.map(({ saving }) => ({ file, saving })));
  }

  /**
   * Where the files stand after the first `k` moves but those in `undone`; `leave`: files dropped
   * are left out, not kept at path only.
   */
  at(k: number, leave = false, undone: ReadonlySet<number> = NONE): PackState {
    const elided = new Map<number, MethodBody[]>(this.base);
    const pathOnly = new Set<number>();
    const out: number[] = [];
    for (let i = 0; i < k; i++) {
      if (undone.has(i)) continue;
      const move = this.moves[i];
      if (move.kind === 'body') {
        if (move.saving > 0) elided.set(move.file, [...(elided.get(move.file) ?? []), move.body]);
      } else if (leave) out.push(move.file);
      else pathOnly.add(move.file);
    }
    return { elided, pathOnly, out };
  }

  /** A file's level in a state. */
  level(state: PackState, file: number, outSet: ReadonlySet<number>): PackLevel {
    if (outSet.has(file)) return 'left out';
    if (state.pathOnly.has(file)) return 'path only';
    const elided = state.elided.get(file);
    if (!elided || elided.length === 0) return 'whole';
    const all = outermost(this.report.bodies?.get(this.order[file].path) ?? []);
    return all.every((body) => elided.some((e) => e.start <= body.start && body.end <= e.end)) ? 'signatures' : 'bodies elided';
  }
}

/** The bodies not inside another one of the list. */
export function outermost(bodies: readonly MethodBody[]): MethodBody[] {
  const sorted = [...bodies].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: MethodBody[] = [];
  for (const body of sorted) if (out.length === 0 || body.start >= out[out.length - 1].end) out.push(body);
  return out;
}

/** `text` with `bodies` elided (those inside another are covered by it). */
export function elidedText(text: string, bodies: readonly MethodBody[]): string {
  let out = '', at = 0;
  for (const body of outermost(bodies)) {
    out += text.slice(at, body.start) + body.replacement;
    at = body.end;
  }
  return out + text.slice(at);
}

/**
 * The files and texts of the digest of a state: files left out are gone, path-only files stay
 * (with no text), elided files carry their text as packed and its tokens (`count` counts them),
 * and the plan's rows of every file not whole.
 */
export function packedFiles(packing: Packing, state: PackState, count: (path: string, text: string, elided: number) => number): { files: FileResult[]; texts: Map<string, string>; packed: PackedFile[] } {
  const { report, order } = packing;
  const outSet = new Set(state.out);
  const index = new Map(order.map((g, i) => [g.path, i]));
  const texts = new Map(report.texts);
  const files: FileResult[] = [];
  const packed: PackedFile[] = [];
  for (const file of report.result.files) {
    const i = index.get(file.path)!;
    const level = packing.level(state, i, outSet);
    if (level === 'left out') continue;
    if (level === 'whole') {
      files.push(file);
      continue;
    }
    // A path-only file keeps its text in the map (render() asks every file's); the digest shows none.
    let tokens = 0;
    if (level !== 'path only') {
      const bodies = state.elided.get(i)!;
      const text = elidedText(report.texts?.get(file.path) ?? '', bodies);
      texts.set(file.path, text);
      tokens = count(file.path, text, bodies.length);
    }
    files.push({ ...file, tokens });
    packed.push({ path: file.path, level, tokens, wholeTokens: file.tokens });
  }
  packed.sort(byPath);
  return { files, texts, packed };
}
