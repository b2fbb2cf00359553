import { Transform, type Duplex } from 'node:stream';
import { eachStage } from './kit.js';
import { ENTRY_SKIPS, SLICE_MS } from './walk.js';
import type { WalkItem } from '../types.js';

export interface FilterOptions {
  /** Whether a root-relative file path is analysed. */
  keepFile: (path: string) => boolean;
  /** Give the event loop a turn every SLICE_MS (a server, which answers requests meanwhile). */
  paced?: boolean;
}

// filter: WalkItem -> the same item, or nothing when ignore rules or include/exclude drop it. A
// folder that could not be read passes (the rules already let the walk into it); a symlink or a
// special file is ruled on as a file.
export function filter({ keepFile, paced = false }: FilterOptions): Duplex {
  const keep = (item: WalkItem) => (item.skipped !== undefined && !ENTRY_SKIPS.has(item.skipped)) || keepFile(item.path);
  if (!paced) return eachStage((item: WalkItem) => (keep(item) ? item : undefined));
  return new Transform({
    objectMode: true,
    transform(batch: WalkItem[], _encoding, done) {
      const kept: WalkItem[] = [];
      const from = (start: number): void => {
        const started = performance.now();
        for (let i = start; i < batch.length; i++) {
          if (i > start && performance.now() - started > SLICE_MS) {
            // A run ended meanwhile (a client gone, the server stopping) matches nothing more.
            return void setImmediate(() => (this.destroyed ? done() : from(i)));
          }
          try {
            if (keep(batch[i])) kept.push(batch[i]);
          } catch (err) {
            return done(err as Error);
          }
        }
        done(null, kept.length > 0 ? kept : undefined);
      };
      from(0);
    },
  });
}
