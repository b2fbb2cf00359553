#!/usr/bin/env node
// node --import tsx bench/gitignore.mjs [--cases 3000] [--seed N] [--stop 5]
// The differential test of test/patterns/gitignore.test.ts at a larger size: random trees under random
// ignore files (test/_helpers/gitignoreTrees.ts), each compared with what
// `git ls-files --others --exclude-standard` keeps. Prints the cases git and the analyzer
// disagree on (at most --stop), ready to paste into a test; exits 1 when there is one.
import mri from 'mri';
import { compareWithGit, describeCase } from '../test/_helpers/gitignoreTrees.ts';

const args = mri(process.argv.slice(2), { default: { cases: 3000, seed: Date.now() % 1_000_000, stop: 5 } });
const started = performance.now();
const { compared, files, kept, disagreements } = await compareWithGit(Number(args.seed), Number(args.cases), Number(args.stop));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`seed ${args.seed}: ${compared} trees, ${files} files, ${kept} kept by git, ${disagreements.length} disagreements (${seconds} s)`);
for (const disagreement of disagreements) console.log(`\n${describeCase(disagreement)}`);
process.exitCode = disagreements.length > 0 ? 1 : 0;
