import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/markdown');
const strips = (cases: [string, string][]) => assertStrips(assert.is, 'markdown', cases, removeComments);

test('markdown :: HTML comments outside code', () => {
  strips([
    ['a <!-- b --> c', 'a c'],
    ['<!--\nhidden\n-->\ntext', '\n\n\ntext'],
    ['`<!-- kept -->` <!-- gone -->', '`<!-- kept -->`'],
    ['``a ` <!-- kept --> b`` <!-- gone -->', '``a ` <!-- kept --> b``'],
    ['\\<!-- kept -->', '\\<!-- kept -->'],
    ['`open\n\n<!-- gone -->', '`open\n\n'],
  ]);
});

test('markdown :: fenced and indented code blocks keep their text', () => {
  strips([
    ['```\n<!-- kept -->\n```\n<!-- gone -->', '```\n<!-- kept -->\n```\n'],
    ['````md\n```\n<!-- kept -->\n```\n````', '````md\n```\n<!-- kept -->\n```\n````'],
    ['~~~\n<!-- kept -->\n~~~', '~~~\n<!-- kept -->\n~~~'],
    ['    <!-- kept: indented code -->', '    <!-- kept: indented code -->'],
  ]);
});

test.run();
