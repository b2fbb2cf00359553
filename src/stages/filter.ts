import type { Duplex } from 'node:stream';
import { eachStage } from './objects.js';
import type { WalkItem } from './walk.js';

export interface FilterOptions {
  /** Whether a root-relative file path is analysed. */
  keepFile: (path: string) => boolean;
}

// filter: WalkItem -> the same item, or nothing when ignore rules or include/exclude drop it.
export function filter({ keepFile }: FilterOptions): Duplex {
  return eachStage((item: WalkItem) => (item.skipped || keepFile(item.path) ? item : undefined));
}
