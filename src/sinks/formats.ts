/** An output format. */
export type Format = 'json' | 'toon' | 'gitingest' | 'markdown' | 'html';

/** The formats, in the order help and errors list them; the sinks live in index.ts. */
export const FORMATS: readonly Format[] = ['json', 'toon', 'gitingest', 'markdown', 'html'];
