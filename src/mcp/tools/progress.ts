import { newRunStats } from '../../run/index.js';
import type { Observer } from '../../run/session.js';
import type { FileRecord } from '../../types.js';
import type { ToolContext } from './tool.js';

/**
 * Progress of a run the tool has no stage in (a diff, a check): the files done so far, told to
 * `context.progress` as each batch is counted, of how many once the walk of the working tree
 * knows and while that is the most there are (a diff also counts files from git's objects, how
 * many only the run knows). The observer to run with, its stats new.
 */
export function progressOf(context: ToolContext): Observer {
  const stats = newRunStats();
  let done = 0;
  const counted = (batch: FileRecord[]) => {
    done += batch.length;
    context.progress(done, stats.walked && done <= stats.found ? stats.found : undefined);
  };
  return { stats, counted };
}
