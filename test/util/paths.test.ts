import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeName, displayPath, fsPath } from '../../src/util/paths.js';

const test = suite('paths');

test('paths :: a UTF-8 name is itself, everywhere', () => {
  for (const name of ['a.py', 'caf\u00e9.ts', '\ufffd.txt', 'emoji \u{1f600}.md']) {
    assert.is(decodeName(Buffer.from(name)), name);
    assert.is(fsPath(name), name);
    assert.is(displayPath(name), name);
  }
});

test('paths :: bytes that are not UTF-8 survive the round trip and stay distinct', () => {
  const names = [Buffer.from('a\xfe.py', 'latin1'), Buffer.from('a\xfd.py', 'latin1'), Buffer.from('dir\xff', 'latin1'), Buffer.from([0x63, 0xc3, 0x28, 0xe2, 0x82])];
  const decoded = names.map(decodeName);
  assert.is(new Set(decoded).size, names.length);
  decoded.forEach((name, i) => assert.equal(fsPath(name), names[i]));
  // A valid sequence beside invalid bytes stays a character.
  assert.is(decodeName(Buffer.concat([Buffer.from('\u00e9'), Buffer.of(0xff)])), '\u00e9\udcff');
});

test('paths :: users see such names quoted as git quotes them, and so a real name that looks quoted', () => {
  assert.is(displayPath(decodeName(Buffer.from('dir\xff', 'latin1')) + '/' + decodeName(Buffer.from('a\xfe.py', 'latin1'))), '"dir\\377"/"a\\376.py"');
  assert.is(displayPath(`x\udcff"\\\n\t\x01.txt`), '"x\\377\\"\\\\\\n\\t\\001.txt"');
  assert.is(displayPath('"dir\\377"/"a\\376.py"'), '"\\"dir\\\\377\\""/"\\"a\\\\376.py\\""');
  assert.is(displayPath('src/"x".ts'), 'src/"x".ts');
  assert.is(displayPath('src/"x"/a.ts'), 'src/"\\"x\\""/a.ts');
  assert.is(displayPath('new\nline.txt'), 'new\nline.txt');
  assert.is(displayPath('"quoted".txt'), '"quoted".txt');
});

test.run();
