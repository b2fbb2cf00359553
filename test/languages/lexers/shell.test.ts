import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/shell');
const strips = (cases: [string, string][]) => assertStrips(assert.is, 'shell', cases, removeComments);

test('shell :: a hash starts a comment only where a word starts', () => {
  strips([
    ['echo a#b # c', 'echo a#b'],
    ['echo $# ${#x} ${x#y} ${x##*/} # c', 'echo $# ${#x} ${x#y} ${x##*/}'],
    ["echo '#' \"#\" \\# # c", "echo '#' \"#\" \\#"],
    ['a;# c\nb|# d\nc', 'a;\nb|\nc'],
    ['echo $((16#ff)) # c', 'echo $((16#ff))'],
    ['ls (#i)*.txt # c', 'ls (#i)*.txt'],
    ["echo $'it\\'s #' # c", "echo $'it\\'s #'"],
    ['echo "$(echo "#") #" # c', 'echo "$(echo "#") #"'],
    ['x=$(\n  # inside\n  ls\n)', 'x=$(\n\n  ls\n)'],
  ]);
});

test('shell :: here-document bodies are data, whatever their quoting', () => {
  strips([
    ['cat <<EOF # c\n# body\nEOF\n# d', 'cat <<EOF\n# body\nEOF\n'],
    ["cat <<'END'\n# body\nEND", "cat <<'END'\n# body\nEND"],
    ['cat <<-EOF\n\t# body\n\tEOF\n# d', 'cat <<-EOF\n\t# body\n\tEOF\n'],
    ['cat <<A <<B\n# a\nA\n# b\nB\n# c', 'cat <<A <<B\n# a\nA\n# b\nB\n'],
    ['cat <<< "#here-string" # c', 'cat <<< "#here-string"'],
    ['done <<< "$x"\n# c\nx', 'done <<< "$x"\n\nx'],
    ['(( x = 1 << 2 )) # c\n# d', '(( x = 1 << 2 ))\n'],
  ]);
});

test.run();
