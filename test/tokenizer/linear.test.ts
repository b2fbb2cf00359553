import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LinearPattern, MAX_PATTERN_STATES, UnsupportedPattern } from '../../src/tokenizer/linear.js';
import { DEEPSEEK_PATTERNS, QWEN_PATTERN, toJsRegex } from '../../src/tokenizer/patterns.js';
import { TIKTOKEN_PATTERNS } from '../../src/tokenizer/split.js';
import { fixture } from '../_helpers/index.js';

const test = suite('linear');

/** The matches of a global `u` RegExp's exec() loop (empty ones stepped over by a character), as "start-end". */
function v8Matches(source: string, s: string): string[] {
  const re = new RegExp(source, 'gu');
  const out: string[] = [];
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (m[0].length === 0) {
      re.lastIndex = m.index + ((s.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
      continue;
    }
    out.push(`${m.index}-${m.index + m[0].length}`);
  }
  return out;
}

function linearMatches(pattern: LinearPattern, s: string): string[] {
  const out: string[] = [];
  pattern.matches(s, (start, end) => out.push(`${start}-${end}`));
  return out;
}

function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) % below);
}

const ATOMS = ['a', 'b', 'c', ' ', '[ab]', '[^a]', '\\p{L}', '\\p{N}', '\\p{White_Space}', '[^\\n]', '😀', '[\\p{L}1]', '\\.', '[^\\p{White_Space}\\p{L}]'];
const QUANTIFIERS = ['*', '+', '?', '{1,3}', '{2}', '{0,2}', '*?', '+?', '??', '{1,}'];
const ALPHABET = ['a', 'b', 'c', ' ', ' ', '1', 'é', '😀', '\n', '.', 'a', 'b', '\u0085', 'Z'];

/** A random pattern of sets, sequences, alternations, repetitions (greedy and lazy) and lookaheads. */
function randomPattern(next: (below: number) => number, depth = 0): string {
  const kind = next(depth > 3 ? 3 : 9);
  if (kind <= 2) return ATOMS[next(ATOMS.length)];
  if (kind === 3) return randomPattern(next, depth + 1) + randomPattern(next, depth + 1);
  if (kind === 4) return `(?:${randomPattern(next, depth + 1)}|${randomPattern(next, depth + 1)})`;
  if (kind === 5) return `${randomPattern(next, depth + 1)}|${randomPattern(next, depth + 1)}`;
  if (kind <= 7) return `(?:${randomPattern(next, depth + 1)})${QUANTIFIERS[next(QUANTIFIERS.length)]}`;
  return `(?${next(2) ? '=' : '!'}${randomPattern(next, depth + 1)})`;
}

test('linear :: random patterns find the matches V8 finds, or are refused for a part that can repeat nothing', () => {
  const next = random(11);
  let compared = 0;
  for (let k = 0; k < 1500; k++) {
    const source = randomPattern(next);
    let pattern: LinearPattern;
    try {
      pattern = new LinearPattern(source);
    } catch (err) {
      assert.instance(err, UnsupportedPattern);
      assert.is((err as Error).message, 'it repeats a part that can match nothing, where engines disagree', source);
      continue;
    }
    for (let t = 0; t < 25; t++) {
      const s = Array.from({ length: next(16) }, () => ALPHABET[next(ALPHABET.length)]).join('');
      assert.equal(linearMatches(pattern, s), v8Matches(source, s), `${JSON.stringify(source)} on ${JSON.stringify(s)}`);
    }
    compared++;
  }
  assert.ok(compared > 1000, `${compared} patterns compared`);
});

test("linear :: the known tokenizers' patterns and variants of them split real text as V8 does", () => {
  const texts: string[] = [];
  for (const dir of ['tokens', 'languages']) {
    for (const entry of readdirSync(fixture(dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) texts.push(readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    }
  }
  const known = [...Object.values(TIKTOKEN_PATTERNS), QWEN_PATTERN, ...DEEPSEEK_PATTERNS];
  const variants = known.flatMap((p) => [p.replace('{1,3}', '{1,2}'), p.replace('\\s+(?!\\S)', '\\s+?(?!\\S)'), p.replaceAll('+', '*?').replaceAll('*?*?', '*?')]);
  for (const onig of [...known, ...variants]) {
    let source: string;
    try {
      source = toJsRegex(onig);
    } catch {
      continue;
    }
    let pattern: LinearPattern;
    try {
      pattern = new LinearPattern(source);
    } catch {
      continue;
    }
    for (const s of texts) assert.equal(linearMatches(pattern, s), v8Matches(source, s), onig);
  }
  for (const onig of known) new LinearPattern(toJsRegex(onig));
});

test('linear :: patterns V8 backtracks on for ever run in time linear in the text', () => {
  // V8 takes about a second for 26 a's of the first and doubles it with each more; here each
  // costs a few hundred milliseconds for 200,000 characters.
  const cases: [string, string, string[]][] = [
    ['(a+)+b', 'a'.repeat(200_000) + '!', []],
    ['(?:a|b|ab)*c', 'ab'.repeat(100_000), []],
    ['(?:\\p{L}+\\p{White_Space}*)+x', 'word '.repeat(40_000), []],
    ['a(?:a|b)*c|a', 'a'.repeat(200_000), Array.from({ length: 200_000 }, (_, i) => `${i}-${i + 1}`)],
  ];
  for (const [source, s, expected] of cases) {
    const started = performance.now();
    assert.equal(linearMatches(new LinearPattern(source), s), expected, source);
    const ms = performance.now() - started;
    assert.ok(ms < 20_000, `${source}: ${ms.toFixed(0)} ms`);
  }
});

test('linear :: what it cannot run is refused, saying why', () => {
  const cases: [string, string][] = [
    ['(?<=a)b', "it has a lookbehind, which this tool's linear-time matcher does not run"],
    ['(?<!a)b', "it has a lookbehind, which this tool's linear-time matcher does not run"],
    ['(?:a?)*b', 'it repeats a part that can match nothing, where engines disagree'],
    ['(?:a|)+', 'it repeats a part that can match nothing, where engines disagree'],
    ['(?:(?=a))?', 'it repeats a part that can match nothing, where engines disagree'],
    ['a{101}', 'it repeats something more than 100 times'],
    ['(?:abcdefghij{1,100}){100}', `it makes an automaton of more than ${MAX_PATTERN_STATES.toLocaleString('en-US')} states`],
    ['(?=a)'.repeat(9), 'it has more than 8 lookaheads'],
  ];
  for (const [source, why] of cases) {
    assert.throws(() => new LinearPattern(source), (err: Error) => err instanceof UnsupportedPattern && err.message === why, source);
  }
});

test.run();
