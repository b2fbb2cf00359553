import type { CountSettings } from '../types.js';

export type { CountSettings };


/** Whether files need counting beyond lines (tokens or methods): only then is there anything to hash, reuse or cache. */
export function needsCounting({ countMode, methodLevel }: CountSettings): boolean {
  return countMode !== 'none' || methodLevel;
}

/** Whether the run needs file texts at all: without counting or a format that shows them, lines come from bytes. */
export function needsText(settings: CountSettings): boolean {
  return needsCounting(settings) || settings.keepText;
}
