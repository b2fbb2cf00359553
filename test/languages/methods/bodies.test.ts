import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'acorn';
import { tsPlugin } from '@sveltejs/acorn-typescript';
import { bodyPlaces, elisionText } from '../../../src/languages/methods/bodies.js';
import { findMethods } from '../../../src/languages/methods/index.js';
import { removeComments } from '../../../src/languages/comments.js';
import { detectLanguage } from '../../../src/languages/table.js';
import { withTree, type Grammar } from '../../../src/languages/treeSitter.js';
import { canRun, fixture, tempTree } from '../../_helpers/index.js';

const test = suite('languages methods bodies');

/** `text` with every body elided that the scan places, outermost only, each marker naming `tokens`. */
async function elideAll(text: string, language: string, path: string, tokens = 7): Promise<{ text: string; elided: number }> {
  const units = (await findMethods(text, language, path)) ?? [];
  const places = bodyPlaces(text, units, language).flatMap((p) => (p ? [p] : [])).sort((a, b) => a.start - b.start);
  let out = '', at = 0, elided = 0;
  for (const place of places) {
    if (place.start < at) continue;
    out += text.slice(at, place.start) + elisionText(place, tokens);
    at = place.end;
    elided++;
  }
  return { text: out + text.slice(at), elided };
}

test('bodies :: the marker in the body\'s indentation, as a comment of the language, with what the language needs for a body', async () => {
  const ts = 'class Q {\n  push(item: T): void {\n    this.items.push(item);\n    this.emit();\n  }\n  get size(): number { return 1; }\n}\n';
  assert.is((await elideAll(ts, 'typescript', 'q.ts')).text, 'class Q {\n  push(item: T): void {\n    // … 7 tokens elided (lines 3-4) …\n  }\n  get size(): number { return 1; }\n}\n');
  const py = 'def area(shape):\n    """The area."""\n    if shape:\n        return 1\n    return 0\n\nf = lambda x: x\n';
  assert.is((await elideAll(py, 'python', 'a.py')).text, 'def area(shape):\n    """The area."""\n    # … 7 tokens elided (lines 3-5) …\n    ...\n\nf = lambda x: x\n');
  const rb = 'class Cart\n  def add(item)\n    @items << item\n    self\n  end\n\n  def size = @items.size\nend\n';
  assert.is((await elideAll(rb, 'ruby', 'c.rb')).text, 'class Cart\n  def add(item)\n    # … 7 tokens elided (lines 3-4) …\n  end\n\n  def size = @items.size\nend\n');
  const sh = 'deploy() {\n  echo "{"\n  rsync -a . host:\n}\n';
  assert.is((await elideAll(sh, 'shell', 'd.sh')).text, 'deploy() {\n  # … 7 tokens elided (lines 2-3) …\n  :\n}\n');
  const go = 'func (q *Queue) Push(v int) {\n\ts := `}`\n\tq.items = append(q.items, v, s)\n}\n';
  assert.is((await elideAll(go, 'go', 'q.go')).text, 'func (q *Queue) Push(v int) {\n\t// … 7 tokens elided (lines 2-3) …\n}\n');
});

const GRAMMARS: Record<string, Grammar> = {
  c: 'cpp', cpp: 'cpp', csharp: 'c-sharp', go: 'go', java: 'java', javascript: 'javascript', jsx: 'javascript', typescript: 'typescript', tsx: 'tsx',
  php: 'php', python: 'python', ruby: 'ruby', rust: 'rust', shell: 'bash',
};
const hasError = (grammar: Grammar, text: string) => withTree(grammar, text, (root) => root.hasError);

// flow.js holds Flow's annotations, which neither acorn nor tree-sitter's JavaScript reads.
const FIXTURES = readdirSync(fixture('methods')).flatMap((language) => readdirSync(fixture('methods', language)).map((name) => join(language, name))).filter((p) => !p.endsWith('flow.js'));

test('bodies :: every fixture with its bodies elided still parses where it parsed (tree-sitter), and bodies are elided in each language', async () => {
  for (const path of FIXTURES) {
    const language = detectLanguage(path);
    const text = removeComments(readFileSync(fixture('methods', path), 'utf8'), language);
    const { text: elided, elided: count } = await elideAll(text, language, path);
    assert.ok(count > 0 || path.endsWith('Lazy.cs'), `${path}: nothing elided`);
    if (!(await hasError(GRAMMARS[language], text))) assert.is(await hasError(GRAMMARS[language], elided), false, `${path} no longer parses`);
  }
});

test('bodies :: the languages\' own parsers read the elided fixtures: acorn (JS, TS), python ast, ruby -c, php -l', async () => {
  const TsParser = Parser.extend(tsPlugin() as never);
  const JsxParser = Parser.extend(tsPlugin({ jsx: true }) as never);
  const { dir, cleanup } = tempTree();
  try {
    for (const path of FIXTURES) {
      const language = detectLanguage(path);
      const text = removeComments(readFileSync(fixture('methods', path), 'utf8'), language);
      const { text: elided } = await elideAll(text, language, path);
      const file = join(dir, path.replace('/', '-'));
      writeFileSync(file, elided);
      const check = (command: string, args: string[]) => {
        const run = spawnSync(command, [...args, file], { encoding: 'utf8' });
        assert.is(run.status, 0, `${command} ${path}: ${run.stderr}${run.stdout}`);
      };
      // As the project reads them: .js as JavaScript, failing that as TSX; .ts as TypeScript; .jsx and .tsx as TSX.
      const parsers = language === 'javascript' ? [Parser, JsxParser] : language === 'typescript' ? [TsParser] : [JsxParser];
      const parses = (source: string) => parsers.some((p) => {
        try {
          p.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
          return true;
        } catch {
          return false;
        }
      });
      if (['javascript', 'typescript', 'jsx', 'tsx'].includes(language)) assert.ok(!parses(text) || parses(elided), `${path} no longer parses`);
      else if (language === 'python' && canRun('bodies python', 'python3', spawnSync('python3', ['--version']).status === 0)) check('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read())']);
      else if (language === 'ruby' && canRun('bodies ruby', 'ruby', spawnSync('ruby', ['--version']).status === 0)) check('ruby', ['-c']);
      else if (language === 'php' && spawnSync('php', ['--version']).status === 0) check('php', ['-l']);
      else if (language === 'shell') check('bash', ['-n']);
    }
  } finally {
    cleanup();
  }
});

test.run();
