import * as nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';
import { CODE_CACHE_VARIABLE, codeCacheFolder, nodeCompileCache, runCompiled } from '../util/compiled.js';

// The command's entry point: it switches on a compile cache, then loads the CLI (cli.ts, built
// into command.cjs), which is then compiled from that cache when it is there. Compiling the CLI's
// 1.1 MB and each counting thread's 0.6 MB took about 18 ms of each thread's start
// (bench/README.md). On Node 22.1 and later it is Node's own (the one `tsc` and repomix keep),
// in Node's folder for it (`NODE_COMPILE_CACHE`, else node-compile-cache in the temporary
// folder); on Node 20, which has none, V8's code cache of each bundle, kept by util/compiled.ts.
// `NODE_DISABLE_COMPILE_CACHE=1` turns either off.
const command = fileURLToPath(new URL('./command.cjs', import.meta.url));
const nodes = nodeCompileCache();
if (nodes) {
  const enabled = (nodeModule as unknown as { enableCompileCache: () => { directory?: string } | undefined }).enableCompileCache();
  // A counting thread does not inherit the switch, only the environment, which Node reads as the
  // thread starts: the same folder, so that the thread's code is compiled from the cache too.
  if (enabled?.directory !== undefined) process.env.NODE_COMPILE_CACHE ??= enabled.directory;
}
if (!nodes && process.env.NODE_DISABLE_COMPILE_CACHE === undefined) {
  // Counting threads find the folder in the environment (counting/thread.ts).
  runCompiled(command, (process.env[CODE_CACHE_VARIABLE] ??= codeCacheFolder()), (specifier) => import(specifier));
} else {
  nodeModule.createRequire(import.meta.url)(command);
}
