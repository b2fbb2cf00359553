// Ruby's own parser and lexer judge the stripped text, in one ruby process fed every file pair as a
// JSON line (spawning `ruby -c` per file costs 40 s on the standard library; this takes seconds).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// `RubyVM::AbstractSyntaxTree.parse` is the parse `ruby -c` runs: it rejects exactly what
// `ruby -c` rejects (all 850 files of the 3.1 library agree), and unlike compiling to bytecode it
// lets compile-time-only errors (`break` at the top level) through, as `ruby -c` does.
//
// Code tokens are Ripper's, without comments (`on_comment`, `on_embdoc*`), blanks (`on_sp`) and
// line breaks (`on_nl`, `on_ignored_nl`: a comment token holds its line's break, which stripping
// hands to a newline token). That is all a correct removal changes: `__END__` and what follows it
// is one `on___end__` token and stays; columns shift, so positions are not compared. Tokens are
// compared as bytes, because dropping a `# encoding:` magic comment changes the encoding a token's
// string carries but not its text; that, and `# frozen_string_literal:`, change what the program
// does, and are comments all the same (Ripper calls them so).
//
// A first-line `#!` is a comment to Ripper but runs the file: it is not counted as kept. A comment
// line inside a method chain (`x\n  # c\n  .y`) keeps its bare `#` on purpose (an empty line there
// ends the statement), and is counted as kept: the standard library has none.
const SCRIPT = String.raw`
$VERBOSE = nil
SET_ASIDE = %i[on_comment on_embdoc_beg on_embdoc on_embdoc_end on_sp on_nl on_ignored_nl].freeze
COMMENTS = %i[on_comment on_embdoc_beg on_embdoc on_embdoc_end].freeze
def parses(src)
  RubyVM::AbstractSyntaxTree.parse(src)
  nil
rescue SyntaxError => e
  e.message.lines.first.to_s.strip
end
def code(src)
  Ripper.lex(src).reject { |_, event| SET_ASIDE.include?(event) }.map { |(line, _), event, tok| [line, event, tok.b] }
end
$stdin.each_line do |line|
  original, stripped = JSON.parse(line)
  result = {}
  if (error = parses(original))
    result['unchecked'] = error
  else
    error = parses(stripped)
    result['broken'] = error if error
    before, after = code(original), code(stripped)
    at = (0...[before.size, after.size].max).find { |k| before[k]&.drop(1) != after[k]&.drop(1) }
    result['altered'] = "line #{(before[at] || after[at])[0]}: #{before[at]&.drop(1).inspect} became #{after[at]&.drop(1).inspect}" if at
    kept = Ripper.lex(stripped).find { |(l, c), event, tok| COMMENTS.include?(event) && !(l == 1 && c == 0 && tok.start_with?('#!')) }
    result['kept'] = "line #{kept[0][0]}: #{kept[2].strip[0, 60].inspect}" if kept
  end
  puts JSON.generate(result)
end
`;

const utf8 = new TextDecoder('utf-8', { fatal: true });

export default {
  requires: ['ruby'],
  corpus: () => {
    try {
      return execFileSync('ruby', ['-e', 'print RbConfig::CONFIG["rubylibdir"]'], { encoding: 'utf8' }) || undefined;
    } catch {
      return undefined;
    }
  },
  accepts: (path) => path.endsWith('.rb'),
  language: () => 'ruby',
  async check({ files, read, strip, note }) {
    const counts = { checked: 0, broken: 0, altered: 0, kept: 0, unchecked: 0 };
    const pairs = [];
    for (const path of files) {
      try {
        utf8.decode(readFileSync(path));
      } catch {
        // The analyzer skips such files; a decoded copy would not be the file Ruby reads.
        counts.unchecked++;
        note('unchecked', path, 'not UTF-8');
        continue;
      }
      const text = read(path);
      pairs.push([path, text, strip(text, path)]);
    }
    const input = pairs.map(([, text, stripped]) => JSON.stringify([text, stripped])).join('\n') + '\n';
    const lines = execFileSync('ruby', ['-rjson', '-rripper', '-e', SCRIPT], { input, encoding: 'utf8', maxBuffer: 1 << 28 }).split('\n');
    pairs.forEach(([path], k) => {
      const result = JSON.parse(lines[k]);
      if (result.unchecked) {
        counts.unchecked++;
        note('unchecked', path, result.unchecked);
        return;
      }
      counts.checked++;
      for (const kind of ['broken', 'altered', 'kept']) {
        if (result[kind] === undefined) continue;
        counts[kind]++;
        note(kind, path, result[kind]);
      }
    });
    return counts;
  },
};
