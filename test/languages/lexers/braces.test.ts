import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/braces');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('braces :: nested block comments where the language nests them', () => {
  const nested = '/* a /* b */ c */ x(); // d';
  for (const language of ['rust', 'kotlin', 'swift', 'scala', 'dart']) strips(language, [[nested, 'x();']]);
  strips('java', [[nested, 'c */ x();']]);
  strips('go', [[nested, 'c */ x();']]);
});

test('braces :: Rust: raw strings, byte strings, lifetimes and characters', () => {
  strips('rust', [
    ['let s = r#"a "// b" c"#; // d', 'let s = r#"a "// b" c"#;'],
    ['let s = br"//"; // d', 'let s = br"//";'],
    ["fn f<'a>(x: &'a str) -> char { '/' } // c", "fn f<'a>(x: &'a str) -> char { '/' }"],
    ["let q = '\\''; let s = \"//\"; // c", "let q = '\\''; let s = \"//\";"],
    ["let b = b'\"'; let s = \"//\"; // c", "let b = b'\"'; let s = \"//\";"],
    ['let s = "multi\n// line"; // c', 'let s = "multi\n// line";'],
  ]);
});

test('braces :: Go raw strings and runes; Java text blocks; C# strings', () => {
  strips('go', [['s := `/* no\n// no` // c', 's := `/* no\n// no`'], ["r := '\"' // c", "r := '\"'"]]);
  strips('java', [['String s = """\n  // no\n  """; // c', 'String s = """\n  // no\n  """;']]);
  strips('csharp', [
    ['var s = @"c:\\// no"; // c', 'var s = @"c:\\// no";'],
    ['var s = @"a ""//"" b"; // c', 'var s = @"a ""//"" b";'],
    ['var s = $"{a["//"]} /* no */"; // c', 'var s = $"{a["//"]} /* no */";'],
    ['var s = $@"{x}\\// no"; // c', 'var s = $@"{x}\\// no";'],
    ['var s = """\n  "// no"\n  """; // c', 'var s = """\n  "// no"\n  """;'],
    ['#region A // name\n#endregion // c', '#region A // name\n#endregion'],
  ]);
});

test('braces :: Java reads unicode escapes first: \\u000a ends a line comment', () => {
  strips('java', [
    ['int a; // x \\u000a int b;\nint c;', 'int a; \\u000a int b;\nint c;'],
    ['int a; // x \\uuu000D int b;', 'int a; \\uuu000D int b;'],
    ['int a; // x \\\\\\u000a int b;', 'int a; \\u000a int b;'],
    ['int a; // x \\\\u000a int b;\nint c;', 'int a;\nint c;'],
    ['int a; // x \\u000b \\u00a int b;\nint c;', 'int a;\nint c;'],
  ]);
});

test('braces :: template strings: Kotlin, Swift, Scala, Dart, Groovy', () => {
  strips('kotlin', [['val s = "${m["//"]} //" // c', 'val s = "${m["//"]} //"']]);
  strips('swift', [
    ['let s = "\\(a ? "//" : "")" // c', 'let s = "\\(a ? "//" : "")"'],
    ['let s = #"a "// b"#; // c', 'let s = #"a "// b"#;'],
  ]);
  strips('scala', [['val s = s"${"//"}" // c', 'val s = s"${"//"}"'], ["val c = '/'; val s = 'sym // c", "val c = '/'; val s = 'sym"]]);
  strips('dart', [["var s = '${a['//']}'; // c", "var s = '${a['//']}';"], ["var s = r'\\// no'; // c", "var s = r'\\// no';"]]);
  strips('groovy', [['def r = /a\\/\\/b/ // c', 'def r = /a\\/\\/b/'], ['def x = a / b // c', 'def x = a / b']]);
});

test('braces :: a comment in code interpolated in a string is a comment; the string around it stays', () => {
  strips('swift', [
    ['let s = \"\\(a /* c */ + b) // t\" // d', 'let s = \"\\(a + b) // t\"'],
    ['let s = \"\"\"\n\\(a // c\n + b)\n\"\"\"', 'let s = \"\"\"\n\\(a\n + b)\n\"\"\"'],
    ['let s = \"\\(f(\"x\" /* c */)) /* t */\"', 'let s = \"\\(f(\"x\" )) /* t */\"'],
  ]);
  strips('kotlin', [
    ['val s = \"${a /* c */ + b} /* t */\" // d', 'val s = \"${a + b} /* t */\"'],
    ['val s = \"\"\"${a // c\n + b} // t\"\"\"', 'val s = \"\"\"${a\n + b} // t\"\"\"'],
  ]);
  strips('dart', [
    ['var s = \'${a /* c */ + b} // t\';', 'var s = \'${a + b} // t\';'],
  ]);
  strips('scala', [
    ['val s = s\"${a /* c */ + b} // t\" // d', 'val s = s\"${a + b} // t\"'],
    ['val s = \"${a /* t */}\" // d', 'val s = \"${a /* t */}\"'],
  ]);
  strips('csharp', [
    ['var s = $\"{a /* c */ + b} // t\"; // d', 'var s = $\"{a + b} // t\";'],
    ['var s = $@\"{a /* c */ + b} /* t */\"; // d', 'var s = $@\"{a + b} /* t */\";'],
    ['var s = $\"\"\"\n{a // c\n + b} // t\n\"\"\";', 'var s = $\"\"\"\n{a\n + b} // t\n\"\"\";'],
    ['var s = $$\"\"\"{a /* t */} {{a /* c */ + b}}\"\"\"; // d', 'var s = $$\"\"\"{a /* t */} {{a + b}}\"\"\";'],
    ['var s = $\"{a:N2} /* t */\"; // d', 'var s = $\"{a:N2} /* t */\";'],
  ]);
});

test('braces :: Zig multi-line strings; HCL hash comments and heredocs', () => {
  strips('zig', [['const s =\n    \\\\ a // b\n; // c', 'const s =\n    \\\\ a // b\n;']]);
  strips('hcl', [
    ['a = "${b["#"]}" # c', 'a = "${b["#"]}"'],
    ['p = <<EOT\n# in\nEOT\n# c', 'p = <<EOT\n# in\nEOT\n'],
  ]);
});

test.run();
