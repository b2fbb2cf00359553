// Perl judges the stripped text itself: `perl -MO=Deparse` compiles a file as `perl -c` does and
// prints the code it compiled, comments and POD gone, so the same output before and after means
// the same program. PPI, a Perl tokenizer (Debian's libppi-perl), says whether a comment survived.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Deparse prints hashes in their iteration order: fixed seeds make two runs comparable.
const ENV = { ...process.env, PERL_HASH_SEED: '0', PERL_PERTURB_KEYS: '0' };
// Two files at a time: the machine is shared, and one Deparse takes 0.1-0.5 s.
const WORKERS = 2;
const FATAL = /syntax error|found where operator expected|Can't find string terminator|Missing right|Unmatched|Can't locate|not allowed|Bareword/;

// PPI names comments `PPI::Token::Comment` and POD `PPI::Token::Pod`, wherever they are: POD after
// `__END__` too, which perldoc reads and perl never does. A first-line `#!` runs the file. PPI
// knows no formats: it reads `@##.##` in a picture line as a comment, which perl prints. Where
// B::Deparse itself dies on the original (it does on a few library modules), PPI's significant
// tokens (no blanks, comments, POD or text after `__END__`) of both texts are compared instead.
const KEPT = String.raw`
use strict;
use warnings;
use JSON::PP;
use PPI;
$| = 1;
binmode STDIN, ':raw';
while (my $line = <STDIN>) {
  my ($text, $original) = @{ decode_json($line) };
  my $doc = PPI::Document->new(\$text);
  my $found = '';
  my $differs = '';
  if ($doc && defined $original) {
    my $before = PPI::Document->new(\$original);
    my @a = map { $_->content } grep { $_->significant } $before->tokens;
    my @b = map { $_->content } grep { $_->significant } $doc->tokens;
    my ($k) = grep { !defined $b[$_] || $a[$_] ne $b[$_] } 0 .. $#a;
    $k = @a if !defined $k && @b > @a;
    $differs = "PPI token $k: " . ($a[$k] // '-') . ' became ' . ($b[$k] // '-') if defined $k;
  }
  if (!$doc) {
    $found = 'PPI: ' . PPI::Document->errstr;
  } else {
    for my $token ($doc->tokens) {
      next unless $token->isa('PPI::Token::Comment') || $token->isa('PPI::Token::Pod');
      my $line = $token->line_number;
      next if $line == 1 && $token->content =~ /^#!/;
      ($found = "line $line: " . substr($token->content, 0, 60)) =~ s/\n/\\n/g;
      last;
    }
  }
  print encode_json([$found, $differs]), "\n";
}
`;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function libraries() {
  try {
    return execFileSync('perl', ['-MConfig', '-e', 'print "$Config{privlib}\\n$Config{archlib}"'], { encoding: 'utf8' })
      .split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** Deparse of the file at `path`: { ok, text } or { ok: false, error } with `perl -c`'s first line. */
async function deparse(path, includes) {
  const flags = includes.flatMap((dir) => ['-I', dir]);
  try {
    const { stdout } = await run('perl', [...flags, '-MO=Deparse', path], { env: ENV, maxBuffer: 1 << 28 });
    return { ok: true, text: stdout };
  } catch {
    // Deparse itself can fail on code perl compiles: ask `perl -c` which one it was.
    try {
      await run('perl', [...flags, '-c', path], { env: ENV });
      return { ok: true, text: undefined };
    } catch (err) {
      // Warnings (a sub redefined) can come first: show the line that says what failed.
      const lines = String(err.stderr).split('\n').filter(Boolean);
      return { ok: false, error: lines.find((line) => FATAL.test(line)) ?? lines[0] };
    }
  }
}

/**
 * Deparse ends with what follows `__END__` when the file declares no package (a script reads it
 * as DATA): POD there is a comment to the analyzer, so that tail is left out of the comparison.
 */
function code(deparsed, original) {
  if (!/^__END__[ \t]*\r?$/m.test(original)) return deparsed;
  const tail = deparsed.search(/^__DATA__$/m);
  return tail < 0 ? deparsed : deparsed.slice(0, tail);
}

function firstDifference(a, b) {
  const left = a.split('\n'), right = b.split('\n');
  const k = left.findIndex((line, n) => line !== right[n]);
  const at = k < 0 ? left.length : k;
  return `deparsed line ${at + 1}: ${JSON.stringify(left[at] ?? '')} became ${JSON.stringify(right[at] ?? '')}`;
}

export default {
  requires: ['perl'],
  corpus: libraries,
  accepts: (path) => path.endsWith('.pm'),
  language: () => 'perl',
  async check({ files, roots, scratch, read, strip, note }) {
    const counts = { checked: 0, broken: 0, altered: 0, kept: 0, unchecked: 0 };
    const checked = [];
    const queue = [...files];
    const worker = async (id) => {
      for (let path; (path = queue.shift()) !== undefined; ) {
        try {
          utf8.decode(readFileSync(path));
        } catch {
          counts.unchecked++; // the analyzer skips it: a decoded copy would not be the file perl reads
          note('unchecked', path, 'not UTF-8');
          continue;
        }
        // Both texts at one path, so `__FILE__` and `require` of siblings see the same thing.
        const root = roots.find((dir) => !relative(dir, path).startsWith('..'));
        const copy = join(scratch, `w${id}`, relative(root, path));
        mkdirSync(dirname(copy), { recursive: true });
        const text = read(path);
        writeFileSync(copy, text);
        const before = await deparse(copy, roots);
        if (!before.ok) {
          counts.unchecked++;
          note('unchecked', path, before.error);
          continue;
        }
        const stripped = strip(text, path);
        writeFileSync(copy, stripped);
        const after = await deparse(copy, roots);
        counts.checked++;
        checked.push([path, stripped, before.text === undefined ? text : null]);
        if (!after.ok) {
          counts.broken++;
          note('broken', path, after.error);
        } else if (before.text === undefined) {
          note('undeparsed', path, 'perl -c passes, B::Deparse fails: PPI compares the tokens');
        } else if (after.text === undefined || code(before.text, text) !== code(after.text, text)) {
          counts.altered++;
          note('altered', path, after.text === undefined ? 'B::Deparse fails on the stripped text only' :
            firstDifference(code(before.text, text), code(after.text, text)));
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, id) => worker(id)));
    if (!hasPpi()) {
      note('skipped', roots[0], 'comments kept: PPI is not installed (apt-get install libppi-perl)');
      return counts;
    }
    checked.sort(([a], [b]) => (a < b ? -1 : 1));
    const input = checked.map(([, stripped, original]) => JSON.stringify([stripped, original])).join('\n') + '\n';
    const lines = execFileSync('perl', ['-e', KEPT], { input, encoding: 'utf8', maxBuffer: 1 << 28 }).split('\n');
    checked.forEach(([path], k) => {
      const [found, differs] = JSON.parse(lines[k]);
      if (found) {
        counts.kept++;
        note('kept', path, found);
      }
      if (differs) {
        counts.altered++;
        note('altered', path, differs);
      }
    });
    return counts;
  },
};

function hasPpi() {
  try {
    execFileSync('perl', ['-MPPI', '-e', '1'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
