import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/php');
const strips = (cases: [string, string][]) => assertStrips(assert.is, 'php', cases, removeComments);

test('php :: HTML outside the tags is left whole; `?>` ends a line comment', () => {
  strips([
    ['<!-- html --><?php $a = 1; // c ?><p># text</p>', '<!-- html --><?php $a = 1; ?><p># text</p>'],
    ['<?= $x /* c */ ?> // text', '<?= $x ?> // text'],
    ['# no php here', '# no php here'],
  ]);
});

test('php :: attributes, strings, heredocs and nowdocs', () => {
  strips([
    ['<?php\n#[Pure] # c\nfn() => 1;', '<?php\n#[Pure]\nfn() => 1;'],
    ['<?php $s = "{$a["#"]} //"; # c', '<?php $s = "{$a["#"]} //";'],
    ["<?php $s = 'it\\'s //'; // c", "<?php $s = 'it\\'s //';"],
    ['<?php $s = <<<EOT\n// body\nEOT; // c', '<?php $s = <<<EOT\n// body\nEOT;'],
    ["<?php $s = <<<'EOT'\n  # body\n  EOT . 'x'; # c", "<?php $s = <<<'EOT'\n  # body\n  EOT . 'x';"],
  ]);
});

test.run();
