import type { CountMode } from '../types.js';

/** Everything the per-file work depends on; plain data, so worker threads get a copy. */
export interface CountSettings {
  /** The analysed root as a real path: files found outside it are skipped, never read. */
  root: string;
  countMode: CountMode;
  encoding: string;
  includeComments: boolean;
  methodLevel: boolean;
  /** Hand the analysed text back, for a format that shows it. */
  keepText: boolean;
  /** Larger files are skipped as too large. */
  maxBytes: number;
}

/** Whether files need counting beyond lines (tokens or methods): only then is there anything to hash, reuse or cache. */
export function needsCounting({ countMode, methodLevel }: CountSettings): boolean {
  return countMode !== 'none' || methodLevel;
}

/** Whether the run needs file texts at all: without counting or a format that shows them, lines come from bytes. */
export function needsText(settings: CountSettings): boolean {
  return needsCounting(settings) || settings.keepText;
}
