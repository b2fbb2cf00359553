import type { Duplex } from 'node:stream';
import { eachItem, stepStage, type BatchStep } from './kit.js';
import { findMethods } from '../languages/methods/index.js';
import { bodyPlaces, elidesBodies, elisionText } from '../languages/methods/bodies.js';
import type { SpanCounter, TokenCounter } from '../tokenizer/index.js';
import type { FileRecord, MethodBody, MethodSpan } from '../types.js';

export interface SplitMethodsOptions {
  counter: TokenCounter;
  /** Tokens are counted (not `--no-token-count`): a file tokenize() left uncounted is counted here. */
  counts: boolean;
  /** Report the methods (`--method-level`). Default true. */
  methods?: boolean;
  /** Note each method's body that eliding would shorten (`fit`, `compress`). */
  bodies?: boolean;
}

// splitMethods: FileRecord with text -> the same record with `methods`, each counted exactly as
// its own text would be, from the pieces the file's text is split into to count it (the work does
// not grow with how deeply methods nest); with `bodies`, also the bodies that eliding would
// shorten, counted from the same pieces. A file that may have methods comes uncounted from
// tokenize() and gets its `tokens` here, from the same pieces. A file that cannot be parsed keeps
// its counts, gets `methods: []` and a warning (no bodies).
export function splitMethods(options: SplitMethodsOptions): Duplex {
  return stepStage(splitMethodsStep(options));
}

/** splitMethods() as a plain function over a batch. */
export function splitMethodsStep({ counter, counts, methods: reported = true, bodies = false }: SplitMethodsOptions): BatchStep<FileRecord, FileRecord> {
  return eachItem(async (record: FileRecord): Promise<FileRecord> => {
    if (record.pieces && !record.methods) return reported ? { ...record, methods: [], warning: 'too large to parse for methods' } : record;
    const needsMethods = reported && !record.methods;
    const needsBodies = bodies && !record.bodies && elidesBodies(record.language);
    if (record.text === undefined || (!needsMethods && !needsBodies && record.tokens !== undefined)) return record;
    const { text, path } = record;
    const { found: known, ...rest } = record;
    const uncounted = counts && record.tokens === undefined;
    let found: MethodSpan[];
    try {
      found = known ?? (await findMethods(text, record.language, path)) ?? [];
    } catch (err) {
      const warned = reported ? { methods: [], warning: `cannot parse for methods: ${(err as Error).message}` } : {};
      return { ...rest, ...(uncounted && { tokens: counter.count(text) }), ...warned };
    }
    if (found.length === 0) return { ...rest, ...(uncounted && { tokens: counter.count(text) }), ...(needsMethods && { methods: [] }) };
    // From here to the return nothing awaits: the span counter's buffers serve the next file too.
    const spans = counter.spans(text, true);
    const out: FileRecord = { ...rest, ...(uncounted && { tokens: spans.total }) };
    if (needsMethods) {
      out.methods = found.map(({ name, start, end, startLine, endLine }) => ({
        name, tokens: spans.count(start, end), lines: endLine - startLine + 1, file: path, line: startLine,
      }));
    }
    if (needsBodies) out.bodies = elidable(text, found, record.language, spans, counter);
    return out;
  });
}

/** The bodies of `found` whose marker is shorter than they are, each counted from the text's pieces. */
function elidable(text: string, found: MethodSpan[], language: string, spans: SpanCounter, counter: TokenCounter): MethodBody[] {
  const out: MethodBody[] = [];
  for (const place of bodyPlaces(text, found, language)) {
    if (!place) continue;
    const tokens = spans.count(place.start, place.end);
    const replacement = elisionText(place, tokens);
    const saving = tokens - counter.count(replacement);
    if (saving > 0) out.push({ start: place.start, end: place.end, tokens, replacement, saving });
  }
  return out;
}
