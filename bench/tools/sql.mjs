// SQL by SQLite (Python's sqlite3 module, the library the sqlite3 shell is built on), on the SQL
// PostgreSQL ships (its catalog scripts and extension scripts; the default corpus) or any folder.
// What SQLite can tell, per file, with the original and the stripped text each cut into
// statements where SQLite's own sqlite3_complete() says one ends, and each statement run in
// turn in its own in-memory database (ATTACH refused, long runs cut off):
// - broken: a statement SQLite parses in the original is a syntax error once stripped;
// - altered: the files cut into a different number of statements, or a statement's outcome
//   differs: its compiled program (EXPLAIN, where SQLite prepares it; SQL text held in the
//   program is compared without comments and blanks) or its error message;
// - kept: in a statement SQLite parses, a `--` or `/*` that SQLite reads as code (a `;` put
//   there would end the statement), that is a comment SQLite would remove.
// What it cannot see: SQLite's dialect is not PostgreSQL's. It stops at the first syntax error of
// a statement, so a statement it cannot parse (CREATE FUNCTION, `::` casts, dollar-quoted bodies,
// which it also cuts at the `;`s inside) is compared only by where it is cut and by that error;
// it knows no nested comments and no E'...' strings; a statement needing a table an earlier
// statement did not create fails the same way on both sides and says nothing about the rest.
// Files of which SQLite parses no statement at all are unchecked.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HELPER = String.raw`
import json, re, sqlite3, sys

def cut(text):
    pieces, start, i = [], 0, text.find(';')
    while i >= 0:
        if sqlite3.complete_statement(text[start:i + 1]):
            pieces.append(text[start:i + 1])
            start = i + 1
        i = text.find(';', i + 1)
    pieces.append(text[start:])
    return pieces

def deny_attach(action, *rest):
    return sqlite3.SQLITE_DENY if action == sqlite3.SQLITE_ATTACH else sqlite3.SQLITE_OK

def database():
    db = sqlite3.connect(':memory:', isolation_level=None)
    db.set_authorizer(deny_attach)
    db.set_progress_handler(lambda: 1, 10_000_000)
    return db

def sql_text(value):
    # SQL held in a program (a CREATE statement's own text) keeps its comments: compared without.
    if not isinstance(value, str):
        return value
    value = re.sub(r'--[^\n]*|/\*.*?\*/', ' ', value, flags=re.S)
    return re.sub(r'\s*(\W)\s*', r'\1', re.sub(r'\s+', ' ', value)).strip()

SYNTAX = ('syntax error', 'unrecognized token', 'incomplete input')

def outcome(db, statement):
    try:
        program = db.execute('EXPLAIN ' + statement).fetchall()
    except sqlite3.Error as error:
        message = str(error)
        if message in ('near ";": syntax error', 'incomplete input'):
            try:
                db.execute(statement)
                return ('empty', '')
            except sqlite3.Error:
                pass
        return ('syntax' if any(s in message for s in SYNTAX) else 'error', message)
    try:
        db.execute(statement).fetchall()
    except sqlite3.Error:
        pass
    return ('ok', [tuple(sql_text(v) for v in row[1:7]) for row in program])

def kept(statement):
    for match in re.finditer(r'--|/\*', statement):
        if sqlite3.complete_statement(statement[:match.start()] + ';'):
            return statement[max(0, match.start() - 40):match.start() + 40]
    return None

def run(text):
    db = database()
    return [(piece, outcome(db, piece)) for piece in cut(text)]

def check(original, stripped):
    result = {'statements': 0, 'parsed': 0, 'broken': None, 'altered': None, 'kept': None}
    after = run(stripped)
    for piece, (kind, _) in after:
        if kind != 'syntax' and not result['kept']:
            result['kept'] = kept(piece)
    # Statements holding only comments (and the text after the last statement) are no statements.
    before = [s for s in run(original) if s[1][0] != 'empty']
    after = [s for s in after if s[1][0] != 'empty']
    result['statements'] = len(before)
    if len(before) != len(after):
        result['altered'] = f'{len(before)} statements, {len(after)} once stripped'
    for (a, x), (b, y) in zip(before, after):
        if x[0] != 'syntax':
            result['parsed'] += 1
        if x[0] != 'syntax' and y[0] == 'syntax':
            result['broken'] = result['broken'] or f'{y[1]} in {b.strip()[:120]!r}'
        elif x != y:
            result['altered'] = result['altered'] or f'{x[0]} {str(x[1])[:80]} / {y[0]} {str(y[1])[:80]} in {b.strip()[:120]!r}'
    return result

pairs = json.load(sys.stdin)
json.dump([check(o, s) for o, s in pairs], sys.stdout)
`;

export default {
  requires: ['python3'],
  corpus: () => ['/usr/share/postgresql'].find((dir) => existsSync(dir)),
  accepts: (path) => path.endsWith('.sql'),
  language: () => 'sql',
  async check({ files, read, strip, note }) {
    const counts = { checked: 0, broken: 0, altered: 0, kept: 0, unchecked: 0 };
    const texts = files.map((path) => {
      const text = read(path);
      return [text, strip(text, path)];
    });
    const results = JSON.parse(execFileSync('python3', ['-c', HELPER], { input: JSON.stringify(texts), encoding: 'utf8', maxBuffer: 1 << 28 }));
    let statements = 0, parsed = 0;
    results.forEach((result, k) => {
      if (result.parsed === 0) {
        counts.unchecked++;
        return;
      }
      counts.checked++;
      statements += result.statements;
      parsed += result.parsed;
      for (const kind of ['broken', 'altered', 'kept']) {
        if (result[kind] === null) continue;
        counts[kind]++;
        note(kind, files[k], result[kind]);
      }
    });
    console.log(`sql: SQLite ${sqliteVersion()} parses ${parsed} of the ${statements} statements of the checked files`);
    return counts;
  },
};

function sqliteVersion() {
  return execFileSync('python3', ['-c', 'import sqlite3; print(sqlite3.sqlite_version)'], { encoding: 'utf8' }).trim();
}
