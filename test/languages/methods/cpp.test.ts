import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cpp, mayHoldUnits } from '../../../src/languages/methods/cpp.js';
import { treeSitterUnits } from '../../../src/languages/methods/treeSitter.js';
import { findMethods } from '../../../src/languages/methods/index.js';
import { fixture } from '../../_helpers/index.js';
import { methodsOf, textOf } from '../../_helpers/methods.js';

const test = suite('cpp');

test('cpp :: in-class and out-of-class methods, templates, operators, namespaces, export macros', async () => {
  assert.equal(await methodsOf('cpp', 'cpp', 'queue.hpp'), [
    ['jobs.Queue.Queue', 14, 14],
    ['jobs.Queue.~Queue', 15, 15],
    ['jobs.Queue.push', 17, 21],
    ['jobs.Queue.operator==', 24, 24],
    ['jobs.Queue.operator bool', 25, 25],
    ['jobs.Queue.Stats.ratio', 29, 29],
    ['jobs.Queue.size', 37, 40],
    ['jobs.operator!=', 42, 45],
    ['jobs.clamp', 48, 48],
    ['make_queue', 53, 55],
  ]);
  assert.equal(await methodsOf('cpp', 'cpp', 'worker.cc'), [
    ['jobs.Worker.Worker', 5, 5],
    ['jobs.Worker.Run', 9, 12],
    ['jobs.Worker.operator=', 14, 17],
    ['main', 21, 25],
  ]);
});

test('cpp :: a template definition starts at `template`, a macro-prefixed one at the macro', async () => {
  assert.ok((await textOf('cpp', 'jobs.Queue.size', 'cpp', 'queue.hpp')).startsWith('template <typename T>\nstd::size_t Queue<T>::size() const {'));
  assert.ok((await textOf('cpp', 'jobs.Queue.push', 'cpp', 'queue.hpp')).startsWith('QUEUE_INLINE bool push('));
});

test('cpp :: C functions, parsed with the C++ grammar', async () => {
  assert.equal(await methodsOf('c', 'c', 'buffer.c'), [
    ['grow', 15, 17], ['buffer_new', 19, 22], ['buffer_append', 24, 35], ['buffer_free', 37, 40],
  ]);
});

test('cpp :: library macros around classes and specifiers do not hide or misname methods', async () => {
  const text = [
    'namespace v8 {',
    'class V8_EXPORT Isolate {',
    ' public:',
    '  V8_INLINE static uintptr_t GetBase() { return base_; }',
    '  V8_WARN_UNUSED_RESULT V8_INLINE bool IsDead() const { return false; }',
    '};',
    '}',
    'NAPI_EXTERN napi_status NAPI_CDECL napi_create(napi_env env) { return napi_ok; }',
    'static STACK_OF(X509) *peer_certs(SSL *s) { return NULL; }',
    '#define NODE_API_CALL(env, call) do { if ((call) != napi_ok) return NULL; } while (0)',
    '',
  ].join('\n');
  const spans = (await findMethods(text, 'c')) ?? [];
  assert.equal(spans.map((m) => m.name), ['v8.Isolate.GetBase', 'v8.Isolate.IsDead', 'napi_create', 'peer_certs']);
  assert.ok(text.slice(spans[1].start, spans[1].end).startsWith('V8_WARN_UNUSED_RESULT V8_INLINE bool IsDead()'));
  assert.ok(text.slice(spans[3].start, spans[3].end).startsWith('static STACK_OF(X509) *peer_certs('));
});

