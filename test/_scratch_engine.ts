import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createCounter } from '../src/tokenizer/index.js';
const dir = process.argv[2];
const names = (process.argv[3] ?? 'o200k_base,llama-3,qwen3,deepseek-v3,gemma-3').split(',');
const texts: string[] = [];
for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!e.isFile()) continue;
  const b = readFileSync(join(e.parentPath, e.name));
  if (b.includes(0)) continue;
  const t = new TextDecoder('utf-8', { fatal: false }).decode(b);
  texts.push(t);
}
const mb = texts.reduce((n, t) => n + t.length, 0) / 1e6;
for (const name of names) {
  const counter = createCounter('exact', name);
  const l0 = process.cpuUsage();
  counter.count('warm up');
  const l1 = process.cpuUsage(l0);
  const c0 = process.cpuUsage();
  let total = 0;
  for (const t of texts) total += counter.count(t);
  const c1 = process.cpuUsage(c0);
  const c2 = process.cpuUsage();
  for (const t of texts) counter.count(t);
  const c3 = process.cpuUsage(c2);
  console.log(name, 'load', ((l1.user + l1.system) / 1e3).toFixed(0), 'ms; first pass', ((c1.user + c1.system) / 1e3).toFixed(0), 'ms; second', ((c3.user + c3.system) / 1e3).toFixed(0), 'ms;', total, 'tokens;', mb.toFixed(1), 'M chars');
}
console.log('encodes', (globalThis as any).ENC, 'bytes', (globalThis as any).ENCB);
