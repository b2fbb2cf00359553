import { planRun } from '../../src/run/plan.js';
import type { AnalyzeOptions } from '../../src/run/options.js';
import type { RunStats } from '../../src/types.js';
import { WatchSession, type SessionOptions, type WatchRun } from '../../src/watch/index.js';
import type { Report } from '../../src/results.js';

export interface Delivered {
  report: Report;
  run: WatchRun;
  stats: RunStats;
}

export interface Watching {
  session: WatchSession;
  runs: Delivered[];
  errors: { err: unknown; fatal: boolean }[];
  /** Changes seen, and whether each started a run. */
  seen: [string, boolean][];
  /** Resolves once `n` runs were delivered (or a run failed). */
  until(n: number): Promise<void>;
  /** Resolves once `n` runs were delivered and nothing more is going on or waiting. */
  settle(n: number): Promise<Delivered>;
  /** Resolves once a change to `path` was seen. */
  sees(path: string): Promise<boolean>;
}

/** A WatchSession that records what it delivers; stop it (session.stop()) when done. */
export function watching(analysis: AnalyzeOptions, options: Partial<Pick<SessionOptions, 'interval' | 'observer'>> = {}): Watching {
  const runs: Delivered[] = [];
  const errors: { err: unknown; fatal: boolean }[] = [];
  const seen: [string, boolean][] = [];
  let waiting: (() => void)[] = [];
  const wake = () => {
    const woken = waiting;
    waiting = [];
    for (const check of woken) check();
  };
  const when = (ready: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (ready() ? resolve() : waiting.push(check));
      check();
    });
  const session = new WatchSession({
    plan: planRun(analysis),
    interval: options.interval ?? 50,
    observer: options.observer,
    deliver(report, run, stats) {
      runs.push({ report, run, stats });
      wake();
    },
    failed(err, fatal) {
      errors.push({ err, fatal });
      wake();
    },
    seen(path, concerns) {
      seen.push([path, concerns]);
      wake();
    },
  });
  const until = (n: number) => when(() => runs.length >= n || errors.length > 0);
  return {
    session,
    runs,
    errors,
    seen,
    until,
    async settle(n) {
      await until(n);
      await session.whenIdle();
      return runs[runs.length - 1];
    },
    async sees(path) {
      await when(() => seen.some(([p]) => p === path));
      return seen.find(([p]) => p === path)![1];
    },
  };
}