test('cpp :: a text with no `(` or `)` before a `{` holds no definition and is not parsed; every definition has one', async () => {
  // Each form of what may come between a parameter list and a body, with the unit tree-sitter finds.
  const definitions: [string, string][] = [
    ['P.P', 'struct P {\n  P() : x{1}, y{2} {}\n  int x, y;\n};\n'],
    ['twice', 'auto twice(int v) -> decltype(v * 2) {\n  return v * 2;\n}\n'],
    ['stop', 'void stop() noexcept(true) {\n}\n'],
    ['hot', 'static int hot(void) __attribute__((hot)) {\n  return 1;\n}\n'],
    ['load', 'int load() try {\n  return 1;\n} catch (...) {\n  return 0;\n}\n'],
    ['half', 'template <typename T>\nT half(T v) requires (sizeof(T) > 1) {\n  return v / 2;\n}\n'],
    ['Q.clear', 'struct Q : B {\n  void clear() const & noexcept override {}\n};\n'],
    // A comment with a bracket between them (comments kept): tested without its comments.
    ['g', 'int g(void) /* } */ {\n  return 0;\n}\n'],
  ];
  for (const [name, text] of definitions) {
    assert.ok(mayHoldUnits(text), name);
    assert.equal((await findMethods(text, 'cpp'))?.map((m) => m.name), [name]);
  }
  // A broken definition, whose `(` is not closed, is parsed, and rejected with its warning.
  assert.ok(mayHoldUnits('int x;\nvoid f(int x { }\n'));
  // K&R parameter declarations: `;` between them.
  assert.ok(mayHoldUnits('int add(a, b)\nint a;\nint b;\n{\n  return a + b;\n}\n'));
  // Declarations alone: each `{` has a bracket or nothing before it, back to a `)`.
  const header = '#ifndef Q_H\n#define Q_H\ntypedef struct { int n; } count_t;\nenum mode { FAST, SLOW };\nstruct queue;\nint queue_push(struct queue *q, void *item);\nint queue_size(const struct queue *q);\n#endif\n';
  assert.not.ok(mayHoldUnits(header));
  assert.equal(await findMethods(header, 'c'), []);
  // Brackets before a `{` that opens no body: a linkage block after `#if defined(...)`, a type body
  // after a declaration's `;` or after a macro call, a macro's own braces, a namespace.
  const linkage = '#if defined(__cplusplus)\nextern "C" {\n#endif\nint f(void);\ntypedef struct x_st {\n  int a;\n} X;\nenum mode { FAST = (1 << 2), SLOW };\nSTACK_OF(X) *g(void);\nstruct y_st {\n  int b;\n};\nDECLARE_ASN1(Y)\nstruct z_st {\n  int c;\n};\n#define CALL(x) do { (x)(); } while (0)\nint h(int);\nnamespace N {\n}\n#if defined(__cplusplus)\n}\n#endif\n';
  assert.not.ok(mayHoldUnits(linkage));
  assert.equal(await treeSitterUnits({ ...cpp, mayHoldUnits: undefined }, linkage), []);
  // Each of those, one body away from holding a unit: parsed.
  for (const [name, text] of [
    ['f', linkage.replace('int f(void);', 'int f(void) {\n  return 0;\n}')],
    ['h', linkage.replace('int h(int);', 'int h(int x) { return x; }')],
    ['stop', 'void stop()\n#if defined(NOEXCEPT)\n  noexcept\n#endif\n{\n}\n'],
  ]) {
    assert.ok(mayHoldUnits(text), name);
    if (name !== 'stop') assert.equal((await findMethods(text, 'cpp'))?.map((m) => m.name), [name]);
  }
  // A K&R declaration or a trailing return type may name a struct.
  assert.ok(mayHoldUnits('int first(p)\nstruct pair *p;\n{\n  return p->a;\n}\n'));
  assert.ok(mayHoldUnits('auto make() -> struct S {\n  return S{};\n}\n'));
  // Such a text is not parsed: a splitter that says no to every text finds nothing in a definition.
  assert.equal(await treeSitterUnits({ ...cpp, mayHoldUnits: () => false }, definitions[1][1]), []);
  assert.equal((await treeSitterUnits(cpp, definitions[1][1])).map((unit) => unit.name), ['twice']);
  // Every C/C++ fixture with units may hold them.
  for (const folder of ['c', 'cpp']) {
    for (const name of readdirSync(fixture('methods', folder))) {
      const text = readFileSync(join(fixture('methods', folder), name), 'utf8');
      assert.ok(mayHoldUnits(text) && (await findMethods(text, 'cpp'))!.length > 0, name);
    }
  }
});

test.run();
