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

test.run();
