import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/elixir');
const strips = (cases: [string, string][]) => assertStrips(assert.is, 'elixir', cases, removeComments);

test('elixir :: strings, interpolation, heredocs, sigils and characters', () => {
  strips([
    ['s = "#{a <> "#"} #" # c', 's = "#{a <> "#"} #"'],
    ["s = 'a#b' # c", "s = 'a#b'"],
    ['s = """\n# body\n""" # c', 's = """\n# body\n"""'],
    ['r = ~r/#\\d/i # c', 'r = ~r/#\\d/i'],
    ['w = ~w(#a (#b)) # c', 'w = ~w(#a (#b))'],
    ['s = ~S"""\n#{x}\n""" # c', 's = ~S"""\n#{x}\n"""'],
    ['c = ?# # d', 'c = ?#'],
    ['def empty?(x), do: x # c', 'def empty?(x), do: x'],
  ]);
});

test.run();
