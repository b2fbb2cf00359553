import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/perl');
const strips = (cases: [string, string][]) => assertStrips(assert.is, 'perl', cases, removeComments);

test('perl :: quote-like operators, regexes and $#', () => {
  strips([
    ['my $n = $#a; # c', 'my $n = $#a;'],
    ['my $n = $#{$r}; # c', 'my $n = $#{$r};'],
    ['s#a#b#g; # c', 's#a#b#g;'],
    ['my @w = qw{#a {#b}}; # c', 'my @w = qw{#a {#b}};'],
    ['tr/#/x/; # c', 'tr/#/x/;'],
    ['s{#}{x}g; # c', 's{#}{x}g;'],
    ['if ($x =~ /#/) { 1 } # c', 'if ($x =~ /#/) { 1 }'],
    ['my $y = $x / 2; # c', 'my $y = $x / 2;'],
    ['my %h = (s => 1, q => 2); # c', 'my %h = (s => 1, q => 2);'],
    ["my $s = 'it\\'s #'; # c", "my $s = 'it\\'s #';"],
  ]);
});

test('perl :: POD, heredocs and __END__', () => {
  strips([
    ['=head1 NAME\n\nx\n\n=cut\nprint 1; # c', '\n\n\n\n\nprint 1;'],
    ['print <<~EOT;\n  # body\n  EOT\n# c', 'print <<~EOT;\n  # body\n  EOT\n'],
    ['1;\n__DATA__\n# data', '1;\n__DATA__\n# data'],
  ]);
});

test.run();
