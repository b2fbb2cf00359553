// What must end before the process does when a signal stops it: a server's stop(), which ends
// its analyses and closes its connections and threads. The CLI's signal handler waits for these.
const hooks = new Set<() => Promise<void>>();
// A stop that hangs does not keep the process from exiting.
const SHUTDOWN_MS = 5000;

export function onShutdown(hook: () => Promise<void>): void {
  hooks.add(hook);
}

/** Runs every hook; resolves when all have settled, or after SHUTDOWN_MS. */
export function shutdown(): Promise<void> {
  const all = Promise.allSettled([...hooks].map((hook) => hook()));
  hooks.clear();
  return new Promise((done) => {
    const timer = setTimeout(done, SHUTDOWN_MS);
    timer.unref();
    void all.then(() => {
      clearTimeout(timer);
      done();
    });
  });
}
