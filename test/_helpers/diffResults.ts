import type { DiffResult, FileDiff } from '../../src/results.js';

const counts = (tokens: number, lines: number) => ({ tokens, lines });

/** 24 changed files: every status, a rename, methods, a path with `|`, and two skipped. */
export function sample(): DiffResult {
  const files: FileDiff[] = [
    { path: 'docs/manual.md', previousPath: 'docs/guide.md', status: 'renamed', before: counts(400, 30), after: counts(410, 30), delta: counts(10, 0), methods: [] },
    { path: 'old.js', status: 'removed', before: counts(40, 3), delta: counts(-40, -3), methods: [{ name: 'old', status: 'removed', before: counts(12, 3), delta: counts(-12, -3) }] },
    { path: 'src/a|b.ts', status: 'added', after: counts(1234, 80), delta: counts(1234, 80), methods: [{ name: 'Pipe.run', status: 'added', after: counts(300, 20), delta: counts(300, 20) }] },
    { path: 'src/queue.ts', status: 'modified', before: counts(1200, 100), after: counts(1320, 108), delta: counts(120, 8), methods: [
      { name: 'Queue.push', status: 'modified', before: counts(30, 3), after: counts(45, 4), delta: counts(15, 1) },
      { name: 'Queue.peek', status: 'added', after: counts(20, 3), delta: counts(20, 3) },
      { name: 'Queue.clear', status: 'removed', before: counts(15, 3), delta: counts(-15, -3) },
    ] },
  ];
  for (let i = 1; i <= 20; i++) {
    const path = `src/gen/f${String(i).padStart(2, '0')}.ts`;
    files.push({ path, status: 'modified', before: counts(100, 10), after: counts(100 + (i % 2 ? i : -i), 10 + (i % 3)), delta: counts(i % 2 ? i : -i, i % 3), methods: [] });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  const before = { files: 120, tokens: 150000, lines: 9000 };
  const delta = files.reduce((d, f) => ({ files: d.files + (f.status === 'added' ? 1 : f.status === 'removed' ? -1 : 0), tokens: d.tokens + f.delta.tokens, lines: d.lines + f.delta.lines }), { files: 0, tokens: 0, lines: 0 });
  return {
    base: { ref: 'main', commit: '1a2b3c4d5e6f708192a3b4c5d6e7f80912345678' },
    head: { ref: 'working tree' },
    encoding: 'o200k_base',
    totals: { before, after: { files: before.files + delta.files, tokens: before.tokens + delta.tokens, lines: before.lines + delta.lines }, delta },
    files,
    skipped: [{ path: 'logo.png', side: 'after', reason: 'binary' }, { path: 'logo.png', side: 'before', reason: 'binary' }],
  };
}

