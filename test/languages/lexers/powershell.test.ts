import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/powershell');
const strips = (cases: [string, string][]) => assertStrips(assert.is, 'powershell', cases, removeComments);

test('powershell :: line and block comments, bare words and escapes', () => {
  strips([
    ['Write-Output a#b # c', 'Write-Output a#b'],
    ['$x = 1 <# block\n#> + 2', '$x = 1\n+ 2'],
    ['Write-Host `#1 # c', 'Write-Host `#1'],
    ['${a#b} = 1 # c', '${a#b} = 1'],
  ]);
});

test('powershell :: strings, subexpressions and here-strings', () => {
  strips([
    ["$s = 'it''s #' # c", "$s = 'it''s #'"],
    ['$s = "a `"#`" b" # c', '$s = "a `"#`" b"'],
    ['$s = "$(Get-X "#") #" # c', '$s = "$(Get-X "#") #"'],
    ['$s = @"\n# body\n"@ # c', '$s = @"\n# body\n"@'],
    ["$s = @'\n# body\n'@\n# c", "$s = @'\n# body\n'@\n"],
  ]);
});

test.run();
