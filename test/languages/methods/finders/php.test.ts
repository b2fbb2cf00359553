import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMethods, scanMethods } from '../../../../src/languages/methods/index.js';

const test = suite('finders/php');

/** The finder gives exactly what tree-sitter gives, and is sure of it. */
async function same(text: string): Promise<void> {
  const scanned = await scanMethods(text, 'php');
  assert.ok(scanned, `the finder is unsure of ${JSON.stringify(text)}`);
  assert.ok(scanned.length > 0, 'something to compare');
  assert.equal(scanned, await parseMethods(text, 'php'), JSON.stringify(text));
}

/** The finder leaves the text to tree-sitter. */
async function unsure(text: string): Promise<void> {
  assert.is(await scanMethods(text, 'php'), undefined, JSON.stringify(text));
}

const lines = (...parts: string[]) => `<?php\n${parts.join('\n')}\n`;

test('finders/php :: methods start at their first attribute or modifier; signatures without a body are no units', async () => {
  await same(lines('abstract class A extends B implements C {', '  use T { x as y; }', '  /** doc */', '  #[Attr(["}"])]', '  #[Other]', '  final public static function &m(int $a = 1): ?int { return 1; }', '  abstract protected function n(): void;', '  public function list(): array { return []; }', '}', 'interface I { public function i(); }'));
  await same(lines('#[Pure]', 'function f() {', '  function inner() {}', '}', 'if (!function_exists("g")) { function g() {} }', 'use function Foo\\bar;', 'enum E: string { case A = "a"; public function c() {} }', 'trait T { function t() {} }'));
});

test('finders/php :: closures and arrow functions bound to variables', async () => {
  await same(lines('$a = function ($x) use ($y): int { return 1; } ;', '$b = static fn($x) => $x + 1;', 'return $c = function () {};', 'foo($d = function () {}, 1);', 'array_map(function ($x) { $e = fn() => 1; return $x; }, []);', '$o->p = function () {};', 'Foo::$q = function () {};', '$$r = function () {};', 'if ($x) $s = function () {};'));
});

test('finders/php :: strings, heredocs, comments and text outside PHP hide braces', async () => {
  await same(lines('function s() {', '  $a = "{$b["}"]} ${c} \\" }";', "  $d = '}\\'';", '  $e = <<<EOT', '    } {$f[\'}\']}', '    EOT;', "  $g = <<<'EOT'", '  }', '  EOT;', '  // } ?>', '<p>}</p>', '<?php', '  # }', '  /* } */', '}', '?>', '<b>{</b>', '<?= 1 ?>', '<?php function t() { ?>{<?php }'));
  await same(lines('class C {', '  public function m() {', '    return new class($x) extends D {', '      public function n() {}', '    };', '  }', '}'));
});

test('finders/php :: what the scan does not follow goes to tree-sitter', async () => {
  await unsure(lines('function f() {'));
  await unsure(lines('switch ($x) { case 1: $f = function () {}; }'));
  await unsure(lines('foo($f = fn() => 1);'));
  await unsure(lines('$s = "{$x'));
});

test.run();
