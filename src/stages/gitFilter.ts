import type { Duplex } from 'node:stream';
import { eachStage } from './kit.js';
import { ENTRY_SKIPS } from './walk.js';
import type { WalkItem } from '../types.js';

export interface GitFilterOptions {
  /** Root-relative paths git selected; every file passes when undefined. */
  selected: ReadonlySet<string> | undefined;
}

// gitFilter: WalkItem -> the same item, or nothing when the git options leave the file out.
export function gitFilter({ selected }: GitFilterOptions): Duplex {
  // A symlink or special file git did not select is not reported either.
  return eachStage((item: WalkItem) => ((item.skipped && !ENTRY_SKIPS.has(item.skipped)) || !selected || selected.has(item.path) ? item : undefined));
}
