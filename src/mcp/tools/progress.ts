import type { RunStats } from '../../types.js';
import type { ToolContext } from './tool.js';

// How often the stats of a run are looked at; the server sends at most one notification per 200 ms.
const POLL_MS = 100;

/**
 * Progress of a run the tool has no stage in (a diff, a check): the files its stats say are done
 * so far, told to `context.progress` while they grow, of how many once the walk of the working
 * tree knows and while that is the most there are (a diff also counts files from git's objects,
 * how many only the run knows). Returns the function that stops it.
 */
export function followStats(stats: RunStats, context: ToolContext): () => void {
  let told = 0;
  const timer = setInterval(() => {
    const done = stats.counted + stats.cached + stats.duplicates;
    if (done === told) return;
    told = done;
    context.progress(done, stats.walked && done <= stats.found ? stats.found : undefined);
  }, POLL_MS);
  return () => clearInterval(timer);
}
