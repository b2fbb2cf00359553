// Writes each encoding's rank table beside the bundles (dist/ranks-<name>.bin), so a run loads
// it in a few milliseconds instead of parsing tiktoken's text for about 100 ms. Run by
// `npm run build` after tsup.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtFileName, parseEncoding, toBuilt } from '../src/tokenizer/ranks.js';
import { ENCODINGS } from '../src/tokenizer/index.js';

const dist = join(import.meta.dirname, '..', 'dist');
for (const name of new Set(ENCODINGS.map(builtFileName))) {
  const encoding = ENCODINGS.find((e) => builtFileName(e) === name)!;
  const file = join(dist, name);
  writeFileSync(`${file}.tmp`, toBuilt(parseEncoding(encoding)));
  renameSync(`${file}.tmp`, file);
}
