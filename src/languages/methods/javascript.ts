import type { Options, Parser as AcornParser } from 'acorn';
import { importModule } from '../../util/esm.js';
import { estreeUnits, settleBody } from './estree.js';
import type { Unit } from './lines.js';

type ParserClass = typeof AcornParser;
type Dialect = 'js' | 'ts' | 'dts' | 'tsx';

const OPTIONS: Options = {
  ecmaVersion: 'latest',
  allowHashBang: true,
  // Bundles, CommonJS wrappers and scripts do these at the top level; a splitter need not be strict about it.
  allowReturnOutsideFunction: true,
  allowImportExportEverywhere: true,
  allowAwaitOutsideFunction: true,
};

// Each dialect's parser class is built once per thread, on the first file that needs it.
const parsers = new Map<Dialect, Promise<ParserClass>>();

function parserFor(dialect: Dialect): Promise<ParserClass> {
  let parser = parsers.get(dialect);
  if (!parser) {
    parser = (async () => {
      const { Parser } = await importModule<typeof import('acorn')>('acorn');
      if (dialect === 'js') return settling(Parser);
      const { tsPlugin } = await importModule<typeof import('@sveltejs/acorn-typescript')>('@sveltejs/acorn-typescript');
      // jsx only for .tsx/.jsx: in .ts files `<T>value` is a type assertion, not an element.
      return settling(Parser.extend(tsPlugin(dialect === 'tsx' ? { jsx: true } : { dts: dialect === 'dts' }) as never));
    })();
    parsers.set(dialect, parser);
  }
  return parser;
}

interface BodyParser {
  input: string;
  parseFunctionBody(node: { body?: { type: string } }, ...rest: unknown[]): unknown;
}

/** The parser, settling each function body as soon as it is parsed (see settleBody()). */
function settling(Base: ParserClass): ParserClass {
  const Settling = class extends (Base as unknown as new (...args: unknown[]) => BodyParser) {
    // The TypeScript plugin's version takes one more argument and returns the node.
    parseFunctionBody(node: { body?: { type: string } }, ...rest: unknown[]): unknown {
      const result = super.parseFunctionBody(node, ...rest);
      if (node.body?.type === 'BlockStatement') settleBody(node.body as never, this.input);
      return result;
    }
  };
  return Settling as unknown as ParserClass;
}

// Plain .js files may be scripts (`with`, legacy octals), or carry JSX or Flow annotations, which the
// TypeScript+JSX parser mostly reads. Three tries at most, then the error that got furthest.
const ATTEMPTS: Record<string, [Dialect, 'module' | 'script'][]> = {
  javascript: [['js', 'module'], ['js', 'script'], ['tsx', 'module']],
  jsx: [['tsx', 'module'], ['js', 'module']],
  // A .d.ts file (the language id does not tell) needs the declaration-file mode.
  typescript: [['ts', 'module'], ['dts', 'module'], ['ts', 'script']],
  tsx: [['tsx', 'module']],
};

/** Units of a JS/TS/JSX/TSX text; rejects with acorn's one-line message (`Unexpected token (12:4)`). */
export async function javascriptUnits(text: string, language: string): Promise<Unit[]> {
  let furthest: { pos: number; message: string } | undefined;
  for (const [dialect, sourceType] of ATTEMPTS[language]) {
    const Parser = await parserFor(dialect);
    let program;
    try {
      // The TypeScript plugin insists on locations; plain acorn is faster without them.
      program = Parser.parse(text, { ...OPTIONS, sourceType, locations: dialect !== 'js' });
    } catch (err) {
      const pos = typeof (err as { pos?: unknown }).pos === 'number' ? (err as { pos: number }).pos : -1;
      const message = String((err as Error).message ?? err).split('\n')[0];
      if (!furthest || pos > furthest.pos) furthest = { pos, message };
      continue;
    }
    return estreeUnits(program as never, text);
  }
  throw new Error(furthest?.message ?? 'cannot parse');
}
