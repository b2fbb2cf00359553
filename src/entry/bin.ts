import * as nodeModule from 'node:module';

// The command's entry point: it switches on Node's compile cache (Node 22.1 and later; the same
// code cache `tsc` and repomix keep), then loads the CLI (cli.ts, built into command.cjs), which
// is then compiled from that cache when it is there. Compiling the CLI's 1.1 MB and each
// counting thread's 0.6 MB took about 18 ms of each thread's start (bench/README.md). The cache
// lives in Node's own folder (`NODE_COMPILE_CACHE`, else node-compile-cache in the temporary
// folder); `NODE_DISABLE_COMPILE_CACHE=1` turns it off. Node 20 has none.
type Enable = () => { directory?: string } | undefined;
const enabled = (nodeModule as { enableCompileCache?: Enable }).enableCompileCache?.();
// A counting thread does not inherit the switch, only the environment, which Node reads as the
// thread starts: the same folder, so that worker.cjs is compiled from the cache too.
if (enabled?.directory !== undefined) process.env.NODE_COMPILE_CACHE ??= enabled.directory;
nodeModule.createRequire(import.meta.url)('./command.cjs');
