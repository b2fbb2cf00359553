import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMethods, scanMethods } from '../../../../src/languages/methods/index.js';

const test = suite('finders/python');

/** The finder gives exactly what tree-sitter gives, and is sure of it. */
async function same(text: string): Promise<void> {
  const scanned = await scanMethods(text, 'python');
  assert.ok(scanned, `the finder is unsure of ${JSON.stringify(text)}`);
  assert.equal(scanned, await parseMethods(text, 'python'), JSON.stringify(text));
}

const lines = (...parts: string[]) => `${parts.join('\n')}\n`;

test('finders/python :: a block ends at its last statement or at a comment indented as far as the block', async () => {
  await same(lines('def f():', '    x = 1', '    # in f', '', '# outside', 'y = 2'));
  await same(lines('class C:', '    def m(self):', '        x = 1', '            # deeper: in m', '      # at 6: in C', '    # at 4: in C', '# at 0', 'y'));
  await same(lines('def f():', '    x = 1', '# at 0', '    # at 4 after one at 0: outside', 'def g():', '    pass'));
  await same('def f():\n    x = 1\n    # at the end, no line break');
  await same('def f():\n    return 1   \n\n\n');
  await same(lines('def f():', '    if x:', '        pass', '    # in f, after a nested block', 'z = 1'));
});

test('finders/python :: one-line bodies end with their line, trailing comment and semicolon included', async () => {
  await same(lines('def f(): pass  # c', '    # indented, but outside', 'def g(): x = 1;  ', 'class C: h = lambda self: 0; i = lambda: 2'));
  await same(lines('def f(): g = lambda: 0', 'if x: f = lambda: 0', 'else: g = lambda: 1', 'try: t = lambda: 2', 'except E: pass'));
});

test('finders/python :: CRLF, tabs (8 columns to tree-sitter), form feeds and backslashes', async () => {
  await same('def f():\r\n    x = 1  # c  \r\n    # t \r\n\r\ny = 2\r\n');
  await same(lines('class C:', '\tdef m(self):', '\t\treturn 1', '        # eight spaces: in C', '\tdef n(self): pass'));
  await same(lines('def f():', '    return 1', '\f', 'def g():', '    x = 1 + \\', '  2', '    return x'));
});

test('finders/python :: decorators: the first starts the unit; a trailing comment hides a property from tree-sitter', async () => {
  await same(lines('class C:', '    @property', '    def a(self): return 1', '    @a.setter  # c', '    # between', '    @other(1,', '        2)', '    def a(self, v): pass', '    @a.deleter', '    def a(self): pass'));
  await same(lines('@functools.cached_property', 'def c(self): pass', '@staticmethod', '@memoize', 'async def d(): pass'));
  await same(lines('@overload', 'def f(x: int) -> int: ...', '@typing.overload', 'def f(x: str) -> str:', '    def inner(): pass', 'def f(x):', '    return x'));
});

test('finders/python :: lambdas bound to names, and those that are not units', async () => {
  await same(lines('g = lambda: 0;  # c', 'h: Callable[[int], int] = lambda x, y=2: (x,', ' y)  # z', 'a = b.c = lambda: 0', 'a.c = b = lambda: 0'));
  await same(lines('k = lambda: 0, 1', 'm = lambda: lambda a, b: 0', 'n = lambda p : p[0] is not None and p[0] >= 1', 'o = x or lambda: 0', 'p += lambda: 0'));
  await same(lines('q = \\', '    lambda: 0', 'r = [lambda: 0]', 's = (lambda: 0)', 't = lambda: {1: 2}', 'u = lambda: x if y else z'));
  await same(lines('def outer():', '    inner = lambda: 0', '    for f in lambda c: c.copy(), copy.copy:', '        g = lambda: 1'));
});

test('finders/python :: strings and comments hold no definitions', async () => {
  await same(lines('s = """', 'def not_a_unit():', '    pass', '"""', "t = f'{x[\"#\"]:>{w}} # {y}'", "u = rb'\\\\' ; v = lambda: '#'", 'def f(a="):", b=\'#\'):', '    return "def g(): pass"'));
  await same(lines('class Shape:', '    """A shape. The café sells π ≈ 3.14 — 🍰."""', '    def área(self): return "é"'));
});

test('finders/python :: nesting: classes in functions, functions in control flow, match', async () => {
  await same(lines('def f():', '    class Local:', '        def m(self): pass', '    with open(p) as fh:', '        def g(): pass', 'match x:', '    case 1:', '        def h(): pass', '    case _:', '        pass'));
});

test('finders/python :: unsure of what tree-sitter misreads or rejects: the parser decides', async () => {
  // Valid Python: tree-sitter dedents inside the brackets after `.`, and ends the method early.
  const misread = lines('class T:', '    def t(self):', '        def f():', '            (bar.', '        baz)', '            return 1', '        return f');
  assert.is(await scanMethods(misread, 'python'), undefined);
  // After a comma a closing bracket may come, and tree-sitter does not dedent.
  await same(lines('class T:', '    def t(self):', '        x = f(a,', '  b)', '        return x'));
  for (const text of ['€ = 2\n', 'x = `1`\n', 'def f():\n    (\n', 's = "open\n', '@decorator\nx = 1\n', 'case 1: f = lambda: 0\n', 'def f():\nx = 1\n']) {
    assert.is(await scanMethods(text, 'python'), undefined, JSON.stringify(text));
  }
});

test.run();
