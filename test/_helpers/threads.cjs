// Preloaded (NODE_OPTIONS=--require) into a spawned CLI: appends to the file ANALYZER_EVENTS, in
// the main thread, `thread` as each worker thread is constructed and `list` as each folder is
// listed (readdirSync), so a test can tell when a run started its counting threads.
const fs = require('node:fs');
const threads = require('node:worker_threads');
if (threads.isMainThread) {
  const tell = (event) => fs.appendFileSync(process.env.ANALYZER_EVENTS, `${event}\n`);
  const readdirSync = fs.readdirSync;
  fs.readdirSync = function (...args) {
    tell('list');
    return readdirSync.apply(this, args);
  };
  const Worker = threads.Worker;
  threads.Worker = class extends Worker {
    constructor(...args) {
      tell('thread');
      super(...args);
    }
  };
}
