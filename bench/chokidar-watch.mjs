// node bench/chokidar-watch.mjs DIR (after `npm install --no-save chokidar@5`): how long chokidar 5
// takes to be ready on DIR, how many inotify watches it holds and its peak RSS; the comparison
// behind watch's own watching on fs.watch (see bench/README.md, "Watch").
import { watch } from 'chokidar';
import { readdirSync, readFileSync } from 'node:fs';
const t0 = performance.now();
const w = watch(process.argv[2], { ignored: (p) => /(^|\/)(\.git|node_modules|\.analyzer)(\/|$)/.test(p), ignoreInitial: true });
w.on('ready', () => {
  const ms = performance.now() - t0;
  let watches = 0;
  for (const fd of readdirSync('/proc/self/fdinfo')) {
    try { watches += (readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8').match(/^inotify /gm) ?? []).length; } catch {}
  }
  const rss = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
  console.log(`chokidar ready in ${ms.toFixed(0)} ms, ${watches} inotify watches, peak RSS ${rss.toFixed(0)} MB`);
  w.close().then(() => process.exit(0));
});
