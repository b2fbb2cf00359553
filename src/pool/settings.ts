import type { CountMode } from '../types.js';

/** Everything the per-file counting depends on; plain data, so worker threads get a copy. */
export interface CountSettings {
  countMode: CountMode;
  encoding: string;
  includeComments: boolean;
  methodLevel: boolean;
  /** Hand the analysed text back, for a format that shows it. */
  keepText: boolean;
}
