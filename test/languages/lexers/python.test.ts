import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/python');
const strips = (cases: [string, string][]) => assertStrips(assert.is, 'python', cases, removeComments);

test('python :: strings of every prefix and quote hide a hash', () => {
  strips([
    ["s = '#' # c", "s = '#'"],
    ['s = "a\\"#" # c', 's = "a\\"#"'],
    ["s = r'\\'#' # c", "s = r'\\'#'"],
    ["s = Rb'#' + BR\"#\" + u'#' # c", "s = Rb'#' + BR\"#\" + u'#'"],
    ['s = """\n# in\n""" # c', 's = """\n# in\n"""'],
    ["s = '''#''' # c", "s = '''#'''"],
    ["s = '' # c", "s = ''"],
  ]);
});

test('python :: f-strings: nested strings and format specs are not comments', () => {
  strips([
    ['s = f"{x!r:#>10}" # c', 's = f"{x!r:#>10}"'],
    ['s = f"{d[\'#\']}" # c', 's = f"{d[\'#\']}"'],
    ['s = f"{d["#"]}" # c (Python 3.12 nesting)', 's = f"{d["#"]}"'],
    ['s = f"{{#}}" # c', 's = f"{{#}}"'],
    ['s = f"{x:{w}}#" # c', 's = f"{x:{w}}#"'],
    ['s = F"""\n{x}\n# in\n""" # c', 's = F"""\n{x}\n# in\n"""'],
    ['s = rf"\\{x}#" # c', 's = rf"\\{x}#"'],
  ]);
});

test('python :: triple-quoted strings: escaped quotes, backslash runs and quotes that close nothing', () => {
  strips([
    ['s = """a \\"""# in""" # c', 's = """a \\"""# in"""'],
    ['s = """a \\\\""" # c', 's = """a \\\\"""'],
    ['s = """a \\\\\\"""#""" # c', 's = """a \\\\\\"""#"""'],
    ["s = '''it's '' #''' # c", "s = '''it's '' #'''"],
    ['s = """a quote " and two "" inside #""" # c', 's = """a quote " and two "" inside #"""'],
    ['s = """\\\r\n""" # c', 's = """\\\r\n"""'],
    ['s = """never closed\n# in', 's = """never closed\n# in'],
  ]);
});

test('python :: an unterminated string ends at its line', () => {
  strips([["s = 'open\n# c\nx = 1", "s = 'open\n\nx = 1"]]);
});

test.run();
