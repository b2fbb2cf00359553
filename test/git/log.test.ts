import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseLog } from '../../src/git/log.js';

const test = suite('git/log');
const H1 = 'a'.repeat(40);
const H2 = '0123456789abcdef0123456789abcdef01234567';
const H3 = 'f'.repeat(64);

test('git/log :: hashes, statuses and paths by position', () => {
  const out = `${H1}\0\nM\0a.txt\0R087\0old name\0new\nname\0D\0gone\0${H2}\0${H3}\0\nA\0é.txt\0`;
  assert.equal(parseLog(out), [
    { hash: H1, changes: [{ status: 'M', path: 'a.txt' }, { status: 'R', from: 'old name', path: 'new\nname' }, { status: 'D', path: 'gone' }] },
    { hash: H2, changes: [] },
    { hash: H3, changes: [{ status: 'A', path: 'é.txt' }] },
  ]);
});

test('git/log :: a path that looks like a hash or a status stays a path', () => {
  const out = `${H1}\0\nA\0${H2}\0M\0R100\0D\0A\0`;
  assert.equal(parseLog(out), [{ hash: H1, changes: [{ status: 'A', path: H2 }, { status: 'M', path: 'R100' }, { status: 'D', path: 'A' }] }]);
});

test('git/log :: nothing', () => {
  assert.equal(parseLog(''), []);
});

test.run();
