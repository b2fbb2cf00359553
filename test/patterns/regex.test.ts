import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RegexSet, UnsupportedRegex, checkRegex } from '../../src/patterns/regex.js';

const test = suite('regex');

/** A seeded generator, so a failure names a case that can be run again. */
function random(seed: number) {
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  return { next, pick: <T>(items: readonly T[]) => items[next(items.length)] };
}

const ATOMS = [
  'a', 'b', '.', '\\/', '/', '[ab]', '[^a]', '[^/]', '\\d', '\\w', '\\s', '\\S', '\\W', '[a-c]', '[\\w-]', '[\\d-z]', 'A', '\\n',
  '\\b', '\\B', '^', '$', '[\\s\\S]', '{', '}', ']', '\\u0041', '\\x61', '\\c', '\\cA', '[\\b]', '[^]', '[]', 'é', 'É', 'ſ', 'K', '\u212a',
  '(?:^|\\/)', '(?:\\/|$)', '\\.{1,2}', '[^\\/]*', '(?=$|\\/$)', 'a{,2}', '\\u{2}',
];

function expression(r: ReturnType<typeof random>, depth = 0): string {
  const kind = r.next(10);
  if (depth > 3 || kind < 4) return r.pick(ATOMS);
  if (kind < 6) return expression(r, depth + 1) + expression(r, depth + 1);
  if (kind === 6) return `(?:${expression(r, depth + 1)}|${expression(r, depth + 1)})`;
  if (kind === 7) return `(${expression(r, depth + 1)})${r.pick(['*', '+', '?', '{2}', '{0,2}', '{1,}', '*?', ''])}`;
  if (kind === 8) return `(?${r.pick(['=', '!'])}${expression(r, depth + 1)})${r.pick(['', '', '?', '+'])}`;
  return expression(r, depth + 1) + r.pick(['*', '+', '?', '{2}', '{1,3}', '??']);
}

const UNITS = ['a', 'b', 'c', '/', '.', 'A', 'B', '\n', '1', ' ', 'é', 'É', 'ſ', 'S', 's', 'K', 'k', '\u212a', '_', '-', '{'];

test('regex :: answers as RegExp.test does, on random expressions and inputs (lookaheads, anchors, case-insensitive, Annex B)', () => {
  const r = random(20240601);
  let compared = 0;
  for (let k = 0; k < 3000; k++) {
    let re: RegExp;
    try {
      re = new RegExp(expression(r) + (r.next(3) === 0 ? expression(r) : ''), r.next(3) === 0 ? 'i' : '');
    } catch {
      continue;
    }
    const set = new RegexSet([re]);
    for (let t = 0; t < 20; t++) {
      let input = '';
      for (let n = r.next(9); n > 0; n--) input += r.pick(UNITS);
      assert.is(set.test(input), re.test(input), `/${re.source}/${re.flags} on ${JSON.stringify(input)}`);
      compared++;
    }
  }
  assert.ok(compared > 50_000);
});

test('regex :: last() is the highest-numbered expression that matches', () => {
  const r = random(7);
  for (let k = 0; k < 500; k++) {
    const expressions: RegExp[] = [];
    while (expressions.length < 1 + (k % 5)) {
      try {
        expressions.push(new RegExp(expression(r), r.next(2) ? 'i' : ''));
      } catch {
        // not an expression
      }
    }
    const set = new RegexSet(expressions);
    for (let t = 0; t < 20; t++) {
      let input = '';
      for (let n = r.next(12); n > 0; n--) input += r.pick(['a', 'b', '/', '.', 'A']);
      const expected = expressions.reduce((found, re, i) => (re.test(input) ? i : found), -1);
      assert.is(set.last(input), expected, `${expressions.map(String).join(' ')} on ${JSON.stringify(input)}`);
      assert.is(set.test(input), expected >= 0);
    }
  }
});

test('regex :: every code unit, with and without i: classes, escapes and case folding as RegExp has them', () => {
  for (const source of ['\\s', '\\S', '.', '\\w', '[a-z]', '[^a]', 'k', 'ſ', 'µ', 'σ', '\u212a', 'ß', '[\\W]', '[^\\W]', '[À-ÿ]', 'ǅ', 'İ', '[\\u0100-\\u017f]']) {
    for (const flags of ['', 'i']) {
      const re = new RegExp(`^${source}$`, flags);
      const set = new RegexSet([re]);
      for (let unit = 0; unit <= 0xffff; unit++) {
        const input = String.fromCharCode(unit);
        if (set.test(input) !== re.test(input)) assert.unreachable(`/${re.source}/${flags} on U+${unit.toString(16)}`);
      }
    }
  }
});

test('regex :: what no linear-time automaton runs is refused, naming it', () => {
  const refused = (re: RegExp) => {
    try {
      checkRegex(re);
      new RegexSet([re]);
    } catch (err) {
      assert.instance(err, UnsupportedRegex);
      return (err as Error).message;
    }
    return undefined;
  };
  assert.is(refused(/(a)\1/), 'it needs a backreference, which no matcher can run in time linear in the length of a path');
  assert.is(refused(/(?<=a)b/), 'it needs a lookbehind, which this matcher does not run');
  assert.is(refused(/(?<n>a)/), 'it needs a named group, which this matcher does not run');
  assert.is(refused(new RegExp('a\\01')), 'it needs an octal escape, which this matcher does not run');
  assert.is(refused(/a{1001}/), 'it repeats something more than 1000 times');
  assert.is(refused(/(?:(?:a{1000}){1000})/), 'it makes an automaton of more than 200000 states');
  assert.is(refused(/a/g), "it needs the flags 'g', which this matcher does not run");
  assert.is(refused(/(?=a)b\b(?!c)/i), undefined);
});

test('regex :: the expressions that make V8 backtrack for ever are answered at once, and rightly', () => {
  // picomatch's expression for *?*?*?*?*?*?*?*?*?*?*?*?*?*?# (V8: minutes on this 41-character name).
  const stars = new RegExp(`^(?:(?!\\.{1,2}(?:\\/|$))(?=.)${'[^/]*?[^/]'.repeat(14)}#)$`);
  assert.is(new RegexSet([stars]).test('architecture-decision-records-overview.md'), false);
  assert.is(new RegexSet([stars]).test('architecture-decision-records-overview.#'), true);
  // ignore's expression for a/**/b/**/b/**/b/**/b/**/b/**/b/**/x against a deep path.
  const globstars = /^a(?:\/[^/]+)*\/b(?:\/[^/]+)*\/b(?:\/[^/]+)*\/b(?:\/[^/]+)*\/b(?:\/[^/]+)*\/b(?:\/[^/]+)*\/b(?:\/[^/]+)*\/x(?=$|\/$)/i;
  const deep = `a/${'b/'.repeat(2000)}`;
  assert.is(new RegexSet([globstars]).test(`${deep}c`), false);
  assert.is(new RegexSet([globstars]).test(`${deep}x`), true);
  assert.is(new RegexSet([/^(a+)+$/]).test(`${'a'.repeat(10_000)}!`), false);
});

test.run();
