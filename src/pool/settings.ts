import type { CountMode } from '../types.js';

/** Everything the per-file work depends on; plain data, so worker threads get a copy. */
export interface CountSettings {
  countMode: CountMode;
  encoding: string;
  includeComments: boolean;
  methodLevel: boolean;
  /** Hand the analysed text back, for a format that shows it. */
  keepText: boolean;
  /** Larger files are skipped as too large. */
  maxBytes: number;
}

/** Whether the run needs file texts at all: without tokens or methods, lines come from bytes. */
export function needsText({ countMode, methodLevel, keepText }: CountSettings): boolean {
  return countMode !== 'none' || methodLevel || keepText;
}
