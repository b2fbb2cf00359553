import type { CommentSyntax } from '../table.js';
import {
  csharpLexer, dartLexer, goLexer, groovyLexer, hclLexer, javaLexer, kotlinLexer, rustLexer, scalaLexer, swiftLexer, zigLexer,
} from './braces.js';
import { cContinuation, cLexer } from './c.js';
import type { Lexer, StripRules } from './chars.js';
import { cssLexer, sassLexer, scssLexer } from './css.js';
import { haskellLexer, luaLexer, sqlLexer } from './dashes.js';
import { graphqlLexer, tomlLexer, yamlLexer } from './data.js';
import { elixirLexer } from './elixir.js';
import { jsLexer } from './js.js';
import { batchLexer, cmakeLexer, dockerfileContinuation, dockerfileLexer, gitignoreLexer, hashLineLexer, iniLexer, makefileLexer } from './lines.js';
import { markdownLexer } from './markdown.js';
import { htmlLexer, markupJoins, svelteLexer, vueLexer, xmlLexer } from './markup.js';
import { fsharpLexer, ocamlLexer } from './ml.js';
import { perlLexer } from './perl.js';
import { phpLexer } from './php.js';
import { powershellLexer } from './powershell.js';
import { pythonLexer } from './python.js';
import { rubyLexer } from './ruby.js';
import { shellLexer } from './shell.js';
import { clojureLexer, erlangLexer, juliaLexer, nimLexer, rLexer } from './small.js';

/** The lexer of each comment syntax; `none` has no comments to remove. */
export const LEXERS: Record<Exclude<CommentSyntax, 'none'>, Lexer> = {
  javascript: jsLexer({ jsx: true, typescript: false }),
  jsx: jsLexer({ jsx: true, typescript: false }),
  typescript: jsLexer({ jsx: false, typescript: true }),
  tsx: jsLexer({ jsx: true, typescript: true }),
  c: cLexer,
  protobuf: cLexer,
  jsonc: cLexer,
  json5: cLexer,
  csharp: csharpLexer,
  java: javaLexer,
  go: goLexer,
  rust: rustLexer,
  kotlin: kotlinLexer,
  swift: swiftLexer,
  scala: scalaLexer,
  dart: dartLexer,
  groovy: groovyLexer,
  zig: zigLexer,
  hcl: hclLexer,
  css: cssLexer,
  scss: scssLexer,
  sass: sassLexer,
  php: phpLexer,
  python: pythonLexer,
  ruby: rubyLexer,
  shell: shellLexer,
  powershell: powershellLexer,
  lua: luaLexer,
  sql: sqlLexer,
  haskell: haskellLexer,
  html: htmlLexer,
  xml: xmlLexer,
  vue: vueLexer,
  svelte: svelteLexer,
  markdown: markdownLexer,
  yaml: yamlLexer,
  toml: tomlLexer,
  graphql: graphqlLexer,
  dockerfile: dockerfileLexer,
  makefile: makefileLexer,
  cmake: cmakeLexer,
  ini: iniLexer,
  gitignore: gitignoreLexer,
  hashline: hashLineLexer,
  batch: batchLexer,
  elixir: elixirLexer,
  r: rLexer,
  perl: perlLexer,
  erlang: erlangLexer,
  clojure: clojureLexer,
  fsharp: fsharpLexer,
  ocaml: ocamlLexer,
  nim: nimLexer,
  julia: juliaLexer,
};

/** The syntaxes with rules of their own for what a removed comment leaves. */
// Every rules object has both fields, the same shape: stripRanges() reads them in every call, and
// V8's optimised code for it was thrown away at each new shape (three in a tree of C and HTML).
export const STRIP_RULES: Partial<Record<CommentSyntax, StripRules>> = {
  c: { continuation: cContinuation, joins: undefined },
  dockerfile: { continuation: dockerfileContinuation, joins: undefined },
  html: { continuation: undefined, joins: markupJoins },
  xml: { continuation: undefined, joins: markupJoins },
  vue: { continuation: undefined, joins: markupJoins },
  svelte: { continuation: undefined, joins: markupJoins },
  markdown: { continuation: undefined, joins: markupJoins },
};

/** The rules of a syntax with none of its own. */
export const NO_STRIP_RULES: StripRules = { continuation: undefined, joins: undefined };
