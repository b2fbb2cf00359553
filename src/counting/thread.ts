import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CODE_CACHE_VARIABLE, nodeCompileCache, runCompiled } from '../util/compiled.js';

// A counting thread's script (worker.cjs): the thread's code (worker.ts, built into counting.cjs),
// compiled from the command's code cache on Node 20 when the command keeps one (its folder in the
// environment: entry/bin.ts), else loaded as any module is (on Node 22 and later, from Node's own
// compile cache when the command switched it on).
const counting = fileURLToPath(new URL('./counting.cjs', import.meta.url));
const folder = process.env[CODE_CACHE_VARIABLE];
if (folder !== undefined && !nodeCompileCache()) runCompiled(counting, folder, (specifier) => import(specifier));
else createRequire(import.meta.url)(counting);
