// Preloaded (NODE_OPTIONS=--require) into a spawned CLI: appends each module request it loads
// to the file ANALYZER_LOADS names, so a test can tell which packages a run loaded.
const { appendFileSync } = require('node:fs');
const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  appendFileSync(process.env.ANALYZER_LOADS, `${request}\n`);
  return load.call(this, request, ...rest);
};
