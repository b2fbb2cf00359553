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

test('perl :: special variables, file tests and defined-or are no literals', () => {
  strips([
    ['local $/ = undef; # c\nmy $x = 1 / 2; # d', 'local $/ = undef;\nmy $x = 1 / 2;'],
    ["local $\" = ', '; # c", "local $\" = ', ';"],
    ['my $p = $$; # c', 'my $p = $$;'],
    ["my $n = -s $f; # c\nmy $t = 's/#/x/'; # d", "my $n = -s $f;\nmy $t = 's/#/x/';"],
    ['my $n = -s($f) / 2; # c', 'my $n = -s($f) / 2;'],
    ["my $x = $h{a} // '#'; # c\nmy $y = 1; # d", "my $x = $h{a} // '#';\nmy $y = 1;"],
    ['my $ok = <$fh> // /#/; # c', 'my $ok = <$fh> // /#/;'],
    ["printf '%x', $ {$r}; # c", "printf '%x', $ {$r};"],
    ['my $e = $#{$r} + $#$r + $#a; # c', 'my $e = $#{$r} + $#$r + $#a;'],
    ['my $v = $Foo::s / 2; # c', 'my $v = $Foo::s / 2;'],
  ]);
});

test('perl :: quote-like operators take any delimiter, unless the word is a key, a method or a sub', () => {
  strips([
    ['my $s = q,#,; # c', 'my $s = q,#,;'],
    ['my @w = qw;#a b;; # c', 'my @w = qw;#a b;;'],
    ['print STDERR "#" if $x =~ m,#,; # c', 'print STDERR "#" if $x =~ m,#,;'],
    ["$h{s} = '#'; # c\n$h{ y } = 2; # d", "$h{s} = '#';\n$h{ y } = 2;"],
    ["my %h = (q => '#', y => 2); # c", "my %h = (q => '#', y => 2);"],
    ["sub y { '#' } # c", "sub y { '#' }"],
    ["$o->s('#'); # c", "$o->s('#');"],
    ["my @k = keys %s; # c\nmy $q = '#'; # d", "my @k = keys %s;\nmy $q = '#';"],
  ]);
});

test('perl :: heredocs with a blank or a backslash before the marker, and formats', () => {
  strips([
    ['print << "EOT";\n# body\nEOT\n# c', 'print << "EOT";\n# body\nEOT\n'],
    ['print <<\\EOT;\n# body\nEOT\n# c', 'print <<\\EOT;\n# body\nEOT\n'],
    // perl prints `# not a comment`, and would print an empty line where the comment was.
    ['format STDOUT =\n@##.## # not a comment\n# a comment\n$x\n.\n# c', 'format STDOUT =\n@##.## # not a comment\n#\n$x\n.\n'],
  ]);
});

test('perl :: POD after __END__ is a comment; after __DATA__ it is data', () => {
  strips([
    ['1;\n__END__\n\n=head1 NAME\n\nx # y\n\n=cut\n# data', '1;\n__END__\n\n\n\n\n\n\n# data'],
    ['1;\n__DATA__\n=head1 x\n=cut', '1;\n__DATA__\n=head1 x\n=cut'],
  ]);
});

test.run();
