import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/data');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('data :: YAML: a hash after a blank, outside quoted and block scalars', () => {
  strips('yaml', [
    ['a: b # c', 'a: b'],
    ['a: b#c', 'a: b#c'],
    ['a: "b # c" # d', 'a: "b # c"'],
    ["a: 'it''s # x' # d", "a: 'it''s # x'"],
    ["a: it's # c", "a: it's"],
    ['a: x - \'y # z', "a: x - 'y"],
    ['a: [b, "#c"] # d', 'a: [b, "#c"]'],
    ['a: |\n  # data\n  b # data\nc: 1 # d', 'a: |\n  # data\n  b # data\nc: 1'],
    ['- >-\n    # data\n# comment\n- x', '- >-\n    # data\n\n- x'],
    ['a: "multi\n  # data\n  line" # c', 'a: "multi\n  # data\n  line"'],
    ['a: !!str "#" # c', 'a: !!str "#"'],
  ]);
});

test('data :: TOML and GraphQL strings', () => {
  strips('toml', [
    ['a = "#" # c', 'a = "#"'],
    ["a = '\\' # c", "a = '\\'"],
    ['a = """\n#\n""" # c', 'a = """\n#\n"""'],
    ['a = """x"""""  # c', 'a = """x"""""'],
    ["a = '''\n#\n''' # c", "a = '''\n#\n'''"],
  ]);
  strips('graphql', [
    ['type A { b: C } # c', 'type A { b: C }'],
    ['"""\n# doc \\""" still\n"""\ntype A # c', '"""\n# doc \\""" still\n"""\ntype A'],
  ]);
});

test.run();
