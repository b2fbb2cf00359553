import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMethods, scanMethods } from '../../../../src/languages/methods/index.js';

const test = suite('finders/ruby');

/** The finder gives exactly what tree-sitter gives, and is sure of it. */
async function same(text: string): Promise<void> {
  const scanned = await scanMethods(text, 'ruby');
  assert.ok(scanned, `the finder is unsure of ${JSON.stringify(text)}`);
  assert.equal(scanned, await parseMethods(text, 'ruby'), JSON.stringify(text));
}

/** The finder leaves the text to tree-sitter. */
async function unsure(text: string): Promise<void> {
  assert.is(await scanMethods(text, 'ruby'), undefined, JSON.stringify(text));
}

const lines = (...parts: string[]) => `${parts.join('\n')}\n`;

test('finders/ruby :: modifiers open no block; conditions at a statement start do', async () => {
  await same(lines('class A', '  def f(x)', '    return if x', '    y = if x then 1 else 2 end', '    z = 1 unless x', '    while x do x -= 1 end', '    begin; end while x', '    foo(if x; 1; end)', '  end', 'end'));
  await same(lines('def g', '  [1].each do |x| next unless x; puts x end', '  x = case 1', '      when 1 then 2', '      end', '  for i in 1..2 do end', 'end'));
});

test('finders/ruby :: strings, heredocs, %-literals, regexps and symbols hide keywords', async () => {
  await same(lines('def a', '  s = "end #{x.map do |y| y end} if"', '  t = <<~EOS', '    def not_a_method', '    end', '  EOS', '  r = %w[def end] + [/end/, :end, ?e]', '  q = x.end', 'end', 'def b = %q(end)'));
  await same(lines('def c', '  x = <<-A + <<B', '  end', '  A', '  def', 'B', '  1', 'end', '=begin', 'def hidden', '=end', 'def d; end', '__END__', 'def after_end'));
});

test('finders/ruby :: names: instance, singleton, operators, class << X, define_method, lambdas', async () => {
  await same(lines('module M', '  class Q < Base', '    def self.b; end', '    def b; end', '    def [](i) = @a[i]', '    def []=(i, v); end', '    def <=>(o) = 0', '    def Q.c; end', '    def other.d; end', '    def @x.e; end', '    class << self', '      def f; end', '    end', '    class << Q', '      def g; end', '    end', '  end', 'end', 'class << OptionParser', '  def h; end', 'end'));
  await same(lines('class C', '  define_method(:x) { 1 }', '  define_method :y do |a|', '    a', '  end', '  private define_method(:z) do end', '  sq = ->(x) { x * x }', '  L = lambda do |x| x end', '  p = proc { }', '  c = ->(x) { x }.curry', '  S = Struct.new(:a) do', '    def to_s = a.to_s', '  end', 'end'));
});

test('finders/ruby :: endless defs end with their statement', async () => {
  await same(lines('class E', '  def a = 1', '  def b(x) = x +', '    1', '  def c = foo', '    .bar  # c', '  def d = [', '    1', '  ]', '  def e() = 2; def f = 3', 'end'));
});

test('finders/ruby :: what the scan does not follow goes to tree-sitter', async () => {
  await unsure(lines('def a', '  x = 1'));
  await unsure(lines('x = [1', 'end'));
  await unsure(lines('def a = 1 if x'));
  await unsure(lines('s = "#{x'));
});

test.run();
