import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/ruby');
const strips = (cases: [string, string][]) => assertStrips(assert.is, 'ruby', cases, removeComments);

test('ruby :: literals that hold a hash', () => {
  strips([
    ['s = "#{a["#"]} #" # c', 's = "#{a["#"]} #"'],
    ["s = '#' # c", "s = '#'"],
    ['w = %w[#a #b] # c', 'w = %w[#a #b]'],
    ['q = %q{a {#} b} # c', 'q = %q{a {#} b}'],
    ['r = %r{#\\d+}i # c', 'r = %r{#\\d+}i'],
    ['x = %(#) # c', 'x = %(#)'],
    ['c = ?# # c', 'c = ?#'],
    ['g = $\' + $" # c', 'g = $\' + $"'],
    ['m = a =~ /#/ # c', 'm = a =~ /#/'],
    ['m = foo /#/ # c', 'm = foo /#/'],
    ['y = a / b # c', 'y = a / b'],
    ['y = a /b # c\nz = "#" # d', 'y = a /b\nz = "#"'],
    ['y = a % b # c', 'y = a % b'],
    ['y = a ? b : c # d', 'y = a ? b : c'],
    ['send(:/, 2) # c', 'send(:/, 2)'],
  ]);
});

test('ruby :: =begin/=end blocks, heredocs and __END__', () => {
  strips([
    ['a\n=begin\nx # y\n=end\nb # c', 'a\n\n\n\nb'],
    ['s = <<~EOS # c\n  # body\nEOS\n# d', 's = <<~EOS\n  # body\nEOS\n'],
    ["s = <<-'EOS'\n# body\n  EOS", "s = <<-'EOS'\n# body\n  EOS"],
    ['x = a << b # c', 'x = a << b'],
    ['x = 1\n__END__\n# data', 'x = 1\n__END__\n# data'],
  ]);
});

test('ruby :: a def without parentheses leaves no operator name pending', () => {
  strips([
    ['def name\n  <<~EOS # c\n    # body\n  EOS\nend # d', 'def name\n  <<~EOS\n    # body\n  EOS\nend'],
    ['def name\n  %w(#a b) # c\nend', 'def name\n  %w(#a b)\nend'],
    ['def name\n  ?# # c\nend', 'def name\n  ?#\nend'],
    ['def name\n  /#/ =~ s # c\nend', 'def name\n  /#/ =~ s\nend'],
    ['def self.name? x\n  x =~ /#/ # c\nend', 'def self.name? x\n  x =~ /#/\nend'],
    ['def name = /#/ # c', 'def name = /#/'],
    ['def ==(o) /#/ end # c', 'def ==(o) /#/ end'],
    ['def []=(k, v) /#/ end # c', 'def []=(k, v) /#/ end'],
    ['def `(cmd) "#" end # c', 'def `(cmd) "#" end'],
    ['alias / div # c\nx = /#/ # d', 'alias / div\nx = /#/'],
    ['class << self # c\n  X = %w[#] # d\nend', 'class << self\n  X = %w[#]\nend'],
    ['x = y.class / 2 # c\nz = "#" # d', 'x = y.class / 2\nz = "#"'],
  ]);
});

test('ruby :: regexps over several lines, with their own # comments', () => {
  strips([
    ['P = /\n  a # x-mode, kept\n  b\n/x # c', 'P = /\n  a # x-mode, kept\n  b\n/x'],
    ['m = s.match(/\n  # in the regexp\n/x) # c', 'm = s.match(/\n  # in the regexp\n/x)'],
    ['x = a ? /#/ : b # c', 'x = a ? /#/ : b'],
    ['p %r{#}, 1 # c', 'p %r{#}, 1'],
  ]);
});

test('ruby :: #{} is code: its comments go, its literals stay', () => {
  strips([
    ['s = "#{%W(#{a} #b).join} #" # c', 's = "#{%W(#{a} #b).join} #"'],
    ['s = "#{x # c\n}" # d', 's = "#{x\n}"'],
    ['s = <<~EOS # c\n  #{a.map { |x| # d\n    x }.join}\n  EOS\n# e', 's = <<~EOS\n  #{a.map { |x|\n    x }.join}\n  EOS\n'],
    ['foo(<<~EOS) # c\n  #{ "\n  EOS\n  " }\n  EOS\n# d', 'foo(<<~EOS)\n  #{ "\n  EOS\n  " }\n  EOS\n'],
    ["s = <<~'EOS'\n  #{a # kept\n  EOS\n# e", "s = <<~'EOS'\n  #{a # kept\n  EOS\n"],
    ['x = <<A + <<B # c\n#a\nA\n#b\nB\n# d', 'x = <<A + <<B\n#a\nA\n#b\nB\n'],
  ]);
});

test('ruby :: globals, symbols, labels and characters', () => {
  strips([
    ['c = $/ # c\nd = $" # e', 'c = $/\nd = $"'],
    ['a = :"#" # c', 'a = :"#"'],
    ['a = :/ # c\nb = a / 2 # d', 'a = :/\nb = a / 2'],
    ['h = {a: /#/} # c', 'h = {a: /#/}'],
    ['h = { "a": %w[#] } # c', 'h = { "a": %w[#] }'],
    ['x = ?\\C-# # c', 'x = ?\\C-#'],
    ['x = y ? 1 : 2 # c', 'x = y ? 1 : 2'],
  ]);
});

test('ruby :: a comment line inside a method chain keeps its #, as an empty line would end the statement', () => {
  strips([
    ['x = [1]\n  # c\n  .map { 1 }', 'x = [1]\n  #\n  .map { 1 }'],
    ['x = [1]\n  # c\n  # d\n  &.map { 1 }', 'x = [1]\n  #\n  #\n  &.map { 1 }'],
    ['a = foo # c\n  .bar', 'a = foo\n  .bar'],
    ['a = 1\n# c\n..2', 'a = 1\n\n..2'],
  ]);
});

test.run();
